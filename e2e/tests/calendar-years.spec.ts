/**
 * /admin/calendar-years (ADR 073): an admin sees the shipped years, uploads the
 * published BS 2083 file and reads the check — sound, the holiday disagreements, the release
 * command; a plain user is refused. Both languages; 320 px and 1280 px.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  apiFrom,
  axeViolations,
  E2E_ADMIN,
  setPrefs,
  shot,
  signUpVerified,
  watchConsole,
} from './helpers';

const YEAR_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/calendar/test/fixtures/published/official/bs-2083.json',
);

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login?redirect=%2Fadmin%2Fcalendar-years');
  // By field type, so it works in either language.
  await page.locator('form input[type=email]').fill(email);
  await page.locator('form input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin\/calendar-years$/);
}

const TEXT = {
  np: {
    title: 'पात्रो वर्षहरू',
    projected: 'अनुमानित — आधिकारिक पात्रो अझै प्रकाशित भएको छैन',
    heading: 'वि.सं. २०८३ को जाँच',
    sound: 'ठीक छ: प्रकाशित गर्न सकिन्छ',
    holidays: 'सार्वजनिक बिदा (३)',
    summary: 'फाइलमा ३७ बिदा; ३ दिन नियमसँग फरक',
    disability: '२०८३ मंसिर १७ (२०२६ डिसेम्बर ३): फाइलमा बिदा, नियमअनुसार होइन',
    festivals: '९३/९३ पर्व नियमको दिनमै',
  },
  en: {
    title: 'Calendar years',
    projected: 'Projected — the official calendar is not published yet',
    heading: 'Check of BS 2083',
    sound: 'Sound: ready to publish',
    holidays: 'Public holidays (3)',
    summary: '37 holidays in the file; 3 days differ from the rules',
    disability: '17 Mangsir 2083 (3 December 2026): a holiday in the file, not by the rules',
    festivals: '93/93 festivals on their rule’s day(s)',
  },
} as const;

test.describe('calendar years (admin)', () => {
  for (const lang of ['np', 'en'] as const) {
    test(`an admin uploads the BS 2083 file and reads the check (${lang})`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.slow();
      const errors = watchConsole(page);
      const phone = testInfo.project.name === 'phone';
      // The account's own theme wins at sign-in: dark on the phone, light on the desktop.
      const settings = { dark_mode: phone ? 1 : 0 };
      expect((await apiFrom('PUT', '/users/settings', settings, await adminToken())).status).toBe(200);
      await setPrefs(context, baseURL, { lang, theme: phone ? 'dark' : 'light' });
      if (phone) await page.setViewportSize({ width: 320, height: 800 });
      await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      const t = TEXT[lang];
      await expect(page.locator('h1')).toHaveText(t.title);
      await expect(page.getByRole('navigation').getByRole('link', { name: t.title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const shipped = page.getByTestId('shipped-years');
      await expect(shipped.locator('tr[data-year="2083"]')).toBeVisible();
      await expect(shipped.locator('tr[data-year="projected"]')).toContainText(t.projected);

      await page.locator('input[type=file]').setInputFiles(YEAR_FILE);
      const report = page.getByTestId('year-report');
      await expect(report.getByRole('heading', { level: 3 })).toHaveText(t.heading, { timeout: 60_000 });
      await expect(report.locator('.cy-verdict')).toHaveText(t.sound);
      await expect(report.locator('[data-group="errors"]')).toHaveCount(0);
      const holidays = report.locator('[data-group="holidays"]');
      await expect(holidays.getByRole('heading')).toHaveText(t.holidays);
      await expect(holidays).toContainText(t.summary);
      await expect(holidays.locator('li')).toHaveCount(3);
      await expect(holidays.locator('li').nth(2)).toContainText(t.disability);
      await expect(report.locator('[data-group="festivals"]')).toContainText(t.festivals);
      const publish = report.locator('[data-group="publish"]');
      await expect(publish.locator('pre')).toHaveText('npx patro import-year bs-2083.json');
      await expect(publish).toContainText('src/data/official-days/2083.ts');

      // Nothing scrolls sideways, even at 320 px (a phone's layout viewport grows with the page).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(page.locator('html')).toHaveClass(phone ? /\bdark\b/ : /\blight\b/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, testInfo, `admin-calendar-years-${lang}`);
      expect(errors).toEqual([]);
    });
  }

  test('a plain user is refused, in the page and by the API', async ({ page, context, baseURL }) => {
    await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
    const email = `plain-${Date.now().toString(36)}-${test.info().project.name}@example.com`;
    const token = (await signUpVerified({ fullName: 'Plain Reader', email, password: E2E_ADMIN.password }))
      .accessToken;
    expect((await apiFrom('GET', '/admin/calendar-years', undefined, token)).status).toBe(403);
    expect(
      (await apiFrom('POST', '/admin/calendar-years/check', { bs_year: 2083, days: [] }, token)).status,
    ).toBe(403);
    await logIn(page, email, E2E_ADMIN.password);
    await expect(page.getByText('This page is for administrators only.').first()).toBeVisible();
    await expect(page.getByTestId('shipped-years')).toHaveCount(0);
  });

  // The year and month pages of a year that is not published yet, at the narrowest width.
  for (const lang of ['np', 'en'] as const) {
    test(
      `BS 2084's month and year pages say "projected" unclipped at 320 px (${lang})`,
      { tag: '@phone' },
      async ({ page, context, baseURL }, testInfo) => {
        await setPrefs(context, baseURL, { lang, theme: 'light' });
        await page.setViewportSize({ width: 320, height: 800 });
        for (const [url, name] of [
          ['/calendar/bs/2084-01', 'month'],
          ['/calendar/bs/2084', 'year'],
        ] as const) {
          await page.goto(url);
          const note = page.locator('.cal-note--projected');
          await expect(note).toContainText(lang === 'np' ? '२०८४' : '2084');
          const clipped = await note.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
          expect(clipped, `${url}: the notice is clipped`).toBe(false);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(
            320,
          );
          await shot(page, testInfo, `projected-2084-${name}-320-${lang}`, false);
        }
      },
    );
  }
});
