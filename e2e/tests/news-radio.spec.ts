/**
 * News and radio pages (ADR 130–133). The e2e API has no internet: /news shows its "nothing fetched
 * yet" state (never invented headlines) and the radio directory is the recorded station list,
 * since a check in which no stream answers hides nothing (ADR 132).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { setPrefs, shot, visibleText, watchConsole } from './helpers';

test('the top bar’s News and Radio lead to their pages, not a 404', { tag: '@desktop' }, async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'समाचार', exact: true }).first().click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'समाचार' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'रेडियो', exact: true }).first().click();
  await expect(page).toHaveURL(/\/nepali-radio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'नेपाली रेडियो' })).toBeVisible();
});

test('the phone’s bottom menu News item opens /news', { tag: '@phone' }, async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: /bottom|mobile|quick/i })
    .getByRole('link', { name: 'News' })
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
});

for (const lang of ['np', 'en'] as const) {
  test(`/news with nothing fetched says so, in ${lang}; no invented headlines`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await setPrefs(context, baseURL, { lang });
    const response = await page.goto('/news?category=tops');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    const text = await visibleText(page);
    expect(text).toContain(lang === 'np' ? 'समाचार अहिलेसम्म ल्याइएको छैन' : 'No news has been fetched yet');
    await expect(page.locator('.news-item')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: lang === 'np' ? 'मुख्य समाचार' : 'Top stories' }),
    ).toHaveAttribute('aria-current', 'page');
    await shot(page, testInfo, `news-${lang}`);
  });
}

test('the radio directory: grouped by province, search, “No radio found!”, station page', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  const problems = watchConsole(page);
  await page.goto('/nepali-radio');
  await expect(page.getByRole('heading', { level: 2, name: 'Koshi Province' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bagmati Province' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Radio Kantipur/ })).toHaveAttribute(
    'href',
    '/nepali-radio/radio-kantipur',
  );
  await shot(page, testInfo, 'radio-en');

  await page.getByLabel('Search radio').fill('pokhara');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=pokhara/);
  await expect(page.locator('.radio-station-name')).toHaveText([
    'Everest FM',
    'Radio Annapurna',
    'Radio Safalta',
    'Radio Sarangkot',
  ]);
  await page.goto('/nepali-radio?q=zzzz');
  await expect(page.getByText('No radio found!')).toBeVisible();

  const station = await page.goto('/nepali-radio/radio-kantipur');
  expect(station?.status()).toBe(200);
  await expect(page).toHaveTitle(/Radio Kantipur live/);
  await expect(page.getByRole('heading', { level: 1, name: 'Radio Kantipur' })).toBeVisible();
  await expect(page.locator('.radio-now-name')).toHaveText('Radio Kantipur · 96.1 MHz');
  expect(problems).toEqual([]);
  expect((await page.goto('/nepali-radio/no-such-fm'))?.status()).toBe(404);
});

test('the player keeps going while the reader moves between stations (no page load)', async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/nepali-radio');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page
    .getByRole('link', { name: /Image FM/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/nepali-radio\/image-fm$/);
  await expect(page.locator('.radio-now-name')).toHaveText('इमेज एफएम · ९७.९ मेगाहर्ज');
  await page
    .getByRole('link', { name: /Radio Candid/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/nepali-radio\/radio-candid$/);
  await expect(page.locator('.radio-now-name')).toHaveText('रेडियो क्यान्डिड · ९२.७ मेगाहर्ज');
  // Same document: the marker survived, so no navigation stopped the audio element.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // hls.js was not fetched for these plain audio streams.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  // (The chunk's own name, not any hash that happens to spell "hls".)
  expect(scripts.some((name) => /\/hls(\.light)?-[\w-]+\.js$/.test(name))).toBe(false);
});

// radio: names in both scripts, the about line, no "http" badge; plain-http stations play through the relay (ADR 158–159)
test(
  'the Nepali radio page: Devanagari names and places, the about line in plain words, no http badge',
  {
    tag: '@phone',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'np' });
    await page.goto('/nepali-radio');
    const kantipur = page.getByRole('link', { name: /रेडियो कान्तिपुर/ }).last();
    await expect(kantipur.locator('.radio-station-name')).toHaveText('रेडियो कान्तिपुर');
    await expect(kantipur.locator('.radio-station-alt')).toHaveText('Radio Kantipur');
    await expect(kantipur.locator('.radio-station-meta')).toHaveText(
      '९६.१ मेगाहर्ज · सुबिधानगर, तीनकुने, काठमाडौं, नेपाल',
    );
    await expect(page.locator('.radio-about')).toContainText(
      'स्टेसन सूची: विवेक ओलीको नेपाली रेडियो एप (लाइसेन्स उल्लेख नगरिएको)',
    );
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/github|commit|bibekoli|\bhttp\b/i);
    await expect(page.locator('.radio-badge')).toHaveCount(0);
    await shot(page, testInfo, 'radio-np');

    // Radio Nepal's stream is plain http: the station page plays it from our API's relay.
    await page.goto('/nepali-radio/radio-nepal');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('रेडियो नेपाल');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
    await page.getByRole('button', { name: 'बजाउनुहोस्' }).click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.radio-player audio')?.getAttribute('src')))
      .toMatch(/\/radios\/radio-nepal\/stream$/);
    await shot(page, testInfo, 'radio-np-station');
  },
);

test(
  'the English radio page: English names with the Devanagari beside them, the about line, no http badge',
  {
    tag: '@desktop',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await setPrefs(context, baseURL, { lang: 'en' });
    await page.goto('/nepali-radio');
    const nepal = page.getByRole('link', { name: /Radio Nepal/ }).last();
    await expect(nepal.locator('.radio-station-name')).toHaveText('Radio Nepal');
    await expect(nepal.locator('.radio-station-alt')).toHaveText('रेडियो नेपाल');
    await expect(page.locator('.radio-about')).toContainText(
      'Station list from the Nepali Radio app by Bibek Oli (no licence stated), recorded on',
    );
    expect(await page.locator('main').innerText()).not.toMatch(/github|commit|bibekoli|\bhttp\b/i);
    await expect(page.locator('.radio-badge')).toHaveCount(0);
    await shot(page, testInfo, 'radio-en-about');
  },
);

for (const [lang, theme] of [
  ['np', 'light'],
  ['en', 'dark'],
] as const) {
  test(`no axe violations on /news and the radio pages (${lang}, ${theme})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setPrefs(context, baseURL, { lang, theme });
    for (const path of ['/news', '/nepali-radio', '/nepali-radio/bbc-nepali']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        })),
        `${path} (${lang}, ${theme})`,
      ).toEqual([]);
    }
  });
}
