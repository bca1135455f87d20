import { modelCrossing } from '../astro/interpolated.js';
import { norm180, norm360, type PositionModel } from '../astro/model.js';
import { resolveModel } from './regime.js';

/** Span of a tithi in degrees of elongation. */
export const TITHI_SPAN = 12;
/** Span of a nakshatra / yoga in degrees (13°20′). */
export const NAKSHATRA_SPAN = 360 / 27;
/** Span of a karana (half tithi) in degrees. */
export const KARANA_SPAN = 6;

/** Elongation of the Moon from the Sun (degrees, `[0, 360)`) at a UT JD. */
export function elongation(jdUT: number, model: PositionModel): number {
  return norm360(model.moonLongitude(jdUT) - model.sunLongitude(jdUT));
}

// Angle functions of the searches, as (model, instant) so they run on interpolated drik longitudes.
const elongationOf = (m: PositionModel, jd: number): number => elongation(jd, m);
const moonOf = (m: PositionModel, jd: number): number => m.moonLongitude(jd);
const yogaSumOf = (m: PositionModel, jd: number): number => norm360(m.sunLongitude(jd) + m.moonLongitude(jd));

/** Tithi (1–30; 1–15 shukla, 16–30 krishna) in force at a UT JD under a model. */
export function tithiAt(jdUT: number, model: PositionModel): number {
  return Math.floor(elongation(jdUT, model) / TITHI_SPAN) + 1;
}

/** Half-tithi (karana number 0–59; 0 = Kimstughna … 57–59 Shakuni, Chatushpada, Naga) at a UT JD. */
export function karanaAt(jdUT: number, model: PositionModel): number {
  return Math.floor(elongation(jdUT, model) / KARANA_SPAN);
}

/** Nakshatra (1 = Ashwini … 27 = Revati) of the sidereal Moon at a UT JD. */
export function nakshatraAt(jdUT: number, model: PositionModel): number {
  return Math.floor(model.moonLongitude(jdUT) / NAKSHATRA_SPAN) + 1;
}

/** Yoga (1 = Vishkambha … 27 = Vaidhriti) from the sum of sidereal Sun and Moon at a UT JD. */
export function yogaAt(jdUT: number, model: PositionModel): number {
  return Math.floor(norm360(model.sunLongitude(jdUT) + model.moonLongitude(jdUT)) / NAKSHATRA_SPAN) + 1;
}

/** Rashi (1 = Mesha … 12 = Mina) of a sidereal longitude. */
export function rashiOf(longitude: number): number {
  return Math.floor(norm360(longitude) / 30) + 1;
}

/**
 * Instant (UT JD) at which the elongation next reaches `degrees` (mod 360) after `jdFrom`.
 * Used for tithi and karana ends (`degrees` = 12·t or 6·k).
 */
export function nextElongation(degrees: number, jdFrom: number, regimeOrModel: PositionModel): number {
  const model = resolveModel(regimeOrModel, jdFrom);
  const rate = model.moonMeanMotion - model.sunMeanMotion;
  const ahead = norm360(degrees - elongation(jdFrom, model));
  return modelCrossing(elongationOf, model, degrees, jdFrom + ahead / rate, rate);
}

/**
 * Instant (UT JD) at which the elongation reaches `degrees` (mod 360) nearest to `jdNear`
 * (within half a lunation); used for karana ends that may fall before `jdNear`.
 */
export function nearestElongation(degrees: number, jdNear: number, regimeOrModel: PositionModel): number {
  const model = resolveModel(regimeOrModel, jdNear);
  const rate = model.moonMeanMotion - model.sunMeanMotion;
  const delta = norm180(degrees - elongation(jdNear, model));
  return modelCrossing(elongationOf, model, degrees, jdNear + delta / rate, rate);
}

/** End (UT JD) of the tithi in force at `jdUT`. */
export function tithiEnd(jdUT: number, regimeOrModel: PositionModel): number {
  const model = resolveModel(regimeOrModel, jdUT);
  return nextElongation(tithiAt(jdUT, model) * TITHI_SPAN, jdUT, model);
}

/** End (UT JD) of the nakshatra in force at `jdUT`. */
export function nakshatraEnd(jdUT: number, regimeOrModel: PositionModel): number {
  const model = resolveModel(regimeOrModel, jdUT);
  const lon = model.moonLongitude(jdUT);
  const target = norm360((Math.floor(lon / NAKSHATRA_SPAN) + 1) * NAKSHATRA_SPAN);
  const ahead = norm360(target - lon);
  return modelCrossing(moonOf, model, target, jdUT + ahead / model.moonMeanMotion, model.moonMeanMotion);
}

