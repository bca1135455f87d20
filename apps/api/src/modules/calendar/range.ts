import {
  bsJdnRange,
  bsMonthLength,
  bsToJdn,
  gregorianMonthLength,
  gregorianToJdn,
  isValidBsDate,
  parseIsoDate,
  type YMD,
} from '@patro/calendar';
import { badField } from '../../http/errors.js';

/** The year range each base accepts (spec §5, §9). */
export const YEAR_RANGE = { BS: { min: 1900, max: 2200 }, AD: { min: 1844, max: 2142 } } as const;

/** The longest range one calendar read may cover: a year plus a bit. */
export const MAX_RANGE_DAYS = 400;

/**
 * Parses a `YYYY-MM-DD` date of a base. Malformed text or a year outside the base's range → 400
 * naming `field`; a well-formed date that does not exist in the calendar → `null`.
 */
export function parseBaseDate(
  text: string,
  base: 'BS' | 'AD',
  where: string,
  field: string,
  { allowNextYear = false } = {},
): YMD | null {
  const shape = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!shape) throw badField(where, field, 'must be a date written YYYY-MM-DD');
  const year = Number(shape[1]);
  const month = Number(shape[2]);
  const day = Number(shape[3]);
  const range = YEAR_RANGE[base];
  if (year < range.min || year > range.max + (allowNextYear ? 1 : 0)) {
    throw badField(where, field, `the ${base} year must be within ${range.min}–${range.max}`);
  }
  if (month < 1 || month > 12) throw badField(where, field, 'the month must be 01–12');
  if (day < 1 || day > 32) throw badField(where, field, 'the day must be 01–32');
  if (base === 'AD') return parseIsoDate(text, { calendar: 'ad' });
  const date = { year, month, day };
  if (year > range.max) return day === 1 && month === 1 ? date : null;
  return isValidBsDate(date) ? date : null;
}

/** JDN of a date of a base; a BS date one past the supported range maps to the day after its end. */
export function baseToJdn(date: YMD, base: 'BS' | 'AD'): number {
  if (base === 'AD') return gregorianToJdn(date);
  if (date.year > YEAR_RANGE.BS.max) return bsJdnRange().last + 1;
  return bsToJdn(date);
}

/** First and last JDN of a month of a base. */
export function monthRange(year: number, month: number, base: 'BS' | 'AD'): { first: number; last: number } {
  if (base === 'BS') {
    const first = bsToJdn({ year, month, day: 1 });
    return { first, last: first + bsMonthLength(year, month) - 1 };
  }
  const first = gregorianToJdn({ year, month, day: 1 });
  return { first, last: first + gregorianMonthLength(year, month) - 1 };
}

/** Clamps a JDN range to the days the engine covers (BS 1900–2200). */
export function clampToEngine(first: number, last: number): { first: number; last: number } {
  const { first: min, last: max } = bsJdnRange();
  return { first: Math.max(first, min), last: Math.min(last, max) };
}
