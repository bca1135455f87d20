import { describe, expect, it } from 'vitest';
import { PUBLISHED_CALENDAR_CACHE_CONTROL } from '../app/lib/cache-control';
import { type CachedPage, freshness, PageCache, toCachedPage } from '../server/page-cache';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function page(body: string, cacheControl = PUBLIC, now = 0): CachedPage {
  return toCachedPage(
    200,
    { cacheControl, contentType: 'text/html; charset=utf-8', location: null },
    Buffer.from(body),
    now,
  );
}

describe('rendered public pages in memory', () => {
  it('is fresh for s-maxage, then stale for stale-while-revalidate, then expired', () => {
    const p = page('<html>month</html>', PUBLIC, 1_000);
    expect(freshness(p, 1_000 + 59_999)).toBe('fresh');
    expect(freshness(p, 1_000 + 60_000)).toBe('stale');
    expect(freshness(p, 1_000 + 659_999)).toBe('stale');
    expect(freshness(p, 1_000 + 660_000)).toBe('expired');
  });

  it('ends a published calendar page within a minute: 30 s fresh, 30 s stale, then rendered again', () => {
    const p = page('<html>school calendar</html>', PUBLISHED_CALENDAR_CACHE_CONTROL, 0);
    expect(p.storable).toBe(true);
    expect(freshness(p, 29_999)).toBe('fresh');
    expect(freshness(p, 30_000)).toBe('stale');
    // Past a minute the cache never answers it again without a render (a 404 once unpublished).
    expect(freshness(p, 60_000)).toBe('expired');
  });

  it('gives equal pages equal ETags and different pages different ones', () => {
    expect(page('a').etag).toBe(page('a').etag);
    expect(page('a').etag).not.toBe(page('b').etag);
    expect(page('a').etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('never keeps a page that is not public (the no-data page)', () => {
    const cache = new PageCache(10, 1_000_000);
    const noData = page('no data', 'no-store');
    expect(noData.storable).toBe(false);
    expect(noData.cacheControl).toBe('no-store');
    cache.set('k', noData);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used page past its entry or byte bound', () => {
    const cache = new PageCache(2, 1_000_000);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();

    const one = page('x'.repeat(1000));
    const bytes = one.body.length + one.gzip.length;
    const small = new PageCache(100, bytes * 2);
    small.set('1', one);
    small.set('2', page('y'.repeat(1000)));
    small.set('3', page('z'.repeat(1000)));
    expect(small.size).toBe(2);
    expect(small.get('1')).toBeUndefined();
    expect(small.totalBytes).toBeLessThanOrEqual(bytes * 2);
  });

  it('renders once for any number of concurrent requests of a page', async () => {
    const cache = new PageCache(10, 1_000_000);
    let renders = 0;
    let finish: (p: CachedPage) => void = () => {};
    const render = () => {
      renders++;
      return new Promise<CachedPage>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 50 }, () => cache.renderOnce('month', render));
    finish(page('month'));
    const pages = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p.etag)).size).toBe(1);
    expect(cache.get('month')?.etag).toBe(pages[0]?.etag);
  });

  it('keeps the last good page when a new render cannot be stored', async () => {
    const cache = new PageCache(10, 1_000_000);
    cache.set('month', page('good'));
    await cache.renderOnce('month', async () => page('no data', 'no-store'));
    expect(cache.get('month')?.body.toString()).toBe('good');
  });
});
