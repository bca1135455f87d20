/**
 * The public answer of `GET /calendars` for a month or a range: pure, no database and no HTTP, so
 * the compute workers and the inline path build it with this one function (ADR 045).
 */
import { type CalendarDay, calendarDay, type Lang } from '@patro/calendar';
import type { WireCalendar, WireDay, WireEvent } from '@patro/contracts';
import { toWireCalendar, toWireDay, toWireEvent } from './mapping.js';
import type { DefaultCalendarSet } from './repository.js';
import { isVisible, occurrencesOnDay } from './service.js';

/** A public month or range read: plain data, so it can be posted to a worker. */
export interface MonthJob {
  /** First and last JDN, both included. */
  first: number;
  last: number;
  /** Base calendar the days are grouped by. */
  base: 'BS' | 'AD';
  lang: Lang;
  showUnverified: boolean;
  /** Default calendar ids left out. */
  hidden: number[];
}

/** `{ data: { calendars, events: { [year]: { [month]: { [day]: day } } } } }` (spec §3, §7). */
export interface MonthPayload {
  data: {
    calendars: WireCalendar[];
    events: Record<number, Record<number, Record<number, WireDay>>>;
  };
}

/** The default calendars' events of a day a reader sees, in spec §5 order. */
export function publicEventsOf(
  day: CalendarDay,
  set: DefaultCalendarSet,
  lang: Lang,
  showUnverified: boolean,
  hidden: ReadonlySet<number>,
): WireEvent[] {
  return occurrencesOnDay(day, set)
    .filter((o) => isVisible(o, showUnverified) && !hidden.has(o.calendarId))
    .map((o) => toWireEvent(o, lang));
}

/** Builds the public payload of `job`: every day from the engine, grouped by the base calendar. */
export function buildPublicMonth(job: MonthJob, set: DefaultCalendarSet): MonthPayload {
  const hidden = new Set(job.hidden);
  const events: MonthPayload['data']['events'] = {};
  for (let jdn = job.first; jdn <= job.last; jdn++) {
    const day = calendarDay(jdn);
    const key3 = job.base === 'BS' ? day.bs : day.ad;
    events[key3.year] ??= {};
    const byMonth = events[key3.year]!;
    byMonth[key3.month] ??= {};
    byMonth[key3.month]![key3.day] = toWireDay(
      day,
      publicEventsOf(day, set, job.lang, job.showUnverified, hidden),
      job.base,
    );
  }
  const calendars = set.calendars.filter((c) => !hidden.has(c.id)).map((c) => toWireCalendar(c, job.lang));
  return { data: { calendars, events } };
}
