/**
 * The position-model interface shared by the Surya Siddhanta and drik (modern ephemeris) models.
 *
 * Longitudes are **sidereal** ecliptic longitudes in degrees, in `[0, 360)`. For the Surya
 * Siddhanta model the frame is SS's own (its zero point is the SS sidereal origin, no ayanamsa);
 * for drik it is the apparent tropical longitude minus the true Lahiri ayanamsa. Elongation-based
 * angas (tithi, karana) do not depend on the frame; nakshatra, yoga, rashi and sankrantis do.
 */
export interface PositionModel {
  /** Stable identifier: `'surya-siddhanta'` or `'drik'` (or a variant name for experiments). */
  readonly name: string;
  /** Sidereal longitude of the Sun (degrees, `[0, 360)`) at a UT Julian Date. */
  sunLongitude(jdUT: number): number;
  /** Sidereal longitude of the Moon (degrees, `[0, 360)`) at a UT Julian Date. */
  moonLongitude(jdUT: number): number;
  /** Mean daily motion of the Sun in degrees per day, used to seed root searches. */
  readonly sunMeanMotion: number;
  /** Mean daily motion of the Moon in degrees per day, used to seed root searches. */
  readonly moonMeanMotion: number;
}

/** Normalises an angle in degrees to `[0, 360)`. */
export function norm360(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

/** Normalises an angle difference in degrees to `(-180, 180]`. */
export function norm180(deg: number): number {
  const r = norm360(deg);
  return r > 180 ? r - 360 : r;
}
