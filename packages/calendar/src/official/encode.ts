/**
 * A published year of day data in the shared official shape (`bs-YYYY.json`, see
 * ../shared/reference/official/README.md): validation and encoding into the package's compact
 * module (`src/data/official-days/YYYY.ts`, format in src/data/official-days/types.ts). Used by
 * `scripts/generate-official-days.ts` (every shipped year) and `patro import-year` (one new
 * year). Pure: the caller reads and writes the files.
 */
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsMonthLength,
  bsToJdn,
  gregorianToJdn,
  jdnToGregorian,
  weekday,
} from '../civil/index.js';
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
import type { YMD } from '../types.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** True when BS date `a` is not after `b` (compared as written; no month table needed). */
function notAfter(a: YMD, b: YMD): boolean {
  return a.year * 10000 + a.month * 100 + a.day <= b.year * 10000 + b.month * 100 + b.day;
}

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

const holidayFestivals = FESTIVALS.filter((f) => f.holiday !== 'none');

/**
 * The events that are a holiday's reason when the file does not say (`holiday_events` absent):
 * those naming a holiday festival of the catalogue or a "बिदा" (holiday) notice, else all of them.
 */
/**
 * A Nepali name with the visarga (ः) where the source typed an ASCII colon after a Devanagari
 * letter ("य:मरि पुन्हि" → "यःमरि पुन्हि"): the same festival then reads, and matches, as one name.
 */
export function withVisarga(np: string): string {
  return np.replace(/([\u0900-\u097F]):/g, '$1ः');
}

function inferredHolidayReasons(events: readonly { np: string }[]): Set<string> {
  const named = events.filter(
    (e) => e.np.includes('बिदा') || holidayFestivals.some((f) => matchesPublished(f, e.np)),
  );
  return new Set((named.length > 0 ? named : events).map((e) => withVisarga(e.np)));
}

/** One thing wrong with a year file: the day (its `bs` text; null for the whole file), the field, what is wrong. */
export interface YearFileError {
  day: string | null;
  field: string;
  message: string;
}

/**
 * The shape checks every caller needs before the file's values can be read at all (JSON from a
 * file or a request body): the field of the first value of the wrong type, or null.
 */
