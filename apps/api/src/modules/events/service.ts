import {
  assertBsDate,
  isValidSeriesDate,
  occurrenceOn,
  type RecurrenceBase,
  type RecurringSeries,
  type YMD,
} from '@patro/calendar';
import type { createEventBody, updateEventBody } from '@patro/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ApiError, badField, conflict, notFound } from '../../http/errors.js';
import { type CalendarAction, requireCalendar } from '../../policy/calendars.js';
import { parseBaseDate } from '../calendar/range.js';
import { type EventSeriesRow, findSeriesOfCalendars } from '../calendar/repository.js';
import { iso } from '../calendar/service.js';
import { inTransaction } from '../personal-calendars/service.js';
import { MAX_EVENTS_PER_ACCOUNT, MAX_OVERRIDES_PER_EVENT } from './limits.js';
import {
  baseDateToJdn,
  indexOverrides,
  nextUserOccurrence,
  type OccurrenceChanges,
  parseBase,
  type StoredRecurrence,
  seriesDates,
} from './occurrences.js';
import {
  countOverrides,
  countOwnSeries,
  deleteOverrides,
  deleteSeries,
  findOverrides,
  findSeries,
  insertSeries,
  type OverrideRow,
  saveOverride,
  updateSeries,
} from './repository.js';

type CreateInput = z.output<typeof createEventBody>;
type UpdateInput = z.output<typeof updateEventBody>;

/**
 * A date of the event's base calendar, or a 400 naming `field` that says what is wrong
 * (e.g. "BS 2081-02 has 32 days; day 33 does not exist").
 */
export function parseEventDate(
  text: string,
  base: RecurrenceBase,
  field: string,
  where: 'body' | 'querystring' = 'body',
): YMD {
  const date = parseBaseDate(text, base, where, field);
  if (date && isValidSeriesDate(date, base)) return date;
  if (base === 'BS') {
    const [year, month, day] = text.split('-').map(Number);
    try {
      assertBsDate({ year: year!, month: month!, day: day! });
    } catch (error) {
      throw badField(where, field, (error as Error).message);
    }
  }
  throw badField(where, field, `${text} does not exist in ${base} (or lies outside BS 1900–2200)`);
}

function toStoredRecurrence(
  repeat: CreateInput['repeat'],
  base: RecurrenceBase,
  start: YMD,
): StoredRecurrence | null {
  if (repeat.frequency === 'none') return null;
  const interval = repeat.interval ?? 1;
  const end = repeat.end ?? { kind: 'never' as const };
  if (end.kind === 'until') {
    const until = parseEventDate(end.date, base, 'repeat.end.date');
    if (baseDateToJdn(until, base) < baseDateToJdn(start, base)) {
      throw badField('body', 'repeat.end.date', 'must not be before the event’s date');
    }
    return { frequency: repeat.frequency, interval, end: { kind: 'until', date: iso(until) } };
  }
  return { frequency: repeat.frequency, interval, end };
}

/** The time rule on the merged event: a timed event needs a start; the end is not before it. */
function checkTimes(allDay: boolean, startTime: string | null, endTime: string | null): void {
  if (!allDay && !startTime) throw badField('body', 'start_time', 'is required unless all_day is true');
  if (startTime && endTime && endTime < startTime) {
    throw badField('body', 'end_time', 'must not be before start_time');
  }
}

/** The calendar id when the caller may change its events (404 or 403 otherwise; ADR 110). */
async function writableCalendarId(db: Db, userId: string, calendarId: number): Promise<number> {
  await requireCalendar(db, userId, calendarId, 'calendar.events.write');
  return calendarId;
}

/** The stored columns of a full event (create, or a series edit merged with the stored one). */
function seriesColumns(input: CreateInput) {
  const start = parseEventDate(input.date, input.base, 'date');
  const startTime = input.all_day ? null : (input.start_time ?? null);
  const endTime = input.all_day ? null : (input.end_time ?? null);
  checkTimes(input.all_day, startTime, endTime);
  const title = input.title.trim();
  return {
    calendarId: input.calendar_id,
    base: input.base,
    titleNp: title,
    titleEn: title,
    description: input.description ? { text: input.description } : {},
    recurrence: toStoredRecurrence(input.repeat, input.base, start),
    startsOn: iso(start),
    startTime,
    endTime,
    timeZone: input.time_zone,
    eventType: input.event_type ?? null,
    location: input.location ? input.location.trim() : null,
    reminders: [...(input.reminders ?? [])].sort((a, b) => a - b),
  };
}

