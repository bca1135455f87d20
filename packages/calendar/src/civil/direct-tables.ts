/**
 * The answer of every BS→AD and AD→BS conversion, indexed directly by the date asked about, so a
 * conversion is index arithmetic on (year, month, day), one typed-array load and the answer's
 * allocation (ADR 160). Built from the month table on the first conversion of a mode (~2 ms,
 * ~0.9 MB per mode); nothing is shipped.
 *
 * Slot of a date: (year − first year) · 384 + (month − 1) · 32 + (day − 1) — 32 slots a month,
 * so a slot exists for every day 1–32 of every month. The entry is the answer packed as
 * year << 10 | month << 6 | day (a day needs 6 bits: 32), or 0 where no such date exists (day 32 of a 31-day month, 29
 * February of a common year) or it lies outside BS 1900–2200: 0 sends the caller to the slow
 * path, which throws the reason.
 */
import type { CalendarMode } from '../types.js';
import { gregorianMonthLength, jdnToGregorian } from './gregorian.js';
import { BS_MAX_YEAR, BS_MIN_YEAR, MONTH_COUNT, monthTable } from './month-table.js';

/** Slots per month and per year of the direct tables. */
export const SLOTS_PER_MONTH = 32;
export const SLOTS_PER_YEAR = 12 * SLOTS_PER_MONTH;

export interface DirectTables {
  /** Packed AD date at the slot of each BS date (BS years from BS_MIN_YEAR). */
  readonly adOfBs: Int32Array;
  /** Packed BS date at the slot of each AD date (AD years from `adFirstYear`). */
  readonly bsOfAd: Int32Array;
  /** AD year of BS 1900-01-01. */
  readonly adFirstYear: number;
  /** Number of AD years covered (up to the year of the last BS day). */
  readonly adYears: number;
}

function build(mode: CalendarMode): DirectTables {
  const { lengths, starts } = monthTable(mode);
  const first = jdnToGregorian(starts[0]!);
  const last = jdnToGregorian(starts[MONTH_COUNT]! - 1);
  const adYears = last.year - first.year + 1;
  const adOfBs = new Int32Array((BS_MAX_YEAR - BS_MIN_YEAR + 1) * SLOTS_PER_YEAR);
  const bsOfAd = new Int32Array(adYears * SLOTS_PER_YEAR);
  // Walk every day once, the BS and the AD date side by side.
  let gy = first.year;
  let gm = first.month;
  let gd = first.day;
  let gLength = gregorianMonthLength(gy, gm);
  for (let i = 0; i < MONTH_COUNT; i++) {
    const by = BS_MIN_YEAR + ((i / 12) | 0);
    const bm = (i % 12) + 1;
    const bsSlot = i * SLOTS_PER_MONTH;
    const length = lengths[i]!;
    for (let bd = 1; bd <= length; bd++) {
      adOfBs[bsSlot + bd - 1] = (gy << 10) | (gm << 6) | gd;
      bsOfAd[(gy - first.year) * SLOTS_PER_YEAR + (gm - 1) * SLOTS_PER_MONTH + gd - 1] =
        (by << 10) | (bm << 6) | bd;
      if (gd < gLength) gd++;
      else {
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
  return { adOfBs, bsOfAd, adFirstYear: first.year, adYears };
}

let official: DirectTables | undefined;
let computed: DirectTables | undefined;

/** The direct tables of a mode (built on first use). Throws `RangeError` for an unknown mode. */
export function directTables(mode: CalendarMode): DirectTables {
  if (mode === 'official') {
    official ??= build('official');
    return official;
  }
  if (mode === 'computed') {
    computed ??= build('computed');
    return computed;
  }
  return build(mode); // monthTable throws the unknown-mode RangeError
}
