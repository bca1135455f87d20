/**
 * Accuracy report of the computed (Surya Siddhanta) and drik models against published data.
 * Run: npm run accuracy -w @patro/calendar  (reads the published data committed in
 * test/fixtures/published).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drik } from '../src/astro/drik.js';
import type { PositionModel } from '../src/astro/model.js';
import { bsMonthStart, type MonthRuleOptions, type MonthStart } from '../src/astro/months.js';
import { sunEvents } from '../src/astro/rise-set.js';
import { findSankranti } from '../src/astro/sankranti.js';
import { suryaSiddhantaSunEvents } from '../src/astro/ss-sunrise.js';
import { suryaSiddhanta } from '../src/astro/surya-siddhanta.js';
import { bsMonthLength, bsToJdn } from '../src/civil/bs.js';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import { festivalAgreement } from '../src/festivals/agreement.js';
import {
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseYogaLabel,
} from '../src/format/labels.js';
import { nsForJdn, nsNewYearJdn } from '../src/ns/index.js';
import { officialYearInfo } from '../src/official/index.js';
import { elongation, lunarMonthAt, nakshatraAt, yogaAt } from '../src/panchanga/core.js';
import { dayAnchor, panchangaForDay } from '../src/panchanga/day.js';
import { KATHMANDU } from '../src/types.js';

const here = dirname(fileURLToPath(import.meta.url));
const reference = resolve(here, '../test/fixtures/published');
const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(2)} %`;

// ── Month lengths ────────────────────────────────────────────────────────────────────────────
interface MonthTable {
  years: Record<string, number[]>;
  alternatives: Record<string, { months: number[]; sources: string[] }[]>;
}
const table = JSON.parse(readFileSync(resolve(reference, 'bs-month-lengths.json'), 'utf8')) as MonthTable;
const familyB = (y: number): number[] =>
  table.alternatives[String(y)]?.find((a) => a.sources.includes('opensource-nepal/node-nepali-datetime'))
    ?.months ?? table.years[String(y)]!;

function startsOf(lengths: (y: number) => number[], from: number, to: number): Map<string, number> {
  const starts = new Map<string, number>();
  let j = 2430829; // BS 2000-01-01
  for (let y = 2000; y <= to; y++)
    for (let m = 1; m <= 12; m++) {
      starts.set(`${y}-${m}`, j);
      j += lengths(y)[m - 1]!;
    }
  j = 2430829;
  for (let y = 1999; y >= from; y--)
    for (let m = 12; m >= 1; m--) {
      j -= lengths(y)[m - 1]!;
      starts.set(`${y}-${m}`, j);
    }
  return starts;
}

/**
 * The product's reference table (ADR 010): the shipped official/projected table for BS 1970–2099
 * (published consensus with the recorded decisions on disputed splits, family-B projection), and
 * for 1901–1969, where only NepDate and kbwood exist and disagree in six years, either variant.
 */
const productStarts = new Map<string, Set<number>>();
for (let y = 1970; y <= 2100; y++)
  for (let m = 1; m <= 12; m++)
    productStarts.set(`${y}-${m}`, new Set([bsToJdn({ year: y, month: m, day: 1 })]));
{
  const nepDate = startsOf((y) => table.years[String(y)]!, 1901, 2100);
  for (let y = 1901; y <= 1969; y++) {
    const next = y === 1969 ? bsToJdn({ year: 1970, month: 1, day: 1 }) : nepDate.get(`${y + 1}-1`)!;
    const variants = [table.years[String(y)]!, ...(table.alternatives[String(y)] ?? []).map((a) => a.months)];
    for (let m = 1; m <= 12; m++) productStarts.set(`${y}-${m}`, new Set());
    for (const v of variants) {
      let j = next;
      for (let m = 12; m >= 1; m--) {
        j -= v[m - 1]!;
        productStarts.get(`${y}-${m}`)!.add(j);
      }
    }
  }
}

type StartFn = (y: number, m: number) => MonthStart;
const ssStart =
  (model: PositionModel, options: MonthRuleOptions = {}): StartFn =>
  (y, m) =>
    bsMonthStart(y, m, model, options);
const missLabel = (st: MonthStart, y: number, m: number): string =>
  `${y}-${String(m).padStart(2, '0')} (${st.rule}, ${st.minutesFromCutoff.toFixed(1)} min from cutoff)`;

