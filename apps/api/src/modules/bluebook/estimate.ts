/**
 * The bluebook renewal estimate (ADR 211): pure, BS date arithmetic on the calendar engine, no
 * clock of its own (`todayJdn` comes from the caller's injected clock). Every amount is an
 * estimate from a rate table with its Act, fiscal year and sources, never an official demand.
 *
 * The rule, from the national transport directive as summarised in data-sources §7:
 * - The bluebook's renewal expires one BS year after the renewal date written in it (the same
 *   day of the month; a day the month lacks that year, Chaitra 31 say, becomes its last day).
 * - Tax is due by the end of Chaitra of the fiscal year the expiry falls in, or at the expiry,
 *   whichever comes first. That fiscal year's table sets the tax.
 * - Fines on the tax grow by day windows after the due date; two readings of the windows exist
 *   (`directive`: none for 90 days, 5% for the next 30, 10% for the next 45, then 20%;
 *   `summary`: 5% within 90 days, 10% to 120, then 20%). Past the end of the due date's fiscal
 *   year: 20% and 32% more for each further fiscal year begun, at most 5.
 * - Arrears over several fiscal years (ADR 243): every year whose tax has come due since counts
 *   with its own fiscal year's table (tax and renewal charge) and its own fine from its own due
 *   date by the same windows. A year without a table is named, and nothing is guessed for it.
 */
import { bsMonthLength, bsToAd, bsToJdn, holidayOfDay, jdnToBs, weekday, type YMD } from '@patro/calendar';
import { findTable, slabFor, tableYears } from './rates.js';
import {
  CATEGORY_UNIT,
  type Confidence,
  type Province,
  RATE_TABLES,
  type RateTable,
  type Slab,
  type Source,
  type VehicleCategory,
} from './rates-data.js';

export const FINE_READINGS = ['directive', 'summary'] as const;
export type FineReading = (typeof FINE_READINGS)[number];

interface Window {
  /** Last day late (inclusive) this window covers; null: until the fiscal year ends. */
  upToDays: number | null;
  percent: number;
}

/** The day windows of each reading (days late → percent of the tax). */
export const FINE_WINDOWS: Record<FineReading, readonly Window[]> = {
  directive: [
    { upToDays: 90, percent: 0 },
    { upToDays: 120, percent: 5 },
    { upToDays: 165, percent: 10 },
    { upToDays: null, percent: 20 },
  ],
  summary: [
    { upToDays: 90, percent: 5 },
    { upToDays: 120, percent: 10 },
    { upToDays: null, percent: 20 },
  ],
};
/** Each further fiscal year unpaid adds this percent of the tax, for at most `ARREARS_MAX_YEARS`. */
export const ARREARS_PERCENT_PER_YEAR = 32;
export const ARREARS_MAX_YEARS = 5;

const iso = (d: YMD) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The fiscal year (its first BS year) a BS date falls in: Shrawan 1 starts a new one. */
export function fiscalYearOf(bs: YMD): number {
  return bs.month >= 4 ? bs.year : bs.year - 1;
}

/** "2082/83". */
export function fiscalYearLabel(fy: number): string {
  return `${fy}/${String((fy + 1) % 100).padStart(2, '0')}`;
}

/** The last day of Chaitra in fiscal year `fy` (Chaitra of BS year `fy`: 30 or 31 days). */
export function chaitraEnd(fy: number): YMD {
  return { year: fy, month: 12, day: bsMonthLength(fy, 12) };
}

/** The last day of fiscal year `fy`: the end of Ashadh of BS year fy + 1. */
export function fiscalYearEnd(fy: number): YMD {
  return { year: fy + 1, month: 3, day: bsMonthLength(fy + 1, 3) };
}

/** The same day one BS year later; a day the month lacks then becomes the month's last day. */
export function addBsYear(bs: YMD): YMD {
  const year = bs.year + 1;
  return { year, month: bs.month, day: Math.min(bs.day, bsMonthLength(year, bs.month)) };
}

/** `k` BS years later; a day the month lacks then becomes the month's last day. */
export function addBsYears(bs: YMD, k: number): YMD {
  const year = bs.year + k;
  return { year, month: bs.month, day: Math.min(bs.day, bsMonthLength(year, bs.month)) };
}

