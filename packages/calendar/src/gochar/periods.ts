/**
 * The periods a rashifal covers, in Nepal's civil calendar: a day, a week (Sunday to Saturday,
 * as Nepali calendars print it), a BS month and a BS year.
 */
import { bsMonthLength, bsToJdn, bsYearLength, jdnToBs } from '../civil/bs.js';
import { weekday } from '../civil/gregorian.js';

export const RASHIFAL_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RashifalType = (typeof RASHIFAL_TYPES)[number];

export interface RashifalPeriod {
  type: RashifalType;
  /** First civil day (JDN). */
  start: number;
  /** Last civil day (JDN), inclusive. */
  end: number;
}

/** The period of `type` that contains the civil day `jdn`. */
export function rashifalPeriod(type: RashifalType, jdn: number): RashifalPeriod {
  if (type === 'daily') return { type, start: jdn, end: jdn };
  if (type === 'weekly') {
    const start = jdn - weekday(jdn);
    return { type, start, end: start + 6 };
  }
  const bs = jdnToBs(jdn);
  if (type === 'monthly') {
    const start = bsToJdn({ year: bs.year, month: bs.month, day: 1 });
    return { type, start, end: start + bsMonthLength(bs.year, bs.month) - 1 };
  }
  const start = bsToJdn({ year: bs.year, month: 1, day: 1 });
  return { type, start, end: start + bsYearLength(bs.year) - 1 };
}