interface MonthScore {
  /** Starts/lengths vs the product table per range 1901–1969, 1970–1999, 2000–2083, 2084–2099. */
  pStarts: number[];
  pLengths: number[];
  /** Same vs raw NepDate (family B 2084–2099). */
  nStarts: number[];
  nLengths: number[];
  n: number[];
  pMisses: string[];
  nMisses: string[];
  /** BS 2100–2199 vs NepDate (extrapolated): starts, lengths of 1200. */
  late: [number, number];
}
const RANGES = [
  [1901, 1969],
  [1970, 1999],
  [2000, 2083],
  [2084, 2099],
] as const;
const nepDateStarts = startsOf(
  (y) => (y >= 2084 && y <= 2099 ? familyB(y) : table.years[String(y)]!),
  1901,
  2199,
);
function scoreMonths(startFn: StartFn): MonthScore {
  const cache = new Map<string, MonthStart>();
  const st = (y: number, m: number): MonthStart => {
    const k = `${y}-${m}`;
    let v = cache.get(k);
    if (v === undefined) {
      v = startFn(y, m);
      cache.set(k, v);
    }
    return v;
  };
  const next = (y: number, m: number): [number, number] => (m === 12 ? [y + 1, 1] : [y, m + 1]);
  const r: MonthScore = {
    pStarts: [],
    pLengths: [],
    nStarts: [],
    nLengths: [],
    n: [],
    pMisses: [],
    nMisses: [],
    late: [0, 0],
  };
  for (const [a, b] of RANGES) {
    let ps = 0;
    let pl = 0;
    let ns = 0;
    let nl = 0;
    let n = 0;
    for (let y = a; y <= b; y++)
      for (let m = 1; m <= 12; m++) {
        n++;
        const [y2, m2] = next(y, m);
        const s = st(y, m);
        const s2 = st(y2, m2);
        const ok = productStarts.get(`${y}-${m}`)!.has(s.jdn);
        if (ok) ps++;
        else r.pMisses.push(missLabel(s, y, m));
        if (ok && productStarts.get(`${y2}-${m2}`)!.has(s2.jdn)) pl++;
        const okN = nepDateStarts.get(`${y}-${m}`) === s.jdn;
        if (okN) ns++;
        else r.nMisses.push(missLabel(s, y, m));
        // NepDate lengths as in earlier reports: equal length, whatever the absolute start
        if (s2.jdn - s.jdn === nepDateStarts.get(`${y2}-${m2}`)! - nepDateStarts.get(`${y}-${m}`)!) nl++;
      }
    r.pStarts.push(ps);
    r.pLengths.push(pl);
    r.nStarts.push(ns);
    r.nLengths.push(nl);
    r.n.push(n);
  }
  const nep = startsOf((y) => table.years[String(y)]!, 1901, 2199);
  for (let y = 2100; y <= 2199; y++)
    for (let m = 1; m <= 12; m++) {
      const [y2, m2] = next(y, m);
      if (nep.get(`${y}-${m}`) === st(y, m).jdn) r.late[0]++;
      if (st(y2, m2).jdn - st(y, m).jdn === table.years[String(y)]![m - 1]) r.late[1]++;
    }
  return r;
}
const sum = (a: number[]): number => a.reduce((x, y) => x + y, 0);

function monthReport(label: string, startFn: StartFn, detail = true): MonthScore {
  console.log(`\n## Month starts and lengths, ${label}, vs published tables`);
  const sc = scoreMonths(startFn);
  const N = sum(sc.n);
  const rangeText = (s: number[], l: number[]): string =>
    RANGES.map(
      ([a, b], i) =>
        `   ${a}–${b}: starts ${s[i]}/${sc.n[i]}, lengths ${l[i]}/${sc.n[i]} (${pct(l[i]!, sc.n[i]!)})`,
    ).join('\n');
  console.log(
    `vs the product table (ADR 010; 1901–1969 either published variant):\n${rangeText(sc.pStarts, sc.pLengths)}\n   BS 1901–2099: starts ${sum(sc.pStarts)}/${N} (${pct(sum(sc.pStarts), N)}), lengths ${sum(sc.pLengths)}/${N} (${pct(sum(sc.pLengths), N)})`,
  );
  if (detail) console.log(`   misses: ${sc.pMisses.join('; ')}`);
  console.log(
    `vs raw NepDate (family B projection 2084–2099):\n${rangeText(sc.nStarts, sc.nLengths)}\n   BS 1901–2099: starts ${sum(sc.nStarts)}/${N} (${pct(sum(sc.nStarts), N)}), lengths ${sum(sc.nLengths)}/${N} (${pct(sum(sc.nLengths), N)})`,
  );
  if (detail) console.log(`   misses: ${sc.nMisses.join('; ')}`);
  if (detail) {
    const famA = startsOf((y) => table.years[String(y)]!, 1901, 2199);
    let s = 0;
    for (let y = 2084; y <= 2099; y++)
      for (let m = 1; m <= 12; m++) if (famA.get(`${y}-${m}`) === startFn(y, m).jdn) s++;
    console.log(`BS 2084–2099 vs NepDate's own projection (hamropatro family A): starts ${s}/192`);
  }
  console.log(
    `BS 2100–2199 vs NepDate (extrapolated, informative): starts ${sc.late[0]}/1200, lengths ${sc.late[1]}/1200`,
  );
  return sc;
}

