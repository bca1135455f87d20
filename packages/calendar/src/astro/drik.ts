import { AstroTime, EclipticGeoMoon, SunPosition } from 'astronomy-engine';
import { withPatroDeltaT } from './delta-t.js';
import { norm360, type PositionModel } from './model.js';
import { J2000_JD } from './time.js';

/** JD (TT) of 1956-03-21 00:00, the epoch of the Lahiri definition. */
const LAHIRI_T0_JD = 2435553.5;
/** Mean Lahiri ayanamsa at the epoch, degrees (Swiss Ephemeris SE_SIDM_LAHIRI: 23.250182778° − 0.004658035°). */
const LAHIRI_T0_VALUE = 23.245524743;

/** General precession in longitude p_A (arcseconds) for T Julian centuries (TT) from J2000. */
function precessionArcsec(T: number): number {
  return 5029.0966 * T + 1.11113 * T * T - 0.000006 * T * T * T;
}

/**
 * Mean Lahiri (Chitrapaksha) ayanamsa in degrees at a TT Julian Date: the Indian Calendar
 * Reform Committee value at 1956-03-21 carried by the general precession in longitude
 * (engine-notes §3.2; agrees with Swiss Ephemeris to < 0.5″ over 1844–2142).
 */
export function lahiriMeanAyanamsa(jdTT: number): number {
  const T = (jdTT - J2000_JD) / 36525;
  const T0 = (LAHIRI_T0_JD - J2000_JD) / 36525;
  return LAHIRI_T0_VALUE + (precessionArcsec(T) - precessionArcsec(T0)) / 3600;
}

/**
 * Nutation in longitude Δψ in degrees at a TT Julian Date from its four largest terms
 * (Meeus ch. 22; within about 0.5″ of IAU 2000B, i.e. about 1 s of anga time). Used for the true
 * ayanamsa so that each longitude needs one nutation series (astronomy-engine's own) instead of two.
 */
export function nutationInLongitude(jdTT: number): number {
  const T = (jdTT - J2000_JD) / 36525;
  const D = Math.PI / 180;
  const omega = (125.04452 - 1934.136261 * T) * D;
  const L = (280.4665 + 36000.7698 * T) * D;
  const Lm = (218.3165 + 481267.8813 * T) * D;
  return (
    (-17.2 * Math.sin(omega) -
      1.32 * Math.sin(2 * L) -
      0.23 * Math.sin(2 * Lm) +
      0.21 * Math.sin(2 * omega)) /
    3600
  );
}

/** True Lahiri ayanamsa at a TT Julian Date: mean ayanamsa plus nutation in longitude. */
export function trueAyanamsaTT(jdTT: number): number {
  return lahiriMeanAyanamsa(jdTT) + nutationInLongitude(jdTT);
}

/**
 * True Lahiri ayanamsa (mean + nutation in longitude) in degrees at a UT Julian Date, using
 * Patro's ΔT. Subtract it from an apparent (true-equinox) longitude to get the sidereal one.
 */
export function lahiriAyanamsa(jdUT: number): number {
  return withPatroDeltaT(() => trueAyanamsaTT(new AstroTime(jdUT - J2000_JD).tt + J2000_JD));
}

/**
 * Recent exact longitudes by instant: a panchanga day evaluates the same sunrise several times
 * (tithi, karanas, nakshatra, yoga, lunar month, the neighbouring days' kshaya/vriddhi checks).
 */
const sunMemo = new Map<number, number>();
const moonMemo = new Map<number, number>();
function remember(memo: Map<number, number>, jd: number, v: number): void {
  if (memo.size >= 4096) memo.clear();
  memo.set(jd, v);
}

/**
 * The drik (modern ephemeris) model: astronomy-engine's apparent geocentric longitudes of date
 * (`SunPosition` with aberration and nutation; `EclipticGeoMoon` in the true ecliptic of date)
 * minus the true Lahiri ayanamsa (mean + Δψ), evaluated at TT = UT + Patro's ΔT ({@link patroDeltaT}).
 */
export const drik: PositionModel = {
  name: 'drik',
  sunMeanMotion: 0.985647,
  moonMeanMotion: 13.176358,
  sunLongitude(jdUT: number): number {
    let v = sunMemo.get(jdUT);
    if (v === undefined) {
      v = withPatroDeltaT(() => {
        const t = new AstroTime(jdUT - J2000_JD);
        return norm360(SunPosition(t).elon - trueAyanamsaTT(t.tt + J2000_JD));
      });
      remember(sunMemo, jdUT, v);
    }
    return v;
  },
  moonLongitude(jdUT: number): number {
    let v = moonMemo.get(jdUT);
    if (v === undefined) {
      v = withPatroDeltaT(() => {
        const t = new AstroTime(jdUT - J2000_JD);
        return norm360(EclipticGeoMoon(t).lon - trueAyanamsaTT(t.tt + J2000_JD));
      });
      remember(moonMemo, jdUT, v);
    }
    return v;
  },
};
