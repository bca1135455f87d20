/**
 * Sports (ADR 174): the World Cup group table and a match summary, a Nepal cricket scorecard, the
 * match-not-found page and the cricket widget — Nepali at phone width, English at desktop width.
 * Published facts: Qatar 2022 Group A (Netherlands 7, Senegal 6, Ecuador 4, Qatar 0); the 2022
 * final Argentina 3–3 France, 4–2 on penalties; Asia Cup 2023 Nepal 230 all out v India, Aasif
 * Sheikh 58 off 97, India won by 10 wickets (D/L).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { setPrefs, shot, visibleText, watchConsole } from './helpers';

const CASES = [
  {
    lang: 'np',
    tag: '@phone',
    netherlands: 'नेदरल्यान्ड्स',
    points: '७',
    final: /अर्जेन्टिना.*फ्रान्स/,
    pens: 'पेनाल्टीमा ४–२',
    scorecard: 'स्कोरकार्ड',
    result: 'भारत १० विकेटले विजयी (D/L)',
    attribution: 'तथ्याङ्क Cricsheet बाट',
    missing: 'यो खेल भेटिएन',
    widgetTitle: 'नेपाली क्रिकेट विजेट',
  },
  {
    lang: 'en',
    tag: '@desktop',
    netherlands: 'Netherlands',
    points: '7',
    final: /Argentina.*France/,
    pens: '4–2 on penalties',
    scorecard: 'Scorecard',
    result: 'India won by 10 wickets (D/L)',
    attribution: 'Data from Cricsheet',
    missing: 'This match was not found',
    widgetTitle: 'Nepal cricket widget',
  },
] as const;

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

for (const c of CASES) {
  test(
    `World Cup 2022 in ${c.lang}: group A as FIFA published it, and the final's summary`,
    { tag: c.tag },
    async ({ page, context, baseURL }, testInfo) => {
      await setPrefs(context, baseURL, { lang: c.lang });
      const problems = watchConsole(page);
      await page.goto('/sports/worldcup?year=2022&view=groups');
      const groupA = page.locator('table[data-group="A"]');
      const first = groupA.locator('tbody tr').first();
      await expect(first.getByRole('rowheader').getByRole('link')).toHaveText(c.netherlands);
      await expect(first.locator('td').last()).toHaveText(c.points);
      await expect(groupA.locator('tbody tr')).toHaveCount(4);
      await shot(page, testInfo, `sports-worldcup-groups-${c.lang}`);
      await axeClean(page);

      await page.goto('/sports/worldcup?year=2022&view=bracket');
      await page.locator('.wc-round').last().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/sports\/worldcup\/2022\/matches\/2022-12-18-arg-fra$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.final);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(c.pens);
      const goals = page.locator('.wc-event[data-kind="goal"]');
      await expect(goals).toHaveCount(6);
      await expect(goals.first()).toContainText('Lionel Messi');
      await expect(page.locator('.wc-event[data-kind="card"]').first()).toBeVisible();
      await expect(page.locator('.wc-lineups ol').first().locator('li')).toHaveCount(11);
      await shot(page, testInfo, `sports-worldcup-final-${c.lang}`);
      await axeClean(page);
      expect(problems).toEqual([]);
    },
  );

  test(
    `Nepal cricket in ${c.lang}: a scorecard from the deliveries, and an unknown match`,
    { tag: c.tag },
    async ({ page, context, baseURL }, testInfo) => {
      await setPrefs(context, baseURL, { lang: c.lang });
      await page.goto('/sports/cricket');
      await expect(page.getByText(c.attribution).first()).toBeVisible();
      const asiaCup = page.locator('[data-match="1388398"]');
      await expect(asiaCup).toContainText(c.result);
      await asiaCup.getByRole('link', { name: new RegExp(c.scorecard) }).click();
      await expect(page).toHaveURL(/\/sports\/cricket\/matches\/1388398$/);
      const nepal = page.locator('.cricket-card').first();
      const aasif = nepal.locator('table.batting tbody tr', { hasText: 'Aasif Sheikh' });
      await expect(aasif.locator('td').nth(1)).toHaveText(c.lang === 'np' ? '५८' : '58');
      await expect(aasif.locator('td').nth(2)).toHaveText(c.lang === 'np' ? '९७' : '97');
      await expect(aasif).toContainText('c V Kohli b Mohammed Siraj');
      expect(await visibleText(page)).toContain(c.attribution);
      await shot(page, testInfo, `sports-cricket-scorecard-${c.lang}`);
      await axeClean(page);

      const missing = await page.goto('/sports/cricket/matches/999999');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.missing);
      expect((await page.goto('/sports/cricket/error'))?.status()).toBe(404);
    },
  );

  test(
    `the cricket widget in ${c.lang}: framable, no cookies, the latest result`,
    { tag: c.tag },
    async ({ page, context, baseURL, request }, testInfo) => {
      await setPrefs(context, baseURL, { lang: c.lang });
      await page.goto('/sports/cricket-widgets');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.widgetTitle);
      const frame = page.frameLocator('iframe.widget-frame');
      await expect(frame.locator('body')).toContainText(c.result);
      await shot(page, testInfo, `sports-cricket-widgets-${c.lang}`);
      await axeClean(page);

      const widget = await request.get(`/widgets/cricket?size=medium&theme=light&lang=${c.lang}`);
      expect(widget.status()).toBe(200);
      expect(widget.headers()['content-security-policy']).toContain('frame-ancestors *');
      expect(widget.headers()['set-cookie']).toBeUndefined();
      expect(await widget.text()).toContain(c.attribution);
    },
  );
}

test('the sports link in the footer leads to the hub, with the latest of both', { tag: '@desktop' }, async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sports' }).click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports');
  await expect(page.locator('[data-match="1388398"]')).toContainText('India won by 10 wickets (D/L)');
  await expect(page.getByText('Champion: Spain')).toBeVisible();
});