const adopted = monthReport(
  'Surya Siddhanta sankrantis + civil-day rule (Karka/Makara by SS sunrise/sunset, adopted)',
  ssStart(suryaSiddhanta),
);
monthReport(
  'Surya Siddhanta, Karka/Makara by astronomical sunrise/sunset (rule before 2026-11)',
  ssStart(suryaSiddhanta, { exceptionSunrise: 'astronomical' }),
  false,
);
monthReport('drik (Lahiri) sankrantis + civil-day rule (astronomical sunrise)', ssStart(drik), false);

// ── Class-dependent night rules (ADR 020, "Sankranti classes"; none adopted) ─────────────────
// Dharma Sindhu's punya-kala windows: Vishuva (Mesha, Tula) 15 ghatis before and after; Ayana
// (Karka 30 before, Makara 40 after: the existing exceptions); Vishnupadi (Vrishabha, Simha,
// Vrischika, Kumbha) 16 ghatis BEFORE; Shadashiti-mukha (Mithuna, Kanya, Dhanu, Meena) 16 AFTER.
// Each variant changes only normal-rashi sankrantis at night (between sunset and sunrise); day
// sankrantis and Karka/Makara keep the adopted rule.
{
  const GHATI = 1 / 60; // of a day (24 min)
  type SankrantiClass = 'vishuva' | 'ayana' | 'vishnupadi' | 'shadashiti';
  const classOf = (rashi: number): SankrantiClass =>
    rashi === 1 || rashi === 7
      ? 'vishuva'
      : rashi === 4 || rashi === 10
        ? 'ayana'
        : rashi % 3 === 2
          ? 'vishnupadi'
          : 'shadashiti';
  /** Night context: the midnight between the two candidate days and their sunset/sunrise. */
  interface Night {
    t: number;
    rashi: number;
    cls: SankrantiClass;
    midnight: number;
    earlier: number;
    sunset: (ss: boolean) => number;
    sunrise: (ss: boolean) => number;
  }
  /** A variant returns the cutoff instant: sankranti before it → earlier day, else the later day. */
  const variant =
    (cutoff: (n: Night) => number): StartFn =>
    (y, m) => {
      const st = bsMonthStart(y, m);
      if (st.rule !== 'night-before-midnight' && st.rule !== 'night-after-midnight') return st;
      const later = st.rule === 'night-after-midnight' ? st.jdn : st.jdn + 1;
      const n: Night = {
        t: st.sankranti,
        rashi: m,
        cls: classOf(m),
        midnight: st.cutoff,
        earlier: later - 1,
        sunset: (ss) =>
          ss ? suryaSiddhantaSunEvents(later - 1, KATHMANDU).sunset : sunEvents(later - 1, KATHMANDU).sunset!,
        sunrise: (ss) =>
          ss ? suryaSiddhantaSunEvents(later, KATHMANDU).sunrise : sunEvents(later, KATHMANDU).sunrise!,
      };
      const c = cutoff(n);
      const jdn = st.sankranti < c ? later - 1 : later;
      return {
        ...st,
        jdn,
        cutoff: Number.isFinite(c) ? c : st.cutoff,
        minutesFromCutoff: (st.sankranti - (Number.isFinite(c) ? c : st.cutoff)) * 1440,
      };
    };
  const byClass =
    (v: number | ((n: Night) => number), s: number | ((n: Night) => number)) =>
    (n: Night): number => {
      const f = n.cls === 'vishnupadi' ? v : n.cls === 'shadashiti' ? s : 0;
      return typeof f === 'number' ? n.midnight + f : f(n);
    };
  const variants: [string, StartFn][] = [
    [
      'A. punya-kala side: Vishnupadi at night → the earlier day (window before it), Shadashiti at night → the later day (window after it); Vishuva by midnight',
      variant(byClass(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)),
    ],
    ['A1. Vishnupadi at night → the earlier day only', variant(byClass(Number.POSITIVE_INFINITY, 0))],
    [
      'A2. Shadashiti at night → the later day only (also Nirnaya Sindhu\'s "60 ghatis after")',
      variant(byClass(0, Number.NEGATIVE_INFINITY)),
    ],
    [
      'B. the civil day holding most of the 16-ghati window: cutoff midnight + 8 ghatis (Vishnupadi), − 8 ghatis (Shadashiti)',
      variant(byClass(8 * GHATI, -8 * GHATI)),
    ],
    [
      'C. window reaches daylight (astronomical sunset/sunrise): Vishnupadi → earlier day iff sankranti − 16 gh ≤ sunset; Shadashiti → later day iff sankranti + 16 gh ≥ sunrise',
      variant(
        byClass(
          (n) => n.sunset(false) + 16 * GHATI,
          (n) => n.sunrise(false) - 16 * GHATI,
        ),
      ),
    ],
    [
      'C′. same with the SS sunrise/sunset',
      variant(
        byClass(
          (n) => n.sunset(true) + 16 * GHATI,
          (n) => n.sunrise(true) - 16 * GHATI,
        ),
      ),
    ],
    [
      'D. 1 ghati toward the window: cutoff midnight + 1 gh (Vishnupadi), − 1 gh (Shadashiti)',
      variant(byClass(GHATI, -GHATI)),
    ],
    [
      "E. 1 ghati later for both classes (the misses' direction, not the texts')",
      variant(byClass(GHATI, GHATI)),
    ],
    ['E1. 1 ghati later, Vishnupadi only', variant(byClass(GHATI, 0))],
    ['E2. ½ ghati later, Vishnupadi only', variant(byClass(GHATI / 2, 0))],
    [
      'F. per-rashi fit (no class rule): Kumbha only, cutoff midnight + 1 ghati',
      variant((n) => n.midnight + (n.rashi === 11 ? GHATI : 0)),
    ],
  ];
  // Best cutoff (minutes from midnight) per class and per rashi, fitted freely against P: night sankrantis only.
  {
    const pts = new Map<string, { dm: number; early: boolean; late: boolean }[]>();
    for (let y = 1901; y <= 2099; y++)
      for (let m = 1; m <= 12; m++) {
        const st = bsMonthStart(y, m);
        if (st.rule !== 'night-before-midnight' && st.rule !== 'night-after-midnight') continue;
        const later = st.rule === 'night-after-midnight' ? st.jdn : st.jdn + 1;
        const p = productStarts.get(`${y}-${m}`)!;
        const pt = { dm: st.minutesFromCutoff, early: p.has(later - 1), late: p.has(later) };
        for (const k of [classOf(m), `rashi ${m}`]) pts.set(k, [...(pts.get(k) ?? []), pt]);
      }
    const lines: string[] = [];
    const order = (k: string): number => (k.startsWith('rashi') ? Number(k.slice(6)) : -1);
    for (const [k, arr] of [...pts].sort((a, b) => order(a[0]) - order(b[0]) || a[0].localeCompare(b[0]))) {
      const res: [number, number][] = [];
      for (let c = -60; c <= 60; c += 0.5)
        res.push([c, arr.filter((o) => (o.dm < c ? !o.early : !o.late)).length]);
      const min = Math.min(...res.map((x) => x[1]));
      const at = res.filter((x) => x[1] === min).map((x) => x[0]);
      lines.push(
        `${k}: ${arr.length} night sankrantis, best ${min} misses at cutoff ${at[0]}…${at[at.length - 1]} min (midnight: ${res.find((x) => x[0] === 0)![1]})`,
      );
    }
    console.log(
      `\n## Best free cutoff per class / rashi vs P (1901–2099, night sankrantis)\n   ${lines.join('\n   ')}`,
    );
  }
  console.log(
    '\n## Class-dependent night rules (Dharma Sindhu punya-kala classes; ADR 020, none adopted)\n' +
      `   adopted rule: P starts ${adopted.pStarts.join('/')} lengths ${sum(adopted.pLengths)}; N starts ${adopted.nStarts.join('/')} lengths ${sum(adopted.nLengths)}`,
  );
  const cap = (xs: string[], n = 24): string =>
    xs.length === 0
      ? '—'
      : xs.length <= n
        ? xs.join(' ')
        : `${xs.slice(0, n).join(' ')} … and ${xs.length - n} more`;
  const base = new Set(adopted.pMisses.map((x) => x.slice(0, 7)));
  const baseN = new Set(adopted.nMisses.map((x) => x.slice(0, 7)));
  for (const [label, fn] of variants) {
    const sc = scoreMonths(fn);
    const N = sum(sc.n);
    const keys = new Set(sc.pMisses.map((x) => x.slice(0, 7)));
    const keysN = new Set(sc.nMisses.map((x) => x.slice(0, 7)));
    console.log(
      `\n${label}\n   P starts ${sc.pStarts.join('/')} = ${sum(sc.pStarts)}, lengths ${sc.pLengths.join('/')} = ${sum(sc.pLengths)}/${N} (${pct(sum(sc.pLengths), N)})` +
        `\n   N starts ${sc.nStarts.join('/')} = ${sum(sc.nStarts)}, lengths ${sum(sc.nLengths)}/${N} (${pct(sum(sc.nLengths), N)}); 2100–2199 vs NepDate starts ${sc.late[0]}/1200` +
        `\n   P fixed: ${cap([...base].filter((k) => !keys.has(k)))}; P broken: ${cap([...keys].filter((k) => !base.has(k)))}` +
        `\n   N fixed: ${cap([...baseN].filter((k) => !keysN.has(k)))}; N broken: ${cap([...keysN].filter((k) => !baseN.has(k)))}` +
        `\n   P misses (${sc.pMisses.length}): ${sc.pMisses.length <= 24 ? sc.pMisses.join('; ') : '(see "P broken")'}`,
    );
  }
}

