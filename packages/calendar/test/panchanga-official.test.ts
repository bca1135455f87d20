import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drik } from '../src/astro/drik.js';
import { suryaSiddhanta } from '../src/astro/surya-siddhanta.js';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import {
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseYogaLabel,
} from '../src/format/labels.js';
import { nsForJdn, nsNewYearJdn, nsToJdn } from '../src/ns/index.js';
import { elongation, lunarMonthAt } from '../src/panchanga/core.js';
import { dayAnchor, modelForMode, panchangaForDay } from '../src/panchanga/day.js';
import { tithiMethodForBsYear, tithiModelAt } from '../src/panchanga/regime.js';
import { KATHMANDU } from '../src/types.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const officialDir = resolve(repoRoot, '../shared/reference/official');

interface OfficialDay {
  bs: string;
  ad: string;
  tithi: number | null;
  tithi_star: boolean;
  nakshatra_np: string;
  yoga_np: string;
  lunar_month_np: string;
  ns: { year: number; month_np: string; paksha: 'thwa' | 'ga' };
}

const YEARS = [2076, 2077, 2078, 2079, 2080, 2081, 2082];
const days: (OfficialDay & { bsYear: number; jdn: number })[] = [];
for (const y of YEARS) {
  const file = JSON.parse(readFileSync(resolve(officialDir, `bs-${y}.json`), 'utf8')) as {
    days: OfficialDay[];
  };
  for (const d of file.days) {
    const [year, month, day] = d.ad.split('-').map(Number) as [number, number, number];
    days.push({ ...d, bsYear: y, jdn: gregorianToJdn({ year, month, day }) });
  }
}

function pct(a: number, b: number): string {
  return `${((100 * a) / b).toFixed(2)} %`;
}

