/// <reference lib="webworker" />
/**
 * Patro's service worker (ADR 142), built by vite.sw.config.ts and given its precache list by
 * workbox-build (scripts/build-sw.mjs). Pages: network first, a kept copy after a short wait or
 * offline, the offline page when neither; the islands' code, CSS and icons precached; public
 * calendar reads of the API stale-while-revalidate; Web Push shown and handed to open pages.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_CACHE,
  API_MAX_AGE_S,
  API_MAX_ENTRIES,
  isCalendarApiRead,
  isKeepablePage,
  isNavigationHandled,
  MSG_NAVIGATE,
  MSG_PUSH,
  MSG_VERSION,
  MSG_WARM,
  NAVIGATION_TIMEOUT_S,
  notificationFromPush,
  OFFLINE_CACHE,
  OFFLINE_PATH,
  PAGES_CACHE,
  PAGES_MAX_AGE_S,
  PAGES_MAX_ENTRIES,
  pagesToKeep,
  safeClickPath,
} from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Replaced by scripts/build-sw.mjs with a digest of the precache list: the /update page shows it. */
const BUILD = '__PATRO_SW_BUILD__';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is served by this worker at once (offline works without a reload); a
// later version waits until the reader chooses to reload (app/lib/pwa/sw-client.ts).
clientsClaim();

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        isKeepablePage(response.status, response.headers.get('Cache-Control')) ? response : null,
    },
    new ExpirationPlugin({ maxEntries: PAGES_MAX_ENTRIES, maxAgeSeconds: PAGES_MAX_AGE_S }),
  ],
});

async function offlinePage(): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE);
  return (
    (await cache.match(OFFLINE_PATH)) ??
    new Response('Offline — अफलाइन', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  );
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isNavigationHandled(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage();
    }
  },
);

registerRoute(
  ({ request, url }) =>
    isCalendarApiRead(request.method, url.pathname, request.headers.has('Authorization')) &&
    url.origin !== self.location.origin,
  new StaleWhileRevalidate({
    cacheName: API_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: API_MAX_ENTRIES, maxAgeSeconds: API_MAX_AGE_S }),
    ],
  }),
);

/** Fetches pages into the caches (the reader's language comes with the cookie). */
async function warm(paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const target = safeClickPath(path);
      if (!isNavigationHandled(target)) return;
      try {
        const response = await fetch(target, {
          credentials: 'same-origin',
          headers: { accept: 'text/html' },
        });
        if (target === OFFLINE_PATH) {
          if (response.ok) await (await caches.open(OFFLINE_CACHE)).put(OFFLINE_PATH, response);
        } else if (isKeepablePage(response.status, response.headers.get('Cache-Control'))) {
          await (await caches.open(PAGES_CACHE)).put(target, response);
        }
      } catch {
        // offline now: the next page load asks again
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(warm([OFFLINE_PATH]));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; bsIso?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (
    data?.type === MSG_WARM &&
    typeof data.bsIso === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(data.bsIso)
  )
    event.waitUntil(warm(pagesToKeep(data.bsIso)));
  else if (data?.type === MSG_VERSION) event.ports[0]?.postMessage({ version: BUILD });
});

self.addEventListener('push', (event) => {
  const shown = notificationFromPush(event.data?.text());
  if (!shown) return;
  event.waitUntil(
    (async () => {
      // An open Patro page adds it to its bell (spec §4); the system notification shows anyway.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: MSG_PUSH, notification: shown.bell });
      await self.registration.showNotification(shown.title, shown.options);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = safeClickPath((event.notification.data as { clickAction?: unknown } | null)?.clickAction);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(target);
        return;
      }
      await open.focus();
      try {
        await open.navigate(target);
      } catch {
        // not controlled by this worker (navigate refuses): the page goes there itself
        open.postMessage({ type: MSG_NAVIGATE, url: path });
      }
    })(),
  );
});
