/**
 * Production web server: Express 5, the page cache and React Router's request handler.
 *
 * - Public pages (route `handle = publicPage`, ADR 081) are answered from a bounded in-memory
 *   cache of rendered HTML (server/page-cache.ts, ADR 082) with `Cache-Control: public,
 *   s-maxage, stale-while-revalidate`, a weak ETag (304 on a match), precompressed gzip and a
 *   CSP that allows the one fixed inline script by its hash: no nonce, so the page can be shared.
 * - Web widgets (`/widgets/<kind>`, ADR 140) are cached the same way but rendered without any
 *   cookie, and sent with their own CSP (`frame-ancestors *`) and no X-Frame-Options: the only
 *   pages other sites may frame.
 * - Private screens (accounts, my calendars) are rendered per request with a fresh CSP nonce.
 * - `build/client/assets/*` (hashed) are cached for a year, other public files for an hour, the
 *   service worker `/sw.js` never without revalidation (ADR 142).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { kathmanduIsoDate } from '@patro/calendar';
import { offsetClock } from '@patro/contracts/clock';
import { SERVER_TIMEOUTS, type ServerTimeouts } from '@patro/contracts/http-limits';
import { createRequestHandler as createExpressHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { WebConfig } from './config.js';
import { type CachedPage, freshness, PageCache, STALE_IF_ERROR_MS, toCachedPage } from './page-cache.js';
import { refuseUnservableRequest } from './request-rules.js';
import { type SiteLinks, siteLinksFrom } from './site-links.js';

export { loadWebConfig, type WebConfig, WebConfigError } from './config.js';

export interface WebServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to bind, e.g. `localhost` or `0.0.0.0`. */
  host: string;
  /** Base URL of the JSON API as the browser sees it, e.g. `http://localhost:4000`. */
  apiUrl: string;
  /** Public base URL of this site (canonical and share links). Defaults to `http://localhost:<port>`. */
  publicUrl?: string;
  /** Address of the external blog (top bar "Blogs"). */
  blogsUrl?: string;
  /** Configured social and app-store links (none by default). */
  siteLinks?: SiteLinks;
  /** Folder holding `client/` and `server/` from the build. Defaults to `apps/web/build`. */
  buildDir?: string;
  /** Rendered public pages kept in memory (0: none) and their total bytes. */
  pageCacheEntries?: number;
  pageCacheBytes?: number;
  /** The longest one API call may hold up a render (then the no-data page, spec §8). */
  apiBudgetMs?: number;
  /** Tests only: "now" starts at this instant (epoch ms) and advances with real time (ADR 072). */
  clockAt?: number;
  /** Ad slots let localhost pages count impressions (ADS_COUNT_LOCALHOST, tests only; ADR 224). */
  adsCountLocalhost?: boolean;
  /** How long a client may take to send its request; tests shorten it. Default SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
}

/** The options from a validated config (server/config.ts). */
export function webServerOptions(config: WebConfig): WebServerOptions {
  return {
    port: config.port,
    host: config.host,
    apiUrl: config.apiUrl,
    publicUrl: config.publicUrl,
    blogsUrl: config.blogsUrl,
    siteLinks: config.siteLinks,
    pageCacheEntries: config.pageCacheEntries,
    pageCacheBytes: config.pageCacheBytes,
    apiBudgetMs: config.apiBudgetMs,
    clockAt: config.clockAt,
    adsCountLocalhost: config.adsCountLocalhost,
  };
}

export interface WebServer {
  url: string;
  /** The rendered-page cache (tests and the bench read its size). */
  pageCache: PageCache;
  close(): Promise<void>;
}

/** The load context every loader receives (see app/lib/context.ts for the app-side type). */
export type WebLoadContext = {
  apiUrl: string;
  publicUrl: string;
  blogsUrl: string;
  siteLinks: SiteLinks;
  cspNonce: string;
  islandsScript: string;
  apiBudgetMs: number;
  adsCountLocalhost: boolean;
};

