/**
 * Accuracy report of the computed (Surya Siddhanta) and drik models against published data.
 * Run: npm run accuracy -w @patro/calendar  (reads ../shared/reference beside the repository).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drik } from '../src/astro/drik.js';
import type { PositionModel } from '../src/astro/model.js';
import { bsMonthStart, type MonthRuleOptions } from '../src/astro/months.js';
import { findSankranti } from '../src/astro/sankranti.js';
import { suryaSiddhanta } from '../src/astro/surya-siddhanta.js';
import { bsToJdn } from '../src/civil/bs.js';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import {
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseYogaLabel,
} from '../src/format/labels.js';
import { nsForJdn, nsNewYearJdn } from '../src/ns/index.js';
import { elongation, lunarMonthAt, nakshatraAt, yogaAt } from '../src/panchanga/core.js';
import { dayAnchor, panchangaForDay } from '../src/panchanga/day.js';
import { TITHI_REGIMES, tithiMethodForBsYear, tithiModelAt } from '../src/panchanga/regime.js';
import { KATHMANDU } from '../src/types.js';

const here = dirname(fileURLToPath(import.meta.url));
const reference = resolve(here, '../../..', '../shared/reference');
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

function monthReport(
  model: PositionModel,
  label: string,
  options: MonthRuleOptions = {},
  detail = true,
): void {
  console.log(`\n## Month starts and lengths, ${label}, vs published tables`);
  const computed = new Map<string, number>();
  const startOf = (y: number, m: number): number => {
    const k = `${y}-${m}`;
    let v = computed.get(k);
    if (v === undefined) {
      v = bsMonthStart(y, m, model, options).jdn;
      computed.set(k, v);
    }
    return v;
  };
  const missText = (y: number, m: number): string => {
    const st = bsMonthStart(y, m, model, options);
    return `${y}-${String(m).padStart(2, '0')} (${st.rule}, ${st.minutesFromCutoff.toFixed(1)} min from cutoff)`;
  };
  // (a) against raw NepDate (family B after 2083), as in earlier reports
  const ranges: [number, number, string, (y: number) => number[]][] = [
    [1901, 1969, 'NepDate', (y) => table.years[String(y)]!],
    [1970, 1999, 'NepDate', (y) => table.years[String(y)]!],
    [2000, 2083, 'NepDate (consensus)', (y) => table.years[String(y)]!],
    [2084, 2099, 'family B projection', familyB],
    [2084, 2099, 'NepDate (hamropatro family A)', (y) => table.years[String(y)]!],
    [2100, 2199, 'NepDate (extrapolated)', (y) => table.years[String(y)]!],
  ];
  let tot = [0, 0, 0];
  for (const [a, b, name, lengths] of ranges) {
    if (!detail && (b > 2099 || name.includes('family A'))) continue;
    const starts = startsOf(lengths, 1901, 2199);
    let s = 0;
    let l = 0;
    let n = 0;
    const misses: string[] = [];
    for (let y = a; y <= b; y++)
      for (let m = 1; m <= 12; m++) {
        n++;
        const mine = startOf(y, m);
        const next = m === 12 ? startOf(y + 1, 1) : startOf(y, m + 1);
        if (mine === starts.get(`${y}-${m}`)) s++;
        else if (b <= 2099 && !name.includes('family A') && detail) misses.push(missText(y, m));
        if (next - mine === lengths(y)[m - 1]) l++;
      }
    if (b <= 2099 && !name.includes('family A')) tot = [tot[0]! + s, tot[1]! + l, tot[2]! + n];
    console.log(
      `BS ${a}–${b} vs ${name}: starts ${s}/${n} (${pct(s, n)}), lengths ${l}/${n} (${pct(l, n)})${misses.length ? `\n   misses: ${misses.join('; ')}` : ''}`,
    );
  }
  console.log(
    `BS 1901–2099 vs NepDate (family B after 2083): starts ${tot[0]}/${tot[2]} (${pct(tot[0]!, tot[2]!)}), lengths ${tot[1]}/${tot[2]} (${pct(tot[1]!, tot[2]!)})`,
  );
  // (b) against the product's table (ADR 010 decisions; either variant in 1901–1969)
  const rs: string[] = [];
  const pm: string[] = [];
  let pt = [0, 0, 0];
  for (const [a, b] of [
    [1901, 1969],
    [1970, 1999],
    [2000, 2083],
    [2084, 2099],
  ] as const) {
    let s = 0;
    let l = 0;
    let n = 0;
    for (let y = a; y <= b; y++)
      for (let m = 1; m <= 12; m++) {
        n++;
        const ok = productStarts.get(`${y}-${m}`)!.has(startOf(y, m));
        const nextKey = m === 12 ? `${y + 1}-1` : `${y}-${m + 1}`;
        const okNext = productStarts.get(nextKey)!.has(m === 12 ? startOf(y + 1, 1) : startOf(y, m + 1));
        if (ok) s++;
        else if (detail) pm.push(missText(y, m));
        if (ok && okNext) l++;
      }
    rs.push(`${a}–${b}: starts ${s}/${n}, lengths ${l}/${n} (${pct(l, n)})`);
    pt = [pt[0]! + s, pt[1]! + l, pt[2]! + n];
  }
  console.log(
    `vs the product table (ADR 010; 1901–1969 either published variant):\n   ${rs.join('\n   ')}\n   BS 1901–2099: starts ${pt[0]}/${pt[2]} (${pct(pt[0]!, pt[2]!)}), lengths ${pt[1]}/${pt[2]} (${pct(pt[1]!, pt[2]!)})${pm.length ? `\n   misses: ${pm.join('; ')}` : ''}`,
  );
}

monthReport(
  suryaSiddhanta,
  'Surya Siddhanta sankrantis + civil-day rule (Karka/Makara by SS sunrise/sunset, adopted)',
);
monthReport(
  suryaSiddhanta,
  'Surya Siddhanta, Karka/Makara by astronomical sunrise/sunset (rule before 2026-11)',
  { exceptionSunrise: 'astronomical' },
  false,
);
monthReport(drik, 'drik (Lahiri) sankrantis + civil-day rule (astronomical sunrise)', {}, false);

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
  `\n## Udaya tithi at Kathmandu sunrise vs published (hamropatro) BS 2076–2082\n` +
    `   regime = computed mode's default (TITHI_REGIMES: ${TITHI_REGIMES.map((r) => `${r.tithi} from BS ${r.fromBsYear}`).join(', ')}; Surya Siddhanta before); SS = tithiModel 'surya-siddhanta'`,
);
const dayChecks = {
  lm: { regime: 0, ss: 0 },
  ns: { regime: 0, ss: 0 },
  nDays: 0,
};
const sid = { nSS: 0, nDrik: 0, ySS: 0, yDrik: 0, n: 0 };
const totals = { regime: 0, ss: 0, drik: 0, n: 0 };
for (let y = 2076; y <= 2082; y++) {
  const days = (
    JSON.parse(readFileSync(resolve(reference, `official/bs-${y}.json`), 'utf8')) as { days: OfficialDay[] }
  ).days;
  const c = { regime: 0, ss: 0, dk: 0, n: 0 };
  for (const d of days) {
    const [Y, M, D] = d.ad.split('-').map(Number) as [number, number, number];
    const jdn = gregorianToJdn({ year: Y, month: M, day: D });
    const rise = dayAnchor(jdn, KATHMANDU);
    const regimeModel = tithiModelAt(rise);
    dayChecks.nDays++;
    const pub = parseLunarMonthLabel(d.lunar_month_np);
    for (const [k, model] of [
      ['regime', regimeModel],
      ['ss', suryaSiddhanta],
    ] as const) {
      const lm = lunarMonthAt(rise, model);
      if (pub && pub.month === lm.label && pub.adhik === lm.labelAdhik) dayChecks.lm[k]++;
      const ns = nsForJdn(jdn, { tithiModel: k === 'regime' ? 'regime' : 'surya-siddhanta' });
      if (ns.year === d.ns.year && ns.month === parseNsMonthLabel(d.ns.month_np) && ns.paksha === d.ns.paksha)
        dayChecks.ns[k]++;
    }
    if (d.tithi === null) continue;
    c.n++;
    sid.n++;
    const nk = parseNakshatraLabel(d.nakshatra_np);
    const yg = parseYogaLabel(d.yoga_np);
    if (nakshatraAt(rise, suryaSiddhanta) === nk) sid.nSS++;
    if (nakshatraAt(rise, drik) === nk) sid.nDrik++;
    if (yogaAt(rise, suryaSiddhanta) === yg) sid.ySS++;
    if (yogaAt(rise, drik) === yg) sid.yDrik++;
    if (Math.floor(elongation(rise, regimeModel) / 12) + 1 === d.tithi) c.regime++;
    if (Math.floor(elongation(rise, suryaSiddhanta) / 12) + 1 === d.tithi) c.ss++;
    if (Math.floor(elongation(rise, drik) / 12) + 1 === d.tithi) c.dk++;
  }
  totals.regime += c.regime;
  totals.ss += c.ss;
  totals.drik += c.dk;
  totals.n += c.n;
  console.log(
    `BS ${y} (regime: ${tithiMethodForBsYear(y)}): regime ${c.regime}/${c.n} (${pct(c.regime, c.n)}), SS ${c.ss}/${c.n} (${pct(c.ss, c.n)}), drik ${c.dk}/${c.n} (${pct(c.dk, c.n)})`,
  );
}
console.log(
  `BS 2076–2082: regime ${totals.regime}/${totals.n} (${pct(totals.regime, totals.n)}), SS ${totals.ss}/${totals.n} (${pct(totals.ss, totals.n)}), drik ${pct(totals.drik, totals.n)}`,
);
console.log(
  `\n## Nakshatra / yoga at sunrise, BS 2076–2082: nakshatra SS ${pct(sid.nSS, sid.n)}, drik ${pct(sid.nDrik, sid.n)}; yoga SS ${pct(sid.ySS, sid.n)}, drik ${pct(sid.yDrik, sid.n)} (computed mode uses drik for these, ADR 021)`,
);
const nd = dayChecks.nDays;
console.log(
  `## Lunar month label (purnimanta, adhik), every published day: regime ${dayChecks.lm.regime}/${nd} (${pct(dayChecks.lm.regime, nd)}), SS ${dayChecks.lm.ss}/${nd}`,
);
console.log(
  `## NS year/month/paksha of every published day: regime ${dayChecks.ns.regime}/${nd} (${pct(dayChecks.ns.regime, nd)}), SS ${dayChecks.ns.ss}/${nd}`,
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
