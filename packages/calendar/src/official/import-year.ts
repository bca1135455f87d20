/**
 * Checking a newly published year in the shared official shape before it is added as shipped
 * data (`encode.ts`): every problem of the file (day, field, message) and every disagreement with
 * the model — month starts, tithis, festivals, holidays. `checkOfficialYear` answers the
 * structured report (the admin screen, `POST /admin/calendar-years/check`); `importOfficialYear`
 * adds the readable text and the module for `patro import-year`. Pure: callers read and write files.
 */
import { drik } from '../astro/drik.js';
import { suryaSiddhanta } from '../astro/surya-siddhanta.js';
import { bsMonthLength, bsToAd, bsToJdn } from '../civil/bs.js';
import { jdnToGregorian } from '../civil/gregorian.js';
import { FESTIVALS } from '../data/festivals.js';
import { holidayOfDay } from '../day/index.js';
import { matchesPublished } from '../festivals/published.js';
import { festivalsInBsYear } from '../festivals/resolve.js';
import { formatIsoDate, parseIsoDate } from '../format/dates.js';
import { tithiName } from '../format/names.js';
import { udayaTithi } from '../panchanga/day.js';
import { KATHMANDU } from '../types.js';
import {
  encodeYearChecked,
  fileMonthLengths,
  type SourceYear,
  shapeError,
  tithiMethodOf,
  type YearFileError,
} from './encode.js';
import { officialYears } from './index.js';

export type { YearFileError } from './encode.js';

/** A day named in the report: its BS and AD dates (`YYYY-MM-DD`). */
export interface CheckedDay {
  bs: string;
  ad: string;
}

/** One month of the file against the shipped month table and the Surya Siddhanta model. */
export interface MonthCheck {
  month: number;
  /** Days the file gives the month. */
  published: number;
  shipped: number;
  model: number;
  /** AD date of the month's first day: in the file (null when the file has no day 1), our table, the model. */
  starts: { published: string | null; shipped: string; model: string };
}

/** A day whose published tithi (1–30) is not the model's at Kathmandu sunrise. */
export interface TithiDifference extends CheckedDay {
  published: number;
  ss: number;
  drik: number;
}

/** A catalogue festival the file names on days other than its rule's. */
export interface FestivalDifference {
  id: string;
  names: { np: string; en: string };
  published: CheckedDay[];
  rule: CheckedDay[];
}

/** A day whose holiday flag is not the catalogue's. */
export interface HolidayDifference extends CheckedDay {
  published: boolean;
  rule: boolean;
  events: { np: string; en: string }[];
}

/** What checking a year file found. */
export interface YearCheck {
  /** The file's BS year (null when the file has none). */
  year: number | null;
  /** True when nothing stops the year being published. */
  sound: boolean;
  /** Problems that stop it: each day, field and message (day null for the whole file). */
  errors: YearFileError[];
  /** Month lengths and starts; null when the file could not be read as a year. */
  months: {
    lengths: number[];
    /** How many of the 12 months have the length of our table and of the model. */
    agree: { shipped: number; model: number };
    /** The months where the file, our table or the model differ. */
    differ: MonthCheck[];
  } | null;
  /**
   * The comparisons below need the file's month table to be ours (null otherwise): tithi at
   * Kathmandu sunrise against SS and drik (differences counted against the file's own method).
   */
  tithi: {
    method: 'surya-siddhanta' | 'drik';
    checked: number;
    ss: number;
    drik: number;
    differ: TithiDifference[];
  } | null;
  /** Each catalogue festival the file names, on its rule's day(s) or not. */
  festivals: { checked: number; differ: FestivalDifference[] } | null;
  /** The file's holiday flags against the catalogue's holiday rules. */
  holidays: { published: number; differ: HolidayDifference[] } | null;
}

/** What `patro import-year` found. */
export interface ImportYearResult {
  year: number;
  /** Problems that stop the import (the file is not added while any remain). */
  problems: string[];
  /** The disagreement report, readable text. */
  report: string;
  /** The structured report the text is written from. */
  check: YearCheck;
  /** The module to write as `src/data/official-days/<year>.ts`, when there is no problem. */
  module?: string;
  /** Every shipped year after the import (for the registry). */
  years: number[];
}

/**
 * What importing a sound year writes, relative to `packages/calendar` (`bin/patro.mjs` writes
 * them; the admin screen shows them before the release that publishes the year).
 */
