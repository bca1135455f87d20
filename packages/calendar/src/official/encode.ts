/**
 * A published year of day data in the shared official shape (`bs-YYYY.json`, see
 * ../shared/reference/official/README.md): validation and encoding into the package's compact
 * module (`src/data/official-days/YYYY.ts`, format in src/data/official-days/types.ts). Used by
 * `scripts/generate-official-days.ts` (every shipped year) and `patro import-year` (one new
 * year). Pure: the caller reads and writes the files.
 */
import { bsToAd, bsToJdn, weekday } from '../civil/index.js';
import { FESTIVALS } from '../data/festivals.js';
import { OFFICIAL_DAY_ALPHABET as A, OFFICIAL_DAY_WIDTH } from '../data/official-days/types.js';
import { matchesPublished } from '../festivals/published.js';
import { formatIsoDate, parseIsoDate } from '../format/dates.js';
import {
  parseKaranaLabel,
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseYogaLabel,
} from '../format/labels.js';

export interface SourceDay {
  bs: string;
  ad: string;
  weekday: number;
  tithi: number | null;
  tithi_star?: boolean | null;
  paksha: 'shukla' | 'krishna';
  lunar_month_np?: string;
  nakshatra_np?: string | null;
  yoga_np?: string | null;
  karana_np?: string | null;
  ns?: { year: number; month_np: string; paksha: 'thwa' | 'ga' };
  events: { np: string; en: string }[] | null;
  holiday: boolean | null;
  holiday_events?: string[] | null;
}

export interface SourceYear {
  bs_year: number;
  sources: string[];
  /** How the file's `tithi` was computed; absent = the patro's own (Surya Siddhanta) tithi. */
  tithi_method?: string;
  days: SourceDay[];
}

/** Years whose holiday flags are known to be incomplete (official/README.md). */
const INCOMPLETE_HOLIDAYS = new Set([2077]);

/**
 * Years whose file carries an app's drik tithi display rather than the patro's SS tithi, though
 * the file does not say so (BS 2082, calendar-data-notes §2a; files from 2083 on say so in
 * `tithi_method`).
 */
const DRIK_DISPLAY_YEARS = new Set([2082]);

/** The method of a file's `tithi` values. */
export function tithiMethodOf(src: SourceYear): 'surya-siddhanta' | 'drik' {
  if (src.tithi_method !== undefined) return /^drik/i.test(src.tithi_method) ? 'drik' : 'surya-siddhanta';
  return DRIK_DISPLAY_YEARS.has(src.bs_year) ? 'drik' : 'surya-siddhanta';
}

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

const holidayFestivals = FESTIVALS.filter((f) => f.holiday !== 'none');

/**
 * The events that are a holiday's reason when the file does not say (`holiday_events` absent):
 * those naming a holiday festival of the catalogue or a "बिदा" (holiday) notice, else all of them.
 */
function inferredHolidayReasons(events: readonly { np: string }[]): Set<string> {
  const named = events.filter(
    (e) => e.np.includes('बिदा') || holidayFestivals.some((f) => matchesPublished(f, e.np)),
  );
  return new Set((named.length > 0 ? named : events).map((e) => e.np));
}

/**
 * Checks a year file against the engine's month table (every day's AD date and weekday, the
 * year's first day and its length) and its labels; returns the generated module text. Throws
 * with the file name and the day on the first problem.
 */
