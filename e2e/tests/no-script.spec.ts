import { expect, type Page, test } from '@playwright/test';
import { STATIC_PAGES, setPrefs } from './helpers';
import { publishedCalendar } from './published-calendar';

/**
 * Every public page with JavaScript off (project `no-script`; ADR 081): the server
 * HTML is the whole page, links and GET forms carry the state. Published facts: BS 2081-07-15 =
 * AD 2024-10-31 (Thursday), Laxmi Puja, a public holiday.
 */

async function expectPage(page: Page, path: string, heading: RegExp | string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The page is complete without script: header, main and footer, and no script ran.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
}

test.beforeEach(async ({ context, baseURL }) => setPrefs(context, baseURL, { lang: 'en' }));

test('home and the calendar: month, steps, day dialog, panchanga, year, AD month', async ({ page }) => {
  await expectPage(page, '/', /Today/);
  await expect(page.locator('.cal-grid, table').first()).toBeVisible();

  await expectPage(page, '/calendar/bs/2081-07', /Kartik 2081/);
  // The next-month link is a plain link.
  await page.locator('a[href="/calendar/bs/2081-08"]').first().click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-08$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Mangsir 2081/);

  // A day cell opens the day dialog as its own URL, rendered by the server.
  await page.goto('/calendar/bs/2081-07');
  await page.locator('a[href="/calendar/bs/2081-07-15"]').first().click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('31 October 2024');
  await expect(dialog).toContainText('Laxmi Puja');
  // Closing is a link back to the month.
  await dialog.locator('a[href="/calendar/bs/2081-07"]').first().click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The dialog's panes are links the server opens: an event's detail, the government holiday,
  // the month picker, and adding an event (which needs script and says so, no endless "Loading").
  await page.goto('/calendar/bs/2081-07-15');
  await dialog
    .getByRole('link', { name: /Laxmi Puja/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15\?pane=event-\d+$/);
  await expect(dialog.getByRole('heading', { level: 3 })).toContainText('Laxmi Puja');
  await dialog.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15$/);
  await dialog.getByRole('link', { name: 'Government holiday' }).click();
  await expect(dialog.getByText('This day is a public holiday.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Back' }).click();
  await dialog.getByRole('link', { name: 'Go to a month' }).click();
  await expect(dialog.locator('.month-picker')).toBeVisible();
  await dialog.getByRole('link', { name: 'Back' }).click();
  await dialog.getByRole('link', { name: 'Add event' }).click();
  await expect(dialog.getByText(/^Adding your own events needs JavaScript/)).toBeVisible();
  await expect(dialog.getByText('Loading…')).toBeHidden();
  // A pane the day does not have opens the list.
  await page.goto('/calendar/bs/2081-07-15?pane=event-99');
  await expect(dialog.locator('.day-events')).toBeVisible();

  await page.goto('/calendar/bs/2081-07-15/panchanga');
  await expect(page.getByRole('dialog')).toContainText(/Sunrise/);
  // The city is a GET form.
  await page.getByRole('dialog').locator('select[name="city"]').selectOption({ index: 1 });
  await page.getByRole('dialog').locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2081-07-15\/panchanga\?city=/);
  await expect(page.getByRole('dialog')).toContainText(/Sunrise/);

  await expectPage(page, '/calendar/bs/2081', /2081/);
  await expect(page.locator('a[href="/calendar/bs/2081-07"]').first()).toBeVisible();
  await expectPage(page, '/calendar/ad/2024-10', /October 2024/);

  // The month picker is a GET form the server redirects to the month.
  await page.goto('/calendar/bs/2081-07');
  await page.locator('form.month-picker select[name="year"]').first().selectOption('2080');
  await page.locator('form.month-picker select[name="month"]').first().selectOption('1');
  await page.locator('form.month-picker button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/calendar\/bs\/2080-01$/);
});

test("the header's More menu opens without script and its links work", async ({ page }) => {
  await expectPage(page, '/', /Today/);
  const more = page.locator('.more-menu');
  const forex = more.getByRole('link', { name: 'Forex' });
  await expect(forex).toBeHidden();
  await more.getByRole('button').click();
  await expect(forex).toBeVisible();
  await forex.click();
  await expect(page).toHaveURL(/\/forex$/);
});

test('converter, holidays and suva sait work through their GET forms', async ({ page }) => {
  await expectPage(page, '/nepali-to-english-date-converter', 'Date Converter');
  await page.getByLabel('Convert from', { exact: true }).selectOption('BS');
  await page.getByLabel('Year', { exact: true }).selectOption('2081');
  await page.getByLabel('Month', { exact: true }).selectOption('7');
  await page.getByLabel('Day', { exact: true }).selectOption('15');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page).toHaveURL(/base=BS&year=2081&month=7&day=15/);
  await expect(page.getByTestId('conv-ad')).toHaveText('31 October 2024');

  await expectPage(page, '/government-holiday', /Holidays/i);
  await expectPage(page, '/government-holiday?year=2081', /2081/);
  await expect(page.locator('main')).toContainText('Laxmi Puja');

  await expectPage(page, '/suva-sait?year=2083&month=8', 'Suva Sait and Muhurta');
  await page.getByLabel('Occasion', { exact: true }).selectOption('bibaha');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/category=bibaha/);
  await expect(page.locator('.sait-group')).toHaveCount(1);
});

