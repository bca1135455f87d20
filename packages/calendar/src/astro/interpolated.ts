import { drik } from './drik.js';
import { norm360, type PositionModel } from './model.js';
import { findAngleCrossing } from './sankranti.js';

/**
 * Interpolated drik longitudes for root searches (tithi, karana, nakshatra and yoga ends, new
 * moons). An ephemeris longitude costs 15–30 µs and a search needs 6–8 of them; the drik Sun and
 * Moon are smooth enough that an 8-point Lagrange interpolation of exact values on a half-day
 * grid (Moon; 2 days for the Sun) reproduces them to < 5·10⁻⁸ degrees (Moon, i.e. < 0.001 s of
 * anga time; Sun < 3·10⁻⁹°; measured over 1843–2143 and tested), and neighbouring days share the
 * grid samples. Only searches use it: the angas in force at an instant (sunrise) are always
 * taken from the exact model.
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

/**
 * Lagrange weights of the {@link POINTS} grid nodes around `jd` (node k at k·`step`) into `w`;
 * returns the index of the first node. Exactly on a node, that node's weight is 1.
 */
export function lagrangeNodes(jd: number, w: Float64Array, step: number = STEP): number {
  const x = jd / step;
  const k0 = Math.floor(x) - (HALF - 1);
  const u = x - k0;
  let p = 1;
  for (let a = 0; a < POINTS; a++) {
    const d = u - a;
    if (d === 0) {
      w.fill(0);
      w[a] = 1;
      return k0;
    }
    p *= d;
  }
  for (let a = 0; a < POINTS; a++) w[a] = p / ((u - a) * DENOM[a]!);
  return k0;
}

/** Grid steps (days) for the Moon and the Sun, and the node count, shared with the rise/set grid. */
export const MOON_GRID_STEP = STEP;
/** The Sun's motion is far smoother than the Moon's: a 2-day grid is still good to 3·10⁻⁹°. */
export const SUN_GRID_STEP = 2;
export const GRID_POINTS = POINTS;

function interpolator(exact: (jd: number) => number, step: number): (jd: number) => number {
  const samples = new Map<number, number>();
  const sample = (k: number): number => {
    let v = samples.get(k);
    if (v === undefined) {
      v = exact(k * step);
      if (samples.size > SAMPLE_LIMIT) samples.clear();
      samples.set(k, v);
    }
    return v;
  };
  const w = new Float64Array(POINTS);
  return (jd: number): number => {
    const k0 = lagrangeNodes(jd, w, step);
    // Unwrap the sampled angles (each step moves < 180°) so they are continuous.
    let prev = sample(k0);
    let s = w[0]! * prev;
    for (let a = 1; a < POINTS; a++) {
      let y = sample(k0 + a);
      while (y - prev > 180) y -= 360;
      while (y - prev <= -180) y += 360;
      s += w[a]! * y;
      prev = y;
    }
    return norm360(s);
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
    sunLongitude: interpolator((jd) => drik.sunLongitude(jd), SUN_GRID_STEP),
    moonLongitude: interpolator((jd) => drik.moonLongitude(jd), MOON_GRID_STEP),
  };
  return drikInterpolated;
}

/**
 * The instant nearest `jdGuess` at which `angle(model, jd)` (increasing, degrees) reaches
 * `target` mod 360, as {@link findAngleCrossing} finds it on `model`, but searched on
 * {@link interpolatedModel}: for drik the interpolation error (< 5·10⁻⁸° of Moon, i.e.
 * < 0.001 s) is far below the search tolerance (`ROOT_TOLERANCE_DAYS`, 0.09 s), so the
 * crossing agrees with the exact search to that tolerance (tested) at a tenth of the cost.
 */
export function modelCrossing(
  angle: (m: PositionModel, jd: number) => number,
  model: PositionModel,
  target: number,
  jdGuess: number,
  meanRate: number,
): number {
  const m = interpolatedModel(model);
  return findAngleCrossing((jd) => angle(m, jd), target, jdGuess, meanRate);
}
