/**
 * Bikram Sambat ⇄ JDN for every day of BS 1900–2200: O(1) BS → JDN through prefix sums, O(1)
 * JDN → BS through a day-indexed table of month numbers, and BS ⇄ AD by one load from a table
 * indexed by the date itself (`direct-tables.ts`, ADR 160). Integers only; no `Date`.
 */

import { formatIsoDate } from '../format/dates.js';
import type { CalendarMode, Provenance, YMD } from '../types.js';
import { directTables, fillAdYear, fillBsYear, SLOTS_PER_MONTH, SLOTS_PER_YEAR } from './direct-tables.js';
import { gregorianToJdn, jdnToGregorian, weekday } from './gregorian.js';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  computedBoundaryRisk,
  MONTH_COUNT,
  type MonthTable,
  monthIndex,
  monthTable,
  provenanceOf,
} from './month-table.js';

export { BS_MAX_YEAR, BS_MIN_YEAR } from './month-table.js';

/** Options of the BS functions. */
export interface CalendarOptions {
  /** Month table to use; default `'official'`. */
  mode?: CalendarMode;
}

/** Everything known about one BS month. */
export interface BsMonthInfo {
  /** BS year. */
  year: number;
  /** Month 1–12 (1 = Baisakh). */
  month: number;
  /** Number of days, 29–32. */
  length: number;
  /** JDN of day 1. */
  startJdn: number;
  /** Where the length comes from. */
  provenance: Provenance;
  /** True for a computed month whose sankranti lies within ±45 min of the cutoff deciding its first day. */
  boundaryRisk: boolean;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function modeOf(options?: CalendarOptions): CalendarMode {
  return options?.mode ?? 'official';
}

function assertInteger(what: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`BS ${what} must be an integer; got ${value}`);
}

/** Throws `RangeError` unless `year` is an integer within BS 1900–2200. */
export function assertBsYear(year: number): void {
  assertInteger('year', year);
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) {
    throw new RangeError(`BS year ${year} is outside the supported range ${BS_MIN_YEAR}–${BS_MAX_YEAR}`);
  }
}

function assertBsMonth(year: number, month: number): void {
  assertBsYear(year);
  assertInteger('month', month);
  if (month < 1 || month > 12) {
    throw new RangeError(`BS month ${month} does not exist (in ${year}-${pad(month, 2)}); months are 1–12`);
  }
}

/**
 * Throws `RangeError` with a message saying exactly what is wrong unless `date` is a real BS
 * date of the chosen mode's table (e.g. "BS 2081-03 has 32 days; day 33 does not exist").
 */
export function assertBsDate(date: YMD, options?: CalendarOptions): void {
  assertBsMonth(date.year, date.month);
  assertInteger('day', date.day);
  const length = monthTable(modeOf(options)).lengths[monthIndex(date.year, date.month)]!;
  if (date.day < 1 || date.day > length) {
    throw new RangeError(
      `BS ${date.year}-${pad(date.month, 2)} has ${length} days; day ${date.day} does not exist`,
    );
  }
}

/** True when `date` is a real BS date of the chosen mode's table. Never throws. */
export function isValidBsDate(date: YMD, options?: CalendarOptions): boolean {
  try {
    assertBsDate(date, options);
    return true;
  } catch {
    return false;
  }
}

/** Number of days (29–32) in a BS month. */
export function bsMonthLength(year: number, month: number, options?: CalendarOptions): number {
  assertBsMonth(year, month);
  return monthTable(modeOf(options)).lengths[monthIndex(year, month)]!;
}

/** Number of days (365 or 366) in a BS year. */
export function bsYearLength(year: number, options?: CalendarOptions): number {
  assertBsYear(year);
  const { starts } = monthTable(modeOf(options));
  return starts[monthIndex(year + 1, 1)]! - starts[monthIndex(year, 1)]!;
}

/** Provenance of a BS month's length: `official`, `projected` or `computed` (always `computed` in computed mode). */
export function bsMonthProvenance(year: number, month: number, options?: CalendarOptions): Provenance {
  assertBsMonth(year, month);
  return provenanceOf(year, modeOf(options));
}

/**
 * True when the month's length comes from the model and its sankranti lies within ±45 min of
 * the cutoff that decides the first day (so a published calendar may differ by one day).
 * Always false for `official` and `projected` months.
 */
export function bsMonthBoundaryRisk(year: number, month: number, options?: CalendarOptions): boolean {
  assertBsMonth(year, month);
  return provenanceOf(year, modeOf(options)) === 'computed' && computedBoundaryRisk(year, month);
}

/** Length, first day, provenance and boundary risk of a BS month. */
export function bsMonthInfo(year: number, month: number, options?: CalendarOptions): BsMonthInfo {
  assertBsMonth(year, month);
  const mode = modeOf(options);
  const table = monthTable(mode);
  const index = monthIndex(year, month);
  const provenance = provenanceOf(year, mode);
  return {
    year,
    month,
    length: table.lengths[index]!,
    startJdn: table.starts[index]!,
    provenance,
    boundaryRisk: provenance === 'computed' && computedBoundaryRisk(year, month),
  };
}

/** JDN of a BS date. Throws `RangeError` for an invalid date or a year outside BS 1900–2200. */
export function bsToJdn(date: YMD, options?: CalendarOptions): number {
  assertBsDate(date, options);
  return monthTable(modeOf(options)).starts[monthIndex(date.year, date.month)]! + date.day - 1;
}

