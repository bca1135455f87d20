/** Civil calendars: Gregorian and Bikram Sambat ⇄ JDN, weekday, month table, Kathmandu time. */
export type { BsMonthInfo, CalendarOptions } from './bs.js';
export {
  adToBs,
  assertBsDate,
  assertBsYear,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsJdnRange,
  bsMonthBoundaryRisk,
  bsMonthInfo,
  bsMonthLength,
  bsMonthProvenance,
  bsToAd,
  bsToJdn,
  bsWeekday,
  bsYearLength,
  bsYearStartJdn,
  isValidBsDate,
  jdnToBs,
} from './bs.js';
export {
  assertGregorianDate,
  GREGORIAN_MAX_YEAR,
  GREGORIAN_MIN_YEAR,
  gregorianMonthLength,
  gregorianToJdn,
  isGregorianLeapYear,
  jdnToGregorian,
  UNIX_EPOCH_JDN,
  weekday,
} from './gregorian.js';
export type { KathmanduToday, KathmanduWallClock } from './kathmandu.js';
export {
  KATHMANDU_0545_START_MS,
  KATHMANDU_LMT_END_MS,
  kathmanduDayStartMs,
  kathmanduIsoDate,
  kathmanduJdn,
  kathmanduOffsetMinutes,
  kathmanduWallClock,
  todayInKathmandu,
} from './kathmandu.js';
