/**
 * Suva sait: the days of a BS month (or year) that suit an undertaking by the classical
 * day-level muhurta rules (./rules.ts), read from the merged day (published data over computed
 * panchanga). Every result is labelled `computed`; published sait (entered by people) is laid
 * over it by the caller.
 */
import { bsMonthLength, bsToJdn } from '../civil/bs.js';
import { calendarDay } from '../day/index.js';
import type { Place, YMD } from '../types.js';
import { evaluateMuhurta, MUHURTA_RULES, type MuhurtaDayInput, type SaitCategory } from './rules.js';

export type { MuhurtaDayInput, MuhurtaRule, MuhurtaVerdict, SaitCategory } from './rules.js';
export {
  evaluateMuhurta,
  isChaturmas,
  isSaitCategory,
  MUHURTA_RULES,
  muhurtaRule,
  SAIT_CATEGORIES,
} from './rules.js';

/** One auspicious day for one undertaking. */
export interface SuvaSait {
  category: SaitCategory;
  names: { np: string; en: string };
  bs: YMD;
  ad: YMD;
  jdn: number;
  weekday: number;
  /** Sunrise tithi 1–30, nakshatra 1–27. */
  tithi: number;
  nakshatra: number;
  source: 'computed';
}

/** Options of {@link suvaSaitInBsMonth}. */
export interface SuvaSaitOptions {
  /** Only this category (default: all). */
  category?: SaitCategory;
  mode?: 'official' | 'computed';
  place?: Place;
}

/** The muhurta input of a merged day. */
export function muhurtaInput(
  jdn: number,
  options: { mode?: 'official' | 'computed'; place?: Place } = {},
): MuhurtaDayInput {
  const day = calendarDay(jdn, options);
  return {
    tithi: day.tithi.index,
    nakshatra: day.nakshatra.index,
    yoga: day.yoga.index,
    karana: day.karana.index,
    weekday: day.weekday,
    // The BS month is the Sun's sidereal rashi (Baisakh = Mesha); the sunrise rashi is used so a
    // sankranti late in the day does not shift the day's month.
    solarMonth: day.sunRashi,
    lunarMonth: day.lunarMonth,
  };
}

/** Suva sait of a BS month, in date order (and category order within a day). */
export function suvaSaitInBsMonth(year: number, month: number, options: SuvaSaitOptions = {}): SuvaSait[] {
  const mode = options.mode ?? 'official';
  const first = bsToJdn({ year, month, day: 1 }, { mode });
  const length = bsMonthLength(year, month, { mode });
  const rules = options.category
    ? MUHURTA_RULES.filter((r) => r.category === options.category)
    : MUHURTA_RULES;
  const out: SuvaSait[] = [];
  for (let jdn = first; jdn < first + length; jdn++) {
    const input = muhurtaInput(jdn, { mode, ...(options.place ? { place: options.place } : {}) });
    const day = calendarDay(jdn, { mode, ...(options.place ? { place: options.place } : {}) });
    for (const rule of rules) {
      if (!evaluateMuhurta(input, rule.category).ok) continue;
      out.push({
        category: rule.category,
        names: rule.names,
        bs: day.bs,
        ad: day.ad,
        jdn,
        weekday: day.weekday,
        tithi: input.tithi,
        nakshatra: input.nakshatra!,
        source: 'computed',
      });
    }
  }
  return out;
}

/** Suva sait of a whole BS year (12 months). */
export function suvaSaitInBsYear(year: number, options: SuvaSaitOptions = {}): SuvaSait[] {
  const out: SuvaSait[] = [];
  for (let month = 1; month <= 12; month++) out.push(...suvaSaitInBsMonth(year, month, options));
  return out;
}
