/**
 * Parsers of the four market sources' payloads (shared/reference/data-sources.md §1–4). Pure
 * functions of the text a source sent (and "today" in Nepal where a rule needs it), so recorded
 * payloads replay through them in tests and after a parser change. Scraped sources are read by
 * label, never by position.
 */
import { adToBs, bsToAd, kathmanduIsoDate, parseIsoDate, toLatinDigits, type YMD } from '@patro/calendar';

/** The payload is not what the parser expects; the message says what was wrong. */
export class SourceFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceFormatError';
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoOf = (d: YMD) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** A number the way the sources write it: Latin or Devanagari digits, with रू/Rs, commas or spaces. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = toLatinDigits(value)
    .replace(/रू|रु|Rs\.?|NPR/gi, '')
    .replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * A challenge page put in front of a source (Kalimati's "Please wait while your request is being
 * verified…", Cloudflare's "Just a moment…") instead of the data.
 */
export function looksLikeAntiBotPage(body: string): boolean {
  return /please wait while your request is being verified|just a moment\.\.\.|cf-browser-verification|challenge-platform|enable javascript and cookies to continue/i.test(
    body,
  );
}

function parseJson(body: string, what: string): unknown {
  if (looksLikeAntiBotPage(body))
    throw new SourceFormatError(`${what}: an anti-bot page came back instead of data`);
  try {
    return JSON.parse(body);
  } catch {
    throw new SourceFormatError(`${what}: the answer is not JSON`);
  }
}

// ---------------------------------------------------------------- Nepal Rastra Bank (§1)

export interface ForexRate {
  iso3: string;
  name: string;
  /** Buy and sell are NPR per this many units of the currency (INR 100, JPY 10, KRW 100). */
  unit: number;
  buy: number;
  sell: number;
}

export interface ForexDay {
  date: string;
  publishedOn: string | null;
  modifiedOn: string | null;
  rates: ForexRate[];
}

function forexDay(raw: unknown): ForexDay | null {
  if (!raw || typeof raw !== 'object') return null;
  const day = raw as Record<string, unknown>;
  const date = typeof day.date === 'string' ? parseIsoDate(day.date.slice(0, 10)) : null;
  if (!date || !Array.isArray(day.rates)) return null;
  const rates: ForexRate[] = [];
  for (const entry of day.rates as Record<string, unknown>[]) {
    const currency = (entry?.currency ?? {}) as Record<string, unknown>;
    // The docs spell it ISO3; real payloads send iso3.
    const iso3 = String(currency.iso3 ?? currency.ISO3 ?? '').toUpperCase();
    const unit = parseAmount(currency.unit);
    const buy = parseAmount(entry?.buy);
    const sell = parseAmount(entry?.sell);
    // A currency NRB adds later is taken as it comes; a row without a usable price is skipped.
    if (
      !/^[A-Z]{3}$/.test(iso3) ||
      !unit ||
      unit <= 0 ||
      buy === null ||
      sell === null ||
      buy <= 0 ||
      sell <= 0
    ) {
      continue;
    }
    rates.push({ iso3, name: String(currency.name ?? iso3).trim(), unit, buy, sell });
  }
  if (rates.length === 0) return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { date: isoOf(date), publishedOn: text(day.published_on), modifiedOn: text(day.modified_on), rates };
}

/**
 * NRB's `/rates` envelope (`data.payload` is a list of days), `/rate` (`data.payload` is one day)
 * or `/app-rate` (a flat list of currencies of the latest day). Days come back oldest first; an
 * empty payload (before midnight publication, a range with no rows) is an empty list.
 */
export function parseNrbRates(body: string): ForexDay[] {
  const json = parseJson(body, 'NRB');
  if (Array.isArray(json)) {
    // /app-rate: one element per currency, all of the same day.
    const byDate = new Map<string, Record<string, unknown>[]>();
    for (const row of json as Record<string, unknown>[]) {
      const date = String(row?.date ?? '');
      byDate.set(date, [...(byDate.get(date) ?? []), row]);
    }
    const days = [...byDate].map(([date, rows]) =>
      forexDay({
        date,
        published_on: rows[0]?.published_on,
        modified_on: rows[0]?.modified_on,
        rates: rows.map((r) => ({
          currency: { iso3: r.iso3, name: r.name, unit: r.unit },
          buy: r.buy,
          sell: r.sell,
        })),
      }),
    );
    return sortDays(days.filter((d): d is ForexDay => d !== null));
  }
  const envelope = json as {
    status?: { code?: number };
    errors?: { validation?: unknown };
    data?: { payload?: unknown };
  };
  if (envelope?.errors?.validation) {
    throw new SourceFormatError(
      `NRB: request rejected (${JSON.stringify(envelope.errors.validation).slice(0, 200)})`,
    );
  }
  if (!envelope || typeof envelope !== 'object' || !envelope.data || !('payload' in envelope.data)) {
    throw new SourceFormatError('NRB: no data.payload in the answer');
  }
  const payload = envelope.data.payload;
  if (payload === null) return [];
  const list = Array.isArray(payload) ? payload : [payload];
  return sortDays(list.map(forexDay).filter((d): d is ForexDay => d !== null));
}

/** How many pages NRB's `/rates` envelope says the range has (`pagination.pages`); 1 when it does not say. */
export function nrbPageCount(body: string): number {
  const pages = (parseJson(body, 'NRB') as { pagination?: { pages?: unknown } } | null)?.pagination?.pages;
  return typeof pages === 'number' && Number.isInteger(pages) && pages > 0 ? pages : 1;
}

function sortDays<T extends { date: string }>(days: T[]): T[] {
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

// ---------------------------------------------------------------- FENEGOSIDA (§2)

export type Metal = 'hallmark_gold' | 'tejabi_gold' | 'silver';
export type MetalUnit = 'tola' | '10g';
export interface MetalPrice {
  metal: Metal;
  unit: MetalUnit;
  price: number;
}
export interface BullionDay {
  date: string;
  prices: MetalPrice[];
}

/** Metal and unit from FENEGOSIDA's Nepali label; tejabi first, since its label also says सुन. */
export function classifyRateType(label: string): { metal: Metal; unit: MetalUnit } | null {
  const text = toLatinDigits(label);
  const metal: Metal | null = /तेजाबी|tejabi/i.test(text)
    ? 'tejabi_gold'
    : /छापावाल|fine|hallmark/i.test(text)
      ? 'hallmark_gold'
      : /चाँदी|चांदी|silver/i.test(text)
        ? 'silver'
        : null;
  const unit: MetalUnit | null = /तोला|tola/i.test(text)
    ? 'tola'
    : /10\s*(ग्राम|gm|gram|g\b)/i.test(text)
      ? '10g'
      : null;
  return metal && unit ? { metal, unit } : null;
}

/** The Nepal date of an instant FENEGOSIDA sends in UTC ("2026-08-16T04:40:51.919+00:00"). */
export function nepalDateOf(instant: string | number | Date): string | null {
  const ms = new Date(instant).getTime();
  if (!Number.isFinite(ms)) return null;
  return kathmanduIsoDate(ms);
}

/**
 * `Dashboard/today`: each row's `todayBaseRatePerGram` (misnamed) is the price per the unit its
 * `rateType` names. Returns the previous publication day (`yestardayDate`) and today, oldest
 * first; rows with labels it does not know or non-positive prices are left out.
 */
export function parseFenegosidaToday(body: string): BullionDay[] {
  const json = parseJson(body, 'FENEGOSIDA');
  if (!Array.isArray(json)) throw new SourceFormatError('FENEGOSIDA: expected a list of rate rows');
  const days = new Map<string, MetalPrice[]>();
  const add = (date: string | null, kind: { metal: Metal; unit: MetalUnit }, value: unknown) => {
    const price = parseAmount(value);
    if (!date || price === null || price <= 0) return;
    const list = days.get(date) ?? [];
    if (!list.some((p) => p.metal === kind.metal && p.unit === kind.unit)) list.push({ ...kind, price });
    days.set(date, list);
  };
  for (const row of json as Record<string, unknown>[]) {
    const kind = classifyRateType(String(row?.rateType ?? ''));
    if (!kind) continue;
    add(nepalDateOf(String(row.todayDate ?? '')), kind, row.todayBaseRatePerGram);
    add(nepalDateOf(String(row.yestardayDate ?? '')), kind, row.yestardayBaseRatePerGram);
  }
  if (days.size === 0) throw new SourceFormatError('FENEGOSIDA: no gold or silver price in the answer');
  return sortDays([...days].map(([date, prices]) => ({ date, prices })));
}

// ---------------------------------------------------------------- Nepal Oil Corporation (§3)

export type FuelProduct = 'petrol' | 'diesel' | 'kerosene' | 'lpg' | 'atf_domestic' | 'atf_international';
export interface FuelRevision {
  effectiveDate: string;
  prices: { product: FuelProduct; price: number }[];
}

/** Column header → product; by label, so a column NOC adds or moves changes nothing. */
function fuelProductOf(header: string): FuelProduct | 'date' | null {
  const h = header.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/effective date|^date$/.test(h)) return 'date';
  if (/^petrol|^ms\b/.test(h)) return 'petrol';
  if (/^diesel|^hsd\b/.test(h)) return 'diesel';
  if (/^kerosene|^sko\b/.test(h)) return 'kerosene';
  if (/^lpg/.test(h)) return 'lpg';
  if (/atf.*\(dp\)|atf.*domestic/.test(h)) return 'atf_domestic';
  if (/atf.*\(df\)|atf.*(duty|international)/.test(h)) return 'atf_international';
  return null;
}

const cellText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Rows of the first `<table>`: each a list of cell texts (th or td). */
function tableRows(html: string): string[][] {
  const table = /<table[\s\S]*?<\/table>/i.exec(html)?.[0];
  if (!table) return [];
  return [...table.matchAll(/<tr[\s\S]*?<\/tr>/gi)].map((row) =>
    [...row[0].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/gi)].map((cell) => cellText(cell[1] ?? '')),
  );
}