// ── Day data ─────────────────────────────────────────────────────────────────────────────────
interface OfficialDay {
  bs: string;
  ad: string;
  tithi: number | null;
  nakshatra_np: string;
  yoga_np: string;
  lunar_month_np: string;
  ns: { year: number; month_np: string; paksha: 'thwa' | 'ga' };
}
console.log(
  "\n## Udaya tithi at Kathmandu sunrise vs published BS 2076–2083 (ADR 070: the patro's tithi is SS;\n" +
    "   2082 and 2083 files carry an app's drik display, measured against drik)",
);
const dayChecks = { lm: 0, ns: 0, nDays: 0 };
const sid = { nSS: 0, nDrik: 0, ySS: 0, yDrik: 0, n: 0 };
const totals = { ss: 0, n: 0 };
/** Per-year tithi figures for the closing table. */
const tithiByYear = new Map<number, { ss: number; drik: number; n: number; method: string }>();
for (let y = 2076; y <= 2083; y++) {
  const days = (
    JSON.parse(readFileSync(resolve(reference, `official/bs-${y}.json`), 'utf8')) as { days: OfficialDay[] }
  ).days;
  const method = officialYearInfo(y)!.tithiMethod;
  const c = { ss: 0, dk: 0, n: 0 };
  for (const d of days) {
    const [Y, M, D] = d.ad.split('-').map(Number) as [number, number, number];
    const jdn = gregorianToJdn({ year: Y, month: M, day: D });
    const rise = dayAnchor(jdn, KATHMANDU);
    if (d.lunar_month_np && d.ns) {
      dayChecks.nDays++;
      const pub = parseLunarMonthLabel(d.lunar_month_np);
      const lm = lunarMonthAt(rise, suryaSiddhanta);
      if (pub && pub.month === lm.label && pub.adhik === lm.labelAdhik) dayChecks.lm++;
      const ns = nsForJdn(jdn);
      if (ns.year === d.ns.year && ns.month === parseNsMonthLabel(d.ns.month_np) && ns.paksha === d.ns.paksha)
        dayChecks.ns++;
    }
    if (d.tithi === null) continue;
    c.n++;
    if (d.nakshatra_np && d.yoga_np) {
      sid.n++;
      const nk = parseNakshatraLabel(d.nakshatra_np);
      const yg = parseYogaLabel(d.yoga_np);
      if (nakshatraAt(rise, suryaSiddhanta) === nk) sid.nSS++;
      if (nakshatraAt(rise, drik) === nk) sid.nDrik++;
      if (yogaAt(rise, suryaSiddhanta) === yg) sid.ySS++;
      if (yogaAt(rise, drik) === yg) sid.yDrik++;
    }
    if (Math.floor(elongation(rise, suryaSiddhanta) / 12) + 1 === d.tithi) c.ss++;
    if (Math.floor(elongation(rise, drik) / 12) + 1 === d.tithi) c.dk++;
  }
  if (method === 'surya-siddhanta') {
    totals.ss += c.ss;
    totals.n += c.n;
  }
  tithiByYear.set(y, { ss: c.ss, drik: c.dk, n: c.n, method });
  console.log(
    `BS ${y} (file: ${method}): SS ${c.ss}/${c.n} (${pct(c.ss, c.n)}), drik ${c.dk}/${c.n} (${pct(c.dk, c.n)})`,
  );
}
console.log(
  `BS 2076–2081 (the patro's SS tithis): SS ${totals.ss}/${totals.n} (${pct(totals.ss, totals.n)})`,
);
console.log(
  `\n## Nakshatra / yoga at sunrise, BS 2076–2082: nakshatra SS ${pct(sid.nSS, sid.n)}, drik ${pct(sid.nDrik, sid.n)}; yoga SS ${pct(sid.ySS, sid.n)}, drik ${pct(sid.yDrik, sid.n)} (computed mode uses drik for these, ADR 021)`,
);
const nd = dayChecks.nDays;
console.log(
  `## Lunar month label (purnimanta, adhik), every published day (2076–2082): SS ${dayChecks.lm}/${nd} (${pct(dayChecks.lm, nd)})`,
);
console.log(
  `## NS year/month/paksha of every published day (2076–2082): SS ${dayChecks.ns}/${nd} (${pct(dayChecks.ns, nd)})`,
);
const nsNewYears: Record<number, string> = {
  1140: '2019-10-29',
  1141: '2020-11-16',
  1142: '2021-11-05',
  1143: '2022-10-26',
  1144: '2023-11-14',
  1145: '2024-11-02',
  1146: '2025-10-22',
};
let nyOk = 0;
for (const [ns, ad] of Object.entries(nsNewYears)) {
  const [Y, M, D] = ad.split('-').map(Number) as [number, number, number];
  if (nsNewYearJdn(Number(ns) + 879) === gregorianToJdn({ year: Y, month: M, day: D })) nyOk++;
}
console.log(`## NS new year NS 1140–1146: ${nyOk}/7`);

