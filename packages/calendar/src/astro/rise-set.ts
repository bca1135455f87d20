import {
  AstroTime,
  Body,
  GeoVector,
  Horizon,
  KM_PER_AU,
  Observer,
  ObserverVector,
  RotateVector,
  Rotation_EQJ_EQD,
  SearchRiseSet,
} from 'astronomy-engine';
import type { Place } from '../types.js';
import { withPatroDeltaT } from './delta-t.js';
import { GRID_POINTS, lagrangeNodes, MOON_GRID_STEP, SUN_GRID_STEP } from './interpolated.js';
import { J2000_JD, zoneMidnightJd } from './time.js';

/** Sunrise and sunset of one civil day at one place (UT Julian Dates; `null` when none, e.g. polar day/night). */
export interface SunEvents {
  /** Civil day (JDN in the place's time zone). */
  jdn: number;
  /** Local midnight starting the civil day (UT JD). */
  midnight: number;
  /** Sunrise (UT JD) or null. */
  sunrise: number | null;
  /** Sunset (UT JD) or null. */
  sunset: number | null;
}

/** Moonrise and moonset during one civil day at one place (UT Julian Dates; `null` when the event does not happen that day). */
export interface MoonEvents {
  /** Civil day (JDN in the place's time zone). */
  jdn: number;
  /** Moonrise (UT JD) or null. */
  moonrise: number | null;
  /** Moonset (UT JD) or null. */
  moonset: number | null;
}

/** astronomy-engine's rise/set conventions, reproduced for the seeded refinement below. */
const REFRACTION_NEAR_HORIZON = 34 / 60;
const RADIUS_AU: Partial<Record<Body, number>> = {
  [Body.Sun]: 695700 / KM_PER_AU,
  [Body.Moon]: 1738.1 / KM_PER_AU,
};
const RAD2DEG = 180 / Math.PI;

const observers = new Map<string, Observer>();
function observerFor(place: Place): Observer {
  const key = `${place.latitude},${place.longitude}`;
  let o = observers.get(key);
  if (!o) {
    // Height 0: rise/set are for a sea-level horizon (see ADR 020); elevation is ignored.
    o = new Observer(place.latitude, place.longitude, 0);
    observers.set(key, o);
  }
  return o;
}

function placeKey(place: Place): string {
  return `${place.latitude},${place.longitude},${place.timeZone}`;
}

const sunCache = new Map<string, SunEvents>();
const moonCache = new Map<string, MoonEvents>();
const CACHE_LIMIT = 50000;

/** Full search with astronomy-engine's `SearchRiseSet` (upper limb, refraction, no dip). */
function searchEvent(
  body: Body,
  obs: Observer,
  direction: 1 | -1,
  startJd: number,
  limitDays: number,
): number | null {
  const t = SearchRiseSet(body, obs, direction, new AstroTime(startJd - J2000_JD), limitDays, 0);
  return t ? t.ut + J2000_JD : null;
}

/**
 * Geocentric vector (AU, equator of date) of the Sun or Moon: `GeoVector(body, t, true)` (light
 * time, aberration) rotated by `Rotation_EQJ_EQD`, interpolated (8 points) on the grids of
 * `interpolated.ts` (Moon ½ day, Sun 2 days). The ephemeris is most of the cost of an altitude
 * (for the Sun the light-time iteration re-evaluates it), and the geocentric vector is smooth;
 * the observer's position, which turns with the Earth, is computed exactly at every instant.
 * Altitudes agree with `Equator`'s to < 10⁻⁷° (< 0.001 s of rise or set time, tested).
 */
const vectorGrids = new Map<Body, Map<number, Float64Array>>();
const weights = new Float64Array(GRID_POINTS);
function geoVector(body: Body, jd: number, out: Float64Array): void {
  let grid = vectorGrids.get(body);
  if (!grid || grid.size > 100000) {
    grid = new Map();
    vectorGrids.set(body, grid);
  }
  const step = body === Body.Moon ? MOON_GRID_STEP : SUN_GRID_STEP;
  const k0 = lagrangeNodes(jd, weights, step);
  let x = 0;
  let y = 0;
  let z = 0;
  for (let a = 0; a < GRID_POINTS; a++) {
    let v = grid.get(k0 + a);
    if (v === undefined) {
      const t = new AstroTime((k0 + a) * step - J2000_JD);
      const g = RotateVector(Rotation_EQJ_EQD(t), GeoVector(body, t, true));
      v = Float64Array.of(g.x, g.y, g.z);
      grid.set(k0 + a, v);
    }
    const w = weights[a]!;
    x += w * v[0]!;
    y += w * v[1]!;
    z += w * v[2]!;
  }
  out[0] = x;
  out[1] = y;
  out[2] = z;
}

const gc = new Float64Array(3);
/**
 * Altitude of the body's upper limb above the refracted horizon (degrees), as in `SearchRiseSet`:
 * the topocentric vector of `Equator(body, t, observer, ofdate: true, aberration: true)`, formed
 * in the equator of date (geocentric vector rotated to date minus the observer's vector of date,
 * the same vector as Equator's rotation of their J2000 difference), then `Horizon`, the apparent
 * radius and 34′ of refraction. The geocentric vector is interpolated ({@link geoVector}).
 */
