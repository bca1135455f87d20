/**
 * A user's series expanded into dated occurrences with their one-occurrence changes applied
 * (moved, retitled, cancelled). The month read, the iCalendar feed, the reminders job and the
 * event list all read occurrences through here.
 */
import {
  bsJdnRange,
  bsToJdn,
  expandOccurrencesJdn,
  gregorianToJdn,
  jdnToBs,
  jdnToGregorian,
  occurrenceOn,
  parseIsoDate,
  type RecurrenceBase,
  type RecurringSeries,
  type YMD,
} from '@patro/calendar';
import type { OccurrenceChanges, RepeatEnd } from '@patro/contracts';
import type { EventSeriesRow } from '../calendar/repository.js';
import { iso } from '../calendar/service.js';
import type { OverrideRow } from './repository.js';

/** Recurrence as stored in `event_series.recurrence` (dates ISO in the base calendar). */
export interface StoredRecurrence {
  frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  end: RepeatEnd;
}

/** The fields one occurrence may change (`event_occurrence_overrides.changes`). */
export type { OccurrenceChanges };

/** One dated occurrence of a user's event, as people see it. */
export interface UserOccurrence {
  series: EventSeriesRow;
  /** The occurrence's own date in the series (base calendar ISO), which names it even when moved. */
  occurrenceDate: string;
  /** Where it is now (after a move). */
  jdn: number;
  bs: YMD;
  ad: YMD;
  title: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  description: string | null;
  eventType: string | null;
  /** True when a one-occurrence change applies. */
  changed: boolean;
}

export const ENGINE_RANGE = bsJdnRange();

export function parseBase(text: string, base: RecurrenceBase): YMD {
  const date = parseIsoDate(text, { calendar: base === 'BS' ? 'bs' : 'ad' });
  if (!date) throw new Error(`Stored ${base} date ${text} does not exist`);
  return date;
}

export function baseDateToJdn(date: YMD, base: RecurrenceBase): number {
  return base === 'BS' ? bsToJdn(date) : gregorianToJdn(date);
}

/** The series' dates in the engine's terms. */
export function seriesDates(row: EventSeriesRow): RecurringSeries {
  const base = row.base as RecurrenceBase;
  const stored = row.recurrence as StoredRecurrence | null;
  return {
    base,
    start: parseBase(row.startsOn!, base),
    recurrence: stored && {
      frequency: stored.frequency,
      interval: stored.interval,
      end:
        stored.end.kind === 'until'
          ? { kind: 'until', date: parseBase(stored.end.date, base) }
          : stored.end.kind === 'count'
            ? { kind: 'count', count: stored.end.count }
            : { kind: 'never' },
    },
  };
}

/** The event's plain-text description (stored as `{ text }`). */
export function descriptionText(row: EventSeriesRow): string | null {
  const text = (row.description as { text?: unknown }).text;
  return typeof text === 'string' && text !== '' ? text : null;
}

function applyChanges(
  series: EventSeriesRow,
  occurrenceDate: string,
  originalJdn: number,
  override: OverrideRow | undefined,
): UserOccurrence | null {
  if (override?.cancelled) return null;
  const changes = (override?.changes ?? {}) as OccurrenceChanges;
  const base = series.base as RecurrenceBase;
  const jdn = changes.date ? baseDateToJdn(parseBase(changes.date, base), base) : originalJdn;
  const has = (key: keyof OccurrenceChanges) => Object.hasOwn(changes, key);
  const allDay = has('all_day') ? Boolean(changes.all_day) : series.startTime === null;
  return {
    series,
    occurrenceDate,
    jdn,
    bs: jdnToBs(jdn),
    ad: jdnToGregorian(jdn),
    title: changes.title ?? series.titleEn,
    allDay,
    startTime: allDay ? null : has('start_time') ? (changes.start_time ?? null) : series.startTime,
    endTime: allDay ? null : has('end_time') ? (changes.end_time ?? null) : series.endTime,
    location: has('location') ? (changes.location ?? null) : series.location,
    description: has('description') ? (changes.description ?? null) : descriptionText(series),
    eventType: has('event_type') ? (changes.event_type ?? null) : series.eventType,
    changed: override !== undefined,
  };
}

