import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

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

let loopback = 0;

/**
 * Signs up at the API straight from another loopback address (127.0.1.x), so the browser's
 * sign-ups per hour (all from 127.0.0.1) stay free for the tests that sign up in the page.
 */
export function signUpAtApi(
  apiUrl: string,
  account: { full_name: string; email: string; password: string },
): Promise<number> {
  loopback += 1;
  const payload = JSON.stringify(account);
  const url = new URL('/users/signup', apiUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: `127.0.1.${2 + (loopback % 250)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
