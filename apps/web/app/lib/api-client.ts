/**
 * The web app's client of the JSON API (apps/api), used by loaders on the server.
 *
 * Spec §8: a network failure or a 5xx from the API shows the no-data page; a 4xx does not
 * (the caller decides what a 4xx means for its page). `apiGet`/`apiPost` therefore return
 * `{ ok: false, status }` for a 4xx and throw {@link ApiUnavailableError} for everything else
 * that is not a 2xx; `noDataResponse()` turns that into the 503 the calendar pages render as
 * the no-data page.
 */
import { data } from 'react-router';
import type { Lang } from '../i18n';

/** How long one API call may take before the page gives up (weak connections, busy API). */
export const API_TIMEOUT_MS = 8_000;

/** The API could not be reached, timed out, or answered 5xx. */
export class ApiUnavailableError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiUnavailableError';
    this.status = status;
  }
}

export type ApiResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string };

/** What the no-data error response carries (route ErrorBoundaries read `kind`). */
export interface NoDataPayload {
  kind: 'no-data';
}

export const NO_DATA_STATUS = 503;

/** The thrown response for "calendar data could not be loaded" (rendered as the no-data page). */
export function noDataResponse() {
  return data<NoDataPayload>(
    { kind: 'no-data' },
    { status: NO_DATA_STATUS, headers: { 'Cache-Control': 'no-store' } },
  );
}

export function isNoData(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'no-data';
}

/** True for responses whose failure means "no data" (spec §8): network errors and 5xx. */
export function isUnavailableStatus(status: number): boolean {
  return status >= 500;
}

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    throw new ApiUnavailableError(`API not reachable: ${url}`, null, { cause: error });
  }
  if (isUnavailableStatus(response.status)) {
    throw new ApiUnavailableError(`API answered ${response.status}: ${url}`, response.status);
  }
  if (!response.ok) {
    let message = response.statusText;
    try {
      const body = (await response.json()) as { message?: unknown; msg?: unknown };
      message = String(body.message ?? body.msg ?? message);
    } catch {
      // Not JSON: keep the status text.
    }
    return { ok: false, status: response.status, message };
  }
  try {
    return { ok: true, body: (await response.json()) as T };
  } catch (error) {
    throw new ApiUnavailableError(`API answered unreadable JSON: ${url}`, response.status, { cause: error });
  }
}

function join(apiUrl: string, path: string, query?: Record<string, string | number | undefined>): string {
  const url = new URL(path, `${apiUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

export function apiGet<T>(apiUrl: string, path: string, query?: Record<string, string | number | undefined>) {
  return call<T>(join(apiUrl, path, query), { headers: { accept: 'application/json' } });
}

export function apiPost<T>(apiUrl: string, path: string, body: unknown) {
  return call<T>(join(apiUrl, path), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Runs a loader body; an unavailable API becomes the no-data response (thrown). */
export async function orNoData<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiUnavailableError) {
      console.error(`[web] ${error.message}`);
      throw noDataResponse();
    }
    throw error;
  }
}

// ---------- Wire shapes (apps/api/src/modules/*; spec §3, §7) ----------

export interface WireNamed {
  number: number;
  np: string;
  en: string;
}

export interface WireTithi extends WireNamed {
  paksha: 'shukla' | 'krishna';
  paksha_tithi: number;
  paksha_np: string;
  paksha_en: string;
  end: string | null;
}

export interface WireNs {
  year: number;
  month: number;
  paksha: 'thwa' | 'ga';
  day: number;
  month_np: string;
  month_en: string;
  paksha_np: string;
  paksha_en: string;
}

export interface WireEvent {
  jbo: 'NS' | 'BS' | 'AD';
  jci: number;
  jds: string;
  jtl: string;
  jir: number | null;
  gh: 0 | 1;
  priority: '0' | '1' | '2' | null;
  jevdt: string;
  ad: string;
  event_verified_date: string | null;
}

export interface WireCalendar {
  id: number;
  calendar_id: number;
  is_default: 0 | 1;
  display: 0 | 1;
  name: string;
  colour: string;
  priority?: number;
}

export interface WireDay {
  BS_date?: string;
  AD_date?: string;
  bs_year: number;
  bs_month: number;
  bs_day: number;
  ad: string;
  is_verified: boolean;
  weekday: WireNamed;
  tithi: WireTithi;
  ns: WireNs;
  holiday: boolean;
  source: 'official' | 'projected' | 'computed';
  events: WireEvent[];
}

export interface WireCalendarsResponse {
  data: {
    calendars: WireCalendar[];
    events: Record<string, Record<string, Record<string, WireDay>>>;
  };
}

export interface WireImportant {
  bs: string;
  ad: string;
  days_from: number;
  weekday: WireNamed;
  tithi: WireTithi;
  holiday: boolean;
  events: WireEvent[];
}

export interface WireHoliday {
  bs: string;
  ad: string;
  weekday: WireNamed;
  np: string;
  en: string;
  kind: 'national' | 'restricted';
  scope: string | null;
  source: 'published' | 'computed';
  festival_id: string | null;
}

export interface WireHolidayYear {
  data: { year: number; source: 'published' | 'computed'; holiday_coverage: string; holidays: WireHoliday[] };
}

export interface WirePanchanga {
  date: { bs: string; ad: string; weekday: WireNamed };
  place: { id: string | null; name: string | null; lat: number; lon: number; tz: string };
  source: string;
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  tithi: WireTithi;
  nakshatra: WireNamed & { end: string | null };
  yoga: WireNamed & { end: string | null };
  karanas: (WireNamed & { end: string | null })[];
  sun_rashi: WireNamed;
  moon_rashi: WireNamed;
  ritu: WireNamed;
  ayana: { np: string; en: string };
  lunar_month: { month: number; adhik: boolean; np: string; en: string };
  ns: WireNs;
  festivals: { id: string; np: string; en: string; holiday: string }[];
  holiday: boolean;
}

export interface WireCity {
  id: string;
  np: string;
  en: string;
  country: string;
  lat: number;
  lon: number;
  tz: string;
}

export interface WireConversion {
  based_on: 'AD' | 'BS' | 'NS';
  date: string;
  ad: string;
  bs: string;
  ns: WireNs;
  weekday: WireNamed;
  tithi: WireTithi;
  holiday: boolean;
  source: string;
}

export interface WireSait {
  bs: string;
  ad: string;
  weekday: WireNamed;
  category: string;
  np: string;
  en: string;
  tithi: WireNamed | null;
  nakshatra: WireNamed | null;
  source: 'computed' | 'published';
  time: string | null;
  note: { np: string | null; en: string | null } | null;
}

/** The name of a wire record in the page language. */
export function nameIn(named: { np: string; en: string }, lang: Lang): string {
  return lang === 'np' ? named.np : named.en;
}
