import { expect, test } from '@playwright/test';
import { calShot, serverHtml } from './calendar-helpers';
import { setPrefs, watchConsole } from './helpers';

// Published facts: 15 Kartik 2081 = Thursday 31 October 2024, Laxmi Puja and Kukur Tihar, a public
// holiday (Nepal Panchanga Nirnayak Bikas Samiti, BS 2081). Kartik 2081 has 30 days; Chaitra 2081
// has 31 and Baisakh 1, 2082 was Monday 14 April 2025.

const T = {
  np: {
    laxmi: 'लक्ष्मी पूजा',
    next: 'अर्को दिन',
    prev: 'अघिल्लो दिन',
    close: 'बन्द गर्नुहोस्',
    back: 'पछाडि',
    panchanga: 'पञ्चाङ्ग',
    holiday: 'सरकारी बिदा',
    add: 'कार्यक्रम थप्नुहोस्',
    login: 'आफ्नै कार्यक्रम बनाउन कृपया लगइन गर्नुहोस् वा खाता खोल्नुहोस्।',
    title15: 'बिहीबार, २०८१ कार्तिक १५',
    place: 'ठाउँ',
    tithi: 'तिथि',
    nakshatra: 'नक्षत्र',
    yoga: 'योग',
    karana: 'करण',
    sunrise: 'सूर्योदय',
    error: 'यो मितिको पञ्चाङ्ग ल्याउन समस्या भयो।',
    useLocation: 'मेरो ठाउँ प्रयोग गर्नुहोस्',
  },
  en: {
    laxmi: 'Laxmi Puja',
    next: 'Next day',
    prev: 'Previous day',
    close: 'Close',
    back: 'Back',
    panchanga: 'Panchanga',
    holiday: 'Government holiday',
    add: 'Add event',
    login: 'Please login or signup to create your own events',
    title15: 'Thursday, 15 Kartik 2081',
    place: 'Place',
    tithi: 'Tithi',
    nakshatra: 'Nakshatra',
    yoga: 'Yoga',
    karana: 'Karana',
    sunrise: 'Sunrise',
    error: 'Problem loading panchanga for this date',
    useLocation: 'Use my location',
  },
} as const;