export function shapeError(src: unknown): YearFileError | null {
  const whole = (field: string, message: string): YearFileError => ({ day: null, field, message });
  if (typeof src !== 'object' || src === null || Array.isArray(src))
    return whole('', 'must be a published year in the official shape (bs_year and days are required)');
  const y = src as Record<string, unknown>;
  if (!Number.isInteger(y.bs_year))
    return whole('bs_year', 'must be an integer BS year (not a published year in the official shape)');
  if ((y.bs_year as number) < BS_MIN_YEAR || (y.bs_year as number) >= BS_MAX_YEAR)
    return whole('bs_year', `must be a BS year from ${BS_MIN_YEAR} to ${BS_MAX_YEAR - 1}`);
  if (!Array.isArray(y.days) || y.days.length === 0)
    return whole('days', 'must be a list of days (not a published year in the official shape)');
  if (y.days.length > 366) return whole('days', `${y.days.length} days; a BS year has at most 366`);
  if (y.sources !== undefined && (!Array.isArray(y.sources) || y.sources.some((s) => typeof s !== 'string')))
    return whole('sources', 'must be a list of texts');
  if (y.tithi_method !== undefined && typeof y.tithi_method !== 'string')
    return whole('tithi_method', 'must be a text');
  const text = (v: unknown) => typeof v === 'string';
  const textOrNull = (v: unknown) => v === undefined || v === null || typeof v === 'string';
  for (const [i, raw] of (y.days as unknown[]).entries()) {
    const at = `days.${i}`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return whole(at, 'must be a day');
    const d = raw as Record<string, unknown>;
    const day = text(d.bs) ? (d.bs as string) : null;
    const bad = (field: string, message: string): YearFileError => ({
      day,
      field: `${at}.${field}`,
      message,
    });
    if (!text(d.bs)) return bad('bs', 'must be a BS date YYYY-MM-DD');
    if (!text(d.ad)) return bad('ad', 'must be an AD date YYYY-MM-DD');
    if (!Number.isInteger(d.weekday)) return bad('weekday', 'must be 0 (Sunday) to 6');
    if (d.tithi !== null && !Number.isFinite(d.tithi)) return bad('tithi', 'must be a number or null');
    if (!text(d.paksha)) return bad('paksha', 'must be shukla or krishna');
    for (const f of ['lunar_month_np', 'nakshatra_np', 'yoga_np', 'karana_np'])
      if (!textOrNull(d[f])) return bad(f, 'must be a text or null');
    if (d.tithi_star !== undefined && d.tithi_star !== null && typeof d.tithi_star !== 'boolean')
      return bad('tithi_star', 'must be true, false or null');
    if (d.ns !== undefined) {
      const ns = d.ns as Record<string, unknown> | null;
      if (typeof ns !== 'object' || ns === null || !Number.isInteger(ns.year) || !text(ns.month_np))
        return bad('ns', 'must be { year, month_np, paksha }');
      if (ns.paksha !== 'thwa' && ns.paksha !== 'ga') return bad('ns.paksha', 'must be thwa or ga');
    }
    if (d.events !== null) {
      if (!Array.isArray(d.events)) return bad('events', 'must be a list of { np, en } or null');
      const e = d.events.findIndex(
        (x) =>
          typeof x !== 'object' ||
          x === null ||
          !text((x as { np?: unknown }).np) ||
          !text((x as { en?: unknown }).en),
      );
      if (e >= 0) return bad(`events.${e}`, 'must be { np, en } texts');
    }
    if (d.holiday !== null && typeof d.holiday !== 'boolean')
      return bad('holiday', 'must be true, false or null');
    if (
      d.holiday_events !== undefined &&
      d.holiday_events !== null &&
      (!Array.isArray(d.holiday_events) || d.holiday_events.some((x) => !text(x)))
    )
      return bad('holiday_events', 'must be a list of texts or null');
  }
  return null;
}

/** The BS date after `bs` in a year whose months have `lengths` days (the file's own month table). */
function nextBs(bs: YMD, lengths: readonly number[]): YMD {
  if (bs.day < (lengths[bs.month - 1] ?? 32)) return { ...bs, day: bs.day + 1 };
  return bs.month < 12
    ? { year: bs.year, month: bs.month + 1, day: 1 }
    : { year: bs.year + 1, month: 1, day: 1 };
}

const iso = (jdn: number) => formatIsoDate(jdnToGregorian(jdn));

const sameDate = (a: YMD, b: YMD) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The file's month lengths: each month's last day in the file (so a day missing inside a month
 * is a missing day, not another month table). Days that are not BS dates of the year are left out.
 */
export function fileMonthLengths(src: SourceYear): number[] {
  const lengths = new Array<number>(12).fill(0);
  for (const d of src.days) {
    const bs = parseIsoDate(d.bs, { calendar: 'bs' });
    if (bs && bs.year === src.bs_year) lengths[bs.month - 1] = Math.max(lengths[bs.month - 1]!, bs.day);
  }
  return lengths;
}

/**
 * Checks every day of a year file (already of the right shape, `shapeError`) and encodes it:
 * the BS dates run day by day from Baisakh 1 in the file's own month table, the AD dates day by
 * day, each weekday is its AD date's, and — when the file's month lengths are the shipped
 * table's — each AD date is the one our table gives; tithi 1–30 with its paksha, labels the
 * engine knows. Every problem is listed (day, field, message); the module text only when none.
 */
