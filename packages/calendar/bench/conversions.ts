/**
 * BS ⇄ AD conversions per second: our engine, a floor, and every npm library in `peers.ts`, in
 * one run on the same dates. Before timing, each library's answers are checked for every day of
 * BS 2000–2090 against our published month table; the speed-up is quoted against the fastest
 * library that answers every one of those days correctly.
 */

import { directTables } from '../src/civil/direct-tables.js';
import { OFFICIAL_LAST_YEAR } from '../src/data/bs-months.js';
import { adToBs, bsMonthLength, bsToAd, bsYearStartJdn, jdnToGregorian } from '../src/index.js';
import type { YMD } from '../src/types.js';
import { PEERS, type Peer } from './peers.js';

const CHECK_FIRST = 2000;
const CHECK_LAST = 2090;
/** Timed dates: a power of two so the loop indexes with a mask. */
const SAMPLE = 1 << 17;
const ROUNDS = 25;
const ROUND_MS = 20;

// Deterministic PRNG (mulberry32) so every run times the same dates.
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

const same = (a: YMD, b: YMD): boolean => a.year === b.year && a.month === b.month && a.day === b.day;
const isDate = (a: YMD | undefined): a is YMD =>
  a !== undefined && Number.isInteger(a.year) && Number.isInteger(a.month) && Number.isInteger(a.day);

/** Every day of BS CHECK_FIRST–CHECK_LAST with its AD date, from the month table (official mode). */
export function referenceDays(): { bs: YMD; ad: YMD }[] {
  const days: { bs: YMD; ad: YMD }[] = [];
  let jdn = bsYearStartJdn(CHECK_FIRST);
  for (let year = CHECK_FIRST; year <= CHECK_LAST; year++)
    for (let month = 1; month <= 12; month++)
      for (let day = 1; day <= bsMonthLength(year, month); day++)
        days.push({ bs: { year, month, day }, ad: jdnToGregorian(jdn++) });
  return days;
}

/**
 * Where a day falls for the verdict: a published year (BS ≤ 2083), the days of 2062 that move
 * with its disputed Baisakh/Jestha split (ADR 010: we publish 31/31, most tables copy 30/32), or
 * the accepted projection (2084 on).
 */
type Kind = 'published' | 'disputed' | 'projected';
function kindOf(bs: YMD): Kind {
  if (bs.year > OFFICIAL_LAST_YEAR) return 'projected';
  if (bs.year === 2062 && bs.month <= 2) return 'disputed';
  return 'published';
}

interface Check {
  /** Days (either direction) answered differently from the table, by kind, with their BS years. */
  wrong: Record<Kind, { days: number; years: Set<number> }>;
  /** Days the library refused (threw, or answered something that is not a date). */
  noAnswer: { days: number; years: Set<number> };
  /** Per day of the check: 1 where the library answered both directions. */
  answered: Uint8Array;
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

const tally = (): { days: number; years: Set<number> } => ({ days: 0, years: new Set() });

export function check(peer: Peer, days: { bs: YMD; ad: YMD }[]): Check {
  const result: Check = {
    wrong: { published: tally(), disputed: tally(), projected: tally() },
    noAnswer: tally(),
    answered: new Uint8Array(days.length),
  };
  for (const [i, { bs, ad }] of days.entries()) {
    const gotAd = attempt(() => peer.readAd(peer.bsToAd(peer.bsInput(bs))));
    const gotBs = attempt(() => peer.readBs(peer.adToBs(peer.adInput(ad))));
    const bad = result.wrong[kindOf(bs)];
    if (isDate(gotAd) && isDate(gotBs)) result.answered[i] = 1;
    else {
      result.noAnswer.days++;
      result.noAnswer.years.add(bs.year);
    }
    if ((isDate(gotAd) && !same(gotAd, ad)) || (isDate(gotBs) && !same(gotBs, bs))) {
      bad.days++;
      bad.years.add(bs.year);
    }
  }
  return result;
}

/** "2081–2083, 2088" from a set of years. */
function yearRanges(years: Set<number>): string {
  const sorted = [...years].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.length <= 4
    ? parts.join(', ')
    : `${sorted[0]}–${sorted.at(-1)}, ${sorted.length} of its years`;
}

type Loop = (fn: (x: unknown) => unknown, inputs: unknown[], n: number, out: unknown[]) => void;
/**
 * A fresh copy of the timing loop for every measured function, so each call site sees one
 * function only (a shared loop would be megamorphic and slow the fast candidates most). The
 * answers are stored, so no allocation can be optimised away.
 */
let loops = 0;
function freshLoop(): Loop {
  // The numbered comment makes each source unique: V8 caches `new Function` by source text, and
  // identical copies would share one function's type feedback.
  return new Function(
    'fn',
    'inputs',
    'n',
    'out',
    `// loop ${++loops}\nconst mask = inputs.length - 1; for (let i = 0; i < n; i++) out[i & 1023] = fn(inputs[i & mask]);`,
  ) as Loop;
}

/** CPU milliseconds of this process (user + system): the machine is shared, wall time is not ours. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Calls per second of CPU time: best of ROUNDS rounds of about ROUND_MS each. CPU time leaves
 * out the time other processes hold the core; the best round the least disturbed one.
 */
export function rate(fn: (x: never) => unknown, inputs: unknown[]): number {
  const loop = freshLoop();
  const call = fn as (x: unknown) => unknown;
  const out: unknown[] = new Array(1024);
  // Warm up with many short calls: V8 optimises a function by its calls, and a long first
  // call can stay in slower code for the whole round.
  for (let k = 0; k < 200; k++) loop(call, inputs, 2048, out);
  let n = 1024;
  for (;;) {
    const t0 = cpuMs();
    loop(call, inputs, n, out);
    const ms = cpuMs() - t0;
    if (ms >= ROUND_MS / 2 || n >= 1 << 26) {
      n = Math.max(1024, Math.round((n * ROUND_MS) / Math.max(ms, 0.01)));
      break;
    }
    n *= 2;
  }
  let best = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = cpuMs();
    loop(call, inputs, n, out);
    const ms = cpuMs() - t0;
    if (ms > 0) best = Math.max(best, (n / ms) * 1000);
  }
  return best;
}

