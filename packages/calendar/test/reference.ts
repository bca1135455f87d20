/**
 * Golden-test access to the shared reference data (`../shared/reference` beside the repo clone,
 * as on CI). Tests that need it are skipped with a clear message only when it is truly absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** `<repoRoot>/../shared/reference`. */
export const referenceDir = path.resolve(repoRoot, '../shared/reference');
/** True when the reference folder exists. */
export const haveReference = existsSync(path.join(referenceDir, 'bs-month-lengths.json'));

if (!haveReference) {
  console.warn(`SKIPPING golden tests: reference data not found at ${referenceDir}`);
}

/** The parsed `bs-month-lengths.json`. */
export interface MonthLengthsReference {
  years: Record<string, number[]>;
  year_start_ad: Record<string, string>;
  alternatives: Record<string, { months: number[]; total: number; sources: string[] }[]>;
}

/** Reads a JSON file from the reference folder. */
export function readReference<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(referenceDir, relative), 'utf8')) as T;
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
