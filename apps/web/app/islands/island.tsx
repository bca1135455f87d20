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

export interface IslandDefinition<P> {
  /** Also the file name: `app/islands/<name>.island.tsx` (a unit test checks it). */
  name: string;
  component: ComponentType<P>;
}

/** The default export of an `*.island.tsx` file. Props must be JSON (they travel in the HTML). */
export function defineIsland<P extends object>(
  name: string,
  component: ComponentType<P>,
): IslandDefinition<P> {
  return { name, component };
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
    <div data-island={of.name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