/**
 * The floor: what a conversion costs when it is nothing but index arithmetic on (year, month,
 * day), one Int32Array load of a packed answer and a new `{year, month, day}` — no validation.
 */
export function floorConverters(days: { bs: YMD; ad: YMD }[]): {
  bsToAd: (d: YMD) => YMD;
  adToBs: (d: YMD) => YMD;
} {
  const pack = (d: YMD): number => (d.year << 10) | (d.month << 6) | d.day;
  const bsBase = CHECK_FIRST;
  const adBase = days[0]!.ad.year;
  const adOfBs = new Int32Array((CHECK_LAST - bsBase + 1) * 384);
  const bsOfAd = new Int32Array((days.at(-1)!.ad.year - adBase + 1) * 384);
  for (const { bs, ad } of days) {
    adOfBs[(bs.year - bsBase) * 384 + bs.month * 32 + bs.day - 33] = pack(ad);
    bsOfAd[(ad.year - adBase) * 384 + ad.month * 32 + ad.day - 33] = pack(bs);
  }
  return {
    bsToAd: (d) => {
      const v = adOfBs[(d.year - bsBase) * 384 + d.month * 32 + d.day - 33]!;
      return { year: v >> 10, month: (v >> 6) & 15, day: v & 63 };
    },
    adToBs: (d) => {
      const v = bsOfAd[(d.year - adBase) * 384 + d.month * 32 + d.day - 33]!;
      return { year: v >> 10, month: (v >> 6) & 15, day: v & 63 };
    },
  };
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

export function benchConversions(): void {
  // The first conversion in a BS year fills that year of the direct tables (ADR 160).
  const t0 = performance.now();
  bsToAd({ year: 2081, month: 1, day: 1 });
  const buildMs = performance.now() - t0;
  const tables = directTables('official');
  const tableKb = (tables.adOfBs.byteLength + tables.bsOfAd.byteLength) / 1024;
  const days = referenceDays();

  // ── correctness, before any timing ──
  const checks = new Map<Peer, Check>();
  for (const peer of PEERS) checks.set(peer, check(peer, days));
  // Correct: no wrong day in a published year. A disputed or projected day, or a day the
  // library declines (outside its range), does not disqualify it; all are printed.
  const correct = PEERS.filter((p) => checks.get(p)!.wrong.published.days === 0);

  // ── the timed dates: BS CHECK_FIRST–(CHECK_LAST − 1) on which every library answers ──
  const rand = rng(2082);
  const bsDates: YMD[] = [];
  const adDates: YMD[] = [];
  const lastYearDays = days.length - days.findIndex((d) => d.bs.year === CHECK_LAST);
  let skipped = 0;
  while (bsDates.length < SAMPLE) {
    const i = Math.floor(rand() * (days.length - lastYearDays));
    const { bs, ad } = days[i]!;
    if (!PEERS.every((p) => checks.get(p)!.answered[i] === 1)) {
      skipped++;
      continue;
    }
    bsDates.push({ year: bs.year, month: bs.month, day: bs.day });
    adDates.push({ year: ad.year, month: ad.month, day: ad.day });
  }

  const floor = floorConverters(days);
  const rows: { name: string; bsToAd: number; adToBs: number; peer?: Peer }[] = [];
  rows.push({
    name: 'floor (index + 1 load + alloc)',
    bsToAd: rate(floor.bsToAd, bsDates),
    adToBs: rate(floor.adToBs, adDates),
  });
  rows.push({ name: '@patro/calendar', bsToAd: rate(bsToAd, bsDates), adToBs: rate(adToBs, adDates) });
  for (const peer of PEERS) {
    rows.push({
      name: `${peer.name} ${peer.version}`,
      bsToAd: rate(peer.bsToAd, bsDates.map(peer.bsInput)),
      adToBs: rate(peer.adToBs, adDates.map(peer.adInput)),
      peer,
    });
  }

  const ours = rows[1]!;
  const fastest = (dir: 'bsToAd' | 'adToBs', among: typeof rows) =>
    among.filter((r) => r.peer).reduce((a, b) => (b[dir] > a[dir] ? b : a));
  const correctRows = rows.filter((r) => r.peer && correct.includes(r.peer));

  console.log(
    `Conversions per second — ${SAMPLE.toLocaleString('en-US')} random dates in BS ${CHECK_FIRST}–${CHECK_LAST - 1} that every library answers (${skipped} drawn dates skipped); calls per second of CPU time, best of ${ROUNDS} rounds of ~${ROUND_MS} ms; host time zone ${Intl.DateTimeFormat().resolvedOptions().timeZone}`,
  );
  console.log(
    `Correctness: every day of BS ${CHECK_FIRST}–${CHECK_LAST} (${days.length.toLocaleString('en-US')} days), both directions, against the published month table (official to 2083, projected after)\n`,
  );
  const header = `  ${'library'.padEnd(38)} ${'BS→AD/s'.padStart(13)} ${'ours ×'.padStart(7)} ${'AD→BS/s'.padStart(13)} ${'ours ×'.padStart(7)}  correct?`;
  console.log(header);
  for (const r of rows) {
    const c = r.peer ? checks.get(r.peer) : undefined;
    const verdict = !c ? '' : c.wrong.published.days === 0 ? 'yes' : 'NO';
    const ratio = (x: number, y: number): string => (r === ours ? '' : `${(x / y).toFixed(1)}×`);
    console.log(
      `  ${r.name.padEnd(38)} ${fmt(r.bsToAd).padStart(13)} ${ratio(ours.bsToAd, r.bsToAd).padStart(7)} ${fmt(r.adToBs).padStart(13)} ${ratio(ours.adToBs, r.adToBs).padStart(7)}  ${verdict}`,
    );
  }
  console.log(
    "  (ours × = our rate ÷ that row's rate; against the floor it shows how far we are from the limit)\n",
  );
  const where = (t: { days: number; years: Set<number> }): string =>
    t.days === 0 ? '0' : `${t.days} (BS ${yearRanges(t.years)})`;
  console.log(
    `  Days answered differently from our table, either direction, of ${days.length.toLocaleString('en-US')}:`,
  );
  console.log(
    `  ${'library'.padEnd(38)} ${'published years'.padEnd(34)} ${'2062 split'.padEnd(11)} ${'projection 2084–'.padEnd(24)} no answer`,
  );
  for (const peer of PEERS) {
    const c = checks.get(peer)!;
    console.log(
      `  ${`${peer.name} ${peer.version}`.padEnd(38)} ${where(c.wrong.published).padEnd(34)} ${String(c.wrong.disputed.days).padEnd(11)} ${where(c.wrong.projected).padEnd(24)} ${where(c.noAnswer)}`,
    );
  }
  if (correctRows.length === 0) {
    console.log('  no library answers every day correctly');
  } else {
    const fb = fastest('bsToAd', correctRows);
    const fa = fastest('adToBs', correctRows);
    console.log(
      `  against the fastest correct library: BS→AD ${(ours.bsToAd / fb.bsToAd).toFixed(1)}× ${fb.name} (target ≥ 10×), AD→BS ${(ours.adToBs / fa.adToBs).toFixed(1)}× ${fa.name} (target ≥ 6×)`,
    );
  }
  console.log(
    `  our first conversion (allocates the direct tables, ${Math.round(tableKb)} KB, and fills its BS year): ${buildMs.toFixed(2)} ms`,
  );
  const anyB = fastest('bsToAd', rows);
  const anyA = fastest('adToBs', rows);
  console.log(
    `  against the fastest library, right or wrong: BS→AD ${(ours.bsToAd / anyB.bsToAd).toFixed(1)}× ${anyB.name}, AD→BS ${(ours.adToBs / anyA.adToBs).toFixed(1)}× ${anyA.name}\n`,
  );
}
