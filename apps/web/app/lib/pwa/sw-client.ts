/**
 * The page's side of the service worker (ADR 142, 143): registers `/sw.js` (never on widget
 * pages, which other sites frame), tells React whether the browser is offline and whether a new
 * version waits, reloads into that version when the reader asks, asks the worker to keep today's
 * pages, and puts pushes the worker hands over into the bell. The plain Service Worker API (a
 * few lines; `workbox-window` would add 2 KB gzipped to every visitor's page, ADR 143).
 *
 * Safe to import during SSR: nothing touches `window` until {@link startServiceWorker} runs.
 */
import { useSyncExternalStore } from 'react';
import { MSG_NAVIGATE, MSG_PUSH, MSG_WARM, safeClickPath } from '../../sw/rules';
import { addNotification } from '../notifications';

export interface PwaState {
  /** False until the page has run (the server renders nothing of this). */
  started: boolean;
  offline: boolean;
  /** The browser can run the worker. */
  supported: boolean;
  /** A new version is installed and waits for the reader. */
  waiting: boolean;
}

const SERVER_STATE: PwaState = { started: false, offline: false, supported: false, waiting: false };
let state = SERVER_STATE;
const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;
let reloadOnControl = false;

function set(changes: Partial<PwaState>): void {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}

/** Local storage: the language and day the worker last fetched today's pages for. */
export const WARM_KEY = 'patro:sw-warm';

function keepToday(lang: string, bsIso: string): void {
  const mark = `${lang} ${bsIso}`;
  try {
    if (localStorage.getItem(WARM_KEY) === mark) return;
  } catch {
    return;
  }
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: MSG_WARM, bsIso });
    try {
      localStorage.setItem(WARM_KEY, mark);
    } catch {
      // storage disabled: asked again on the next page
    }
  });
}

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as { type?: string; notification?: unknown; url?: unknown } | null;
  if (data?.type === MSG_PUSH && data.notification && typeof data.notification === 'object') {
    const n = data.notification as {
      title?: unknown;
      message?: unknown;
      on_time?: unknown;
      clickAction?: unknown;
    };
    if (typeof n.title !== 'string' || typeof n.message !== 'string') return;
    addNotification({
      title: n.title,
      message: n.message,
      ...(typeof n.on_time === 'string' ? { on_time: n.on_time } : {}),
      clickAction: safeClickPath(n.clickAction),
    });
  } else if (data?.type === MSG_NAVIGATE) {
    window.location.assign(safeClickPath(data.url));
  }
}

let started = false;

/** Starts once per page (the app-status island calls it). */
export function startServiceWorker(lang: string, bsIso: string | null): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const online = () => set({ offline: !navigator.onLine });
  window.addEventListener('online', online);
  window.addEventListener('offline', online);
  const supported = 'serviceWorker' in navigator && window.isSecureContext;
  set({ started: true, offline: !navigator.onLine, supported });
  if (!supported || window.location.pathname.startsWith('/widgets/')) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', onWorkerMessage);
  // Only the reload the reader asked for: a first install also takes control (clientsClaim).
  container.addEventListener('controllerchange', () => {
    if (reloadOnControl) window.location.reload();
  });
  container
    .register('/sw.js')
    .then((found) => {
      registration = found;
      // A version installed while an older one controls the page waits for the reader.
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => {
          if (worker.state === 'installed' && container.controller) set({ waiting: true });
        };
        check();
        worker.addEventListener('statechange', check);
      };
      watch(found.waiting ?? found.installing);
      found.addEventListener('updatefound', () => watch(found.installing));
      if (bsIso && navigator.onLine) keepToday(lang, bsIso);
    })
    .catch(() => {
      // private mode or blocked storage: the site works as before, without offline copies
    });
}

/** Activates the waiting version; the page reloads once it controls the page. */
export function reloadIntoUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  reloadOnControl = true;
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
