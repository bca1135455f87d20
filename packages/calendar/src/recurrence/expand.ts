/**
 * Recurring personal events (birthdays, anniversaries, meetings) expanded into their dates.
 * A series recurs in its own base calendar: monthly and yearly steps count BS months for a BS
 * series, so a birthday on Asoj 12 BS stays on Asoj 12 whatever its AD date. A day the target
 * month does not have falls on that month's last day (ADR 063). Integers only; no `Date`.
 */
import { bsJdnRange, bsMonthLength, bsToJdn, isValidBsDate, jdnToBs } from '../civil/bs.js';
import { gregorianMonthLength, gregorianToJdn, jdnToGregorian } from '../civil/gregorian.js';
import { formatIsoDate } from '../format/dates.js';
import type { YMD } from '../types.js';

/** The calendar a personal series recurs in. */
export type RecurrenceBase = 'BS' | 'AD';

export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** When a series stops: never (within BS 1900–2200), after `count` occurrences, or on `date` (base calendar, included). */
export type RecurrenceEnd =
  | { kind: 'never' }
  | { kind: 'count'; count: number }
  | { kind: 'until'; date: YMD };

/** "Every `interval` days/weeks/months/years", ending as `end` says. */
export interface Recurrence {
  frequency: RecurrenceFrequency;
  /** Integer ≥ 1. */
  interval: number;
  end: RecurrenceEnd;
}

/** The dates part of an event series: its first date in its base calendar and how it repeats (null = once). */
export interface RecurringSeries {
  base: RecurrenceBase;
  start: YMD;
  recurrence: Recurrence | null;
}

/** One occurrence of a series. */
export interface SeriesOccurrence {
  /** 0 for the first date of the series, 1 for the next, … (the `count` end counts these). */
  index: number;
  /** The date in the series' base calendar. */
  date: YMD;
  jdn: number;
  bs: YMD;
  ad: YMD;
}

const ENGINE = bsJdnRange();
const BS_LAST_YEAR = jdnToBs(ENGINE.last).year;

function toJdn(date: YMD, base: RecurrenceBase): number {
  return base === 'BS' ? bsToJdn(date) : gregorianToJdn(date);
}

function fromJdn(jdn: number, base: RecurrenceBase): YMD {
  return base === 'BS' ? jdnToBs(jdn) : jdnToGregorian(jdn);
}

function monthLength(base: RecurrenceBase, year: number, month: number): number {
  return base === 'BS' ? bsMonthLength(year, month) : gregorianMonthLength(year, month);
}

function isValidAdDate(date: YMD): boolean {
  return (
    Number.isInteger(date.year) &&
    Number.isInteger(date.month) &&
    Number.isInteger(date.day) &&
    date.month >= 1 &&
    date.month <= 12 &&
    date.day >= 1 &&
    date.day <= gregorianMonthLength(date.year, date.month)
  );
}

/** True when `date` exists in the base calendar and lies within the engine's range (BS 1900–2200). */
export function isValidSeriesDate(date: YMD, base: RecurrenceBase): boolean {
  if (base === 'BS') return isValidBsDate(date);
  if (!isValidAdDate(date)) return false;
  const jdn = gregorianToJdn(date);
  return jdn >= ENGINE.first && jdn <= ENGINE.last;
}

/** Throws `RangeError` naming what is wrong unless the series can be expanded. */
export function assertRecurringSeries(series: RecurringSeries): void {
  if (!isValidSeriesDate(series.start, series.base)) {
    throw new RangeError(
      `start ${formatIsoDate(series.start)} is not a ${series.base} date within BS 1900–2200`,
    );
  }
  const r = series.recurrence;
  if (r === null) return;
  if (!Number.isInteger(r.interval) || r.interval < 1) {
    throw new RangeError(`interval must be a whole number ≥ 1; got ${r.interval}`);
  }
  if (r.end.kind === 'count' && (!Number.isInteger(r.end.count) || r.end.count < 1)) {
    throw new RangeError(`count must be a whole number ≥ 1; got ${r.end.count}`);
  }
  if (r.end.kind === 'until' && !isValidSeriesDate(r.end.date, series.base)) {
    throw new RangeError(
      `until ${formatIsoDate(r.end.date)} is not a ${series.base} date within BS 1900–2200`,
    );
  }
}

