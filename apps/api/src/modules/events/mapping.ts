import { jdnToBs, jdnToGregorian, type Lang, type RecurrenceBase } from '@patro/calendar';
import type { WireEvent, WireUserEvent } from '@patro/contracts';
import type { EventSeriesRow } from '../calendar/repository.js';
import { iso } from '../calendar/service.js';
import {
  baseDateToJdn,
  descriptionText,
  type OccurrenceChanges,
  parseBase,
  type StoredRecurrence,
  type UserOccurrence,
} from './occurrences.js';
import type { OverrideRow } from './repository.js';

/** An event series as the event endpoints answer it. */
export function toWireUserEvent(
  row: EventSeriesRow,
  overrides: OverrideRow[],
  next: UserOccurrence | null,
): WireUserEvent {
  const base = row.base as RecurrenceBase;
  const jdn = baseDateToJdn(parseBase(row.startsOn!, base), base);
  const stored = row.recurrence as StoredRecurrence | null;
  return {
    id: row.id,
    calendar_id: row.calendarId,
    title: row.titleEn,
    base,
    date: row.startsOn!,
    ad: iso(jdnToGregorian(jdn)),
    bs: iso(jdnToBs(jdn)),
    all_day: row.startTime === null,
    start_time: row.startTime,
    end_time: row.endTime,
    repeat: stored ?? { frequency: 'none', interval: 1, end: { kind: 'never' } },
    event_type: row.eventType as WireUserEvent['event_type'],
    location: row.location,
    reminders: row.reminders,
    description: descriptionText(row),
    time_zone: row.timeZone,
    next_occurrence: next && {
      date: next.occurrenceDate,
      ad: iso(next.ad),
      bs: iso(next.bs),
      title: next.title,
    },
    overrides: overrides
      .map((o) => ({
        occurrence_date: o.occurrenceDate,
        cancelled: o.cancelled,
        changes: o.changes as OccurrenceChanges,
      }))
      .sort((a, b) => a.occurrence_date.localeCompare(b.occurrence_date)),
  };
}

/** "10:00–11:30", "10:00", or null for an all-day occurrence. */
export function timeText(o: Pick<UserOccurrence, 'startTime' | 'endTime'>): string | null {
  if (!o.startTime) return null;
  return o.endTime ? `${o.startTime}–${o.endTime}` : o.startTime;
}

/**
 * A user's occurrence as an ordinary event record of the month read (spec §3): `jir` is the
 * series, `jds` carries the personal fields, no priority and never a holiday.
 */
export function toWireOccurrence(o: UserOccurrence, _lang: Lang, editable = true): WireEvent {
  return {
    jbo: o.series.base as 'BS' | 'AD',
    jci: o.series.calendarId,
    jds: JSON.stringify({
      jie: '0',
      description: o.description,
      location: o.location,
      time: timeText(o),
      all_day: o.allDay,
      start_time: o.startTime,
      end_time: o.endTime,
      time_zone: o.series.timeZone,
      event_type: o.eventType,
      reminders: o.series.reminders,
      occurrence_date: o.occurrenceDate,
      personal: true,
      // False in a calendar shared with the reader as viewer or subscriber: the screens hide editing.
      editable,
    }),
    jtl: o.title,
    jir: o.series.id,
    gh: 0,
    priority: null,
    jevdt: iso(o.bs),
    ad: iso(o.ad),
    event_verified_date: iso(o.bs),
  };
}
