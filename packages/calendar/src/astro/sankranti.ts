import { norm180, type PositionModel } from './model.js';

/** Precision of the root searches: 1e-6 day ≈ 0.09 s. */
export const ROOT_TOLERANCE_DAYS = 1e-6;

/**
 * Finds the instant (UT JD) nearest to `jdGuess` at which `f(jd)` (an angle in degrees that
 * increases with time) equals `target` (mod 360, so the 360° wrap is handled).
 *
 * Secant iteration seeded with the mean rate (3–6 evaluations), then a bracketing check
 * `g(t − ε) ≤ 0 < g(t + ε)` with ε = {@link ROOT_TOLERANCE_DAYS}; when the secant fails or the
 * check does not hold, it falls back to bracketing and bisection down to ε (< 0.1 s).
 */
export function findAngleCrossing(
  f: (jd: number) => number,
  target: number,
  jdGuess: number,
  meanRate: number,
): number {
  const g = (t: number): number => norm180(f(t) - target);
  let x0 = jdGuess;
  let g0 = g(x0);
  let x1 = x0 - g0 / meanRate;
  let g1 = g(x1);
  for (let i = 0; i < 12; i++) {
    if (g1 === g0) break;
    const x2 = x1 - (g1 * (x1 - x0)) / (g1 - g0);
    if (!Number.isFinite(x2) || Math.abs(x2 - jdGuess) > 200 / meanRate + 2) break;
    x0 = x1;
    g0 = g1;
    x1 = x2;
    if (Math.abs(x1 - x0) < ROOT_TOLERANCE_DAYS * 0.1) {
      const eps = ROOT_TOLERANCE_DAYS / 2;
      if (g(x1 - eps) <= 0 && g(x1 + eps) > 0) return x1;
      break;
    }
    g1 = g(x1);
  }
  return bisectCrossing(g, jdGuess - g(jdGuess) / meanRate, meanRate);
}

function bisectCrossing(g: (t: number) => number, jd: number, meanRate: number): number {
  let step = 0.02 * (1 + 12 / meanRate);
  let lo = jd - step;
  let hi = jd + step;
  let glo = g(lo);
  let ghi = g(hi);
  let guard = 0;
  while (!(glo <= 0 && ghi > 0) && guard++ < 60) {
    step *= 2;
    if (glo > 0) {
      lo -= step;
      glo = g(lo);
    }
    if (ghi <= 0) {
      hi += step;
      ghi = g(hi);
    }
  }
  while (hi - lo > ROOT_TOLERANCE_DAYS) {
    const mid = 0.5 * (lo + hi);
    if (g(mid) <= 0) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/**
 * The sankranti nearest to `jdGuess` (within about ±180 days): the instant (UT JD) at which
 * the model's sidereal Sun enters `rashi` (1 = Mesha … 12 = Mina), i.e. reaches (rashi − 1)·30°.
 * Located to better than 0.1 s (secant with a bracketing check, bisection fallback).
 */
export function findSankranti(model: PositionModel, rashi: number, jdGuess: number): number {
  const target = ((rashi - 1) % 12) * 30;
  return findAngleCrossing((jd) => model.sunLongitude(jd), target, jdGuess, model.sunMeanMotion);
}
