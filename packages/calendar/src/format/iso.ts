/**
 * ISO dates (YYYY-MM-DD, strict). A module of its own so a bundle that only reads and writes ISO
 * dates (the month page's personal layer) does not carry the month and weekday names.
 */
import type { Lang, YMD } from '../types.js';
import { toDevanagariDigits, toLatinDigits } from './digits.js';

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function gregorianDays(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Options of {@link parseIsoDate}. */
export interface ParseIsoDateOptions {
  /**
   * `'ad'` (default): the day must exist in the Gregorian month. `'bs'`: shape only (month 1–12,
   * day 1–32); check the BS month length with `isValidBsDate` from the civil module.
   */
  calendar?: 'ad' | 'bs';
}

/**
 * Parses a strict `YYYY-MM-DD` date (four-digit year, two-digit month and day; Devanagari digits
 * are accepted and read as Latin). Returns null when the text is not such a date.
 */
export function parseIsoDate(text: string, options: ParseIsoDateOptions = {}): YMD | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(toLatinDigits(text));
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const maxDay = (options.calendar ?? 'ad') === 'ad' ? gregorianDays(year, month) : 32;
  return day > maxDay ? null : { year, month, day };
}

/** `YYYY-MM-DD` text of a date (Latin digits; `lang: 'np'` gives Devanagari digits). */
export function formatIsoDate(date: YMD, lang: Lang = 'en'): string {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || year < 0 || year > 9999) {
    throw new RangeError(`Cannot format ${year}-${month}-${day} as YYYY-MM-DD`);
  }
  const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  return lang === 'np' ? toDevanagariDigits(text) : text;
}
