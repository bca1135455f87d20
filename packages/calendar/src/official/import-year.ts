/**
 * `patro import-year <file>`: checks a newly published year in the shared official shape and
 * reports every disagreement with the model — month starts, tithis, festivals, holidays — before
 * it is added as shipped data (`encode.ts`). Pure: `bin/patro.mjs` reads and writes the files.
 */
import { drik } from '../astro/drik.js';
import { suryaSiddhanta } from '../astro/surya-siddhanta.js';
import { bsMonthLength, bsToJdn } from '../civil/bs.js';
import { jdnToGregorian } from '../civil/gregorian.js';
import { FESTIVALS } from '../data/festivals.js';
import { holidayOfDay } from '../day/index.js';
import { matchesPublished } from '../festivals/published.js';
import { festivalsInBsYear } from '../festivals/resolve.js';
import { formatIsoDate, parseIsoDate } from '../format/dates.js';
import { tithiName } from '../format/names.js';
import { udayaTithi } from '../panchanga/day.js';
import { KATHMANDU } from '../types.js';
import { encodeOfficialYear, type SourceYear, tithiMethodOf } from './encode.js';
import { officialYears } from './index.js';

/** What `patro import-year` found. */
export interface ImportYearResult {
  year: number;
  /** Problems that stop the import (the file is not added while any remain). */
  problems: string[];
  /** The disagreement report, readable text. */
  report: string;
  /** The module to write as `src/data/official-days/<year>.ts`, when there is no problem. */
  module?: string;
  /** Every shipped year after the import (for the registry). */
  years: number[];
}

const LISTED = 25;

function listed(lines: string[]): string[] {
  return lines.length <= LISTED
    ? lines
    : [...lines.slice(0, LISTED), `  … and ${lines.length - LISTED} more`];
}

/** Checks `src` (parsed from `file`) and builds the report and, if it is sound, the module. */
export function importOfficialYear(src: SourceYear, file: string): ImportYearResult {
  const problems: string[] = [];
  const out: string[] = [];
  const year = src?.bs_year;
  if (!Number.isInteger(year) || !Array.isArray(src.days) || src.days.length === 0) {
    return {
      year: Number(year),
      problems: [`${file}: not a published year in the official shape (bs_year and days are required)`],
      report: '',
      years: officialYears(),
    };
  }
  const days = src.days.map((d) => ({ d, bs: parseIsoDate(String(d.bs), { calendar: 'bs' }) ?? undefined }));
  const bad = days.find((x) => x.bs === undefined || x.bs.year !== year);
  if (bad) problems.push(`${file}: day "${bad.d.bs}" is not a BS ${year} date`);

  // Month starts: the file's month lengths against the shipped table and the SS model.
  out.push(`Month starts (BS ${year}):`);
  const lengths = Array.from({ length: 12 }, (_, i) => days.filter((x) => x.bs?.month === i + 1).length);
  let monthMiss = 0;
  let modelMiss = 0;
  for (let m = 1; m <= 12; m++) {
    const shipped = bsMonthLength(year, m);
    const model = bsMonthLength(year, m, { mode: 'computed' });
    if (lengths[m - 1] !== shipped) monthMiss++;
    if (lengths[m - 1] !== model) modelMiss++;
    if (lengths[m - 1] !== shipped || lengths[m - 1] !== model)
      out.push(`  month ${m}: published ${lengths[m - 1]} days, shipped table ${shipped}, SS model ${model}`);
  }
  out.push(
    `  published month lengths ${lengths.join(' ')}: ${12 - monthMiss}/12 as the shipped table, ${12 - modelMiss}/12 as the SS model`,
  );
  if (monthMiss > 0)
    problems.push(
      `the month lengths differ from the shipped table: put ${year}'s lengths [${lengths.join(', ')}] in PUBLISHED_OVERRIDES of packages/calendar/scripts/generate-bs-months.ts, raise OFFICIAL_LAST_YEAR, run it, rebuild, then import again`,
    );

  if (problems.length === 0) {
    // Tithi at Kathmandu sunrise: the file against the SS model (the patro's) and drik.
    const method = tithiMethodOf(src);
    const misses: string[] = [];
    let ss = 0;
    let dk = 0;
    let n = 0;
    for (const { d, bs } of days) {
      if (d.tithi === null || bs === undefined) continue;
      const jdn = bsToJdn(bs);
      const tSs = udayaTithi(jdn, KATHMANDU, suryaSiddhanta);
      const tDk = udayaTithi(jdn, KATHMANDU, drik);
      n++;
      if (tSs === d.tithi) ss++;
      if (tDk === d.tithi) dk++;
      if ((method === 'drik' ? tDk : tSs) !== d.tithi)
        misses.push(
          `  ${d.bs}: published ${tithiName(d.tithi, 'en')}, SS ${tithiName(tSs, 'en')}, drik ${tithiName(tDk, 'en')}`,
        );
    }
    out.push(
      `Tithi at Kathmandu sunrise (the file says ${method}): SS ${ss}/${n}, drik ${dk}/${n}; ${misses.length} days differ from the ${method} model`,
      ...listed(misses),
    );

    // Festivals: the days the file names each catalogue festival on, against the rule.
    const computed = festivalsInBsYear(year, { mode: 'computed' });
    const festivalLines: string[] = [];
    let checked = 0;
    for (const def of FESTIVALS) {
      if (!def.published || def.rule.kind === 'published') continue;
      const pub = days
        .filter((x) => (x.d.events ?? []).some((e) => matchesPublished(def, e.np)))
        .map((x) => x.d.ad)
        .sort();
      if (pub.length === 0) continue;
      checked++;
      const rule = computed
        .filter((f) => f.id === def.id)
        .map((f) => formatIsoDate(f.ad))
        .sort();
      if (pub.join() !== rule.join())
        festivalLines.push(`  ${def.id}: published ${pub.join(', ')}, rule ${rule.join(', ') || 'no day'}`);
    }
    out.push(
      `Festivals: ${checked - festivalLines.length}/${checked} on the rule's day(s)`,
      ...listed(festivalLines),
    );

    // Holidays: the file's flags against the catalogue's holiday festivals.
    const holidayLines: string[] = [];
    let flagged = 0;
    for (const { d, bs } of days) {
      if (d.holiday === null || bs === undefined) continue;
      if (d.holiday) flagged++;
      const rule = holidayOfDay(bsToJdn(bs), { mode: 'computed' }).kind !== 'none';
      if (rule !== d.holiday)
        holidayLines.push(
          `  ${d.bs} (${formatIsoDate(jdnToGregorian(bsToJdn(bs)))}): ${d.holiday ? 'published holiday, not one by rule' : 'holiday by rule, not published'}${
            d.events?.length ? ` — ${d.events.map((e) => e.np).join(', ')}` : ''
          }`,
        );
    }
    out.push(
      `Holidays: ${flagged} published; ${holidayLines.length} days differ from the rules`,
      ...listed(holidayLines),
    );
  }

  let module: string | undefined;
  if (problems.length === 0) {
    try {
      module = encodeOfficialYear(src, file);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  const years = [...new Set([...officialYears(), year])].sort((a, b) => a - b);
  return { year, problems, report: `${out.join('\n')}\n`, ...(module ? { module } : {}), years };
}
