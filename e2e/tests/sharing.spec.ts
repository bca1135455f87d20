/**
 * Shared and organisation calendars in Chromium (issue 15, "Quality bar"):
 * 1. Family: the owner invites a family member by e-mail → the member signs up from the link and
 *    accepts → sees the shared birthday in their month → edits it as editor → the owner lowers
 *    them to viewer → the edit button is gone and the API refuses an edit → removed, the calendar
 *    disappears.
 * 2. Organisation: a school publishes a calendar → a visitor opens the public link (also with
 *    JavaScript off) and the QR code's URL → subscribes after signing up → the school adds an
 *    event → it appears in the subscriber's month and feed.
 * Both run at 1280 px in English (the flows do not depend on width); the new screens get a
 * layout check at 390 px in Nepali with screenshots in e2e/artifacts.
 */
import http from 'node:http';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { ARTIFACTS, setPrefs, watchConsole } from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? '4100'}`;
const PASSWORD = 'correct horse battery';
let counter = 0;

/** A JSON call to the API from its own loopback address (the browser's sign-up limit stays free). */
function api(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> & { [k: string]: unknown } }> {
  counter += 1;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(path, API_URL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: `127.0.2.${2 + (counter % 250)}`,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          let json = {};
          try {
            json = JSON.parse(text);
          } catch {
            json = { text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function unique(what: string): string {
  counter += 1;
  return `${what}-${Date.now().toString(36)}-${counter}@example.com`;
}

async function account(fullName: string, email = unique('share')) {
  const made = await api('POST', '/users/signup', {
    body: { full_name: fullName, email, password: PASSWORD },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return { email, fullName, token: String(made.json.access_token) };
}

async function logIn(page: Page, email: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  // By field type, so it works in either language.
  await page.locator('form input[type=email]').fill(email);
  await page.locator('form input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

async function outboxLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  const answer = await request.get(`${API_URL}/dev/outbox`, { params: { to } });
  const mails = (await answer.json()) as { to: string; links: string[] }[];
  const links = mails.filter((m) => m.to === to).flatMap((m) => m.links.filter((l) => l.includes(pathPart)));
  expect(links.length).toBeGreaterThan(0);
  return links[links.length - 1]!;
}

/** A token of a second session of the same person (the browser keeps its own in memory only). */
async function tokenOf(email: string): Promise<string> {
  const answer = await api('POST', '/users/login', { body: { username: email, password: PASSWORD } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return String(answer.json.access_token);
}

test.describe('shared calendars', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'flows run at 1280 px; 390 px has its layout check');
  });

  test('family: invite → sign up from the link and accept → month → edit as editor → lowered to viewer → removed', async ({
    browser,
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const problems = watchConsole(page);
    await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
    const owner = await account('Aama Shrestha');
    const family = await api('POST', '/calendars/', {
      token: owner.token,
      body: { name: 'Family', colour: '#388e3c' },
    });
    const calendarId = Number((family.json.calendar as { id: number }).id);
    // Hajurba's birthday, every year on Mangsir 10 (BS).
    const birthday = await api('POST', '/events', {
      token: owner.token,
      body: {
        calendar_id: calendarId,
        title: 'Hajurba birthday',
        base: 'BS',
        date: '2020-08-10',
        all_day: true,
        repeat: { frequency: 'yearly' },
      },
    });
    expect(birthday.status).toBe(201);

    // The owner invites from the calendar's page.
    await logIn(page, owner.email, `/my-calendars/details/${calendarId}`);
    const memberEmail = unique('bhai');
    const people = page.locator('.people-panel');
    await people.getByLabel('E-mail address').fill(memberEmail);
    await people.locator('select[name=level]').selectOption('editor');
    await people.getByRole('button', { name: 'Send invitation' }).click();
    await expect(people.getByText('Invitation sent')).toBeVisible();
    await expect(people.locator('.person', { hasText: memberEmail })).toContainText('Invited');

    // The member opens the mailed link in their own browser, signs up and accepts.
    const link = await outboxLink(page.request, memberEmail, '/invite/calendar');
    expect(new URL(link).search).toBe('');
    const memberContext = await browser.newContext({ baseURL });
    await setPrefs(memberContext, baseURL, { lang: 'en', theme: 'light' });
    const member = await memberContext.newPage();
    const memberProblems = watchConsole(member);
    // The invitation is asked about once, not on every render.
    let previews = 0;
    member.on('request', (r) => {
      if (r.url().endsWith('/api/v1/invitations/preview')) previews += 1;
    });
    await member.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(
      member.getByText(`Aama Shrestha invited ${memberEmail} to the calendar “Family”.`),
    ).toBeVisible();
    // The token left the address bar at once.
    expect(new URL(member.url()).hash).toBe('');
    await member.getByRole('link', { name: 'Sign up', exact: true }).click();
    await member.getByLabel('Full name').fill('Bhai Shrestha');
    await member.getByLabel('E-mail', { exact: true }).fill(memberEmail);
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Create account' }).click();
    await expect(member).toHaveURL(/\/invite\/calendar$/);
    await member.getByRole('button', { name: 'Accept' }).click();
    await expect(member.getByText('You accepted the invitation.')).toBeVisible();
    expect(previews).toBeLessThanOrEqual(2);

    // The birthday is in the member's month (Mangsir 10 2082), in the calendar's colour, editable.
    await member.goto('/calendar/bs/2082-08-10');
    const dialog = member.getByRole('dialog');
    await dialog.getByRole('button', { name: /Hajurba birthday/ }).click();
    await expect(dialog.getByRole('button', { name: 'Edit event' })).toBeVisible();
    const memberToken = await tokenOf(memberEmail);
    const edited = await api('PUT', `/events/${(birthday.json.event as { id: number }).id}`, {
      token: memberToken,
      body: { location: 'Bhaktapur' },
    });
    expect(edited.status).toBe(200);

    // The owner lowers the member to viewer.
    await page.reload();
    const row = people.locator('.person', { hasText: memberEmail });
    await expect(row).toContainText('Member');
    await row.getByLabel('Permission').selectOption('viewer');
    await expect(people.getByText('Saved')).toBeVisible();

    await member.goto('/calendar/bs/2082-08-10');
    await member
      .getByRole('dialog')
      .getByRole('button', { name: /Hajurba birthday/ })
      .click();
    await expect(member.getByRole('dialog').getByText('Bhaktapur')).toBeVisible();
    await expect(member.getByRole('dialog').getByRole('button', { name: 'Edit event' })).toHaveCount(0);
    const refused = await api('PUT', `/events/${(birthday.json.event as { id: number }).id}`, {
      token: memberToken,
      body: { title: 'Mine now' },
    });
    expect(refused.status).toBe(403);

    // Removed: the calendar disappears from the member's month and list.
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect(people.locator('.person', { hasText: memberEmail })).toHaveCount(0);
    await member.goto('/calendar/bs/2082-08-10');
    await expect(member.getByRole('dialog').getByText('Hajurba birthday')).toHaveCount(0);
    await member.goto('/my-calendars');
    await expect(member.getByText('No calendars are shared with you yet.')).toBeVisible();
    expect(problems).toEqual([]);
    expect(memberProblems).toEqual([]);
    await memberContext.close();
  });

  test('organisation: publish → public link and QR URL (also without script) → subscribe after signing up → new event in the month and feed', async ({
    browser,
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const problems = watchConsole(page);
    await setPrefs(context, baseURL, { lang: 'en', theme: 'light' });
    const head = await account('Head Teacher');
    await logIn(page, head.email, '/organization');
    await page.getByLabel('Name', { exact: true }).fill('Janata Secondary School');
    await page.getByLabel('Description').fill('Exams, holidays and parents’ days');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expect(page.locator('.org-head h2')).toHaveText('Janata Secondary School');

    await page.getByRole('link', { name: 'Organisation calendars' }).first().click();
    await expect(page).toHaveURL(/\/organization\/calendar$/);
    await page.getByLabel('Calendar name').fill('School events');
    await page.getByRole('button', { name: 'Add calendar' }).click();
    const card = page.locator('.org-calendar', { hasText: 'School events' });
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(card.getByText('Public', { exact: false }).first()).toBeVisible();
    const publicUrl = (await card.locator('.public-link a').getAttribute('href'))!;
    expect(publicUrl).toMatch(/\/public\/calendar\/[\w-]+$/);
    await card.getByRole('button', { name: 'QR code for a notice board' }).click();
    await expect(card.locator('.qr-card img')).toBeVisible();

    // The moderator now has the organisation item and, once, the notice.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Subscribers' }).first()).toBeVisible();

    const calendarId = Number(
      publicUrl && (await card.locator('a.calendar-name').getAttribute('href'))!.split('/').pop(),
    );
    const qr = await api(
      'POST',
      `/api/v1/calendars/${calendarId}/generate-qr?url=${encodeURIComponent(publicUrl)}`,
      {
        token: head.token,
      },
    );
    expect(qr.status).toBe(200);
    expect(qr.json.url).toBe(publicUrl);
    const path = publicUrl.replace(/^https?:\/\/[^/]+/, '');

    // Without JavaScript the public page still shows the month and links onward.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await setPrefs(noScript, baseURL, { lang: 'en', theme: 'light' });
    const plain = await noScript.newPage();
    const response = await plain.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(plain.getByRole('heading', { name: /School events/ })).toBeVisible();
    await expect(plain.getByText('Published by Janata Secondary School')).toBeVisible();
    await expect(plain).toHaveTitle(/School events · Janata Secondary School/);
    await expect(plain.getByRole('link', { name: 'Log in or sign up to subscribe' })).toBeVisible();
    await plain.getByRole('link', { name: 'Next month' }).click();
    await expect(plain).toHaveURL(/[?&]month=/);
    await noScript.close();

    // A visitor signs up, comes back and subscribes.
    const visitor = await account('Parent Gurung', unique('parent'));
    const parentContext = await browser.newContext({ baseURL });
    await setPrefs(parentContext, baseURL, { lang: 'en', theme: 'light' });
    const parent = await parentContext.newPage();
    const parentProblems = watchConsole(parent);
    await parent.goto(path);
    await parent.getByRole('link', { name: 'Log in or sign up to subscribe' }).click();
    await parent.getByLabel('E-mail', { exact: true }).fill(visitor.email);
    await parent.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await parent.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(parent).toHaveURL(new RegExp(`${path}$`));
    await parent.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      parent.getByText('Subscribed: its events are now in your calendar and your feed.'),
    ).toBeVisible();

    // The school adds an event; it reaches the subscriber's month and feed.
    const exam = await api('POST', '/events', {
      token: head.token,
      body: {
        calendar_id: calendarId,
        title: 'Terminal exam',
        base: 'BS',
        date: '2082-09-05',
        all_day: true,
        repeat: { frequency: 'none' },
      },
    });
    expect(exam.status, JSON.stringify(exam.json)).toBe(201);
    await parent.goto('/calendar/bs/2082-09-05');
    await expect(parent.getByRole('dialog').getByText('Terminal exam')).toBeVisible();
    const mine = await api('GET', '/users/calendars?lang=en', { token: visitor.token });
    const shared = (mine.json.data as { shared_calendars: { id: number; ical_url: string }[] })
      .shared_calendars;
    const feedUrl = new URL(shared.find((c) => c.id === calendarId)!.ical_url);
    const feed = await api('GET', feedUrl.pathname);
    expect(String(feed.json.text)).toContain('SUMMARY:Terminal exam');
    expect(problems).toEqual([]);
    expect(parentProblems).toEqual([]);
    await parentContext.close();
  });
});

test('the new screens at 390 px in Nepali: nothing wider than the screen', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'layout check at phone width');
  test.setTimeout(90_000);
  await setPrefs(context, baseURL, { lang: 'np', theme: 'light' });
  const head = await account('प्रधानाध्यापक श्रेष्ठ');
  const org = await api('POST', '/api/v1/organizations', {
    token: head.token,
    body: { name: 'श्री जनता माध्यमिक विद्यालय', description: 'परीक्षा, बिदा र अभिभावक दिवस' },
  });
  const orgId = String((org.json.organization as { id: string }).id);
  const cal = await api('POST', `/api/v1/organizations/${orgId}/calendars`, {
    token: head.token,
    body: { name: 'विद्यालय कार्यक्रम', colour: '#7b1fa2' },
  });
  const calendarId = Number((cal.json.calendar as { id: number }).id);
  await api('POST', '/events', {
    token: head.token,
    body: {
      calendar_id: calendarId,
      title: 'अभिभावक दिवस',
      base: 'BS',
      date: '2082-09-05',
      all_day: true,
      repeat: { frequency: 'none' },
    },
  });
  const published = await api('POST', '/calendar/publish', {
    token: head.token,
    body: { calendar_id: calendarId, is_public: 1 },
  });
  const path = String(published.json.public_url).replace(/^https?:\/\/[^/]+/, '');
  await api('POST', `/api/v1/calendars/${calendarId}/users/-/invite`, {
    token: head.token,
    body: { email: unique('abhibhavak'), level: 'viewer' },
  });

  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto(`${path}?base=bs&year=2082&month=9`);
  await expect(page.getByText('श्री जनता माध्यमिक विद्यालय द्वारा प्रकाशित')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${ARTIFACTS}/phone-public-calendar-np.png`, fullPage: true });

  await logIn(page, head.email, '/organization');
  for (const [route, name] of [
    ['/organization', 'organization'],
    ['/organization/calendar', 'organization-calendar'],
    ['/organization/subscriber', 'organization-subscriber'],
    [`/my-calendars/details/${calendarId}`, 'calendar-people'],
    ['/invite/calendar', 'invite-calendar'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflow(), route).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/phone-${name}-np.png`, fullPage: true });
  }
});
