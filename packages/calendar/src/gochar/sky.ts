/**
 * The sky a rashifal period is read from: sidereal signs of the grahas at the instants the
 * gochar rules need, computed once per period and shared by the twelve signs.
 */

import { type Graha, grahaSigns, siderealLongitude, signOfLongitude } from '../astro/planets.js';
import { sunEvents } from '../astro/rise-set.js';
import { findAngleCrossing } from '../astro/sankranti.js';
import { localMidnightJd } from '../astro/time.js';
import { KATHMANDU } from '../types.js';
import { type RashifalPeriod, type RashifalType, rashifalPeriod } from './periods.js';

/** The grahas each period is read from (data-sources §8: Moon for the day, slow planets beyond). */
export const PERIOD_GRAHAS: Readonly<Record<RashifalType, readonly Graha[]>> = {
  daily: ['moon', 'jupiter', 'saturn'],
  weekly: ['moon', 'sun', 'mercury', 'venus', 'mars'],
  monthly: ['sun', 'mars', 'mercury', 'venus', 'jupiter', 'saturn'],
  yearly: ['jupiter', 'saturn', 'rahu', 'ketu'],
};

/** Grahas whose sign changes within the period are reported with their dates. */
const CHANGING: Readonly<Record<RashifalType, readonly Graha[]>> = {
  daily: [],
  weekly: [],
  monthly: ['mars', 'mercury', 'venus'],
  yearly: ['jupiter', 'saturn', 'rahu', 'ketu'],
};

export interface SkyAt {
  /** UT Julian Date of the instant. */
  jd: number;
  /** Civil day (JDN, Kathmandu). */
  jdn: number;
  signs: Record<Graha, number>;
}

export interface SignChange {
  graha: Graha;
  /** First civil day (JDN) on whose morning the graha is in `sign`. */
  jdn: number;
  sign: number;
}

export interface RashifalSky {
  period: RashifalPeriod;
  /** The reading's instant: sunrise in Kathmandu on the first day (mid-period for a month, mid-week for a week). */
  main: SkyAt;
  /** Weekly: every morning of the week (the Moon's house by day). */
  days: SkyAt[];
  /** Daily: when the Moon enters the next sign before the next sunrise, if it does. */
  moonIngress: { jd: number; sign: number } | null;
  /** Monthly and yearly: sign changes of the listed grahas within the period. */
  changes: SignChange[];
}

/** Sunrise in Kathmandu (UT JD) of a civil day. */
export function kathmanduSunrise(jdn: number): number {
  const { sunrise, midnight } = sunEvents(jdn, KATHMANDU);
  return sunrise ?? midnight + 0.25;
}

function skyAt(jdn: number): SkyAt {
  const jd = kathmanduSunrise(jdn);
  return { jd, jdn, signs: grahaSigns(jd) };
}

/** 06:00 in Kathmandu on a civil day: the daily sample for sign changes. */
function morning(jdn: number): number {
  return localMidnightJd(jdn, 5.75 * 3600) + 0.25;
}

function signChanges(grahas: readonly Graha[], period: RashifalPeriod): SignChange[] {
  const changes: SignChange[] = [];
  for (const graha of grahas) {
    let previous = signOfLongitude(siderealLongitude(graha, morning(period.start)));
    for (let jdn = period.start + 1; jdn <= period.end; jdn++) {
      const sign = signOfLongitude(siderealLongitude(graha, morning(jdn)));
      if (sign !== previous) changes.push({ graha, jdn, sign });
      previous = sign;
    }
  }
  return changes.sort((a, b) => a.jdn - b.jdn);
}

const MOON_RATE = 13.176358;

/** The sky of the period of `type` containing civil day `jdn`. */
export function rashifalSky(type: RashifalType, jdn: number): RashifalSky {
  const period = rashifalPeriod(type, jdn);
  const mid =
    type === 'daily' || type === 'yearly'
      ? period.start
      : period.start + Math.floor((period.end - period.start) / 2);
  const main = skyAt(mid);
  const days: SkyAt[] = [];
  if (type === 'weekly')
    for (let d = period.start; d <= period.end; d++) days.push(d === mid ? main : skyAt(d));
  let moonIngress: RashifalSky['moonIngress'] = null;
  if (type === 'daily') {
    const nextSunrise = kathmanduSunrise(period.start + 1);
    const nextSign = signOfLongitude(siderealLongitude('moon', nextSunrise));
    if (nextSign !== main.signs.moon) {
      const target = (nextSign - 1) * 30;
      const guess = main.jd + ((target - siderealLongitude('moon', main.jd) + 360) % 360) / MOON_RATE;
      moonIngress = {
        jd: findAngleCrossing((t) => siderealLongitude('moon', t), target, guess, MOON_RATE),
        sign: nextSign,
      };
    }
  }
  return { period, main, days, moonIngress, changes: signChanges(CHANGING[type], period) };
}
