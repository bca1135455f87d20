/**
 * The browser side of a public page (ADR 081): the only script such a page loads. It reads the
 * page's shared data, then hydrates every `[data-island]` on its own root with React's
 * `hydrateRoot`, each island's code fetched on demand. Hydration runs in a transition, so React
 * yields to the browser between small units of work instead of blocking the main thread.
 */
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandDefinition } from './island';
import { type IslandPage, IslandPageContext, PAGE_DATA_ID } from './page-context';

const modules = import.meta.glob<{ default: IslandDefinition<object> }>('./*.island.tsx');

const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as IslandPage;
const roots = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
let pending = roots.length;

/** `html[data-hydrated]` says every island is live (tests and support use it). */
function hydratedOne(): void {
  pending -= 1;
  if (pending <= 0) document.documentElement.dataset.hydrated = '1';
}

function Live({ children }: { children: ReactNode }) {
  useEffect(hydratedOne, []);
  return <IslandPageContext.Provider value={page}>{children}</IslandPageContext.Provider>;
}

if (roots.length === 0) hydratedOne();
for (const root of roots) {
  const name = root.dataset.island ?? '';
  const load = modules[`./${name}.island.tsx`];
  if (!load) {
    console.error(`no island named ${name}`);
    hydratedOne();
    continue;
  }
  const props = JSON.parse(root.dataset.props ?? '{}') as object;
  void load().then(({ default: island }) => {
    const Component = island.component as ComponentType<object>;
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Live>
            <Component {...props} />
          </Live>
        </StrictMode>,
      );
    });
  });
}
