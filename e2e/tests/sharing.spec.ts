/**
 * Shared and organisation calendars in Chromium (ADR 110–117):
 * 1. Family: the owner invites a family member by e-mail → the member signs up from the link and
 *    accepts → sees the shared birthday in their month → edits it as editor → the owner lowers
 *    them to viewer → the edit button is gone and the API refuses an edit → removed, the calendar
 *    disappears.
 * 2. Organisation: a school publishes a calendar → a visitor opens the public link (also with
 *    JavaScript off) and the QR code's URL → subscribes after signing up → the school adds an
 *    event → it appears in the subscriber's month and feed.
 * Each journey runs once per project, one language per project: at 390 px (phone) in Nepali and
 * at 1280 px (desktop) in English. The sharing screens are photographed at 320, 390 and 1280 px in
 * both languages and themes (e2e/artifacts), each checked for sideways scrolling.
 */
import http from 'node:http';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { ARTIFACTS, LANGS, type Lang, setPrefs, signUpVerified, THEMES, watchConsole } from './helpers';

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

/**
 * Every sign-up of these journeys goes through here. With `form`, the person fills the open
 * sign-up form in their browser, is told a link was mailed (sign-up does not sign in, ADR 096),
 * opens the link from the outbox and ends signed in on the page the form returns to; without,
 * the account is made and verified through the API. Either way: a bearer token of the account.
 */
async function signUp(
  person: { fullName: string; email: string },
  form?: { page: Page; t: Strings },
): Promise<string> {
  if (form) {
    const { page, t } = form;
    await page.getByLabel(t.fullName, { exact: true }).fill(person.fullName);
    await page.getByLabel(t.email, { exact: true }).fill(person.email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.createAccount, exact: true }).click();
    await expect(page.getByText(t.linkSent(person.email))).toBeVisible();
    const verify = await outboxLink(page.request, person.email, '/user-verify?token=');
    await page.goto(verify.replace(/^https?:\/\/[^/]+/, ''));
    // Signed in by the link: it sends the person back where the form came from.
    await expect(page).not.toHaveURL(/\/(signup|user-verify)/);
    return tokenOf(person.email);
  }
  return (await signUpVerified({ ...person, password: PASSWORD })).accessToken;
}

async function account(fullName: string, email = unique('share')) {
  return { email, fullName, token: await signUp({ fullName, email }) };
}