test('static pages, a not-found page, the language link, and Nepali', async ({ page, context, baseURL }) => {
  for (const path of [...STATIC_PAGES, '/deletion', '/facebook-data-deletion-instructions']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toHaveLength(0);
  }
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The language link sets the cookie and comes back to the same page.
  await expectPage(page, '/about', 'About Patro');
  await page.locator('.lang-toggle').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पात्रोको बारेमा');

  await setPrefs(context, baseURL, { lang: 'np' });
  await expectPage(page, '/calendar/bs/2081-07', /कार्तिक २०८१/);
});

test('markets and rashifal pages are whole without script', async ({ page }) => {
  for (const path of [
    '/forex',
    '/gold-price-nepal',
    '/petrol-price',
    '/vegetables',
    '/nepali-rashifal',
    '/nepali-rashifal/weekly',
    '/nepali-rashifal/daily/aries',
  ]) {
    await expectPage(page, path, /\S/);
    expect(await page.locator('main').innerText(), path).not.toHaveLength(0);
  }
  // The forex converter is a GET form: the amount and currency travel in the URL.
  await page.goto('/forex');
  const form = page.locator('form[method="get"]').first();
  await expect(form).toBeAttached();
});

test('news and radio without JavaScript: GET forms, station pages and the stream link', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('link', { name: 'Top stories' }).click();
  await expect(page).toHaveURL(/category=tops/);
  await page.goto('/nepali-radio');
  await page.getByLabel('Search radio').fill('kantipur');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=kantipur/);
  await page.getByRole('link', { name: /Radio Kantipur/ }).click();
  await expect(page).toHaveURL(/\/nepali-radio\/radio-kantipur$/);
  await expect(page.getByRole('link', { name: 'Open the stream directly' })).toHaveAttribute(
    'href',
    'https://radio-broadcast.ekantipur.com/stream',
  );
});

// Election (ADR 171): every level of the drill-down and the search form work without script.
test('election without JavaScript: drill-down by links and search by GET form', async ({ page }) => {
  for (const path of [
    '/election',
    '/election/province/1',
    '/election/district/jhapa',
    '/election/constituency/4-5',
    '/election/search?q=Balendra',
  ]) {
    await expectPage(page, path, /\S/);
  }
  await page.goto('/election');
  await page.getByRole('link', { name: 'Koshi Province' }).click();
  await page.getByRole('link', { name: 'Jhapa', exact: true }).click();
  await page.getByRole('link', { name: 'Jhapa-5' }).click();
  await expect(page).toHaveURL(/\/election\/constituency\/4-5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jhapa-5' })).toBeVisible();
  await page.getByLabel('Search a candidate, party or place').fill('झापा-५');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/election\/search\?q=/);
  await expect(page.getByRole('link', { name: 'Jhapa-5' })).toBeVisible();
});

test('sports without JavaScript: World Cup views by link, a match, a cricket scorecard', async ({ page }) => {
  await expectPage(page, '/sports', 'Sports');
  await expectPage(page, '/sports/worldcup', 'FIFA World Cup 2026');
  await page.getByRole('link', { name: 'Group tables' }).click();
  await expect(page).toHaveURL(/view=groups/);
  await page.getByRole('link', { name: '2022', exact: true }).click();
  await expect(page).toHaveURL(/year=2022&view=groups/);
  await expect(page.locator('table[data-group="A"] tbody tr').first()).toContainText('Netherlands');
  await expectPage(page, '/sports/worldcup/2022/matches/2022-12-18-arg-fra', /Argentina/);
  await expectPage(page, '/sports/cricket', 'Nepal cricket');
  await expectPage(page, '/sports/cricket/matches/1388398', /Nepal v India/);
  await expectPage(page, '/sports/cricket-widgets', 'Nepal cricket widget');
});

test('a published organisation calendar: its month, the next month by link, Subscribe as a log-in link', async ({
  page,
}) => {
  const { path } = await publishedCalendar('Notice board');
  await expectPage(page, `${path}?base=bs&year=2082&month=9`, /Notice board/);
  await expect(page.getByText('Published by Notice board School')).toBeVisible();
  await expect(page.getByText('Parents day').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in or sign up to subscribe' })).toBeVisible();
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/[?&]year=2082&month=10/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Notice board/);
});

test('support pages without script: the forms post and answer, the FAQ search, apps, policies, /form', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/apps', 'Our Apps'],
    ['/radio-privacy-policy', 'Radio privacy policy'],
    ['/keyboard-privacy-policy', 'Keyboard privacy policy'],
    ['/marketplace/faq', 'Payments: frequently asked questions'],
  ] as const) {
    await expectPage(page, path, heading);
  }
  await expectPage(page, '/faq', 'Frequently asked questions');
  await page.getByLabel('Search the questions').fill('paste');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/faq\?q=paste$/);
  await expect(page.locator('.faq-item summary')).toHaveText(['Can I put the calendar on my own website?']);

  // The contact form posts to its page; the server names the field at fault and keeps the rest.
  await expectPage(page, '/contact', 'Contact us');
  await page.getByLabel('Full name').fill('Gita Rai');
  await page.getByLabel('Email').fill('gita-noscript@example.org');
  await page.getByLabel('Title').fill('Press');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#support-message-error')).toHaveText(
    'Write your message (10 to 4000 characters)',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Gita Rai');
  await page
    .getByLabel('Message', { exact: false })
    .fill('A question from a newspaper about the holidays list.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Message sent successfully');

  // /form: the same form, no header or footer.
  const form = await page.goto('/form');
  expect(form?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback Form');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Gita Rai');
  await page.getByLabel('Email').fill('gita-noscript@example.org');
  await page.getByLabel('Title').fill('Widget');
  await page.getByLabel('Feedback', { exact: false }).fill('The month widget is very useful on our site.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Feedback sent successfully');
});
