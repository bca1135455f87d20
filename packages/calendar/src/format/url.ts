/**
 * The URL date rule of the product spec (§5) and year navigation clamping.
 */
import { toLatinDigits } from './digits.js';

/** Calendar base of a URL: Bikram Sambat or Gregorian. */
export type UrlBase = 'bs' | 'ad';

/** Year range accepted in URLs per base (spec §5/§9): BS 1900–2200, AD 1844–2142. */
export const URL_YEAR_RANGE: Readonly<Record<UrlBase, { readonly min: number; readonly max: number }>> = {
  bs: { min: 1900, max: 2200 },
  ad: { min: 1844, max: 2142 },
};

/** A parsed URL date; missing parts default to 1. */
export interface UrlDate {
  /** Four-digit year within the base range. */
  year: number;
  /** Month 1–12 (1 when the URL gives only a year). */
  month: number;
  /** Day 1–31, or 1–32 for BS (1 when the URL gives no day). */
  day: number;
  /** How much the URL gave: `year` (YYYY), `month` (YYYY-MM) or `day` (YYYY-MM-DD). */
  precision: 'year' | 'month' | 'day';
}

/**
 * Parses a calendar URL date per spec §5: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, with `-` or `/` as
 * separator (one kind per date). Valid only when the year has four digits within the base range
 * (BS 1900–2200, AD 1844–2142), month 1–12 and day 1–31; missing parts default to 01. One
 * deliberate widening: BS months have up to 32 days, so a BS day 32 passes (the spec's 1–31 would
 * make real dates such as 2081-02-32 unreachable).
 * Devanagari digits are read as Latin. Returns null when invalid. Whether the day exists in that
 * month is not checked here (the rule is the spec's); convert with the civil functions for that.
 */
export function parseUrlDate(text: string, base: UrlBase): UrlDate | null {
  const range = URL_YEAR_RANGE[base];
  if (!range || typeof text !== 'string') return null;
  const match = /^(\d{4})(?:([-/])(\d{2})(?:\2(\d{2}))?)?$/.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const year = Number(match[1]);
  if (year < range.min || year > range.max) return null;
  const month = match[3] === undefined ? 1 : Number(match[3]);
  const day = match[4] === undefined ? 1 : Number(match[4]);
  const maxDay = base === 'bs' ? 32 : 31;
  if (month < 1 || month > 12 || day < 1 || day > maxDay) return null;
  const precision = match[4] !== undefined ? 'day' : match[3] !== undefined ? 'month' : 'year';
  return { year, month, day, precision };
}

/**
 * Year navigation clamp (spec §5): a target year outside the supported range of the base falls
 * back to `currentYear`; otherwise the target is kept.
 */
export function clampNavigationYear(year: number, base: UrlBase, currentYear: number): number {
  const range = URL_YEAR_RANGE[base];
  if (!range) throw new RangeError(`Unknown calendar base "${String(base)}"; use 'bs' or 'ad'`);
  return Number.isInteger(year) && year >= range.min && year <= range.max ? year : currentYear;
}