/** What a person reads and clicks, in each language (phone runs Nepali, desktop English). */
const TEXT = {
  np: {
    fullName: 'पूरा नाम',
    email: 'इमेल',
    password: 'पासवर्ड',
    createAccount: 'खाता खोल्नुहोस्',
    linkSent: (email: string) => `${email} मा लिङ्क पठायौं`,
    signUpLink: 'खाता खोल्नुहोस्',
    logIn: 'लगइन गर्नुहोस्',
    familyName: 'परिवार',
    birthday: 'हजुरबाको जन्मदिन',
    place: 'भक्तपुर',
    inviteEmail: 'इमेल ठेगाना',
    send: 'निम्तो पठाउनुहोस्',
    sent: 'निम्तो पठाइयो',
    invited: 'निम्तो पठाइएको',
    offer: (inviter: string, email: string, calendar: string) =>
      `${inviter} ले ${email} लाई “${calendar}” पात्रोमा निम्तो गर्नुभएको छ।`,
    accept: 'स्वीकार',
    accepted: 'तपाईंले निम्तो स्वीकार गर्नुभयो।',
    editEvent: 'कार्यक्रम सम्पादन',
    member: 'सदस्य',
    permission: 'अनुमति',
    saved: 'सुरक्षित भयो',
    remove: 'हटाउनुहोस्',
    noneShared: 'अहिलेसम्म कुनै पात्रो तपाईंसँग साझा गरिएको छैन।',
    orgName: 'श्री जनता माध्यमिक विद्यालय',
    orgDescription: 'परीक्षा, बिदा र अभिभावक दिवस',
    name: 'नाम',
    description: 'विवरण',
    createOrg: 'संस्था बनाउनुहोस्',
    orgCalendars: 'संस्थाका पात्रो',
    calendarName: 'पात्रोको नाम',
    schoolCalendar: 'विद्यालय कार्यक्रम',
    addCalendar: 'पात्रो थप्नुहोस्',
    publish: 'प्रकाशित गर्नुहोस्',
    public: 'सार्वजनिक',
    qr: 'सूचना पाटीका लागि QR कोड',
    downloadPng: 'PNG डाउनलोड',
    subscribers: 'सदस्यता लिनेहरू',
    publishedBy: (org: string) => `${org} द्वारा प्रकाशित`,
    loginToSubscribe: 'सदस्यता लिन लगइन वा साइन अप गर्नुहोस्',
    nextMonth: 'अर्को महिना',
    subscribe: 'सदस्यता लिनुहोस्',
    subscribed: 'सदस्यता लिइयो: यसका कार्यक्रम अब तपाईंको पात्रो र फिडमा छन्।',
    exam: 'त्रैमासिक परीक्षा',
  },
  en: {
    fullName: 'Full name',
    email: 'E-mail',
    password: 'Password',
    createAccount: 'Create account',
    linkSent: (email: string) => `We sent a link to ${email}`,
    signUpLink: 'Sign up',
    logIn: 'Log in',
    familyName: 'Family',
    birthday: 'Hajurba birthday',
    place: 'Bhaktapur',
    inviteEmail: 'E-mail address',
    send: 'Send invitation',
    sent: 'Invitation sent',
    invited: 'Invited',
    offer: (inviter: string, email: string, calendar: string) =>
      `${inviter} invited ${email} to the calendar “${calendar}”.`,
    accept: 'Accept',
    accepted: 'You accepted the invitation.',
    editEvent: 'Edit event',
    member: 'Member',
    permission: 'Permission',
    saved: 'Saved',
    remove: 'Remove',
    noneShared: 'No calendars are shared with you yet.',
    orgName: 'Janata Secondary School',
    orgDescription: 'Exams, holidays and parents’ days',
    name: 'Name',
    description: 'Description',
    createOrg: 'Create organisation',
    orgCalendars: 'Organisation calendars',
    calendarName: 'Calendar name',
    schoolCalendar: 'School events',
    addCalendar: 'Add calendar',
    publish: 'Publish',
    public: 'Public',
    qr: 'QR code for a notice board',
    downloadPng: 'Download PNG',
    subscribers: 'Subscribers',
    publishedBy: (org: string) => `Published by ${org}`,
    loginToSubscribe: 'Log in or sign up to subscribe',
    nextMonth: 'Next month',
    subscribe: 'Subscribe',
    subscribed: 'Subscribed: its events are now in your calendar and your feed.',
    exam: 'Terminal exam',
  },
} as const;
type Strings = (typeof TEXT)[Lang];

/** /my-calendars/configure's shared-calendar section. */
const CONFIGURE = {
  np: {
    sharedTitle: 'तपाईंसँग साझा गरिएका पात्रो',
    from: (who: string) => `${who} बाट`,
    saved: 'सुरक्षित भयो',
    leave: (calendar: string) => `“${calendar}” छोड्नुहोस्`,
    left: 'तपाईंले पात्रो छोड्नुभयो।',
  },
  en: {
    sharedTitle: 'Calendars shared with you',
    from: (who: string) => `from ${who}`,
    saved: 'Saved',
    leave: (calendar: string) => `Leave “${calendar}”`,
    left: 'You left the calendar.',
  },
} as const;

const langOf = (testInfo: TestInfo): Lang => (testInfo.project.name === 'phone' ? 'np' : 'en');

/** The project's screen for a second person's browser (a phone stays a phone). */
const deviceOf = (testInfo: TestInfo) => {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return { viewport, isMobile, hasTouch };
};

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

