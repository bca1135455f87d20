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
  tithiModelForDay,
  udayaTithi,
} from './day.js';
export type { RegimeModel, TithiMethod, TithiModelChoice, TithiRegime } from './regime.js';
export {
  regimeTithiModel,
  resolveModel,
  TITHI_BASE_METHOD,
  TITHI_REGIMES,
  tithiMethodAt,
  tithiMethodForBsYear,
  tithiModelAt,
} from './regime.js';