for (const lang of ['np', 'en'] as const) {
  const t = T[lang];
  test.describe(`day dialog in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => setPrefs(context, baseURL, { lang }));

    test('opens from the grid, shows events, detail, holiday, login prompt; Esc closes', async ({
      page,
    }, testInfo) => {
      const problems = watchConsole(page);
      await page.goto('/calendar/bs/2081-07');
      const cell = page.locator('a[data-iso="2081-07-15"]');
      await cell.click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(t.title15);
      await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(dialog).toContainText(lang === 'np' ? '२०२४ अक्टोबर ३१' : '31 October 2024');
      const events = dialog.locator('.day-events li');
      await expect(events.first()).toContainText(t.laxmi);
      await expect(dialog.locator('.day-facts')).toContainText(
        lang === 'np' ? 'सार्वजनिक बिदा' : 'Public holiday',
      );
      await calShot(page, testInfo, `day-${lang}`);

      // Focus stays in the dialog.
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
          true,
        );
      }

      // Event detail and back.
      // Each pane opens in place and the address follows it (a reload or a shared link shows it).
      await events.first().getByRole('link').click();
      await expect(dialog.getByRole('heading', { level: 3 })).toContainText(t.laxmi);
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15\?pane=event-0$/);
      await calShot(page, testInfo, `day-event-${lang}`);
      await dialog.getByRole('link', { name: t.back }).click();
      await expect(dialog.locator('.day-events')).toBeVisible();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);

      // Government holiday.
      await dialog.getByRole('link', { name: t.holiday }).click();
      await expect(
        dialog.getByText(lang === 'np' ? 'यो दिन सार्वजनिक बिदा हो।' : 'This day is a public holiday.'),
      ).toBeVisible();
      await dialog.getByRole('link', { name: t.back }).click();

      // A visitor who tries to add an event is asked to log in.
      await dialog.getByRole('link', { name: t.add }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.login);
      await dialog.getByRole('link', { name: t.back }).click();

      // Month picker inside the dialog.
      await dialog.getByRole('link', { name: lang === 'np' ? 'महिना छान्नुहोस्' : 'Go to a month' }).click();
      await expect(dialog.locator('.month-picker')).toBeVisible();
      await dialog.getByRole('link', { name: t.back }).click();

      // Esc closes, the URL goes back to the month and focus returns to the day.
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(cell).toBeFocused();

      // Reopen and close with the close button: the dialog starts over at its list.
      await cell.click();
      await expect(page.getByRole('dialog').locator('.day-events')).toBeVisible();
      await page.getByRole('dialog').getByRole('link', { name: t.close }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);
      expect(problems, 'console errors').toEqual([]);
    });

    test('a pane named by the address is open once the page is live; back returns to the list', async ({
      page,
    }) => {
      await page.goto('/calendar/bs/2081-07-15?pane=holiday');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByText(lang === 'np' ? 'यो दिन सार्वजनिक बिदा हो।' : 'This day is a public holiday.'),
      ).toBeVisible();
      await dialog.getByRole('link', { name: t.back }).click();
      await expect(dialog.locator('.day-events')).toBeVisible();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);
    });

    test('steps day by day across month and year edges', async ({ page }) => {
      await page.goto('/calendar/bs/2081-07-30');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-08-01$/);
      await expect(page.locator('#cal-heading')).toHaveText(lang === 'np' ? 'मंसिर २०८१' : 'Mangsir 2081');
      await dialog.getByRole('link', { name: t.prev }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-30$/);

      // Arrow keys; Chaitra 31 → Baisakh 1 of the next year.
      // The keys are the month island's: each press waits for the page's islands to be live.
      const hydrated = page.locator('html[data-hydrated]');
      await page.goto('/calendar/bs/2081-12-31');
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeFocused();
      await expect(hydrated).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\/calendar\/bs\/2082-01-01$/);
      await expect(page.getByRole('dialog')).toContainText(lang === 'np' ? '२०२५ अप्रिल १४' : '14 April 2025');
      await expect(hydrated).toHaveCount(1);
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-12-31$/);

      // AD base: 31 December → 1 January.
      await page.goto('/calendar/ad/2024-12-31');
      await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeFocused();
      await expect(hydrated).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\/calendar\/ad\/2025-01-01$/);
      await expect(page.locator('#cal-heading')).toHaveText(lang === 'np' ? 'जनवरी २०२५' : 'January 2025');
    });

    test('panchanga for Kathmandu, a chosen city and my location', async ({ page, context }, testInfo) => {
      const problems = watchConsole(page);
      await page.goto('/calendar/bs/2081-07-15');
      await page.getByRole('dialog').getByRole('link', { name: t.panchanga }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15\/panchanga$/);
      const dialog = page.getByRole('dialog');
      const table = dialog.locator('.panchanga-table');
      for (const label of [t.tithi, t.nakshatra, t.yoga, t.karana]) {
        await expect(table.getByRole('rowheader', { name: label, exact: true }).first()).toBeVisible();
      }
      // Each of tithi, nakshatra and yoga has an end time.
      const ends = table.locator('tbody tr').locator('td:last-child');
      for (let i = 0; i < 3; i++)
        await expect(ends.nth(i)).toHaveText(lang === 'np' ? /\d|[०-९]/ : /\d{1,2}:\d{2} (AM|PM)/);
      await expect(dialog.locator('.sun-times')).toContainText(t.sunrise);
      await expect(dialog.getByLabel(t.place)).toHaveValue('kathmandu');
      await calShot(page, testInfo, `panchanga-${lang}`);

      await dialog.getByLabel(t.place).selectOption('doha');
      await expect(page).toHaveURL(/panchanga\?city=doha$/);
      await expect(dialog.locator('.panchanga-for')).toContainText(lang === 'np' ? 'दोहा' : 'Doha');

      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 51.5074, longitude: -0.1278 });
      await dialog.getByRole('button', { name: t.useLocation }).click();
      await expect(page).toHaveURL(/panchanga\?lat=51\.5074&lon=-0\.1278&tz=/);
      await expect(dialog.locator('.panchanga-table')).toBeVisible();

      // Back returns to the day's list.
      await dialog.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);
      await expect(page.getByRole('dialog').locator('.day-events')).toBeVisible();
      expect(problems, 'console errors').toEqual([]);
    });

    test('panchanga that cannot be loaded says so', async ({ page }) => {
      await page.goto('/calendar/bs/2081-07-15/panchanga?lat=27.7&lon=85.3&tz=Not/AZone');
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(t.error);
    });
  });
}

test('the day dialog and panchanga are in the server HTML', async ({ page }) => {
  const day = await serverHtml(page, '/calendar/bs/2081-07-15');
  expect(day.status).toBe(200);
  expect(day.html).toContain('role="dialog"');
  expect(day.html).toContain('लक्ष्मी पूजा');
  expect(day.html).toMatch(/<title>२०८१ कार्तिक १५ — नेपाली पात्रो<\/title>/);
  const panchanga = await serverHtml(page, '/calendar/bs/2081-07-15/panchanga');
  expect(panchanga.html).toContain('panchanga-table');
  expect(panchanga.html).toMatch(/<title>२०८१ कार्तिक १५ को पञ्चाङ्ग — नेपाली पात्रो<\/title>/);
});