/**
 * The AD date of NOC's effective-date cell, written `BS(AD)`, `AD(BS)`, `2083-03-01 (2026.06.15)`,
 * with `.`, `-` or `/`: of the dates in the cell, the one whose year is an AD year (2000–2049);
 * failing that, a BS year (2050–2099) converted.
 */
export function effectiveDateOf(cell: string): string | null {
  const found = [...toLatinDigits(cell).matchAll(/(\d{4})[./-](\d{1,2})[./-](\d{1,2})/g)].map((m) => ({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
  }));
  const ad = found.find((d) => d.year >= 2000 && d.year <= 2049);
  if (ad) return parseIsoDate(isoOf(ad)) ? isoOf(ad) : null;
  const bs = found.find((d) => d.year >= 2050 && d.year <= 2099);
  if (!bs) return null;
  try {
    return isoOf(bsToAd(bs));
  } catch {
    return null;
  }
}

/**
 * `noc.org.np/retailprice`: one revision per row, newest first on the page; returned oldest
 * first. Rows dated after `todayNpt` (typos) and rows without a date are dropped.
 */
export function parseNocRetailPrices(html: string, todayNpt: string): FuelRevision[] {
  if (looksLikeAntiBotPage(html))
    throw new SourceFormatError('NOC: an anti-bot page came back instead of data');
  const rows = tableRows(html);
  const headerIndex = rows.findIndex((cells) => cells.some((c) => fuelProductOf(c) === 'date'));
  if (headerIndex < 0) throw new SourceFormatError('NOC: no price table with an "Effective Date" column');
  const columns = (rows[headerIndex] ?? []).map(fuelProductOf);
  const dateColumn = columns.indexOf('date');
  if (!columns.includes('petrol')) throw new SourceFormatError('NOC: the price table has no petrol column');
  const revisions = new Map<string, FuelRevision>();
  for (const cells of rows.slice(headerIndex + 1)) {
    const effectiveDate = effectiveDateOf(cells[dateColumn] ?? '');
    if (!effectiveDate || effectiveDate > todayNpt) continue;
    const prices: FuelRevision['prices'] = [];
    columns.forEach((product, i) => {
      if (!product || product === 'date') return;
      const price = parseAmount(cells[i]);
      if (price !== null && price > 0) prices.push({ product, price });
    });
    if (prices.length > 0 && !revisions.has(effectiveDate))
      revisions.set(effectiveDate, { effectiveDate, prices });
  }
  return sortDays([...revisions.values()].map((r) => ({ ...r, date: r.effectiveDate }))).map(
    ({ effectiveDate, prices }) => ({ effectiveDate, prices }),
  );
}

