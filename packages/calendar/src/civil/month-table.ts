/**
 * The BS month tables behind every conversion: month lengths for BS 1900–2200 per mode, with
 * prefix sums (JDN of every month start) in an `Int32Array`, built once on first use.
 */
import {
  OFFICIAL_LAST_YEAR,
  PROJECTED_LAST_YEAR,
  PUBLISHED_EPOCH_JDN,
  PUBLISHED_FIRST_YEAR,
  PUBLISHED_MONTHS,
} from '../data/bs-months.js';
import {
  COMPUTED_BOUNDARY_RISK,
  COMPUTED_EPOCH_JDN,
  COMPUTED_FIRST_YEAR,
  COMPUTED_LAST_YEAR,
  COMPUTED_MONTHS,
} from '../data/generated/computed-months.js';
import type { CalendarMode, Provenance } from '../types.js';

/** First BS year supported by the engine. */
export const BS_MIN_YEAR = 1900;
/** Last BS year supported by the engine. */
export const BS_MAX_YEAR = 2200;

const YEARS = BS_MAX_YEAR - BS_MIN_YEAR + 1;
const MONTHS = YEARS * 12;

/** Month lengths and month-start JDNs of one mode. */
export interface MonthTable {
  /** Length of month i (i = (year − BS_MIN_YEAR) · 12 + month − 1). */
  readonly lengths: Uint8Array;
  /** JDN of the first day of month i; entry MONTHS is the day after BS 2200-12-end. */
  readonly starts: Int32Array;
  /** Month index of every day, from `starts[0]` on: JDN → BS is one lookup (~110,000 days, 220 KB). */
  readonly monthOfDay: Uint16Array;
}

function computedLength(index: number): number {
  const offset = index - (COMPUTED_FIRST_YEAR - BS_MIN_YEAR) * 12;
  const code = COMPUTED_MONTHS.charCodeAt(offset) - 48;
  if (!(code >= 0 && code <= 3)) throw new Error(`computed month table has no entry ${offset}`);
  return 29 + code;
}

function publishedLength(index: number): number | undefined {
  const offset = index - (PUBLISHED_FIRST_YEAR - BS_MIN_YEAR) * 12;
  if (offset < 0 || offset >= (PROJECTED_LAST_YEAR - PUBLISHED_FIRST_YEAR + 1) * 12) return undefined;
  return 29 + PUBLISHED_MONTHS.charCodeAt(offset) - 48;
}

function build(mode: CalendarMode): MonthTable {
  const lengths = new Uint8Array(MONTHS);
  for (let i = 0; i < MONTHS; i++) {
    lengths[i] = (mode === 'official' ? publishedLength(i) : undefined) ?? computedLength(i);
  }
  const starts = new Int32Array(MONTHS + 1);
  // Anchor: official mode at BS 1970-01-01 (published), computed mode at BS 1900-01-01 (model).
  const anchorIndex = mode === 'official' ? (PUBLISHED_FIRST_YEAR - BS_MIN_YEAR) * 12 : 0;
  starts[anchorIndex] = mode === 'official' ? PUBLISHED_EPOCH_JDN : COMPUTED_EPOCH_JDN;
  for (let i = anchorIndex; i < MONTHS; i++) starts[i + 1] = starts[i]! + lengths[i]!;
  for (let i = anchorIndex - 1; i >= 0; i--) starts[i] = starts[i + 1]! - lengths[i]!;
  const monthOfDay = new Uint16Array(starts[MONTHS]! - starts[0]!);
  for (let i = 0; i < MONTHS; i++) monthOfDay.fill(i, starts[i]! - starts[0]!, starts[i + 1]! - starts[0]!);
  return { lengths, starts, monthOfDay };
}

let officialTable: MonthTable | undefined;
let computedTable: MonthTable | undefined;

/** The month table of a mode (built on first use). */
export function monthTable(mode: CalendarMode = 'official'): MonthTable {
  if (mode === 'computed') {
    computedTable ??= build('computed');
    return computedTable;
  }
  if (mode !== 'official')
    throw new RangeError(`Unknown calendar mode "${String(mode)}"; use 'official' or 'computed'`);
  officialTable ??= build('official');
  return officialTable;
}

/** Provenance of a month's length in a mode (year and month already validated). */
export function provenanceOf(year: number, mode: CalendarMode): Provenance {
  if (mode === 'computed') return 'computed';
  if (year >= PUBLISHED_FIRST_YEAR && year <= OFFICIAL_LAST_YEAR) return 'official';
  if (year > OFFICIAL_LAST_YEAR && year <= PROJECTED_LAST_YEAR) return 'projected';
  return 'computed';
}

/** True when the model's sankranti for this month lies within ±45 min of its deciding cutoff. */
export function computedBoundaryRisk(year: number, month: number): boolean {
  return COMPUTED_BOUNDARY_RISK.charAt((year - COMPUTED_FIRST_YEAR) * 12 + month - 1) === '1';
}

/** Index of a (year, month) in the tables. */
export function monthIndex(year: number, month: number): number {
  return (year - BS_MIN_YEAR) * 12 + month - 1;
}

/** Number of months in the tables. */
export const MONTH_COUNT = MONTHS;

/** Sanity check used by tests: the computed table covers exactly BS 1900–2200. */
export function computedTableCovers(): boolean {
  return (
    COMPUTED_FIRST_YEAR === BS_MIN_YEAR &&
    COMPUTED_LAST_YEAR === BS_MAX_YEAR &&
    COMPUTED_MONTHS.length === MONTHS &&
    COMPUTED_BOUNDARY_RISK.length === MONTHS
  );
}
