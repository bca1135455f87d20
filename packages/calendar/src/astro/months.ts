import { KATHMANDU, type Place } from '../types.js';
import type { PositionModel } from './model.js';
import { sunEvents } from './rise-set.js';
import { findSankranti } from './sankranti.js';
import { suryaSiddhantaSunEvents } from './ss-sunrise.js';
import { type SuryaSiddhantaModel, suryaSiddhanta } from './surya-siddhanta.js';
import { kathmanduOffsetSecondsAt, SECONDS_PER_DAY } from './time.js';

/** How a month's first day was decided (engine-notes §0.2). */
export type MonthStartRule =
  | 'day' // sankranti between sunrise and sunset
  | 'night-before-midnight'
  | 'night-after-midnight'
  | 'karka-night' // Karka (Shrawan) at night → preceding day
  | 'makara-night'; // Makara (Magh) at night → following day

/** The civil first day of a BS month and why. */
export interface MonthStart {
  /** Sankranti instant (UT JD). */
  sankranti: number;
  /** JDN of day 1 of the month (civil day in Kathmandu). */
  jdn: number;
  /** Which branch of the rule decided it. */
  rule: MonthStartRule;
  /** The instant (UT JD) of the deciding cutoff (local midnight; sunrise for Karka; sunset for Makara — SS sunrise/sunset by default, see {@link MonthRuleOptions}). */
  cutoff: number;
  /** Sankranti minus cutoff, in minutes (sign tells the side). */
  minutesFromCutoff: number;
}

/** Approximate UT JD of the Mesha sankranti that opens BS year `bsYear` (mid-April of AD bsYear − 57). */
function meshaGuess(bsYear: number): number {
  // BS 2000 began 1943-04-14 (JDN 2430829); a sidereal year is ≈ 365.2588 days.
  return 2430829 + (bsYear - 2000) * 365.25875;
}

function kathmanduCivilJdn(jdUT: number): number {
  return Math.floor(jdUT + 0.5 + kathmanduOffsetSecondsAt(jdUT) / SECONDS_PER_DAY);
}

function kathmanduMidnight(jdn: number): number {
  // Offset at that midnight (the 1986 change happened at local midnight).
  const approx = jdn - 0.5 - kathmanduOffsetSecondsAt(jdn - 0.5) / SECONDS_PER_DAY;
  return jdn - 0.5 - kathmanduOffsetSecondsAt(approx) / SECONDS_PER_DAY;
}

/** Options of the month-start rule. */
export interface MonthRuleOptions {
  /**
   * Sunrise and sunset that decide the Karka and Makara exceptions: `surya-siddhanta` (default for
   * the SS model) — the SS's own sunrise/sunset (6 h ∓ cara in local mean time, SS declination,
   * `suryaSiddhantaSunEvents`, ADR 020) — or `astronomical` (upper limb with refraction; default
   * for other models).
   */
  exceptionSunrise?: 'surya-siddhanta' | 'astronomical';
  /** SS model whose Sun gives the SS sunrise (default the default SS model). */
  ssModel?: SuryaSiddhantaModel;
}

/**
 * Applies the civil-day rule for a sankranti at `jdUT` entering `rashi` (engine-notes §0.2), with
 * Kathmandu's sunrise/sunset and its historical UTC offset:
 * - between sunrise and sunset of civil day D → D;
 * - at night before local midnight → the day whose sunset preceded it; after midnight → the next day;
 * - exceptions: Karka (rashi 4, Shrawan) at night → the preceding day; Makara (rashi 10, Magh) at
 *   night → the following day. "Night" for the exceptions is reckoned from the Surya Siddhanta's
 *   sunrise and sunset by default (ADR 020), so a Karka sankranti belongs to the day whose SS
 *   sunrise precedes it and a Makara sankranti to the day whose SS sunset follows it.
 */
