import { norm360, type PositionModel } from './model.js';

/**
 * Tunable constants of the Surya Siddhanta (SS) model. The defaults are the values chosen in
 * ADR 020 after testing against published month lengths and tithis.
 */
export interface SuryaSiddhantaOptions {
  /** Longitude (degrees east) of the meridian whose mean midnight is the Kali-yuga epoch. Default 75.77 (Ujjain/Lanka). */
  epochMeridian?: number;
  /** Extra shift of the epoch in days (0 = midnight epoch, ardharatrika; 0.25 = sunrise epoch, audayika). */
  epochShiftDays?: number;
  /** Sun's apogee (mandocca), degrees. Default 77.4 (77°24′). */
  sunApogee?: number;
  /** Sun's manda epicycle at the apsides (degrees of a 360° circle). Default 14. */
  sunEpicycle?: number;
  /** Sun's epicycle shrinks by this many degrees at the quadrants (|sin M| = 1). Default 1/3. */
  sunEpicycleShrink?: number;
  /** Moon's manda epicycle at the apsides. Default 32. */
  moonEpicycle?: number;
  /** Moon's epicycle shrink at the quadrants. Default 1/3. */
  moonEpicycleShrink?: number;
  /** Revolutions of the Moon's apogee per mahayuga. Default 488199 (Dershowitz & Reingold; the SS text has 488203). */
  moonApogeeRevolutions?: number;
  /** Use the classical 24-entry Rsine table (R = 3438′, linear interpolation) instead of exact sine. Default false. */
  rsineTable?: boolean;
  /** Name reported by the model. */
  name?: string;
}

/** Civil days in a mahayuga (SS). */
const CIVIL_DAYS = 1577917828;
/** Sidereal revolutions per mahayuga. */
const SUN_REVS = 4320000;
const MOON_REVS = 57753336;
/** JD (UT, Greenwich midnight) of the Kali-yuga epoch, 18 Feb 3102 BCE (Julian). */
const KALI_EPOCH_JD = 588465.5;

const DEG = Math.PI / 180;

/** Rsine table: R·sin(k·225′) for k = 0..24 with R = 3438, rounded as in the SS (Reingold's adjustment). */
const RSINE: readonly number[] = (() => {
  const t: number[] = [];
  for (let k = 0; k <= 24; k++) {
    const exact = 3438 * Math.sin((k * 225 * DEG) / 60);
    const err = 0.215 * Math.sign(exact) * Math.sign(Math.abs(exact) - 1716);
    t.push(Math.round(exact + err) / 3438);
  }
  return t;
})();

/** Sine of an angle in degrees by linear interpolation in the Rsine table. */
function tableSine(deg: number): number {
  const d = norm360(deg);
  // reduce to quadrant
  let sign = 1;
  let a = d;
  if (a >= 180) {
    a -= 180;
    sign = -1;
  }
  if (a > 90) a = 180 - a;
  const entry = a / 3.75;
  const lo = Math.floor(entry);
  const frac = entry - lo;
  const v0 = RSINE[lo]!;
  const v1 = RSINE[Math.min(lo + 1, 24)]!;
  return sign * (v0 + frac * (v1 - v0));
}

/** Arcsine (degrees) by inverse interpolation in the Rsine table. */
function tableArcsin(x: number): number {
  if (x < 0) return -tableArcsin(-x);
  let k = 1;
  while (k < 24 && x > RSINE[k]!) k++;
  const below = RSINE[k - 1]!;
  const above = RSINE[k]!;
  return 3.75 * (k - 1 + (x - below) / (above - below));
}

/** Fraction of a revolution covered by `revs` revolutions per mahayuga after `days` civil days (exact integer part). */
function meanRevolutions(revs: number, days: number): number {
  const n = Math.floor(days);
  const f = days - n;
  // revs*n is an exact integer below 2^53 for the ±5 million days that matter here.
  const whole = (revs * n) % CIVIL_DAYS;
  const r = whole / CIVIL_DAYS + (revs * f) / CIVIL_DAYS;
  return r - Math.floor(r);
}

