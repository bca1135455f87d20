/**
 * The election pages (spec §2 /election; ADR 171): the 2082 result from the shipped Election
 * Commission files — drill-down province → district → constituency, the winner marked, 2079
 * beside it, search in both scripts. Nepali at phone width, English at desktop width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { setPrefs, shot, watchConsole } from './helpers';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

test(
  'Nepali on a phone: tally, drill-down to Jhapa-5 with the winner marked and 2079 beside it, search in Devanagari',
  {
    tag: '@phone',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'np' });
    const errors = watchConsole(page);
    const response = await page.goto('/election');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रतिनिधि सभा निर्वाचन २०८२: नतिजा');
    // The seat chart names every party's seats for screen readers; the table beside it has the numbers.
    await expect(page.getByRole('img', { name: /राष्ट्रिय स्वतन्त्र पार्टी १२५, नेपाली काँग्रेस १८/ })).toBeVisible();
    const seats = page.getByRole('table', { name: 'दलअनुसार प्रत्यक्ष सिट र मत, २०७९ सँग' });
    await expect(seats.getByRole('row', { name: /राष्ट्रिय स्वतन्त्र पार्टी/ })).toContainText('१२५');
    await expect(page.getByText('समानुपातिक प्रणालीका ११० सिटको नतिजा यी फाइलमा छैन')).toBeVisible();
    await expect(page.getByText(/स्रोत: निर्वाचन आयोग, नेपाल/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'election-np');

    await page.getByRole('link', { name: 'कोशी प्रदेश' }).click();
    await expect(page).toHaveURL(/\/election\/province\/1$/);
    await page.getByRole('link', { name: 'झापा', exact: true }).click();
    await expect(page).toHaveURL(/\/election\/district\/jhapa$/);
    await page.getByRole('link', { name: 'झापा-५' }).click();
    await expect(page).toHaveURL(/\/election\/constituency\/4-5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('झापा-५');
    const now = page.getByRole('table', { name: 'झापा-५: २०८२ का सबै उम्मेदवार, मतक्रमअनुसार' });
    const winner = now.getByRole('row').filter({ hasText: 'निर्वाचित' });
    await expect(winner).toHaveCount(1);
    await expect(winner).toContainText('वालेन्द्र शाह');
    await expect(winner).toContainText('६८,३४८');
    await expect(winner).toContainText('घण्टी');
    const before = page.getByRole('table', { name: 'झापा-५: २०७९ का उम्मेदवार, मतक्रमअनुसार' });
    await expect(before.getByRole('row').filter({ hasText: 'निर्वाचित' })).toContainText('५२,३१९');
    await expect(page.getByText(/यो सिट .* बाट राष्ट्रिय स्वतन्त्र पार्टी मा गयो/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'election-constituency-np');

    await page.getByLabel('उम्मेदवार, दल वा ठाउँ खोज्नुहोस्').fill('बालेन्द्र शाह');
    await page.getByRole('button', { name: 'खोज्नुहोस्' }).click();
    await expect(page).toHaveURL(/\/election\/search\?q=/);
    await expect(page.locator('.el-hit').first()).toContainText('वालेन्द्र शाह');
    await expect(page.locator('.el-hit').first()).toContainText('झापा-५');
    await shot(page, testInfo, 'election-search-np');
    expect(errors).toEqual([]);
  },
);

test(
  'English on a desktop: search in Latin script, the constituency, the swing, a bad place is a 404',
  {
    tag: '@desktop',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'en' });
    const errors = watchConsole(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Election', exact: true }).click();
    await expect(page).toHaveURL(/\/election$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'House of Representatives election 2082: results',
    );
    const seats = page.getByRole('table', {
      name: 'First-past-the-post seats and votes by party, with 2079',
    });
    await expect(seats.getByRole('row', { name: /Nepali Congress/ })).toContainText(/18.*57/);
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'election-en');

    await page.getByLabel('Search a candidate, party or place').fill('Balendra Shah');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: "Balendra Shah"');
    await page.locator('.el-hit').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/election\/constituency\/4-5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jhapa-5');
    await expect(
      page.getByText('This seat went from CPN (Unified Marxist–Leninist) to Rastriya Swatantra Party.'),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Where you are in the election results' }),
    ).toContainText('Koshi Province');
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'election-constituency-en');

    await page.goto('/election/search?q=Jhapa%205');
    await expect(page.locator('.el-hit').first().getByRole('link')).toHaveText('Jhapa-5');

    const missing = await page.goto('/election/constituency/4-9');
    expect(missing?.status()).toBe(404);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  },
);
