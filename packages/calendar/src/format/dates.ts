/**
 * ISO dates (YYYY-MM-DD, strict) and display formats of BS and AD dates in both languages.
 * Pure string work: no `Date`, no `Intl`.
 */
import type { Lang, YMD } from '../types.js';
import { toDevanagariDigits, toLatinDigits } from './digits.js';
import { AD_MONTHS, BS_MONTHS, WEEKDAYS } from './names.js';

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

/**
 * Display styles:
 * - `long`: "२०८३ मंसिर ६" / "6 Mangsir 2083"
 * - `monthYear`: "२०८३ मंसिर" / "Mangsir 2083"
 * - `dayMonth`: "मंसिर ६" / "6 Mangsir"
 * - `numeric`: "२०८३-०८-०६" / "2083-08-06"
 */
export type DateStyle = 'long' | 'monthYear' | 'dayMonth' | 'numeric';

/** Options of {@link formatBsDate} and {@link formatAdDate}. */
export interface FormatDateOptions {
  /** Weekday 0 (Sunday) … 6, to prefix the long form ("बुधबार, …" / "Wednesday, …"). */
  weekday?: number;
}

function formatWith(
  date: YMD,
  lang: Lang,
  style: DateStyle,
  months: readonly { np: string; en: string }[],
  options: FormatDateOptions,
): string {
  const month = months[date.month - 1];
  if (!month || !Number.isInteger(date.day) || date.day < 1 || date.day > 32) {
    throw new RangeError(`Cannot format date ${date.year}-${date.month}-${date.day}`);
  }
  const name = month[lang];
  const np = lang === 'np';
  let text: string;
  switch (style) {
    case 'numeric':
      return formatIsoDate(date, lang);
    case 'monthYear':
      text = np ? `${date.year} ${name}` : `${name} ${date.year}`;
      break;
    case 'dayMonth':
      text = np ? `${name} ${date.day}` : `${date.day} ${name}`;
      break;
    default:
      text = np ? `${date.year} ${name} ${date.day}` : `${date.day} ${name} ${date.year}`;
  }
  if (options.weekday !== undefined) {
    const w = WEEKDAYS[options.weekday];
    if (!w) throw new RangeError(`Weekday ${options.weekday} does not exist; expected 0–6`);
    text = `${w[lang]}, ${text}`;
  }
  return np ? toDevanagariDigits(text) : text;
}

/**
 * A BS date for display: `formatBsDate({year: 2083, month: 8, day: 6}, 'np')` → "२०८३ मंसिर ६",
 * `'en'` → "6 Mangsir 2083". The date is not checked against the month table.
 */
export function formatBsDate(
  date: YMD,
  lang: Lang = 'np',
  style: DateStyle = 'long',
  options: FormatDateOptions = {},
): string {
  return formatWith(date, lang, style, BS_MONTHS, options);
}

/** An AD date for display: "२०२६ नोभेम्बर २२" / "22 November 2026" (same styles as {@link formatBsDate}). */
export function formatAdDate(
  date: YMD,
  lang: Lang = 'np',
  style: DateStyle = 'long',
  options: FormatDateOptions = {},
): string {
  return formatWith(date, lang, style, AD_MONTHS, options);
}
