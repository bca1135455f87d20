/**
 * The personal calendars and events calls (spec §7) through the session's `apiFetch` (bearer
 * token, one refresh on 401). Imported only by the my-calendars screens and by lazily loaded
 * chunks of the calendar pages, so visitors' pages never download it.
 */

import type { UserCalendarsResponse } from '@patro/contracts';
import type { Lang } from '../../i18n';
import type { WireCalendarsResponse } from '../../lib/api-client';
import { apiFetch } from '../../lib/auth/session';
import type { ApiFetchResult } from '../../lib/auth/types';
import type {
  DefaultCalendar,
  EditScope,
  EventPayload,
  EventUpdatePayload,
  SeriesRecord,
  UserCalendar,
} from './types';

type Message = { message: string };

/** The user's calendars in their order; `defaults`: Patro's calendars with this user's display. */
export async function listCalendarsWithDefaults(
  lang: Lang,
  signal?: AbortSignal,
): Promise<
  ApiFetchResult<{ calendars: UserCalendar[]; shared: UserCalendar[]; defaults: DefaultCalendar[] }>
> {
  const result = await apiFetch<UserCalendarsResponse>('/users/calendars', { query: { lang }, signal });
  if (!result.ok) return result;
  return {
    ...result,
    body: {
      calendars: result.body.data.calendars,
      shared: result.body.data.shared_calendars ?? [],
      defaults: result.body.data.default_calendars,
    },
  };
}

/**
 * Every calendar the user reads: their own, then those shared with them, their organisations' and
 * subscribed ones (each with `access`); `writable` keeps those whose events they may change.
 */
export async function listReadableCalendars(
  lang: Lang,
  signal?: AbortSignal,
  { writable = false } = {},
): Promise<ApiFetchResult<UserCalendar[]>> {
  const result = await listCalendarsWithDefaults(lang, signal);
  if (!result.ok) return result;
  const all = [...result.body.calendars, ...result.body.shared];
  const canWrite = (c: UserCalendar) =>
    !c.access || c.access === 'owner' || c.access === 'manager' || c.access === 'editor';
  return { ...result, body: writable ? all.filter(canWrite) : all };
}

export async function listCalendars(
  lang: Lang,
  signal?: AbortSignal,
): Promise<ApiFetchResult<UserCalendar[]>> {
  const result = await listCalendarsWithDefaults(lang, signal);
  return result.ok ? { ...result, body: result.body.calendars } : result;
}

export function createCalendar(body: { name: string; colour: string; display?: 0 | 1 }) {
  return apiFetch<unknown>('/calendars/', { method: 'POST', body });
}

export function updateCalendar(id: number, body: { name?: string; colour?: string; display?: 0 | 1 }) {
  return apiFetch<unknown>(`/calendars/${id}`, { method: 'PUT', body });
}

export function deleteCalendar(id: number) {
  return apiFetch<unknown>(`/calendars/${id}`, { method: 'DELETE' });
}

export function saveCalendarOrder(calendarIds: number[]) {
  return apiFetch<unknown>('/calendars-priority', { method: 'PUT', body: { calendar_ids: calendarIds } });
}

export function toggleCalendarDisplay(id: number) {
  return apiFetch<unknown>(`/hidecalendars/${id}`);
}

export function renewIcalLink(id: number) {
  return apiFetch<{ message: string; calendar: UserCalendar }>(`/calendars/${id}/ical-token`, {
    method: 'POST',
    body: {},
  });
}

export async function listCalendarEvents(
  id: number,
  signal?: AbortSignal,
): Promise<ApiFetchResult<SeriesRecord[]>> {
  const result = await apiFetch<{ data: SeriesRecord[] }>(`/calendar-events/${id}`, { signal });
  return result.ok ? { ...result, body: result.body.data } : result;
}

export function createEvent(body: EventPayload) {
  return apiFetch<Message>('/events', { method: 'POST', body });
}

export function updateEvent(id: number, body: EventUpdatePayload) {
  return apiFetch<Message>(`/events/${id}`, { method: 'PUT', body });
}

export function deleteEvent(id: number, scope: EditScope, occurrenceDate: string | null) {
  return apiFetch<Message>(`/events/${id}`, {
    method: 'DELETE',
    query: {
      scope,
      ...(occurrenceDate && scope === 'occurrence' ? { occurrence_date: occurrenceDate } : {}),
    },
  });
}

export function toggleUnverifiedEvents() {
  return apiFetch<unknown>('/toggle-verified-events');
}

/** The calendar month as the signed-in user reads it (public data plus their displayed calendars). */
export function fetchMonthAsUser(
  base: 'bs' | 'ad',
  year: number,
  month: number,
  lang: Lang,
  signal?: AbortSignal,
) {
  return apiFetch<WireCalendarsResponse>('/calendars', {
    query: { calendar_type: base.toUpperCase(), year, month, lang },
    signal,
  });
}

/** The 24 calendar colours (dynamic config `calendar-palette`). */
export async function fetchPalette(): Promise<string[]> {
  const result = await apiFetch<{ value: unknown }>('/api/dynamic-config/calendar-palette');
  const value = result.ok ? result.body.value : null;
  return Array.isArray(value) && value.every((c) => typeof c === 'string') ? value : FALLBACK_PALETTE;
}

/** Used only when the config cannot be read, so the form still works. */
const FALLBACK_PALETTE = ['#d32f2f', '#1976d2', '#388e3c', '#f57c00', '#7b1fa2', '#616161'];
