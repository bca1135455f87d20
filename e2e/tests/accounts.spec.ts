/**
 * Accounts in the browser (ADR 060): sign-up → the mailed verification link → sign-out →
 * sign-in → avatar menu; the expired-token refresh; a refresh that fails; login by a token in
 * the URL; password recovery; account deletion; form errors in both languages; screenshots of
 * the login screen and the avatar menu.
 *
 * The API limits sign-ups to 5 an hour per address, and every browser request comes from
 * 127.0.0.1: accounts a test only needs to exist are made straight at the API from other
 * loopback addresses (127.0.0.x) and verified by their mailed link (`signUpVerified`), and the
 * browser signs up at most twice per project.
 */

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, type Request, type TestInfo, test } from '@playwright/test';
import {
  API_URL,
  ARTIFACTS,
  holdRequests,
  type Lang,
  logOutVia,
  setPrefs,
  shot,
  signUpVerified,
  type Theme,
  watchConsole,
} from './helpers';

/** Local storage's `user` (the signed-in hint); 'navigating' while a reload replaces the page. */
async function storedUser(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(() => localStorage.getItem('user'));
  } catch {
    return 'navigating';
  }
}

const SHOTS = ARTIFACTS;
/** What the browser's console says when the API answers 404 for a spent verification link. */
const USED_LINK_LOG = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
const PASSWORD = 'correct horse battery';

const TEXT = {
  np: {
    loginTab: 'लगइन',
    signupTab: 'नयाँ खाता',
    email: 'इमेल',
    password: 'पासवर्ड',
    fullName: 'पूरा नाम',
    loginSubmit: 'लगइन गर्नुहोस्',
    signupSubmit: 'खाता खोल्नुहोस्',
    avatar: (name: string) => `खाता मेनु: ${name}`,
    loginLink: 'लगइन वा खाता खोल्नुहोस्',
    logout: 'लगआउट',
    myCalendars: 'मेरा पात्रोहरू',
    invalidLogin: 'इमेल वा पासवर्ड मिलेन',
    badEmail: 'मान्य इमेल ठेगाना लेख्नुहोस्',
    shortPassword: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ',
    loggedOut: 'तपाईं लगआउट हुनुभयो, टोकन अमान्य छ',
    loginFailed: 'लगइन असफल भयो',
    sent: (email: string) => `${email} मा लिङ्क पठायौं — खाता बनाउने काम सक्न त्यो लिङ्क खोल्नुहोस्।`,
    resend: 'लिङ्क फेरि पठाउनुहोस्',
    resent: 'फेरि पठायौं। सबैभन्दा पछिल्लो लिङ्क मात्र चल्छ।',
    verified: 'तपाईंको इमेल पुष्टि भयो, र तपाईं लगइन हुनुभयो।',
    usedLink: 'यो पुष्टि लिङ्क मान्य छैन वा पहिल्यै प्रयोग भइसकेको छ।',
    deleted: 'तपाईंको खाता मेटाइयो।',
    deletePassword: 'पुष्टि गर्न आफ्नो पासवर्ड लेख्नुहोस्',
    deleteSubmit: 'मेरो खाता स्थायी रूपमा मेटाउनुहोस्',
    wrongPassword: 'पासवर्ड मिलेन',
  },
  en: {
    loginTab: 'Log in',
    signupTab: 'Sign up',
    email: 'E-mail',
    password: 'Password',
    fullName: 'Full name',
    loginSubmit: 'Log in',
    signupSubmit: 'Create account',
    avatar: (name: string) => `Account menu: ${name}`,
    loginLink: 'Log in or sign up',
    logout: 'Log Out',
    myCalendars: 'My Calendars',
    invalidLogin: 'Invalid email or password',
    badEmail: 'Please enter a valid e-mail address',
    shortPassword: 'The password must be at least 8 characters',
    loggedOut: 'You have been logged out, invalid token',
    loginFailed: 'Login Failed',
    sent: (email: string) => `We sent a link to ${email} — open it to finish.`,
    resend: 'Send the link again',
    resent: 'Sent again. Only the newest link works.',
    verified: 'Your e-mail address is verified and you are signed in.',
    usedLink: 'This verification link is not valid or has already been used.',
    deleted: 'Your account has been deleted.',
    deletePassword: 'Type your password to confirm',
    deleteSubmit: 'Delete my account permanently',
    wrongPassword: 'Password is incorrect',
  },
} as const;

