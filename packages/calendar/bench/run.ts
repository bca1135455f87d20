/**
 * Benchmarks of @patro/calendar (`npm run bench -w @patro/calendar`). Prints figures; asserts nothing.
 *
 * 1. Conversions per second, BS→AD and AD→BS, in one run: our engine, the floor (index
 *    arithmetic + one typed-array load + the answer's allocation) and every npm library in
 *    `peers.ts`, each first checked day by day over BS 2000–2090 against our published month
 *    table (`conversions.ts`).
 * 2. Time to compute a full year of panchanga, every field the CLI/API read, for Kathmandu and
 *    New York in computed and drik modes (budget: well under a second; target < 300 ms), a year of
 *    calendar days (official mode), and a BS year of festivals.
 * 3. Gzipped size of a tree-shaken, minified browser bundle of `bsToAd`/`adToBs` only, and of the
 *    whole engine (esbuild).
 */

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { clearFestivalCache, festivalsInBsYear } from '../src/festivals/index.js';
import { bsToJdn, calendarDays } from '../src/index.js';
import { type PanchangaDay, panchangaForDay } from '../src/panchanga/index.js';
import { KATHMANDU, type Place } from '../src/types.js';
import { benchConversions } from './conversions.js';

const here = fileURLToPath(new URL('.', import.meta.url));

console.log(`@patro/calendar benchmarks — Node ${process.version}\n`);

// ── 1. conversions ──────────────────────────────────────────────────────────
benchConversions();

// ── 2. panchanga and festivals ─────────────────────────────────────────────
function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}
// Every field the CLI and the API read (tithi and its end, karanas, nakshatra/yoga and their
// ends, sunrise, sunset, moonrise, moonset, rashis, lunar month, kshaya/vriddhi), so the lazily
// computed ones are paid for. Each run takes its own BS year, so the caches are cold.
function readAll(d: PanchangaDay): number {
  let s = d.tithi.end.jd + d.nakshatra.end.jd + d.yoga.end.jd + d.karanas[0].end.jd + d.karanas[1].end.jd;
  s += (d.sunrise?.jd ?? 0) + (d.sunset?.jd ?? 0) + (d.moonrise?.jd ?? 0) + (d.moonset?.jd ?? 0);
  s += d.sunRashi + d.moonRashi + d.lunarMonth.label + (d.tithi.kshaya ?? 0) + (d.tithi.vriddhi ? 1 : 0);
  return s + d.tithi.end.iso.length + d.nakshatra.end.iso.length + d.yoga.end.iso.length;
}
const NEW_YORK: Place = {
  name: 'New York',
  latitude: 40.7128,
  longitude: -74.006,
  timeZone: 'America/New_York',
};
const yearRuns: { label: string; mode: 'computed' | 'drik'; place: Place; bsYear: number }[] = [
  { label: 'Kathmandu, computed', mode: 'computed', place: KATHMANDU, bsYear: 2090 },
  { label: 'Kathmandu, drik    ', mode: 'drik', place: KATHMANDU, bsYear: 2091 },
  { label: 'New York,  computed', mode: 'computed', place: NEW_YORK, bsYear: 2092 },
  { label: 'New York,  drik    ', mode: 'drik', place: NEW_YORK, bsYear: 2093 },
];
// Wall time, and the process's CPU time (all threads: includes JIT compilation and GC), which
// is the steadier figure on a machine shared with other jobs.
const yearMs = yearRuns.map((r) => {
  const first = bsToJdn({ year: r.bsYear, month: 1, day: 1 });
  let sink = 0;
  const cpu0 = process.cpuUsage();
  const ms = time(() => {
    for (let j = first; j < first + 365; j++)
      sink += readAll(panchangaForDay(j, { mode: r.mode, place: r.place }));
  });
  const cpu = process.cpuUsage(cpu0);
  if (!(sink > 0)) console.log('unexpected panchanga values');
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
});
const y2 = bsToJdn({ year: 2081, month: 1, day: 1 });
const msDays = time(() => calendarDays(y2, y2 + 365));
clearFestivalCache();
const msFest = time(() => festivalsInBsYear(2095, { mode: 'computed' }));
console.log('A year of data (cold caches; the first run also warms the JIT)');
yearRuns.forEach((r, i) => {
  const { ms, cpuMs } = yearMs[i]!;
  console.log(
    `  panchanga, 365 days, all fields, ${r.label} (BS ${r.bsYear}): ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms)`,
  );
});
console.log(`  calendarDays BS 2081 (official, with festivals): ${msDays.toFixed(0)} ms`);
console.log(`  festivalsInBsYear(2095, computed):              ${msFest.toFixed(0)} ms\n`);

// ── 3. bundle sizes ────────────────────────────────────────────────────────
async function bundle(contents: string): Promise<{ raw: number; gz: number }> {
  const r = await build({
    stdin: { contents, resolveDir: here, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = r.outputFiles[0]!.contents;
  return { raw: code.length, gz: gzipSync(code, { level: 9 }).length };
}
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const conv = await bundle(`import { bsToAd, adToBs } from '../src/index.ts'; export { bsToAd, adToBs };`);
const whole = await bundle(`export * from '../src/index.ts';`);
console.log('Browser bundle (esbuild, minified, tree-shaken; gzip -9)');
console.log(`  import { bsToAd, adToBs }: ${kb(conv.raw)} minified, ${kb(conv.gz)} gzipped`);
console.log(`  whole engine:              ${kb(whole.raw)} minified, ${kb(whole.gz)} gzipped`);
