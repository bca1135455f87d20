import { expect, test } from '@playwright/test';
import { calShot, deva, serverHtml, todayAdInKathmandu } from './calendar-helpers';
import { setPrefs, THEMES, watchConsole } from './helpers';

// Published facts used below (Nepal Panchanga Nirnayak Bikas Samiti calendar for BS 2081):
// Kartik 2081 runs from Thursday 17 October to Friday 15 November 2024 (30 days); 15 Kartik 2081
// is Thursday 31 October 2024, Laxmi Puja, a public holiday; 16 Kartik (Govardhan Puja, Mha Puja)
// is a holiday too.

const WEEKDAYS = {
  np: ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

for (const lang of ['np', 'en'] as const) {
  test.describe(`month grid in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => setPrefs(context, baseURL, { lang }));

    test('Kartik 2081: a table a screen reader can walk, with tithi, festivals and holidays', async ({
      page,
    }, testInfo) => {
      const problems = watchConsole(page);
      await page.goto('/calendar/bs/2081-07');
      await expect(page).toHaveTitle(
        lang === 'np' ? 'कार्तिक २०८१ — नेपाली पात्रो' : 'Kartik 2081 — Nepali Calendar',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /2081|२०८१/);

      // A table without script; the grid pattern (one tab stop, arrow keys) once it runs.
      const grid = page.getByRole('grid');
      await expect(grid.locator('caption')).toContainText(lang === 'np' ? 'कार्तिक २०८१' : 'Kartik 2081');
      const headers = grid.getByRole('columnheader');
      await expect(headers).toHaveCount(7);
      for (let i = 0; i < 7; i++) await expect(headers.nth(i)).toContainText(WEEKDAYS[lang][i]!);

      // 30 day links; the 1st falls on Thursday (5th column).
      const days = grid.locator('a[data-iso]');
      await expect(days).toHaveCount(30);
      const firstRowCells = grid.locator('tbody tr').first().locator('td');
      await expect(firstRowCells.nth(4).locator('a')).toHaveAttribute('data-ad', '2024-10-17');

      const laxmiPuja = grid.locator('a[data-iso="2081-07-15"]');
      await expect(laxmiPuja).toHaveAttribute('data-ad', '2024-10-31');
      const name =
        lang === 'np'
          ? /बिहीबार.*कार्तिक १५.*अक्टोबर ३१.*लक्ष्मी पूजा/
          : /Thursday.*15 Kartik 2081.*31 October 2024.*Laxmi Puja/;
      await expect(laxmiPuja).toHaveAccessibleName(name);
      await expect(page.getByRole('link', { name })).toHaveCount(1);
      await expect(laxmiPuja).toContainText(lang === 'np' ? '१५' : '15');
      await expect(laxmiPuja).toContainText(lang === 'np' ? 'चतुर्दशी' : 'Chaturdashi');
      await expect(page.locator('td.is-holiday a[data-iso="2081-07-15"]')).toHaveCount(1);
      await expect(page.locator('td.is-holiday a[data-iso="2081-07-16"]')).toHaveCount(1);
      // Saturdays are marked (column 7): 2081-07-03 was Saturday 19 October 2024.
      await expect(page.locator('td.is-saturday a[data-iso="2081-07-03"]')).toHaveAttribute(
        'data-ad',
        '2024-10-19',
      );
      // Every cell shows a tithi.
      expect(await grid.locator('.cal-day-tithi .tithi-long:empty').count()).toBe(0);
      expect(await grid.locator('.cal-day-tithi .tithi-short:empty').count()).toBe(0);
      // The month's festivals are listed under the grid.
      await expect(page.locator('.cal-event-list')).toContainText(lang === 'np' ? 'लक्ष्मी पूजा' : 'Laxmi Puja');

      // The favicon shows today's BS day (a per-request SVG).
      const icon = page.locator('link[rel="icon"][href^="/favicon-day/"]');
      await expect(icon).toHaveCount(1);
      const href = await icon.getAttribute('href');
      const svg = await page.request.get(href!);
      expect(svg.headers()['content-type']).toContain('image/svg+xml');
      expect(await svg.text()).toContain('<svg');

      for (const theme of THEMES) {
        await page.evaluate((t) => {
          document.documentElement.classList.remove('light', 'dark');
          document.documentElement.classList.add(t);
        }, theme);
        await calShot(page, testInfo, `month-${lang}-${theme}`);
      }
      await calShot(page, testInfo, `month-${lang}-full`, true);
      expect(problems, 'console errors').toEqual([]);
    });

    test('navigates months and years, picks a month, switches yearly and BS ⇄ AD', async ({
      page,
    }, testInfo) => {
      const problems = watchConsole(page);
      await page.goto('/calendar/bs/2081-07');
      const heading = page.locator('#cal-heading');

      await page.getByRole('link', { name: lang === 'np' ? /अर्को महिना/ : /Next month/ }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-08$/);
      await expect(heading).toHaveText(lang === 'np' ? 'मंसिर २०८१' : 'Mangsir 2081');

      await page.getByRole('link', { name: lang === 'np' ? /अघिल्लो वर्ष/ : /Previous year/ }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2080-08$/);

      // Chaitra → Baisakh of the next year.
      await page.goto('/calendar/bs/2081-12');
      await page.getByRole('link', { name: lang === 'np' ? /अर्को महिना/ : /Next month/ }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2082-01$/);
      await expect(heading).toHaveText(lang === 'np' ? 'बैशाख २०८२' : 'Baisakh 2082');
      // Baisakh 1, 2082 was Monday 14 April 2025.
      await expect(page.locator('a[data-iso="2082-01-01"]')).toHaveAttribute('data-ad', '2025-04-14');

      // Year-month picker (a window of ten years either side of the shown one).
      await page.getByLabel(lang === 'np' ? 'साल छान्नुहोस्' : 'Choose a year').selectOption('2072');
      await page.getByLabel(lang === 'np' ? 'महिना छान्नुहोस्' : 'Choose a month').selectOption('1');
      await page.getByRole('button', { name: lang === 'np' ? 'जानुहोस्' : 'Go' }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2072-01$/);
      await expect(heading).toHaveText(lang === 'np' ? 'बैशाख २०७२' : 'Baisakh 2072');

      // Monthly → yearly → back to a month.
      await page.goto('/calendar/bs/2081-07');
      await page.getByRole('link', { name: lang === 'np' ? 'वार्षिक' : 'Yearly' }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081$/);
      await expect(page.locator('.mini-month')).toHaveCount(12);
      await expect(page.locator('.mini-grid').nth(6).locator('td.is-holiday')).not.toHaveCount(0);
      await calShot(page, testInfo, `year-${lang}`);
      await page
        .locator('.mini-title')
        .getByRole('link', { name: lang === 'np' ? 'कार्तिक' : 'Kartik', exact: true })
        .click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);
      await expect(heading).toHaveText(lang === 'np' ? 'कार्तिक २०८१' : 'Kartik 2081');

      // BS → AD: the AD month holding the middle of Kartik 2081.
      await page.getByRole('link', { name: lang === 'np' ? 'ई.सं.' : 'AD', exact: true }).click();
      await expect(page).toHaveURL(/\/calendar\/ad\/2024-10$/);
      await expect(heading).toHaveText(lang === 'np' ? 'अक्टोबर २०२४' : 'October 2024');
      const oct31 = page.locator('a[data-iso="2024-10-31"]');
      await expect(oct31).toContainText(lang === 'np' ? '३१' : '31');
      await expect(oct31.locator('.cal-day-sub')).toHaveText(lang === 'np' ? '१५' : '15');
      await expect(oct31).toHaveAccessibleName(lang === 'np' ? /लक्ष्मी पूजा/ : /Laxmi Puja/);
      await calShot(page, testInfo, `ad-month-${lang}`);
      await page.getByRole('link', { name: lang === 'np' ? 'वि.सं.' : 'BS', exact: true }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-0[67]$/);
      expect(problems, 'console errors').toEqual([]);
    });
  });
}

test('redirects and the current month', async ({ page }) => {
  for (const path of ['/calendar', '/calendar/monthly']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/calendar\/bs$/);
  }
  // Today (in Kathmandu) is highlighted.
  const today = page.locator('td[aria-current="date"] a');
  await expect(today).toHaveCount(1);
  await expect(today).toHaveAttribute('data-ad', todayAdInKathmandu());
  await page.goto('/calendar/ad');
  await expect(page.locator('td[aria-current="date"] a')).toHaveAttribute('data-iso', todayAdInKathmandu());
  // The picker also works without JavaScript (a GET form the loader redirects).
  await page.goto('/calendar/bs?year=2081&month=7');
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);
  // Slash dates are redirected to the dash form.
  await page.goto('/calendar/bs/2081/07/15');
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);
});

test('previous and next are clamped to the supported years (spec §5)', async ({ page, context, baseURL }) => {
  // AD 2142 is the last supported AD year: its "next" falls back to the current year.
  const adYear = todayAdInKathmandu().slice(0, 4);
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/calendar/ad/2142-12');
  await expect(page.getByRole('link', { name: /^Next month/ })).toHaveAttribute(
    'href',
    `/calendar/ad/${adYear}-01`,
  );
  await expect(page.getByRole('link', { name: /^Next year/ })).toHaveAttribute(
    'href',
    `/calendar/ad/${adYear}-12`,
  );
  await expect(page.getByRole('link', { name: /^Previous month/ })).toHaveAttribute(
    'href',
    '/calendar/ad/2142-11',
  );
  await page.goto('/calendar/ad/2142');
  await expect(page.getByRole('link', { name: /^Next year/ })).toHaveAttribute(
    'href',
    `/calendar/ad/${adYear}`,
  );
  // BS 2200 is the last supported BS year, 1900 the first.
  await page.goto('/calendar/bs');
  const bsYear = (await page.locator('td[aria-current="date"] a').getAttribute('data-iso'))!.slice(0, 4);
  await page.goto('/calendar/bs/2200-12');
  await expect(page.getByRole('link', { name: /^Next month/ })).toHaveAttribute(
    'href',
    `/calendar/bs/${bsYear}-01`,
  );
  await page.goto('/calendar/bs/1900-01');
  await expect(page.getByRole('link', { name: /^Previous month/ })).toHaveAttribute(
    'href',
    `/calendar/bs/${bsYear}-12`,
  );
  await expect(page.getByRole('link', { name: /^Previous year/ })).toHaveAttribute(
    'href',
    `/calendar/bs/${bsYear}-01`,
  );
});

test('invalid calendar URLs are the not-found page with HTTP 404', async ({ page }) => {
  for (const path of [
    '/calendar/bs/2081-13',
    '/calendar/bs/1899',
    '/calendar/bs/2201-01',
    '/calendar/ad/1843-12',
    '/calendar/bs/2081-1',
    '/calendar/xx/2081',
    '/calendar/bs/2081-07-15/horoscope',
    '/calendar/bs/2081-07/panchanga',
    // Baisakh 2081 has 31 days.
    '/calendar/bs/2081-01-32',
    '/calendar/ad/2023-02-29',
  ]) {
    const { status, html } = await serverHtml(page, path);
    expect(status, path).toBe(404);
    expect(html, path).toMatch(/यो पृष्ठ भेटिएन|Page not found/);
  }
  await page.goto('/calendar/bs/2081-13');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/यो पृष्ठ भेटिएन|not found/i);
  await expect(page).toHaveTitle(/भेटिएन|not found/i);
  expect(deva(404)).toBe('४०४');
});