/** Groups overrides by series and occurrence date. */
export function indexOverrides(overrides: OverrideRow[]): Map<number, Map<string, OverrideRow>> {
  const bySeries = new Map<number, Map<string, OverrideRow>>();
  for (const o of overrides) {
    let map = bySeries.get(o.seriesId);
    if (!map) {
      map = new Map();
      bySeries.set(o.seriesId, map);
    }
    map.set(o.occurrenceDate, o);
  }
  return bySeries;
}

/** A read would list more occurrences than one answer may hold (bounded answers; ADR 090). */
export class TooManyOccurrencesError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} occurrences`);
    this.name = 'TooManyOccurrencesError';
  }
}

/**
 * Occurrences of `series` that fall in [firstJdn, lastJdn] after their changes, in date order.
 * An occurrence moved into the window from outside it is found through its override.
 */
export function occurrencesInRange(
  seriesRows: EventSeriesRow[],
  overrides: Map<number, Map<string, OverrideRow>>,
  firstJdn: number,
  lastJdn: number,
  /** Stop with `TooManyOccurrencesError` past this many, before doing the rest of the work. */
  limit = Number.POSITIVE_INFINITY,
): UserOccurrence[] {
  const out: UserOccurrence[] = [];
  for (const series of seriesRows) {
    if (out.length > limit) throw new TooManyOccurrencesError(limit);
    if (!series.startsOn) continue;
    const dates = seriesDates(series);
    const changes = overrides.get(series.id);
    const seen = new Set<string>();
    for (const o of expandOccurrencesJdn(dates, firstJdn, lastJdn)) {
      const key = iso(o.date);
      seen.add(key);
      const occurrence = applyChanges(series, key, o.jdn, changes?.get(key));
      if (occurrence && occurrence.jdn >= firstJdn && occurrence.jdn <= lastJdn) out.push(occurrence);
      if (out.length > limit) throw new TooManyOccurrencesError(limit);
    }
    for (const [key, override] of changes ?? []) {
      if (seen.has(key) || !(override.changes as OccurrenceChanges).date) continue;
      const original = occurrenceOn(dates, parseBase(key, dates.base));
      if (!original) continue;
      const occurrence = applyChanges(series, key, original.jdn, override);
      if (occurrence && occurrence.jdn >= firstJdn && occurrence.jdn <= lastJdn) out.push(occurrence);
    }
  }
  return out.sort(
    (a, b) =>
      a.jdn - b.jdn || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.series.id - b.series.id,
  );
}

/** The first occurrence on or after `fromJdn` after changes, or null when the series has ended. */
export function nextUserOccurrence(
  series: EventSeriesRow,
  overrides: Map<string, OverrideRow> | undefined,
  fromJdn: number,
): UserOccurrence | null {
  const dates = seriesDates(series);
  // Each change can remove or move at most one occurrence, so this many candidates always suffice.
  const limit = (overrides?.size ?? 0) + 1;
  const candidates: UserOccurrence[] = [];
  for (const o of expandOccurrencesJdn(dates, fromJdn, ENGINE_RANGE.last, { limit })) {
    const key = iso(o.date);
    const occurrence = applyChanges(series, key, o.jdn, overrides?.get(key));
    if (occurrence) candidates.push(occurrence);
  }
  for (const [key, override] of overrides ?? []) {
    if (!(override.changes as OccurrenceChanges).date) continue;
    const original = occurrenceOn(dates, parseBase(key, dates.base));
    if (!original) continue;
    const occurrence = applyChanges(series, key, original.jdn, override);
    if (occurrence) candidates.push(occurrence);
  }
  let best: UserOccurrence | null = null;
  for (const c of candidates) if (c.jdn >= fromJdn && (best === null || c.jdn < best.jdn)) best = c;
  return best;
}
