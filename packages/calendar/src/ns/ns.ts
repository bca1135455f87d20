import { drik } from '../astro/drik.js';
import type { PositionModel } from '../astro/model.js';
import { sunEvents } from '../astro/rise-set.js';
import { findAngleCrossing } from '../astro/sankranti.js';
import { SECONDS_PER_DAY, utcOffsetSeconds } from '../astro/time.js';
import { gregorianToJdn, jdnToGregorian } from '../civil/gregorian.js';
import { NS_ANALA, nsMonthName } from '../format/names.js';
import { elongation, lunarMonthAt, TITHI_SPAN } from '../panchanga/core.js';
import { dayAnchor } from '../panchanga/day.js';
import { type TithiModelChoice, tithiModelAt } from '../panchanga/regime.js';
import { KATHMANDU, type Place } from '../types.js';

/** A Nepal Sambat date (lunar, amanta; thwa = bright half, gā = dark half). */
export interface NsDate {
  /** NS year: AD − 879 from Kachhalā thwa pāru (Kartik Shukla Pratipada), AD − 880 before it. */
  year: number;
  /** NS month 1–12 (1 = Kachhalā … 12 = Kaulā), or 13 for the intercalary month Analā (अनला). */
  month: number;
  /** Month name in both languages. */
  monthName: { np: string; en: string };
  /** `thwa` (शुक्ल) or `ga` (कृष्ण). */
  paksha: 'thwa' | 'ga';
  /** Day (tithi within the paksha), 1–15: 15 is punhi in thwa and āmāi in gā. */
  day: number;
}

/** Options for the NS functions. */
export interface NsOptions {
  /** Place whose sunrise decides the day (default Kathmandu). */
  place?: Place;
  /** Position model: `computed` (Surya Siddhanta with the published tithi regime, default) or `drik`. */
  mode?: 'computed' | 'drik';
  /**
   * Tithi model in `computed` mode: `regime` (default; Surya Siddhanta in every year, ADR 070),
   * `surya-siddhanta` or `drik` (as `PanchangaOptions.tithiModel`).
   */
  tithiModel?: TithiModelChoice;
}

/** The pure tithi/lunar-month model for an instant under the options. */
function modelAt(jdUT: number, options: NsOptions): PositionModel {
  return (options.mode ?? 'computed') === 'drik' ? drik : tithiModelAt(jdUT, options.tithiModel ?? 'regime');
}

/** NS month (1–12, 13 = Analā) of an amanta lunar month (1 = Chaitra … 8 = Kartik … 12 = Phalguna). */
export function nsMonthOfAmanta(amanta: number, adhik: boolean): number {
  return adhik ? NS_ANALA : ((amanta - 8 + 12) % 12) + 1;
}

const newYearCache = new Map<string, number>();

/**
 * JDN of the NS new-year day in AD year `adYear`: the first civil day whose sunrise falls in the
 * bright half of (regular, non-adhik) amanta Kartik — normally the day whose sunrise tithi is
 * Kartik Shukla Pratipada (Mha Puja); when that tithi is kshaya, the next day.
 */
export function nsNewYearJdn(adYear: number, options: NsOptions = {}): number {
  const place = options.place ?? KATHMANDU;
  const mode = options.mode ?? 'computed';
  const key = `${adYear}|${mode}|${options.tithiModel ?? 'regime'}|${place.latitude},${place.longitude},${place.timeZone}`;
  const hit = newYearCache.get(key);
  if (hit !== undefined) return hit;
  // Amanta Kartik opens at the new moon with the Sun in Tula: between mid-October and mid-November.
  let jd = gregorianToJdn({ year: adYear, month: 10, day: 1 });
  const model = modelAt(jd, options);
  let lm = lunarMonthAt(jd, model);
  let guard = 0;
  while (!(lm.amanta === 8 && !lm.adhik) && guard++ < 4) {
    jd = lm.end + 1;
    lm = lunarMonthAt(jd, model);
  }
  const newMoon = lm.start;
  const d0 = Math.floor(newMoon + 0.5 + utcOffsetSeconds(place.timeZone, newMoon) / SECONDS_PER_DAY);
  const rise = sunEvents(d0, place).sunrise ?? dayAnchor(d0, place);
  const jdn = rise > newMoon ? d0 : d0 + 1;
  newYearCache.set(key, jdn);
  return jdn;
}

