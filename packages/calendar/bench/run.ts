/**
 * Benchmarks of @patro/calendar (`npm run bench -w @patro/calendar`). Prints figures; asserts nothing.
 *
 * 1. Conversions per second, BS→AD and AD→BS, for our engine and for nepali-date-converter and
 *    bikram-sambat over the same random dates in their common range (BS 2000–2089), plus how
 *    often the libraries agree with us.
 * 2. Time to compute a full year of panchanga, every field the CLI/API read, for Kathmandu and
 *    New York in computed and drik modes (budget: well under a second; target < 300 ms), a year of
 *    calendar days (official mode), and a BS year of festivals.
 * 3. Gzipped size of a tree-shaken, minified browser bundle of `bsToAd`/`adToBs` only, and of the
 *    whole engine (esbuild).
 */

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import bikram from 'bikram-sambat';
import { build } from 'esbuild';
import NepaliDateModule from 'nepali-date-converter';
import { clearFestivalCache, festivalsInBsYear } from '../src/festivals/index.js';
import { adToBs, bsMonthLength, bsToAd, bsToJdn, calendarDays } from '../src/index.js';
import { type PanchangaDay, panchangaForDay } from '../src/panchanga/index.js';
import { KATHMANDU, type Place, type YMD } from '../src/types.js';

// The package is UMD; under ESM interop its class may sit on `.default`.
const NepaliDate = ((NepaliDateModule as unknown as { default?: typeof NepaliDateModule }).default ??
  NepaliDateModule) as typeof NepaliDateModule;

const here = fileURLToPath(new URL('.', import.meta.url));
const N = 200_000;

// Deterministic PRNG (mulberry32) so every run measures the same dates.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = 2000;
const LAST = 2089;
const rand = rng(2082);
const bsDates: YMD[] = [];
let skipped = 0;
while (bsDates.length < N) {
  const year = FIRST + Math.floor(rand() * (LAST - FIRST + 1));
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * bsMonthLength(year, month));
  // Keep only dates that exist in all three month tables (the libraries' tables differ from the
  // published one in some years; those dates are counted separately below).
  if (day > bikram.daysInMonth(year, month)) {
    skipped++;
    continue;
  }
  try {
    new NepaliDate(year, month - 1, day);
  } catch {
    skipped++;
    continue;
  }
  bsDates.push({ year, month, day });
}
const adDates = bsDates.map((d) => bsToAd(d));
const adIso = adDates.map(
  (d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`,
);

function rate(label: string, fn: (i: number) => unknown, n = N): number {
  // Warm up, then time.
  for (let i = 0; i < Math.min(n, 5000); i++) fn(i);
  const t0 = performance.now();
  let sink = 0;
  for (let i = 0; i < n; i++) if (fn(i)) sink++;
  const ms = performance.now() - t0;
  const perSec = (n / ms) * 1000;
  if (sink < 0) console.log(label);
  return perSec;
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

console.log(
  `@patro/calendar benchmarks — Node ${process.version}, ${N.toLocaleString('en-US')} random dates in BS ${FIRST}–${LAST} (${skipped} drawn dates skipped: missing from a library's table)\n`,
);

// ── 1. conversions ──────────────────────────────────────────────────────────
const ours = {
  bsToAd: rate('ours bs→ad', (i) => bsToAd(bsDates[i]!)),
  adToBs: rate('ours ad→bs', (i) => adToBs(adDates[i]!)),
};
const ndc = {
  bsToAd: rate(
    'ndc bs→ad',
    (i) => {
      const d = bsDates[i]!;
      return new NepaliDate(d.year, d.month - 1, d.day).getAD();
    },
    N / 4,
  ),
  adToBs: rate(
    'ndc ad→bs',
    (i) => {
      const d = adDates[i]!;
      return new NepaliDate(new Date(d.year, d.month - 1, d.day)).getBS();
    },
    N / 4,
  ),
};
const bik = {
  bsToAd: rate(
    'bikram bs→ad',
    (i) => {
      const d = bsDates[i]!;
      return bikram.toGreg(d.year, d.month, d.day);
    },
    N / 4,
  ),
  adToBs: rate('bikram ad→bs', (i) => bikram.toBik(adIso[i]!), N / 4),
};

// Agreement with the libraries on the sample.
let ndcAgree = 0;
let bikAgree = 0;
const sample = 20_000;
for (let i = 0; i < sample; i++) {
  const d = bsDates[i]!;
  const a = adDates[i]!;
  try {
    const x = new NepaliDate(d.year, d.month - 1, d.day).getAD();
    if (x.year === a.year && x.month + 1 === a.month && x.date === a.day) ndcAgree++;
  } catch {
    // outside its table
  }
  try {
    const y = bikram.toGreg(d.year, d.month, d.day);
    if (y.year === a.year && y.month === a.month && y.day === a.day) bikAgree++;
  } catch {
    // outside its table
  }
}

const row = (name: string, r: { bsToAd: number; adToBs: number }): string =>
  `  ${name.padEnd(24)} ${fmt(r.bsToAd).padStart(14)} ${fmt(r.adToBs).padStart(14)}`;
console.log('Conversions per second            BS→AD          AD→BS');
console.log(row('@patro/calendar', ours));
console.log(row('nepali-date-converter', ndc));
console.log(row('bikram-sambat', bik));
const fasterBsToAd = Math.max(ndc.bsToAd, bik.bsToAd);
const fasterAdToBs = Math.max(ndc.adToBs, bik.adToBs);
console.log(
  `  speed-up over the faster library: BS→AD ${(ours.bsToAd / fasterBsToAd).toFixed(1)}×, AD→BS ${(ours.adToBs / fasterAdToBs).toFixed(1)}× (target ≥ 10×)`,
);
console.log(
  `  same AD date as ours on ${sample.toLocaleString('en-US')} dates: nepali-date-converter ${((100 * ndcAgree) / sample).toFixed(2)} %, bikram-sambat ${((100 * bikAgree) / sample).toFixed(2)} %\n`,
);

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