export async function createEvent(db: Db, userId: string, input: CreateInput): Promise<EventSeriesRow> {
  const { calendar } = await requireCalendar(db, userId, input.calendar_id, 'calendar.events.write');
  // The limit is the calendar owner's: editors of a shared calendar add to the owner's account.
  if ((await countOwnSeries(db, calendar.ownerUserId ?? userId)) >= MAX_EVENTS_PER_ACCOUNT) {
    throw conflict('events_limit_reached', { limit: MAX_EVENTS_PER_ACCOUNT });
  }
  const columns = seriesColumns(input);
  return insertSeries(db, {
    ...columns,
    createdBy: userId,
    remindersSetBy: columns.reminders.length > 0 ? userId : null,
  });
}

/** Saves a change to one occurrence; a new one past the series' limit is a 409 naming it. */
async function saveOverrideWithinLimit(
  db: Db,
  seriesId: number,
  key: string,
  cancelled: boolean,
  changes: Record<string, unknown>,
): Promise<void> {
  const { total, hasThis } = await countOverrides(db, seriesId, key);
  if (!hasThis && total >= MAX_OVERRIDES_PER_EVENT) {
    throw conflict('overrides_limit_reached', { limit: MAX_OVERRIDES_PER_EVENT });
  }
  await saveOverride(db, seriesId, key, cancelled, changes);
}

/**
 * A user event the caller has `right` on: 404 when they cannot read its calendar (unknown and
 * invisible look the same), 403 when their level lacks the right.
 */
export async function seriesWithRight(
  db: Db,
  userId: string,
  id: number,
  right: CalendarAction,
): Promise<EventSeriesRow> {
  const row = await findSeries(db, id);
  if (!row) throw notFound('event_not_found');
  try {
    await requireCalendar(db, userId, row.calendarId, right);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound('event_not_found');
    throw error;
  }
  return row;
}

/** The stored event as a create body, so a partial edit merges onto it. */
function asInput(row: EventSeriesRow): CreateInput {
  const stored = row.recurrence as StoredRecurrence | null;
  return {
    calendar_id: row.calendarId,
    title: row.titleEn,
    base: row.base as RecurrenceBase,
    date: row.startsOn!,
    all_day: row.startTime === null,
    start_time: row.startTime,
    end_time: row.endTime,
    repeat: stored ? { ...stored } : { frequency: 'none' },
    event_type: row.eventType as CreateInput['event_type'],
    location: row.location,
    reminders: row.reminders,
    description: (row.description as { text?: string }).text ?? null,
    time_zone: row.timeZone,
  };
}

/** Fields only a whole series has: a one-occurrence edit naming one is a 400. */
const SERIES_ONLY = ['calendar_id', 'base', 'repeat', 'reminders', 'time_zone'] as const;

/** The occurrence named by `occurrence_date`, checked to be a date of the series. */
function occurrenceKey(row: EventSeriesRow, text: string, where: 'body' | 'querystring'): string {
  const dates = seriesDates(row);
  const date = parseEventDate(text, dates.base, 'occurrence_date', where);
  if (!occurrenceOn(dates, date))
    throw badField(where, 'occurrence_date', `${text} is not a date of this event`);
  return iso(date);
}