/** One language per project, so a run covers both without doubling the sign-ups. */
const langOf = (testInfo: TestInfo): Lang => (testInfo.project.name === 'phone' ? 'np' : 'en');

let addressCounter = 0;
function uniqueEmail(testInfo: TestInfo, what: string): string {
  addressCounter += 1;
  return `${what}-${testInfo.project.name}-${Date.now().toString(36)}-${addressCounter}@example.com`;
}

interface Account {
  email: string;
  fullName: string;
  accessToken: string;
}

async function createAccount(testInfo: TestInfo, fullName: string): Promise<Account> {
  const email = uniqueEmail(testInfo, 'made');
  const { accessToken } = await signUpVerified({ fullName, email, password: PASSWORD });
  return { email, fullName, accessToken };
}

async function outboxLinks(page: Page, to: string, pathPart: string): Promise<string[]> {
  const answer = await page.request.get(`${API_URL}/dev/outbox`, { params: { to } });
  expect(answer.ok()).toBe(true);
  const mails = (await answer.json()) as { to: string; links: string[] }[];
  return mails.filter((m) => m.to === to).flatMap((m) => m.links.filter((l) => l.includes(pathPart)));
}

async function usePrefs(
  context: BrowserContext,
  baseURL: string | undefined,
  lang: Lang,
  theme: Theme = 'light',
) {
  await setPrefs(context, baseURL, { lang, theme });
}

async function logIn(page: Page, lang: Lang, email: string, password: string) {
  const t = TEXT[lang];
  await page.goto('/login');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
}

function avatarButton(page: Page, lang: Lang, name: string) {
  return page.getByRole('button', { name: TEXT[lang].avatar(name) });
}

function isRefresh(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/users/refresh-token';
}

