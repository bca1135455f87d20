import { expect, test } from '@playwright/test';
import { holdRequests, setPrefs, watchConsole } from './helpers';

/**
 * Public pages are server HTML with React islands (ADR 081) and are cached (ADR 082). These
 * check what a reader (or a CDN) would notice: the islands come alive without errors and
 * without redrawing the page, no router runtime is loaded, repeats are cheap and shareable.
 */

const PUBLIC_PAGES = [
  '/',
  '/calendar/bs/2081-07',
  '/calendar/bs/2081-07-15/panchanga',
  '/calendar/ad/2025',
  '/nepali-to-english-date-converter',
  '/suva-sait',
  '/about',
];

for (const path of PUBLIC_PAGES) {
  test(`${path}: islands come alive on the server HTML, no router runtime, no errors`, async ({ page }) => {
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // Header islands are live, drawn once.
    await expect(page.locator('[data-island="header-actions"]')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    // React Router's browser runtime and hydration data are not on a public page.
    expect(scripts.some((s) => s.includes('/entry.client-'))).toBe(false);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    const headerBackground = await page
      .locator('.site-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(problems).toEqual([]);
  });
}

test('a tap on a button before its island has come alive is not lost', { tag: '@phone' }, async ({
  page,
}) => {
  const problems = watchConsole(page);
  // A slow connection: the page and its client are there, the islands' code not yet.
  const release = await holdRequests(page, /\.island-[\w-]+\.js$/);
  await page.goto('/calendar/bs/2081-07', { waitUntil: 'domcontentloaded' });
  const more = page.locator('.more-button');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The tap reaches the menu once it is live, once: it opens (a second replay would close it).
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.more-menu .dropdown-panel')).toBeVisible();
  expect(problems).toEqual([]);
});

test('menus, theme toggle and the day dialog keys work as islands', { tag: '@desktop' }, async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/calendar/bs/2081-07');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

  const more = page.locator('.more-button');
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();

  // Escape on the day dialog goes back to the month (the URL names the open day).
  await page.goto('/calendar/bs/2081-07-15');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('heading', { level: 2 }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-16$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const before = await page.locator('html').getAttribute('class');
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(before ?? '');
  expect(problems).toEqual([]);
});

test('public pages are cacheable: one HTML for every theme, ETag and 304, no nonce, a shared repeat', async ({
  request,
  baseURL,
}) => {
  const path = '/calendar/bs/2081-06';
  const first = await request.get(path, { headers: { cookie: 'lang=en; theme=dark' } });
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  expect(headers.vary).toMatch(/Cookie/);
  expect(headers.etag).toMatch(/^W\/".+"$/);
  // No per-response nonce: the fixed head script is allowed by its hash.
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
  expect(headers['content-security-policy']).not.toMatch(/nonce-/);
  const html = await first.text();
  expect(html).not.toMatch(/nonce=/);

  // The theme cookie does not change the page (the head script applies it); the repeat is shared.
  const light = await request.get(path, { headers: { cookie: 'lang=en; theme=light' } });
  expect(await light.text()).toBe(html);
  // From memory: fresh, or stale (served while one render refreshes it) if another test asked first.
  expect(light.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(light.headers().etag).toBe(headers.etag);

  const notModified = await request.get(path, {
    headers: { cookie: 'lang=en', 'if-none-match': headers.etag ?? '' },
  });
  expect(notModified.status()).toBe(304);

  // Language is the one cookie that changes the page.
  const nepali = await request.get(path, { headers: { cookie: 'lang=np' } });
  expect(nepali.headers().etag).not.toBe(headers.etag);

  // Canonical links come from PUBLIC_URL, never from the Host header.
  const spoofed = await request.get(path, { headers: { cookie: 'lang=en', host: 'evil.example' } });
  expect(await spoofed.text()).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
  expect(await spoofed.text()).not.toContain('evil.example');

  // A reader's own calendar view is never shared.
  const personal = await request.get(path, { headers: { cookie: 'lang=en; patro_calendar_view=1_' } });
  expect(personal.headers()['cache-control']).toBe('private, no-cache');
});

test('private screens keep full React Router hydration and a per-response nonce', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  const response = await request.get('/login');
  expect(response.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  expect(response.headers()['cache-control'] ?? '').not.toMatch(/public/);
  const problems = watchConsole(page);
  await page.goto('/login');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  expect(problems).toEqual([]);
});
