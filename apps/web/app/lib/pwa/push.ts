/**
 * Web Push on this browser (spec §3/§7/§9; ADR 144): permission, the subscription
 * with the API's VAPID key, the device registration (`POST /userfcm`, device id in local storage
 * `uuid`, the subscription in `fcm`) and its topics (`POST /register-webTopics`).
 */
import { CLOCK_TIME, DEFAULT_MORNING_TIME, PUSH_TOPICS, type PushTopic } from '@patro/contracts';
import type { Lang } from '../../i18n';
import { apiErrorText } from '../api-error';
import type { ApiFetchInit, ApiFetchResult } from '../auth/types';

type Fetch = <T>(path: string, init?: ApiFetchInit) => Promise<ApiFetchResult<T>>;

export const UUID_KEY = 'uuid';
export const FCM_KEY = 'fcm';
/** This browser's topic choice and morning time, so a new sign-in on it keeps them. */
export const PUSH_PREFS_KEY = 'patro:push';

export { PUSH_TOPICS, type PushTopic };

export interface PushPrefs {
  topics: PushTopic[];
  /** "HH:MM" in the device's time zone. */
  morning_time: string;
}

export const DEFAULT_PUSH_PREFS: PushPrefs = {
  // Organisations' news is opted into: a reader may follow many.
  topics: ['morning', 'festivals', 'reminders'],
  morning_time: DEFAULT_MORNING_TIME,
};

/** A saved choice read back leniently: unknown topics dropped, a bad time the default. */
export function parsePushPrefs(text: string | null): PushPrefs {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<PushPrefs> | null;
    if (!value || typeof value !== 'object') return DEFAULT_PUSH_PREFS;
    const topics = Array.isArray(value.topics)
      ? PUSH_TOPICS.filter((t) => (value.topics as unknown[]).includes(t))
      : DEFAULT_PUSH_PREFS.topics;
    const time =
      typeof value.morning_time === 'string' && CLOCK_TIME.test(value.morning_time)
        ? value.morning_time
        : DEFAULT_PUSH_PREFS.morning_time;
    return { topics, morning_time: time };
  } catch {
    return DEFAULT_PUSH_PREFS;
  }
}

/** The operating system from a user agent, as the device list shows it (spec §7 osname/osversion). */
export function osFromUserAgent(ua: string): { osname: string; osversion: string } {
  const found = (
    [
      [/Windows NT ([\d.]+)/, 'Windows'],
      [/Android ([\d.]+)/, 'Android'],
      [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
      [/Mac OS X ([\d_.]+)/, 'macOS'],
      [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([pattern]) => pattern.test(ua));
  if (!found) return { osname: 'Unknown', osversion: '' };
  const version = ua.match(found[0])?.[1] ?? '';
  return { osname: found[1], osversion: version.replace(/_/g, '.') };
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This browser's device id (spec §3 local `uuid`), made once. */
export function deviceUuid(): string {
  const store = local();
  const existing = store?.getItem(UUID_KEY);
  if (existing && /^[\w.:-]{1,100}$/.test(existing)) return existing;
  const made = crypto.randomUUID();
  store?.setItem(UUID_KEY, made);
  return made;
}

export function readPushPrefs(): PushPrefs {
  return parsePushPrefs(local()?.getItem(PUSH_PREFS_KEY) ?? null);
}

export type PushSupport = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator))
    return 'unsupported';
  if (!('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}

/** True when this browser is registered (its subscription is kept in local `fcm`). */
export function pushRegistered(): boolean {
  return Boolean(local()?.getItem(FCM_KEY));
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushResult =
  | { ok: true }
  | { ok: false; reason: 'denied' | 'unsupported' | 'unavailable' | 'failed' | 'timeout'; message?: string };

/**
 * How long the browser's push service may take to hand out a subscription. One that cannot be
 * reached (a blocked network, no Google services) never answers: the reader is told and may try
 * again instead of watching "Working…" for minutes.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 8_000;

const TIMED_OUT = Symbol('timed out');

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Saves the topics and morning time for this browser's device (`POST /register-webTopics`). */
export async function saveTopics(apiFetch: Fetch, prefs: PushPrefs, lang: Lang): Promise<PushResult> {
  local()?.setItem(PUSH_PREFS_KEY, JSON.stringify(prefs));
  const result = await apiFetch('/register-webTopics', {
    method: 'POST',
    body: { uuid: deviceUuid(), topics: prefs.topics, morning_time: prefs.morning_time, lang },
  });
  return result.ok ? { ok: true } : { ok: false, reason: 'failed', message: apiErrorText(result, lang) };
}

/**
 * Subscribes this browser and registers it with the API, then its topics. `ask`: request the
 * permission (a click); without it only an already granted permission is used (spec §9).
 */
export async function registerPush(apiFetch: Fetch, lang: Lang, ask: boolean): Promise<PushResult> {
  const support = pushSupport();
  if (support === 'unsupported') return { ok: false, reason: 'unsupported' };
  if (support === 'denied') return { ok: false, reason: 'denied' };
  if (support === 'default') {
    if (!ask) return { ok: false, reason: 'denied' };
    if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  }
  const key = await apiFetch<{ publicKey: string }>('/push/vapid-public-key');
  if (!key.ok) return { ok: false, reason: 'unavailable' };
  try {
    const subscription = await withinTimeout(
      navigator.serviceWorker.ready.then(
        async (registration) =>
          (await registration.pushManager.getSubscription()) ??
          (await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(key.body.publicKey),
          })),
      ),
      PUSH_SUBSCRIBE_TIMEOUT_MS,
    );
    if (subscription === TIMED_OUT) return { ok: false, reason: 'timeout' };
    const prefs = readPushPrefs();
    const os = osFromUserAgent(navigator.userAgent);
    const json = subscription.toJSON();
    const registered = await apiFetch('/userfcm', {
      method: 'POST',
      body: {
        fcm_token: json,
        platform: 'web',
        uuid: deviceUuid(),
        ...os,
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        morning_time: prefs.morning_time,
        lang,
      },
    });
    if (!registered.ok) return { ok: false, reason: 'failed', message: apiErrorText(registered, lang) };
    local()?.setItem(FCM_KEY, JSON.stringify(json));
    return saveTopics(apiFetch, prefs, lang);
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Forgets the subscription in this browser (after the API has been told, e.g. by logout). */
export async function unsubscribeLocally(): Promise<void> {
  local()?.removeItem(FCM_KEY);
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

/** Turns push off for this browser: the API forgets the device's topics, the browser its subscription. */
export async function turnOffPush(apiFetch: Fetch, lang: Lang): Promise<PushResult> {
  const result = await apiFetch('/register-webTopics', {
    method: 'POST',
    body: { uuid: deviceUuid(), topics: [], morning_time: readPushPrefs().morning_time, lang },
  });
  await unsubscribeLocally();
  return result.ok || result.status === 404
    ? { ok: true }
    : { ok: false, reason: 'failed', message: apiErrorText(result, lang) };
}