// ---------------------------------------------------------------- Kalimati (§4)

export interface VegetablePrice {
  nameEn: string;
  nameNp: string | null;
  unitEn: string;
  unitNp: string | null;
  min: number;
  max: number;
  avg: number;
}
export interface VegetableDay {
  date: string;
  items: VegetablePrice[];
}

/** English units as Kalimati writes them (`KG`, `Kg`, `Doz`, `1 Pc`, `Per Dozen`), made one. */
export function normalizeUnit(unit: string): string {
  const u = unit
    .trim()
    .toLowerCase()
    .replace(/^(1|per)\s+/, '');
  if (/^kg|^के\.?\s*जी/.test(u)) return 'kg';
  if (/^doz|^दर्जन/.test(u)) return 'dozen';
  if (/^pc|^piece|^प्रति\s*गोटा|^गोटा/.test(u)) return 'piece';
  return u || 'unit';
}

/** The market day of Kalimati's opaque `date`: an AD date in it, or a BS one converted; else `fallback`. */
export function kalimatiDateOf(raw: unknown, fallback: string): string {
  const text = toLatinDigits(String(raw ?? ''));
  return effectiveDateOf(text) ?? fallback;
}

interface KalimatiList {
  date: unknown;
  rows: Record<string, unknown>[];
}

