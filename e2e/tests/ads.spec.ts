/**
 * Ads (issue 25, ADR 224), against the real API: an admin runs a campaign from /admin/ads, a
 * visitor's page shows it, and the report counts what happened — an impression once per render,
 * "viewable" after one continuous second in view (not while the tab is hidden; "scrolled away" is
 * the timer's unit tests' part), the 4-second action, a click that lands on the target, nothing for a broken image — and a
 * subscriber's page makes no ad request at all. Time is driven with `page.clock` (no sleeps), the
 * tab's visibility by overriding `document.visibilityState`.
 */
import { expect, type Page, test } from '@playwright/test';
import { TODAY } from '../clock';
import { API_URL, adminToken, apiFrom, E2E_ADMIN, setPrefs, shot, signUpVerified } from './helpers';

const WEB = `http://localhost:${process.env.E2E_WEB_PORT ?? '3100'}`;
// The product's "today" in e2e runs (ADR 072), not the wall clock: campaigns run from it for a month.
const today = TODAY.ad;
const later = new Date(Date.parse(`${TODAY.ad}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);

// The advertiser's site: an https address (the API takes no other) that the browser's requests
// to are answered here, so the click's redirect really lands on it.
const target = 'https://advertiser.example/landing';
test.beforeEach(async ({ context }) => {
  await context.route('https://advertiser.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Advertiser</h1>' }),
  );
});

interface Totals {
  impressions: number;
  viewable: number;
  actions: number;
  clicks: number;
}

const body = <T>(answer: { body: Record<string, unknown> }): T =>
  ('data' in answer.body ? answer.body.data : answer.body) as T;

/**
 * Ends the running campaigns on `slot`, so the one a test makes is the only one there (a retry or
 * a repeat would otherwise share the slot with its earlier run's campaign).
 */
async function clearSlot(slot: string, token: string): Promise<void> {
  const list = await apiFrom('GET', '/admin/ads/campaigns', undefined, token);
  const campaigns = body<{ id: number; slots: string[]; status: string }[]>(list);
  for (const c of campaigns)
    if (c.status === 'active' && c.slots.includes(slot))
      await apiFrom('PATCH', `/admin/ads/campaigns/${c.id}`, { status: 'ended' }, token);
}

// The campaigns this file made stop running when it ends: other specs' pages (their console
// checks, their layout) must not meet a test's ad, such as the broken image's.
test.afterAll(async () => {
  const token = await adminToken();
  const campaigns = body<{ id: number; name: string; status: string }[]>(
    await apiFrom('GET', '/admin/ads/campaigns', undefined, token),
  );
  for (const c of campaigns)
    if (c.status === 'active' && c.name.startsWith('E2E '))
      await apiFrom('PATCH', `/admin/ads/campaigns/${c.id}`, { status: 'ended' }, token);
});

/** A campaign made through the API (the UI test makes its own through the form). */
async function campaign(name: string, slot: string, page: string, image: string): Promise<number> {
  const token = await adminToken();
  await clearSlot(slot, token);
  const answer = await apiFrom(
    'POST',
    '/admin/ads/campaigns',
    {
      name,
      advertiser: 'E2E Advertiser',
      advertiser_email: null,
      target_url: target,
      slots: [slot],
      pages: [page],
      langs: ['np', 'en'],
      starts_on: today,
      ends_on: later,
      daily_cap: null,
      total_cap: null,
      weight: 100,
      status: 'active',
      creatives: [
        {
          image,
          image_mobile: image,
          alt: { np: `${name} विज्ञापन`, en: `${name} ad` },
          slots: [slot],
          kind: 'campaign',
          status: 'active',
          order: 0,
        },
      ],
    },
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return body<{ id: number }>(answer).id;
}

async function totals(id: number): Promise<Totals> {
  const answer = await apiFrom('GET', `/ads/campaigns/${id}/report`, undefined, await adminToken());
  expect(answer.status).toBe(200);
  return body<{ totals: Totals }>(answer).totals;
}

/** Pixel requests of one kind the page sent. */
/**
 * The `kind` pixels the page sent for the ads `/banner/{slot}` served it (house ads in the page's
 * other slots count separately): their URLs come from the banner answers, read as they arrive.
 */
function pixels(page: Page, kind: 'impression' | 'viewable' | 'action', slot: string): { length: number } {
  const sent: string[] = [];
  const served = new Set<string>();
  page.on('request', (r) => {
    if (r.url().startsWith(`${API_URL}/ads/px/${kind}/`)) sent.push(r.url());
  });
  page.on('response', (r) => {
    if (!r.url().startsWith(`${API_URL}/banner/${slot}?`)) return;
    void r
      .json()
      .then((answer: { data?: { ads?: { pixels: Record<string, string> }[] } }) => {
        for (const ad of answer.data?.ads ?? []) served.add(ad.pixels[kind] as string);
      })
      .catch(() => {});
  });
  return {
    get length() {
      return sent.filter((url) => served.has(url)).length;
    },
  };
}

/** Lets a test hide and show the tab: `document.visibilityState` answers what it is told. */
async function controllableVisibility(page: Page) {
  await page.addInitScript(() => {
    let state: 'visible' | 'hidden' = 'visible';
    Object.defineProperty(document, 'visibilityState', { get: () => state });
    Object.defineProperty(document, 'hidden', { get: () => state === 'hidden' });
    (window as unknown as { setTab: (s: 'visible' | 'hidden') => void }).setTab = (s) => {
      state = s;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

const setTab = (page: Page, state: 'visible' | 'hidden') =>
  page.evaluate((s) => (window as unknown as { setTab: (s: string) => void }).setTab(s), state);

const IMAGE = '/og-image.png';

test('an admin creates a campaign in /admin/ads; a visitor sees it and one render counts one impression @desktop', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await clearSlot('home-top', await adminToken());
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/login?redirect=%2Fadmin%2Fads%2Fnew');
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New campaign' })).toBeVisible();
  const name = `E2E home ${Date.now()}`;
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Advertiser', { exact: true }).fill('E2E Advertiser');
  await page.getByLabel('Target URL').fill(target);
  await page
    .getByRole('group', { name: 'Slots' })
    .getByRole('checkbox', { name: /^home-top / })
    .check();
  await page.getByLabel('Starts on').fill(today);
  await page.getByLabel('Ends on').fill(later);
  await page.getByLabel('Weight (1–100)').fill('100');
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Image (desktop) URL').fill(IMAGE);
  await page.getByLabel('Image (mobile) URL').fill(IMAGE);
  await page.getByLabel('Alt text (Nepali)').fill('परीक्षण विज्ञापन');
  await page.getByLabel('Alt text (English)').fill('Test advertisement');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/ads\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await shot(page, testInfo, 'ads-admin-form');

  const before = await totals(id);
  const visitor = await context.browser()!.newContext({ viewport: { width: 1280, height: 800 } });
  await setPrefs(visitor, baseURL, { lang: 'en' });
  const home = await visitor.newPage();
  const sent = pixels(home, 'impression', 'home-top');
  await home.goto(`${WEB}/`);
  const ad = home.locator('[data-ad-slot="home-top"] .ad-link img');
  await expect(ad).toHaveAttribute('alt', 'Test advertisement');
  await expect.poll(() => sent.length).toBe(1);
  await expect.poll(async () => (await totals(id)).impressions).toBe(before.impressions + 1);
  await shot(home, testInfo, 'ads-home-en');
  await home.reload();
  await expect.poll(async () => (await totals(id)).impressions).toBe(before.impressions + 2);

  await page.goto(`/admin/ads/${id}/report`);
  await expect(page.locator('[data-total="impressions"]')).toHaveText(String(before.impressions + 2));
  await expect(page.getByRole('img', { name: /Impressions and clicks by day/ })).toBeVisible();
  await shot(page, testInfo, 'ads-report-en');
  await visitor.close();
});

test('viewable after one second in view, not while the tab is hidden; the action after four @desktop', async ({
  page,
  context,
  baseURL,
}) => {
  const id = await campaign(`E2E view ${Date.now()}`, 'calendar-top', 'calendar', IMAGE);
  await setPrefs(context, baseURL, { lang: 'np' });
  await controllableVisibility(page);
  await page.clock.install();
  const viewable = pixels(page, 'viewable', 'calendar-top');
  const action = pixels(page, 'action', 'calendar-top');
  const impression = pixels(page, 'impression', 'calendar-top');
  const before = await totals(id);
  await page.goto('/calendar/bs');
  await setTab(page, 'hidden');
  await page.clock.runFor(200);
  await expect.poll(() => impression.length).toBe(1);
  // Hidden: five seconds pass and nothing is viewable.
  await page.clock.runFor(5000);
  expect(viewable.length).toBe(0);
  // Visible: one second in view makes it viewable. (The page's clock also moves with real time,
  // so "not at 999 ms" is left to the timer's unit tests, which own their clock.)
  await setTab(page, 'visible');
  await page.clock.runFor(1000);
  await expect.poll(() => viewable.length).toBe(1);
  await page.clock.runFor(3000);
  await expect.poll(() => action.length).toBe(1);
  await page.clock.runFor(10_000);
  expect(viewable.length).toBe(1);
  expect(action.length).toBe(1);
  await expect
    .poll(async () => {
      const now = await totals(id);
      return [
        now.impressions - before.impressions,
        now.viewable - before.viewable,
        now.actions - before.actions,
      ];
    })
    .toEqual([1, 1, 1]);
});

test('the phone strip sits above the bottom menu, becomes viewable, and a click lands on the target @phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const id = await campaign(`E2E phone ${Date.now()}`, 'mobile-bottom', 'news', IMAGE);
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.clock.install();
  const impression = pixels(page, 'impression', 'mobile-bottom');
  const viewable = pixels(page, 'viewable', 'mobile-bottom');
  await page.goto('/news');
  const strip = page.locator('[data-ad-slot="mobile-bottom"]');
  await expect(strip).toBeVisible();
  await expect(strip.getByText('विज्ञापन')).toBeVisible();
  // Never over the bottom menu: the strip ends where the menu begins.
  const stripBox = await strip.boundingBox();
  const menuBox = await page.locator('.bottom-nav').boundingBox();
  expect(Math.round((stripBox?.y ?? 0) + (stripBox?.height ?? 0))).toBeLessThanOrEqual(
    Math.round(menuBox?.y ?? 0) + 1,
  );
  await page.clock.runFor(200);
  await expect.poll(() => impression.length).toBeGreaterThanOrEqual(1);
  await shot(page, testInfo, 'ads-news-np', false);
  await expect(page.locator('.site-footer')).toHaveCSS('padding-bottom', /^150/);
  // In view on a phone, it becomes viewable (once).
  const before = await totals(id);
  await page.clock.runFor(1100);
  await expect.poll(() => viewable.length).toBe(1);

  await strip.locator('.ad-link').click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Advertiser' })).toBeVisible();
  await expect.poll(async () => (await totals(id)).clicks).toBe(before.clicks + 1);
});

test('a broken image shows the placeholder and counts no impression @phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const id = await campaign(`E2E broken ${Date.now()}`, 'rashifal-inline', 'rashifal', '/no-such-ad.png');
  await setPrefs(context, baseURL, { lang: 'en' });
  const impression = pixels(page, 'impression', 'rashifal-inline');
  const before = await totals(id);
  await page.goto('/nepali-rashifal');
  const slot = page.locator('[data-ad-slot="rashifal-inline"]');
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator('.ad-img')).toHaveAttribute('src', /\/ad-placeholder\.svg$/);
  await shot(page, testInfo, 'ads-broken-en', false);
  // The placeholder has loaded and the served ad is settled: its impression was never sent.
  await expect(slot.locator('.ad-img.ad-in')).toBeVisible();
  expect(impression.length).toBe(0);
  expect((await totals(id)).impressions).toBe(before.impressions);
});

test('a subscriber\u2019s pages make no request to the ad server @phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  // Not home-top: the admin test's own campaign must be the only one there.
  await campaign(`E2E sub ${Date.now()}`, 'home-slider', 'home', IMAGE);
  const email = `ads-sub-${Date.now()}@example.com`;
  const account = await signUpVerified({ fullName: 'Ad-free Reader', email, password: E2E_ADMIN.password });
  const trial = await apiFrom('POST', '/subscription/trial', {}, account.accessToken);
  expect(trial.status).toBeLessThan(300);
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/login');
  await page.getByLabel('इमेल', { exact: true }).fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'लगइन गर्नुहोस्', exact: true }).click();
  await expect(page).toHaveURL(`${WEB}/`);

  const adRequests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(banner|ads)\//.test(url.pathname)) adRequests.push(r.url());
  });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bad-free\b/);
  await expect(page.locator('[data-ad-slot="home-top"]')).toBeHidden();
  await page.mouse.wheel(0, 4000);
  await page.goto('/news');
  await page.goto('/calendar/bs');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(adRequests).toEqual([]);
  await expect(page.locator('.site-footer')).toHaveCSS('padding-bottom', /^80/);
  await shot(page, testInfo, 'ads-subscriber-np', false);
});
