import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';

export type Lang = 'np' | 'en';
export type Theme = 'light' | 'dark';

export const LANGS: readonly Lang[] = ['np', 'en'];
export const THEMES: readonly Theme[] = ['light', 'dark'];
export const STATIC_PAGES = ['/about', '/disclaimer', '/policies', '/terms-of-service'] as const;

export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Sets the language and theme cookies the server renders from. */
export async function setPrefs(
  context: BrowserContext,
  baseURL: string | undefined,
  prefs: { lang?: Lang; theme?: Theme },
) {
  const url = baseURL ?? 'http://localhost:3100';
  const cookies = [];
  if (prefs.lang) cookies.push({ name: 'lang', value: prefs.lang, url });
  if (prefs.theme) cookies.push({ name: 'theme', value: prefs.theme, url });
  if (cookies.length) await context.addCookies(cookies);
}

/**
 * Clicks a log-out button and waits for the page logging out reloads into: the log-in link shows
 * on the old page a moment before, and a navigation started then would be cut off by the reload.
 */
export async function logOutVia(page: Page, button: Locator): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await button.click();
  await reloaded;
}

/**
 * Holds back the page's requests matching `url` (a slow connection: the server's HTML is there,
 * those scripts are not yet) until the returned function is called.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Saves a full-page screenshot to e2e/artifacts/{project}-{name}.png. */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${testInfo.project.name}-${name}.png`), fullPage });
}

/** The text a reader sees (innerText skips hidden and visually-collapsed content). */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** Collects console errors and CSP violations while a page is used. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The API of the product under test. */
export const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? '4100'}`;

// Each worker starts at a random address: a worker restarted after a failure does not pile its
// sign-ups onto the addresses the last one used.
let loopback = Math.floor(Math.random() * 250);

/**
 * A JSON call to the API from its own loopback address (127.0.0.x): the API limits sign-ups per
 * address, and every browser request comes from 127.0.0.1.
 */
export function apiFrom(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  loopback += 1;
  const localAddress = `127.0.0.${2 + (loopback % 250)}`;
  const payload = body === undefined ? '' : JSON.stringify(body);
  const url = new URL(path, API_URL);
  const headers: Record<string, string | number> = {};
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, localAddress, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The password e2e accounts are made with. */
export const E2E_PASSWORD = 'correct horse battery 7';

/** The bootstrap super-admin of the e2e server (its ADMIN_EMAILS) and the password it signs up with. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: E2E_PASSWORD };

/**
 * The bootstrap super-admin (ADMIN_EMAILS in the e2e server): signed up and verified on first use
 * in a run, then signed in. Resolves with its access token.
 */
export async function adminToken(): Promise<string> {
  const { email, password } = E2E_ADMIN;
  const login = await apiFrom('POST', '/users/login', { username: email, password });
  if (login.status === 200) return String(login.body.access_token);
  return (await signUpVerified({ fullName: 'E2E Admin', email, password })).accessToken;
}

/** The session a mailed verification link gives. */
export interface VerifiedAccount {
  email: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * An account made the way a person makes one (ADR 096): sign-up answers 202 with no session, the
 * verification link comes from the outbox (`GET /dev/outbox`) and opening it signs in. Every call
 * from its own loopback address ({@link apiFrom}), outside the browser's sign-up limit.
 */
export async function signUpVerified(account: {
  fullName: string;
  email: string;
  password: string;
}): Promise<VerifiedAccount> {
  const { fullName, password } = account;
  const email = account.email.trim().toLowerCase();
  const signUp = await apiFrom('POST', '/users/signup', { full_name: fullName, email, password });
  if (signUp.status !== 202)
    throw new Error(`sign-up of ${email}: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const outbox = (await apiFrom('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as unknown as {
    links: string[];
  }[];
  const link = outbox.flatMap((mail) => mail.links).find((href) => href.includes('/user-verify?token='));
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  const verified = await apiFrom('GET', `/user-verify/${new URL(link).searchParams.get('token')}`);
  if (verified.status !== 200) throw new Error(`verification of ${email}: ${verified.status}`);
  return {
    email,
    accessToken: String(verified.body.access_token),
    refreshToken: String(verified.body.refresh_token),
  };
}

/**
 * WCAG 2.1 A/AA violations axe finds on the page (id and the first few nodes), for `toEqual([])`.
 * With `moderate`, axe's best-practice rules of moderate impact or worse count too (content outside
 * any landmark, two landmarks of one name).
 */
export async function axeViolations(page: Page, { moderate = false }: { moderate?: boolean } = {}) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(moderate ? ['best-practice'] : [])])
    .analyze();
  return (
    results.violations
      // Best practices count from moderate impact; WCAG rules at any impact.
      .filter((v) => v.impact !== 'minor' || v.tags.some((tag) => tag.startsWith('wcag')))
      .map((v) => ({
        id: v.id,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }))
  );
}

/** `#7b1fa2` as the `rgb(123, 31, 162)` a computed style gives. */
export function rgbOf(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