export async function updateEvent(
  db: Db,
  userId: string,
  id: number,
  input: UpdateInput,
): Promise<EventSeriesRow> {
  const row = await seriesWithRight(db, userId, id, 'calendar.events.write');
  if (input.scope === 'occurrence') {
    for (const field of SERIES_ONLY) {
      if (input[field] !== undefined)
        throw badField('body', field, 'can only change for the whole series (scope series)');
    }
    const key = occurrenceKey(row, input.occurrence_date!, 'body');
    const base = row.base as RecurrenceBase;
    const [existing] = (await findOverrides(db, [row.id])).filter((o) => o.occurrenceDate === key);
    const changes: OccurrenceChanges = { ...((existing?.changes ?? {}) as OccurrenceChanges) };
    if (input.title !== undefined) changes.title = input.title.trim();
    if (input.date !== undefined) changes.date = iso(parseEventDate(input.date, base, 'date'));
    if (input.all_day !== undefined) changes.all_day = input.all_day;
    if (input.start_time !== undefined) changes.start_time = input.start_time;
    if (input.end_time !== undefined) changes.end_time = input.end_time;
    if (input.location !== undefined) changes.location = input.location;
    if (input.description !== undefined) changes.description = input.description;
    if (input.event_type !== undefined) changes.event_type = input.event_type;
    if (input.start_time && input.all_day === undefined) changes.all_day = false;
    const allDay = changes.all_day ?? row.startTime === null;
    if (changes.all_day === true) {
      changes.start_time = null;
      changes.end_time = null;
    }
    checkTimes(
      allDay,
      Object.hasOwn(changes, 'start_time') ? (changes.start_time ?? null) : row.startTime,
      Object.hasOwn(changes, 'end_time') ? (changes.end_time ?? null) : row.endTime,
    );
    await saveOverrideWithinLimit(db, row.id, key, false, changes as Record<string, unknown>);
    return row;
  }

  const current = asInput(row);
  if (input.base !== undefined && input.base !== current.base) {
    // Dates are written in the base calendar, so a new base needs its dates restated.
    if (input.date === undefined) throw badField('body', 'date', 'is required when base changes');
    if (input.repeat === undefined && current.repeat.end?.kind === 'until') {
      throw badField(
        'body',
        'repeat',
        'is required when base changes (its end date is in the base calendar)',
      );
    }
  }
  const merged: CreateInput = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key in current) (merged as unknown as Record<string, unknown>)[key] = value;
  }
  // A timed event made all-day loses its times; an all-day one given a start becomes timed.
  if (input.all_day === undefined && input.start_time) merged.all_day = false;
  if (merged.calendar_id !== row.calendarId) await writableCalendarId(db, userId, merged.calendar_id);
  const columns = seriesColumns(merged);
  // Whoever sets the reminders is the one reminded.
  const setter = input.reminders !== undefined ? { remindersSetBy: userId } : {};
  return inTransaction(db, undefined, async (tx) => {
    const updated = await updateSeries(tx, row.id, { ...columns, ...setter });
    // Changes to occurrences the new series still has are kept; the others no longer name anything.
    const dates: RecurringSeries = seriesDates(updated);
    const stale = (await findOverrides(tx, [row.id])).filter(
      (o) => !occurrenceOn(dates, parseBase(o.occurrenceDate, dates.base)),
    );
    await deleteOverrides(
      tx,
      stale.map((o) => o.id),
    );
    return updated;
  });
}

export async function deleteEvent(
  db: Db,
  userId: string,
  id: number,
  scope: 'series' | 'occurrence',
  occurrenceDate: string | undefined,
): Promise<void> {
  const row = await seriesWithRight(db, userId, id, 'calendar.events.write');
  if (scope === 'series') {
    await deleteSeries(db, row.id);
    return;
  }
  const key = occurrenceKey(row, occurrenceDate!, 'querystring');
  await saveOverrideWithinLimit(db, row.id, key, true, {});
}

/** An event with its changes and its next occurrence from `todayJdn`. */
export interface EventView {
  row: EventSeriesRow;
  overrides: OverrideRow[];
  next: ReturnType<typeof nextUserOccurrence>;
}

export async function eventView(db: Db, row: EventSeriesRow, todayJdn: number): Promise<EventView> {
  const overrides = await findOverrides(db, [row.id]);
  const next = nextUserOccurrence(row, indexOverrides(overrides).get(row.id), todayJdn);
  return { row, overrides, next };
}

/** `GET /calendar-events/{id}`: the calendar's events, soonest next occurrence first (ended ones last). */
export async function listCalendarEvents(db: Db, userId: string, calendarId: number, todayJdn: number) {
  await requireCalendar(db, userId, calendarId, 'calendar.read');
  const rows = await findSeriesOfCalendars(db, [calendarId]);
  const overrides = indexOverrides(
    await findOverrides(
      db,
      rows.map((r) => r.id),
    ),
  );
  const views: EventView[] = rows.map((row) => ({
    row,
    overrides: [...(overrides.get(row.id)?.values() ?? [])],
    next: nextUserOccurrence(row, overrides.get(row.id), todayJdn),
  }));
  const rank = (v: EventView) => v.next?.jdn ?? Number.MAX_SAFE_INTEGER;
  return views.sort((a, b) => rank(a) - rank(b) || a.row.id - b.row.id);
}