export function encodeOfficialYear(src: SourceYear, file: string): string {
  const year = src.bs_year;
  if (!Number.isInteger(year)) throw new Error(`${file}: bs_year must be an integer`);
  if (!Array.isArray(src.days) || src.days.length === 0) throw new Error(`${file}: no days`);
  const pool: [string, string][] = [];
  const poolIndex = new Map<string, number>();
  let days = '';
  const groups: string[] = [];
  let anyHoliday = false;
  src.days.forEach((d, i) => {
    const bs = parseIsoDate(d.bs, { calendar: 'bs' });
    if (!bs || bs.year !== year) throw new Error(`${file}: bad bs ${d.bs}`);
    const jdn = bsToJdn(bs);
    if (i > 0 && jdn !== bsToJdn(parseIsoDate(src.days[0]!.bs, { calendar: 'bs' })!) + i)
      throw new Error(`${file}: day ${i + 1} is ${d.bs}, not the next day (a day is missing or repeated)`);
    const adText = formatIsoDate(bsToAd(bs));
    if (adText !== d.ad)
      throw new Error(`${file}: BS ${d.bs} is AD ${adText} by our table, ${d.ad} in the data`);
    if (weekday(jdn) !== d.weekday) throw new Error(`${file}: weekday mismatch on ${d.bs}`);
    if (i === 0 && (bs.month !== 1 || bs.day !== 1)) throw new Error(`${file}: does not start on Baisakh 1`);
    if (d.tithi !== null && (!Number.isInteger(d.tithi) || d.tithi < 1 || d.tithi > 30))
      throw new Error(`${file}: tithi ${d.tithi} on ${d.bs}`);
    if (d.tithi !== null && d.tithi <= 15 !== (d.paksha === 'shukla'))
      throw new Error(`${file}: paksha on ${d.bs}`);
    const lunar =
      d.lunar_month_np === undefined
        ? undefined
        : need(parseLunarMonthLabel(d.lunar_month_np), d.lunar_month_np);
    let nsCode: number | undefined;
    if (d.ns !== undefined) {
      const nsMonth = need(parseNsMonthLabel(d.ns.month_np), d.ns.month_np);
      const nsLate = d.ns.year - year === -936 ? 1 : d.ns.year - year === -937 ? 0 : -1;
      if (nsLate < 0) throw new Error(`${file}: NS year ${d.ns.year} on ${d.bs}`);
      nsCode = nsMonth - 1 + (d.ns.paksha === 'ga' ? 13 : 0) + 26 * nsLate;
    }
    let flags = 0;
    if (d.holiday === true) flags |= 1;
    if (d.holiday === null) flags |= 2;
    if (d.tithi_star === true) flags |= 4;
    if (d.events === null) flags |= 8;
    if (d.paksha === 'krishna') flags |= 16;
    anyHoliday ||= d.holiday !== null;
    const label = (text: string | null | undefined, parse: (s: string) => number | undefined) =>
      text === null || text === undefined ? null : need(parse(text), text);
    days +=
      code(d.tithi, 'tithi') +
      code(lunar === undefined ? null : lunar.month - 1 + (lunar.adhik ? 12 : 0), 'lunar') +
      code(nsCode, 'ns') +
      code(label(d.nakshatra_np, parseNakshatraLabel), 'nakshatra') +
      code(label(d.yoga_np, parseYogaLabel), 'yoga') +
      code(label(d.karana_np, parseKaranaLabel), 'karana') +
      code(flags, 'flags');
    const holidayNames =
      d.holiday !== true
        ? new Set<string>()
        : d.holiday_events != null
          ? new Set(d.holiday_events)
          : inferredHolidayReasons(d.events ?? []);
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
  const nextYear = bsToJdn({ year: year + 1, month: 1, day: 1 });
  if (bsToJdn(firstBs) + src.days.length !== nextYear)
    throw new Error(`${file}: ${src.days.length} days, but BS ${year} has ${nextYear - bsToJdn(firstBs)}`);
  const coverage = !anyHoliday ? 'none' : INCOMPLETE_HOLIDAYS.has(year) ? 'incomplete' : 'complete';
  if (days.length !== src.days.length * OFFICIAL_DAY_WIDTH) throw new Error('width');
  const wrap = (s: string, width: number) => {
    const parts: string[] = [];
    for (let i = 0; i < s.length; i += width) parts.push(`    '${s.slice(i, i + width)}'`);
    return parts.join(' +\n');
  };
  return `// Generated by packages/calendar/scripts/generate-official-days.ts from ${file}. Do not edit by hand.
// Published calendar data (see ../shared/reference/official/README.md).
import type { OfficialYearData } from './types.js';

/** Published day data of BS ${year} (format: ./types.ts). */
export const OFFICIAL_DAYS_${year}: OfficialYearData = {
  year: ${year},
  firstJdn: ${bsToJdn(firstBs)},
  dayCount: ${src.days.length},
  holidayCoverage: '${coverage}',
  tithiMethod: '${tithiMethodOf(src)}',
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
}

/** The registry module listing the shipped years. */
export function registryModule(years: readonly number[]): string {
  const sorted = [...years].sort((a, b) => a - b);
  return `// Generated by packages/calendar/scripts/generate-official-days.ts. Do not edit by hand.
// Registry of the shipped published years; import it only from src/official (keeps the data
// out of conversion-only bundles).
${sorted.map((y) => `import { OFFICIAL_DAYS_${y} } from './${y}.js';`).join('\n')}
import type { OfficialYearData } from './types.js';

/** Every shipped published year, in order. */
export const OFFICIAL_DAY_DATA: readonly OfficialYearData[] = [${sorted.map((y) => `OFFICIAL_DAYS_${y}`).join(', ')}];
`;
}