// ── drik vs SS ───────────────────────────────────────────────────────────────────────────────
console.log('\n## drik vs Surya Siddhanta');
const diffs: number[] = [];
for (let y = 2000; y <= 2030; y++)
  for (let r = 1; r <= 12; r++) {
    const guess = 2451545 + (y - 2000) * 365.2422 + 104 + (r - 1) * 30.44;
    diffs.push((findSankranti(suryaSiddhanta, r, guess) - findSankranti(drik, r, guess)) * 24);
  }
diffs.sort((a, b) => a - b);
console.log(
  `sankranti SS − drik, 2000–2030: min ${diffs[0]!.toFixed(1)} h, median ${diffs[diffs.length >> 1]!.toFixed(1)} h, max ${diffs[diffs.length - 1]!.toFixed(1)} h`,
);
let same = 0;
let total = 0;
const first = gregorianToJdn({ year: 2020, month: 1, day: 1 });
for (let jdn = first; jdn < first + 3653; jdn++) {
  const rise = dayAnchor(jdn, KATHMANDU);
  total++;
  if (Math.floor(elongation(rise, suryaSiddhanta) / 12) === Math.floor(elongation(rise, drik) / 12)) same++;
}
console.log(`udaya tithi, 2020–2029: SS and drik agree on ${same}/${total} days (${pct(same, total)})`);
const adhik = (model: PositionModel): string[] => {
  const out: string[] = [];
  let jd = gregorianToJdn({ year: 1900, month: 1, day: 1 });
  const end = gregorianToJdn({ year: 2150, month: 1, day: 1 });
  while (jd < end) {
    const lm = lunarMonthAt(jd, model);
    if (lm.adhik) out.push(`${Math.floor((lm.start - 2451545) / 365.2425 + 2000)}:${lm.amanta}`);
    jd = lm.end + 0.5;
  }
  return out;
};
const a1 = adhik(suryaSiddhanta);
const a2 = adhik(drik);
const only1 = a1.filter((x) => !a2.includes(x));
const only2 = a2.filter((x) => !a1.includes(x));
console.log(
  `adhik months 1900–2150: SS ${a1.length}, drik ${a2.length}, SS only ${only1.length}, drik only ${only2.length} (AD year:amanta month, 1 = Chaitra)\n   SS only: ${only1.join(' ')}\n   drik only: ${only2.join(' ')}`,
);

