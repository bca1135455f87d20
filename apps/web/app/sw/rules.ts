/**
 * The service worker's decisions that need no browser (ADR 142), kept apart from app/sw/sw.ts so
 * unit tests run them: which responses may be kept, which API reads are cached, and how a push
 * message becomes a notification.
 */

/** Cache names; a new name drops the old cache at the next activation. */
export const PAGES_CACHE = 'patro-pages-v1';
export const OFFLINE_CACHE = 'patro-offline-v1';
export const API_CACHE = 'patro-api-v1';

/** The page shown for a navigation that has neither network nor a kept copy. */
export const OFFLINE_PATH = '/offline';

/** How long a navigation waits for the network before a kept copy is shown (seconds). */
export const NAVIGATION_TIMEOUT_S = 4;
/** Pages kept for reading offline, and for how long. */
export const PAGES_MAX_ENTRIES = 60;
export const PAGES_MAX_AGE_S = 30 * 24 * 3600;
export const API_MAX_ENTRIES = 50;
export const API_MAX_AGE_S = 7 * 24 * 3600;

/**
 * Only shared public pages (ADR 082 marks them `public`) are kept: a private screen (accounts,
 * my calendars, a reader's own calendar view) never lands in a cache another sign-in could read.
 */
export function isKeepablePage(status: number, cacheControl: string | null): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  return directives.includes('public') && !directives.includes('no-store');
}

/** Paths the worker never answers: widgets are framed by other sites (ADR 140), the rest are files or actions. */
export function isNavigationHandled(pathname: string): boolean {
  return !/^\/(?:widgets\/|lang\/|favicon-day\/|sw\.js$|__)/.test(pathname);
}

/** Public calendar reads of the API (no account): kept stale-while-revalidate. */
const CALENDAR_API =
  /^\/(?:calendars(?:\/today)?|important-events|goverment-holidays\/\d{4}|panchanga\/cities)$/;

export function isCalendarApiRead(method: string, pathname: string, hasAuthorization: boolean): boolean {
  return method === 'GET' && !hasAuthorization && CALENDAR_API.test(pathname);
}

/** A same-site path to open on click; anything else (another site, `//host`, junk) opens the home page. */
export function safeClickPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  return value;
}

/** What the page's bell keeps (app/lib/notifications.ts AppNotification). */
export interface PushedNotification {
  title: string;
  message: string;
  on_time?: string;
  clickAction?: string;
}

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon: string;
    badge: string;
    tag?: string;
    timestamp?: number;
    data: { clickAction: string; on_time?: string };
  };
  /** The same notification for the page's bell. */
  bell: PushedNotification;
}

/**
 * The push message's JSON body (apps/api/src/modules/push/sender.ts PushNotification:
 * `{ title, message, on_time, clickAction }`) as a system notification; null when it is not one.
 */
export function notificationFromPush(text: string | null | undefined): ShownNotification | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const p = parsed as Record<string, unknown>;
  if (typeof p.title !== 'string' || !p.title.trim()) return null;
  const message = typeof p.message === 'string' ? p.message : '';
  const clickAction = safeClickPath(p.clickAction);
  const onTime =
    typeof p.on_time === 'string' && !Number.isNaN(Date.parse(p.on_time)) ? p.on_time : undefined;
  return {
    title: p.title,
    options: {
      body: message,
      icon: '/icon-192.png',
      badge: '/icon-maskable-192.png',
      // One notification per event and time: a repeat replaces instead of piling up.
      ...(onTime ? { tag: `${clickAction}@${onTime}`, timestamp: Date.parse(onTime) } : {}),
      data: { clickAction, ...(onTime ? { on_time: onTime } : {}) },
    },
    bell: { title: p.title, message, ...(onTime ? { on_time: onTime } : {}), clickAction },
  };
}

export const CONVERTER_PATH = '/nepali-to-english-date-converter';

/**
 * The pages worth keeping offline on `bsIso` (YYYY-MM-DD): this and next month, today's panchanga,
 * the converter (it converts offline) and the offline page.
 */
export function pagesToKeep(bsIso: string): string[] {
  const [year, month, day] = bsIso.split('-').map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return [
    '/',
    `/calendar/bs/${year}-${pad(month)}`,
    `/calendar/bs/${next.year}-${pad(next.month)}`,
    `/calendar/bs/${year}-${pad(month)}-${pad(day)}/panchanga`,
    CONVERTER_PATH,
    OFFLINE_PATH,
  ];
}

/** Messages between the pages and the worker. */
export const MSG_PUSH = 'patro:push';
export const MSG_NAVIGATE = 'patro:navigate';
export const MSG_WARM = 'patro:warm';
export const MSG_VERSION = 'patro:version';
