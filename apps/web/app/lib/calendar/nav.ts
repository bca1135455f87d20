/**
 * Calendar URLs (spec §2) and navigation with the spec's clamping (§5). Pure: no I/O, no Date.
 *
 *   /calendar/{bs|ad}                   current month
 *   /calendar/{bs|ad}/{YYYY}            yearly view
 *   /calendar/{bs|ad}/{YYYY-MM}         monthly view
 *   /calendar/{bs|ad}/{YYYY-MM-DD}      day dialog
 *   /calendar/{bs|ad}/{YYYY-MM-DD}/panchanga
 */
import { clampNavigationYear, URL_YEAR_RANGE, type UrlBase } from '@patro/calendar';

export type Base = UrlBase;

export const pad2 = (n: number) => String(n).padStart(2, '0');

export function isBase(value: unknown): value is Base {
  return value === 'bs' || value === 'ad';
}

export function yearHref(base: Base, year: number): string {
  return `/calendar/${base}/${year}`;
}

export function monthHref(base: Base, year: number, month: number): string {
  return `/calendar/${base}/${year}-${pad2(month)}`;
}

export function dayHref(
  base: Base,
  date: { year: number; month: number; day: number },
  panchanga = false,
): string {
  return `/calendar/${base}/${date.year}-${pad2(date.month)}-${pad2(date.day)}${panchanga ? '/panchanga' : ''}`;
}

export function isYearInRange(base: Base, year: number): boolean {
  const r = URL_YEAR_RANGE[base];
  return Number.isInteger(year) && year >= r.min && year <= r.max;
}

/**
 * The month `delta` months away, with spec §5 clamping: a target year outside the base's range
 * falls back to the current year (the month is kept).
 */
export function shiftMonth(
  base: Base,
  year: number,
  month: number,
  delta: number,
  currentYear: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return { year: clampNavigationYear(targetYear, base, currentYear), month: targetMonth };
}

/** The year `delta` years away, clamped like {@link shiftMonth}. */
export function shiftYear(base: Base, year: number, delta: number, currentYear: number): number {
  return clampNavigationYear(year + delta, base, currentYear);
}

/** How many years either side of the shown year a year picker lists. */
export const PICKER_YEAR_SPAN = 10;

/**
 * The years a year picker offers: a window of {@link PICKER_YEAR_SPAN} years either side of the
 * shown year, kept inside `min`–`max` (the base's URL range by default), not all 301 of them.
 * Picking a year at the window's edge re-centres it, so every year stays reachable.
 */
export function pickerYears(base: Base, around: number): number[] {
  return yearWindow(around, URL_YEAR_RANGE[base]);
}

/** {@link pickerYears} for any range (the converter's NS years too). */
export function yearWindow(around: number, limits: { min: number; max: number }): number[] {
  const width = 2 * PICKER_YEAR_SPAN;
  const centre = Math.min(limits.max, Math.max(limits.min, around));
  const first = Math.max(limits.min, Math.min(centre - PICKER_YEAR_SPAN, limits.max - width));
  const last = Math.min(limits.max, first + width);
  const years: number[] = [];
  for (let y = first; y <= last; y++) years.push(y);
  return years;
}

/**
 * Reads a picker submission (`?year=2083&month=8`, digits in either script) into a month URL, or
 * null when it is not a valid year and month of the base.
 */
export function pickerTarget(base: Base, yearText: string | null, monthText: string | null): string | null {
  if (yearText === null || monthText === null) return null;
  const toLatin = (s: string) => s.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)).trim();
  const year = Number(toLatin(yearText));
  const month = Number(toLatin(monthText));
  if (!isYearInRange(base, year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return monthHref(base, year, month);
}
