/** A gochar reading of one period for one janma rashi: the facts a rashifal is written from. */
import type { Graha } from '../astro/planets.js';
import type { RashifalPeriod, RashifalType } from './periods.js';
import { type GocharVerdict, gocharVerdict, houseFrom, isGood, sadeSatiPhase } from './rules.js';
import { PERIOD_GRAHAS, type RashifalSky } from './sky.js';

export type Tone = 'good' | 'mixed' | 'hard';

export interface RashifalReading {
  type: RashifalType;
  /** Janma rashi 1–12. */
  sign: number;
  period: RashifalPeriod;
  /** UT Julian Date the transits are taken at (a sunrise in Kathmandu). */
  at: number;
  /** The transits the reading uses, in the order the text mentions them. */
  transits: GocharVerdict[];
  /** Weekly: the days (JDN) whose morning Moon is favourable and unobstructed. */
  goodDays: number[];
  /** Daily: the Moon's move to the next house before the next sunrise. */
  moonIngress: { jd: number; sign: number; house: number; favourable: boolean } | null;
  /** Monthly/yearly: sign changes within the period, with the new house. */
  changes: { graha: Graha; jdn: number; sign: number; house: number; favourable: boolean }[];
  /** Sade Sati phase (0 = none, 1 rising, 2 peak, 3 setting). */
  sadeSati: 0 | 1 | 2 | 3;
  tone: Tone;
}

function toneOf(type: RashifalType, transits: GocharVerdict[]): Tone {
  if (type === 'daily') {
    const moon = transits[0] as GocharVerdict;
    return isGood(moon) ? 'good' : moon.favourable ? 'mixed' : 'hard';
  }
  const score = transits.reduce((sum, t) => sum + (isGood(t) ? 1 : t.favourable ? 0 : -1), 0);
  return score >= 2 ? 'good' : score <= -2 ? 'hard' : 'mixed';
}

/** Reads `sky` for janma rashi `sign` (1–12). */
export function gocharReading(sky: RashifalSky, sign: number): RashifalReading {
  const { type } = sky.period;
  const transits = PERIOD_GRAHAS[type].map((graha) => gocharVerdict(graha, sign, sky.main.signs));
  const goodDays = sky.days
    .filter((day) => isGood(gocharVerdict('moon', sign, day.signs)))
    .map((day) => day.jdn);
  const moonIngress = sky.moonIngress && {
    ...sky.moonIngress,
    house: houseFrom(sign, sky.moonIngress.sign),
    favourable: gocharVerdict('moon', sign, { ...sky.main.signs, moon: sky.moonIngress.sign }).favourable,
  };
  const changes = sky.changes.map((change) => {
    const verdict = gocharVerdict(change.graha, sign, { ...sky.main.signs, [change.graha]: change.sign });
    return { ...change, house: verdict.house, favourable: verdict.favourable };
  });
  return {
    type,
    sign,
    period: sky.period,
    at: sky.main.jd,
    transits,
    goodDays,
    moonIngress,
    changes,
    sadeSati: sadeSatiPhase(sign, sky.main.signs.saturn),
    tone: toneOf(type, transits),
  };
}
