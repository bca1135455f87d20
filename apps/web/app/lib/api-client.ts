/**
 * The web app's client of the JSON API (apps/api), used by loaders on the server.
 *
 * Spec §8: a network failure or a 5xx from the API shows the no-data page; a 4xx does not
 * (the caller decides what a 4xx means for its page). `apiGet`/`apiPost` therefore return
 * `{ ok: false, status }` for a 4xx and throw {@link ApiUnavailableError} for everything else
 * that is not a 2xx; `noDataResponse()` turns that into the no-data page the calendar pages
 * render (HTTP 200, never stored: an error status would count as a failed request to a reader
 * and to load balancers, and the page says what happened and offers a retry).
 */
import { data } from 'react-router';

/**
 * How long one API call may hold up a render before the page gives up (busy API): the web
 * server's API_BUDGET_MS, set through webContext() (server/config.ts).
 */
let apiBudgetMs = 5_000;

export function setApiBudget(ms: number): void {
  apiBudgetMs = ms;
}

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

export const NO_DATA_STATUS = 200;

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
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(apiBudgetMs) });
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

// Wire shapes live in @patro/contracts, shared with the API's mapping layer.
export type {
  WireCalendar,
  WireCalendarsResponse,
  WireCity,
  WireConversion,
  WireDay,
  WireEvent,
  WireHoliday,
  WireHolidayYear,
  WireImportant,
  WireNamed,
  WireNs,
  WirePanchanga,
  WireSait,
  WireTithi,
} from '@patro/contracts';
