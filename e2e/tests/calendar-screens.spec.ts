/**
 * The calendar screens as a new user tries them (ADR 085): whole words in month
 * cells, no sideways scrolling at 320 px, the suva sait form, BS ⇄ AD keeping the reader's place,
 * panchanga abroad, converter messages, calendar configuration, the dialog's focus ring, the
 * month grid's keyboard, year pickers, configured links only, and mail in the reader's language.
 *
 * Layout checks set their own widths, so they run once (desktop project). Published facts used:
 * 1 Mangsir 2083 = 17 November 2026, 8 Mangsir = 24 November (bs-2083 table); Bhadra 2081 has 31
 * days from Saturday 17 August 2024, so its 30th and 31st fold into the first row (spec §9).
 */

import { expect as baseExpect, type Page, test } from '@playwright/test';
import { calShot } from './calendar-helpers';
import { API_URL, LANGS, type Lang, STATIC_PAGES, setPrefs, signUpVerified } from './helpers';

const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = 'correct horse battery';

/** Every text-bearing element of every day cell that overflows its box or hides overflow. */
async function clippedCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLElement>('.cal-grid a.cal-day-link'))) {
      const cell = link.getBoundingClientRect();
      const parts = [link, ...Array.from(link.querySelectorAll<HTMLElement>('*'))].filter(
        (el) =>
          !el.closest('.visually-hidden') &&
          !(el instanceof SVGElement) &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).display !== 'contents',
      );
      for (const el of parts) {
        const style = getComputedStyle(el);
        const name = `${link.dataset.iso} ${el.className}`;
        // Anything that hides overflow cuts words or Devanagari vowel signs and reph.
        if (
          style.overflowX !== 'visible' ||
          style.overflowY !== 'visible' ||
          style.textOverflow === 'ellipsis'
        )
          problems.push(`${name}: hides overflow`);
        if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
          problems.push(`${name}: ${el.scrollWidth} px of text in ${el.clientWidth} px`);
        if (style.display !== 'inline' && el.scrollHeight > el.clientHeight + 1)
          problems.push(`${name}: ${el.scrollHeight} px tall in ${el.clientHeight} px`);
        const box = el.getBoundingClientRect();
        if (
          box.left < cell.left - 0.5 ||
          box.right > cell.right + 0.5 ||
          box.top < cell.top - 0.5 ||
          box.bottom > cell.bottom + 0.5
        )
          problems.push(`${name}: outside its cell`);
      }
    }
    return problems;
  });
}

