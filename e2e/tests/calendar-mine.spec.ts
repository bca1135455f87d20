/**
 * The reader's own events in the month grid (ADR 157): four events on Laxmi Puja
 * (15 Kartik 2081, a festival day). Wide screens show the titles in the calendar's colour and
 * "+N more" past two; phones show coloured dots with the count; every title is in the day's
 * accessible name; the layer never covers the festival text or the tithi. Screenshots at 320, 390
 * and 1280 px in both languages in e2e/artifacts.
 */
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { ARTIFACTS, apiFrom, isPhone, LANGS, rgbOf, setPrefs, signUpVerified, watchConsole } from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
const PASSWORD = 'correct horse battery';
const DAY = '2081-07-15';
const TITLES = ['Aama puja', 'Deusi team', 'Tihar sweets', 'Call Kaka'];

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function noOverlap(page: Page) {
  const cell = page.locator(`a.cal-day-link[data-iso="${DAY}"]`);
  const mine = await box(cell.locator('.cal-day-mine'));
  const festival = cell.locator(isPhoneWidth(page) ? '.cal-day-mark' : '.cal-day-event');
  expect(overlaps(mine, await box(festival)), 'events cover the festival').toBe(false);
  expect(overlaps(mine, await box(cell.locator('.cal-day-tithi'))), 'events cover the tithi').toBe(false);
  expect(overlaps(mine, await box(cell.locator('.cal-day-main'))), 'events cover the day').toBe(false);
}

const isPhoneWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < 760;

test('my events in the grid: titles on wide screens, dots with a count on phones, all in the label', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = `mine-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const { accessToken: token } = await signUpVerified({ fullName: 'Sita Rai', email, password: PASSWORD });
  const calendars = await apiFrom('GET', '/users/calendars', undefined, token);
  const list = (
    calendars.body.data as { calendars: { id: number; colour: string; default_calendar: number }[] }
  ).calendars;
  const calendar = list.find((c) => c.default_calendar === 1) ?? list[0]!;
  for (const title of TITLES) {
    const made = await apiFrom(
      'POST',
      '/events',
      {
        calendar_id: calendar.id,
        title,
        base: 'BS',
        date: DAY,
        all_day: true,
        repeat: { frequency: 'none' },
      },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
  }

  await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
  await page.goto('/login?redirect=%2Fcalendar%2Fbs%2F2081-07');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);

  const widths = isPhone(testInfo) ? [390, 320] : [1280];
  for (const lang of LANGS) {
    await setPrefs(context, baseURL, { lang });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/calendar/bs/2081-07');
      const cell = page.locator(`a.cal-day-link[data-iso="${DAY}"]`);
      const mine = cell.locator('.cal-day-mine');
      await expect(mine).toBeVisible();
      // Every title in the day's accessible name, after the date and the festival.
      await expect(cell).toHaveAccessibleName(
        new RegExp(`${lang === 'en' ? 'Laxmi Puja' : 'लक्ष्मी पूजा'}.*${TITLES.join(', ')}`),
      );
      if (width >= 760) {
        // Two titles, in the calendar's colour, then "+2 more".
        const titles = mine.locator('.mine-title');
        await expect(titles).toHaveCount(2);
        await expect(titles.nth(0)).toBeVisible();
        await expect(titles.nth(0)).toHaveText(TITLES[0]!);
        await expect(titles.nth(1)).toHaveText(TITLES[1]!);
        await expect(titles.nth(0)).toHaveCSS('border-left-color', rgbOf(calendar.colour));
        await expect(mine.locator('.mine-more')).toHaveText(lang === 'en' ? '+2 more' : '+२ थप');
        await expect(mine.locator('.mine-dots')).toBeHidden();
      } else {
        // Three dots in the calendar's colour and the count.
        const dots = mine.locator('.mine-dots i');
        await expect(dots).toHaveCount(3);
        await expect(dots.first()).toBeVisible();
        await expect(dots.first()).toHaveCSS('background-color', rgbOf(calendar.colour));
        await expect(mine.locator('.mine-dots b')).toHaveText(lang === 'en' ? '4' : '४');
        await expect(mine.locator('.mine-title').first()).toBeHidden();
      }
      await noOverlap(page);
      await cell.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/mine-grid-${width}-${lang}.png` });
    }
  }
  expect(problems).toEqual([]);
});
