/** Nepal Sambat (lunar, amanta) dates. */
export type { NsDate, NsDateInput, NsOptions } from './ns.js';
export { nsForJdn, nsMonthOfAmanta, nsNewYearJdn, nsToJdn } from './ns.js';