function kalimatiList(body: string, what: string): KalimatiList {
  const json = parseJson(body, what) as { date?: unknown; prices?: unknown };
  if (!json || typeof json !== 'object' || !Array.isArray(json.prices)) {
    throw new SourceFormatError(`${what}: no prices list in the answer`);
  }
  return { date: json.date, rows: json.prices as Record<string, unknown>[] };
}

/**
 * `api/daily-prices/en` and, when it came, `/np`: the two lists are index-aligned, so the Nepali
 * name of an item is taken from the same position — but only when both lists have the same length.
 */
export function parseKalimatiDailyPrices(
  enBody: string,
  npBody: string | null,
  todayNpt: string,
): VegetableDay {
  const en = kalimatiList(enBody, 'Kalimati');
  let np: KalimatiList | null = null;
  if (npBody) {
    try {
      np = kalimatiList(npBody, 'Kalimati (np)');
    } catch {
      np = null;
    }
  }
  const aligned = np && np.rows.length === en.rows.length ? np.rows : null;
  const items: VegetablePrice[] = [];
  en.rows.forEach((row, i) => {
    const nameEn = String(row?.commodityname ?? '').trim();
    const min = parseAmount(row?.minprice);
    const max = parseAmount(row?.maxprice);
    const avg = parseAmount(row?.avgprice);
    if (!nameEn || min === null || max === null || avg === null || avg <= 0) return;
    const other = aligned?.[i];
    items.push({
      nameEn,
      nameNp: other ? String(other.commodityname ?? '').trim() || null : null,
      unitEn: normalizeUnit(String(row.commodityunit ?? '')),
      unitNp: other ? String(other.commodityunit ?? '').trim() || null : null,
      min,
      max,
      avg,
    });
  });
  if (items.length === 0) throw new SourceFormatError('Kalimati: the prices list is empty');
  return { date: kalimatiDateOf(en.date, todayNpt), items };
}

/** The BS date of an AD ISO date, for pages that show both. */
export function bsIsoOf(adIso: string): string | null {
  const ad = parseIsoDate(adIso);
  if (!ad) return null;
  try {
    return isoOf(adToBs(ad));
  } catch {
    return null;
  }
}
