/**
 * Converts the published day data `../shared/reference/official/bs-YYYY.json` into the
 * package's own compact modules `src/data/official-days/YYYY.ts` and rewrites the registry
 * `src/data/official-days/index.ts`.
 *
 *   npx tsx packages/calendar/scripts/generate-official-days.ts [dir-with-bs-YYYY.json]
 *
 * The format is documented in src/data/official-days/types.ts and packages/calendar/DATA.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bsToAd, bsToJdn, weekday } from '../src/civil/index.js';
import { OFFICIAL_DAY_ALPHABET as A, OFFICIAL_DAY_WIDTH } from '../src/data/official-days/types.js';
import { parseIsoDate } from '../src/format/dates.js';
import {
  parseKaranaLabel,
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseYogaLabel,
} from '../src/format/labels.js';
import { repoRoot, requireReferenceDir } from './reference-path.js';

interface SourceDay {
  bs: string;
  ad: string;
  weekday: number;
  tithi: number | null;
  tithi_star: boolean | null;
  paksha: 'shukla' | 'krishna';
  lunar_month_np: string;
  nakshatra_np: string | null;
  yoga_np: string | null;
  karana_np: string | null;
  ns: { year: number; month_np: string; paksha: 'thwa' | 'ga' };
  events: { np: string; en: string }[] | null;
  holiday: boolean | null;
  holiday_events: string[] | null;
}
interface SourceYear {
  bs_year: number;
  sources: string[];
  days: SourceDay[];
}

/** Years whose holiday flags are known to be incomplete (official/README.md). */
const INCOMPLETE_HOLIDAYS = new Set([2077]);

const dir = process.argv[2] ?? path.join(requireReferenceDir(), 'official');
const outDir = path.join(repoRoot, 'packages/calendar/src/data/official-days');