export function importYearFiles(year: number): { module: string; registry: string; fixture: string } {
  return {
    module: `src/data/official-days/${year}.ts`,
    registry: 'src/data/official-days/index.ts',
    fixture: `test/fixtures/published/official/bs-${year}.json`,
  };
}

const iso = (jdn: number) => formatIsoDate(jdnToGregorian(jdn));

function compare(src: SourceYear, file: string): { check: YearCheck; module?: string } {
  const shape = shapeError(src);
  if (shape) {
    const year = Number.isInteger((src as { bs_year?: unknown } | null)?.bs_year) ? src.bs_year : null;
    return {
      check: {
        year,
        sound: false,
        errors: [shape],
        months: null,
        tithi: null,
        festivals: null,
        holidays: null,
      },
    };
  }
  const year = src.bs_year;
  const { errors, module } = encodeYearChecked(src, file);
  const lengths = fileMonthLengths(src);
  const months: MonthCheck[] = [];
  for (let m = 1; m <= 12; m++) {
    const first = src.days.find((d) => d.bs === formatIsoDate({ year, month: m, day: 1 }));
    months.push({
      month: m,
      published: lengths[m - 1]!,
      shipped: bsMonthLength(year, m),
      model: bsMonthLength(year, m, { mode: 'computed' }),
      starts: {
        published: first?.ad ?? null,
        shipped: formatIsoDate(bsToAd({ year, month: m, day: 1 })),
        model: formatIsoDate(bsToAd({ year, month: m, day: 1 }, { mode: 'computed' })),
      },
    });
  }
  const tableAgrees = months.every((m) => m.published === m.shipped);
  if (!tableAgrees)
    errors.unshift({
      day: null,
      field: 'months',
      message: `the month lengths differ from the shipped table: put ${year}'s lengths [${lengths.join(', ')}] in PUBLISHED_OVERRIDES of packages/calendar/scripts/generate-bs-months.ts, raise OFFICIAL_LAST_YEAR, run it, rebuild, then import again`,
    });
  const check: YearCheck = {
    year,
    sound: errors.length === 0,
    errors,
    months: {
      lengths,
      agree: {
        shipped: months.filter((m) => m.published === m.shipped).length,
        model: months.filter((m) => m.published === m.model).length,
      },
      differ: months.filter(
        (m) =>
          m.published !== m.shipped || m.published !== m.model || m.starts.published !== m.starts.shipped,
      ),
    },
    tithi: null,
    festivals: null,
    holidays: null,
  };
  if (!tableAgrees) return { check };

  // Only the days that are dates of our table take part (a broken day is already an error).
  const days = src.days.flatMap((d) => {
    const bs = parseIsoDate(d.bs, { calendar: 'bs' });
    return bs && bs.year === year && bs.day <= bsMonthLength(year, bs.month)
      ? [{ d, jdn: bsToJdn(bs), day: { bs: d.bs, ad: iso(bsToJdn(bs)) } }]
      : [];
  });

  // Tithi at Kathmandu sunrise: the file against the SS model (the patro's) and drik.
  const method = tithiMethodOf(src);
  const tithi = { method, checked: 0, ss: 0, drik: 0, differ: [] as TithiDifference[] };
  for (const { d, jdn, day } of days) {
    if (d.tithi === null || !Number.isInteger(d.tithi) || d.tithi < 1 || d.tithi > 30) continue;
    const ss = udayaTithi(jdn, KATHMANDU, suryaSiddhanta);
    const dk = udayaTithi(jdn, KATHMANDU, drik);
    tithi.checked++;
    if (ss === d.tithi) tithi.ss++;
    if (dk === d.tithi) tithi.drik++;
    if ((method === 'drik' ? dk : ss) !== d.tithi)
      tithi.differ.push({ ...day, published: d.tithi, ss, drik: dk });
  }
  check.tithi = tithi;

  // Festivals: the days the file names each catalogue festival on, against the rule.
  const computed = festivalsInBsYear(year, { mode: 'computed' });
  const festivals = { checked: 0, differ: [] as FestivalDifference[] };
  const byAd = (a: CheckedDay, b: CheckedDay) => a.ad.localeCompare(b.ad);
  for (const def of FESTIVALS) {
    if (!def.published || def.rule.kind === 'published') continue;
    const published = days
      .filter((x) => (x.d.events ?? []).some((e) => matchesPublished(def, e.np)))
      .map((x) => x.day)
      .sort(byAd);
    if (published.length === 0) continue;
    festivals.checked++;
    const rule = computed
      .filter((f) => f.id === def.id)
      .map((f) => ({ bs: formatIsoDate(f.bs), ad: formatIsoDate(f.ad) }))
      .sort(byAd);
    if (published.map((p) => p.ad).join() !== rule.map((r) => r.ad).join())
      festivals.differ.push({ id: def.id, names: { np: def.names.np, en: def.names.en }, published, rule });
  }
  check.festivals = festivals;

  // Holidays: the file's flags against the catalogue's holiday festivals.
  const holidays = { published: 0, differ: [] as HolidayDifference[] };
  for (const { d, jdn, day } of days) {
    if (d.holiday === null) continue;
    if (d.holiday) holidays.published++;
    const rule = holidayOfDay(jdn, { mode: 'computed' }).kind !== 'none';
    if (rule !== d.holiday)
      holidays.differ.push({
        ...day,
        published: d.holiday,
        rule,
        events: (d.events ?? []).map((e) => ({ np: e.np, en: e.en })),
      });
  }
  check.holidays = holidays;
  return { check, ...(module ? { module } : {}) };
}

