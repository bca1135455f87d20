/**
 * The browser's session with the API (spec §4, §8; ADR 066).
 *
 * - The access token lives in this module's memory only; the refresh token lives only in the
 *   API's httpOnly `patro_refresh` cookie (the `refresh_token` in JSON bodies is ignored here).
 * - Before a call the token's `exp` is read (a missing or unreadable token counts as expired) and
 *   an expired one is refreshed first. On a 401 exactly one refresh runs; every request that got
 *   a 401 meanwhile waits for it and retries once with the new token.
 * - A refresh answered 401 or 422 means the session is gone: account data is cleared, the page
 *   reloads and shows 'You have been logged out, invalid token'.
 *
 * Loaded with `import()` (see ./store.ts), so visitors never download it. Importing it during
 * SSR is safe: nothing touches `window` until a function is called.
 */

import type { UserCalendarsResponse } from '@patro/contracts';
import type { Lang, MessageKey } from '../../i18n';
import { rememberAdFree } from '../ads/adfree';
import { type ApiFailure, failureFromBody } from '../api-failure';
import { writeViewPrefs } from '../calendar/view-prefs';
import { currentTheme, saveTheme, type Theme } from '../prefs';
import { watchReminders } from './reminders';
import {
  ACCOUNT_STORAGE_KEYS,
  getSession,
  NAME_KEY,
  noticeAfterReload,
  setSession,
  USER_KEY,
  whenApiUrl,
} from './store';
import type { ApiFetchInit, ApiFetchResult, SessionUser, TokenPair } from './types';

export type { SessionState, SessionStatus } from './store';
export { showNotice, useSession, useSessionNotice } from './store';
export type { ApiFetchInit, ApiFetchResult, SessionUser } from './types';

/** Refresh a little before `exp`, so a token does not expire on its way to the API. */
const EXPIRY_MARGIN_MS = 30_000;

let accessToken: string | null = null;
/** When the current token expires by this browser's clock (see {@link localExpiry}). */
let accessExpiresAt = 0;

function setAccessToken(token: string | null, receivedAt = Date.now()): void {
  accessToken = token || null;
  accessExpiresAt = token ? (localExpiry(token, receivedAt) ?? 0) : 0;
}

// ---------- JWT expiry (no library: only the payload's `exp` is read, never trusted for more) ----------

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function claims(token: string | null | undefined): { exp?: unknown; iat?: unknown } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(payload));
    return parsed && typeof parsed === 'object' ? (parsed as { exp?: unknown; iat?: unknown }) : null;
  } catch {
    return null;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * When a token received at `receivedAt` expires by this browser's clock: its lifetime
 * (`exp` − `iat`) counted from receipt, so a phone whose clock is off by minutes neither uses
 * expired tokens nor refreshes before every call. Without `iat`, `exp` as it stands.
 */
export function localExpiry(token: string | null | undefined, receivedAt: number): number | null {
  const c = claims(token);
  if (!c || !isTime(c.exp)) return null;
  return isTime(c.iat) && c.exp > c.iat ? receivedAt + (c.exp - c.iat) * 1000 : c.exp * 1000;
}

/** Spec §4: a missing or unreadable token counts as expired (its expiry is then 0). */
function currentTokenUsable(now = Date.now()): boolean {
  return accessToken !== null && accessExpiresAt - EXPIRY_MARGIN_MS > now;
}

// ---------- Local data ----------

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when this browser believes someone is signed in (then calls carry a token). */
function expectsSession(): boolean {
  return (
    accessToken !== null ||
    getSession().status === 'signed-in' ||
    Boolean(storage('local')?.getItem(USER_KEY))
  );
}

/** Spec §4 (logout): clears the account's local storage keys and all of session storage. */
function clearAccountData(): void {
  setAccessToken(null);
  writeViewPrefs(null);
  const local = storage('local');
  for (const key of ACCOUNT_STORAGE_KEYS) local?.removeItem(key);
  storage('session')?.clear();
}

/**
 * Ends the session in this browser: clears local data, then reloads (or goes to `to`) and shows
 * `notice` on the next page.
 */
export function endSession(options: { notice?: MessageKey; to?: string } = {}): void {
  clearAccountData();
  if (options.notice) noticeAfterReload(options.notice);
  setSession({ status: 'anonymous', user: null });
  if (options.to) window.location.assign(options.to);
  else window.location.reload();
}

// ---------- HTTP ----------

async function send<T>(
  path: string,
  init: ApiFetchInit & { keepalive?: boolean },
  token: string | null,
): Promise<ApiFetchResult<T>> {
  const base = await whenApiUrl();
  const url = new URL(path.replace(/^\/+/, ''), `${base}/`);
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // The refresh cookie is scoped to the API's /users path; other paths simply get none.
      credentials: 'include',
      keepalive: init.keepalive,
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0 };
  }
  let body: unknown;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, body: body as T };
  return failureFromBody(response.status, body);
}

type Renewal = { ok: true; token: string } | ({ ok: false } & ApiFailure);

let refreshing: Promise<Renewal> | null = null;

