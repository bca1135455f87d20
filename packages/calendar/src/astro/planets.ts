import { AstroTime, Body, Ecliptic, GeoVector } from 'astronomy-engine';
import { withPatroDeltaT } from './delta-t.js';
import { drik, lahiriMeanAyanamsa, trueAyanamsaTT } from './drik.js';
import { norm360 } from './model.js';
import { J2000_JD } from './time.js';

/** The nine grahas of gochar (transit) readings, in their classical order. */
export const GRAHAS = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type Graha = (typeof GRAHAS)[number];

const BODIES: Partial<Record<Graha, Body>> = {
  mars: Body.Mars,
  mercury: Body.Mercury,
  jupiter: Body.Jupiter,
  venus: Body.Venus,
  saturn: Body.Saturn,
};

/**
 * Longitude of the Moon's mean ascending node (Rahu) in degrees, mean equinox of date, at a TT
 * Julian Date (Meeus, Astronomical Algorithms, eq. 47.7). Nepali and Indian almanacs publish
 * Rahu's sign changes from the mean node, so the true (oscillating) node is not used.
 */
function meanNodeTT(jdTT: number): number {
  const T = (jdTT - J2000_JD) / 36525;
  return norm360(125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441);
}

/**
 * Sidereal (Lahiri) geocentric longitude of a graha in degrees `[0, 360)` at a UT Julian Date.
 * Sun and Moon come from the drik position model (the panchanga's own); the five planets are
 * astronomy-engine's light-time and aberration corrected geocentric positions in the true
 * ecliptic of date minus the true Lahiri ayanamsa; Rahu is the mean node minus the mean
 * ayanamsa (both referred to the mean equinox) and Ketu is opposite Rahu.
 */
export function siderealLongitude(graha: Graha, jdUT: number): number {
  if (graha === 'sun') return drik.sunLongitude(jdUT);
  if (graha === 'moon') return drik.moonLongitude(jdUT);
  return withPatroDeltaT(() => {
    const t = new AstroTime(jdUT - J2000_JD);
    const jdTT = t.tt + J2000_JD;
    if (graha === 'rahu' || graha === 'ketu') {
      const rahu = norm360(meanNodeTT(jdTT) - lahiriMeanAyanamsa(jdTT));
      return graha === 'rahu' ? rahu : norm360(rahu + 180);
    }
    const body = BODIES[graha] as Body;
    return norm360(Ecliptic(GeoVector(body, t, true)).elon - trueAyanamsaTT(jdTT));
  });
}

/** Tropical (equinox of date) longitude of a graha: the sidereal one plus the ayanamsa used for it. */
export function tropicalLongitude(graha: Graha, jdUT: number): number {
  const jdTT = withPatroDeltaT(() => new AstroTime(jdUT - J2000_JD).tt + J2000_JD);
  const ayanamsa = graha === 'rahu' || graha === 'ketu' ? lahiriMeanAyanamsa(jdTT) : trueAyanamsaTT(jdTT);
  return norm360(siderealLongitude(graha, jdUT) + ayanamsa);
}

/** The sign (rashi 1 = Mesha/Aries … 12 = Mina/Pisces) a longitude falls in. */
export function signOfLongitude(longitude: number): number {
  return Math.floor(norm360(longitude) / 30) + 1;
}

/** The sidereal sign of every graha at one instant. */
export function grahaSigns(jdUT: number): Record<Graha, number> {
  const signs = {} as Record<Graha, number>;
  for (const graha of GRAHAS) signs[graha] = signOfLongitude(siderealLongitude(graha, jdUT));
  return signs;
}