export function monthStartForSankranti(
  jdUT: number,
  rashi: number,
  place: Place = KATHMANDU,
  options: MonthRuleOptions = {},
): MonthStart {
  const d0 = kathmanduCivilJdn(jdUT);
  const ssEvents = (options.exceptionSunrise ?? 'surya-siddhanta') === 'surya-siddhanta';
  const events = (jdn: number): { sunrise: number; sunset: number } => {
    if (ssEvents && (rashi === 4 || rashi === 10))
      return suryaSiddhantaSunEvents(jdn, place, options.ssModel ?? suryaSiddhanta);
    const ev = sunEvents(jdn, place);
    return { sunrise: ev.sunrise ?? jdn - 0.25, sunset: ev.sunset ?? jdn + 0.25 };
  };
  const { sunrise, sunset } = events(d0);
  const midnightBefore = kathmanduMidnight(d0);
  const midnightAfter = kathmanduMidnight(d0 + 1);
  const mk = (jdn: number, rule: MonthStartRule, cutoff: number): MonthStart => ({
    sankranti: jdUT,
    jdn,
    rule,
    cutoff,
    minutesFromCutoff: (jdUT - cutoff) * 1440,
  });
  if (jdUT >= sunrise && jdUT <= sunset) {
    if (rashi === 4) return mk(d0, 'day', sunrise);
    if (rashi === 10) return mk(d0, 'day', sunset);
    // normal: the deciding cutoff is the nearer local midnight
    const c = jdUT - midnightBefore < midnightAfter - jdUT ? midnightBefore : midnightAfter;
    return mk(d0, 'day', c);
  }
  if (jdUT < sunrise) {
    // after local midnight, before sunrise of d0
    if (rashi === 4) return mk(d0 - 1, 'karka-night', sunrise);
    if (rashi === 10) return mk(d0, 'makara-night', events(d0 - 1).sunset);
    return mk(d0, 'night-after-midnight', midnightBefore);
  }
  // after sunset of d0, before local midnight
  if (rashi === 4) return mk(d0, 'karka-night', events(d0 + 1).sunrise);
  if (rashi === 10) return mk(d0 + 1, 'makara-night', sunset);
  return mk(d0, 'night-before-midnight', midnightAfter);
}

function ruleOptionsFor(model: PositionModel, options: MonthRuleOptions): MonthRuleOptions {
  const ss = typeof (model as Partial<SuryaSiddhantaModel>).ahargana === 'function';
  return {
    exceptionSunrise: options.exceptionSunrise ?? (ss ? 'surya-siddhanta' : 'astronomical'),
    ssModel: options.ssModel ?? (ss ? (model as SuryaSiddhantaModel) : suryaSiddhanta),
  };
}

/**
 * First day (JDN) and sankranti of BS month `month` (1–12) of `bsYear`, from the model's
 * sankranti entering rashi `month` (Baisakh ↔ Mesha … Chaitra ↔ Mina) and the civil-day rule.
 */
export function bsMonthStart(
  bsYear: number,
  month: number,
  model: PositionModel = suryaSiddhanta,
  options: MonthRuleOptions = {},
): MonthStart {
  const guess = meshaGuess(bsYear) + (month - 1) * 30.44;
  const t = findSankranti(model, month, guess);
  return monthStartForSankranti(t, month, KATHMANDU, ruleOptionsFor(model, options));
}

/**
 * Month lengths (days, 29–32) of BS year `bsYear` computed from the model's sankrantis and the
 * civil-day rule in Kathmandu (default: the Surya Siddhanta model).
 */
export function computeBsMonthLengths(
  bsYear: number,
  model: PositionModel = suryaSiddhanta,
  options: MonthRuleOptions = {},
): number[] {
  const starts: number[] = [];
  for (let m = 1; m <= 12; m++) starts.push(bsMonthStart(bsYear, m, model, options).jdn);
  starts.push(bsMonthStart(bsYear + 1, 1, model, options).jdn);
  const lengths: number[] = [];
  for (let m = 0; m < 12; m++) lengths.push(starts[m + 1]! - starts[m]!);
  return lengths;
}
