import { drik } from './drik.js';
import { norm180, norm360, type PositionModel } from './model.js';
import { findAngleCrossing } from './sankranti.js';

/**
 * Interpolated drik longitudes for root searches (tithi, karana, nakshatra and yoga ends, new
 * moons). An ephemeris longitude costs 15–30 µs and a search needs 6–8 of them; the drik Sun and
 * Moon are smooth enough that an 8-point Lagrange interpolation on a half-day grid of exact
 * values reproduces them to < 4·10⁻⁸ degrees (Moon; < 0.001 s of anga time), and neighbouring
 * days share the grid samples. Searches root-find on this model and then polish the root with one
 * exact evaluation ({@link polishCrossing}), so the result is the exact model's crossing.
 */
const STEP = 0.5;
const POINTS = 8;
/** Nodes before the interval containing t (t lies between nodes HALF − 1 and HALF). */
const HALF = POINTS / 2;
/** Lagrange denominators ∏_{b≠a}(a − b) for equally spaced nodes 0 … POINTS − 1. */
const DENOM: readonly number[] = Array.from({ length: POINTS }, (_, a) => {
  let d = 1;
  for (let b = 0; b < POINTS; b++) if (b !== a) d *= a - b;
  return d;
});
const SAMPLE_LIMIT = 200000;

function interpolator(exact: (jd: number) => number): (jd: number) => number {
  const samples = new Map<number, number>();
  const sample = (k: number): number => {
    let v = samples.get(k);
    if (v === undefined) {
      v = exact(k * STEP);
      if (samples.size > SAMPLE_LIMIT) samples.clear();
      samples.set(k, v);
    }
    return v;
  };
  const ys = new Float64Array(POINTS);
  return (jd: number): number => {
    const x = jd / STEP;
    const k0 = Math.floor(x) - (HALF - 1);
    const u = x - k0;
    // Unwrap the sampled angles (each step moves < 180°) so they are continuous.
    let prev = sample(k0);
    ys[0] = prev;
    for (let a = 1; a < POINTS; a++) {
      let y = sample(k0 + a);
      while (y - prev > 180) y -= 360;
      while (y - prev <= -180) y += 360;
      ys[a] = y;
      prev = y;
    }
    let p = 1;
    for (let a = 0; a < POINTS; a++) {
      const d = u - a;
      if (d === 0) return norm360(ys[a]!);
      p *= d;
    }
    let s = 0;
    for (let a = 0; a < POINTS; a++) s += ys[a]! / ((u - a) * DENOM[a]!);
    return norm360(p * s);
  };
}

let drikInterpolated: PositionModel | undefined;

/**
 * A cheap stand-in for `model` in root searches: interpolated longitudes for the drik model,
 * the model itself otherwise (the Surya Siddhanta is closed form, < 1 µs a longitude).
 */
export function interpolatedModel(model: PositionModel): PositionModel {
  if (model !== drik) return model;
  drikInterpolated ??= {
    name: 'drik-interpolated',
    sunMeanMotion: drik.sunMeanMotion,
    moonMeanMotion: drik.moonMeanMotion,
    sunLongitude: interpolator((jd) => drik.sunLongitude(jd)),
    moonLongitude: interpolator((jd) => drik.moonLongitude(jd)),
  };
  return drikInterpolated;
}

/**
 * The instant nearest `jdGuess` at which `angle(model, jd)` (increasing, degrees) reaches
 * `target` mod 360, as {@link findAngleCrossing} would find it on `model`, but searched on
 * {@link interpolatedModel} and then polished with one Newton step on the exact model (the
 * interpolant's slope). If the step is not tiny (interpolation off, e.g. a wrapped sample), the
 * exact search runs from the polished point.
 */
export function modelCrossing(
  angle: (m: PositionModel, jd: number) => number,
  model: PositionModel,
  target: number,
  jdGuess: number,
  meanRate: number,
): number {
  const fast = interpolatedModel(model);
  const exact = (jd: number): number => angle(model, jd);
  if (fast === model) return findAngleCrossing(exact, target, jdGuess, meanRate);
  const f = (jd: number): number => angle(fast, jd);
  const r = findAngleCrossing(f, target, jdGuess, meanRate);
  const h = 1e-4;
  const slope = norm180(f(r + h) - f(r - h)) / (2 * h);
  const r1 = r - norm180(exact(r) - target) / slope;
  // The interpolated root is within ~1e-8 day of the exact one; 1e-6 day (0.09 s) flags a problem.
  if (Math.abs(r1 - r) < 1e-6) return r1;
  return findAngleCrossing(exact, target, r1, meanRate);
}
