/**
 * Rashifal (ADR 120, 122): the public pages as server HTML in both languages, every spec §2 alias as
 * a permanent redirect, the top bar and bottom menu reaching the page, axe, and the editor flow:
 * an admin (ADMIN_EMAILS) makes an astrologer, who writes and publishes a reading that then
 * replaces the computed one on the public page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CLOCK_AT } from '../clock';
import {
  adminToken,
  apiFrom,
  E2E_PASSWORD,
  isPhone,
  setPrefs,
  shot,
  signUpVerified,
  watchConsole,
} from './helpers';

const SIGNS_NP = ['मेष', 'वृष', 'मिथुन', 'कर्कट', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुम्भ', 'मीन'];

test.describe('rashifal pages', () => {
  test('the twelve signs render as server HTML without JavaScript, in Nepali and English', async ({
    browser,
    baseURL,
  }) => {
    for (const lang of ['np', 'en'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await setPrefs(context, baseURL, { lang });
      const page = await context.newPage();
      const response = await page.goto('/nepali-rashifal');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toContain('public');
      await expect(page.locator('h1')).toHaveText(lang === 'np' ? 'आजको राशिफल' : 'Today’s horoscope');
      await expect(page).toHaveTitle(
        lang === 'np' ? /^आजको राशिफल — .+ — पात्रो$/ : /^Today’s horoscope — .+ — Patro$/,
      );
      const cards = page.locator('.rashifal-card');
      await expect(cards).toHaveCount(12);
      if (lang === 'np') await expect(cards.locator('.rashi-pill')).toHaveText(SIGNS_NP);
      else await expect(cards.first().locator('.rashi-pill')).toHaveText('Aries');
      // Name letters, the reading and where it comes from, on every card.
      await expect(cards.first()).toContainText(
        lang === 'np' ? 'नामका अक्षर: चु, चे, चो' : 'Name letters: Chu, Che, Cho',
      );
      await expect(cards.first().locator('.rashifal-text')).not.toBeEmpty();
      await expect(
        page.getByText(lang === 'np' ? 'ग्रह गोचरबाट गणना' : 'Computed from transits').first(),
      ).toBeVisible();
      // The period tabs are plain links: the state is the URL.
      await page.getByRole('link', { name: lang === 'np' ? 'मासिक' : 'Monthly', exact: true }).click();
      await expect(page).toHaveURL(/\/nepali-rashifal\/monthly$/);
      await expect(page.locator('h1')).toHaveText(lang === 'np' ? 'मासिक राशिफल' : 'Monthly horoscope');
      await context.close();
    }
  });

  test('a sign’s page: per-sign title, the whole reading, how it was computed and the transits used', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const problems = watchConsole(page);
    await setPrefs(context, baseURL, { lang: 'np' });
    await page.goto('/nepali-rashifal/weekly/leo');
    await expect(page).toHaveTitle(/^सिंह राशि: साप्ताहिक राशिफल — .+ — पात्रो$/);
    await expect(page.locator('h1')).toContainText('सिंह');
    await expect(page.getByText(/ग्रह गोचर \(निरयण, लाहिरी अयनांश\) बाट गणना गरेको हो/)).toBeVisible();
    const transits = page.locator('.rashifal-transits li');
    await expect(transits.first()).toBeVisible();
    expect(await transits.count()).toBeGreaterThanOrEqual(4);
    await expect(transits.first()).toContainText(/राशि, .+ भाव — (अनुकूल|प्रतिकूल)/);
    // No Latin letters or digits in the Nepali reading.
    expect(await page.locator('.rashifal-text').innerText()).not.toMatch(/[A-Za-z0-9]/);
    await page.getByRole('navigation', { name: 'अरू राशि' }).getByRole('link', { name: 'मीन' }).click();
    await expect(page).toHaveURL(/\/nepali-rashifal\/weekly\/pisces$/);
    await expect(page.locator('h1')).toContainText('मीन');
    // Devanagari is never clipped: nothing is wider than the viewport.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, testInfo, 'rashifal-sign-np');
    await setPrefs(context, baseURL, { lang: 'en', theme: 'dark' });
    await page.goto('/nepali-rashifal/yearly/aries');
    await expect(page).toHaveTitle(/^Aries: Yearly horoscope — BS \d{4} — Patro$/);
    await expect(page.getByText(/^Computed by Patro from the planets’ transits/)).toBeVisible();
    await shot(page, testInfo, 'rashifal-sign-en-dark');
    expect(problems).toEqual([]);
  });

  test('every alias of spec §2 is a permanent redirect; unknown periods and signs are 404', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/rashi', '/nepali-rashifal'],
      ['/rashifal', '/nepali-rashifal'],
    ];
    for (const [type, aliases] of [
      ['daily', ['d', 'day', 'daily']],
      ['weekly', ['w', 'week', 'weekly']],
      ['monthly', ['m', 'month', 'monthly']],
      ['yearly', ['y', 'year', 'yearly']],
    ] as const) {
      for (const alias of aliases) cases.push([`/rashifal/${alias}`, `/nepali-rashifal/${type}`]);
      cases.push([`/nepali-rashifal/${aliases[1]}`, `/nepali-rashifal/${type}`]);
    }
    cases.push(['/nepali-rashifal/day/leo', '/nepali-rashifal/daily/leo']);
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
    }
    for (const missing of ['/nepali-rashifal/hourly', '/nepali-rashifal/daily/ophiuchus', '/rashifal/q']) {
      expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
    }
  });

  test('the top bar’s and the bottom menu’s राशिफल lead to the horoscope page', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'np' });
    await page.goto('/calendar/bs');
    const menu = isPhone(testInfo) ? page.locator('.bottom-nav') : page.locator('.main-nav');
    await menu.getByRole('link', { name: 'राशिफल' }).click();
    await expect(page).toHaveURL(/\/nepali-rashifal$/);
    await expect(page.locator('h1')).toHaveText('आजको राशिफल');
    await shot(page, testInfo, 'rashifal-overview-np', false);
  });

  for (const [lang, theme] of [
    ['np', 'light'],
    ['en', 'dark'],
  ] as const) {
    test(`no axe violations on the rashifal pages (${lang}, ${theme})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setPrefs(context, baseURL, { lang, theme });
      for (const path of ['/nepali-rashifal', '/nepali-rashifal/monthly/gemini']) {
        await page.goto(path);
        await page
          .locator('details')
          .first()
          .evaluate((d) => d.setAttribute('open', ''));
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
        expect(summary, `${path} (${lang}, ${theme})`).toEqual([]);
      }
    });
  }
});

const PASSWORD = E2E_PASSWORD;

test(
  'an astrologer writes, previews and publishes; the public page shows it instead of the computed reading',
  { tag: '@desktop' },
  async ({ page, context, baseURL }, testInfo) => {
    test.slow();
    // The editor's default date and publish time are the browser's; the product's clock is CLOCK_AT.
    await page.clock.install({ time: new Date(CLOCK_AT) });
    await setPrefs(context, baseURL, { lang: 'np' });
    const email = `astrologer-${Date.now().toString(36)}@example.com`;
    const signup = await signUpVerified({ fullName: 'ज्योतिषी राम', email, password: PASSWORD });
    // Before the grant the editor refuses, even signed in.
    const before = await apiFrom('GET', '/admin/rashifal', undefined, signup.accessToken);
    expect(before.status).toBe(403);
    const granted = await apiFrom(
      'PUT',
      '/admin/users/roles',
      { email, role: 'astrologer', granted: true },
      await adminToken(),
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);

    // The computed reading before. Public pages are kept by the web server's page cache for their
    // s-maxage (ADR 082), so this look uses its own URL: a reader of a page not yet cached sees a
    // newly published text at once, one of a cached page when the copy expires (five minutes).
    await page.goto('/nepali-rashifal/weekly/capricorn?before=publish');
    const computed = await page.locator('.rashifal-text').innerText();
    await expect(page.getByText(/ग्रह गोचर .+ बाट गणना गरेको हो/)).toBeVisible();

    await page.goto('/login?redirect=%2Fadmin%2Frashifal');
    await page.getByLabel('इमेल', { exact: true }).fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/rashifal/);
    await expect(page.locator('h1')).toHaveText('राशिफल सम्पादक');
    // A slow network: the router shows a new choice only once the page's data is back, and a
    // sign chosen in that time must keep the period chosen just before (it once fell back to daily).
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByLabel('अवधि', { exact: true }).selectOption('weekly');
    await page.getByRole('button', { name: /मकर/ }).click();
    await expect(page).toHaveURL(/type=weekly/);
    await expect(page).toHaveURL(/sign=10/);
    await expect(page.getByLabel('अवधि', { exact: true })).toHaveValue('weekly');
    await page.unroute(/\.data(\?|$)/);
    const text = 'यो हप्ता मकर राशिका लागि मेहनतको फल मिल्ने समय हो; बुधबार नयाँ काम सुरु गर्नुहोस्।';
    await page.getByLabel('फल', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'पूर्वावलोकन', exact: true }).click();
    await expect(page.getByRole('region', { name: 'पूर्वावलोकन' })).toContainText(text);
    await shot(page, testInfo, 'rashifal-editor-np', false);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
    ).toEqual([]);
    await page.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'राशिफल सुरक्षित भयो।' })).toBeVisible();
    await expect(page.getByRole('button', { name: /मकर/ })).toContainText('प्रकाशित');

    // A visitor now reads the astrologer's text.
    const visitor = await page.context().browser()!.newContext();
    await setPrefs(visitor, baseURL, { lang: 'np' });
    const reader = await visitor.newPage();
    // Its own URLs again: an earlier spec (or project) of the run may have left these pages in the
    // page cache, served stale while they revalidate.
    const fresh = `after=${testInfo.project.name}-${Date.now().toString(36)}`;
    await reader.goto(`/nepali-rashifal/weekly/capricorn?${fresh}`);
    await expect(reader.locator('.rashifal-text')).toHaveText(text);
    await expect(reader.getByText('ज्योतिषी ज्योतिषी राम')).toBeVisible();
    await expect(reader.locator('.rashifal-text')).not.toHaveText(computed);
    await reader.goto(`/nepali-rashifal/weekly?${fresh}`);
    await expect(reader.locator('.rashifal-card').nth(9).locator('.rashifal-text')).toHaveText(text);
    await visitor.close();
  },
);
