import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  gregorianToJdn,
  jdnToGregorian,
  occurrenceOn,
  type RecurringSeries,
  todayInKathmandu,
  type YMD,
} from '@patro/calendar';
import type { Db } from '../../db/client.js';
import { stopIfAbandoned } from '../../http/heavy-reads.js';
import { findCalendarAccess, mayOnCalendar } from '../../policy/calendars.js';
import { bluebookFeedLines } from '../bluebook/feed.js';
import type { CalendarRow, EventSeriesRow } from '../calendar/repository.js';
import { findSeriesOfCalendars } from '../calendar/repository.js';
import { iso } from '../calendar/service.js';
import {
  baseDateToJdn,
  ENGINE_RANGE,
  indexOverrides,
  occurrencesInRange,
  parseBase,
  seriesDates,
  type UserOccurrence,
} from '../events/occurrences.js';
import { findOverrides, type OverrideRow } from '../events/repository.js';
import { minutesOfDay, zonedTimeToUtcMs } from '../events/zone.js';
import { findCalendarByIcalToken } from '../personal-calendars/repository.js';
import { findShareByIcalToken } from '../sharing/repository.js';
import { escapeText, icsDate, icsDocument, icsUtc } from './feed.js';
import { findFeedLink } from './links.js';

/** The feed covers one year back and ten years ahead of today (Kathmandu). */
const WINDOW_BACK_DAYS = 366;
const WINDOW_AHEAD_DAYS = 3653;
/**
 * Up to this many series listed one occurrence at a time (BS monthly and yearly repeats have no
 * RRULE) the window is whole; past it the window narrows in proportion, so the feed's size and the
 * time it takes stay bounded (ADR 090: 1,000 BS-monthly events made a 26 MB feed that held the
 * event loop for seconds). It never narrows below two months ahead.
 */
const FULL_WINDOW_EXPANDED_SERIES = 40;
const MIN_WINDOW_AHEAD_DAYS = 62;

function feedWindow(expandedSeries: number): { back: number; ahead: number } {
  if (expandedSeries <= FULL_WINDOW_EXPANDED_SERIES)
    return { back: WINDOW_BACK_DAYS, ahead: WINDOW_AHEAD_DAYS };
  const share = FULL_WINDOW_EXPANDED_SERIES / expandedSeries;
  return {
    back: Math.round(WINDOW_BACK_DAYS * share),
    ahead: Math.max(MIN_WINDOW_AHEAD_DAYS, Math.round(WINDOW_AHEAD_DAYS * share)),
  };
}

const RRULE_FREQ = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;

/**
 * Whether an RRULE means exactly the series' dates. Daily and weekly steps are the same in every
 * calendar; AD monthly and yearly too unless the day may not exist in a target month (RFC 5545
 * skips such months, we move to the month's last day). BS months and years have no RRULE form.
 * Timed events are written in UTC, so they repeat by RRULE only in Kathmandu (no daylight saving).
 */
function rruleIsExact(series: EventSeriesRow, dates: RecurringSeries): boolean {
  const r = dates.recurrence;
  if (!r) return false;
  if (series.startTime !== null && series.timeZone !== 'Asia/Kathmandu') return false;
  if (r.frequency === 'daily' || r.frequency === 'weekly') return true;
  if (dates.base !== 'AD') return false;
  if (r.frequency === 'monthly') return dates.start.day <= 28;
  return !(dates.start.month === 2 && dates.start.day === 29);
}

function nextDay(date: YMD): YMD {
  return jdnToGregorian(gregorianToJdn(date) + 1);
}

/** DTSTART/DTEND (all-day as VALUE=DATE, timed in UTC) of an occurrence on AD `ad`. */
function when(
  ad: YMD,
  allDay: boolean,
  startTime: string | null,
  endTime: string | null,
  zone: string,
): string[] {
  if (allDay || !startTime)
    return [`DTSTART;VALUE=DATE:${icsDate(ad)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(ad))}`];
  const start = zonedTimeToUtcMs(ad, minutesOfDay(startTime), zone);
  const end = endTime ? zonedTimeToUtcMs(ad, minutesOfDay(endTime), zone) : start;
  return [`DTSTART:${icsUtc(start)}`, `DTEND:${icsUtc(end)}`];
}

