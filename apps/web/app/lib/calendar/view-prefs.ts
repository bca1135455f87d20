/**
 * A signed-in reader's calendar view choices (spec §5: the default calendars they hid, and whether
 * NS events without a verified date show) in a first-party cookie, so the server renders their
 * month the way they chose although it never sees their token (ADR 067). Written by the browser
 * after sign-in and on every change in /my-calendars/configure; removed at sign-out.
 */
import { COOKIE_MAX_AGE, readCookie } from '../prefs';

export const VIEW_PREFS_COOKIE = 'patro_calendar_view';

export interface CalendarViewPrefs {
  showUnverified: boolean;
  /** Ids of Patro's default calendars the reader hid. */
  hiddenCalendars: number[];
}

/** `1_3-5`: unverified flag, then hidden ids (cookie-safe characters only). */
export function formatViewPrefs(prefs: CalendarViewPrefs): string {
  return `${prefs.showUnverified ? 1 : 0}_${[...prefs.hiddenCalendars].sort((a, b) => a - b).join('-')}`;
}

export function parseViewPrefs(value: string | null): CalendarViewPrefs | null {
  const match = value ? /^([01])_(\d{1,9}(?:-\d{1,9}){0,49})?$/.exec(value) : null;
  if (!match) return null;
  return {
    showUnverified: match[1] === '1',
    hiddenCalendars: match[2] ? match[2].split('-').map(Number) : [],
  };
}

/** The API query a server-side month read adds for these choices (none for a visitor). */
export function viewPrefsQuery(request: Request): { unverified?: '1'; hide?: string } {
  const prefs = parseViewPrefs(readCookie(request.headers.get('cookie'), VIEW_PREFS_COOKIE));
  if (!prefs) return {};
  return {
    ...(prefs.showUnverified ? { unverified: '1' as const } : {}),
    ...(prefs.hiddenCalendars.length > 0 ? { hide: prefs.hiddenCalendars.join(',') } : {}),
  };
}

/** Browser only: remembers the choices (or forgets them with null). */
export function writeViewPrefs(prefs: CalendarViewPrefs | null): void {
  const value = prefs ? formatViewPrefs(prefs) : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party display preference the server reads.
  document.cookie = `${VIEW_PREFS_COOKIE}=${value}; path=/; max-age=${prefs ? COOKIE_MAX_AGE : 0}; samesite=lax`;
}