test.describe('accounts', () => {
  test('sign up, check your mail, the mailed link signs in, sign out, sign in: the avatar menu shows the name', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    await usePrefs(context, baseURL, lang);
    const problems = watchConsole(page);
    const email = uniqueEmail(testInfo, 'signup');
    const fullName = 'Sita Kumari Rai';

    await page.goto('/signup?redirect=%2Fcalendar');
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: t.signupTab, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel(t.fullName).fill(fullName);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.signupSubmit }).click();

    // Not signed in: the page says where the link went (the same for any address; ADR 096).
    const sent = page.getByTestId('signup-sent');
    await expect(sent.getByText(t.sent(email))).toBeVisible();
    await expect(sent.getByText(t.sent(email))).toBeFocused();
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fcalendar$/);
    expect(await storedUser(page)).toBeNull();
    await expect(page.getByRole('link', { name: t.loginLink })).toBeVisible();
    await shot(page, testInfo, `signup-sent-${lang}`);
    // Resend: a new link, and only the newest one works.
    await sent.getByRole('button', { name: t.resend }).click();
    await expect(sent.getByText(t.resent)).toBeVisible();
    const links = await outboxLinks(page, email, '/user-verify?token=');
    expect(links).toHaveLength(2);
    const [newest, first] = links as [string, string];
    expect(new URL(newest).searchParams.get('redirect')).toBe('/calendar');

    // The first link no longer works; the newest signs in and lands where the user came from.
    await page.goto(new URL(first).pathname + new URL(first).search);
    await expect(page.locator('.auth-problem')).toHaveText(t.usedLink);
    // The browser logs the API's 404 for the spent link; nothing else went wrong so far.
    expect(problems.splice(0)).toEqual([USED_LINK_LOG]);
    await page.goto(new URL(newest).pathname + new URL(newest).search);
    await expect(page).toHaveURL(/\/calendar(\/bs)?$/);
    await expect(page.getByRole('status').filter({ hasText: t.verified })).toBeVisible();
    await expect(avatarButton(page, lang, fullName)).toBeVisible();
    // The web keeps no token where scripts can read it.
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.user).toBe(email);
    expect(JSON.stringify(stored)).not.toMatch(/eyJ/);
    expect(Object.keys(stored)).not.toContain('refresh');
    expect(Object.keys(stored)).not.toContain('access');
    // The same link again is used up.
    await page.goto(new URL(newest).pathname + new URL(newest).search);
    await expect(page.locator('.auth-problem')).toHaveText(t.usedLink);
    expect(problems.splice(0)).toEqual([USED_LINK_LOG]);

    // Sign out from the avatar menu: local data cleared, the log-in link is back.
    await avatarButton(page, lang, fullName).click();
    await logOutVia(page, page.getByRole('button', { name: t.logout }));
    await expect(page.getByRole('link', { name: t.loginLink })).toBeVisible();
    expect(await storedUser(page)).toBeNull();

    // Sign in again; the avatar menu opens from the keyboard and names the user.
    await logIn(page, lang, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const avatar = avatarButton(page, lang, fullName);
    await expect(avatar).toBeVisible();
    await avatar.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.locator('.user-panel');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(fullName);
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('link', { name: t.myCalendars })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('button', { name: t.logout })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('what a reader types before the page’s JavaScript runs is kept when it starts, and signs in', {
    tag: '@phone',
  }, async ({ page, context, baseURL }) => {
    await setPrefs(context, baseURL, { lang: 'np', theme: 'light' });
    const email = `early-${Date.now().toString(36)}@example.com`;
    await signUpVerified({ fullName: 'Sita Rai', email, password: PASSWORD });
    // A slow connection: the server's form is there long before the scripts.
    const release = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto('/login?redirect=%2Fmy-calendars', { waitUntil: 'commit' });
    await page.getByLabel('इमेल', { exact: true }).fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // The page came alive without clearing what was typed.
    await expect(page.getByLabel('इमेल', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveValue(PASSWORD);
    await page.getByRole('button', { name: 'लगइन गर्नुहोस्', exact: true }).click();
    await expect(page).toHaveURL(/\/my-calendars$/);
  });

  test('an expired access token is refreshed once before the next call, and the page keeps working', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const lang = langOf(testInfo);
    await usePrefs(context, baseURL, lang);
    const account = await createAccount(testInfo, 'Hari Bahadur Thapa');
    await page.clock.install();
    await logIn(page, lang, account.email, PASSWORD);
    await expect(avatarButton(page, lang, account.fullName)).toBeVisible();

    const refreshes: Request[] = [];
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
    });
    // 16 minutes later the 15-minute access token has expired (its `exp` says so).
    await page.clock.fastForward('16:00');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/users/settings');
    await page.locator('.theme-toggle').click();
    const settings = await saved;
    expect(settings.status()).toBe(200);
    expect(refreshes).toHaveLength(1);
    // The call that needed the refresh carried the new token, and the session goes on.
    expect(settings.request().headers().authorization).toMatch(/^Bearer /);
    const savedAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/users/settings');
    await page.locator('.theme-toggle').click();
    expect((await savedAgain).status()).toBe(200);
    expect(refreshes).toHaveLength(1);
    await page.reload();
    await expect(avatarButton(page, lang, account.fullName)).toBeVisible();
  });

  test('a refresh that fails logs out with the message', async ({ page, context, baseURL }, testInfo) => {
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    await usePrefs(context, baseURL, lang);
    const account = await createAccount(testInfo, 'Gita Shrestha');
    await logIn(page, lang, account.email, PASSWORD);
    await expect(avatarButton(page, lang, account.fullName)).toBeVisible();

    // The refresh cookie is gone (expired, revoked elsewhere): the next start-up refresh gets 401.
    await context.clearCookies({ name: 'patro_refresh' });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: t.loggedOut })).toBeVisible();
    await expect(page.getByRole('link', { name: t.loginLink })).toBeVisible();
    await expect.poll(() => storedUser(page)).toBeNull();
    // Shown once: the next page load is a plain visitor's.
    await page.reload();
    await expect(page.getByText(t.loggedOut)).toHaveCount(0);
  });

  test('login by a token in the URL, and its failure', async ({ page, context, baseURL }, testInfo) => {
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    await usePrefs(context, baseURL, lang);
    const account = await createAccount(testInfo, 'Ram Prasad');

    await page.goto('/about');
    await page.goto(
      `/verification?token=${encodeURIComponent(account.accessToken)}&redirect=%2Fgovernment-holiday`,
    );
    await expect(page).toHaveURL(/\/government-holiday$/);
    await expect(avatarButton(page, lang, account.fullName)).toBeVisible();
    // The token never stays in the history: back goes to the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    // This token came without the refresh cookie (Google and Facebook sign-in set it before
    // redirecting here), so the next page load cannot renew it: logged out, with the message.
    await expect(page.getByRole('status').filter({ hasText: t.loggedOut })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await context.clearCookies();
    await usePrefs(context, baseURL, lang);
    await page.goto('/verification?token=not-a-token');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: t.loginFailed })).toBeVisible();
  });

  test('password recovery by the mailed link', async ({ page, context, baseURL }, testInfo) => {
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    await usePrefs(context, baseURL, lang);
    const account = await createAccount(testInfo, 'Maya Gurung');
    await page.goto('/forgot-password');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByLabel(t.email, { exact: true }).fill(account.email);
    await page.locator('.auth-submit').click();
    await expect(page.locator('.auth-success')).toBeVisible();

    const [link] = await outboxLinks(page, account.email, '/forgot-password?token=');
    expect(link).toBeTruthy();
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    const fields = page.locator('input[type="password"]');
    await fields.nth(0).fill('a new password 42');
    await fields.nth(1).fill('a new password 43');
    await page.locator('.auth-submit').click();
    await expect(page.locator('.field-error')).toHaveCount(1);
    await fields.nth(1).fill('a new password 42');
    await page.locator('.auth-submit').click();
    await expect(page.locator('.auth-success')).toBeVisible();

    await logIn(page, lang, account.email, PASSWORD);
    await expect(page.locator('.form-error')).toHaveText(t.invalidLogin);
    await logIn(page, lang, account.email, 'a new password 42');
    await expect(avatarButton(page, lang, account.fullName)).toBeVisible();
  });

  test('account deletion: confirm with the password, then the account is gone', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    await usePrefs(context, baseURL, lang);
    // A visitor is sent to sign in first, and comes back.
    await page.goto('/delete-account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdelete-account$/);

    const account = await createAccount(testInfo, 'Bishnu Adhikari');
    await page.getByLabel(t.email, { exact: true }).fill(account.email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/delete-account$/);

    await page.getByLabel(t.deletePassword).fill('not the password');
    await page.getByRole('button', { name: t.deleteSubmit }).click();
    await expect(page.locator('.form-error')).toHaveText(t.wrongPassword);
    await page.getByLabel(t.deletePassword).fill(PASSWORD);
    await page.getByRole('button', { name: t.deleteSubmit }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
    await expect(page.getByRole('link', { name: t.loginLink })).toBeVisible();

    await logIn(page, lang, account.email, PASSWORD);
    await expect(page.locator('.form-error')).toHaveText(t.invalidLogin);
  });

  test('form errors: checks before sending, and the server’s answers, in both languages', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const account = await createAccount(testInfo, 'Kamala Devi');
    for (const lang of ['np', 'en'] as const) {
      const t = TEXT[lang];
      await usePrefs(context, baseURL, lang);
      await page.goto('/signup');
      // Client checks: nothing is sent, the fields say what is wrong.
      await page.getByLabel(t.fullName).fill('Kamala');
      await page.getByLabel(t.email, { exact: true }).fill('not-an-address');
      await page.getByLabel(t.password, { exact: true }).fill('short');
      await page.getByRole('button', { name: t.signupSubmit }).click();
      await expect(page.getByText(t.badEmail)).toBeVisible();
      await expect(page.getByText(t.shortPassword)).toBeVisible();
      await expect(page.getByLabel(t.email, { exact: true })).toBeFocused();
      await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      // Wrong password: the server's 401, in the page language.
      await logIn(page, lang, account.email, 'wrong password!');
      await expect(page.locator('.form-error')).toHaveText(t.invalidLogin);
      await expect(page.getByRole('button', { name: t.loginSubmit, exact: true })).toBeEnabled();
    }
    // An address that has an account gets the same answer as a new one, and its owner a mail
    // saying someone tried, with no link that signs in (one sign-up per project: the browser's
    // sign-ups are limited per hour).
    const lang = langOf(testInfo);
    const t = TEXT[lang];
    await usePrefs(context, baseURL, lang);
    await page.goto('/signup');
    await page.getByLabel(t.fullName).fill('Kamala Devi');
    await page.getByLabel(t.email, { exact: true }).fill(account.email.toUpperCase());
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.signupSubmit }).click();
    await expect(
      page.getByTestId('signup-sent').getByText(t.sent(account.email.toUpperCase())),
    ).toBeVisible();
    await expect(page.locator('.form-error')).toBeEmpty();
    await expect
      .poll(async () => (await outboxLinks(page, account.email, '/forgot-password')).length)
      .toBe(1);
    expect(await outboxLinks(page, account.email, 'token=')).toHaveLength(1); // only its own first link
  });

  test('account pages are private; the deletion pages explain how, in both languages', async ({
    page,
    context,
    baseURL,
  }) => {
    for (const path of ['/login', '/signup', '/forgot-password', '/user-verify?token=x', '/delete-account']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(await response.text(), path).toContain('content="noindex"');
    }
    const headings = {
      np: {
        deletion: 'खाता र डेटा मेटाउने तरिका',
        facebook: 'फेसबुक लगइनको डेटा मेटाउने निर्देशन',
        invalidLink: 'यो पुष्टि लिङ्क मान्य छैन',
      },
      en: {
        deletion: 'Deleting your account and data',
        facebook: 'Facebook data deletion instructions',
        invalidLink: 'This verification link is not valid',
      },
    };
    for (const lang of ['np', 'en'] as const) {
      await usePrefs(context, baseURL, lang);
      await page.goto('/deletion');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[lang].deletion);
      await expect(page.locator('article')).toContainText('/delete-account');
      await page.goto('/facebook-data-deletion-instructions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[lang].facebook);
      await page.goto('/user-verify?token=not-a-real-token');
      await expect(page.locator('.auth-problem')).toContainText(headings[lang].invalidLink);
    }
  });

  test('axe: no violations on the account screens and the open avatar menu', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000); // several pages fully analysed on a 2-core machine
    const lang = langOf(testInfo);
    const theme: Theme = lang === 'np' ? 'dark' : 'light';
    await usePrefs(context, baseURL, lang, theme);
    const axe = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        })),
      ).toEqual([]);
    };
    await page.goto('/signup');
    await page.getByRole('button', { name: TEXT[lang].signupSubmit }).click();
    await expect(page.locator('.field-error')).toHaveCount(3);
    await axe();
    for (const path of ['/login', '/forgot-password', '/forgot-password?token=x', '/user-verify?token=x']) {
      await page.goto(path);
      await axe();
    }
    const account = await createAccount(testInfo, 'Asha Limbu');
    await logIn(page, lang, account.email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await avatarButton(page, lang, account.fullName).click();
    await expect(page.locator('.user-panel')).toBeVisible();
    await axe();
    await page.goto('/delete-account');
    await expect(page.getByLabel(TEXT[lang].deletePassword)).toBeVisible();
    await axe();
  });

  test('screenshots: the login screen in both languages and themes', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['np', 'en'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await usePrefs(context, baseURL, lang, theme);
        await page.goto('/login');
        await page.evaluate((th) => localStorage.setItem('theme', th), theme);
        await page.reload();
        // One client-side error on show, so the screenshot has the error styles too.
        await page.getByLabel(TEXT[lang].email, { exact: true }).fill('not-an-address');
        await page.getByRole('button', { name: TEXT[lang].loginSubmit, exact: true }).click();
        await expect(page.locator('.field-error')).toHaveCount(2);
        await page.screenshot({
          path: `${SHOTS}/login-${testInfo.project.name}-${lang}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });

  test('screenshots: the avatar menu in both languages and themes', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    mkdirSync(SHOTS, { recursive: true });
    const account = await createAccount(testInfo, 'Sunita Kumari Tamang');
    // Signed in once; the session survives each reload into another language and theme.
    await usePrefs(context, baseURL, 'np');
    await logIn(page, 'np', account.email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    for (const lang of ['np', 'en'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await usePrefs(context, baseURL, lang, theme);
        await page.evaluate(
          ({ l, th }) => {
            localStorage.setItem('lang', l);
            localStorage.setItem('theme', th);
          },
          { l: lang, th: theme },
        );
        await page.reload();
        const avatar = avatarButton(page, lang, account.fullName);
        await avatar.click();
        await expect(page.locator('.user-panel')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/avatar-${testInfo.project.name}-${lang}-${theme}.png` });
        await page.keyboard.press('Escape');
      }
    }
  });
});
