/**
 * @patro/calendar — Bikram Sambat, Gregorian and Nepal Sambat calendars, BS 1900–2200.
 * Conversion-only imports (civil + format) do not pull in astronomy-engine or the published
 * day data: every module is side-effect free (`sideEffects: false`).
 */
export * from './astro/index.js';
export * from './civil/index.js';
export * from './day/index.js';
export * from './festivals/index.js';
export * from './format/index.js';
export * from './gochar/index.js';
export * from './muhurta/index.js';
export * from './ns/index.js';
export * from './official/index.js';
export * from './panchanga/index.js';
export * from './recurrence/index.js';
export * from './types.js';
