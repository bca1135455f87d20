import { KATHMANDU, type Place } from '../types.js';
import { type SuryaSiddhantaModel, suryaSiddhanta } from './surya-siddhanta.js';

/**
 * Sunrise and sunset in the Surya Siddhanta's own reckoning (ADR 020), used by the Karka and
 * Makara exceptions of the month-start rule:
 *
 * - the Sun's tropical longitude is the SS true Sun plus the SS ayanamsa (trepidation: 600
 *   revolutions of the libration per mahayuga, ayanamsa = 3/10 of the bhuja of its phase, SS III.9–12);
 * - declination with the SS obliquity of 24° (SS II.28);
 * - the ascensional difference (cara) from the place's latitude: sin cara = tan φ · tan δ (SS II.61);
 * - sunrise = 6 h before local mean noon minus the cara, sunset = 6 h after it plus the cara, for
 *   the centre of the Sun on the unrefracted horizon; no equation of time (the SS civil day is a
 *   mean day; its bhujantara correction adjusts the planets, not the clock).
 *
 * These differ from astronomical sunrise/sunset (upper limb, refraction) by up to ±20 min, mostly
 * through the equation of time.
 */
export interface SsSunEvents {
  /** Civil day (JDN at the place). */
  jdn: number;
  /** SS sunrise (UT JD). */
  sunrise: number;
  /** SS sunset (UT JD). */
  sunset: number;
}

const DEG = Math.PI / 180;
/** SS obliquity of the ecliptic (24°). */
const SS_OBLIQUITY = 24;
/** Revolutions of the equinox's libration per mahayuga (SS III.9). */
const LIBRATION_REVS = 600;
const CIVIL_DAYS = 1577917828;

/** SS ayanamsa (degrees, tropical = sidereal + ayanamsa) at a UT JD: 3/10 of the bhuja of the libration phase. */
export function suryaSiddhantaAyanamsa(jdUT: number, model: SuryaSiddhantaModel = suryaSiddhanta): number {
  const a = model.ahargana(jdUT);
  const revs = (LIBRATION_REVS * a) / CIVIL_DAYS;
  const phase = 360 * (revs - Math.floor(revs));
  let bhuja = phase % 180;
  if (bhuja > 90) bhuja = 180 - bhuja;
  // Phase in the first half-cycle moves the equinox west of the SS origin (negative ayanamsa);
  // in the second half east: about +20.2° (AD 1843) … +24.7° (AD 2144), i.e. over BS 1900–2200.
  return phase < 180 ? -0.3 * bhuja : 0.3 * bhuja;
}

/** SS sunrise and sunset of civil day `jdn` at a place (see {@link SsSunEvents}). Never null below ±66° latitude. */
export function suryaSiddhantaSunEvents(
  jdn: number,
  place: Place = KATHMANDU,
  model: SuryaSiddhantaModel = suryaSiddhanta,
): SsSunEvents {
  const noon = jdn - place.longitude / 360; // local mean noon (UT JD)
  const tropical = model.sunLongitude(noon) + suryaSiddhantaAyanamsa(noon, model);
  const dec = Math.asin(Math.sin(SS_OBLIQUITY * DEG) * Math.sin(tropical * DEG));
  const x = Math.tan(place.latitude * DEG) * Math.tan(dec);
  const cara = Math.asin(Math.max(-1, Math.min(1, x))) / DEG;
  const half = (90 + cara) / 360;
  return { jdn, sunrise: noon - half, sunset: noon + half };
}