export function encodeYearChecked(
  src: SourceYear,
  file: string,
): { errors: YearFileError[]; module?: string } {
  const shape = shapeError(src);
  if (shape) return { errors: [shape] };
  const year = src.bs_year;
  const errors: YearFileError[] = [];
  const lengths = fileMonthLengths(src);
  const tableAgrees = lengths.every((n, i) => n === bsMonthLength(year, i + 1));
  const pool: [string, string][] = [];
  const poolIndex = new Map<string, number>();
  let days = '';
  const groups: string[] = [];
  let anyHoliday = false;
  let prevBs: YMD | undefined;
  let prevAdJdn: number | undefined;
  src.days.forEach((d, i) => {
    const fail = (field: string, message: string) => errors.push({ day: d.bs, field, message });
    const bs = parseIsoDate(d.bs, { calendar: 'bs' });
    const ad = parseIsoDate(d.ad);
    let sequenceBroken = false;
    if (!bs || bs.year !== year) fail('bs', `"${d.bs}" is not a BS ${year} date`);
    else if (i === 0 && (bs.month !== 1 || bs.day !== 1))
      fail('bs', `the year starts on ${d.bs}, not on Baisakh 1 (${year}-01-01)`);
    else if (prevBs) {
      const expected = nextBs(prevBs, lengths);
      if (!sameDate(bs, expected)) {
        sequenceBroken = true;
        const want = formatIsoDate(expected);
        const prev = formatIsoDate(prevBs);
        fail(
          'bs',
          notAfter(bs, prevBs)
            ? `${d.bs} follows ${prev}: a day is repeated or out of order`
            : `${d.bs} follows ${prev}: ${want} is missing`,
        );
      }
    }
    // With our month table the day's AD date and weekday are known; with another one (refused
    // below, but still listed) the AD dates must at least run day by day.
    const ours =
      tableAgrees && bs && bs.year === year && bs.day <= bsMonthLength(year, bs.month)
        ? bsToJdn(bs)
        : undefined;
    if (!ad) fail('ad', `"${d.ad}" is not a date YYYY-MM-DD`);
    else if (ours !== undefined) {
      const adText = formatIsoDate(jdnToGregorian(ours));
      if (adText !== d.ad) fail('ad', `BS ${d.bs} is AD ${adText} by our table, ${d.ad} in the data`);
    } else if (!sequenceBroken && prevAdJdn !== undefined && gregorianToJdn(ad) !== prevAdJdn + 1) {
      const prev = formatIsoDate(jdnToGregorian(prevAdJdn));
      fail(
        'ad',
        gregorianToJdn(ad) > prevAdJdn + 1
          ? `AD ${d.ad} follows ${prev}: a day is missing`
          : `AD ${d.ad} follows ${prev}: a day is repeated or out of order`,
      );
    }
    const dayJdn = ours ?? (ad ? gregorianToJdn(ad) : undefined);
    if (dayJdn !== undefined && weekday(dayJdn) !== d.weekday) {
      const w = weekday(dayJdn);
      fail('weekday', `${d.weekday} in the data, but ${d.bs} (AD ${iso(dayJdn)}) is a ${WEEKDAYS[w]} (${w})`);
    }
    if (ad) prevAdJdn = gregorianToJdn(ad);
    if (bs) prevBs = bs;
    if (d.tithi !== null && (!Number.isInteger(d.tithi) || d.tithi < 1 || d.tithi > 30))
      fail('tithi', `${d.tithi} is not a tithi (1–30)`);
    else if (d.paksha !== 'shukla' && d.paksha !== 'krishna')
      fail('paksha', `"${d.paksha}" is not shukla or krishna`);
    else if (d.tithi !== null && d.tithi <= 15 !== (d.paksha === 'shukla'))
      fail('paksha', `${d.paksha} does not go with tithi ${d.tithi} (1–15 shukla, 16–30 krishna)`);
    const label = (
      field: string,
      text: string | null | undefined,
      parse: (s: string) => number | undefined,
    ) => {
      if (text === null || text === undefined) return null;
      const v = parse(text);
      if (v === undefined) fail(field, `unrecognised label "${text}"`);
      return v ?? null;
    };
    const lunarText = d.lunar_month_np;
    const lunar = lunarText === undefined || lunarText === null ? undefined : parseLunarMonthLabel(lunarText);
    if (lunarText !== undefined && lunarText !== null && lunar === undefined)
      fail('lunar_month_np', `unrecognised label "${lunarText}"`);
    let nsCode: number | undefined;
    if (d.ns !== undefined) {
      const nsMonth = parseNsMonthLabel(d.ns.month_np);
      if (nsMonth === undefined) fail('ns.month_np', `unrecognised label "${d.ns.month_np}"`);
      const nsLate = d.ns.year - year === -936 ? 1 : d.ns.year - year === -937 ? 0 : -1;
      if (nsLate < 0)
        fail('ns.year', `NS ${d.ns.year} is not the NS year of BS ${year} (${year - 937} or ${year - 936})`);
      if (nsMonth !== undefined && nsLate >= 0)
        nsCode = nsMonth - 1 + (d.ns.paksha === 'ga' ? 13 : 0) + 26 * nsLate;
    }
    const nakshatra = label('nakshatra_np', d.nakshatra_np, parseNakshatraLabel);
    const yoga = label('yoga_np', d.yoga_np, parseYogaLabel);
    const karana = label('karana_np', d.karana_np, parseKaranaLabel);
    let flags = 0;
    if (d.holiday === true) flags |= 1;
    if (d.holiday === null) flags |= 2;
    if (d.tithi_star === true) flags |= 4;
    if (d.events === null) flags |= 8;
    if (d.paksha === 'krishna') flags |= 16;
    anyHoliday ||= d.holiday !== null;
    if (errors.length === 0)
      days +=
        code(d.tithi, 'tithi') +
        code(lunar === undefined ? null : lunar.month - 1 + (lunar.adhik ? 12 : 0), 'lunar') +
        code(nsCode, 'ns') +
        code(nakshatra, 'nakshatra') +
        code(yoga, 'yoga') +
        code(karana, 'karana') +
        code(flags, 'flags');
    const holidayNames =
      d.holiday !== true
        ? new Set<string>()
        : d.holiday_events != null
          ? new Set(d.holiday_events.map(withVisarga))
          : inferredHolidayReasons(d.events ?? []);
    let group = '';
    for (const e of d.events ?? []) {
      const np = withVisarga(e.np);
      const key = `${np}\u0000${e.en}`;
      let index = poolIndex.get(key);
      if (index === undefined) {
        index = pool.length;
        pool.push([np, e.en]);
        poolIndex.set(key, index);
      }
      group += (holidayNames.has(np) ? '!' : '') + A[Math.floor(index / 64)]! + A[index % 64]!;
      holidayNames.delete(np);
    }
    if (holidayNames.size > 0)
      fail('holiday_events', `${[...holidayNames].join(', ')} is not among the day's events`);
    groups.push(group);
  });
  if (pool.length > 64 * 64)
    errors.push({
      day: null,
      field: 'days',
      message: `${pool.length} different events; at most ${64 * 64} fit`,
    });
  if (errors.length > 0) return { errors };
  const firstBs = parseIsoDate(src.days[0]!.bs, { calendar: 'bs' })!;
  const coverage = !anyHoliday ? 'none' : INCOMPLETE_HOLIDAYS.has(year) ? 'incomplete' : 'complete';
  if (days.length !== src.days.length * OFFICIAL_DAY_WIDTH) throw new Error('width');
  const wrap = (s: string, width: number) => {
    const parts: string[] = [];
    for (let i = 0; i < s.length; i += width) parts.push(`    '${s.slice(i, i + width)}'`);
    return parts.join(' +\n');
  };
  const module = `// Generated by packages/calendar/scripts/generate-official-days.ts from ${file}. Do not edit by hand.
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
  return { errors, module };
}

/**
 * `encodeYearChecked` for the generator: the module text of a year file, or an error naming the
 * file, the day and the first problem.
 */
export function encodeOfficialYear(src: SourceYear, file: string): string {
  const { errors, module } = encodeYearChecked(src, file);
  const first = errors[0];
  if (first || module === undefined)
    throw new Error(`${file}: ${first ? `${first.day ?? first.field}: ${first.message}` : 'not encoded'}`);
  return module;
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
