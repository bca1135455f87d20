import {
  type CalendarDay,
  formatIsoDate,
  type HolidayReason,
  type ResolvedFestival,
  ruleMatchedEveryPublishedYear,
  type YMD,
} from '@patro/calendar';
import { compareEventOrder } from '@patro/contracts';
// Types only from the repository: compute workers load this module and must not load the database code.
import type { DefaultCalendarSet, EventSeriesRow } from './repository.js';

/** Which calendar an event recurs in (spec `jbo`). */
export type EventBase = 'NS' | 'BS' | 'AD';

/** One occurrence of an event on a civil day (readable names; `mapping.ts` turns it into wire names). */
export interface EventOccurrence {
  base: EventBase;
  calendarId: number;
  /** Series id (spec `jir`); null for a published one-off event. */
  seriesId: number | null;
  title: { np: string; en: string };
  description: Record<string, unknown>;
  featured: boolean;
  holiday: 'national' | 'restricted' | 'none';
  holidayScope: string | null;
  priority: '0' | '1' | '2' | null;
  bs: YMD;
  ad: YMD;
  /** The BS date a publisher verified for this occurrence, or null (NS events from a rule). */
  verifiedOn: YMD | null;
  /** Published (official data) or computed from the rule. */
  source: 'published' | 'rule';
  festivalId: string | null;
  /** A festival of the whole nation (national region or a national holiday): never hidden. */
  national: boolean;
}

/** The day's holiday reason for a festival (by id) or a published one-off event (by name). */
function reasonOf(day: CalendarDay, festivalId: string | null, np: string): HolidayReason | undefined {
  return day.holidayKind.reasons.find((r) =>
    festivalId === null ? r.festivalId === null && r.np === np : r.festivalId === festivalId,
  );
}

function fromFestival(festival: ResolvedFestival, series: EventSeriesRow, day: CalendarDay): EventOccurrence {
  const base = series.base as EventBase;
  // BS and AD dates are exact by definition. An NS (lunar) date is verified when it comes from
  // published data, or when its rule reproduced every published date it was checked against
  // (so the current year's Dashain is shown before its calendar is published). The few rules
  // that once missed stay unverified: shown, labelled as computed (ADR 030).
  const verified =
    base !== 'NS' || festival.source === 'published' || ruleMatchedEveryPublishedYear(festival.id);
  const reason = reasonOf(day, festival.id, festival.names.np);
  return {
    base,
    calendarId: series.calendarId,
    seriesId: series.id,
    title: { np: series.titleNp, en: series.titleEn },
    description: {
      ...(series.description as Record<string, unknown>),
      festival_id: festival.id,
      source: festival.source,
      reason: festival.reason,
      ...(series.holidayScope ? { holiday_scope: series.holidayScope } : {}),
    },
    featured: series.featured,
    // The day's one holiday answer (engine DayHoliday), so badge, detail and grid agree.
    holiday: reason?.kind ?? 'none',
    holidayScope: reason?.scope ?? null,
    priority: series.priority,
    bs: festival.bs,
    ad: festival.ad,
    verifiedOn: verified ? festival.bs : null,
    source: festival.source,
    festivalId: festival.id,
    national: festival.region === 'national' || festival.holiday === 'national',
  };
}

/**
 * Spec §5 day order: NS first, then BS, then AD; within a base by priority "0", "1", "2" (none
 * last); within a priority featured (jie = 1) first, then holidays (gh = 1), then the rest;
 * then calendar order and series id so the order is stable.
 */
export function compareOccurrences(
  a: EventOccurrence,
  b: EventOccurrence,
  calendarPriority: Map<number, number> = new Map(),
): number {
  const key = (o: EventOccurrence) => ({ ...o, holiday: o.holiday !== 'none' });
  return (
    compareEventOrder(key(a), key(b)) ||
    (calendarPriority.get(a.calendarId) ?? 99) - (calendarPriority.get(b.calendarId) ?? 99) ||
    (a.seriesId ?? Number.MAX_SAFE_INTEGER) - (b.seriesId ?? Number.MAX_SAFE_INTEGER) ||
    a.title.en.localeCompare(b.title.en)
  );
}

/** The events of a day in the default calendars, in spec §5 order (unverified NS events included). */
export function occurrencesOnDay(day: CalendarDay, set: DefaultCalendarSet): EventOccurrence[] {
  const out: EventOccurrence[] = [];
  for (const festival of day.festivals) {
    const series = set.seriesByFestival.get(festival.id);
    if (series) out.push(fromFestival(festival, series, day));
  }
  // Published events that are not catalogue festivals: one-off BS events of the national calendar.
  if (set.nationalCalendarId !== undefined) {
    for (const event of day.otherPublishedEvents) {
      const reason = reasonOf(day, null, event.np);
      out.push({
        base: 'BS',
        calendarId: set.nationalCalendarId,
        seriesId: null,
        title: { np: event.np, en: event.en },
        description: { source: 'published' },
        featured: false,
        holiday: reason?.kind ?? 'none',
        holidayScope: reason?.scope ?? null,
        priority: '2',
        bs: day.bs,
        ad: day.ad,
        verifiedOn: day.bs,
        source: 'published',
        festivalId: null,
        national: true,
      });
    }
  }
  return out.sort((a, b) => compareOccurrences(a, b, set.calendarPriority));
}

/**
 * Spec §5: NS events without a verified date are hidden unless the caller asks for unverified
 * ones. Nothing national is hidden: a national festival whose rule once missed (Gyalpo Lhosar) is
 * still shown, its `event_verified_date` null and its description's `source` "rule" (computed).
 */
export function isVisible(occurrence: EventOccurrence, showUnverified: boolean): boolean {
  return showUnverified || occurrence.base !== 'NS' || occurrence.verifiedOn !== null || occurrence.national;
}

/** `YYYY-MM-DD` with Latin digits. */
export function iso(date: YMD): string {
  return formatIsoDate(date, 'en');
}