/** The most fiscal years an estimate counts (older arrears are named by their first missing table anyway). */
export const MAX_YEARS_COUNTED = 30;

/**
 * Every renewal year owed on `todayJdn` since `lastRenewal`: the first always (the renewal being
 * estimated), and each later one whose own due date has come (on or before today).
 */
export function yearsOwed(lastRenewal: YMD, todayJdn: number): ReturnType<typeof dueDate>[] {
  const out = [dueDate(lastRenewal)];
  for (let k = 1; k < MAX_YEARS_COUNTED; k++) {
    const next = dueDate(addBsYears(lastRenewal, k));
    if (bsToJdn(next.due) > todayJdn) break;
    out.push(next);
  }
  return out;
}

/** When the bluebook's renewal expires, and when the tax is due (the earlier of expiry and Chaitra end). */
export function dueDate(lastRenewal: YMD): {
  expiry: YMD;
  due: YMD;
  rule: 'expiry' | 'chaitra-end';
  fiscalYear: number;
} {
  const expiry = addBsYear(lastRenewal);
  const fiscalYear = fiscalYearOf(expiry);
  const chaitra = chaitraEnd(fiscalYear);
  const expiryFirst = bsToJdn(expiry) <= bsToJdn(chaitra);
  return {
    expiry,
    due: expiryFirst ? expiry : chaitra,
    rule: expiryFirst ? 'expiry' : 'chaitra-end',
    fiscalYear,
  };
}

export interface FineWindowDates {
  /** First and last BS dates of the window (ISO); `to` null for the arrears after the fiscal year. */
  from: string;
  to: string | null;
  percent: number;
  /** Past the fiscal year: the percent grows by 32 each further fiscal year. */
  arrears?: boolean;
}

/** The fine windows as BS dates for a due date (ISO BS), clipped at the end of its fiscal year. */
export function fineWindows(due: YMD, reading: FineReading): FineWindowDates[] {
  const dueJdn = bsToJdn(due);
  const fyEndJdn = bsToJdn(fiscalYearEnd(fiscalYearOf(due)));
  const out: FineWindowDates[] = [];
  let firstDay = 1;
  for (const w of FINE_WINDOWS[reading]) {
    const fromJdn = dueJdn + firstDay;
    if (fromJdn > fyEndJdn) break;
    const toJdn = w.upToDays === null ? fyEndJdn : Math.min(dueJdn + w.upToDays, fyEndJdn);
    out.push({ from: iso(jdnToBs(fromJdn)), to: iso(jdnToBs(toJdn)), percent: w.percent });
    if (w.upToDays === null) break;
    firstDay = w.upToDays + 1;
  }
  out.push({
    from: iso(jdnToBs(fyEndJdn + 1)),
    to: null,
    percent: 20 + ARREARS_PERCENT_PER_YEAR,
    arrears: true,
  });
  return out;
}

/** The fine percent `daysLate` after `due` (0 when not late), on `todayJdn`. */
export function finePercent(due: YMD, todayJdn: number, reading: FineReading): number {
  const daysLate = todayJdn - bsToJdn(due);
  if (daysLate <= 0) return 0;
  const dueFy = fiscalYearOf(due);
  const todayFy = fiscalYearOf(jdnToBs(todayJdn));
  if (todayFy > dueFy) {
    return 20 + ARREARS_PERCENT_PER_YEAR * Math.min(ARREARS_MAX_YEARS, todayFy - dueFy);
  }
  for (const w of FINE_WINDOWS[reading]) {
    if (w.upToDays === null || daysLate <= w.upToDays) return w.percent;
  }
  return 20;
}

export interface Bilingual {
  en: string;
  np: string;
}

export interface DateBoth {
  bs: string;
  ad: string;
}

const both = (bs: YMD): DateBoth => ({ bs: iso(bs), ad: iso(bsToAd(bs)) });

export interface EstimateInput {
  province: Province;
  category: VehicleCategory;
  /** Engine cc, or motor kW for electric vehicles. */
  size: number;
  /** The renewal date written in the bluebook (BS). */
  lastRenewal: YMD;
  todayJdn: number;
  reading: FineReading;
  tables?: readonly RateTable[];
}

