/**
 * Golden-test access to the published reference data committed in `test/fixtures/published`
 * (a copy of the shared reference: a plain clone runs every golden test; a missing file fails).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The committed published data. */
export const referenceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/published');

/** The parsed `bs-month-lengths.json`. */
export interface MonthLengthsReference {
  years: Record<string, number[]>;
  year_start_ad: Record<string, string>;
  alternatives: Record<string, { months: number[]; total: number; sources: string[] }[]>;
}

/** Reads a JSON file from the published data (throws when it is missing). */
export function readReference<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(referenceDir, relative), 'utf8')) as T;
}

/** A published year of day data (`official/bs-YYYY.json`), fields as in its README. */
export interface PublishedDay {
  bs: string;
  ad: string;
  weekday: number;
  tithi: number | null;
  tithi_star?: boolean;
  paksha: 'shukla' | 'krishna';
  lunar_month_np?: string;
  nakshatra_np?: string | null;
  yoga_np?: string | null;
  karana_np?: string | null;
  ns?: { year: number; month_np: string; paksha: 'thwa' | 'ga' };
  events: { np: string; en: string }[] | null;
  holiday: boolean | null;
  holiday_events?: string[] | null;
}

/** The days of a published BS year. */
export function publishedYear(year: number): PublishedDay[] {
  return readReference<{ days: PublishedDay[] }>(`official/bs-${year}.json`).days;
}

/** Days since 1970-01-01 of an ISO date, computed with `Date.UTC` (an independent oracle for tests). */
export function isoToEpochDay(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** ISO date of a day count since 1970-01-01, computed with `Date` (test oracle only). */
export function epochDayToIso(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** JDN of an ISO date via the oracle. */
export function isoToJdn(iso: string): number {
  return isoToEpochDay(iso) + 2440588;
}

/** ISO text of a YMD. */
export function iso(d: { year: number; month: number; day: number }): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}
