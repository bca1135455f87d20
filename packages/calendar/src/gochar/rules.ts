/**
 * Classical gochar (transit) rules counted from the natal Moon sign (janma rashi): the houses in
 * which each graha's transit is favourable and the vedha (obstruction) house of each favourable
 * one, after Phaladeepika ch. 26 and BPHS as summarised in the project's data-sources notes §8.
 */
import type { Graha } from '../astro/planets.js';

export interface GocharRule {
  /** Houses (1–12 from the janma rashi) where the transit is favourable. */
  readonly favourable: readonly number[];
  /** For each favourable house, the house whose occupant cancels it (vedha). */
  readonly vedha: Readonly<Record<number, number>>;
}

const SATURN_LIKE: GocharRule = { favourable: [3, 6, 11], vedha: { 3: 12, 6: 9, 11: 5 } };

/** The rule table. Rahu and Ketu follow Saturn's houses and vedha (the common reading). */
export const GOCHAR_RULES: Readonly<Record<Graha, GocharRule>> = {
  sun: { favourable: [3, 6, 10, 11], vedha: { 3: 9, 6: 12, 10: 4, 11: 5 } },
  moon: { favourable: [1, 3, 6, 7, 10, 11], vedha: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 } },
  mars: SATURN_LIKE,
  mercury: { favourable: [2, 4, 6, 8, 10, 11], vedha: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 } },
  jupiter: { favourable: [2, 5, 7, 9, 11], vedha: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 } },
  venus: {
    favourable: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    vedha: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  },
  saturn: SATURN_LIKE,
  rahu: SATURN_LIKE,
  ketu: SATURN_LIKE,
};

/** The seven grahas that can obstruct (vedha is cast by bodies, not by the nodes). */
const OBSTRUCTORS: readonly Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Pairs that never obstruct each other (Phaladeepika): Sun–Saturn and Moon–Mercury. */
function exempt(a: Graha, b: Graha): boolean {
  const pair = [a, b].sort().join('-');
  return pair === 'saturn-sun' || pair === 'mercury-moon';
}

/** House of a transit sign counted from the janma rashi, the janma rashi itself being house 1. */
export function houseFrom(janmaRashi: number, transitSign: number): number {
  return ((((transitSign - janmaRashi) % 12) + 12) % 12) + 1;
}

/** One graha's transit judged for one janma rashi. */
export interface GocharVerdict {
  graha: Graha;
  /** Sign the graha is in (1–12). */
  sign: number;
  /** House from the janma rashi (1–12). */
  house: number;
  /** Favourable by the rule table (before vedha). */
  favourable: boolean;
  /** Grahas in the vedha house that cancel a favourable transit (empty when none or unfavourable). */
  obstructedBy: Graha[];
}

/** Good when favourable and not obstructed. */
export function isGood(verdict: GocharVerdict): boolean {
  return verdict.favourable && verdict.obstructedBy.length === 0;
}

/** Judges `graha` for `janmaRashi` given the signs of every graha at the same instant. */
export function gocharVerdict(
  graha: Graha,
  janmaRashi: number,
  signs: Readonly<Record<Graha, number>>,
): GocharVerdict {
  const rule = GOCHAR_RULES[graha];
  const sign = signs[graha];
  const house = houseFrom(janmaRashi, sign);
  const favourable = rule.favourable.includes(house);
  const obstructedBy: Graha[] = [];
  if (favourable) {
    const vedhaHouse = rule.vedha[house];
    for (const other of OBSTRUCTORS) {
      if (other === graha || exempt(graha, other)) continue;
      if (houseFrom(janmaRashi, signs[other]) === vedhaHouse) obstructedBy.push(other);
    }
  }
  return { graha, sign, house, favourable, obstructedBy };
}

/** Sade Sati: Saturn in the 12th, 1st or 2nd house from the janma rashi; its phase 1, 2 or 3. */
export function sadeSatiPhase(janmaRashi: number, saturnSign: number): 0 | 1 | 2 | 3 {
  const house = houseFrom(janmaRashi, saturnSign);
  return house === 12 ? 1 : house === 1 ? 2 : house === 2 ? 3 : 0;
}
