/**
 * The browser side of a public page (ADR 081): the only script such a page loads. It reads the
 * page's shared data, then hydrates every `[data-island]` on its own root with React's
 * `hydrateRoot`, each island's code fetched on demand (a page downloads only the islands it has).
 *
 * Main-thread budget (ADR 086): every island starts in a task of its own (the browser may paint
 * and answer input between them), hydration runs in a transition so React yields between small
 * units of work, and islands marked `data-hydrate="idle"` (nothing a reader reaches for in the
 * first second) wait for an idle moment or the reader's first touch of them, whichever is first.
 */
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadMessages } from '../i18n';
import { hideBrokenImages } from '../lib/broken-images';
import type { IslandDefinition } from './island';
import { type IslandPage, IslandPageContext, PAGE_DATA_ID } from './page-context';

const modules = import.meta.glob<{ default: IslandDefinition<object> }>('./*.island.tsx');

hideBrokenImages();

// The ad script (ADR 224), only where it has something to do: ad slots for a reader with ads,
// premium banners for an ad-free one (html.ad-free, set by the head script before first paint).
if (
  document.querySelector(
    document.documentElement.classList.contains('ad-free') ? '[data-ad-premium]' : '[data-ad-src]',
  )
)
  void import('../lib/ads/runtime').then((ads) => ads.startAds());

const page = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as IslandPage;
// The page's language table, loaded beside the islands' chunks; every island waits for it.
const strings = loadMessages(page?.root.lang ?? 'np');
const roots = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
let pending = roots.length;

/** `html[data-hydrated]` says every island is live (tests and support use it). */
function hydratedOne(): void {
  pending -= 1;
  if (pending <= 0) document.documentElement.dataset.hydrated = '1';
}

function Live({ children, taps }: { children: ReactNode; taps: HTMLElement[] }) {
  useEffect(() => {
    hydratedOne();
    // The island is live: the taps it missed reach it now (spliced, so they are replayed once).
    for (const button of taps.splice(0)) if (button.isConnected) button.click();
  }, [taps]);
  return <IslandPageContext.Provider value={page}>{children}</IslandPageContext.Provider>;
}

/**
 * Keeps the taps on an island's plain buttons that come before its code runs (a slow phone, the
 * header's "More" in the first moment): without this they do nothing and are lost. Released just
 * before `hydrateRoot`, from which point React replays what it receives itself. Links and submit
 * buttons are left alone: they work without script.
 */
function holdTaps(root: HTMLElement): () => HTMLElement[] {
  const missed: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button[type="button"]');
    if (button instanceof HTMLElement && root.contains(button)) missed.push(button);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    return missed;
  };
}

/** Ends the current task: `scheduler.yield()` where the browser has it, else a message-channel hop. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** An idle moment (at most two seconds away) or the reader reaching for the island, if sooner. */
function idleOrTouched(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    const done = () => {
      for (const type of events) root.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) root.addEventListener(type, done, { capture: true, once: true });
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 200);
  });
}

type Loaded = Promise<{ default: IslandDefinition<object> } | null>;

function hydrateIsland(root: HTMLElement, loading: Loaded, release: () => HTMLElement[]): Promise<void> {
  return loading
    .then(async (module) => {
      if (!module) return hydratedOne();
      await strings;
      await nextTask();
      const props = JSON.parse(root.dataset.props ?? '{}') as object;
      const Component = module.default.component as ComponentType<object>;
      const taps = release();
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Live taps={taps}>
              <Component {...props} />
            </Live>
          </StrictMode>,
        );
      });
    })
    .catch((error: unknown) => {
      console.error(error);
      hydratedOne();
    });
}

async function hydrateAll(): Promise<void> {
  // Every island's code is fetched at once, in parallel; hydration goes one island per task,
  // in document order (the header's controls, then the month), the idle ones last.
  const islands = roots.map((root) => {
    const name = root.dataset.island ?? '';
    const load = modules[`./${name}.island.tsx`];
    if (!load) console.error(`no island named ${name}`);
    return { root, loading: (load ? load() : Promise.resolve(null)) as Loaded, release: holdTaps(root) };
  });
  const later = islands.filter(({ root }) => root.dataset.hydrate === 'idle');
  for (const { root, loading, release } of islands)
    if (!later.some((l) => l.root === root)) await hydrateIsland(root, loading, release);
  for (const { root, loading, release } of later)
    void idleOrTouched(root).then(() => hydrateIsland(root, loading, release));
}

if (roots.length === 0) hydratedOne();
void hydrateAll();
