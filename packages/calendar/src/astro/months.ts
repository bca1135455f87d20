import { KATHMANDU, type Place } from '../types.js';
import type { PositionModel } from './model.js';
import { sunEvents } from './rise-set.js';
import { findSankranti } from './sankranti.js';
import { suryaSiddhanta } from './surya-siddhanta.js';
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
  /** The instant (UT JD) of the deciding cutoff (local midnight; sunrise for Karka; sunset for Makara). */
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

/**
 * Applies the civil-day rule for a sankranti at `jdUT` entering `rashi` (engine-notes §0.2), with
 * Kathmandu's sunrise/sunset and its historical UTC offset:
 * - between sunrise and sunset of civil day D → D;
 * - at night before local midnight → the day whose sunset preceded it; after midnight → the next day;
 * - exceptions: Karka (rashi 4, Shrawan) at night → the preceding day; Makara (rashi 10, Magh) at
 *   night → the following day.
 */
export function monthStartForSankranti(jdUT: number, rashi: number, place: Place = KATHMANDU): MonthStart {
  const d0 = kathmanduCivilJdn(jdUT);
  const ev = sunEvents(d0, place);
  const sunrise = ev.sunrise ?? d0 - 0.25;
  const sunset = ev.sunset ?? d0 + 0.25;
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
    if (rashi === 10) {
      const prevSet = sunEvents(d0 - 1, place).sunset ?? d0 - 0.75;
      return mk(d0, 'makara-night', prevSet);
    }
    return mk(d0, 'night-after-midnight', midnightBefore);
  }
  // after sunset of d0, before local midnight
  if (rashi === 4) {
    const nextRise = sunEvents(d0 + 1, place).sunrise ?? d0 + 0.75;
    return mk(d0, 'karka-night', nextRise);
  }
  if (rashi === 10) return mk(d0 + 1, 'makara-night', sunset);
  return mk(d0, 'night-before-midnight', midnightAfter);
}

/**
 * First day (JDN) and sankranti of BS month `month` (1–12) of `bsYear`, from the model's
 * sankranti entering rashi `month` (Baisakh ↔ Mesha … Chaitra ↔ Mina) and the civil-day rule.
 */
export function bsMonthStart(
  bsYear: number,
  month: number,
  model: PositionModel = suryaSiddhanta,
): MonthStart {
  const guess = meshaGuess(bsYear) + (month - 1) * 30.44;
  const t = findSankranti(model, month, guess);
  return monthStartForSankranti(t, month);
}

/**
 * Month lengths (days, 29–32) of BS year `bsYear` computed from the model's sankrantis and the
 * civil-day rule in Kathmandu (default: the Surya Siddhanta model).
 */
export function computeBsMonthLengths(bsYear: number, model: PositionModel = suryaSiddhanta): number[] {
  const starts: number[] = [];
  for (let m = 1; m <= 12; m++) starts.push(bsMonthStart(bsYear, m, model).jdn);
  starts.push(bsMonthStart(bsYear + 1, 1, model).jdn);
  const lengths: number[] = [];
  for (let m = 0; m < 12; m++) lengths.push(starts[m + 1]! - starts[m]!);
  return lengths;
}
