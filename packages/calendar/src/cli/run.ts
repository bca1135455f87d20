/**
 * The `patro` command, as a pure function of its arguments: `run(args)` returns the exit code
 * and what to print, so tests can call it directly and `main.ts` only does the I/O.
 */
import {
  bsMonthBoundaryRisk,
  bsMonthLength,
  bsMonthProvenance,
  bsToJdn,
  bsYearLength,
  jdnToBs,
} from '../civil/bs.js';
import { gregorianToJdn, jdnToGregorian, weekday } from '../civil/gregorian.js';
import { BS_MAX_YEAR, BS_MIN_YEAR } from '../civil/month-table.js';
import { type CalendarDay, calendarDay } from '../day/index.js';
import { festivalAgreement } from '../festivals/agreement.js';
import { festivalsInBsYear } from '../festivals/resolve.js';
import { formatIsoDate } from '../format/dates.js';
import {
  karanaName,
  lunarMonthName,
  nakshatraName,
  nsMonthName,
  weekdayName,
  yogaName,
} from '../format/names.js';
import { nsToJdn } from '../ns/index.js';
import { KATHMANDU, type Place, type YMD } from '../types.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const USAGE = `Usage: patro <command> [options]

Commands:
  convert <date> [--from bs|ad|ns]        one day in BS, AD and NS, with weekday and provenance
                                          (BS/AD: YYYY-MM-DD; NS: YYYY-MM-DD with day 1–30,
                                          16–30 = gā, or YYYY-MM-thwa|ga-DD; NS month 13 = Analā)
  days <adFrom> <adTo>                    day data for an AD range (at most 3660 days)
        [--mode official|computed|drik] [--lat N --lon N --tz ZONE]
  festivals <bsYear> [--check]            every catalogue festival in a BS year
                                          (--check: computed dates against published ones)
  months <bsFrom> <bsTo>                  BS month lengths per year with provenance
  import-year <file> [--dry-run] [--out DIR]
                                          check a newly published year (official shape),
                                          report every disagreement with the model and add it
                                          as shipped day data (in a clone of the repository)