/** First and last JDN covered by the chosen mode's table (BS 1900-01-01 … BS 2200-12-end). */
export function bsJdnRange(options?: CalendarOptions): { first: number; last: number } {
  const { starts } = monthTable(modeOf(options));
  return { first: starts[0]!, last: starts[MONTH_COUNT]! - 1 };
}

function rangeText(options?: CalendarOptions): string {
  const { first, last } = bsJdnRange(options);
  const a = jdnToGregorian(first);
  const b = jdnToGregorian(last);
  return `AD ${formatIsoDate(a)} … ${formatIsoDate(b)} (BS ${BS_MIN_YEAR}–${BS_MAX_YEAR}, ${modeOf(options)} mode)`;
}

/** BS date of a JDN. Throws `RangeError` outside the supported range (BS 1900-01-01 … 2200-12-end). */
export function jdnToBs(jdn: number, options?: CalendarOptions): YMD {
  if (!Number.isInteger(jdn)) throw new RangeError(`JDN must be an integer; got ${jdn}`);
  const table = monthTable(modeOf(options));
  const k = jdn - table.starts[0]!;
  if (!(k >= 0 && k < table.monthOfDay.length)) {
    throw new RangeError(`JDN ${jdn} is outside the supported range ${rangeText(options)}`);
  }
  return dayOfTable(table, k);
}

/** The BS date of day `k` (days since the table's first day): one lookup in the day index. */
function dayOfTable(table: MonthTable, k: number): YMD {
  const i = table.monthOfDay[k]!;
  return {
    year: BS_MIN_YEAR + ((i / 12) | 0),
    month: (i % 12) + 1,
    day: k - (table.starts[i]! - table.starts[0]!) + 1,
  };
}

/** Number of BS years, the bound of the direct tables' year index. */
const BS_YEARS = BS_MAX_YEAR - BS_MIN_YEAR + 1;

/**
 * Gregorian (AD) date of a BS date. Throws `RangeError` for an invalid BS date.
 *
 * One load from the direct table (ADR 160). Every input that is not three integers naming a
 * real date of the range reaches the slow path, which throws the reason.
 */
export function bsToAd(date: YMD, options?: CalendarOptions): YMD {
  const direct = directTables(modeOf(options));
  const { year, month, day } = date;
  // `x | 0` equals x only for an integer (a string or NaN never); `>>> 0` sends a negative
  // index past the bound.
  if ((year | 0) === year && (month | 0) === month && (day | 0) === day) {
    const y = year - BS_MIN_YEAR;
    const m = month - 1;
    const d = day - 1;
    if (y >>> 0 < BS_YEARS && m >>> 0 < 12 && d >>> 0 < SLOTS_PER_MONTH) {
      const slot = y * SLOTS_PER_YEAR + m * SLOTS_PER_MONTH + d;
      let v = direct.adOfBs[slot]!;
      if (v === 0 && direct.filledYears[y] === 0) {
        fillBsYear(direct, year);
        v = direct.adOfBs[slot]!;
      }
      if (v !== 0) {
        const p = v + day; // the packed AD date
        return { year: p >> 10, month: (p >> 6) & 15, day: p & 63 };
      }
    }
  }
  return jdnToGregorian(bsToJdn(date, options));
}

/**
 * BS date of a Gregorian (AD) date. Throws `RangeError` for an invalid AD date or one outside
 * the supported range (about AD 1843-04 … 2144-04).
 */
export function adToBs(date: YMD, options?: CalendarOptions): YMD {
  // One load from the direct table (ADR 160); anything else takes the slow path, which throws.
  const direct = directTables(modeOf(options));
  const { year, month, day } = date;
  if ((year | 0) === year && (month | 0) === month && (day | 0) === day) {
    const y = year - direct.adFirstYear;
    const m = month - 1;
    const d = day - 1;
    if (y >>> 0 < direct.adYears && m >>> 0 < 12 && d >>> 0 < SLOTS_PER_MONTH) {
      const slot = y * SLOTS_PER_YEAR + m * SLOTS_PER_MONTH + d;
      let v = direct.bsOfAd[slot]!;
      if (v === 0) {
        fillAdYear(direct, year);
        v = direct.bsOfAd[slot]!;
      }
      if (v !== 0) {
        const p = v + day; // the packed BS date
        return { year: p >> 10, month: (p >> 6) & 15, day: p & 63 };
      }
    }
  }
  return adToBsByJdn(date, options);
}

/** AD → BS through the JDN: the reference path, and the one that says why an input is refused. */
function adToBsByJdn(date: YMD, options?: CalendarOptions): YMD {
  const table = monthTable(modeOf(options));
  const k = gregorianToJdn(date) - table.starts[0]!;
  if (!(k >= 0 && k < table.monthOfDay.length)) {
    throw new RangeError(
      `AD ${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)} is outside the supported range ${rangeText(options)}`,
    );
  }
  return dayOfTable(table, k);
}

/** Day of the week of a BS date: 0 = Sunday … 6 = Saturday. */
export function bsWeekday(date: YMD, options?: CalendarOptions): number {
  return weekday(bsToJdn(date, options));
}

/** JDN of BS `year`-01-01 (Baisakh 1). */
export function bsYearStartJdn(year: number, options?: CalendarOptions): number {
  assertBsYear(year);
  return monthTable(modeOf(options)).starts[monthIndex(year, 1)]!;
}