function altitudeAboveHorizon(body: Body, obs: Observer, jd: number): number {
  const time = new AstroTime(jd - J2000_JD);
  geoVector(body, jd, gc);
  const o = ObserverVector(time, obs, true);
  const x = gc[0]! - o.x;
  const y = gc[1]! - o.y;
  const z = gc[2]! - o.z;
  const xy = x * x + y * y;
  const dist = Math.sqrt(xy + z * z);
  let ra = (RAD2DEG / 15) * Math.atan2(y, x);
  if (ra < 0) ra += 24;
  const dec = RAD2DEG * Math.atan2(z, Math.sqrt(xy));
  const hor = Horizon(time, obs, ra, dec);
  return hor.altitude + RAD2DEG * Math.asin(RADIUS_AU[body]! / dist) + REFRACTION_NEAR_HORIZON;
}

/**
 * Refines a rise (`direction` +1) or set (−1) from a seed near it (secant on the same altitude
 * function `SearchRiseSet` uses, to 0.05 s). Returns null when the iteration leaves the window
 * (0.1 day around the seed) or the crossing has the wrong direction; the caller then falls back
 * to the full search. The crossing may lie outside the civil day: the caller decides.
 */
function refineEvent(
  body: Body,
  obs: Observer,
  direction: 1 | -1,
  seed: number,
  slopes: Map<string, number>,
  slopeKey: string,
): number | null {
  let x0 = seed;
  let f0 = altitudeAboveHorizon(body, obs, x0);
  // First step: Newton with the altitude rate at the neighbouring day's event (it changes by a
  // few per cent a day), which lands within ~0.01 s (Sun) of the event and saves an evaluation;
  // without it, a 1-minute step (seeds are seconds (Sun) or minutes (Moon) off).
  const slope = slopes.get(slopeKey);
  const step = slope === undefined ? Number.NaN : -f0 / slope;
  let x1 = Number.isFinite(step) && step !== 0 && Math.abs(step) < 0.05 ? seed + step : seed + 1 / 1440;
  let f1 = altitudeAboveHorizon(body, obs, x1);
  for (let i = 0; i < 10; i++) {
    const rate = (f1 - f0) / (x1 - x0);
    // The crossing must have the requested direction (rising for a rise, falling for a set).
    if (f1 === f0 || Math.sign(rate) !== direction) return null;
    const x2 = x1 - f1 / rate;
    if (!Number.isFinite(x2) || Math.abs(x2 - seed) > 0.1) return null;
    x0 = x1;
    f0 = f1;
    x1 = x2;
    if (Math.abs(x1 - x0) < 0.05 / 86400) {
      slopes.set(slopeKey, rate);
      return x1;
    }
    f1 = altitudeAboveHorizon(body, obs, x1);
  }
  return null;
}

/** Altitude rate (degrees/day) at the latest refined event, by place, body and direction. */
const eventSlopes = new Map<string, number>();

/** A seed for a day's event and the neighbouring day's event it was extrapolated from. */
interface Seed {
  seed: number;
  /** The neighbour's event (UT JD) the seed comes from. */
  anchor: number;
}

/**
 * Seed for day `jdn`'s event from cached neighbours: linear extrapolation from the two previous
 * (or next) days when both have the event (seconds off for the Sun, minutes for the Moon),
 * otherwise one neighbour plus one day and the typical daily shift; when the neighbour has no
 * such event (the Moon skips a rise or set about once a month), the day beyond it.
 */
function seedFrom(
  cache: Map<string, SunEvents | MoonEvents>,
  prefix: string,
  jdn: number,
  pick: (e: SunEvents | MoonEvents) => number | null,
  dailyShift: number,
): Seed | null {
  const at = (d: number): number | null => {
    const e = cache.get(`${prefix}|${d}`);
    return e ? pick(e) : null;
  };
  for (const side of [-1, 1]) {
    const p1 = at(jdn + side);
    if (p1 === null) continue;
    const p2 = at(jdn + 2 * side);
    // p1 − p2 is one day plus the daily shift of the event, in the direction of `side`.
    if (p2 !== null && Math.abs(p1 - p2 + side * (1 + dailyShift)) < 0.1)
      return { seed: 2 * p1 - p2, anchor: p1 };
    return { seed: p1 - side * (1 + dailyShift), anchor: p1 };
  }
  // The neighbour has none: the crossing after (before) the one two days away falls on this day.
  for (const side of [-1, 1]) {
    const p2 = at(jdn + 2 * side);
    if (p2 !== null) return { seed: p2 - side * (1 + dailyShift), anchor: p2 };
  }
  return null;
}

/**
 * Below this latitude the Sun and Moon rise and set once per (lunar) day, consecutive rises (or
 * sets) are more than 20 h apart, so a crossing found just outside the civil day next to a
 * neighbour's crossing on the other side proves the day has none.
 */
const SIMPLE_HORIZON_LATITUDE = 55;