function details(
  title: string,
  description: string | null,
  location: string | null,
  eventType: string | null,
  note: string,
): string[] {
  const text = description ? `${description}\n\n${note}` : note;
  return [
    `SUMMARY:${escapeText(title)}`,
    `DESCRIPTION:${escapeText(text)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(eventType ? [`CATEGORIES:${escapeText(eventType)}`] : []),
  ];
}

function occurrenceEvent(o: UserOccurrence, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${o.series.id}-${o.occurrenceDate}@patro`,
    `DTSTAMP:${stamp}`,
    ...when(o.ad, o.allDay, o.startTime, o.endTime, o.series.timeZone),
    ...details(o.title, o.description, o.location, o.eventType, `BS ${iso(o.bs)} · AD ${iso(o.ad)}`),
    'END:VEVENT',
  ];
}

/** One VEVENT with an RRULE; changed or cancelled occurrences are excluded with EXDATE. */
function repeatingEvent(
  series: EventSeriesRow,
  dates: RecurringSeries,
  overrides: OverrideRow[],
  stamp: string,
) {
  const r = dates.recurrence!;
  const startAd = jdnToGregorian(baseDateToJdn(dates.start, dates.base));
  const allDay = series.startTime === null;
  const rule = [`FREQ=${RRULE_FREQ[r.frequency]}`, `INTERVAL=${r.interval}`];
  if (r.end.kind === 'count') rule.push(`COUNT=${r.end.count}`);
  if (r.end.kind === 'until') {
    const untilAd = jdnToGregorian(baseDateToJdn(r.end.date, dates.base));
    rule.push(
      allDay
        ? `UNTIL=${icsDate(untilAd)}`
        : `UNTIL=${icsUtc(zonedTimeToUtcMs(untilAd, 24 * 60 - 1, series.timeZone))}`,
    );
  }
  const exdates = overrides
    .map((o) => occurrenceOn(dates, parseBase(o.occurrenceDate, dates.base)))
    .filter((o) => o !== null)
    .map((o) =>
      allDay
        ? `EXDATE;VALUE=DATE:${icsDate(o.ad)}`
        : `EXDATE:${icsUtc(zonedTimeToUtcMs(o.ad, minutesOfDay(series.startTime!), series.timeZone))}`,
    );
  const description = (series.description as { text?: string }).text ?? null;
  return [
    'BEGIN:VEVENT',
    `UID:${series.id}@patro`,
    `DTSTAMP:${stamp}`,
    ...when(startAd, allDay, series.startTime, series.endTime, series.timeZone),
    `RRULE:${rule.join(';')}`,
    ...exdates,
    ...details(
      series.titleEn,
      description,
      series.location,
      series.eventType,
      `${series.base} ${series.startsOn}`,
    ),
    'END:VEVENT',
  ];
}

/**
 * The calendar's private feed: one VCALENDAR whose VEVENTs have stable UIDs. BS-recurring
 * series become their AD occurrences over the window, one VEVENT each (`<series>-<date>@patro`).
 */
