import { expect, test } from '@playwright/test';
import { setPrefs, watchConsole } from './helpers';
import { publishedCalendar } from './published-calendar';

/**
 * A published organisation calendar (`/public/calendar/:token`) is a public page like the others
 * (ADR 081, 082, 087): server HTML with one island (Subscribe), no router runtime, shared and
 * cached with an ETag, and its link ends soon after the calendar is unpublished or its link is
 * regenerated. The journeys (subscribe after signing up…) are in sharing.spec.ts; without script
 * in no-script.spec.ts.
 */

test('cacheable and shared: public headers, ETag and 304, a repeat from the page cache, islands only', {
  tag: '@desktop',
}, async ({ page, context, baseURL, request }) => {
  const problems = watchConsole(page);
  const { path } = await publishedCalendar('Cache events');
  const month = `${path}?base=bs&year=2082&month=9`;
  const first = await request.get(month, { headers: { cookie: 'lang=en' } });
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  expect(headers.vary).toMatch(/Cookie/);
  expect(headers.etag).toMatch(/^W\/".+"$/);
  expect(headers['content-security-policy']).not.toMatch(/nonce-/);
  const html = await first.text();
  expect(html).toContain('data-island="subscribe"');
  expect(html).toContain('Parents day');

  const again = await request.get(month, { headers: { cookie: 'lang=en; theme=dark' } });
  expect(again.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(await again.text()).toBe(html);
  const notModified = await request.get(month, {
    headers: { cookie: 'lang=en', 'if-none-match': headers.etag ?? '' },
  });
  expect(notModified.status()).toBe(304);

  // In the browser: the island is live, no React Router runtime, the month links are plain links.
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto(month);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await expect(page.locator('a[href*="/login?redirect="]')).toBeVisible();
  await page.locator(`a[href*="year=2082&month=10"]`).first().click();
  await expect(page).toHaveURL(/[?&]month=10/);
  expect(problems).toEqual([]);
});

test('unpublishing ends the old link within the cache time; a regenerated link works at once', {
  tag: '@desktop',
}, async ({ request }) => {
  test.setTimeout(180_000);
  const { path, publish } = await publishedCalendar('Ending events');
  // In the page cache now.
  expect((await request.get(path)).status()).toBe(200);
  expect((await request.get(path)).headers()['x-page-cache']).toMatch(/^(hit|stale)$/);

  const regenerated = await publish({ is_public: 1, regenerate: true });
  const fresh = String(regenerated.body.public_url).replace(/^https?:\/\/[^/]+/, '');
  expect(fresh).not.toBe(path);
  expect((await request.get(fresh)).status()).toBe(200);
  // The old link: fresh for 30 s, then one stale answer at most while it re-renders (a 404).
  await expect
    .poll(async () => (await request.get(path)).status(), { timeout: 120_000, intervals: [2_000] })
    .toBe(404);

  await publish({ is_public: 0 });
  await expect
    .poll(async () => (await request.get(fresh)).status(), { timeout: 120_000, intervals: [2_000] })
    .toBe(404);
});