async function refreshFromCookie(): Promise<Renewal> {
  // keepalive: a reload or link click during the refresh must not cancel it half-way, or the
  // API rotates the cookie while the browser never stores the new one, and the next page
  // presents the old one (replay: the whole session is revoked).
  const result = await send<TokenPair>(
    '/users/refresh-token',
    { method: 'POST', body: {}, keepalive: true },
    null,
  );
  if (result.ok && typeof result.body?.access_token === 'string') {
    setAccessToken(result.body.access_token);
    return { ok: true, token: result.body.access_token };
  }
  if (!result.ok && (result.status === 401 || result.status === 422)) {
    endSession({ notice: 'session.loggedOut' });
    return { ok: false, status: result.status, code: 'session_ended' };
  }
  return result.ok ? { ok: false, status: result.status } : result;
}

/**
 * One refresh at a time (spec §4): callers share the running promise. Across tabs the Web Locks
 * API queues refreshes too, so two tabs never present the same rotating cookie (a reused one
 * would revoke the whole family); a tab that waited finds a fresh cookie in the shared jar.
 */
function refresh(): Promise<Renewal> {
  if (refreshing) return refreshing;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = (
    locks ? locks.request('patro-refresh', () => refreshFromCookie()) : refreshFromCookie()
  ) as Promise<Renewal>;
  const shared = run.finally(() => {
    refreshing = null;
  });
  refreshing = shared;
  return shared;
}

/** A token fit to send: the current one, or a refreshed one when it is missing or expired. */
async function usableToken(): Promise<Renewal | null> {
  if (!expectsSession()) return null;
  if (refreshing) return refreshing;
  if (accessToken && currentTokenUsable()) return { ok: true, token: accessToken };
  return refresh();
}

/**
 * Calls the API (JSON in and out) as the signed-in user, or as a visitor when nobody is.
 * Never throws (except when `signal` aborts): a network failure is `{ ok: false, status: 0 }`.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<ApiFetchResult<T>> {
  const before = await usableToken();
  if (before && !before.ok) return before;
  const sent = before?.token ?? null;
  const result = await send<T>(path, init, sent);
  if (result.status !== 401 || !sent) return result;
  // Someone else may have refreshed while this request was out: then just retry with theirs.
  const renewed =
    accessToken && accessToken !== sent ? { ok: true as const, token: accessToken } : await refresh();
  if (!renewed.ok) return renewed;
  return send<T>(path, init, renewed.token);
}

/**
 * A request as the signed-in user whose raw answer the caller reads itself (a stream of
 * server-sent events, a picture): null when nobody is signed in or the API cannot be reached.
 */