/**
 * Nepal Sambat date of a civil day (JDN at the place, default Kathmandu): lunar month and tithi
 * at sunrise (amanta months, Kartik = Kachhalā, adhik month = Analā (13)), year from the NS
 * new-year day ({@link nsNewYearJdn}).
 */
export function nsForJdn(jdn: number, options: NsOptions = {}): NsDate {
  const place = options.place ?? KATHMANDU;
  const rise = dayAnchor(jdn, place);
  const model = modelAt(rise, options);
  const t = Math.floor(elongation(rise, model) / TITHI_SPAN) + 1;
  const lm = lunarMonthAt(rise, model);
  const month = nsMonthOfAmanta(lm.amanta, lm.adhik);
  const adYear = jdnToGregorian(jdn).year;
  const year = jdn >= nsNewYearJdn(adYear, options) ? adYear - 879 : adYear - 880;
  return {
    year,
    month,
    monthName: { np: nsMonthName(month, 'np'), en: nsMonthName(month, 'en') },
    paksha: t <= 15 ? 'thwa' : 'ga',
    day: t <= 15 ? t : t - 15,
  };
}

/** Input of {@link nsToJdn}. */
export interface NsDateInput {
  /** NS year. */
  year: number;
  /** NS month 1–12, or 13 for Analā. */
  month: number;
  /** `thwa` or `ga`. */
  paksha: 'thwa' | 'ga';
  /** Day 1–15. */
  day: number;
}

/**
 * JDN (civil day at the place) of an NS date: the day whose sunrise tithi is the given one in the
 * given lunar month. When that tithi is in force at no sunrise (kshaya), the day on which it
 * begins; when it spans two sunrises (vriddhi), the first. Throws `RangeError` when the date does
 * not exist (for example month 13 in a year without Analā).
 */
export function nsToJdn(date: NsDateInput, options: NsOptions = {}): number {
  const { year, month, paksha, day } = date;
  if (!Number.isInteger(month) || month < 1 || month > 13)
    throw new RangeError(`NS month ${month} does not exist; months are 1–13`);
  if (!Number.isInteger(day) || day < 1 || day > 15)
    throw new RangeError(`NS day ${day} does not exist; days are 1–15`);
  const place = options.place ?? KATHMANDU;
  const start = nsNewYearJdn(year + 879, options);
  const end = nsNewYearJdn(year + 880, options);
  // Each lunation and each day use the model in force then (the tithi regime may change inside
  // an NS year, ADR 021).
  const tithiAtSunrise = (jdn: number): number => {
    const rise = dayAnchor(jdn, place);
    return Math.floor(elongation(rise, modelAt(rise, options)) / TITHI_SPAN) + 1;
  };
  // Walk lunations from the new year's new moon.
  let at = dayAnchor(start, place);
  let lm = lunarMonthAt(at, modelAt(at, options));
  const t = paksha === 'thwa' ? day : day + 15;
  for (let i = 0; i < 14; i++) {
    const m = nsMonthOfAmanta(lm.amanta, lm.adhik);
    if (m === month) {
      const model = modelAt(lm.start, options);
      const rate = model.moonMeanMotion - model.sunMeanMotion;
      const begin = findAngleCrossing(
        (x) => elongation(x, model),
        (t - 1) * TITHI_SPAN,
        lm.start + ((t - 1) * TITHI_SPAN) / rate,
        rate,
      );
      const d0 = Math.floor(begin + 0.5 + utcOffsetSeconds(place.timeZone, begin) / SECONDS_PER_DAY);
      const jdn = tithiAtSunrise(d0) === t ? d0 : tithiAtSunrise(d0 + 1) === t ? d0 + 1 : d0;
      if (jdn < start || jdn >= end) break;
      return jdn;
    }
    // One day into the next lunation: safe when the model changes (SS and drik new moons differ by hours).
    at = lm.end + 1;
    lm = lunarMonthAt(at, modelAt(at, options));
  }
  throw new RangeError(`NS ${year} month ${month} ${paksha} ${day} does not exist`);
}
