import { AstroTime, Body, Equator, Horizon, KM_PER_AU, Observer, SearchRiseSet } from 'astronomy-engine';
import type { Place } from '../types.js';
import { withPatroDeltaT } from './delta-t.js';
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

/** Altitude of the body's upper limb above the refracted horizon (degrees), as in `SearchRiseSet`. */
function altitudeAboveHorizon(body: Body, obs: Observer, jd: number): number {
  const time = new AstroTime(jd - J2000_JD);
  const eq = Equator(body, time, obs, true, true);
  const hor = Horizon(time, obs, eq.ra, eq.dec);
  return hor.altitude + RAD2DEG * Math.asin(RADIUS_AU[body]! / eq.dist) + REFRACTION_NEAR_HORIZON;
}

/**
 * Refines a rise (`direction` +1) or set (−1) from a seed within about an hour of it (secant on
 * the same altitude function `SearchRiseSet` uses, to 0.05 s). Returns null when the iteration
 * leaves the window, the crossing has the wrong direction, or it lies outside `[from, to)`; the
 * caller then falls back to the full search.
 */
function refineEvent(
  body: Body,
  obs: Observer,
  direction: 1 | -1,
  seed: number,
  from: number,
  to: number,
): number | null {
  let x0 = seed;
  let f0 = altitudeAboveHorizon(body, obs, x0);
  let x1 = seed + 5 / 1440;
  let f1 = altitudeAboveHorizon(body, obs, x1);
  if (Math.sign(f1 - f0) !== direction) return null;
  for (let i = 0; i < 10; i++) {
    if (f1 === f0) return null;
    const x2 = x1 - (f1 * (x1 - x0)) / (f1 - f0);
    if (!Number.isFinite(x2) || Math.abs(x2 - seed) > 0.1) return null;
    x0 = x1;
    f0 = f1;
    x1 = x2;
    if (Math.abs(x1 - x0) < 0.05 / 86400) return x1 >= from && x1 < to ? x1 : null;
    f1 = altitudeAboveHorizon(body, obs, x1);
  }
  return null;
}

function seedFrom(
  cache: Map<string, SunEvents | MoonEvents>,
  prefix: string,
  jdn: number,
  pick: (e: SunEvents | MoonEvents) => number | null,
  dailyShift: number,
): number | null {
  const prev = cache.get(`${prefix}|${jdn - 1}`);
  const p = prev ? pick(prev) : null;
  if (p !== null) return p + 1 + dailyShift;
  const next = cache.get(`${prefix}|${jdn + 1}`);
  const n = next ? pick(next) : null;
  return n !== null ? n - 1 - dailyShift : null;
}

function findEvent(
  body: Body,
  obs: Observer,
  direction: 1 | -1,
  seed: number | null,
  from: number,
  to: number,
): number | null {
  if (seed !== null) {
    const t = refineEvent(body, obs, direction, seed, from, to);
    if (t !== null) return t;
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
