/**
 * Personal calendars and events in the browser (ADR 063–067): sign in → create a calendar
 * → a yearly BS birthday → it shows on the same BS day the next year, in the calendar's colour,
 * on the AD date the published calendar gives → edit one occurrence (only that one changes) →
 * add an event from the day dialog → delete the series → sign out: no personal events remain.
 * Also: the visitor's "add event" prompt, reordering and hiding calendars, and screenshots of
 * /my-calendars, the event form and a month with user events (390 and 1280 px, np/en,
 * light/dark) in e2e/artifacts.
 *
 * Published day data (packages/calendar/test/fixtures/published/official) covers BS 2082, so the birthday starts
 * on Asoj 12, 2081 and is checked on Asoj 12, 2082 against bs-2082.json.
 */

import { readFileSync } from 'node:fs';
import { type BrowserContext, expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import {
  API_URL,
  ARTIFACTS,
  type Lang,
  logOutVia,
  rgbOf,
  setPrefs,
  signUpVerified,
  type Theme,
  watchConsole,
} from './helpers';

// The API shares two cores with the browser and the web server: writes can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = ARTIFACTS;
// The published calendar committed with the engine's golden tests, not the engine.
const PUBLISHED_DIR = new URL('../../packages/calendar/test/fixtures/published/official/', import.meta.url);
const PASSWORD = 'correct horse battery';

const TEXT = {
  np: {
    email: 'इमेल',
    password: 'पासवर्ड',
    loginSubmit: 'लगइन गर्नुहोस्',
    avatar: (name: string) => `खाता मेनु: ${name}`,
    logout: 'लगआउट',
    newCalendar: 'नयाँ पात्रो',
    name: 'नाम',
    createCalendar: 'पात्रो बनाउनुहोस्',
    create: 'कार्यक्रम बनाउनुहोस्',
    title: 'शीर्षक',
    edit: 'कार्यक्रम सम्पादन',
    save: 'सुरक्षित गर्नुहोस्',
    delete: 'हटाउनुहोस्',
    thisEvent: 'यो कार्यक्रम मात्र',
    series: 'शृङ्खलाका सबै कार्यक्रम',
    addEvent: 'कार्यक्रम थप्नुहोस्',
    moveUp: (name: string) => `${name} माथि सार्नुहोस्`,
    selectPrompt: 'कुनै पात्रो छानिएको छैन',
    loginPrompt: 'Please login or signup to create your own events',
    empty: 'यस पात्रोमा कुनै कार्यक्रम राखिएको छैन।',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    loginSubmit: 'Log in',
    avatar: (name: string) => `Account menu: ${name}`,
    logout: 'Log Out',
    newCalendar: 'New calendar',
    name: 'Name',
    createCalendar: 'Create calendar',
    create: 'Create event',
    title: 'Title',
    edit: 'Edit event',
    save: 'Save',
    delete: 'Delete',
    thisEvent: 'This event',
    series: 'All events in the series',
    addEvent: 'Add event',
    moveUp: (name: string) => `Move ${name} up`,
    selectPrompt: 'No calendar is selected',
    loginPrompt: 'Please login or signup to create your own events',
    empty: 'There are no events stored in this calendar.',
  },
} as const;

const langOf = (testInfo: TestInfo): Lang => (testInfo.project.name === 'phone' ? 'np' : 'en');

/** The AD date the published calendar gives a BS date (not the engine's answer). */
function publishedAd(bs: string): string {
  const year = bs.slice(0, 4);
  const data = JSON.parse(readFileSync(new URL(`bs-${year}.json`, PUBLISHED_DIR), 'utf8')) as {
    days: { bs: string; ad: string }[];
  };
  const day = data.days.find((d) => d.bs === bs);
  if (!day) throw new Error(`${bs} is not in the published data`);
  return day.ad;
}

let counter = 0;

async function signedIn(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  lang: Lang,
  testInfo: TestInfo,
) {
  await setPrefs(context, baseURL, { lang, theme: 'light' });
  const fullName = 'Gita Shrestha';
  counter += 1;
  const email = `mycal-${testInfo.project.name}-${Date.now().toString(36)}-${counter}@example.com`;
  await signUpVerified({ fullName, email, password: PASSWORD });
  const t = TEXT[lang];
  await page.goto('/login?redirect=%2Fmy-calendars');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
  await expect(page.getByRole('button', { name: t.avatar(fullName) })).toBeVisible();
  await expect(page).toHaveURL(/\/my-calendars$/);
  return { fullName, email };
}

async function createCalendar(page: Page, lang: Lang, name: string, colourIndex: number) {
  const t = TEXT[lang];
  await page.getByRole('button', { name: t.newCalendar, exact: true }).click();
  const form = page.locator('.new-calendar form');
  await form.getByLabel(t.name, { exact: true }).fill(name);
  // Colour swatches are a radio group: arrow keys move the choice.
  await form.locator('input[type=radio]').first().focus();
  for (let i = 0; i < colourIndex; i++) await page.keyboard.press('ArrowRight');
  await form.getByRole('button', { name: t.createCalendar }).click();
  await expect(page.locator('.calendar-list .calendar-name', { hasText: name })).toBeVisible();
}

/** Picks a date in the event form's BS/AD selects. */
async function pickDate(page: Page, scope: string, date: string) {
  const [y, m, d] = date.split('-').map(Number);
  const fieldset = page.locator(scope).locator('.date-selects').first();
  await fieldset.locator('select').nth(0).selectOption(String(y));
  await fieldset.locator('select').nth(1).selectOption(String(m));
  await fieldset.locator('select').nth(2).selectOption(String(d));
}

async function themed(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  lang: Lang,
  theme: Theme,
) {
  await setPrefs(context, baseURL, { lang, theme });
  await page.evaluate(
    (prefs) => {
      localStorage.setItem('theme', prefs.theme);
      localStorage.setItem('lang', prefs.lang);
    },
    { lang, theme },
  );
}

/** Drags a calendar's handle onto the last row with the mouse; the order must become `expected`. */
async function dragBelow(page: Page, name: string, expected: string[]) {
  const names = page.locator('.calendar-list .calendar-name');
  const handle = page.locator('.calendar-list > li', { hasText: name }).locator('.drag-handle');
  const target = page.locator('.calendar-list > li').last();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 10, { steps: 8 });
  await page.mouse.up();
  await expect(names).toHaveText(expected);
  await page.reload();
  await expect(names).toHaveText(expected);
}

