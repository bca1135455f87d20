import { DeltaT_EspenakMeeus, type DeltaTimeFunction, SetDeltaTFunction } from 'astronomy-engine';

/**
 * ΔT = TT − UT for the engine, in seconds, as a function of astronomy-engine's UT day count
 * (days since J2000).
 *
 * - 1800–1972: biennial values of the standard historical table (Meeus, *Astronomical
 *   Algorithms* table 10.A, after Stephenson & Morrison), linearly interpolated.
 * - 1973–2025: yearly values at 1 January derived from IERS data
 *   (ΔT = 32.184 s + (TAI − UTC) − (UT1 − UTC); IERS Bulletins B/C and EOP C04), interpolated.
 * - after 2025.0: the quadratic 69.1 + 0.1947·t + 0.001653·t² (t = years since 2025.0), fitted to
 *   the Swiss Ephemeris / IERS-trend values 75 s (2050) and 93 s (2100); it gives ≈115 s in 2142
 *   (SE: 116 s). astronomy-engine's default (Espenak–Meeus) would give 203 s in 2100, which shifts
 *   drik tithi times by 2–3 minutes.
 * - before 1800: astronomy-engine's Espenak–Meeus polynomials (outside the engine's range).
 */
const TABLE_START = 1800;
const TABLE_STEP_OLD = 2;
/** 1800, 1802, …, 1972 (87 values). */
const OLD: readonly number[] = [
  13.7, 13.1, 12.7, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.3, 12.0, 11.4, 10.6, 9.6, 8.6, 7.5, 6.6, 6.0, 5.7,
  5.6, 5.7, 5.9, 6.2, 6.5, 6.8, 7.1, 7.3, 7.5, 7.7, 7.8, 7.9, 7.5, 6.4, 5.4, 2.9, 1.6, -1.0, -2.7, -3.6, -4.7,
  -5.4, -5.2, -5.5, -5.6, -5.8, -5.9, -6.2, -6.4, -6.1, -4.7, -2.7, 0.0, 2.6, 5.4, 7.7, 10.5, 13.4, 16.0,
  18.2, 20.2, 21.2, 22.4, 23.5, 23.9, 24.3, 24.0, 23.9, 23.9, 23.7, 24.0, 24.3, 25.3, 26.2, 27.3, 28.2, 29.1,
  30.0, 30.7, 31.4, 32.2, 33.1, 34.0, 35.0, 36.5, 38.3, 40.2, 42.2,
];
/** 1973.0, 1974.0, …, 2025.0 (53 values), IERS-derived. */
const RECENT_START = 1973;
const RECENT: readonly number[] = [
  43.37, 44.49, 45.48, 46.46, 47.52, 48.53, 49.59, 50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32,
  55.82, 56.3, 56.86, 57.57, 58.31, 59.12, 59.98, 60.79, 61.63, 62.3, 62.97, 63.47, 63.83, 64.09, 64.3, 64.47,
  64.57, 64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97,
  69.22, 69.36, 69.36, 69.29, 69.2, 69.18, 69.14,
];

/** Decimal year of a UT day count since J2000. */
function decimalYear(ut: number): number {
  return 2000 + ut / 365.2425;
}

function interpolate(table: readonly number[], start: number, step: number, year: number): number {
  const x = (year - start) / step;
  const i = Math.min(Math.max(Math.floor(x), 0), table.length - 2);
  const f = x - i;
  return table[i]! + f * (table[i + 1]! - table[i]!);
}

/**
 * Patro's ΔT function (seconds) for a UT day count since J2000, in astronomy-engine's
 * `DeltaTimeFunction` shape. See the module comment for the sources and the extrapolation.
 */
export const patroDeltaT: DeltaTimeFunction = (ut: number): number => {
  const y = decimalYear(ut);
  if (y < TABLE_START) return DeltaT_EspenakMeeus(ut);
  if (y < RECENT_START) {
    if (y < 1972) return interpolate(OLD, TABLE_START, TABLE_STEP_OLD, y);
    // 1972 → 1973 bridge
    return OLD[OLD.length - 1]! + (y - 1972) * (RECENT[0]! - OLD[OLD.length - 1]!);
  }
  const last = RECENT_START + RECENT.length - 1;
  if (y <= last) return interpolate(RECENT, RECENT_START, 1, y);
  const t = y - last;
  return RECENT[RECENT.length - 1]! + 0.1947 * t + 0.001653 * t * t;
};

let restoreTo: DeltaTimeFunction = DeltaT_EspenakMeeus;
let depth = 0;

/**
 * Tells the engine which ΔT function to put back after each of its astronomy-engine calls.
 * astronomy-engine keeps ΔT in a global with no getter, so the engine installs
 * {@link patroDeltaT} only for the duration of its own (synchronous) calls and then restores
 * astronomy-engine's default (Espenak–Meeus) — or the function given here, if the host
 * application uses its own ΔT with astronomy-engine.
 */
export function setHostDeltaTFunction(fn: DeltaTimeFunction): void {
  restoreTo = fn;
}

/**
 * Runs `fn` with {@link patroDeltaT} installed as astronomy-engine's ΔT, restoring the host's
 * function afterwards (re-entrant; JavaScript is single-threaded and `fn` is synchronous, so no
 * other code observes the swap).
 */
export function withPatroDeltaT<T>(fn: () => T): T {
  if (depth === 0) SetDeltaTFunction(patroDeltaT);
  depth++;
  try {
    return fn();
  } finally {
    depth--;
    if (depth === 0) SetDeltaTFunction(restoreTo);
  }
}
