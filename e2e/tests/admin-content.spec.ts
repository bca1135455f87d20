/**
 * The content admin screens (ADR 121, 130, 132, 133): the bootstrap super-admin (ADMIN_EMAILS
 * in the e2e server) signs in, adds a feed served by a local HTTP server, fetches it now, sees its
 * health and its headlines on /news, pauses and removes it; edits a station (name, frequency,
 * logo), finds it on /nepali-radio, hides it; a plain user is refused. The phone runs in Nepali,
 * the desktop in English.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  ARTIFACTS,
  apiFrom,
  axeViolations,
  isPhone,
  type Lang,
  setPrefs,
  shot,
  signUpVerified,
  watchConsole,
} from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const FEEDS = path.resolve(here, '../../apps/api/test/fixtures/news');
const PASSWORD = 'correct horse battery 7';
const ADMIN_EMAIL = 'e2e-admin@example.com';

/** The words of the screens under test, in the language each project uses. */
const WORDS = {
  np: {
    email: 'इमेल',
    password: 'पासवर्ड',
    login: 'लगइन गर्नुहोस्',
    feeds: 'फिडहरू',
    radios: 'रेडियो स्टेसनहरू',
    sources: 'डाटा स्रोतहरू',
    outlet: 'स्रोतको नाम',
    url: 'फिडको ठेगाना',
    add: 'फिड थप्नुहोस्',
    fetchNow: 'अहिले ल्याउनुहोस्',
    fetching: 'ल्याउँदै…',
    nrb: 'नेपाल राष्ट्र बैंक',
    nrbSchedule: '००:०५ र त्यसपछि हरेक ३ घण्टामा (नेपाली समय)',
    fetched: 'सफल (२ पङ्क्ति)',
    items: 'समाचार: २',
    never: 'कहिल्यै होइन',
    pause: 'रोक्नुहोस्',
    resume: 'फेरि सुरु गर्नुहोस्',
    paused: 'रोकिएको',
    remove: 'हटाउनुहोस्',
    edit: 'सम्पादन गर्नुहोस्',
    name: 'नाम (अंग्रेजीमा)',
    nameNe: 'नाम (नेपालीमा)',
    frequency: 'फ्रिक्वेन्सी (मेगाहर्ज)',
    logo: 'लोगोको ठेगाना (https)',
    save: 'सुरक्षित गर्नुहोस्',
    ok: 'सफल',
    hide: 'लुकाउनुहोस्',
    hidden: 'लुकाइएको',
    mhz: '९५.३ मेगाहर्ज',
    noRadio: 'कुनै रेडियो भेटिएन!',
    forbidden: 'यो पृष्ठ प्रशासकका लागि मात्र हो।',
    logoAlt: (name: string) => `${name} को लोगो`,
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    feeds: 'Feeds',
    radios: 'Radio stations',
    sources: 'Data sources',
    outlet: 'Outlet name',
    url: 'Feed address',
    add: 'Add a feed',
    fetchNow: 'Fetch now',
    fetching: 'Fetching…',
    nrb: 'Nepal Rastra Bank',
    nrbSchedule: '00:05 and every 3 hours (NPT)',
    fetched: 'ok (2 rows)',
    items: 'Headlines: 2',
    never: 'never',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    remove: 'Remove',
    edit: 'Edit',
    name: 'Name in English',
    nameNe: 'Name in Nepali',
    frequency: 'Frequency (MHz)',
    logo: 'Logo address (https)',
    save: 'Save',
    ok: 'ok',
    hide: 'Hide',
    hidden: 'Hidden',
    mhz: '95.3 MHz',
    noRadio: 'No radio found!',
    forbidden: 'This page is for administrators only.',
    logoAlt: (name: string) => `${name} logo`,
  },
} as const;

/** Each project its own feed and station, so the two runs share nothing. */
function plan(testInfo: TestInfo) {
  return isPhone(testInfo)
    ? {
        lang: 'np' as Lang,
        feedFile: 'ekantipur.xml',
        headline: 'तराईमा शीतलहर & कुहिरो',
        station: 'Radio Ramaroshan',
        renamed: 'Radio Ramaroshan Achham',
        renamedNe: 'रेडियो रामारोशन अछाम',
        badge: 'R',
      }
    : {
        lang: 'en' as Lang,
        feedFile: 'onlinekhabar.xml',
        headline: '',
        station: 'Dinesh FM',
        renamed: 'Dinesh FM Kailali',
        renamedNe: 'दिनेश एफएम कैलाली',
        badge: 'D',
      };
}

/**
 * Makes an account with a verified address, the one way every test here gets one. (Sign-up that
 * answers no session and signs in from the verification link changes only this function.)
 */