/** What app/entry.server.tsx exports for the server besides the render itself. */
interface EntryHelpers {
  isPublicPage(handles: readonly unknown[]): boolean;
  publicVariant(cookieHeader: string | null | undefined): string | null;
  PREFS_SCRIPT: string;
  /** Sets the clock behind every server-side "today" (app/lib/clock.ts). */
  setClock(now: () => number): void;
}

const DEFAULT_BLOGS_URL = 'https://blog.patro.app';

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`startWebServer: not a valid URL: ${url}`);
  }
}

/**
 * The Content-Security-Policy. Scripts: our own files, the head script by its hash, and on
 * private pages React Router's inline scripts by the response's nonce.
 */
export function contentSecurityPolicy(scriptSources: string, apiUrl: string): string {
  const api = origin(apiUrl);
  // eSewa ePay v2 starts with the browser POSTing a signed form to eSewa (ADR 180, 187): its
  // production and UAT hosts, and outside production the local stand-in on this machine.
  const paymentForms = [
    'https://epay.esewa.com.np',
    'https://rc-epay.esewa.com.np',
    ...(process.env.NODE_ENV === 'production' ? [] : ['http://localhost:*', 'http://127.0.0.1:*']),
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
    "style-src 'self'",
    // Ad creatives may be served by the API host (ADR 224), which is plain http on a developer's machine.
    `img-src 'self' data: https: ${api}`,
    "font-src 'self'",
    // HLS radio streams (hls.js) fetch their playlists and segments from the broadcaster (ADR 131);
    // plain-http stations play from the API's relay (ADR 158).
    `connect-src 'self' ${api} https:`,
    `media-src 'self' ${api} https: blob:`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${paymentForms}`,
    "frame-ancestors 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** Nested route objects from the build's flat table, for matching a URL before rendering it. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({
      id: route.id,
      ...(route.index ? { index: true } : { path: route.path ?? '' }),
      caseSensitive: route.caseSensitive ?? false,
    } as RouteObject);
    children.set(route.parentId, list);
  }
  const attach = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const kids = children.get(route.id);
      return kids && !route.index ? { ...route, children: attach(kids) } : route;
    });
  return attach(children.get(undefined) ?? []);
}

function islandsEntry(clientDir: string): string {
  const manifestPath = path.join(clientDir, 'islands-manifest.json');
  let manifest: Record<string, { file: string; isEntry?: boolean }>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new Error(`startWebServer: cannot read ${manifestPath}; run \`npm run build -w @patro/web\``, {
      cause: error,
    });
  }
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`startWebServer: no entry in ${manifestPath}`);
  return `/${entry.file}`;
}

