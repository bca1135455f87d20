import { expect, test } from '@playwright/test';
import { calShot, TODAY } from './calendar-helpers';
import { setPrefs, THEMES, visibleText, watchConsole } from './helpers';

for (const lang of ['np', 'en'] as const) {
  for (const theme of THEMES) {
    test(`home: today's panel, coming festivals and this month (${lang}, ${theme})`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      await setPrefs(context, baseURL, { lang, theme });
      const problems = watchConsole(page);
      await page.goto('/');
      // The product's clock starts at CLOCK_AT (e2e/clock.ts): 8 Mangsir 2083 = 24 November 2026.
      const adToday = TODAY.ad;

      // Today in Kathmandu: BS, AD, NS, tithi, sun — the published facts of that day (bs-2083.json).
      const panel = page.locator('.today-panel');
      await expect(panel.locator('time')).toHaveAttribute('datetime', adToday);
      await expect(page.locator('.today-bs')).toHaveAttribute('data-bs', TODAY.bs);
      await expect(panel.locator('.today-day')).toHaveText(lang === 'np' ? '८' : '8');
      const facts = panel.locator('.today-facts');
      for (const label of lang === 'np'
        ? ['ईस्वी संवत्', 'नेपाल संवत्', 'तिथि', 'सूर्योदय', 'सूर्यास्त']
        : ['Gregorian', 'Nepal Sambat', 'Tithi', 'Sunrise', 'Sunset']) {
        await expect(facts.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(facts).toContainText(lang === 'np' ? /बिहान [०-९]+:[०-९]{2}/ : /\d{1,2}:\d{2} AM/);
      // bs-2083.json: Purnima, Guru Nanak Jayanti among the day's events, a holiday.
      await expect(facts).toContainText(lang === 'np' ? 'पूर्णिमा' : 'Purnima');
      await expect(facts).toContainText(lang === 'np' ? '२०२६ नोभेम्बर २४' : '24 November 2026');
      await expect(panel).toContainText(lang === 'np' ? 'गुरु नानक जयन्ती' : 'Guru Nanak Jayanti');

      // The coming festivals and holidays count down.
      const upcoming = page.locator('.upcoming-list li');
      await expect(upcoming.first()).toBeVisible();
      await expect(upcoming.first().locator('.upcoming-count')).toHaveText(lang === 'np' ? 'आज' : 'Today');

      // This BS month, today highlighted; the panel's BS date is the highlighted day.
      const todayCell = page.locator('td[aria-current="date"] a');
      await expect(todayCell).toHaveAttribute('data-ad', adToday);
      const bsIso = await page.locator('.today-bs').getAttribute('data-bs');
      await expect(todayCell).toHaveAttribute('data-iso', bsIso!);
      await expect(page.locator('.cal-grid a[data-iso]').first()).toHaveAttribute(
        'data-iso',
        `${bsIso!.slice(0, 7)}-01`,
      );

      // Home keeps the default favicon; calendar pages draw today's BS day.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      if (lang === 'np') expect((await visibleText(page)).match(/[0-9]+/g)).toBeNull();

      await calShot(page, testInfo, `home-${lang}-${theme}`);
      if (theme === 'light') await calShot(page, testInfo, `home-${lang}-full`, true);

      // Today's panchanga opens from the panel.
      await page
        .locator('.today-panel')
        .getByRole('link', { name: lang === 'np' ? 'आजको पञ्चाङ्ग' : 'Today’s panchanga' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/calendar/bs/${bsIso}/panchanga$`));
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
        'href',
        `/favicon-day/${Number(bsIso!.slice(8))}.svg${lang === 'en' ? '?digits=latin' : ''}`,
      );
      expect(problems, 'console errors').toEqual([]);
    });
  }
}

// Issue 22 §2: at 1280 px the English month name ("Mangsir 2083") ran past the today card's edge
// and was cut ("Mangsi|r"). Nothing in the card's date overflows it, in either theme.
for (const theme of THEMES) {
  test(`home: the today card's date is not clipped at 1280 px (en, ${theme}) @desktop`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'en', theme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const card = page.locator('.today-panel');
    await expect(card.locator('.today-month')).toContainText('Mangsir');
    const fits = async (what: string) => {
      for (const selector of [
        '.today-panel',
        '.today-bs',
        '.today-month-year',
        '.today-month',
        '.today-year',
      ]) {
        const { scrollWidth, clientWidth } = await page
          .locator(selector)
          .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        expect(scrollWidth, `${selector} overflows with ${what}`).toBeLessThanOrEqual(clientWidth);
      }
      const cardBox = (await card.boundingBox())!;
      const monthBox = (await card.locator('.today-month').boundingBox())!;
      expect(monthBox.x + monthBox.width, `the month runs past the card with ${what}`).toBeLessThanOrEqual(
        cardBox.x + cardBox.width,
      );
    };
    await fits('8 Mangsir 2083');
    // Today's day is one digit; most days of a month have two: the widest day beside the month
    // must fit too (the server's text, only the day's digits changed).
    await card.locator('.today-day').evaluate((el) => {
      el.textContent = '28';
    });
    await fits('28 Mangsir 2083');
    await calShot(page, testInfo, `home-today-1280-en-${theme}`);
  });
}