/** The owner's family calendar (green) with Hajurba's birthday, every year on Mangsir 10 (BS). */
async function familyCalendar(token: string, t: Strings) {
  const family = await api('POST', '/calendars/', { token, body: { name: t.familyName, colour: '#388e3c' } });
  const calendarId = Number((family.json.calendar as { id: number }).id);
  const birthday = await api('POST', '/events', {
    token,
    body: {
      calendar_id: calendarId,
      title: t.birthday,
      base: 'BS',
      date: '2020-08-10',
      all_day: true,
      repeat: { frequency: 'yearly' },
    },
  });
  expect(birthday.status).toBe(201);
  return { calendarId, birthdayId: (birthday.json.event as { id: number }).id };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('shared calendars', () => {
  test('family: invite → sign up from the link and accept → month → edit as editor → lowered to viewer → removed', async ({
    browser,
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    const problems = watchConsole(page);
    await setPrefs(context, baseURL, { lang, theme: 'light' });
    const owner = await account('Aama Shrestha');
    const { calendarId, birthdayId } = await familyCalendar(owner.token, t);

    // The owner invites from the calendar's page.
    await logIn(page, owner.email, `/my-calendars/details/${calendarId}`);
    const memberEmail = unique('bhai');
    const people = page.locator('.people-panel');
    await people.getByLabel(t.inviteEmail, { exact: true }).fill(memberEmail);
    await people.locator('select[name=level]').selectOption('editor');
    await people.getByRole('button', { name: t.send }).click();
    await expect(people.getByText(t.sent)).toBeVisible();
    await expect(people.locator('.person', { hasText: memberEmail })).toContainText(t.invited);

    // The member opens the mailed link in their own browser, signs up and accepts.
    const link = await outboxLink(page.request, memberEmail, '/invite/calendar');
    expect(new URL(link).search).toBe('');
    const memberContext = await browser.newContext({ ...deviceOf(testInfo), baseURL });
    await setPrefs(memberContext, baseURL, { lang, theme: 'light' });
    const member = await memberContext.newPage();
    const memberProblems = watchConsole(member);
    // The invitation is asked about once, not on every render.
    let previews = 0;
    member.on('request', (r) => {
      if (r.url().endsWith('/api/v1/invitations/preview')) previews += 1;
    });
    await member.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(member.getByText(t.offer('Aama Shrestha', memberEmail, t.familyName))).toBeVisible();
    // The token left the address bar at once.
    expect(new URL(member.url()).hash).toBe('');
    await member.getByRole('link', { name: t.signUpLink, exact: true }).click();
    const memberToken = await signUp({ fullName: 'Bhai Shrestha', email: memberEmail }, { page: member, t });
    await expect(member).toHaveURL(/\/invite\/calendar$/);
    await member.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(member.getByText(t.accepted)).toBeVisible();
    expect(previews).toBeLessThanOrEqual(2);

    // The birthday is in the member's month (Mangsir 10 2082), in the calendar's colour, editable.
    await member.goto('/calendar/bs/2082-08-10');
    const dialog = member.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(t.birthday)) }).click();
    await expect(dialog.getByRole('button', { name: t.editEvent })).toBeVisible();
    const edited = await api('PUT', `/events/${birthdayId}`, {
      token: memberToken,
      body: { location: t.place },
    });
    expect(edited.status).toBe(200);

    // The owner lowers the member to viewer.
    await page.reload();
    const row = people.locator('.person', { hasText: memberEmail });
    await expect(row).toContainText(t.member);
    await row.getByLabel(t.permission).selectOption('viewer');
    await expect(people.getByText(t.saved)).toBeVisible();

    await member.goto('/calendar/bs/2082-08-10');
    await member
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(escapeRegExp(t.birthday)) })
      .click();
    await expect(member.getByRole('dialog').getByText(t.place)).toBeVisible();
    await expect(member.getByRole('dialog').getByRole('button', { name: t.editEvent })).toHaveCount(0);
    const refused = await api('PUT', `/events/${birthdayId}`, {
      token: memberToken,
      body: { title: 'Mine now' },
    });
    expect(refused.status).toBe(403);

    // Removed: the calendar disappears from the member's month and list.
    await row.getByRole('button', { name: t.remove }).click();
    await expect(people.locator('.person', { hasText: memberEmail })).toHaveCount(0);
    await member.goto('/calendar/bs/2082-08-10');
    await expect(member.getByRole('dialog').getByText(t.birthday)).toHaveCount(0);
    await member.goto('/my-calendars');
    await expect(member.getByText(t.noneShared)).toBeVisible();
    expect(problems).toEqual([]);
    expect(memberProblems).toEqual([]);
    await memberContext.close();
  });

  test('organisation: publish → public link and QR URL (also without script) → subscribe after signing up → new event in the month and feed', async ({
    browser,
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    const problems = watchConsole(page);
    await setPrefs(context, baseURL, { lang, theme: 'light' });
    const head = await account('Head Teacher');
    await logIn(page, head.email, '/organization');
    await page.getByLabel(t.name, { exact: true }).fill(t.orgName);
    await page.getByLabel(t.description).fill(t.orgDescription);
    await page.getByRole('button', { name: t.createOrg }).click();
    await expect(page.locator('.org-head h2')).toHaveText(t.orgName);

    await page.getByRole('link', { name: t.orgCalendars }).first().click();
    await expect(page).toHaveURL(/\/organization\/calendar$/);
    await page.getByLabel(t.calendarName).fill(t.schoolCalendar);
    await page.getByRole('button', { name: t.addCalendar }).click();
    const card = page.locator('.org-calendar', { hasText: t.schoolCalendar });
    await card.getByRole('button', { name: t.publish }).click();
    await expect(card.getByText(t.public, { exact: false }).first()).toBeVisible();
    const publicUrl = (await card.locator('.public-link a').getAttribute('href'))!;
    expect(publicUrl).toMatch(/\/public\/calendar\/[\w-]+$/);
    await card.getByRole('button', { name: t.qr }).click();
    await expect(card.locator('.qr-card img')).toBeVisible();
    await expect(card.getByRole('link', { name: t.downloadPng })).toHaveAttribute(
      'href',
      /^data:image\/png;base64,/,
    );

    // The moderator now has the organisation item and, once, the notice.
    await page.reload();
    await expect(page.getByRole('link', { name: t.subscribers }).first()).toBeVisible();

    const calendarId = Number((await card.locator('a.calendar-name').getAttribute('href'))!.split('/').pop());
    const qr = await api(
      'POST',
      `/api/v1/calendars/${calendarId}/generate-qr?url=${encodeURIComponent(publicUrl)}`,
      { token: head.token },
    );
    expect(qr.status).toBe(200);
    expect(qr.json.url).toBe(publicUrl);
    const path = publicUrl.replace(/^https?:\/\/[^/]+/, '');

    // Without JavaScript the public page (the QR code's URL) still shows the month and links onward.
    const noScript = await browser.newContext({ ...deviceOf(testInfo), baseURL, javaScriptEnabled: false });
    await setPrefs(noScript, baseURL, { lang, theme: 'light' });
    const plain = await noScript.newPage();
    const response = await plain.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(
      plain.getByRole('heading', { name: new RegExp(escapeRegExp(t.schoolCalendar)) }),
    ).toBeVisible();
    await expect(plain.getByText(t.publishedBy(t.orgName))).toBeVisible();
    await expect(plain).toHaveTitle(new RegExp(escapeRegExp(`${t.schoolCalendar} · ${t.orgName}`)));
    await expect(plain.getByRole('link', { name: t.loginToSubscribe })).toBeVisible();
    await plain.getByRole('link', { name: t.nextMonth }).click();
    await expect(plain).toHaveURL(/[?&]month=/);
    await noScript.close();

    // A visitor signs up, comes back and subscribes.
    const visitor = await account('Parent Gurung', unique('parent'));
    const parentContext = await browser.newContext({ ...deviceOf(testInfo), baseURL });
    await setPrefs(parentContext, baseURL, { lang, theme: 'light' });
    const parent = await parentContext.newPage();
    const parentProblems = watchConsole(parent);
    await parent.goto(path);
    await parent.getByRole('link', { name: t.loginToSubscribe }).click();
    await parent.getByLabel(t.email, { exact: true }).fill(visitor.email);
    await parent.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await parent.getByRole('button', { name: t.logIn, exact: true }).click();
    await expect(parent).toHaveURL(new RegExp(`${path}$`));
    await parent.getByRole('button', { name: t.subscribe, exact: true }).click();
    await expect(parent.getByText(t.subscribed)).toBeVisible();

    // The school adds an event; it reaches the subscriber's month and feed.
    const exam = await api('POST', '/events', {
      token: head.token,
      body: {
        calendar_id: calendarId,
        title: t.exam,
        base: 'BS',
        date: '2082-09-05',
        all_day: true,
        repeat: { frequency: 'none' },
      },
    });
    expect(exam.status, JSON.stringify(exam.json)).toBe(201);
    await parent.goto('/calendar/bs/2082-09-05');
    await expect(parent.getByRole('dialog').getByText(t.exam)).toBeVisible();
    const mine = await api('GET', `/users/calendars?lang=${lang}`, { token: visitor.token });
    const shared = (mine.json.data as { shared_calendars: { id: number; ical_url: string }[] })
      .shared_calendars;
    const feedUrl = new URL(shared.find((c) => c.id === calendarId)!.ical_url);
    const feed = await api('GET', feedUrl.pathname);
    expect(String(feed.json.text)).toContain(`SUMMARY:${t.exam}`);
    expect(problems).toEqual([]);
    expect(parentProblems).toEqual([]);
    await parentContext.close();
  });
});

