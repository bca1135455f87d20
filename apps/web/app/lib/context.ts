import type { AppLoadContext } from 'react-router';
import { type SiteLinks, siteLinksFrom } from './site-links';

/** What the web server (server/index.ts) passes to every loader and to entry.server. */
export interface WebContext {
  /** Base URL of the JSON API as the browser sees it. */
  apiUrl: string;
  /** Public base URL of this site, for canonical links and share images ('' = the request's origin). */
  publicUrl: string;
  /** External blog address (top bar "Blogs"). */
  blogsUrl: string;
  /** Patro's social and app-store links that are configured (none by default). */
  siteLinks: SiteLinks;
  /** Per-response CSP nonce. */
  cspNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends Partial<WebContext> {}
}

export const DEFAULT_BLOGS_URL = 'https://blog.patro.app';

/** The context with defaults, so `react-router dev` (no custom server) works too. */
export function webContext(context: AppLoadContext | undefined, request: Request): WebContext {
  const env = typeof process === 'undefined' ? {} : process.env;
  const requestOrigin = new URL(request.url).origin;
  return {
    apiUrl: context?.apiUrl ?? env.API_URL ?? `http://localhost:${env.API_PORT ?? 4000}`,
    publicUrl: (context?.publicUrl || env.PUBLIC_URL || requestOrigin).replace(/\/+$/, ''),
    blogsUrl: context?.blogsUrl ?? env.BLOGS_URL ?? DEFAULT_BLOGS_URL,
    siteLinks: context?.siteLinks ?? siteLinksFrom(env),
    cspNonce: context?.cspNonce ?? '',
  };
}