/** An SS model instance with extra introspection used by tests and tuning scripts. */
export interface SuryaSiddhantaModel extends PositionModel {
  /** Days since the Kali-yuga epoch (ahargana, fractional) at a UT Julian Date. */
  ahargana(jdUT: number): number;
  /** Mean sidereal longitude of the Sun (degrees). */
  meanSunLongitude(jdUT: number): number;
  /** Mean sidereal longitude of the Moon (degrees). */
  meanMoonLongitude(jdUT: number): number;
  /** The options in force (defaults filled in). */
  readonly options: Readonly<Required<SuryaSiddhantaOptions>>;
}

/** Default SS constants (see ADR 020). */
export const SURYA_SIDDHANTA_DEFAULTS: Readonly<Required<SuryaSiddhantaOptions>> = Object.freeze({
  epochMeridian: 75.77,
  epochShiftDays: 0,
  sunApogee: 77.4,
  sunEpicycle: 14,
  sunEpicycleShrink: 1 / 3,
  moonEpicycle: 32,
  moonEpicycleShrink: 1 / 3,
  moonApogeeRevolutions: 488199,
  rsineTable: false,
  name: 'surya-siddhanta',
});

/**
 * Creates a Surya Siddhanta position model (closed form: mean motions per mahayuga from the
 * Kali-yuga epoch at mean midnight of the Ujjain meridian, plus the manda correction with the
 * variable epicycle). Time is the ahargana in mean solar days, i.e. UT, so no ΔT is involved.
 */
export function createSuryaSiddhanta(options: SuryaSiddhantaOptions = {}): SuryaSiddhantaModel {
  const o: Required<SuryaSiddhantaOptions> = { ...SURYA_SIDDHANTA_DEFAULTS, ...options };
  const epoch = KALI_EPOCH_JD - o.epochMeridian / 360 + o.epochShiftDays;
  const sin = o.rsineTable ? tableSine : (d: number) => Math.sin(d * DEG);
  const asin = o.rsineTable ? tableArcsin : (x: number) => Math.asin(x) / DEG;
  const moonAnomRevs = MOON_REVS - o.moonApogeeRevolutions;

  const ahargana = (jd: number): number => jd - epoch;
  const meanSun = (jd: number): number => 360 * meanRevolutions(SUN_REVS, ahargana(jd));
  const meanMoon = (jd: number): number => 360 * meanRevolutions(MOON_REVS, ahargana(jd));

  const model: SuryaSiddhantaModel = {
    name: o.name,
    options: Object.freeze(o),
    sunMeanMotion: (360 * SUN_REVS) / CIVIL_DAYS,
    moonMeanMotion: (360 * MOON_REVS) / CIVIL_DAYS,
    ahargana,
    meanSunLongitude: meanSun,
    meanMoonLongitude: meanMoon,
    sunLongitude(jd: number): number {
      const l = meanSun(jd);
      const s = sin(l - o.sunApogee);
      const c = (o.sunEpicycle - o.sunEpicycleShrink * Math.abs(s)) / 360;
      return norm360(l - asin(c * s));
    },
    moonLongitude(jd: number): number {
      const a = ahargana(jd);
      const l = 360 * meanRevolutions(MOON_REVS, a);
      // mean anomaly = mean moon − apogee; apogee is +90° at the Kali epoch.
      const anomaly = 360 * meanRevolutions(moonAnomRevs, a) - 90;
      const s = sin(anomaly);
      const c = (o.moonEpicycle - o.moonEpicycleShrink * Math.abs(s)) / 360;
      return norm360(l - asin(c * s));
    },
  };
  return model;
}

/**
 * The default Surya Siddhanta model (Nepal's official siddhanta for month starts and tithis).
 * See {@link createSuryaSiddhanta} and ADR 020 for the constants.
 */
export const suryaSiddhanta: SuryaSiddhantaModel = createSuryaSiddhanta();