// ── Speed ────────────────────────────────────────────────────────────────────────────────────
console.log('\n## Speed (a year of panchanga for one place, cold caches)');
for (const [mode, start] of [
  ['computed', gregorianToJdn({ year: 2031, month: 1, day: 1 })],
  ['drik', gregorianToJdn({ year: 2033, month: 1, day: 1 })],
] as const) {
  let t0 = performance.now();
  for (let j = start; j < start + 365; j++) panchangaForDay(j, { mode });
  const a = performance.now() - t0;
  t0 = performance.now();
  for (let j = start; j < start + 365; j++) {
    const d = panchangaForDay(j, { mode });
    void d.moonrise;
    void d.moonset;
  }
  console.log(
    `${mode}: ${a.toFixed(0)} ms; moonrise/moonset for the year in addition: ${(performance.now() - t0).toFixed(0)} ms`,
  );
}

// ── Per year ─────────────────────────────────────────────────────────────────────────────────
// Month lengths: the shipped (official) table and the computed (SS) table against the published
// variant the official table follows (bs-month-lengths.json: main column or a listed alternative;
// before BS 2000 only two tables exist and they disagree, so no target applies there). Tithi: the
// SS model at Kathmandu sunrise against the published tithi (2082, 2083: the file is an app's drik
// display, so drik is given too). Festivals: computed mode against every published festival day.
console.log('\n## Per year (computed = the Surya Siddhanta model alone)');
console.log('BS    months official  months computed  tithi SS (drik)                   festivals');
const rangeTotals = new Map<string, { off: number; comp: number; n: number }>();
const festTotals = { agree: 0, checked: 0 };
for (let y = 1970; y <= 2083; y++) {
  const variants = [table.years[String(y)]!, ...(table.alternatives[String(y)] ?? []).map((a) => a.months)];
  const official = Array.from({ length: 12 }, (_, i) => bsMonthLength(y, i + 1));
  const computed = Array.from({ length: 12 }, (_, i) => bsMonthLength(y, i + 1, { mode: 'computed' }));
  const same = (a: number[], b: number[]) => a.filter((x, i) => x === b[i]).length;
  const published = variants.reduce((best, v) => (same(official, v) > same(official, best) ? v : best));
  const off = same(official, published);
  const comp = same(computed, published);
  const range = y < 2000 ? '1970–1999' : '2000–2083';
  const r = rangeTotals.get(range) ?? { off: 0, comp: 0, n: 0 };
  r.off += off;
  r.comp += comp;
  r.n += 12;
  rangeTotals.set(range, r);
  const t = tithiByYear.get(y);
  const tithi = t
    ? `${pct(t.ss, t.n)}${t.method === 'drik' ? ` (${pct(t.drik, t.n)}, file drik)` : ''}`
    : '—';
  let fest = '—';
  if (y >= 2076) {
    const a = festivalAgreement(y);
    if (a.checked > 0) {
      fest = `${a.agree}/${a.checked}`;
      festTotals.agree += a.agree;
      festTotals.checked += a.checked;
    } else fest = 'no published events';
  }
  if (y >= 2000 || off < 12 || comp < 12 || y % 10 === 0)
    console.log(
      `${y}  ${String(off).padStart(2)}/12${' '.repeat(10)}${String(comp).padStart(2)}/12${' '.repeat(11)}${tithi.padEnd(34)}${fest}`,
    );
}
console.log('(1970–1999: only decades and years with a miss are listed)');
for (const [range, r] of rangeTotals)
  console.log(
    `BS ${range}: month lengths official ${r.off}/${r.n} (${pct(r.off, r.n)}), computed ${r.comp}/${r.n} (${pct(r.comp, r.n)})`,
  );
console.log(
  `SS tithi at sunrise, BS 2076–2081: ${totals.ss}/${totals.n} (${pct(totals.ss, totals.n)}); festivals 2077–2083: ${festTotals.agree}/${festTotals.checked} (${pct(festTotals.agree, festTotals.checked)})`,
);
