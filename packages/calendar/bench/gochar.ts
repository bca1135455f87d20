/**
 * Rashifal engine cost: the sky of each period type (computed once per period and shared by the
 * twelve signs and both languages) and the composition of the twelve readings in one language.
 * Prints median milliseconds over several distinct periods (cold: a new period each run).
 *
 *   npm run bench:gochar -w @patro/calendar
 */
import {
  composeRashifal,
  gocharReading,
  gregorianToJdn,
  RASHI_DETAILS,
  RASHIFAL_TYPES,
  rashifalSky,
} from '../src/index.js';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const start = gregorianToJdn({ year: 2026, month: 1, day: 1 });
const STEP = { daily: 1, weekly: 7, monthly: 31, yearly: 366 } as const;

for (const type of RASHIFAL_TYPES) {
  const skyMs: number[] = [];
  const textMs: number[] = [];
  for (let i = 0; i < 7; i++) {
    const jdn = start + i * STEP[type];
    let t = performance.now();
    const sky = rashifalSky(type, jdn);
    skyMs.push(performance.now() - t);
    t = performance.now();
    for (const sign of RASHI_DETAILS) composeRashifal(gocharReading(sky, sign.id), 'np');
    textMs.push(performance.now() - t);
  }
  console.log(
    `${type.padEnd(8)} sky ${median(skyMs).toFixed(1).padStart(6)} ms   12 readings (np) ${median(textMs).toFixed(2).padStart(6)} ms`,
  );
}