interface EstimateDates {
  expiry: DateBoth;
  due: DateBoth & { rule: 'expiry' | 'chaitra-end' };
  /** Days from today to the due date (negative when late). */
  daysLeft: number;
  /** The due date is a public holiday or a Saturday: offices are shut; the date is not moved. */
  dueHoliday: { weekly: boolean; names: Bilingual[] } | null;
  fiscalYear: number;
  fiscalYearLabel: string;
  reading: FineReading;
  fineWindows: FineWindowDates[];
}

/** One fiscal year's share of the amount: its own table's tax and charge, its own fine. Paisa. */
export interface YearOwed {
  fiscalYear: number;
  fiscalYearLabel: string;
  due: DateBoth;
  tax: number;
  renewalCharge: number;
  finePercent: number;
  fine: number;
  act: Bilingual;
  sources: Source[];
}

export type Estimate =
  | (EstimateDates & {
      status: 'ok';
      estimate: true;
      /** Paisa. */
      tax: number;
      renewalCharge: number;
      fine: number;
      finePercent: number;
      total: number;
      slab: { from: number; to: number | null; unit: 'cc' | 'W' | 'kW' };
      act: Bilingual;
      sources: Source[];
      confidence: Confidence;
      renewalChargeConfidence: Confidence;
      renewalChargeSource: Source;
      note: Bilingual | null;
      /** Every fiscal year counted, oldest first (one unless the renewal is a year or more late). */
      years: YearOwed[];
    })
  | (EstimateDates & {
      /** No table for this province, category and fiscal year: the years that have one. */
      status: 'no_table';
      tableYears: number[];
      /** The owed fiscal years without a table (or whose table has no slab for this vehicle), oldest first. */
      missingYears: number[];
      /** The newest earlier table's rate for this vehicle, shown as that year's, never as this year's. */
      previous: {
        fiscalYear: number;
        fiscalYearLabel: string;
        tax: number;
        act: Bilingual;
        sources: Source[];
      } | null;
    })
  | (EstimateDates & {
      /** Below the table's first slab (an electric motor under 350 W, say). */
      status: 'outside_table';
      act: Bilingual;
      sources: Source[];
      firstFrom: number;
      unit: 'cc' | 'W' | 'kW';
    });

/** The size in the unit the category's slabs use: electric two-wheelers are tabled in watts. */
export function sizeInTableUnit(category: VehicleCategory, size: number): number {
  return CATEGORY_UNIT[category] === 'W' ? Math.round(size * 1000) : size;
}