function code(value: number | undefined | null, what: string): string {
  if (value === undefined || value === null) return '.';
  const c = A[value];
  if (c === undefined) throw new Error(`${what}: value ${value} does not fit one character`);
  return c;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Unrecognised label: ${what}`);
  return value;
}

const files = readdirSync(dir)
  .filter((f) => /^bs-\d{4}\.json$/.test(f))
  .sort();
const years: number[] = [];
for (const file of files) {
  const src = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SourceYear;
  const year = src.bs_year;
  const pool: [string, string][] = [];
  const poolIndex = new Map<string, number>();
  let days = '';
  const groups: string[] = [];
  let anyHoliday = false;
  src.days.forEach((d, i) => {
    const bs = parseIsoDate(d.bs, { calendar: 'bs' });
    if (!bs || bs.year !== year) throw new Error(`${file}: bad bs ${d.bs}`);
    const jdn = bsToJdn(bs);
    const ad = bsToAd(bs);
    const adText = `${ad.year}-${String(ad.month).padStart(2, '0')}-${String(ad.day).padStart(2, '0')}`;
    if (adText !== d.ad)
      throw new Error(`${file}: BS ${d.bs} is AD ${adText} by our table, ${d.ad} in the data`);
    if (weekday(jdn) !== d.weekday) throw new Error(`${file}: weekday mismatch on ${d.bs}`);
    if (i === 0 && (bs.month !== 1 || bs.day !== 1)) throw new Error(`${file}: does not start on Baisakh 1`);
    const lunar = need(parseLunarMonthLabel(d.lunar_month_np), d.lunar_month_np);
    const nsMonth = need(parseNsMonthLabel(d.ns.month_np), d.ns.month_np);
    const nsLate = d.ns.year - year === -936 ? 1 : d.ns.year - year === -937 ? 0 : -1;
    if (nsLate < 0) throw new Error(`${file}: NS year ${d.ns.year} on ${d.bs}`);
    if (d.tithi !== null && d.tithi <= 15 !== (d.paksha === 'shukla'))
      throw new Error(`${file}: paksha on ${d.bs}`);
    let flags = 0;
    if (d.holiday === true) flags |= 1;
    if (d.holiday === null) flags |= 2;
    if (d.tithi_star === true) flags |= 4;
    if (d.events === null) flags |= 8;
    if (d.paksha === 'krishna') flags |= 16;
    anyHoliday ||= d.holiday !== null;
    days +=
      code(d.tithi, 'tithi') +
      code(lunar.month - 1 + (lunar.adhik ? 12 : 0), 'lunar') +
      code(nsMonth - 1 + (d.ns.paksha === 'ga' ? 13 : 0) + 26 * nsLate, 'ns') +
      code(
        d.nakshatra_np === null ? null : need(parseNakshatraLabel(d.nakshatra_np), d.nakshatra_np),
        'nakshatra',
      ) +
      code(d.yoga_np === null ? null : need(parseYogaLabel(d.yoga_np), d.yoga_np), 'yoga') +
      code(d.karana_np === null ? null : need(parseKaranaLabel(d.karana_np), d.karana_np), 'karana') +
      code(flags, 'flags');
    const holidayNames = new Set(d.holiday_events ?? []);
    let group = '';
    for (const e of d.events ?? []) {
      const key = `${e.np}\u0000${e.en}`;
      let index = poolIndex.get(key);
      if (index === undefined) {
        index = pool.length;
        pool.push([e.np, e.en]);
        poolIndex.set(key, index);
      }
      if (index >= 64 * 64) throw new Error('event pool too large');
      group += (holidayNames.has(e.np) ? '!' : '') + A[Math.floor(index / 64)]! + A[index % 64]!;
      holidayNames.delete(e.np);
    }
    if (holidayNames.size > 0) throw new Error(`${file}: holiday event not among events on ${d.bs}`);
    groups.push(group);
  });
  const firstBs = parseIsoDate(src.days[0]!.bs, { calendar: 'bs' })!;
  const coverage = !anyHoliday ? 'none' : INCOMPLETE_HOLIDAYS.has(year) ? 'incomplete' : 'complete';
  if (days.length !== src.days.length * OFFICIAL_DAY_WIDTH) throw new Error('width');
  const wrap = (s: string, width: number) => {
    const parts: string[] = [];
    for (let i = 0; i < s.length; i += width) parts.push(`    '${s.slice(i, i + width)}'`);
    return parts.join(' +\n');
  };
  const out = `// Generated by packages/calendar/scripts/generate-official-days.ts from ${file}. Do not edit by hand.
// Published calendar data (hamropatro-derived; see ../shared/reference/official/README.md).
import type { OfficialYearData } from './types.js';

/** Published day data of BS ${year} (format: ./types.ts). */
export const OFFICIAL_DAYS_${year}: OfficialYearData = {
  year: ${year},
  firstJdn: ${bsToJdn(firstBs)},
  dayCount: ${src.days.length},
  holidayCoverage: '${coverage}',
  sources: ${JSON.stringify(src.sources.map((s) => s.replace(/\s*\(.*\)$/, '')))},
  days:
${wrap(days, 7 * 14)},
  events: [
${pool.map((p) => `    ${JSON.stringify(p)},`).join('\n')}
  ],
  dayEvents:
${wrap(groups.join(' '), 96)},
};
`;
  writeFileSync(path.join(outDir, `${year}.ts`), out);
  years.push(year);
  console.log(`BS ${year}: ${src.days.length} days, ${pool.length} event names`);
}
const registry = `// Generated by packages/calendar/scripts/generate-official-days.ts. Do not edit by hand.
// Registry of the shipped published years; import it only from src/official (keeps the data
// out of conversion-only bundles).
${years.map((y) => `import { OFFICIAL_DAYS_${y} } from './${y}.js';`).join('\n')}
import type { OfficialYearData } from './types.js';

/** Every shipped published year, in order. */
export const OFFICIAL_DAY_DATA: readonly OfficialYearData[] = [${years.map((y) => `OFFICIAL_DAYS_${y}`).join(', ')}];
`;
writeFileSync(path.join(outDir, 'index.ts'), registry);
