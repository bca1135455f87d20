/**
 * Public pages and islands (ADR 081).
 *
 * A route module declares itself a public page with `export const handle = publicPage;` (or
 * `{ ...publicPage, hideChrome: true }`). Its HTML is rendered on the server, works with no
 * JavaScript, is cached (server/page-cache.ts) and loads no React Router runtime; the parts that
 * need script are islands: components declared once with `defineIsland` in
 * `app/islands/<name>.island.tsx` and placed with `<Island of={…} props={…} />`. The browser
 * hydrates each one on its own root (app/islands/client.tsx). Private screens (no handle) keep
 * full React Router hydration, and there `<Island>` renders its component inline.
 */
import { type ComponentType, createContext, useContext } from 'react';

/** Route `handle` field that makes a page public. */
export interface PageHandle {
  page?: 'public';
  /**
   * A public page's own `Cache-Control` when the site's (ADR 082) is too long for it: the
   * published calendar, whose link must stop answering soon after it is unpublished (ADR 087).
   */
  cacheControl?: string;
}

export const publicPage = { page: 'public' } as const satisfies PageHandle;

/** True when the deepest route that says anything says `page: 'public'`. */
export function isPublicPage(handles: readonly unknown[]): boolean {
  for (let i = handles.length - 1; i >= 0; i--) {
    const page = (handles[i] as PageHandle | undefined)?.page;
    if (page !== undefined) return page === 'public';
  }
  return false;
}

/** The deepest route's own `Cache-Control` for a public page, if it names one. */
export function pageCacheControl(handles: readonly unknown[]): string | undefined {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i] as PageHandle | undefined;
    if (handle?.page !== undefined) return handle.cacheControl;
  }
  return undefined;
}

export interface IslandDefinition<P> {
  /** Also the file name: `app/islands/<name>.island.tsx` (a unit test checks it). */
  name: string;
  component: ComponentType<P>;
  /**
   * 'idle': nothing a reader reaches for in the first second (the back-to-top button, a notice),
   * so the browser hydrates it when idle or when it is first touched (ADR 086).
   */
  hydrate?: 'idle';
}

/** The default export of an `*.island.tsx` file. Props must be JSON (they travel in the HTML). */
export function defineIsland<P extends object>(
  name: string,
  component: ComponentType<P>,
  options: { hydrate?: 'idle' } = {},
): IslandDefinition<P> {
  return { name, component, ...options };
}

/** 'islands' on a public page's server render; 'full' on private screens and in dev. */
export const HydrationModeContext = createContext<'islands' | 'full'>('full');

/**
 * One island: in 'islands' mode the component's server HTML inside `<div data-island>` (a
 * `display: contents` box, so layout is unchanged) with its props as JSON for the browser.
 */
export function Island<P extends object>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  const mode = useContext(HydrationModeContext);
  const Component = of.component;
  if (mode !== 'islands') return <Component {...props} />;
  return (
    <div data-island={of.name} data-hydrate={of.hydrate} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