Options:
  --mode official|computed   official (default): published data where shipped; computed: the model only
  --json                     print JSON instead of a table
  --help                     this message`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

const VALUE_FLAGS = new Set(['from', 'mode', 'lat', 'lon', 'tz']);
const BOOL_FLAGS = new Set(['json', 'help', 'check']);

function parse(args: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (VALUE_FLAGS.has(name)) {
        const value = eq > 0 ? a.slice(eq + 1) : args[++i];
        if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
        flags.set(name, value);
      } else if (BOOL_FLAGS.has(name) && eq < 0) {
        flags.set(name, true);
      } else {
        throw new UsageError(`unknown option ${a}`);
      }
    } else {
      positional.push(a);
    }
  }
  return { positional, flags };
}

function flag(p: Parsed, name: string): string | undefined {
  const v = p.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

function parseYmd(text: string, what: string): YMD {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!m) throw new UsageError(`${what} must be YYYY-MM-DD; got "${text}"`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function parseAd(text: string): number {
  const d = parseYmd(text, 'AD date');
  if (d.month < 1 || d.month > 12 || d.day < 1) throw new UsageError(`invalid AD date ${text}`);
  const jdn = gregorianToJdn(d);
  const back = jdnToGregorian(jdn);
  if (back.day !== d.day || back.month !== d.month) throw new UsageError(`invalid AD date ${text}`);
  return jdn;
}

function parseYear(text: string | undefined, what: string): number {
  if (!text || !/^\d{4}$/.test(text)) throw new UsageError(`${what} must be a four-digit BS year`);
  const y = Number(text);
  if (y < BS_MIN_YEAR || y > BS_MAX_YEAR)
    throw new UsageError(`${what} must be within BS ${BS_MIN_YEAR}–${BS_MAX_YEAR}`);
  return y;
}

function calendarMode(p: Parsed, allowDrik = false): 'official' | 'computed' | 'drik' {
  const m = flag(p, 'mode') ?? 'official';
  if (m === 'official' || m === 'computed' || (allowDrik && m === 'drik')) return m;
  throw new UsageError(
    `--mode must be official${allowDrik ? ', computed or drik' : ' or computed'}; got "${m}"`,
  );
}

function place(p: Parsed): Place {
  const lat = flag(p, 'lat');
  const lon = flag(p, 'lon');
  const tz = flag(p, 'tz');
  if (lat === undefined && lon === undefined && tz === undefined) return KATHMANDU;
  if (lat === undefined || lon === undefined) throw new UsageError('--lat and --lon go together');
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90)
    throw new UsageError(`--lat must be −90…90; got ${lat}`);
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180)
    throw new UsageError(`--lon must be −180…180; got ${lon}`);
  const timeZone = tz ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new UsageError(`--tz must be an IANA time zone such as Asia/Kathmandu; got "${timeZone}"`);
  }
  return { latitude, longitude, timeZone };
}

/** A plain-text table: header row plus rows, columns padded to width. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]): string =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function nsText(ns: { year: number; month: number; paksha: 'thwa' | 'ga'; day: number }): string {
  return `${ns.year} ${nsMonthName(ns.month, 'en')} ${ns.paksha === 'thwa' ? 'Thwa' : 'Ga'} ${ns.day}`;
}

// ── convert ────────────────────────────────────────────────────────────────

function parseNs(text: string): { year: number; month: number; paksha: 'thwa' | 'ga'; day: number } {
  let m = /^(\d{3,4})-(\d{1,2})-(thwa|ga)-(\d{1,2})$/i.exec(text);
  if (m) {
    return {
      year: Number(m[1]),
      month: Number(m[2]),
      paksha: m[3]!.toLowerCase() as 'thwa' | 'ga',
      day: Number(m[4]),
    };
  }
  m = /^(\d{3,4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!m) throw new UsageError(`NS date must be YYYY-MM-DD (day 1–30) or YYYY-MM-thwa|ga-DD; got "${text}"`);
  const d = Number(m[3]);
  if (d < 1 || d > 30) throw new UsageError(`NS day must be 1–30; got ${d}`);
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    paksha: d <= 15 ? 'thwa' : 'ga',
    day: d <= 15 ? d : d - 15,
  };
}

function convert(p: Parsed): CliResult {
  const text = p.positional[1];
  if (!text || p.positional.length > 2) throw new UsageError('convert takes one date');
  const from = flag(p, 'from') ?? 'ad';
  const mode = calendarMode(p) as 'official' | 'computed';
  let jdn: number;
  try {
    if (from === 'ad') jdn = parseAd(text);
    else if (from === 'bs') jdn = bsToJdn(parseYmd(text, 'BS date'), { mode });
    else if (from === 'ns') jdn = nsToJdn(parseNs(text));
    else throw new UsageError(`--from must be bs, ad or ns; got "${from}"`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message);
  }
  const day = calendarDay(jdn, { mode });
  const wd = weekday(jdn);
  const bs = jdnToBs(jdn, { mode });
  const out = {
    input: { date: text, from },
    jdn,
    ad: formatIsoDate(jdnToGregorian(jdn)),
    bs: formatIsoDate(bs),
    ns: { ...day.ns, text: nsText(day.ns) },
    weekday: { index: wd, np: weekdayName(wd, 'np'), en: weekdayName(wd, 'en') },
    provenance: {
      mode,
      bsMonth: bsMonthProvenance(bs.year, bs.month, { mode }),
      day: day.source,
    },
  };
  if (p.flags.has('json')) return ok(`${JSON.stringify(out, null, 2)}\n`);
  return ok(
    `${[
      `AD       ${out.ad}`,
      `BS       ${out.bs}`,
      `NS       ${out.ns.text}`,
      `weekday  ${out.weekday.en} (${out.weekday.np})`,
      `JDN      ${jdn}`,
      `source   BS month ${out.provenance.bsMonth}; day data ${out.provenance.day} (mode ${mode})`,
    ].join('\n')}\n`,
  );
}

// ── days ───────────────────────────────────────────────────────────────────

/** The `patro days` record of one day. */
export function dayRecord(d: CalendarDay) {
  const end = (i: { iso: string } | null): string | null => (i ? i.iso : null);
  return {
    ad: formatIsoDate(d.ad),
    bs: formatIsoDate(d.bs),
    ns: { year: d.ns.year, month: d.ns.month, paksha: d.ns.paksha, day: d.ns.day, text: nsText(d.ns) },
    weekday: d.weekday,
    tithi: d.tithi.index,
    tithiEnd: end(d.tithi.end),
    paksha: d.tithi.paksha,
    /** The drik tithi and its end where it differs from the patro's (ADR 070), else null. */
    drikTithi: d.tithi.drik ? { tithi: d.tithi.drik.index, end: end(d.tithi.drik.end) } : null,
    nakshatra: {
      index: d.nakshatra.index,
      en: nakshatraName(d.nakshatra.index, 'en'),
      end: end(d.nakshatra.end),
    },
    yoga: { index: d.yoga.index, en: yogaName(d.yoga.index, 'en'), end: end(d.yoga.end) },
    karana: { index: d.karana.index, en: karanaName(d.karana.index, 'en'), end: end(d.karana.end) },
    sunrise: end(d.sunrise),
    sunset: end(d.sunset),
    moonrise: end(d.moonrise),
    moonset: end(d.moonset),
    lunarMonth: {
      month: d.lunarMonth.month,
      adhik: d.lunarMonth.adhik,
      en: lunarMonthName(d.lunarMonth.month, 'en', d.lunarMonth.adhik),
    },
    source: d.source,
    holiday: d.holiday,
    festivals: d.festivals.map((f) => f.id),
  };
}

const MAX_DAYS = 3660;

function days(p: Parsed): CliResult {
  if (p.positional.length !== 3) throw new UsageError('days takes two AD dates: <adFrom> <adTo>');
  const a = parseAd(p.positional[1]!);
  const b = parseAd(p.positional[2]!);
  if (b < a) throw new UsageError('adTo is before adFrom');
  if (b - a + 1 > MAX_DAYS) throw new UsageError(`at most ${MAX_DAYS} days at a time`);
  const mode = calendarMode(p, true);
  const where = place(p);
  const opts =
    mode === 'drik'
      ? { mode: 'computed' as const, panchangaMode: 'drik' as const, place: where }
      : { mode, place: where };
  const records = [];
  for (let jdn = a; jdn <= b; jdn++) {
    try {
      records.push(dayRecord(calendarDay(jdn, opts)));
    } catch (e) {
      throw new UsageError(`${formatIsoDate(jdnToGregorian(jdn))}: ${(e as Error).message}`);
    }
  }
  if (p.flags.has('json')) return ok(`${JSON.stringify(records, null, 2)}\n`);
  const hm = (s: string | null): string => (s ? s.slice(11, 16) : '—');
  return ok(
    `${table(
      [
        'AD',
        'BS',
        'wd',
        'tithi',
        'ends',
        'nakshatra',
        'sunrise',
        'sunset',
        'lunar month',
        'src',
        'festivals',
      ],
      records.map((r) => [
        r.ad,
        r.bs,
        weekdayName(r.weekday, 'en', true),
        `${r.tithi} ${r.paksha[0]}`,
        hm(r.tithiEnd),
        r.nakshatra.en,
        hm(r.sunrise),
        hm(r.sunset),
        r.lunarMonth.en,
        r.source,
        r.festivals.join(','),
      ]),
    )}\n`,
  );
}

// ── festivals ──────────────────────────────────────────────────────────────

function festivals(p: Parsed): CliResult {
  if (p.positional.length !== 2) throw new UsageError('festivals takes one BS year');
  const year = parseYear(p.positional[1], 'bsYear');
  if (p.flags.has('check')) {
    const a = festivalAgreement(year);
    if (p.flags.has('json')) return ok(`${JSON.stringify(a, null, 2)}\n`);
    const head = a.note
      ? `BS ${year}: ${a.note}`
      : `BS ${year}: ${a.agree}/${a.checked} festivals on their published day (computed mode)`;
    const rows = a.checks.map((c) => [c.id, c.status, c.published.join(','), c.computed.join(',')]);
    return ok(`${head}\n${rows.length ? `${table(['id', 'status', 'published', 'computed'], rows)}\n` : ''}`);
  }
  const mode = calendarMode(p) as 'official' | 'computed';
  const list = festivalsInBsYear(year, { mode });
  const records = list.map((f) => ({
    id: f.id,
    ad: formatIsoDate(f.ad),
    bs: formatIsoDate(f.bs),
    names: f.names,
    holiday: f.holiday,
    region: f.region,
    priority: f.priority,
    source: f.source,
    reason: f.reason,
  }));
  if (p.flags.has('json')) return ok(`${JSON.stringify(records, null, 2)}\n`);
  return ok(
    `${table(
      ['BS', 'AD', 'id', 'holiday', 'name', 'reason'],
      records.map((r) => [r.bs, r.ad, r.id, r.holiday === 'none' ? '' : r.holiday, r.names.en, r.reason]),
    )}\n`,
  );
}

// ── months ─────────────────────────────────────────────────────────────────

function months(p: Parsed): CliResult {
  if (p.positional.length !== 3) throw new UsageError('months takes two BS years: <bsFrom> <bsTo>');
  const a = parseYear(p.positional[1], 'bsFrom');
  const b = parseYear(p.positional[2], 'bsTo');
  if (b < a) throw new UsageError('bsTo is before bsFrom');
  const mode = calendarMode(p) as 'official' | 'computed';
  const opts = { mode };
  const records = [];
  for (let y = a; y <= b; y++) {
    const lengths: number[] = [];
    const provenance: string[] = [];
    const boundaryRisk: number[] = [];
    for (let m = 1; m <= 12; m++) {
      lengths.push(bsMonthLength(y, m, opts));
      provenance.push(bsMonthProvenance(y, m, opts));
      if (bsMonthBoundaryRisk(y, m, opts)) boundaryRisk.push(m);
    }
    const distinct = [...new Set(provenance)];
    records.push({
      year: y,
      lengths,
      days: bsYearLength(y, opts),
      provenance: distinct.length === 1 ? distinct[0] : provenance,
      boundaryRisk,
      firstAd: formatIsoDate(jdnToGregorian(bsToJdn({ year: y, month: 1, day: 1 }, opts))),
    });
  }
  if (p.flags.has('json')) return ok(`${JSON.stringify(records, null, 2)}\n`);
  return ok(
    `${table(
      [
        'BS',
        'Bai Jes Asa Shr Bha Aso Kar Man Pou Mag Fal Cha',
        'days',
        'starts (AD)',
        'provenance',
        'near cutoff',
      ],
      records.map((r) => [
        String(r.year),
        r.lengths.map((n) => String(n).padStart(3)).join(' '),
        String(r.days),
        r.firstAd,
        Array.isArray(r.provenance) ? r.provenance.join(',') : String(r.provenance),
        r.boundaryRisk.join(','),
      ]),
    )}\n`,
  );
}

function ok(stdout: string): CliResult {
  return { code: 0, stdout, stderr: '' };
}

/** Runs the command line `args` (without the program name). */
export function run(args: string[]): CliResult {
  try {
    const p = parse(args);
    if (p.flags.has('help') || p.positional[0] === 'help') return ok(`${USAGE}\n`);
    switch (p.positional[0]) {
      case 'convert':
        return convert(p);
      case 'days':
        return days(p);
      case 'festivals':
        return festivals(p);
      case 'months':
        return months(p);
      case undefined:
        throw new UsageError('no command given');
      default:
        throw new UsageError(`unknown command "${p.positional[0]}"`);
    }
  } catch (e) {
    if (e instanceof UsageError || e instanceof RangeError) {
      return { code: 2, stdout: '', stderr: `patro: ${e.message}\n\n${USAGE}\n` };
    }
    throw e;
  }
}
