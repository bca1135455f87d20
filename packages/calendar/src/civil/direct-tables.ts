/**
 * The answer of every BS→AD and AD→BS conversion, indexed directly by the date asked about, so a
 * conversion is index arithmetic on (year, month, day), one typed-array load and the answer's
 * allocation (ADR 160). Filled from the month table a BS year at a time, as years are first
 * asked about (905 KB per mode once allocated); nothing is shipped.
 *
 * Slot of a date: (year − first year) · 384 + (month − 1) · 32 + (day − 1) — 32 slots a month,
 * so a slot exists for every day 1–32 of every month. The answer is packed as
 * year << 10 | month << 6 | day (6 bits: a day may be 32); a slot holds the packed answer minus
 * the day asked about (so the answer is entry + day, and runs of days share one entry), or 0
 * where no such date exists (day 32 of a 31-day month, 29 February of a common year) or it lies
 * outside BS 1900–2200: 0 sends the caller to the slow path, which throws the reason.
 */
import type { CalendarMode } from '../types.js';
import { gregorianMonthLength, jdnToGregorian } from './gregorian.js';
import { BS_MAX_YEAR, BS_MIN_YEAR, MONTH_COUNT, type MonthTable, monthTable } from './month-table.js';

/** Slots per month and per year of the direct tables. */
export const SLOTS_PER_MONTH = 32;
export const SLOTS_PER_YEAR = 12 * SLOTS_PER_MONTH;

const BS_YEARS = BS_MAX_YEAR - BS_MIN_YEAR + 1;

export interface DirectTables {
  /** Packed AD date minus the BS day, at the slot of each BS date (BS years from BS_MIN_YEAR). */
  readonly adOfBs: Int32Array;
  /** Packed BS date minus the AD day, at the slot of each AD date (AD years from `adFirstYear`). */
  readonly bsOfAd: Int32Array;
  /** AD year of BS 1900-01-01. */
  readonly adFirstYear: number;
  /** Number of AD years covered (up to the year of the last BS day). */
  readonly adYears: number;
  /** 1 for each BS year (from BS_MIN_YEAR) whose days are filled in, in both tables. */
  readonly filledYears: Uint8Array;
  readonly months: MonthTable;
}

function create(mode: CalendarMode): DirectTables {
  const months = monthTable(mode);
  const first = jdnToGregorian(months.starts[0]!);
  const last = jdnToGregorian(months.starts[MONTH_COUNT]! - 1);
  const adYears = last.year - first.year + 1;
  return {
    adOfBs: new Int32Array(BS_YEARS * SLOTS_PER_YEAR),
    bsOfAd: new Int32Array(adYears * SLOTS_PER_YEAR),
    adFirstYear: first.year,
    adYears,
    filledYears: new Uint8Array(BS_YEARS),
    months,
  };
}

/**
 * Fills in both tables the slots of every day of a BS year, once. Years are filled as they are
 * first asked about, so the first conversion costs one year's work, not the whole range's.
 */
export function fillBsYear(tables: DirectTables, year: number): void {
  const yi = year - BS_MIN_YEAR;
  if (!(yi >= 0 && yi < BS_YEARS) || tables.filledYears[yi] === 1) return;
  tables.filledYears[yi] = 1;
  const { adOfBs, bsOfAd, adFirstYear } = tables;
  const { lengths, starts } = tables.months;
  const start = jdnToGregorian(starts[yi * 12]!);
  // Walk the days in runs that stay within one BS month and one AD month. Along a run both
  // packed dates grow by 1 a day, so each slot stores its answer minus the day asked about and
  // a run is one `fill` per table.
  let gy = start.year;
  let gm = start.month;
  let gd = start.day;
  let gLength = gregorianMonthLength(gy, gm);
  for (let i = yi * 12; i < yi * 12 + 12; i++) {
    const bsMonth = (year << 10) | (((i % 12) + 1) << 6);
    const length = lengths[i]!;
    for (let bd = 1; bd <= length; ) {
      const run = Math.min(length - bd + 1, gLength - gd + 1);
      const bsSlot = i * SLOTS_PER_MONTH + bd - 1;
      const adSlot = (gy - adFirstYear) * SLOTS_PER_YEAR + (gm - 1) * SLOTS_PER_MONTH + gd - 1;
      // AD of BS day bd is (gy, gm, gd): stored as its packed value minus bd, and vice versa.
      adOfBs.fill(((gy << 10) | (gm << 6) | gd) - bd, bsSlot, bsSlot + run);
      bsOfAd.fill((bsMonth | bd) - gd, adSlot, adSlot + run);
      bd += run;
      gd += run;
      if (gd > gLength) {
        gd = 1;
        if (gm < 12) gm++;
        else {
          gm = 1;
          gy++;
        }
        gLength = gregorianMonthLength(gy, gm);
      }
    }
  }
}

/** Fills the BS years that share days with an AD year: its January–April and April–December. */
export function fillAdYear(tables: DirectTables, adYear: number): void {
  fillBsYear(tables, adYear + 56);
  fillBsYear(tables, adYear + 57);
}

let official: DirectTables | undefined;
let computed: DirectTables | undefined;

/** The direct tables of a mode (allocated on first use, filled a year at a time). Throws `RangeError` for an unknown mode. */
export function directTables(mode: CalendarMode): DirectTables {
  if (mode === 'official') {
    official ??= create('official');
    return official;
  }
  if (mode === 'computed') {
    computed ??= create('computed');
    return computed;
  }
  return create(mode); // monthTable throws the unknown-mode RangeError
}