function findEvent(
  body: Body,
  obs: Observer,
  direction: 1 | -1,
  seed: Seed | null,
  from: number,
  to: number,
): number | null {
  if (seed !== null) {
    const slopeKey = `${obs.latitude},${obs.longitude}|${body}|${direction}`;
    if (eventSlopes.size > 1000) eventSlopes.clear();
    const t = refineEvent(body, obs, direction, seed.seed, eventSlopes, slopeKey);
    if (t !== null) {
      if (t >= from && t < to) return t;
      // The crossing after (before) the neighbour's lies beyond the day, less than two rise
      // intervals (40 h) from it: no crossing of this kind inside the day.
      const a = seed.anchor;
      const beyond = (a < from && t >= to) || (a >= to && t < from);
      if (beyond && Math.abs(t - a) < 40 / 24 && Math.abs(obs.latitude) <= SIMPLE_HORIZON_LATITUDE)
        return null;
    }
  }
  return searchEvent(body, obs, direction, from, to - from);
}

/**
 * Sunrise and sunset on a civil day (JDN in the place's time zone), with astronomy-engine's
 * rise/set definition: the **upper limb** touching the horizon with standard atmospheric
 * refraction (34′), observer height 0 (no horizon dip; see ADR 020), Patro's ΔT. The full
 * `SearchRiseSet` search is used unless a neighbouring day is cached, in which case the event
 * is refined from it with the same altitude function (same result to < 0.1 s, 4–6× faster).
 * Results are cached per place and day.
 */
export function sunEvents(jdn: number, place: Place): SunEvents {
  const prefix = placeKey(place);
  const key = `${prefix}|${jdn}`;
  const hit = sunCache.get(key);
  if (hit) return hit;
  const midnight = zoneMidnightJd(jdn, place.timeZone);
  const next = zoneMidnightJd(jdn + 1, place.timeZone);
  const obs = observerFor(place);
  const result = withPatroDeltaT(() => {
    const riseSeed = seedFrom(sunCache, prefix, jdn, (e) => (e as SunEvents).sunrise, 0);
    const rise = findEvent(Body.Sun, obs, 1, riseSeed, midnight, next);
    const setSeed = seedFrom(sunCache, prefix, jdn, (e) => (e as SunEvents).sunset, 0);
    const set = findEvent(Body.Sun, obs, -1, setSeed, rise ?? midnight, next);
    return { jdn, midnight, sunrise: rise, sunset: set };
  });
  if (sunCache.size > CACHE_LIMIT) sunCache.clear();
  sunCache.set(key, result);
  return result;
}

/**
 * Moonrise and moonset within a civil day (JDN in the place's time zone), same conventions as
 * {@link sunEvents} (upper limb, refraction, height 0; topocentric Moon). Either may be null:
 * the Moon rises about 50 minutes later each day, so about once a month there is no moonrise
 * (or no moonset) in a civil day.
 */
export function moonEvents(jdn: number, place: Place): MoonEvents {
  const prefix = placeKey(place);
  const key = `${prefix}|${jdn}`;
  const hit = moonCache.get(key);
  if (hit) return hit;
  const midnight = zoneMidnightJd(jdn, place.timeZone);
  const next = zoneMidnightJd(jdn + 1, place.timeZone);
  const obs = observerFor(place);
  // The Moon's events come ~50 min later each day; seeds from a neighbour, full search otherwise.
  const shift = 50 / 1440;
  const result = withPatroDeltaT(() => ({
    jdn,
    moonrise: findEvent(
      Body.Moon,
      obs,
      1,
      seedFrom(moonCache, prefix, jdn, (e) => (e as MoonEvents).moonrise, shift),
      midnight,
      next,
    ),
    moonset: findEvent(
      Body.Moon,
      obs,
      -1,
      seedFrom(moonCache, prefix, jdn, (e) => (e as MoonEvents).moonset, shift),
      midnight,
      next,
    ),
  }));
  if (moonCache.size > CACHE_LIMIT) moonCache.clear();
  moonCache.set(key, result);
  return result;
}

/**
 * Reference implementation for tests: sunrise/sunset/moonrise/moonset of a civil day by the full
 * `SearchRiseSet` search only (no cache, no seeding).
 */
export function riseSetFullSearch(
  jdn: number,
  place: Place,
): { sunrise: number | null; sunset: number | null; moonrise: number | null; moonset: number | null } {
  const midnight = zoneMidnightJd(jdn, place.timeZone);
  const next = zoneMidnightJd(jdn + 1, place.timeZone);
  const obs = observerFor(place);
  return withPatroDeltaT(() => {
    const sunrise = searchEvent(Body.Sun, obs, 1, midnight, next - midnight);
    return {
      sunrise,
      sunset: searchEvent(Body.Sun, obs, -1, sunrise ?? midnight, next - (sunrise ?? midnight)),
      moonrise: searchEvent(Body.Moon, obs, 1, midnight, next - midnight),
      moonset: searchEvent(Body.Moon, obs, -1, midnight, next - midnight),
    };
  });
}
