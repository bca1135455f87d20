/**
 * The event form's rules, without React: its values, the payload `POST /events` takes, the
 * checks shown beside fields, and BS ⇄ AD date switching (the engine's civil tables, which run
 * in the browser). Unit-tested in event-form.test.ts.
 */
import {
  adToBs,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsMonthLength,
  bsToAd,
  formatIsoDate,
  gregorianMonthLength,
  type YMD,
} from '@patro/calendar';
import { REPEAT_FREQUENCIES } from '@patro/contracts';
import { EVENT_TYPES } from '@patro/contracts/event-types';
import type { EventsMessageKey } from '../../i18n/events';
import type {
  EditScope,
  EventBase,
  EventPayload,
  EventType,
  EventUpdatePayload,
  Frequency,
  RepeatRule,
  SeriesRecord,
} from './types';

/**
 * The form's bounds for "every N" and "after N times" (the API allows more; the messages
 * ev.err.interval and ev.err.count name these numbers).
 */
export const REPEAT_INTERVAL_MAX = 99;
export const REPEAT_COUNT_MAX = 999;

const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

/** The contracts' lists, so the form offers exactly what the API accepts. */
export const FREQUENCIES: readonly Frequency[] = REPEAT_FREQUENCIES;
export { EVENT_TYPES };
/** Reminder choices in minutes before the event: at the time, 10 min, 1 hour, 1 day, 1 week. */
export const REMINDER_OPTIONS = [0, 10, 60, 1440, 10080] as const;

/** The years the date picker offers: the engine's BS range and the AD years it covers. */
export const YEAR_RANGE: Record<EventBase, { min: number; max: number }> = {
  BS: { min: BS_MIN_YEAR, max: BS_MAX_YEAR },
  AD: { min: BS_MIN_YEAR - 57, max: BS_MAX_YEAR - 57 },
};

export interface EventFormValues {
  calendarId: number | null;
  title: string;
  base: EventBase;
  date: YMD;
  allDay: boolean;
  startTime: string;
  endTime: string;
  frequency: Frequency;
  interval: number;
  endKind: 'never' | 'count' | 'until';
  count: number;
  /** The series' last date, in the same base as `date`. */
  until: YMD;
  eventType: EventType | '';
  location: string;
  reminders: number[];
  description: string;
}

export type FieldErrors = Partial<Record<keyof EventFormValues, EventsMessageKey>>;

export const pad2 = (n: number) => String(n).padStart(2, '0');
export const isoOf = (d: YMD): string => formatIsoDate(d);

export function parseIso(text: string): YMD | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

export function monthLength(base: EventBase, year: number, month: number): number {
  return base === 'BS' ? bsMonthLength(year, month) : gregorianMonthLength(year, month);
}

/** The same day in the other calendar (the form's BS/AD switch keeps the chosen day). */
export function convertDate(date: YMD, from: EventBase, to: EventBase): YMD {
  if (from === to) return date;
  return from === 'BS' ? bsToAd(date) : adToBs(date);
}

/** Keeps the day inside the month when the year or month changes (Baisakh 32 → Jestha 31…). */
export function clampDay(base: EventBase, date: YMD): YMD {
  const length = monthLength(base, date.year, date.month);
  return date.day > length ? { ...date, day: length } : date;
}

export function emptyValues(base: EventBase, date: YMD, calendarId: number | null): EventFormValues {
  return {
    calendarId,
    title: '',
    base,
    date,
    allDay: true,
    startTime: '09:00',
    endTime: '10:00',
    frequency: 'none',
    interval: 1,
    endKind: 'never',
    count: 10,
    until: date,
    eventType: '',
    location: '',
    reminders: [],
    description: '',
  };
}