test.describe('my calendars', () => {
  test('a visitor who adds an event is asked to log in, with a way back to the day', async ({
    page,
    context,
    baseURL,
  }) => {
    await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
    await page.goto('/calendar/bs/2082-06-12');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: TEXT.en.addEvent }).click();
    await expect(dialog.getByText(TEXT.en.loginPrompt)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/calendar/bs/2082-06-12')}`,
    );
    await page.goto('/my-calendars');
    await expect(page.getByText(TEXT.en.loginPrompt)).toBeVisible();
  });

  test('calendar → yearly BS birthday → next year on the same BS day → edit one → delete the series → sign out', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    const problems = watchConsole(page);
    const { fullName } = await signedIn(page, context, baseURL, lang, testInfo);
    const tag = testInfo.project.name;

    // A calendar of its own colour.
    await createCalendar(page, lang, `Family ${tag}`, 5);
    const family = page.locator('.calendar-list > li', { hasText: `Family ${tag}` });
    const colour = await family.locator('.calendar-toggle svg circle').getAttribute('fill');
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);

    // A yearly birthday on Asoj 12, 2081 BS.
    await page.goto('/my-calendars/create-event');
    const form = page.locator('form.event-form');
    await form.getByRole('radio', { name: `Family ${tag}` }).check();
    await form.getByLabel(t.title, { exact: true }).fill(`Aama birthday ${tag}`);
    await pickDate(page, 'form.event-form', '2081-06-12');
    await form.locator('select[name=frequency]').selectOption('yearly');
    await form.locator('select[name=eventType]').selectOption('birthday');
    await form.locator('input[name=reminders][value="1440"]').check();
    await form.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Event created successfully' })).toBeVisible();

    // Next year, same BS day: in the calendar's colour, on the AD date the published calendar gives.
    await page.goto('/calendar/bs/2082-06');
    const cell = page.locator('a.cal-day-link[data-iso="2082-06-12"]');
    await expect(cell).toHaveAttribute('data-ad', publishedAd('2082-06-12'));
    await expect(cell.locator('.cal-day-mine .mine-dots i')).toHaveCSS('background-color', rgbOf(colour!));
    await expect(cell).toContainText(`Aama birthday ${tag}`);
    // Nothing on the neighbouring day.
    await expect(page.locator('a.cal-day-link[data-iso="2082-06-13"] .cal-day-mine')).toHaveCount(0);
    // Screenshots of the month with the user's event: both languages, both themes.
    for (const shotLang of ['np', 'en'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await themed(page, context, baseURL, shotLang, theme);
        await page.goto('/calendar/bs/2082-06');
        await expect(page.locator('.cal-day-mine')).toHaveCount(1);
        await page.screenshot({
          path: `${SHOTS}/mycal-month-${tag}-${shotLang}-${theme}.png`,
          fullPage: false,
        });
      }
    }
    await themed(page, context, baseURL, lang, 'light');

    // Edit that one occurrence from the day dialog.
    await page.goto('/calendar/bs/2082-06-12');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(`Aama birthday ${tag}`) }).click();
    await expect(dialog.locator('.detail-list')).toContainText(`Family ${tag}`);
    await dialog.getByRole('button', { name: t.edit }).click();
    await expect(dialog.getByRole('radio', { name: t.thisEvent })).toBeChecked();
    await dialog.getByLabel(t.title, { exact: true }).fill(`Aama 70 ${tag}`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Event updated successfully' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`Aama 70 ${tag}`) })).toBeVisible();
    // Only that one: the year after still has the series' title.
    await page.goto('/calendar/bs/2083-06');
    await expect(page.locator('a.cal-day-link[data-iso="2083-06-12"]')).toContainText(`Aama birthday ${tag}`);
    await expect(page.locator('a.cal-day-link[data-iso="2081-06-12"]')).toHaveCount(0);
    await page.goto('/calendar/bs/2081-06');
    await expect(page.locator('a.cal-day-link[data-iso="2081-06-12"]')).toContainText(`Aama birthday ${tag}`);

    // Add an event from the day dialog (defaults to this day).
    await page.goto('/calendar/bs/2083-06-20');
    await dialog.getByRole('link', { name: t.addEvent }).click();
    await dialog.getByRole('radio', { name: `Family ${tag}` }).check();
    await dialog.getByLabel(t.title, { exact: true }).fill(`Picnic ${tag}`);
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Event created successfully' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`Picnic ${tag}`) })).toBeVisible();

    // Delete the whole series from another occurrence.
    await page.goto('/calendar/bs/2083-06-12');
    await dialog.getByRole('button', { name: new RegExp(`Aama birthday ${tag}`) }).click();
    await dialog.getByRole('button', { name: t.edit }).click();
    await dialog.getByRole('button', { name: t.delete, exact: true }).click();
    await dialog.getByRole('button', { name: t.series }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Event deleted successfully' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Aama/ })).toHaveCount(0);
    await page.goto('/calendar/bs/2082-06');
    await expect(page.locator('.cal-day-mine')).toHaveCount(0);
    await expect(page.getByText(/Aama/)).toHaveCount(0);

    // Signed out: the public month only.
    await page.goto('/calendar/bs/2083-06');
    await expect(page.locator('a.cal-day-link[data-iso="2083-06-20"]')).toContainText(`Picnic ${tag}`);
    await page.getByRole('button', { name: t.avatar(fullName) }).click();
    await logOutVia(page, page.getByRole('button', { name: t.logout }));
    await expect(page.getByRole('button', { name: t.avatar(fullName) })).toHaveCount(0);
    await page.goto('/calendar/bs/2083-06');
    await expect(page.locator('a.cal-day-link[data-iso="2083-06-01"]')).toBeVisible();
    await expect(page.locator('.cal-day-mine')).toHaveCount(0);
    await expect(page.getByText(`Picnic ${tag}`)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('reorder with the keyboard, hide every calendar, details of an empty calendar; screenshots', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    const problems = watchConsole(page);
    await signedIn(page, context, baseURL, lang, testInfo);
    await createCalendar(page, lang, 'Office', 2);
    const names = page.locator('.calendar-list .calendar-name');
    const before = await names.allTextContents();
    expect(before.at(-1)).toBe('Office');

    // Move up with the keyboard; the order is saved (it survives a reload).
    await page.getByRole('button', { name: t.moveUp('Office') }).focus();
    await page.keyboard.press('Enter');
    await expect(names).toHaveText([...before.slice(0, -2), 'Office', before.at(-2)!]);
    await page.reload();
    await expect(names).toHaveText([...before.slice(0, -2), 'Office', before.at(-2)!]);

    // Drag the handle with the pointer: Office goes back
    // below the default calendar.
    await dragBelow(page, 'Office', before);

    // Every calendar hidden: the spec §8 prompt.
    for (const box of await page.locator('.calendar-list input[type=checkbox]').all()) await box.uncheck();
    await expect(page.getByText(t.selectPrompt)).toBeVisible();
    await page.reload();
    await expect(page.getByText(t.selectPrompt)).toBeVisible();
    for (const box of await page.locator('.calendar-list input[type=checkbox]').all()) await box.check();

    // An empty calendar's page.
    await page.locator('.calendar-list > li', { hasText: 'Office' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/my-calendars\/details\/\d+$/);
    await expect(page.getByText(t.empty)).toBeVisible();

    // Screenshots: this project's width, both languages, both themes.
    await page.goto('/my-calendars/create-event');
    await page.locator('form.event-form select[name=frequency]').selectOption('yearly');
    for (const shotLang of ['np', 'en'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await themed(page, context, baseURL, shotLang, theme);
        for (const [name, path] of [
          ['list', '/my-calendars'],
          ['form', '/my-calendars/create-event'],
        ] as const) {
          await page.goto(path);
          await expect(page.locator(name === 'list' ? '.calendar-list' : 'form.event-form')).toBeVisible();
          await page.screenshot({
            path: `${SHOTS}/mycal-${name}-${testInfo.project.name}-${shotLang}-${theme}.png`,
            fullPage: true,
          });
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** JSON call to the API as the signed-up user (the browser keeps its token to itself). */
async function apiAs<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, API_URL), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// Phone only: the reminder is due at the next whole minute, so each run waits up to a minute; the
// bell is the same at every width (its layout is checked by the shell's width sweep).
test(
  'an event reminder reaches the bell of a signed-in page, once',
  { tag: '@phone' },
  async ({ page, context, baseURL }, testInfo) => {
    const lang = langOf(testInfo);
    const { email } = await signedIn(page, context, baseURL, lang, testInfo);
    const { access_token: token } = await apiAs<{ access_token: string }>(null, 'POST', '/users/login', {
      username: email,
      password: PASSWORD,
    });
    const { data } = await apiAs<{ data: { calendars: { id: number; default_calendar: number }[] } }>(
      token,
      'GET',
      '/users/calendars',
    );
    const calendarId = data.calendars.find((c) => c.default_calendar === 1)?.id ?? data.calendars[0]!.id;

    // An event starting at the next minute in Kathmandu (UTC+05:45), with a reminder at its start:
    // due within a minute (a reminder already past when the event is made is not sent).
    test.setTimeout(150_000);
    const kathmandu = new Date(Date.now() + (345 + 1) * 60_000).toISOString();
    const title = `Call Hajurba ${testInfo.project.name}`;
    await apiAs(token, 'POST', '/events', {
      calendar_id: calendarId,
      title,
      base: 'AD',
      date: kathmandu.slice(0, 10),
      all_day: false,
      start_time: kathmandu.slice(11, 16),
      repeat: { frequency: 'none' },
      reminders: [0],
    });

    // The reminder job (every 2 s in this suite) writes the notification …
    await expect
      .poll(async () => (await apiAs<{ data: unknown[] }>(token, 'GET', '/notifications')).data.length, {
        timeout: 90_000,
        intervals: [2_000],
      })
      .toBe(1);
    // … and the next page load puts it in the bell and marks it read on the server.
    await page.goto('/');
    const bell = page.locator('.bell-button');
    await expect(bell).toHaveAttribute('aria-label', lang === 'en' ? 'Notifications (1 new)' : /१/);
    await bell.click();
    await expect(page.locator('.notification-list li', { hasText: title })).toHaveCount(1);
    await expect
      .poll(
        async () =>
          (await apiAs<{ data: { read: boolean }[] }>(token, 'GET', '/notifications')).data[0]?.read,
      )
      .toBe(true);
    // Another page load does not add it again.
    await page.reload();
    await page.locator('.bell-button').click();
    await expect(page.locator('.notification-list li', { hasText: title })).toHaveCount(1);
  },
);

test(
  'a default calendar the reader hides leaves their month pages; a visitor still sees it',
  { tag: '@desktop' },
  async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    // Which default calendar carries International Women’s Day (BS 2081-11-24, published data).
    const visitorMonth = await apiAs<{
      data: {
        calendars: { id: number; name: string }[];
        events: Record<string, Record<string, Record<string, { events: { jci: number; jtl: string }[] }>>>;
      };
    }>(null, 'GET', '/calendars?calendar_type=BS&year=2081&month=11&lang=en');
    const womensDay = visitorMonth.data.events['2081']!['11']!['24']!.events.find(
      (e) => e.jtl === 'International Women’s Day',
    )!;
    const calendarName = visitorMonth.data.calendars.find((c) => c.id === womensDay.jci)!.name;

    await signedIn(page, context, baseURL, 'en', testInfo);
    const dayPage = '/calendar/bs/2081-11-24';
    await page.goto(dayPage);
    await expect(page.getByRole('dialog').getByText('International Women’s Day')).toBeVisible();

    await page.goto('/my-calendars/configure');
    const toggle = page
      .locator('section[aria-labelledby=cfg-defaults] label', { hasText: calendarName })
      .getByRole('checkbox');
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    // The choice reaches the cookie the server renders calendar pages by.
    await expect
      .poll(() => page.evaluate(() => /(?:^|; )patro_calendar_view=[01]_([\d-]*)/.exec(document.cookie)?.[1]))
      .toMatch(new RegExp(`(^|-)${womensDay.jci}(-|$)`));
    await page.goto(dayPage);
    await expect(page.getByRole('dialog').getByText('International Women’s Day')).toHaveCount(0);

    // Signed out, the page is the visitor's again.
    await page.goto('/');
    await page.getByRole('button', { name: TEXT.en.avatar('Gita Shrestha') }).click();
    await logOutVia(page, page.getByRole('button', { name: TEXT.en.logout }));
    await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
    await page.goto(dayPage);
    await expect(page.getByRole('dialog').getByText('International Women’s Day')).toBeVisible();
  },
);
