/** Astronomy layer: position models, rise/set, sankrantis, BS month starts, ΔT and time helpers. */
export { patroDeltaT, setHostDeltaTFunction, withPatroDeltaT } from './delta-t.js';
export { drik, lahiriAyanamsa, lahiriMeanAyanamsa } from './drik.js';
export type { PositionModel } from './model.js';
export { norm180, norm360 } from './model.js';
export type { MonthRuleOptions, MonthStart, MonthStartRule } from './months.js';
export { bsMonthStart, computeBsMonthLengths, monthStartForSankranti } from './months.js';
export type { Graha } from './planets.js';
export { GRAHAS, grahaSigns, siderealLongitude, signOfLongitude, tropicalLongitude } from './planets.js';
export type { MoonEvents, SunEvents } from './rise-set.js';
export { moonEvents, sunEvents } from './rise-set.js';
export { findAngleCrossing, findSankranti, ROOT_TOLERANCE_DAYS } from './sankranti.js';
export type { SsSunEvents } from './ss-sunrise.js';
export { suryaSiddhantaAyanamsa, suryaSiddhantaSunEvents } from './ss-sunrise.js';
export type { SuryaSiddhantaModel, SuryaSiddhantaOptions } from './surya-siddhanta.js';
export { createSuryaSiddhanta, SURYA_SIDDHANTA_DEFAULTS, suryaSiddhanta } from './surya-siddhanta.js';
export {
  civilJdnAt,
  J2000_JD,
  jdToLocalIso,
  jdToUnixMs,
  kathmanduOffsetSecondsAt,
  localMidnightJd,
  utcOffsetSeconds,
  zoneMidnightJd,
} from './time.js';