/** End (UT JD) of the yoga in force at `jdUT`. */
export function yogaEnd(jdUT: number, regimeOrModel: PositionModel): number {
  const model = resolveModel(regimeOrModel, jdUT);
  const s = yogaSumOf(model, jdUT);
  const target = norm360((Math.floor(s / NAKSHATRA_SPAN) + 1) * NAKSHATRA_SPAN);
  const rate = model.sunMeanMotion + model.moonMeanMotion;
  return modelCrossing(yogaSumOf, model, target, jdUT + norm360(target - s) / rate, rate);
}

/** A lunar month (amanta: new moon to new moon) and its Nepali (purnimanta) label at an instant. */
export interface LunarMonth {
  /** Amanta month 1–12 (1 = Chaitra … 12 = Phalguna), named from the Sun's rashi at the opening new moon. */
  amanta: number;
  /** True when no sankranti falls between the two new moons (adhik / mal-mas); it takes the next month's name. */
  adhik: boolean;
  /** True when two sankrantis fall in the month (a kshaya month follows it in name). */
  kshaya: boolean;
  /**
   * Nepali purnimanta label month 1–12 at this instant: the shukla half carries the amanta name;
   * the krishna half the next month's name, except in an adhik month, whose krishna half keeps
   * the adhik name (engine-notes §3.4).
   */
  label: number;
  /** Whether the label is an adhik label (अधिक …). */
  labelAdhik: boolean;
  /** Paksha at the instant. */
  paksha: 'shukla' | 'krishna';
  /** Opening new moon (UT JD). */
  start: number;
  /** Closing new moon (UT JD). */
  end: number;
}

interface Lunation {
  start: number;
  end: number;
  amanta: number;
  adhik: boolean;
  kshaya: boolean;
}

const lunationCache = new WeakMap<PositionModel, Lunation[]>();

function lunationAt(jdUT: number, model: PositionModel): Lunation {
  let list = lunationCache.get(model);
  if (!list) {
    list = [];
    lunationCache.set(model, list);
  }
  for (const l of list) if (jdUT >= l.start && jdUT < l.end) return l;
  const rate = model.moonMeanMotion - model.sunMeanMotion;
  const e = elongation(jdUT, model);
  const newMoon = (guess: number): number => modelCrossing(elongationOf, model, 0, guess, rate);
  let start = newMoon(jdUT - e / rate);
  if (start > jdUT) start = newMoon(start - 29.53);
  let end = newMoon(start + 29.53);
  if (end <= jdUT) {
    start = end;
    end = newMoon(start + 29.53);
  }
  const r1 = rashiOf(model.sunLongitude(start));
  const r2 = rashiOf(model.sunLongitude(end));
  const steps = (r2 - r1 + 12) % 12;
  const lun: Lunation = { start, end, amanta: (r1 % 12) + 1, adhik: steps === 0, kshaya: steps >= 2 };
  if (list.length > 64) list.shift();
  list.push(lun);
  return lun;
}

/**
 * The lunar month at an instant: amanta month (new moon to new moon, named from the Sun's
 * sidereal rashi at the opening new moon: Mina → Chaitra, Mesha → Vaishakha …), adhik/kshaya
 * flags, and the Nepali purnimanta label for the paksha in force. A regime model (`computed`
 * mode's `modelForMode('computed')`) is resolved to the pure model in force at `jdUT`, so the whole
 * lunation comes from one model.
 */
export function lunarMonthAt(jdUT: number, regimeOrModel: PositionModel): LunarMonth {
  const model = resolveModel(regimeOrModel, jdUT);
  const l = lunationAt(jdUT, model);
  const krishna = elongation(jdUT, model) >= 180;
  let label = l.amanta;
  let labelAdhik = l.adhik;
  if (krishna && !l.adhik) {
    label = (l.amanta % 12) + 1;
    labelAdhik = false;
  }
  return {
    amanta: l.amanta,
    adhik: l.adhik,
    kshaya: l.kshaya,
    label,
    labelAdhik,
    paksha: krishna ? 'krishna' : 'shukla',
    start: l.start,
    end: l.end,
  };
}