test('shared calendars on /my-calendars/configure: shown with their source, hidden, recoloured and left', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const lang = langOf(testInfo);
  const t = TEXT[lang];
  const cfg = CONFIGURE[lang];
  await setPrefs(context, baseURL, { lang, theme: 'light' });
  const owner = await account('Aama Shrestha');
  const reader = await account('Bhai Shrestha');
  const { calendarId } = await familyCalendar(owner.token, t);
  await api('POST', `/api/v1/calendars/${calendarId}/users/-/invite`, {
    token: owner.token,
    body: { email: reader.email, level: 'viewer' },
  });
  const link = new URL(await outboxLink(page.request, reader.email, '/invite/calendar'));
  const inviteToken = new URLSearchParams(link.hash.slice(1)).get('token');
  const accepted = await api('POST', `/api/v1/calendars/${calendarId}/users/-/accept-invitation`, {
    token: reader.token,
    body: { token: inviteToken },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);

  await logIn(page, reader.email, '/my-calendars/configure');
  const section = page.locator('section', { has: page.getByRole('heading', { name: cfg.sharedTitle }) });
  const item = section.locator('li', { hasText: t.familyName });
  await expect(item).toContainText(cfg.from('Aama Shrestha'));
  const box = item.getByRole('checkbox');
  await expect(box).toBeChecked();

  // Hidden for the reader: the birthday leaves their month; shown again, it is back.
  await box.uncheck();
  await expect(box).not.toBeChecked();
  await page.goto('/calendar/bs/2082-08-10');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(t.birthday)).toHaveCount(0);
  await page.goto('/my-calendars/configure');
  await item.getByRole('checkbox').check();
  await page.goto('/calendar/bs/2082-08-10');
  await expect(page.getByRole('dialog').getByText(t.birthday)).toBeVisible();

  // The reader's own colour: theirs only, the owner's calendar keeps its colour.
  await page.goto('/my-calendars/configure');
  await item.locator('summary').click();
  await item.locator('.swatch').nth(3).click();
  await expect(section.getByText(cfg.saved)).toBeVisible();
  const readerView = await api('GET', '/users/calendars', { token: reader.token });
  const mine = (readerView.json.data as { shared_calendars: { id: number; colour: string }[] })
    .shared_calendars;
  const ownerView = await api('GET', '/users/calendars', { token: owner.token });
  const theirs = (ownerView.json.data as { calendars: { id: number; colour: string }[] }).calendars;
  expect(theirs.find((c) => c.id === calendarId)!.colour).toBe('#388e3c');
  expect(mine.find((c) => c.id === calendarId)!.colour).not.toBe('#388e3c');

  await page.screenshot({
    path: `${ARTIFACTS}/${testInfo.project.name}-configure-shared-${lang}.png`,
    fullPage: true,
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Leaving: gone from the list, and the owner's people list no longer has the reader.
  await item.getByRole('button', { name: cfg.leave(t.familyName) }).click();
  await expect(section.getByText(cfg.left)).toBeVisible();
  await expect(section.locator('li', { hasText: t.familyName })).toHaveCount(0);
  const people = await api('GET', `/api/v1/calendars/${calendarId}/users`, { token: owner.token });
  expect(JSON.stringify(people.json)).not.toContain(reader.email);
});

/** A Nepali head teacher and a family calendar named in both scripts, for the screenshots. */
const HEAD = 'प्रधानाध्यापक श्रेष्ठ';
const FAMILY = 'श्रेष्ठ परिवार — Shrestha family';

/** The sharing screens at every width, in both languages and themes: nothing clipped or sideways. */
test('sharing screens at 320, 390 and 1280 px in both languages and themes', { tag: '@desktop' }, async ({
  browser,
  page,
  baseURL,
}) => {
  // One project takes the pictures: the widths are set here, not by the project.
  test.setTimeout(300_000);
  const head = await account(HEAD);
  const org = await api('POST', '/api/v1/organizations', {
    token: head.token,
    body: { name: TEXT.np.orgName, description: TEXT.np.orgDescription },
  });
  const orgId = String((org.json.organization as { id: string }).id);
  const cal = await api('POST', `/api/v1/organizations/${orgId}/calendars`, {
    token: head.token,
    body: { name: TEXT.np.schoolCalendar, colour: '#7b1fa2' },
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
  const publicPath = String(published.json.public_url).replace(/^https?:\/\/[^/]+/, '');
  // A family calendar with people in every state, for the people list and an invitation to open.
  const family = await api('POST', '/calendars/', {
    token: head.token,
    body: { name: FAMILY, colour: '#388e3c' },
  });
  const familyId = Number((family.json.calendar as { id: number }).id);
  const guest = unique('guest-with-a-rather-long-address');
  for (const [email, level] of [
    [guest, 'viewer'],
    [unique('editor'), 'editor'],
    [unique('manager'), 'manager'],
  ] as const) {
    await api('POST', `/api/v1/calendars/${familyId}/users/-/invite`, {
      token: head.token,
      body: { email, level },
    });
  }
  const invitation = (await outboxLink(page.request, guest, '/invite/calendar')).replace(
    /^https?:\/\/[^/]+/,
    '',
  );

  const widths = [320, 390, 1280] as const;
  const screens: { name: string; path: string; signedIn: boolean }[] = [
    { name: 'public-calendar', path: `${publicPath}?base=bs&year=2082&month=9`, signedIn: false },
    { name: 'invite-calendar', path: invitation, signedIn: false },
    { name: 'organization', path: '/organization', signedIn: true },
    { name: 'calendar-people', path: `/my-calendars/details/${familyId}`, signedIn: true },
  ];
  // A fresh browser per language and theme, so no earlier choice lingers in it.
  for (const lang of LANGS) {
    for (const theme of THEMES) {
      const own = await browser.newContext({ baseURL });
      await setPrefs(own, baseURL, { lang, theme });
      const view = await own.newPage();
      const overflow = () => view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // Names the elements that stick out, for the failure message.
      const widest = () =>
        view.evaluate(() =>
          Array.from(document.querySelectorAll('body *'))
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
            .join(' '),
        );
      for (const signedIn of [false, true]) {
        if (signedIn) {
          // Signing in applies the account's own theme, so the account is given this one first.
          const saved = await api('PUT', '/users/settings', {
            token: head.token,
            body: { dark_mode: theme === 'dark' ? 1 : 0 },
          });
          expect(saved.status, JSON.stringify(saved.json)).toBe(200);
          await logIn(view, head.email, '/organization');
        }
        for (const screen of screens.filter((s) => s.signedIn === signedIn)) {
          for (const width of widths) {
            await view.setViewportSize({ width, height: 800 });
            await view.goto(screen.path);
            await expect(view.locator('h1')).toBeVisible();
            if (screen.name === 'invite-calendar')
              await expect(view.getByText(TEXT[lang].offer(HEAD, guest, FAMILY))).toBeVisible();
            if (screen.name === 'calendar-people')
              await expect(view.locator('.people-panel .person', { hasText: guest })).toBeVisible();
            if (screen.name === 'organization') await expect(view.locator('.org-head h2')).toBeVisible();
            await view.screenshot({
              path: `${ARTIFACTS}/sharing-${screen.name}-${width}-${lang}-${theme}.png`,
              fullPage: true,
            });
            expect(
              await overflow(),
              `${screen.name} ${lang} ${theme} ${width}: ${await widest()}`,
            ).toBeLessThanOrEqual(0);
          }
        }
      }
      await own.close();
    }
  }
});

// Issue 22 §2: the invitation's permission select lay over the e-mail field (two columns, from
// about 420 px, the e-mail input kept its intrinsic width).
test('the invitation form: the e-mail field and the permission select never overlap at 320, 390, 480 and 1280 px', {
  tag: '@phone',
}, async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const head = await account(HEAD);
  const family = await api('POST', '/calendars/', {
    token: head.token,
    body: { name: FAMILY, colour: '#388e3c' },
  });
  const familyId = Number((family.json.calendar as { id: number }).id);
  await logIn(page, head.email, `/my-calendars/details/${familyId}`);
  for (const lang of LANGS) {
    await setPrefs(context, baseURL, { lang });
    for (const width of [320, 390, 480, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/my-calendars/details/${familyId}`);
      const form = page.locator('.invite-form');
      const email = form.locator('input[name=email]');
      const level = form.locator('select[name=level]');
      await expect(level).toBeVisible();
      const a = (await email.boundingBox())!;
      const b = (await level.boundingBox())!;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `${lang} ${width}: e-mail ${JSON.stringify(a)} select ${JSON.stringify(b)}`).toBe(
        false,
      );
      await form.screenshot({ path: `${ARTIFACTS}/sharing-invite-form-${width}-${lang}.png` });
    }
  }
});
