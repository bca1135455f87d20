import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { DEFAULT_LANG, type Lang } from './i18n';
import { isPublicPage, pageCacheControl } from './islands/island';
import { isNoData } from './lib/api-client';
import { PUBLIC_CACHE_CONTROL } from './lib/cache-control';
import { VIEW_PREFS_COOKIE } from './lib/calendar/view-prefs';
import { RenderContext } from './lib/nonce';
import { parseLang, readCookie } from './lib/prefs';

export const streamTimeout = 5_000;

export { PUBLIC_CACHE_CONTROL };

/** Status codes a public page may be cached with: the page itself and the not-found page. */
const CACHEABLE_STATUS = new Set([200, 404]);

/**
 * Server rendering. A public page (ADR 081) is rendered whole (`onAllReady`: it is cached and
 * hashed), without React Router's hydration data, and says it may be cached; the no-data page
 * (spec §8) is never cached. Private pages stream as before with the CSP nonce of the response.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const handlerContext = routerContext.staticHandlerContext;
  const islandsScript = loadContext?.islandsScript ?? '';
  const handles = handlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const publicPage = islandsScript !== '' && isPublicPage(handles);
  const noData = Object.values(handlerContext.errors ?? {}).some(
    (error) => isRouteErrorResponse(error) && isNoData(error.data),
  );
  if (publicPage) {
    responseHeaders.set(
      'Cache-Control',
      !noData && CACHEABLE_STATUS.has(responseStatusCode)
        ? (pageCacheControl(handles) ?? PUBLIC_CACHE_CONTROL)
        : 'no-store',
    );
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = publicPage ? undefined : loadContext?.cspNonce || undefined;
  // A public page carries no hydration data: its islands have their own props.
  const context = publicPage ? { ...routerContext, serverHandoffStream: undefined } : routerContext;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and share bots get the complete document (all metadata) in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      publicPage || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <RenderContext.Provider value={{ nonce: nonce ?? '', islandsScript: publicPage ? islandsScript : '' }}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </RenderContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

// ---------- What the web server (server/index.ts) needs to know about pages ----------

export { isPublicPage } from './islands/island';
export { setClock } from './lib/clock';
export { PREFS_SCRIPT } from './lib/prefs';

/**
 * What a public page's HTML depends on besides its URL, from the request's cookies (ADR 082):
 * the language (cookie `lang`, the one cookie a CDN keys on), or `null` when the reader's own
 * calendar view choices (cookie `patro_calendar_view`, ADR 067) make the page theirs alone.
 */
export function publicVariant(cookieHeader: string | null | undefined): Lang | null {
  if (readCookie(cookieHeader, VIEW_PREFS_COOKIE)) return null;
  return parseLang(readCookie(cookieHeader, 'lang')) ?? DEFAULT_LANG;
}
