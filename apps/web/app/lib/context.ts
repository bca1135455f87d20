import type { AppLoadContext } from 'react-router';
import { loadWebConfig } from '../../server/config';
import { setApiBudget } from './api-client';
import type { SiteLinks } from './site-links';

/** What the web server (server/index.ts) passes to every loader and to entry.server. */
export interface WebContext {
  /** Base URL of the JSON API as the browser sees it. */
  apiUrl: string;
  /** Public base URL of this site (PUBLIC_URL), for canonical links and share images. */
  publicUrl: string;
  /** External blog address (top bar "Blogs"). */
  blogsUrl: string;
  /** Patro's social and app-store links that are configured (none by default). */
  siteLinks: SiteLinks;
  /** Per-response CSP nonce of a private page ('' on public pages). */
  cspNonce: string;
  /** The islands bundle's entry script ('' when not built: `react-router dev`). */
  islandsScript: string;
  /** The longest one API call may hold up a render. */
  apiBudgetMs: number;
  /** Ad slots may count on localhost (ADS_COUNT_LOCALHOST, end-to-end tests; ADR 224). */
  adsCountLocalhost: boolean;
}

declare module 'react-router' {
  interface AppLoadContext extends Partial<WebContext> {}
}

let devConfig: ReturnType<typeof loadWebConfig> | undefined;

/**
 * The server's context. Under `react-router dev` (no custom server) the same validated config
 * is read from the environment instead, once. Also sets the API client's time budget.
 */
export function webContext(context: AppLoadContext | undefined, _request?: Request): WebContext {
  if (context?.apiUrl === undefined) devConfig ??= loadWebConfig(process.env);
  const ctx: WebContext = {
    apiUrl: context?.apiUrl ?? devConfig!.apiUrl,
    publicUrl: context?.publicUrl ?? devConfig!.publicUrl,
    blogsUrl: context?.blogsUrl ?? devConfig!.blogsUrl,
    siteLinks: context?.siteLinks ?? devConfig!.siteLinks,
    cspNonce: context?.cspNonce ?? '',
    islandsScript: context?.islandsScript ?? '',
    apiBudgetMs: context?.apiBudgetMs ?? devConfig!.apiBudgetMs,
    adsCountLocalhost: context?.adsCountLocalhost ?? devConfig?.adsCountLocalhost ?? false,
  };
  setApiBudget(ctx.apiBudgetMs);
  return ctx;
}
