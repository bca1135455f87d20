/**
 * Proleptic Gregorian calendar ⇄ Julian Day Number, closed form, integers only.
 * No JavaScript `Date` is involved, so results never depend on the host time zone.
 */
import type { YMD } from '../types.js';

/** Smallest year accepted by the Gregorian functions (JDN stays non-negative). */
export const GREGORIAN_MIN_YEAR = -4713;
/** Largest year accepted by the Gregorian functions. */
export const GREGORIAN_MAX_YEAR = 9999;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** True when `year` is a Gregorian leap year (divisible by 4, except centuries not divisible by 400). */
export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days (28–31) in a Gregorian month. Throws `RangeError` for a month outside 1–12. */
export function gregorianMonthLength(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`AD month ${month} does not exist; months are 1–12`);
  }
  if (month === 2) return isGregorianLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number, width: number): string {
  const s = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${s}` : s;
}

/**
 * Throws a `RangeError` naming exactly what is wrong when `date` is not a real Gregorian date
 * within years −4713 … 9999.
 */
export function assertGregorianDate(date: YMD): void {
  const { year, month, day } = date;
  for (const [name, value] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const) {
    if (!Number.isInteger(value)) throw new RangeError(`AD ${name} must be an integer; got ${value}`);
  }
  if (year < GREGORIAN_MIN_YEAR || year > GREGORIAN_MAX_YEAR) {
    throw new RangeError(
      `AD year ${year} is outside the supported range ${GREGORIAN_MIN_YEAR}–${GREGORIAN_MAX_YEAR}`,
    );
  }
  if (month < 1 || month > 12) throw new RangeError(`AD month ${month} does not exist; months are 1–12`);
  const length = gregorianMonthLength(year, month);
  if (day < 1 || day > length) {
    throw new RangeError(
      `AD ${pad(year, 4)}-${pad(month, 2)} (${MONTH_NAMES[month - 1]} ${year}) has ${length} days; day ${day} does not exist`,
    );
  }
}

/**
 * Julian Day Number of a proleptic Gregorian date (the JDN of the civil day, i.e. of its noon).
 * Example: 2000-01-01 → 2451545. Throws `RangeError` for an invalid date.
 */
export function gregorianToJdn(date: YMD): number {
  assertGregorianDate(date);
  const a = Math.floor((14 - date.month) / 12);
  const y = date.year + 4800 - a;
  const m = date.month + 12 * a - 3;
  return (
    date.day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

/** Proleptic Gregorian date of a Julian Day Number. Throws `RangeError` for a non-integer or negative JDN. */
export function jdnToGregorian(jdn: number): YMD {
  if (!Number.isInteger(jdn) || jdn < 0) {
    throw new RangeError(`JDN must be a non-negative integer; got ${jdn}`);
  }
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    year: 100 * b + d - 4800 + Math.floor(m / 10),
    month: m + 3 - 12 * Math.floor(m / 10),
    day: e - Math.floor((153 * m + 2) / 5) + 1,
  };
}

/** Day of the week of a JDN: 0 = Sunday … 6 = Saturday. */
export function weekday(jdn: number): number {
  if (!Number.isInteger(jdn)) throw new RangeError(`JDN must be an integer; got ${jdn}`);
  return (((jdn + 1) % 7) + 7) % 7;
}

/** JDN of the Unix epoch day, 1970-01-01. */
export const UNIX_EPOCH_JDN = 2440588;