test.describe('month cells show whole words (defect 1)', () => {
  for (const lang of LANGS) {
    test(
      `Mangsir 2083 and Bhadra 2081 in ${lang} at 320 and 1280 px`,
      { tag: '@desktop' },
      async ({ page, context, baseURL }, testInfo) => {
        await setPrefs(context, baseURL, { lang });
        for (const width of [320, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          for (const month of ['/calendar/bs/2083-08', '/calendar/bs/2081-05']) {
            await page.goto(month);
            await expect(page.locator('.cal-grid a.cal-day-link').first()).toBeVisible();
            expect(await clippedCells(page), `${month} at ${width} px`).toEqual([]);
          }
          await page.goto('/calendar/bs/2083-08');
          // Tithis are in every cell; English phones use the short form, explained under the grid.
          const tithi = page.locator('a[data-iso="2083-08-08"] .cal-day-tithi');
          const shown = lang === 'np' ? 'पूर्णिमा' : width === 320 ? 'Full' : 'Purnima';
          await expect(tithi).toHaveText(shown, { useInnerText: true });
          await expect(page.locator('.cal-legend')).toBeVisible({ visible: lang === 'en' && width === 320 });
          await calShot(page, testInfo, `whole-words-${lang}-${width}`, true);
        }
      },
    );
  }
});

test('the suva sait Show button covers no field (defect 2)', { tag: '@desktop' }, async ({
  page,
  context,
  baseURL,
}) => {
  const cases: [Lang, number][] = [
    ['en', 390],
    ['en', 700],
    ['en', 768],
    ['np', 320],
    ['np', 360],
  ];
  for (const [lang, width] of cases) {
    await setPrefs(context, baseURL, { lang });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/suva-sait');
    const button = await page.locator('.filter-form button[type=submit]').boundingBox();
    for (const id of ['#sait-year', '#sait-month', '#sait-category']) {
      const field = await page.locator(id).boundingBox();
      const overlaps =
        button!.x < field!.x + field!.width &&
        field!.x < button!.x + button!.width &&
        button!.y < field!.y + field!.height &&
        field!.y < button!.y + button!.height;
      expect(overlaps, `${id} under the button (${lang}, ${width} px)`).toBe(false);
    }
  }
});

const PUBLIC_PAGES = [
  '/',
  '/calendar/bs/2083-08',
  '/calendar/bs/2083',
  '/calendar/ad/2026-11',
  '/calendar/ad/2026',
  '/calendar/bs/2083-08-08',
  '/calendar/bs/2083-08-08/panchanga',
  '/suva-sait',
  '/government-holiday',
  '/nepali-to-english-date-converter?base=BS&year=2083&month=8&day=8',
  ...STATIC_PAGES,
  '/login',
  '/signup',
  '/forgot-password',
  '/my-calendars',
  '/no-such-page',
];

test.describe('no page scrolls sideways at 320 px (defect 3)', () => {
  for (const lang of LANGS) {
    test(`every public page in ${lang}`, { tag: '@desktop' }, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await setPrefs(context, baseURL, { lang });
      await page.setViewportSize({ width: 320, height: 700 });
      const wide: string[] = [];
      for (const url of PUBLIC_PAGES) {
        await page.goto(url);
        await page.waitForLoadState('load');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide.push(`${url}: ${width} px`);
      }
      expect(wide).toEqual([]);
      // The top bar's date is whole, not cut off with an ellipsis ("Tuesday, 8 Mangsir …").
      await page.goto('/');
      const date = page.locator('.top-bar-date');
      await expect(date).toHaveText(lang === 'np' ? 'मंगलबार, २०८३ मंसिर ८' : '8 Mangsir 2083', {
        useInnerText: true,
      });
      expect(await date.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  }
});

test('BS ⇄ AD keeps the reader’s place (defect 4)', async ({ page, context, baseURL }) => {
  const switchTo = (label: 'AD' | 'BS') =>
    page.locator('.cal-switch').getByRole('link', { name: label, exact: true });
  await setPrefs(context, baseURL, { lang: 'en' });
  // The open day decides: 8 Mangsir 2083 is 24 November 2026, 20 Mangsir is 6 December.
  await page.goto('/calendar/bs/2083-08-08');
  await expect(switchTo('AD')).toHaveAttribute('href', '/calendar/ad/2026-11');
  await page.goto('/calendar/bs/2083-08-20');
  await expect(switchTo('AD')).toHaveAttribute('href', '/calendar/ad/2026-12');
  await page.goto('/calendar/ad/2026-11-24');
  await expect(switchTo('BS')).toHaveAttribute('href', '/calendar/bs/2083-08');
  // A month with no open day (and not today's) goes where most of its days are: Kartik 2081
  // (17 October – 15 November 2024) splits 15/15 and keeps the earlier month.
  await page.goto('/calendar/bs/2081-07');
  await expect(switchTo('AD')).toHaveAttribute('href', '/calendar/ad/2024-10');
});

test('panchanga abroad lists only the local day’s elements (defect 5)', async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/calendar/bs/2083-08-08/panchanga?city=new-york');
  const table = page.locator('.panchanga-table');
  await expect(table).toContainText('Purnima');
  await expect(table).toContainText('Bava');
  await expect(table).not.toContainText('Vishti');
  await expect(table).not.toContainText('previous day');
});

test('the converter speaks the reader’s language (defect 6)', async ({ page, context, baseURL }) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/nepali-to-english-date-converter?base=BS&year=2083&month=14&day=1');
  const message = page.locator('.converter-message');
  await expect(message).toHaveText('वि.सं. मा महिना १ देखि १२ सम्म हुन्छ।');
  await page.goto('/nepali-to-english-date-converter?base=BS&year=2083&month=1&day=32');
  await expect(message).toHaveText('२०८३-०१-३२ (वि.सं.) मिति अस्तित्वमा छैन।');
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/nepali-to-english-date-converter?base=AD&year=2300&month=1&day=1');
  await expect(message).toHaveText('Only AD years 1844 to 2142 can be converted.');
  await expect(page.locator('body')).not.toContainText('Invalid body');
});

test('a dialog opened by URL draws no focus ring on its title (defect 8)', async ({ page }) => {
  await page.goto('/calendar/bs/2083-08-08');
  const title = page.locator('#day-dialog-title');
  await expect(title).toBeFocused();
  expect(await title.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  // The keyboard still shows where focus is.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
});

test.describe('the month grid (defect 10)', () => {
  test('is one tab stop, moved with the arrow keys', { tag: '@desktop' }, async ({
    page,
    context,
    baseURL,
  }) => {
    await setPrefs(context, baseURL, { lang: 'en' });
    await page.goto('/calendar/bs/2081-05');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await expect(grid.locator('a[data-iso][tabindex="0"]')).toHaveCount(1);
    await expect(grid.locator('a[data-iso][tabindex="-1"]')).toHaveCount(30);
    // Tab from the picker's button enters the grid once and leaves it with the next Tab.
    await page.locator('.month-picker button').focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.iso ?? null);
    expect(await focused()).toBe('2081-05-01');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('2081-05-02');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('2081-05-09');
    await page.keyboard.press('End');
    expect(await focused()).toBe('2081-05-15');
    // In date order: after the 29th come the 30th and 31st, folded into the first row.
    await page.keyboard.press('Control+End');
    expect(await focused()).toBe('2081-05-31');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('2081-05-30');
    await expect(grid.locator('a[data-iso][tabindex="0"]')).toHaveAttribute('data-iso', '2081-05-30');
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
  });

  test('marks the folded month end and offers a window of years', async ({ page, context, baseURL }) => {
    await setPrefs(context, baseURL, { lang: 'np' });
    await page.goto('/calendar/bs/2081-05');
    await expect(page.locator('td.is-wrapped')).toHaveCount(2);
    await expect(page.locator('td.is-wrapped .cal-day-end').first()).toHaveText('अन्त्य');
    await expect(page.locator('td.is-wrapped .cal-day-end').first()).toBeVisible();
    const years = page.locator('#month-picker-y option');
    await expect(years).toHaveCount(21);
    await expect(years.first()).toHaveAttribute('value', '2071');
    // The window's edge re-centres it: every year stays reachable.
    await page.locator('#month-picker-y').selectOption('2071');
    await page.locator('.month-picker button').click();
    await expect(page).toHaveURL(/\/calendar\/bs\/2071-05$/);
    await expect(years.first()).toHaveAttribute('value', '2061');
    await page.goto('/suva-sait?year=2083');
    await expect(page.locator('#sait-year option')).toHaveCount(21);
    await page.goto('/nepali-to-english-date-converter');
    expect(await page.locator('#conv-year option').count()).toBeLessThanOrEqual(21);
  });
});

test('app-store and social links show only when configured (defect 11)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('a[href*="play.google.com"], a[href*="apps.apple.com"]')).toHaveCount(0);
  await expect(page.locator('.store-badge, .social-link')).toHaveCount(0);
  await expect(page.locator('a[href*="facebook.com"], a[href*="youtube.com"], a[href*="x.com"]')).toHaveCount(
    0,
  );
});