async function createAccount(email: string, fullName: string): Promise<void> {
  // The bootstrap admin may have been made by an earlier spec of this run: it signs in already.
  const login = await apiFrom('POST', '/users/login', { username: email, password: PASSWORD });
  if (login.status === 200) return;
  await signUpVerified({ fullName, email, password: PASSWORD });
}

/** Signs in on the login page and lands on `target`. */
async function signIn(page: Page, lang: Lang, email: string, target: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

/** The bootstrap admin on one of the admin screens, its heading shown. */
async function openAsAdmin(page: Page, lang: Lang, target: string, heading: string): Promise<void> {
  await createAccount(ADMIN_EMAIL, 'E2E Admin');
  await signIn(page, lang, ADMIN_EMAIL, target);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function adminApiToken(): Promise<string> {
  const login = await apiFrom('POST', '/users/login', { username: ADMIN_EMAIL, password: PASSWORD });
  expect(login.status).toBe(200);
  return String(login.body.access_token);
}

/** Nothing on the page is wider than the viewport (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// A local stand-in for an outlet: it serves the recorded-format feed files over HTTP.
let feedServer: http.Server;
let feedBase = '';
test.beforeAll(async () => {
  feedServer = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname);
    try {
      const body = readFileSync(path.join(FEEDS, name));
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
});

test('an admin adds a feed, fetches it now, sees its health and headlines on /news, pauses and removes it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.slow();
  const p = plan(testInfo);
  const w = WORDS[p.lang];
  const problems = watchConsole(page);
  await setPrefs(context, baseURL, { lang: p.lang, theme: isPhone(testInfo) ? 'light' : 'dark' });
  await openAsAdmin(page, p.lang, '/admin/feeds', w.feeds);
  await expect(
    page
      .getByRole('navigation', { name: p.lang === 'np' ? 'प्रशासन' : 'Admin' })
      .getByRole('link', { name: w.feeds }),
  ).toHaveAttribute('aria-current', 'page');

  const outlet = `Local outlet ${testInfo.project.name}`;
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: w.add }) });
  await form.getByLabel(w.outlet, { exact: true }).fill(outlet);
  await form.getByLabel(w.url, { exact: true }).fill(`${feedBase}/${p.feedFile}`);
  // (A label around a select also names its chosen option, so the select is found by its field.)
  await form.locator('select[name="lang"]').selectOption(p.lang);
  await form.getByRole('button', { name: w.add, exact: true }).click();
  const card = page.getByRole('region', { name: new RegExp(outlet) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${w.never}`);
  const feedId = await card.getAttribute('data-feed');

  await card.getByRole('button', { name: w.fetchNow, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(w.fetched);
  await expect(card).toContainText(w.items);
  // Its health: a last success now, and the fetch in its recent attempts.
  await expect(card.locator('dd').first()).not.toHaveText(w.never);
  await card.locator('summary').click();
  await expect(card.locator('.plain-list li')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, `admin-feeds-${p.lang}`);
  expect(await axeViolations(page)).toEqual([]);

  // The headlines reach /news (the outlet's own filter: a page no earlier visit has cached).
  const reader = await context.browser()!.newContext({ baseURL });
  await setPrefs(reader, baseURL, { lang: p.lang });
  const news = await reader.newPage();
  await news.goto(`/news?outlet=${feedId}`);
  const items = news.locator('.news-item');
  await expect(items).toHaveCount(2);
  await expect(items.first().locator('.news-outlet')).toHaveText(outlet);
  const firstLink = await items.first().locator('a.news-title').getAttribute('href');
  expect(firstLink).toMatch(/^https:\/\/(ekantipur|www\.onlinekhabar)\.com\//);
  if (p.headline) await expect(news.getByRole('link', { name: new RegExp(p.headline) })).toBeVisible();
  await shot(news, testInfo, `news-fetched-${p.lang}`);

  // Paused: marked so, and its button now resumes.
  await card.getByRole('button', { name: w.pause, exact: true }).click();
  await expect(card.locator('dd').last()).toHaveText(w.paused);
  await expect(card.getByRole('button', { name: w.resume, exact: true })).toBeVisible();
  const listed = await apiFrom('GET', '/admin/feeds', undefined, await adminApiToken());
  const row = (listed.body.data as { id: number; active: boolean }[]).find((f) => f.id === Number(feedId));
  expect(row?.active).toBe(false);

  // Removed: gone from the screen, its headlines gone from /news.
  await card.getByRole('button', { name: w.remove, exact: true }).click();
  await expect(card).toHaveCount(0);
  await news.goto(`/news?outlet=${feedId}&category=tops`);
  await expect(news.locator('.news-item')).toHaveCount(0);
  await reader.close();
  expect(problems).toEqual([]);
});

test('an admin edits a station (name, frequency, logo), sees it on /nepali-radio, then hides it', async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  test.slow();
  const p = plan(testInfo);
  const w = WORDS[p.lang];
  const problems = watchConsole(page);
  // The logo host: the browser's requests for it are answered with an image from this test.
  const logo = `https://logos.e2e.test/${testInfo.project.name}.png`;
  const image = readFileSync(path.resolve(here, '../../apps/web/public/apple-touch-icon.png'));
  await context.route('https://logos.e2e.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: image }),
  );
  await setPrefs(context, baseURL, { lang: p.lang });
  await openAsAdmin(page, p.lang, '/admin/radios', w.radios);

  const card = page.getByRole('region', { name: p.station, exact: true });
  const stationId = Number(await card.getAttribute('data-station-id'));
  const token = await adminApiToken();
  const before = await apiFrom('GET', '/admin/radios', undefined, token);
  const original = (before.body.data as { id: number; name_ne: string | null }[]).find(
    (s) => s.id === stationId,
  );
  // The listener's page shows the name in its own language: Nepali in Nepali (ADR 159).
  const shown = p.lang === 'np' ? p.renamedNe : p.renamed;
  try {
    // No logo yet: the initial-letter badge.
    await expect(card.locator('.radio-logo')).toHaveText(p.badge);
    await card.getByText(w.edit, { exact: true }).click();
    await card.getByLabel(w.name, { exact: true }).fill(p.renamed);
    await card.getByLabel(w.nameNe, { exact: true }).fill(p.renamedNe);
    await card.getByLabel(w.frequency, { exact: true }).fill('95.3');
    await card.getByLabel(w.logo, { exact: true }).fill(logo);
    await card.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(`${p.renamed}: ${w.ok}`);
    const edited = page.getByRole('region', { name: new RegExp(p.renamed) });
    await expect(edited.getByRole('img', { name: w.logoAlt(p.renamed) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, `admin-radios-${p.lang}`, false);
    expect(await axeViolations(page)).toEqual([]);

    // A listener finds the new name and frequency, with the logo loaded in its fixed box.
    const listener = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    await listener.route('https://logos.e2e.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: image }),
    );
    await setPrefs(listener, baseURL, { lang: p.lang });
    const radio = await listener.newPage();
    await radio.goto(`/nepali-radio?q=${encodeURIComponent(p.renamed.toLowerCase())}`);
    const link = radio.locator('.radio-station');
    await expect(link).toHaveCount(1);
    await expect(link.locator('.radio-station-name')).toHaveText(shown);
    await expect(link.locator('.radio-station-meta')).toContainText(w.mhz);
    const img = link.getByRole('img', { name: w.logoAlt(shown) });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await img.boundingBox()).toMatchObject({ width: 40, height: 40 });
    await shot(radio, testInfo, `radio-logo-${p.lang}`, false);
    await listener.close();

    // Another listener whose network cannot reach the logo host: the badge shows instead.
    const offline = await browser.newContext({ baseURL });
    await offline.route('https://logos.e2e.test/**', (route) => route.abort('connectionrefused'));
    await setPrefs(offline, baseURL, { lang: p.lang });
    const without = await offline.newPage();
    await without.goto(`/nepali-radio?q=${encodeURIComponent(p.renamed.toLowerCase())}&logo=down`);
    await expect(without.locator('.radio-station .radio-logo img')).toBeHidden();
    // The badge's letter comes from the shown name: Devanagari on the Nepali page.
    await expect(without.locator('.radio-station .radio-logo')).toHaveText(
      p.lang === 'np' ? /^[\u0900-\u097F]+$/ : p.badge,
    );
    await offline.close();

    // Hidden: the station's page answers 404 and a search finds nothing.
    await edited.getByRole('button', { name: w.hide, exact: true }).click();
    await expect(edited).toContainText(w.hidden);
    const slug = p.renamed.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const gone = await page.request.get(`/nepali-radio/${slug}`);
    expect(gone.status()).toBe(404);
    await page.goto('/nepali-radio?q=95.3');
    await expect(page.getByText(w.noRadio)).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    // Other specs read the recorded directory: put the station back as it was.
    const station = {
      name: p.station,
      name_ne: original?.name_ne ?? null,
      frequency: isPhone(testInfo) ? 92 : 93.8,
      logo: null,
      hidden: false,
    };
    const restore = await apiFrom('PATCH', `/admin/radios/${stationId}`, station, token);
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
  }
});

test('a plain user gets the not-allowed page on every admin screen; a visitor is asked to sign in', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const p = plan(testInfo);
  const w = WORDS[p.lang];
  await setPrefs(context, baseURL, { lang: p.lang });
  const email = `reader-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await createAccount(email, 'Plain Reader');
  for (const target of ['/admin/feeds', '/admin/radios', '/admin/sources']) {
    if (target === '/admin/feeds') await signIn(page, p.lang, email, target);
    else await page.goto(target);
    await expect(page.locator('.admin-sources .empty-state')).toHaveText(w.forbidden);
    await expect(page.locator('.source-row')).toHaveCount(0);
  }
  await shot(page, testInfo, `admin-forbidden-${p.lang}`, false);
  const visitor = await context.browser()!.newContext({ baseURL });
  await setPrefs(visitor, baseURL, { lang: p.lang });
  const anonymous = await visitor.newPage();
  await anonymous.goto('/admin/radios');
  await expect(
    anonymous.locator('.login-box').getByRole('link', { name: p.lang === 'np' ? 'लगइन' : 'Log in' }),
  ).toHaveAttribute('href', '/login?redirect=%2Fadmin%2Fradios');
  await visitor.close();
});

test('the market sources screen lists every source with its health, inside the admin menu', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const p = plan(testInfo);
  const w = WORDS[p.lang];
  await setPrefs(context, baseURL, { lang: p.lang });
  await openAsAdmin(page, p.lang, '/admin/sources', w.sources);
  await expect(page.locator('.source-row')).toHaveCount(4);
  // Named and scheduled in the page's language.
  await expect(page.locator('[data-source="nrb"] h2')).toHaveText(w.nrb);
  await expect(page.locator('[data-source="nrb"]')).toContainText(w.nrbSchedule);
  // Each source has its one button: "fetch now", or "fetching" while a run is queued. Without
  // internet a fetch (a scheduled one, or an earlier test's) waits minutes between its retries.
  for (const row of await page.locator('.source-row').all()) {
    await expect(row.getByRole('button')).toHaveText(new RegExp(`^(${w.fetchNow}|${w.fetching})$`));
  }
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, `admin-sources-${p.lang}`);
  // The menu moves between the admin screens.
  await page.getByRole('link', { name: w.radios, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/radios$/);
  await expect(page.getByRole('heading', { level: 1, name: w.radios })).toBeVisible();
});

/** Widths, languages and themes of the content pages' screenshots (ADR 121, 130–133). */
const LOOKS = [
  { width: 320, lang: 'np', theme: 'light' },
  { width: 320, lang: 'en', theme: 'dark' },
  { width: 390, lang: 'np', theme: 'dark' },
  { width: 390, lang: 'en', theme: 'light' },
  { width: 1280, lang: 'np', theme: 'light' },
  { width: 1280, lang: 'en', theme: 'dark' },
] as const;

/** Headings and station names whose text is cut off (wider than their box, or taller than shown). */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('h1, h2, .radio-station-name, .news-title, .rashi-pill'),
    )
      .filter((el) => !el.classList.contains('visually-hidden'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`),
  );
}

test('the content pages and admin screens at 320, 390 and 1280 px in both languages and themes: nothing clipped, no sideways scroll', {
  tag: '@desktop',
}, async ({ browser, baseURL }) => {
  // Six looks × eight screens with full-page screenshots, on a shared machine.
  test.setTimeout(10 * 60_000);
  const pages = [
    ['rashifal', '/nepali-rashifal'],
    ['rashifal-sign', '/nepali-rashifal/monthly/sagittarius'],
    ['news', '/news'],
    ['radio', '/nepali-radio'],
    ['radio-station', '/nepali-radio/radio-sagarmatha'],
  ] as const;
  await createAccount(ADMIN_EMAIL, 'E2E Admin');
  for (const look of LOOKS) {
    const context = await browser.newContext({ baseURL, viewport: { width: look.width, height: 800 } });
    await setPrefs(context, baseURL, { lang: look.lang, theme: look.theme });
    const page = await context.newPage();
    const name = `${look.width}-${look.lang}-${look.theme}`;
    for (const [label, url] of pages) {
      await page.goto(url);
      await expectNoSidewaysScroll(page);
      expect(await clippedText(page), `${url} ${name}`).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `looks-${label}-${name}.png`), fullPage: true });
    }
    await signIn(page, look.lang, ADMIN_EMAIL, '/admin/radios');
    for (const screen of ['radios', 'feeds', 'sources']) {
      if (screen !== 'radios') await page.goto(`/admin/${screen}`);
      await expect(page.locator('.source-row').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await clippedText(page), `/admin/${screen} ${name}`).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `looks-admin-${screen}-${name}.png`) });
    }
    await context.close();
  }
});
