/**
 * The tiny, always-loaded half of the browser session: the state React renders from, and the
 * start-up that decides whether the session module (./session.ts, loaded with `import()`) is
 * needed at all. A visitor's page never downloads or runs the session code (ADR 066).
 *
 * Safe to import during SSR: nothing here touches `window` at import time, and the server
 * snapshot is always 'unknown'.
 */
import { useSyncExternalStore } from 'react';
import type { MessageKey } from '../../i18n';
import type { SessionUser } from './types';

export type SessionStatus = 'unknown' | 'anonymous' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Local storage keys of spec §3 that belong to the signed-in person (sign-out and a failed
 * refresh clear them). `theme` and `lang` stay: they are this device's preferences, kept in
 * cookies too, not account data.
 */
export const ACCOUNT_STORAGE_KEYS = [
  'access',
  'refresh',
  'user',
  'name',
  'pic',
  'cal',
  'org_cal',
  'org_id',
  'fcm',
  'uuid',
  'end_sub',
  // The ad-free flag (lib/ads/adfree.ts, ADR 224): ads come back at sign-out.
  'patro.adfree',
] as const;

/** Local storage `user` (the e-mail, spec §3): its presence is the only hint that a session may exist. */
export const USER_KEY = 'user';
export const NAME_KEY = 'name';

/** Session storage: a notice to show after the next page load (a message key). */
export const NOTICE_KEY = 'patro:notice';

const SERVER_STATE: SessionState = { status: 'unknown', user: null };

let state: SessionState = SERVER_STATE;
let notice: MessageKey | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState): void {
  state = next;
  emit();
}

/** The session as React sees it; 'unknown' on the server and until the start-up has decided. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

// ---------- Notices (a one-line status message under the header) ----------

export function showNotice(key: MessageKey | null): void {
  notice = key;
  emit();
}

/** Shows `key` after the reload or navigation that follows (survives one page load). */
export function noticeAfterReload(key: MessageKey): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, key);
  } catch {
    // storage disabled: the notice is lost, the logout still happens
  }
}

export function useSessionNotice(): MessageKey | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}

// ---------- API origin ----------

let resolveApiUrl: (url: string) => void = () => {};
let apiUrl: string | null = null;
const apiUrlReady = new Promise<string>((resolve) => {
  resolveApiUrl = resolve;
});

/** The API origin; waits for {@link startSession} (the header calls it on every page). */
export function whenApiUrl(): Promise<string> {
  return apiUrl === null ? apiUrlReady : Promise.resolve(apiUrl);
}

// ---------- Start-up ----------

let started = false;

function hasSessionHint(): boolean {
  try {
    return Boolean(localStorage.getItem(USER_KEY));
  } catch {
    return false;
  }
}

function takePendingNotice(): void {
  try {
    const pending = sessionStorage.getItem(NOTICE_KEY);
    if (pending) {
      sessionStorage.removeItem(NOTICE_KEY);
      showNotice(pending as MessageKey);
    }
  } catch {
    // storage disabled
  }
}

/** Loads the session module (a separate chunk). */
export function loadSessionModule() {
  return import('./session');
}

/**
 * Called once after hydration (the header's effect). With the `user` hint it loads the session
 * module and restores the session from the refresh cookie; without it the visitor is anonymous
 * at once and no request is made.
 */
export function startSession(url: string): void {
  if (apiUrl === null) {
    apiUrl = url.replace(/\/+$/, '');
    resolveApiUrl(apiUrl);
  }
  if (started) return;
  started = true;
  takePendingNotice();
  if (!hasSessionHint()) {
    if (state.status === 'unknown') setSession({ status: 'anonymous', user: null });
    return;
  }
  void loadSessionModule().then((session) => session.restoreSession());
}
