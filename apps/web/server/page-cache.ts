/**
 * The web server's memory of rendered public pages (ADR 082): a repeat request costs no render
 * and no API call. Bounded by entry count and total bytes, least recently used first out.
 * Entries are fresh for the page's `s-maxage`, then served stale while one background render
 * replaces them (`stale-while-revalidate`); if that render fails (the API is down) the last good
 * page stays, up to a day old. Concurrent misses for one key share one render.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface CachedPage {
  /** False for a page that must not be kept (the no-data page, a redirect): sent once, not stored. */
  storable: boolean;
  status: number;
  /** A redirect's target. */
  location: string | null;
  contentType: string;
  cacheControl: string;
  /**
   * A page's own Content-Security-Policy, sent instead of the site's: the web widgets (ADR 140),
   * which any site may frame. Null for every other page.
   */
  csp: string | null;
  body: Buffer;
  /** The body gzipped once, at store time. */
  gzip: Buffer;
  etag: string;
  storedAt: number;
  /** Fresh until storedAt + freshMs; then stale (served while revalidating) until + staleMs. */
  freshMs: number;
  staleMs: number;
}

/** The longest the last good page stands in for a page that cannot be rendered now. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

function seconds(cacheControl: string, directive: string): number {
  const match = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/**
 * A rendered public page, ready to send as often as needed; `storable` when its Cache-Control
 * says it may be shared.
 */
export function toCachedPage(
  status: number,
  headers: { cacheControl: string; contentType: string; location: string | null; csp?: string | null },
  body: Buffer,
  now: number,
): CachedPage {
  const storable = /^public\b/.test(headers.cacheControl);
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return {
    storable,
    status,
    location: headers.location,
    contentType: headers.contentType,
    cacheControl: storable ? headers.cacheControl : 'no-store',
    csp: headers.csp ?? null,
    body,
    gzip: gzipSync(body, { level: 6 }),
    // Weak: the same page goes out gzipped or not.
    etag: `W/"${hash}"`,
    storedAt: now,
    freshMs: seconds(headers.cacheControl, 's-maxage') * 1000,
    staleMs: seconds(headers.cacheControl, 'stale-while-revalidate') * 1000,
  };
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshness(page: CachedPage, now: number): Freshness {
  const age = now - page.storedAt;
  if (age < page.freshMs) return 'fresh';
  if (age < page.freshMs + page.staleMs) return 'stale';
  return 'expired';
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The page under `key`, marked most recently used. */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (this.maxEntries === 0 || !page.storable) return;
    const size = page.body.length + page.gzip.length;
    if (size > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldKey] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldKey);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length + page.gzip.length;
  }

  /**
   * Runs `render` once for any number of concurrent callers of the same key (they all get its
   * answer). A storable result is kept; another (the no-data page) leaves any earlier page.
   */
  renderOnce(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const running = this.rendering.get(key);
    if (running) return running;
    const promise = render()
      .then((page) => {
        this.set(key, page);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, promise);
    return promise;
  }
}
