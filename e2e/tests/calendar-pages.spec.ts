import { expect, test } from '@playwright/test';
import { calShot } from './calendar-helpers';
import { setPrefs, watchConsole } from './helpers';

// Published facts: BS 2081-07-15 = AD 2024-10-31, a Thursday, Kaula (कौला) Ga 14 of NS 1144;
// 29 February 2023 and 30 February 2023 do not exist; BS 2081 public holidays include Laxmi
// Puja (15 Kartik) and Republic Day (15 Jestha); marriages are not solemnised in Bhadra
// (Chaturmas), so Bhadra has no marriage sait.

for (const lang of ['np', 'en'] as const) {
  test.describe(`calendar pages in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => setPrefs(context, baseURL, { lang }));

    test('date converter: BS → AD → NS, AD → BS, NS → BS, and a date that does not exist', async ({
      page,
    }, testInfo) => {
      const problems = watchConsole(page);
      await page.goto('/nepali-to-english-date-converter');
      await expect(page).toHaveTitle(lang === 'np' ? /मिति परिवर्तक/ : /Date Converter/);
      await page
        .getByLabel(lang === 'np' ? 'कुन पात्रोको मिति' : 'Convert from', { exact: true })
        .selectOption('BS');
      await page.getByLabel(lang === 'np' ? 'साल' : 'Year', { exact: true }).selectOption('2081');
      await page.getByLabel(lang === 'np' ? 'महिना' : 'Month', { exact: true }).selectOption('7');
      await page.getByLabel(lang === 'np' ? 'गते' : 'Day', { exact: true }).selectOption('15');
      await page.getByRole('button', { name: lang === 'np' ? 'परिवर्तन गर्नुहोस्' : 'Convert' }).click();
      await expect(page).toHaveURL(/base=BS&year=2081&month=7&day=15/);
      await expect(page.getByTestId('conv-ad')).toHaveText(
        lang === 'np' ? '२०२४ अक्टोबर ३१' : '31 October 2024',
      );
      await expect(page.getByTestId('conv-bs')).toHaveText(
        lang === 'np' ? '२०८१ कार्तिक १५' : '15 Kartik 2081',
      );
      await expect(page.getByTestId('conv-ns')).toHaveText(
        lang === 'np' ? '११४४ कौला गा १४' : '1144 Kaula Ga 14',
      );
      await expect(page.locator('.converter-result')).toContainText(lang === 'np' ? 'बिहीबार' : 'Thursday');
      await calShot(page, testInfo, `converter-${lang}`);

      // AD → BS.
      await page
        .getByLabel(lang === 'np' ? 'कुन पात्रोको मिति' : 'Convert from', { exact: true })
        .selectOption('AD');
      await page.getByLabel(lang === 'np' ? 'साल' : 'Year', { exact: true }).selectOption('2025');
      await page.getByLabel(lang === 'np' ? 'महिना' : 'Month', { exact: true }).selectOption('4');
      await page.getByLabel(lang === 'np' ? 'गते' : 'Day', { exact: true }).selectOption('14');
      await page.getByRole('button', { name: lang === 'np' ? 'परिवर्तन गर्नुहोस्' : 'Convert' }).click();
      await expect(page.getByTestId('conv-bs')).toHaveText(lang === 'np' ? '२०८२ बैशाख १' : '1 Baisakh 2082');

      // NS → BS (a GET URL the form also produces).
      await page.goto('/nepali-to-english-date-converter?base=NS&year=1144&month=12&day=29');
      await expect(page.getByTestId('conv-bs')).toHaveText(
        lang === 'np' ? '२०८१ कार्तिक १५' : '15 Kartik 2081',
      );

      // A date that does not exist.
      await page
        .getByLabel(lang === 'np' ? 'कुन पात्रोको मिति' : 'Convert from', { exact: true })
        .selectOption('AD');
      await page.getByLabel(lang === 'np' ? 'साल' : 'Year', { exact: true }).selectOption('2023');
      await page.getByLabel(lang === 'np' ? 'महिना' : 'Month', { exact: true }).selectOption('2');
      await page.getByLabel(lang === 'np' ? 'गते' : 'Day', { exact: true }).selectOption('30');
      await page.getByRole('button', { name: lang === 'np' ? 'परिवर्तन गर्नुहोस्' : 'Convert' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        lang === 'np' ? '२०२३-०२-३० (ई.सं.) मिति अस्तित्वमा छैन।' : '2023-02-30 (AD) does not exist.',
      );
      await expect(page.locator('.converter-result')).toHaveCount(0);
      await calShot(page, testInfo, `converter-missing-${lang}`);
      expect(problems, 'console errors').toEqual([]);
    });

    test('government holidays of a year, with year navigation', async ({ page }, testInfo) => {
      await page.goto('/government-holiday?year=2081');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'np' ? 'वि.सं. २०८१ का सरकारी बिदा' : 'Government holidays of BS 2081',
      );
      const table = page.getByRole('table');
      await expect(
        table.getByRole('rowheader', { name: lang === 'np' ? 'लक्ष्मी पूजा' : 'Laxmi Puja' }),
      ).toBeVisible();
      await expect(
        table.getByRole('rowheader', { name: lang === 'np' ? 'गणतन्त्र दिवस' : 'Republic Day' }),
      ).toBeVisible();
      await expect(table).toContainText(lang === 'np' ? 'सीमित बिदा' : 'Restricted holiday');
      await expect(table).toContainText(lang === 'np' ? 'राष्ट्रिय बिदा' : 'National holiday');
      await calShot(page, testInfo, `holidays-${lang}`);
      await page.getByRole('link', { name: lang === 'np' ? /अर्को वर्ष/ : /Next year/ }).click();
      await expect(page).toHaveURL(/year=2082$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lang === 'np' ? '२०८२' : '2082');
      await page.getByRole('link', { name: lang === 'np' ? /अघिल्लो वर्ष/ : /Previous year/ }).click();
      await expect(page).toHaveURL(/year=2081$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lang === 'np' ? '२०८१' : '2081');
      // A holiday links to its day.
      await table.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/calendar\/bs\/2081-01-01$/);
    });

    test('suva sait by month and category, and the empty state', async ({ page }, testInfo) => {
      await page.goto('/suva-sait?year=2083&month=8');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'np' ? 'शुभ साइत र मुहूर्त' : 'Suva Sait and Muhurta',
      );
      await expect(page.locator('.sait-group').first()).toBeVisible();
      await calShot(page, testInfo, `sait-${lang}`);
      await page.getByLabel(lang === 'np' ? 'कार्य' : 'Occasion', { exact: true }).selectOption('bibaha');
      await expect(page).toHaveURL(/category=bibaha/);
      await expect(page.locator('.sait-group')).toHaveCount(1);
      await page.getByLabel(lang === 'np' ? 'महिना' : 'Month', { exact: true }).selectOption('5');
      await expect(page).toHaveURL(/month=5/);
      await expect(page.getByRole('status')).toHaveText(
        lang === 'np' ? 'कुनै शुभ साइत वा मुहूर्त भेटिएन' : 'No Suva Sait or Muharat found',
      );
    });
  });
}
