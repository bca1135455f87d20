/** Panchanga: tithi, nakshatra, yoga, karana, rashi, ritu, ayana, lunar month, kala windows. */
export type { LunarMonth } from './core.js';
export {
  elongation,
  karanaAt,
  lunarMonthAt,
  nakshatraAt,
  nakshatraEnd,
  rashiOf,
  tithiAt,
  tithiEnd,
  yogaAt,
  yogaEnd,
} from './core.js';
export type {
  AngaSpan,
  Instant,
  KalaWindow,
  KalaWindows,
  KaranaInfo,
  PanchangaDay,
  PanchangaOptions,
  TithiInfo,
} from './day.js';
export {
  dayAnchor,
  kalaWindows,
  modelForMode,
  panchangaForDay,
  siderealAngaModel,
  udayaTithi,
} from './day.js';