/** The form's values for an existing series (edit). */
export function valuesFromSeries(series: SeriesRecord, occurrence?: YMD): EventFormValues {
  const date = occurrence ?? parseIso(series.date) ?? { year: 2000, month: 1, day: 1 };
  const repeat = series.repeat ?? { frequency: 'none' };
  const end = repeat.end ?? { kind: 'never' };
  return {
    ...emptyValues(series.base, date, series.calendar_id),
    title: series.title,
    allDay: series.all_day,
    startTime: series.start_time ?? '09:00',
    endTime: series.end_time ?? '10:00',
    frequency: repeat.frequency,
    interval: repeat.interval ?? 1,
    endKind: end.kind,
    count: end.kind === 'count' ? end.count : 10,
    until: (end.kind === 'until' && parseIso(end.date)) || date,
    eventType: series.event_type ?? '',
    location: series.location ?? '',
    reminders: series.reminders ?? [],
    description: series.description ?? '',
  };
}

export function validate(values: EventFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.calendarId === null) errors.calendarId = 'ev.err.calendar';
  if (!values.title.trim()) errors.title = 'ev.err.title';
  if (!values.allDay) {
    if (!/^\d{2}:\d{2}$/.test(values.startTime)) errors.startTime = 'ev.err.time';
    if (!/^\d{2}:\d{2}$/.test(values.endTime)) errors.endTime = 'ev.err.time';
    else if (values.endTime <= values.startTime) errors.endTime = 'ev.err.endBeforeStart';
  }
  if (values.frequency !== 'none') {
    if (!inRange(values.interval, REPEAT_INTERVAL_MAX)) errors.interval = 'ev.err.interval';
    if (values.endKind === 'count' && !inRange(values.count, REPEAT_COUNT_MAX)) errors.count = 'ev.err.count';
    if (values.endKind === 'until' && isoOf(values.until) < isoOf(values.date)) errors.until = 'ev.err.until';
  }
  return errors;
}

export function repeatOf(values: EventFormValues): RepeatRule {
  if (values.frequency === 'none') return { frequency: 'none' };
  return {
    frequency: values.frequency,
    interval: values.interval,
    end:
      values.endKind === 'count'
        ? { kind: 'count', count: values.count }
        : values.endKind === 'until'
          ? { kind: 'until', date: isoOf(values.until) }
          : { kind: 'never' },
  };
}

/** The browser's time zone (times of day are wall-clock times there). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** `POST /events` body; call only when {@link validate} found nothing. */
export function toPayload(values: EventFormValues): EventPayload {
  const payload: EventPayload = {
    calendar_id: values.calendarId!,
    title: values.title.trim(),
    base: values.base,
    date: isoOf(values.date),
    all_day: values.allDay,
    repeat: repeatOf(values),
    reminders: [...values.reminders].sort((a, b) => a - b),
  };
  if (!values.allDay) {
    payload.start_time = values.startTime;
    payload.end_time = values.endTime;
    const zone = browserTimeZone();
    if (zone) payload.time_zone = zone;
  }
  if (values.eventType) payload.event_type = values.eventType;
  if (values.location.trim()) payload.location = values.location.trim();
  if (values.description.trim()) payload.description = values.description.trim();
  return payload;
}

/**
 * `PUT /events/{id}` body. One occurrence takes only what an occurrence can change (title, date,
 * times, location, description, type: the API answers 400 for series-only fields). The whole
 * series keeps its own first date unless the form's date was moved away from the occurrence it
 * was opened on. Cleared optional fields are sent as null.
 */
export function toUpdatePayload(
  values: EventFormValues,
  scope: EditScope,
  occurrenceDate: string | null,
  seriesStart: string,
): EventUpdatePayload {
  const full = toPayload(values);
  const common = {
    title: full.title,
    date: full.date,
    all_day: full.all_day,
    start_time: full.start_time ?? null,
    end_time: full.end_time ?? null,
    event_type: full.event_type ?? null,
    location: full.location ?? null,
    description: full.description ?? null,
  };
  if (scope === 'occurrence') return { ...common, scope, occurrence_date: occurrenceDate ?? full.date };
  const moved = occurrenceDate === null || full.date !== occurrenceDate;
  return {
    ...common,
    date: moved ? full.date : seriesStart,
    calendar_id: full.calendar_id,
    base: full.base,
    repeat: full.repeat,
    reminders: full.reminders ?? [],
    ...(full.time_zone ? { time_zone: full.time_zone } : {}),
    scope,
  };
}
