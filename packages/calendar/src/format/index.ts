/** Names, digits, numbers, ISO/display dates and the URL date rule, in Nepali and English. */
export type { DateStyle, FormatDateOptions } from './dates.js';
export { formatAdDate, formatBsDate } from './dates.js';
export { DEVANAGARI_DIGITS, localizeDigits, toDevanagariDigits, toLatinDigits } from './digits.js';
export type { ParseIsoDateOptions } from './iso.js';
export { formatIsoDate, parseIsoDate } from './iso.js';
export {
  parseKaranaLabel,
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseTithiLabel,
  parseYogaLabel,
} from './labels.js';
export type { Name, Rashi } from './names.js';
export {
  AD_MONTHS,
  AYANAS,
  adMonthName,
  ayanaName,
  BS_MONTHS,
  bsMonthName,
  KARANAS,
  karanaName,
  karanaOfHalfTithi,
  LUNAR_MONTHS,
  lunarMonthName,
  NAKSHATRAS,
  NS_ANALA,
  NS_MONTHS,
  NS_PAKSHAS,
  nakshatraName,
  names,
  nsMonthName,
  PAKSHAS,
  pakshaName,
  pakshaOfTithi,
  RASHIS,
  RITUS,
  rashiById,
  rashiBySlug,
  rashiName,
  rituName,
  TITHIS,
  tithiName,
  WEEKDAYS,
  WEEKDAYS_SHORT,
  weekdayName,
  YOGAS,
  yogaName,
} from './names.js';
export type { CompactNumberOptions, FormatNumberOptions } from './numbers.js';
export {
  formatCompactNumber,
  formatNumber,
  groupIndian,
  NEPALI_SCALES,
  numberToNepaliWords,
} from './numbers.js';
export type { UrlBase, UrlDate } from './url.js';
export { clampNavigationYear, parseUrlDate, URL_YEAR_RANGE } from './url.js';
