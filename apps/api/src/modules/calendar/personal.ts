/**
 * What a signed-in user's calendar reads add to the visitor's (spec §5: "a logged-in user sees
 * the calendars with display = 1"): their own shown calendars and event occurrences, minus the
 * default calendars they hid, with their unverified-events setting. Never cached in the shared
 * LRU (ADR 064).
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { jdnToBs, jdnToGregorian, type Lang } from '@patro/calendar';
import { EVENT_BASE_RANK, type WireEvent } from '@patro/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { stopIfAbandoned } from '../../http/heavy-reads.js';
import { calendarRoleMay } from '../../policy/calendars.js';
import { MAX_OCCURRENCES_PER_READ } from '../events/limits.js';
import { toWireOccurrence } from '../events/mapping.js';
import {
  indexOverrides,
  occurrencesInRange,
  TooManyOccurrencesError,
  type UserOccurrence,
} from '../events/occurrences.js';
import { findOverrides, type OverrideRow } from '../events/repository.js';
import { memberCalendarRow } from '../personal-calendars/mapping.js';
import { findDisplayPrefs, findOwnCalendars } from '../personal-calendars/repository.js';
import { findMemberCalendars } from '../sharing/repository.js';
import { toWireCalendar } from './mapping.js';
import type { MonthPayload } from './month-payload.js';
import { type CalendarRow, type EventSeriesRow, findSeriesOfCalendars } from './repository.js';

export interface PersonalView {
  /**
   * Shown calendars in the user's order: their own, then those shared with them, their
   * organisations' and subscribed ones (ADR 112), each in the reader's own colour.
   */
  ownCalendars: CalendarRow[];
  /** Calendars among them whose events the reader may not change (viewer, subscriber). */
  readOnly: Set<number>;
  /** Default calendars the user hid. */
  hiddenDefaults: Set<number>;
  series: EventSeriesRow[];
  overrides: Map<number, Map<string, OverrideRow>>;
  showUnverified: boolean;
}

export async function loadPersonalView(db: Db, userId: string): Promise<PersonalView> {
  // One query after another: a request holds one pooled connection, never several.
  const own = await findOwnCalendars(db, userId);
  const prefs = await findDisplayPrefs(db, userId);
  const userRows = await db
    .select({ showUnverified: users.showUnverifiedEvents })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const members = await findMemberCalendars(db, userId);
  const shown = members.map((m) => ({ m, row: memberCalendarRow(m) })).filter(({ row }) => row.display);
  const ownCalendars = [...own.filter((c) => c.display), ...shown.map(({ row }) => row)];
  const readOnly = new Set(
    shown.filter(({ m }) => !calendarRoleMay(m.role, 'calendar.events.write')).map(({ m }) => m.calendar.id),
  );
  const series = await findSeriesOfCalendars(
    db,
    ownCalendars.map((c) => c.id),
  );
  const overrides = indexOverrides(
    await findOverrides(
      db,
      series.map((s) => s.id),
    ),
  );
  return {
    ownCalendars,
    readOnly,
    hiddenDefaults: new Set([...prefs].filter(([, display]) => !display).map(([id]) => id)),
    series,
    overrides,
    showUnverified: userRows[0]?.showUnverified ?? false,
  };
}

/** Series expanded between two turns of the event loop: other requests wait at most this long. */
const SERIES_PER_TURN = 25;

/**
 * The user's occurrences in [first, last] by JDN, each day's in calendar order then time. A long
 * range of many events is expanded a few series at a time, giving the event loop back in between.
 */
export async function personalOccurrencesByDay(
  view: PersonalView,
  first: number,
  last: number,
  /** Aborts when the client has gone (ADR 230): the expansion stops at its next turn. */
  signal?: AbortSignal,
): Promise<Map<number, UserOccurrence[]>> {
  const order = new Map(view.ownCalendars.map((c, i) => [c.id, i]));
  const byDay = new Map<number, UserOccurrence[]>();
  const occurrences: UserOccurrence[] = [];
  try {
    for (let start = 0; start < view.series.length; start += SERIES_PER_TURN) {
      if (start > 0) {
        await yieldToEventLoop();
        stopIfAbandoned(signal);
      }
      const chunk = view.series.slice(start, start + SERIES_PER_TURN);
      const room = MAX_OCCURRENCES_PER_READ - occurrences.length;
      occurrences.push(...occurrencesInRange(chunk, view.overrides, first, last, room));
    }
  } catch (error) {
    if (!(error instanceof TooManyOccurrencesError)) throw error;
    throw badRequest('too_many_occurrences', { limit: MAX_OCCURRENCES_PER_READ });
  }
  // The same order one pass over every series gives: date, time, then series.
  occurrences.sort(
    (a, b) =>
      a.jdn - b.jdn || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.series.id - b.series.id,
  );
  for (const o of occurrences) {
    let list = byDay.get(o.jdn);
    if (!list) {
      list = [];
      byDay.set(o.jdn, list);
    }
    list.push(o);
  }
  for (const list of byDay.values()) {
    list.sort(
      (a, b) =>
        order.get(a.series.calendarId)! - order.get(b.series.calendarId)! ||
        (a.startTime ?? '').localeCompare(b.startTime ?? ''),
    );
  }
  return byDay;
}

/**
 * A day's public events with the user's occurrences of that day added. Personal events have no
 * priority, so they close their base's group (spec §5 order; the sort is stable).
 */
export function mergePersonalEvents(
  events: WireEvent[],
  mine: UserOccurrence[],
  lang: Lang,
  readOnly: ReadonlySet<number> = new Set(),
): WireEvent[] {
  return [...events, ...mine.map((o) => toWireOccurrence(o, lang, !readOnly.has(o.series.calendarId)))].sort(
    (a, b) => EVENT_BASE_RANK[a.jbo] - EVENT_BASE_RANK[b.jbo],
  );
}

/**
 * Turns the public payload of [first, last] into the signed-in user's: their occurrences merged
 * into each day and their shown calendars after the default ones. Changes `payload` in place, so it
 * must be the caller's own copy.
 */
export function addPersonalToMonth(
  payload: MonthPayload,
  range: { first: number; last: number; base: 'BS' | 'AD'; lang: Lang },
  view: PersonalView,
  byDay: Map<number, UserOccurrence[]>,
): MonthPayload {
  const { first, last, base, lang } = range;
  for (const [jdn, mine] of byDay) {
    if (jdn < first || jdn > last) continue;
    const date = base === 'BS' ? jdnToBs(jdn) : jdnToGregorian(jdn);
    const day = payload.data.events[date.year]?.[date.month]?.[date.day];
    if (day) day.events = mergePersonalEvents(day.events, mine, lang, view.readOnly);
  }
  payload.data.calendars.push(...view.ownCalendars.map((c) => toWireCalendar(c, lang)));
  return payload;
}