describe('golden: published day data BS 2076–2082 (Kathmandu sunrise)', () => {
  it('udaya tithi per year: the regime table (computed mode), pure Surya Siddhanta and drik', () => {
    const per = new Map<number, { regime: number; ss: number; drik: number; n: number }>();
    for (const d of days) {
      if (d.tithi === null) continue;
      const rise = dayAnchor(d.jdn, KATHMANDU);
      const tithi = (m: Parameters<typeof elongation>[1]): number => Math.floor(elongation(rise, m) / 12) + 1;
      const p = per.get(d.bsYear) ?? { regime: 0, ss: 0, drik: 0, n: 0 };
      p.n++;
      if (tithi(tithiModelAt(rise)) === d.tithi) p.regime++;
      if (tithi(suryaSiddhanta) === d.tithi) p.ss++;
      if (tithi(drik) === d.tithi) p.drik++;
      per.set(d.bsYear, p);
    }
    const lines: string[] = [];
    const all = { regime: 0, ss: 0, n: 0 };
    for (const [y, p] of per) {
      lines.push(
        `BS ${y} (${tithiMethodForBsYear(y)}): regime ${pct(p.regime, p.n)}, SS ${p.ss}/${p.n} (${pct(p.ss, p.n)}), drik ${pct(p.drik, p.n)}`,
      );
      all.regime += p.regime;
      all.ss += p.ss;
      all.n += p.n;
      // every published year is reproduced by its regime's model
      expect(p.regime / p.n).toBeGreaterThanOrEqual(0.97);
      if (y <= 2081) expect(p.regime).toBe(p.ss);
    }
    console.log(`${lines.join('\n')}\n2076–2082: regime ${pct(all.regime, all.n)}, SS ${pct(all.ss, all.n)}`);
    // The target: ≥ 99 % of all published days (ADR 021).
    expect(all.regime / all.n).toBeGreaterThanOrEqual(0.99);
    // The SS model itself stays measurable: ≥ 99 % over its own regime (2076–2081), ~93 % in 2082.
    const ss7681 = [...per]
      .filter(([y]) => y <= 2081)
      .reduce((a, [, p]) => [a[0]! + p.ss, a[1]! + p.n], [0, 0]);
    expect(ss7681[0]! / ss7681[1]!).toBeGreaterThanOrEqual(0.99);
    const p82 = per.get(2082)!;
    expect(tithiMethodForBsYear(2082)).toBe('drik');
    expect(tithiMethodForBsYear(2083)).toBe('drik');
    expect(p82.drik / p82.n).toBeGreaterThanOrEqual(0.99);
    expect(p82.ss / p82.n).toBeGreaterThanOrEqual(0.9);
  });

  it('panchangaForDay (computed mode): tithi, nakshatra and yoga as published', () => {
    const counts = { tithi: 0, tithiSS: 0, nakshatra: 0, yoga: 0, n: 0 };
    for (const d of days) {
      if (d.tithi === null) continue;
      const p = panchangaForDay(d.jdn);
      counts.n++;
      expect(p.tithiModel).toBe(d.bsYear >= 2082 ? 'drik' : 'surya-siddhanta');
      if (p.tithi.index === d.tithi) counts.tithi++;
      if (panchangaForDay(d.jdn, { tithiModel: 'surya-siddhanta' }).tithi.index === d.tithi) counts.tithiSS++;
      if (p.nakshatra.index === parseNakshatraLabel(d.nakshatra_np)) counts.nakshatra++;
      if (p.yoga.index === parseYogaLabel(d.yoga_np)) counts.yoga++;
    }
    console.log(
      `panchangaForDay: tithi 2076–2082 ${pct(counts.tithi, counts.n)} (pure SS ${pct(counts.tithiSS, counts.n)}), nakshatra ${pct(counts.nakshatra, counts.n)}, yoga ${pct(counts.yoga, counts.n)}`,
    );
    expect(counts.tithi / counts.n).toBeGreaterThanOrEqual(0.99);
    expect(counts.tithiSS / counts.n).toBeLessThan(0.99);
    expect(counts.nakshatra / counts.n).toBeGreaterThanOrEqual(0.995);
    expect(counts.yoga / counts.n).toBeGreaterThanOrEqual(0.995);
  });

  it('lunar month label (purnimanta, adhik) agrees on every day (regime model and pure SS)', () => {
    for (const model of [modelForMode('computed'), suryaSiddhanta]) {
      let ok = 0;
      const misses: string[] = [];
      for (const d of days) {
        const lm = lunarMonthAt(dayAnchor(d.jdn, KATHMANDU), model);
        const pub = parseLunarMonthLabel(d.lunar_month_np);
        if (pub && pub.month === lm.label && pub.adhik === lm.labelAdhik) ok++;
        else misses.push(`${d.bs} ${d.lunar_month_np} → ${lm.label}${lm.labelAdhik ? ' adhik' : ''}`);
      }
      console.log(`lunar month labels (${model.name}) ${ok}/${days.length}\n${misses.join('\n')}`);
      expect(ok).toBe(days.length);
    }
  });

  it('NS new year NS 1140–1146 on the published days', () => {
    const published: Record<number, string> = {
      1140: '2019-10-29',
      1141: '2020-11-16',
      1142: '2021-11-05',
      1143: '2022-10-26',
      1144: '2023-11-14',
      1145: '2024-11-02',
      1146: '2025-10-22',
    };
    for (const [ns, ad] of Object.entries(published)) {
      const [year, month, day] = ad.split('-').map(Number) as [number, number, number];
      const jdn = gregorianToJdn({ year, month, day });
      expect(nsNewYearJdn(Number(ns) + 879)).toBe(jdn);
      expect(nsForJdn(jdn)).toMatchObject({ year: Number(ns), month: 1, paksha: 'thwa', day: 1 });
      expect(nsForJdn(jdn - 1).year).toBe(Number(ns) - 1);
    }
  });

  it('NS year, month and paksha of every published day (regime; pure SS misses one)', () => {
    for (const tithiModel of ['regime', 'surya-siddhanta'] as const) {
      let ok = 0;
      const misses: string[] = [];
      for (const d of days) {
        const ns = nsForJdn(d.jdn, { tithiModel });
        const month = parseNsMonthLabel(d.ns.month_np);
        if (ns.year === d.ns.year && ns.month === month && ns.paksha === d.ns.paksha) ok++;
        else misses.push(`${d.bs} ${JSON.stringify(d.ns)} → ${ns.year} ${ns.month} ${ns.paksha}`);
      }
      console.log(`NS (${tithiModel}) ${ok}/${days.length}\n${misses.join('\n')}`);
      if (tithiModel === 'regime') expect(ok).toBe(days.length);
      else expect(ok).toBeGreaterThanOrEqual(days.length - 1);
    }
  });

  it('nsToJdn inverts nsForJdn (first day of a repeated tithi)', () => {
    for (const d of days) {
      const ns = nsForJdn(d.jdn);
      const back = nsToJdn(ns);
      if (back !== d.jdn) {
        // a vriddhi tithi names two days; nsToJdn returns the first
        expect(back).toBe(d.jdn - 1);
        expect(nsForJdn(back)).toEqual(ns);
      }
    }
  });
});