export async function apiRaw(path: string, init: RequestInit = {}): Promise<Response | null> {
  const token = await usableToken();
  if (!token?.ok) return null;
  const base = await whenApiUrl();
  try {
    return await fetch(new URL(path.replace(/^\/+/, ''), `${base}/`), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token.token}` },
      credentials: 'include',
    });
  } catch {
    return null;
  }
}

// ---------- Signing in and out ----------

function rememberUser(user: SessionUser): void {
  const local = storage('local');
  local?.setItem(USER_KEY, user.email);
  local?.setItem(NAME_KEY, user.full_name);
  // The next page hides its ad slots before first paint and requests no ad (ADR 224).
  rememberAdFree(user.services_jwt);
  setSession({ status: 'signed-in', user });
  watchReminders(apiFetch);
}

/** After sign-in the account's theme wins over this device's (spec §4: theme saved per user). */
function applyAccountTheme(user: SessionUser): void {
  const dark = user.settings[0]?.dark_mode;
  if (dark === undefined) return;
  const theme: Theme = dark === 1 ? 'dark' : 'light';
  if (theme !== currentTheme()) saveTheme(theme);
}

/** Re-reads `GET /authenticated-user` into the session. */
export async function refreshUser(): Promise<ApiFetchResult<SessionUser>> {
  const result = await apiFetch<SessionUser>('/authenticated-user');
  if (result.ok) rememberUser(result.body);
  return result;
}

async function startWithToken(token: string): Promise<ApiFetchResult<SessionUser>> {
  setAccessToken(token);
  const result = await refreshUser();
  if (result.ok) {
    applyAccountTheme(result.body);
    void syncCalendarView();
    registerPushSoon();
  }
  return result;
}

async function signInWith(path: string, body: unknown): Promise<ApiFetchResult<SessionUser>> {
  const result = await send<TokenPair>(path, { method: 'POST', body }, null);
  if (!result.ok) return result;
  return startWithToken(result.body.access_token);
}

export function signIn(email: string, password: string): Promise<ApiFetchResult<SessionUser>> {
  return signInWith('/users/login', { username: email.trim(), password });
}

/** The home page is where a link lands anyway: only another path goes in the body. */
const landing = (redirect: string) => (redirect === '/' ? {} : { redirect });

/**
 * `POST /users/signup`: no session comes back, whether or not the address was free (ADR 096);
 * the mailed link signs in ({@link verifyEmailAndSignIn}). `lang`: the interface's language, which
 * the mail is written in; `redirect`: where the link lands.
 */
export function signUp(
  fullName: string,
  email: string,
  password: string,
  lang: Lang,
  redirect: string,
): Promise<ApiFetchResult<{ message: string }>> {
  return send<{ message: string }>(
    `/users/signup?lang=${lang}`,
    {
      method: 'POST',
      body: { full_name: fullName.trim(), email: email.trim(), password, ...landing(redirect) },
    },
    null,
  );
}

/** `POST /users/resend-verification`: the same answer for any address. */
export function resendVerification(
  email: string,
  lang: Lang,
  redirect: string,
): Promise<ApiFetchResult<{ message: string }>> {
  return send<{ message: string }>(
    `/users/resend-verification?lang=${lang}`,
    { method: 'POST', body: { email: email.trim(), ...landing(redirect) } },
    null,
  );
}

/** `GET /user-verify/{token}`: the mailed link verifies the address and signs in. */
export async function verifyEmailAndSignIn(token: string): Promise<ApiFetchResult<SessionUser>> {
  const result = await send<TokenPair>(`/user-verify/${encodeURIComponent(token)}`, {}, null);
  if (!result.ok) return result;
  return startWithToken(result.body.access_token);
}

/**
 * Spec §4/§8 login by a token in the URL (/verification): on failure 'Login Failed', the access
 * token is cleared and the browser goes to /login.
 */
export async function loginWithAccessToken(token: string | null): Promise<ApiFetchResult<SessionUser>> {
  setAccessToken(token);
  const result: ApiFetchResult<SessionUser> = token
    ? await send<SessionUser>('/authenticated-user', {}, token)
    : { ok: false, status: 401 };
  if (result.ok) {
    rememberUser(result.body);
    applyAccountTheme(result.body);
    void syncCalendarView();
    registerPushSoon();
    return result;
  }
  setAccessToken(null);
  noticeAfterReload('session.loginFailed');
  window.location.assign('/login');
  return result;
}

/**
 * Spec §4 logout: revokes the refresh cookie and unregisters this browser's push device (its
 * `uuid`, ADR 141), forgets the push subscription, clears local and session storage, reloads.
 */
export async function signOut(): Promise<void> {
  const uuid = storage('local')?.getItem('uuid');
  await send(
    '/users/logout',
    { method: 'POST', body: uuid ? { uuid } : {} },
    currentTokenUsable() ? accessToken : null,
  );
  if (uuid) await import('../pwa/push').then((push) => push.unsubscribeLocally()).catch(() => {});
  endSession();
}

/** Spec §9: 1 s after a login, a browser whose notifications are already allowed registers again. */
function registerPushSoon(): void {
  // Only a page registers (the session code also runs in Node, in tests and during server rendering).
  if (typeof document === 'undefined') return;
  setTimeout(() => {
    void import('../pwa/push').then((push) => {
      if (push.pushSupport() === 'granted') void push.registerPush(apiFetch, pageLang(), false);
    });
  }, 1000);
}

function pageLang(): Lang {
  return document.documentElement.dataset.lang === 'en' ? 'en' : 'np';
}

let restoring: Promise<void> | null = null;

/** Start-up with the `user` hint: one cookie refresh, then the user (store.ts calls this). */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    const renewed = await refresh();
    if (!renewed.ok) {
      if (renewed.status !== 401 && renewed.status !== 422) setSession({ status: 'anonymous', user: null });
      return;
    }
    const result = await refreshUser();
    if (result.ok) void syncCalendarView();
    else if (getSession().status === 'unknown') setSession({ status: 'anonymous', user: null });
  })();
  return restoring;
}

/**
 * Copies the user's calendar view choices (hidden default calendars, unverified events) into the
 * cookie the server renders calendar pages by (lib/calendar/view-prefs.ts).
 */
export async function syncCalendarView(): Promise<void> {
  const user = getSession().user;
  if (!user || typeof document === 'undefined') return;
  const result = await apiFetch<UserCalendarsResponse>('/users/calendars');
  const defaults = result.ok ? result.body?.data?.default_calendars : undefined;
  // Without an answer the cookie keeps the last known choice.
  if (!Array.isArray(defaults)) return;
  writeViewPrefs({
    showUnverified: user.settings[0]?.unverified_events === 1,
    hiddenCalendars: defaults.filter((c) => c.display === 0).map((c) => c.id),
  });
}

/** Spec §4: a signed-in user's theme choice is saved to the account too. */
export async function saveAccountTheme(theme: Theme): Promise<void> {
  if (getSession().status !== 'signed-in') return;
  const result = await apiFetch<unknown>('/users/settings', {
    method: 'PUT',
    body: { dark_mode: theme === 'dark' ? 1 : 0 },
  });
  const user = getSession().user;
  if (result.ok && user) {
    const settings = user.settings[0] ?? { unverified_events: 0, dark_mode: 0 };
    setSession({
      status: 'signed-in',
      user: { ...user, settings: [{ ...settings, dark_mode: theme === 'dark' ? 1 : 0 }] },
    });
  }
}
