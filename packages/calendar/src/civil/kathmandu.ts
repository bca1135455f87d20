/**
 * Asia/Kathmandu's UTC offset history and "today in Kathmandu", computed from the epoch
 * millisecond integer (no `Date` arithmetic, no host time zone).
 *
 * History (tzdata `Asia/Kathmandu`): local mean time +05:41:16 until 1920-01-01 00:00 LMT
 * (1919-12-31 18:18:44 UT); +05:30 until 1986-01-01 00:00 local (1985-12-31 18:30 UT);
 * +05:45 since.
 */
import type { YMD } from '../types.js';
import { jdnToBs } from './bs.js';
import { jdnToGregorian, UNIX_EPOCH_JDN } from './gregorian.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** UT instant (epoch ms) when Kathmandu left LMT: 1919-12-31T18:18:44Z. */
export const KATHMANDU_LMT_END_MS = -1577943676000;
/** UT instant (epoch ms) when Kathmandu moved from +05:30 to +05:45: 1985-12-31T18:30:00Z. */
export const KATHMANDU_0545_START_MS = 504901800000;

/** LMT offset +05:41:16 in minutes (341.2666…). */
const LMT_MINUTES = 5 * 60 + 41 + 16 / 60;

/**
 * Kathmandu's offset from UTC in minutes at an instant (epoch ms): 341.27 (LMT +05:41:16)
 * before 1920, 330 (+05:30) until 1985-12-31 18:30 UT, 345 (+05:45) after.
 */
export function kathmanduOffsetMinutes(utcMs: number): number {
  if (!Number.isFinite(utcMs)) throw new RangeError(`utcMs must be a finite number; got ${utcMs}`);
  if (utcMs < KATHMANDU_LMT_END_MS) return LMT_MINUTES;
  if (utcMs < KATHMANDU_0545_START_MS) return 330;
  return 345;
}

/** JDN of the Kathmandu civil day containing an instant (epoch ms). */
export function kathmanduJdn(utcMs: number): number {
  const offsetMs = Math.round(kathmanduOffsetMinutes(utcMs) * MS_PER_MINUTE);
  return UNIX_EPOCH_JDN + Math.floor((utcMs + offsetMs) / MS_PER_DAY);
}

/** Today's date in Kathmandu. */
export interface KathmanduToday {
  /** Gregorian date. */
  ad: YMD;
  /** Bikram Sambat date (official table). */
  bs: YMD;
  /** Julian Day Number of the civil day. */
  jdn: number;
}

/**
 * The civil date in Asia/Kathmandu at `nowMs` (default: the clock), as AD, BS and JDN —
 * never the server's or browser's local date.
 */
export function todayInKathmandu(nowMs: number = Date.now()): KathmanduToday {
  const jdn = kathmanduJdn(nowMs);
  return { ad: jdnToGregorian(jdn), bs: jdnToBs(jdn), jdn };
}

/** The AD date `YYYY-MM-DD` of the Kathmandu civil day containing an instant (epoch ms). */
export function kathmanduIsoDate(utcMs: number): string {
  const { year, month, day } = jdnToGregorian(kathmanduJdn(utcMs));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Kathmandu's wall clock at an instant: the civil date (AD) and the hour and minute. */
export interface KathmanduWallClock {
  ad: YMD;
  hour: number;
  minute: number;
}

/** The date and time a clock in Kathmandu shows at an instant (epoch ms). */
export function kathmanduWallClock(utcMs: number): KathmanduWallClock {
  const localMs = utcMs + Math.round(kathmanduOffsetMinutes(utcMs) * MS_PER_MINUTE);
  const msOfDay = ((localMs % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return {
    ad: jdnToGregorian(kathmanduJdn(utcMs)),
    hour: Math.floor(msOfDay / 3_600_000),
    minute: Math.floor((msOfDay % 3_600_000) / MS_PER_MINUTE),
  };
}

/** The instant (epoch ms) a Kathmandu civil day begins: its local midnight. */
export function kathmanduDayStartMs(jdn: number): number {
  const midnightAsUtc = (jdn - UNIX_EPOCH_JDN) * MS_PER_DAY;
  // The offset in force at that midnight (a change of offset never fell on a midnight boundary's
  // wrong side: 1920-01-01 and 1986-01-01 were themselves local midnights).
  const guess = midnightAsUtc - Math.round(kathmanduOffsetMinutes(midnightAsUtc) * MS_PER_MINUTE);
  return midnightAsUtc - Math.round(kathmanduOffsetMinutes(guess) * MS_PER_MINUTE);
}