// --- Signed in: calendar configuration, colour names, the repeat field, mail language ---

async function signIn(page: Page, lang: Lang, email: string) {
  await page.goto('/login?redirect=%2Fmy-calendars');
  await page.getByLabel(lang === 'np' ? 'इमेल' : 'E-mail', { exact: true }).fill(email);
  await page.getByLabel(lang === 'np' ? 'पासवर्ड' : 'Password', { exact: true }).fill(PASSWORD);
  await page.locator('.auth-submit').click();
  await expect(page).toHaveURL(/\/my-calendars$/);
}

test(
  'configure: hiding public calendars, the prompt when none is shown, names (defects 7, 10)',
  { tag: '@desktop' },
  async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const lang = 'en';
    await setPrefs(context, baseURL, { lang });
    const email = `screens-${Date.now().toString(36)}@example.com`;
    await signUpVerified({ fullName: 'Hari Thapa', email, password: PASSWORD });
    await signIn(page, lang, email);

    // Colour swatches are read by name; the repeat select is not named "Repeat" twice.
    await page.getByRole('button', { name: 'New calendar', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Teal', exact: true })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /^Colour \d+$/ })).toHaveCount(0);
    await page.goto('/my-calendars/create-event');
    await expect(
      page.getByRole('group', { name: 'Repeat' }).getByRole('combobox', { name: 'How often' }),
    ).toBeVisible();

    await page.goto('/my-calendars/configure/bs/2083-08');
    const defaults = page.locator('section[aria-labelledby=cfg-defaults]');
    await expect(defaults).toContainText('Untick a calendar to hide its events');
    await expect(defaults).not.toContainText('always show');
    const boxes = page.locator('.calendar-checks input[type=checkbox]');
    await expect(boxes.first()).toBeVisible();
    expect(
      await page
        .locator('.calendar-checks li')
        .first()
        .evaluate((li) => getComputedStyle(li).listStyleType),
    ).toBe('none');
    const prompt = page.getByText('No calendar is selected. Select a calendar');
    await expect(prompt).toHaveCount(0);
    for (const box of await boxes.all()) {
      await box.uncheck();
      await expect(box).not.toBeChecked();
    }
    await expect(prompt).toBeVisible();
    // Every one of Patro's calendars reaches the cookie the server renders the month by.
    const patroCalendars = await defaults.locator('.calendar-checks input[type=checkbox]').count();
    await expect
      .poll(() =>
        page.evaluate(
          () => /(?:^|; )patro_calendar_view=[01]_([\d-]*)/.exec(document.cookie)?.[1]?.split('-').length,
        ),
      )
      .toBe(patroCalendars);
    // The month shows the prompt, not a blank grid.
    await page.goto('/calendar/bs/2083-08');
    await expect(page.locator('.cal-prompt')).toContainText('Select a calendar');
    await expect(page.locator('.cal-prompt a')).toHaveAttribute('href', '/my-calendars/configure/bs/2083-08');
    await calShot(page, testInfo, 'all-hidden-en', false);

    // Nepali spelling of Nepal Sambat matches the app.
    await setPrefs(context, baseURL, { lang: 'np' });
    await page.goto('/my-calendars/configure');
    await expect(defaults.locator('.calendar-checks')).toContainText('नेपाल संवत्');
    await expect(defaults.locator('.calendar-checks')).not.toContainText('सम्वत');
  },
);

test('mail goes out in the reader’s language (defect 12)', { tag: '@desktop' }, async ({
  page,
  context,
  baseURL,
}) => {
  const subjects = async (to: string) =>
    (
      (await (await page.request.get(`${API_URL}/dev/outbox`, { params: { to } })).json()) as {
        to: string;
        subject: string;
      }[]
    )
      .filter((m) => m.to === to)
      .map((m) => m.subject);
  for (const lang of LANGS) {
    const email = `mail-${lang}-${Date.now().toString(36)}@example.com`;
    await signUpVerified({ fullName: 'Maya Gurung', email, password: PASSWORD });
    await setPrefs(context, baseURL, { lang });
    await page.goto('/forgot-password');
    await page.getByLabel(lang === 'np' ? 'इमेल' : 'E-mail', { exact: true }).fill(email);
    await page.locator('.auth-submit').click();
    await expect(page.locator('.auth-success')).toBeVisible();
    await expect
      .poll(() => subjects(email))
      .toContain(lang === 'np' ? 'पात्रोको पासवर्ड फेर्नुहोस्' : 'Reset your Patro password');
  }
  // Sign-up asks for the verification mail in the interface's language (the request is watched,
  // not sent: the browser's sign-ups per hour are kept for the accounts suite).
  await setPrefs(context, baseURL, { lang: 'en' });
  let signupUrl = '';
  await page.route(`${API_URL}/users/signup**`, async (route) => {
    signupUrl = route.request().url();
    await route.abort();
  });
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Bina Rai');
  await page.getByLabel('E-mail', { exact: true }).fill(`never-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => new URL(signupUrl || 'http://x/').searchParams.get('lang')).toBe('en');
});