/** Checks a year file in the shared official shape (parsed JSON of any content) against the engine. */
export function checkOfficialYear(src: unknown, file: string): YearCheck {
  return compare(src as SourceYear, file).check;
}

const LISTED = 25;

function listed(lines: string[]): string[] {
  return lines.length <= LISTED
    ? lines
    : [...lines.slice(0, LISTED), `  … and ${lines.length - LISTED} more`];
}

/** The readable report of a check (what `patro import-year` prints). */
export function yearCheckText(check: YearCheck): string {
  const out: string[] = [];
  const { months, tithi, festivals, holidays } = check;
  if (months) {
    out.push(`Month starts (BS ${check.year}):`);
    for (const m of months.differ)
      out.push(
        `  month ${m.month}: published ${m.published} days, shipped table ${m.shipped}, SS model ${m.model}` +
          (m.starts.published !== m.starts.shipped
            ? `; starts ${m.starts.published ?? 'missing'} published, ${m.starts.shipped} by our table`
            : ''),
      );
    out.push(
      `  published month lengths ${months.lengths.join(' ')}: ${months.agree.shipped}/12 as the shipped table, ${months.agree.model}/12 as the SS model`,
    );
  }
  if (tithi) {
    const n = tithi.checked;
    out.push(
      `Tithi at Kathmandu sunrise (the file says ${tithi.method}): SS ${tithi.ss}/${n}, drik ${tithi.drik}/${n}; ${tithi.differ.length} days differ from the ${tithi.method} model`,
      ...listed(
        tithi.differ.map(
          (t) =>
            `  ${t.bs}: published ${tithiName(t.published, 'en')}, SS ${tithiName(t.ss, 'en')}, drik ${tithiName(t.drik, 'en')}`,
        ),
      ),
    );
  }
  if (festivals)
    out.push(
      `Festivals: ${festivals.checked - festivals.differ.length}/${festivals.checked} on the rule's day(s)`,
      ...listed(
        festivals.differ.map(
          (f) =>
            `  ${f.id}: published ${f.published.map((p) => p.ad).join(', ')}, rule ${f.rule.map((r) => r.ad).join(', ') || 'no day'}`,
        ),
      ),
    );
  if (holidays)
    out.push(
      `Holidays: ${holidays.published} published; ${holidays.differ.length} days differ from the rules`,
      ...listed(
        holidays.differ.map(
          (h) =>
            `  ${h.bs} (${h.ad}): ${h.published ? 'published holiday, not one by rule' : 'holiday by rule, not published'}${
              h.events.length ? ` — ${h.events.map((e) => e.np).join(', ')}` : ''
            }`,
        ),
      ),
    );
  return out.length ? `${out.join('\n')}\n` : '';
}

/** Checks `src` (parsed from `file`) and builds the report and, if it is sound, the module. */
export function importOfficialYear(src: SourceYear, file: string): ImportYearResult {
  const { check, module } = compare(src, file);
  const problems = check.errors.map(
    (e) => `${file}: ${e.day ? `${e.day} ${e.field}` : e.field || 'file'}: ${e.message}`,
  );
  const year = Number(check.year);
  const years = check.sound
    ? [...new Set([...officialYears(), year])].sort((a, b) => a - b)
    : officialYears();
  return {
    year,
    problems,
    report: yearCheckText(check),
    check,
    ...(check.sound && module ? { module } : {}),
    years,
  };
}
