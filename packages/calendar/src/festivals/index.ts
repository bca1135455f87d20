/** Festivals: the catalogue (data in `src/data/festivals.ts`) and the resolver. */

export type { FestivalYearCheck, YearAgreement } from './agreement.js';
export { festivalAgreement } from './agreement.js';
export type { PublishedHit } from './published.js';
export { matchesPublished, publishedFestivalDays } from './published.js';
export { RULE_MISSES, ruleMatchedEveryPublishedYear } from './reliability.js';
export {
  clearFestivalCache,
  festivalCatalogue,
  festivalsInBsYear,
  festivalsOnJdn,
  ruleLabel,
} from './resolve.js';
export type {
  AdDateRule,
  AdhikPolicy,
  BsDateRule,
  FestivalCategory,
  FestivalDefinition,
  FestivalKala,
  FestivalOptions,
  FestivalPriority,
  FestivalRegion,
  FestivalRule,
  FestivalTie,
  HolidayKind,
  LunarRule,
  MonthConvention,
  PublishedOnlyRule,
  RelativeRule,
  ResolvedFestival,
  SankrantiRule,
} from './types.js';