function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    result.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return result;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const buildDir = options.buildDir ?? path.resolve(here, '..', 'build');
  const clientDir = path.join(buildDir, 'client');
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  origin(apiUrl);
  const blogsUrl = options.blogsUrl ?? DEFAULT_BLOGS_URL;
  const apiBudgetMs = options.apiBudgetMs ?? 5000;

  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`startWebServer: cannot load ${serverEntry}; run \`npm run build -w @patro/web\` first`, {
      cause: error,
    });
  }
  const entry = build.entry.module as unknown as EntryHelpers;
  // The real clock, or the test clock of CLOCK_AT; cache freshness keeps real time.
  const now = offsetClock(options.clockAt);
  entry.setClock(now);
  const islandsScript = islandsEntry(clientDir);
  const routes = routeTree(build.routes);
  const prefsHash = `'sha256-${createHash('sha256').update(entry.PREFS_SCRIPT).digest('base64')}'`;
  const publicCsp = contentSecurityPolicy(prefsHash, apiUrl);
  const render = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );
  const pageCache = new PageCache(
    options.pageCacheEntries ?? 2000,
    options.pageCacheBytes ?? 128 * 1024 * 1024,
  );

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', 'loopback');

  // Known once the port is (port 0 picks one); no request is served before that.
  let publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
  if (publicUrl) origin(publicUrl);
  const https = publicUrl.startsWith('https:');

  const loadContext = (cspNonce: string): WebLoadContext => ({
    apiUrl,
    publicUrl,
    blogsUrl,
    siteLinks: options.siteLinks ?? siteLinksFrom({}),
    cspNonce,
    islandsScript,
    apiBudgetMs,
    adsCountLocalhost: options.adsCountLocalhost ?? false,
  });

  const securityHeaders = (): Record<string, string> => ({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  });
  app.use((_req, res, next) => {
    res.setHeaders(new Map(Object.entries(securityHeaders())));
    next();
  });

  async function toPage(response: Response): Promise<CachedPage> {
    return toCachedPage(
      response.status,
      {
        cacheControl: response.headers.get('Cache-Control') ?? '',
        contentType: response.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
        location: response.headers.get('Location'),
        csp: response.headers.get('Content-Security-Policy'),
      },
      Buffer.from(await response.arrayBuffer()),
      Date.now(),
    );
  }

  /** Renders a public page for everyone who shares its variant: only the URL and `lang` reach it. */
  async function renderShared(url: string, lang: string): Promise<CachedPage> {
    const headers = new Headers({ cookie: `lang=${lang}`, accept: 'text/html' });
    return toPage(await render(new Request(url, { headers }), loadContext('')));
  }

  /** A widget: the URL alone decides it (ADR 140), so no cookie is even passed to the render. */
  async function renderWidget(url: string): Promise<CachedPage> {
    return toPage(await render(new Request(url, { headers: { accept: 'text/html' } }), loadContext('')));
  }

  // Each page's response headers are built once, plain and gzipped (a repeat only writes them).
  const headersOf = new WeakMap<
    CachedPage,
    [Record<string, string | number>, Record<string, string | number>]
  >();
  function pageHeaders(page: CachedPage, gzip: boolean): Record<string, string | number> {
    let pair = headersOf.get(page);
    if (!pair) {
      const { 'X-Frame-Options': _frames, ...framable } = securityHeaders();
      const common: Record<string, string | number> = {
        ...(page.csp ? framable : securityHeaders()),
        'Content-Security-Policy': page.csp ?? publicCsp,
        'Cache-Control': page.cacheControl,
        Vary: page.csp ? 'Accept-Encoding' : 'Cookie, Accept-Encoding',
        'Content-Type': page.contentType,
        ...(page.storable ? { ETag: page.etag } : {}),
        ...(page.location ? { Location: page.location } : {}),
      };
      pair = [
        { ...common, 'Content-Length': page.body.length },
        { ...common, 'Content-Length': page.gzip.length, 'Content-Encoding': 'gzip' },
      ];
      headersOf.set(page, pair);
    }
    return pair[gzip ? 1 : 0];
  }

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: string): void {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const headers = pageHeaders(page, gzip);
    const match = req.headers['if-none-match'];
    if (page.storable && match?.split(',').some((tag) => tag.trim() === page.etag)) {
      const { 'Content-Length': _length, 'Content-Encoding': _encoding, ...rest } = headers;
      res.writeHead(304, { ...rest, 'X-Page-Cache': state }).end();
      return;
    }
    res.writeHead(page.status, { ...headers, 'X-Page-Cache': state });
    res.end(req.method === 'HEAD' ? undefined : gzip ? page.gzip : page.body);
  }

  const pageKey = (lang: string, url: string) => `${lang} ${kathmanduIsoDate(now())} ${url}`;

  /**
   * Festival mornings: a public page already in memory is answered here, before Express and
   * before route matching (only pages of public routes are ever stored). False: not answered.
   */
  function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const lang = entry.publicVariant(req.headers.cookie);
    if (lang === null) return false;
    const key = pageKey(lang, req.url);
    const cached = pageCache.get(key);
    if (!cached) return false;
    const state = freshness(cached, Date.now());
    if (state === 'expired') return false;
    if (state === 'stale') {
      const url = new URL(req.url, publicUrl).href;
      void pageCache.renderOnce(key, () => renderShared(url, lang)).catch(() => {});
    }
    send(req, res, cached, state === 'fresh' ? 'hit' : 'stale');
    return true;
  }

  /**
   * A shared page from the cache, or rendered once for everyone asking at the same time; when
   * the render cannot reach the API (not storable), the last good page if there is one (ADR 082).
   */
  function serveShared(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    rerender: () => Promise<CachedPage>,
    onError: (error: unknown) => void,
  ): void {
    const now = Date.now();
    const cached = pageCache.get(key);
    const state = cached ? freshness(cached, now) : 'expired';
    if (cached && state !== 'expired') {
      if (state === 'stale') void pageCache.renderOnce(key, rerender).catch(() => {});
      send(req, res, cached, state === 'fresh' ? 'hit' : 'stale');
      return;
    }
    pageCache
      .renderOnce(key, rerender)
      .then((page) => {
        if (!page.storable && page.status === 200 && cached && now - cached.storedAt < STALE_IF_ERROR_MS)
          return send(req, res, cached, 'stale-if-error');
        send(req, res, page, page.storable ? 'miss' : 'uncacheable');
      })
      .catch(onError);
  }

  /** Web widgets (ADR 140): `/widgets/<kind>?…` (not embed.js, a file). False: not a widget. */
  function answerWidget(req: IncomingMessage, res: ServerResponse): boolean {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !req.url ||
      !/^\/widgets\/[a-z]+(?:\?|$)/.test(req.url)
    )
      return false;
    const url = new URL(req.url, publicUrl).href;
    serveShared(
      req,
      res,
      `widget ${kathmanduIsoDate(Date.now())} ${req.url}`,
      () => renderWidget(url),
      () => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      },
    );
    return true;
  }

  // Public pages: paths without a file extension whose route says `publicPage`.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path;
    // Files, and React Router's own requests (`/__manifest`, `*.data`) from private screens.
    if (pathname.startsWith('/assets/') || pathname.startsWith('/__') || /\.[^/]*$/.test(pathname))
      return next();
    const matches = matchRoutes(routes, pathname) ?? [];
    if (!entry.isPublicPage(matches.map((m) => build.routes[m.route.id as string]?.module.handle)))
      return next();
    const url = new URL(req.originalUrl, publicUrl).href;
    const lang = entry.publicVariant(req.headers.cookie);
    if (lang === null) {
      // The reader's own calendar view: rendered for them alone, never shared.
      render(new Request(url, { headers: fetchHeaders(req.headers) }), loadContext(''))
        .then(toPage)
        .then((page) =>
          send(req, res, page.storable ? { ...page, cacheControl: 'private, no-cache' } : page, 'bypass'),
        )
        .catch(next);
      return;
    }
    serveShared(req, res, pageKey(lang, req.originalUrl), () => renderShared(url, lang), next);
  });

  app.use(compression());
  // Hashed build output never changes: cache it for a year.
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // The service worker (ADR 142): revalidated on every check, so a new version is found at once.
  app.get('/sw.js', (_req, res, next) => {
    res.sendFile(
      path.join(clientDir, 'sw.js'),
      { cacheControl: false, headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' } },
      (error) => error && next(error),
    );
  });
  // Other public files (favicon, share image, robots.txt): an hour.
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));

  // Private screens: rendered per request, React Router's inline scripts allowed by a nonce.
  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(`'nonce-${nonce}' ${prefsHash}`, apiUrl));
    res.vary('Cookie');
    next();
  });
  app.use(
    createExpressHandler({
      build,
      mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (_req, res): WebLoadContext => loadContext(String(res.locals.cspNonce ?? '')),
    }),
  );

  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const server = createServer(
    // A slow client cannot hold a connection for ever: the request must arrive within these.
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      if (!refuseUnservableRequest(req, res) && !answerWidget(req, res) && !answerFromCache(req, res))
        app(req, res);
    },
  ).listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  if (!publicUrl) publicUrl = `http://localhost:${port}`;

  const shownHost = ['0.0.0.0', '::', ''].includes(options.host) ? 'localhost' : options.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;

  return {
    url,
    pageCache,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