export function estimateRenewal(input: EstimateInput): Estimate {
  const tables = input.tables ?? RATE_TABLES;
  const { expiry, due, rule, fiscalYear } = dueDate(input.lastRenewal);
  const dueJdn = bsToJdn(due);
  const holiday = holidayOfDay(dueJdn);
  const saturday = weekday(dueJdn) === 6;
  const dates: EstimateDates = {
    expiry: both(expiry),
    due: { ...both(due), rule },
    daysLeft: dueJdn - input.todayJdn,
    dueHoliday:
      holiday.kind === 'national' || saturday
        ? {
            weekly: saturday,
            names: holiday.reasons.filter((r) => r.kind === 'national').map((r) => ({ en: r.en, np: r.np })),
          }
        : null,
    fiscalYear,
    fiscalYearLabel: fiscalYearLabel(fiscalYear),
    reading: input.reading,
    fineWindows: fineWindows(due, input.reading),
  };
  const table = findTable(input.province, fiscalYear, input.category, tables);
  const owed = yearsOwed(input.lastRenewal, input.todayJdn);
  const size = sizeInTableUnit(input.category, input.size);
  const later = owed.slice(1).map((year) => {
    const t = findTable(input.province, year.fiscalYear, input.category, tables);
    return { year, table: t, slab: t && slabFor(t, size) };
  });
  const missingLater = later.filter((l) => !l.slab).map((l) => l.year.fiscalYear);
  if (!table || (missingLater.length > 0 && slabFor(table, size))) {
    const years = tableYears(input.province, input.category, tables);
    const earlier = years.find((y) => y < fiscalYear);
    const earlierTable =
      earlier === undefined ? undefined : findTable(input.province, earlier, input.category, tables);
    const earlierSlab = earlierTable && slabFor(earlierTable, sizeInTableUnit(input.category, input.size));
    return {
      ...dates,
      status: 'no_table',
      tableYears: years,
      missingYears: table ? missingLater : [fiscalYear, ...missingLater],
      previous:
        !table && earlierTable && earlierSlab
          ? {
              fiscalYear: earlierTable.fiscalYear,
              fiscalYearLabel: fiscalYearLabel(earlierTable.fiscalYear),
              tax: earlierSlab.rupees * 100,
              act: earlierTable.act,
              sources: earlierTable.sources,
            }
          : null,
    };
  }
  const unit = CATEGORY_UNIT[input.category];
  const slab = slabFor(table, sizeInTableUnit(input.category, input.size));
  if (!slab) {
    return {
      ...dates,
      status: 'outside_table',
      act: table.act,
      sources: table.sources,
      firstFrom: table.slabs[0]!.from,
      unit,
    };
  }
  const yearOf = (year: ReturnType<typeof dueDate>, t: RateTable, s: Slab): YearOwed => {
    const tax = s.rupees * 100;
    const percent = finePercent(year.due, input.todayJdn, input.reading);
    return {
      fiscalYear: year.fiscalYear,
      fiscalYearLabel: fiscalYearLabel(year.fiscalYear),
      due: both(year.due),
      tax,
      renewalCharge: t.renewalCharge.rupees * 100,
      finePercent: percent,
      fine: Math.round((tax * percent) / 100),
      act: t.act,
      sources: t.sources,
    };
  };
  const years = [yearOf(owed[0]!, table, slab), ...later.map((l) => yearOf(l.year, l.table!, l.slab!))];
  const sum = (pick: (y: YearOwed) => number) => years.reduce((n, y) => n + pick(y), 0);
  const tax = sum((y) => y.tax);
  const renewalCharge = sum((y) => y.renewalCharge);
  const fine = sum((y) => y.fine);
  return {
    ...dates,
    status: 'ok',
    estimate: true,
    tax,
    renewalCharge,
    fine,
    finePercent: years[0]!.finePercent,
    total: tax + renewalCharge + fine,
    slab: { from: slab.from, to: slab.to, unit },
    act: table.act,
    sources: table.sources,
    confidence: table.confidence,
    renewalChargeConfidence: table.renewalCharge.confidence,
    renewalChargeSource: table.renewalCharge.source,
    note: table.note ?? null,
    years,
  };
}

/**
 * What the payments checkout charges for a renewal paid through Patro (ADR 240): each counted
 * fiscal year's tax, renewal charge and fine, then the service fee an admin set, in paisa. Null
 * when there is no amount to charge (no table for a year owed, or the vehicle outside the table).
 */
export function renewalAmountBreakdown(
  estimate: Estimate,
  serviceFeePaisa: number,
): {
  lines: {
    code: 'tax' | 'renewal_charge' | 'fine' | 'service_fee';
    paisa: number;
    fiscalYear: number | null;
  }[];
  totalPaisa: number;
  fiscalYear: number;
} | null {
  if (estimate.status !== 'ok') return null;
  const lines: {
    code: 'tax' | 'renewal_charge' | 'fine' | 'service_fee';
    paisa: number;
    fiscalYear: number | null;
  }[] = [];
  for (const y of estimate.years) {
    lines.push({ code: 'tax', paisa: y.tax, fiscalYear: y.fiscalYear });
    lines.push({ code: 'renewal_charge', paisa: y.renewalCharge, fiscalYear: y.fiscalYear });
    lines.push({ code: 'fine', paisa: y.fine, fiscalYear: y.fiscalYear });
  }
  lines.push({ code: 'service_fee', paisa: serviceFeePaisa, fiscalYear: null });
  return { lines, totalPaisa: lines.reduce((s, l) => s + l.paisa, 0), fiscalYear: estimate.fiscalYear };
}
