import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { setPrefs } from './helpers';

const PAGES = [
  '/',
  '/calendar/bs/2081-07',
  '/calendar/ad/2024-10',
  '/calendar/bs/2081',
  '/calendar/bs/2081-07-15',
  '/calendar/bs/2081-07-15/panchanga',
  '/nepali-to-english-date-converter?base=BS&year=2081&month=7&day=15',
  '/government-holiday?year=2081',
  '/suva-sait?year=2083&month=8',
];

// Both languages and both themes, two combinations per screen width (each was also checked in all four).
for (const [lang, theme] of [
  ['np', 'light'],
  ['en', 'dark'],
] as const) {
  test(`no axe violations on the calendar pages (${lang}, ${theme})`, async ({ page, context, baseURL }) => {
    test.slow();
    await setPrefs(context, baseURL, { lang, theme });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
      expect(summary, `${path} (${lang}, ${theme})`).toEqual([]);
    }
  });
}