export async function renderFeed(
  calendar: CalendarRow,
  series: EventSeriesRow[],
  overrideRows: OverrideRow[],
  nowMs: number,
  /** Aborts when the client has gone (ADR 230): the build stops at its next turn. */
  signal?: AbortSignal,
  /** Lines of other modules' VEVENTs (the owner's vehicles, ADR 242). */
  extra: string[] = [],
): Promise<string> {
  const today = todayInKathmandu(nowMs).jdn;
  const expanded = series.filter((row) => row.startsOn && !rruleIsExact(row, seriesDates(row))).length;
  const window = feedWindow(expanded);
  const first = Math.max(ENGINE_RANGE.first, today - window.back);
  const last = Math.min(ENGINE_RANGE.last, today + window.ahead);
  const overrides = indexOverrides(overrideRows);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Patro//Personal calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.nameNp === calendar.nameEn ? calendar.nameEn : `${calendar.nameNp} (${calendar.nameEn})`)}`,
    'X-WR-TIMEZONE:Asia/Kathmandu',
    `X-PUBLISHED-TTL:PT1H`,
  ];
  for (const [index, row] of series.entries()) {
    // A full calendar takes a while: other requests get the event loop every 25 series.
    if (index > 0 && index % 25 === 0) {
      await yieldToEventLoop();
      stopIfAbandoned(signal);
    }
    if (!row.startsOn) continue;
    // Stable between fetches unless the event changes, so subscribers see no spurious updates.
    const stamp = icsUtc(row.updatedAt.getTime());
    const dates = seriesDates(row);
    const changes = overrides.get(row.id);
    if (rruleIsExact(row, dates)) {
      lines.push(...repeatingEvent(row, dates, [...(changes?.values() ?? [])], stamp));
      // Only a series with changes has occurrences of its own to write: expanding a daily series
      // over eleven years just to find none cost ~10 ms per series.
      if (changes?.size) {
        for (const o of occurrencesInRange([row], overrides, first, last)) {
          if (o.changed) lines.push(...occurrenceEvent(o, stamp));
        }
      }
    } else {
      for (const o of occurrencesInRange([row], overrides, first, last))
        lines.push(...occurrenceEvent(o, stamp));
    }
  }
  lines.push(...extra);
  lines.push('END:VCALENDAR');
  return icsDocument(lines);
}

/** The calendar when the person holding a feed link may still read it (the policy decides). */
async function readableBy(db: Db, userId: string, calendarId: number): Promise<CalendarRow | null> {
  const access = await findCalendarAccess(db, userId, calendarId);
  return access && mayOnCalendar(userId, access, 'calendar.read') ? access.calendar : null;
}

/** A feed link's calendar and the person the link belongs to (heavy reads are counted against them). */
export interface FeedOfLink {
  calendar: CalendarRow;
  holderId: string;
  /** The calendar owner's own secret (not a member's or a share's link). */
  own: boolean;
}

/**
 * The calendar whose feed secret is `token`: a personal calendar's owner's, a member's own (valid
 * while they are a member, and for a subscriber while the calendar stays published), or a
 * moderator's own link to an organisation calendar (valid while they moderate it, ADR 164). An
 * organisation calendar's own secret is nobody's link and serves nothing. Null otherwise.
 */
export async function feedOfToken(db: Db, token: string): Promise<FeedOfLink | null> {
  const own = await findCalendarByIcalToken(db, token);
  if (own)
    return own.orgId || !own.ownerUserId ? null : { calendar: own, holderId: own.ownerUserId, own: true };
  const link = await findFeedLink(db, token);
  if (link) return holding(link.userId, await readableBy(db, link.userId, link.calendarId));
  const share = await findShareByIcalToken(db, token);
  if (!share?.userId || share.state !== 'accepted') return null;
  return holding(share.userId, await readableBy(db, share.userId, share.calendarId));
}

const holding = (holderId: string, calendar: CalendarRow | null): FeedOfLink | null =>
  calendar ? { calendar, holderId, own: false } : null;

/**
 * Builds the calendar's feed from its rows (the heavy part: callers gate it, ADR 230). `own`: the
 * owner's own link, whose first calendar also carries the vehicles that asked for it (ADR 242).
 */
export async function buildFeed(
  db: Db,
  calendar: CalendarRow,
  nowMs: number,
  signal?: AbortSignal,
  own = false,
): Promise<string> {
  const series = await findSeriesOfCalendars(db, [calendar.id]);
  stopIfAbandoned(signal);
  const overrides = await findOverrides(
    db,
    series.map((s) => s.id),
  );
  stopIfAbandoned(signal);
  // The owner's vehicles that asked for it (ADR 242): only in the feed of their own first calendar.
  const vehicles =
    own && calendar.isUserDefault && calendar.ownerUserId
      ? await bluebookFeedLines(db, calendar.ownerUserId)
      : [];
  return renderFeed(calendar, series, overrides, nowMs, signal, vehicles);
}
