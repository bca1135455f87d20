/** Gochar (transit) rashifal: rule table, the period's sky, readings per sign and their text. */
export type { ComposedRashifal, TransitUsed } from './compose.js';
export { composeRashifal, transitLabel } from './compose.js';
export type { RashifalPeriod, RashifalType } from './periods.js';
export { RASHIFAL_TYPES, rashifalPeriod } from './periods.js';
export type { RashifalReading, Tone } from './reading.js';
export { gocharReading } from './reading.js';
export type { GocharRule, GocharVerdict } from './rules.js';
export { GOCHAR_RULES, gocharVerdict, houseFrom, isGood, sadeSatiPhase } from './rules.js';
export type { Element, RashiDetail } from './signs.js';
export { ELEMENT_COLOURS, RASHI_DETAILS } from './signs.js';
export type { RashifalSky, SignChange, SkyAt } from './sky.js';
export { kathmanduSunrise, PERIOD_GRAHAS, rashifalSky } from './sky.js';
