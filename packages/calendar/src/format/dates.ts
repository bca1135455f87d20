/**
 * Display formats of BS and AD dates in both languages (ISO dates: ./iso.ts, re-exported here).
 * Pure string work: no `Date`, no `Intl`.
 */
import type { Lang, YMD } from '../types.js';
import { toDevanagariDigits } from './digits.js';
import { formatIsoDate } from './iso.js';
import { AD_MONTHS, BS_MONTHS, WEEKDAYS } from './names.js';

export { formatIsoDate, type ParseIsoDateOptions, parseIsoDate } from './iso.js';

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
