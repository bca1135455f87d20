/**
 * Production web server: Express 5 + compression + React Router's request handler.
 *
 * `startWebServer()` serves the built client (`build/client`, hashed assets cached for a year,
 * immutable) and renders every other path with the server build (`build/server/index.js`).
 * Each response gets a fresh CSP nonce, passed to React Router through the load context, so the
 * inline scripts (theme, hydration data) run under a strict Content-Security-Policy.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';

export interface WebServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to bind, e.g. `0.0.0.0` or `127.0.0.1`. */
  host: string;
  /** Base URL of the JSON API as the browser sees it, e.g. `http://localhost:4000`. */
  apiUrl: string;
  /**
   * Public base URL of this site (canonical links, share images), e.g. `https://patro.app`.
   * Defaults to env PUBLIC_URL, else each request's own origin (Host header).
   */
  publicUrl?: string;
  /** Address of the external blog (top bar "Blogs"). Defaults to env BLOGS_URL or the Patro blog. */
  blogsUrl?: string;
  /** Folder holding `client/` and `server/` from `react-router build`. Defaults to `apps/web/build`. */
  buildDir?: string;
}

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

/** The load context every loader receives (see app/lib/context.ts for the app-side type). */
export type WebLoadContext = {
  apiUrl: string;
  publicUrl: string;
  blogsUrl: string;
  cspNonce: string;
};

const DEFAULT_BLOGS_URL = 'https://blog.patro.app';

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`startWebServer: not a valid URL: ${url}`);
  }
}

export function contentSecurityPolicy(nonce: string, apiUrl: string): string {
  const api = origin(apiUrl);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const buildDir = options.buildDir ?? path.resolve(here, '..', 'build');
  const clientDir = path.join(buildDir, 'client');
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  origin(apiUrl);
  const blogsUrl = options.blogsUrl ?? process.env.BLOGS_URL ?? DEFAULT_BLOGS_URL;

  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`startWebServer: cannot load ${serverEntry}; run \`npm run build -w @patro/web\` first`, {
      cause: error,
    });
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());

  const publicUrl = (options.publicUrl ?? process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  if (publicUrl) origin(publicUrl);
  const https = publicUrl.startsWith('https:');

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, apiUrl));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), interest-cohort=()');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  });

  // Hashed build output never changes: cache it for a year.
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // Other public files (favicon, share image, robots.txt): an hour.
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));

  // Pages depend on the theme and language cookies.
  app.use((_req, res, next) => {
    res.vary('Cookie');
    next();
  });
  app.use(
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (_req, res): WebLoadContext => ({
        apiUrl,
        publicUrl,
        blogsUrl,
        cspNonce: String(res.locals.cspNonce ?? ''),
      }),
    }),
  );

  const server = app.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::', ''].includes(options.host) ? 'localhost' : options.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