/** Options of {@link expandOccurrencesJdn}. */
export interface ExpandOptions {
  /** Stop after this many occurrences (e.g. 1 for "the next occurrence"). */
  limit?: number;
}

/**
 * The occurrences of `series` whose JDN lies in [`firstJdn`, `lastJdn`], in order. Costs
 * O(occurrences returned): the first one in the window is computed directly, never walked to.
 */
export function expandOccurrencesJdn(
  series: RecurringSeries,
  firstJdn: number,
  lastJdn: number,
  { limit = Number.POSITIVE_INFINITY }: ExpandOptions = {},
): SeriesOccurrence[] {
  assertRecurringSeries(series);
  const { base, start, recurrence } = series;
  const startJdn = toJdn(start, base);
  const out: SeriesOccurrence[] = [];
  const push = (index: number, jdn: number, date: YMD) => {
    out.push({
      index,
      date,
      jdn,
      bs: base === 'BS' ? date : jdnToBs(jdn),
      ad: base === 'AD' ? date : jdnToGregorian(jdn),
    });
  };

  let hi = Math.min(lastJdn, ENGINE.last);
  let maxCount = Number.POSITIVE_INFINITY;
  if (recurrence === null) maxCount = 1;
  else if (recurrence.end.kind === 'count') maxCount = recurrence.end.count;
  else if (recurrence.end.kind === 'until') hi = Math.min(hi, toJdn(recurrence.end.date, base));
  const lo = Math.max(firstJdn, startJdn, ENGINE.first);
  if (lo > hi || limit <= 0) return out;

  if (recurrence === null) {
    if (startJdn >= lo && startJdn <= hi) push(0, startJdn, start);
    return out;
  }

  if (recurrence.frequency === 'daily' || recurrence.frequency === 'weekly') {
    const step = recurrence.interval * (recurrence.frequency === 'weekly' ? 7 : 1);
    for (let k = Math.ceil((lo - startJdn) / step); k < maxCount && out.length < limit; k++) {
      const jdn = startJdn + k * step;
      if (jdn > hi) break;
      push(k, jdn, fromJdn(jdn, base));
    }
    return out;
  }

  // Monthly and yearly: occurrence k falls in month (start month + k·step) of the base calendar,
  // on the start's day or that month's last day. Each lies in a later month than the one before,
  // so the dates increase strictly and the first one in the window is found from the window's month.
  const stepMonths = recurrence.interval * (recurrence.frequency === 'yearly' ? 12 : 1);
  const startMonth = start.year * 12 + (start.month - 1);
  const loDate = fromJdn(lo, base);
  const loMonth = loDate.year * 12 + (loDate.month - 1);
  for (let k = Math.max(0, Math.ceil((loMonth - startMonth) / stepMonths)); k < maxCount; k++) {
    const monthNumber = startMonth + k * stepMonths;
    const year = Math.floor(monthNumber / 12);
    const month = (monthNumber % 12) + 1;
    if (base === 'BS' && year > BS_LAST_YEAR) break;
    const date = { year, month, day: Math.min(start.day, monthLength(base, year, month)) };
    const jdn = toJdn(date, base);
    if (jdn > hi) break;
    if (jdn < lo) continue;
    push(k, jdn, date);
    if (out.length >= limit) break;
  }
  return out;
}

/** The occurrences of `series` from AD `fromAd` to AD `toAd` (both included), in order. */
export function expandOccurrences(
  series: RecurringSeries,
  fromAd: YMD,
  toAd: YMD,
  options?: ExpandOptions,
): SeriesOccurrence[] {
  return expandOccurrencesJdn(series, gregorianToJdn(fromAd), gregorianToJdn(toAd), options);
}

/** The occurrence of `series` on `date` (a date in the series' base calendar), or null when it has none that day. */
export function occurrenceOn(series: RecurringSeries, date: YMD): SeriesOccurrence | null {
  if (!isValidSeriesDate(date, series.base)) return null;
  const jdn = toJdn(date, series.base);
  return expandOccurrencesJdn(series, jdn, jdn)[0] ?? null;
}

/** The first occurrence on or after `fromJdn`, or null when the series has ended. */
export function nextOccurrence(series: RecurringSeries, fromJdn: number): SeriesOccurrence | null {
  return expandOccurrencesJdn(series, fromJdn, ENGINE.last, { limit: 1 })[0] ?? null;
}
