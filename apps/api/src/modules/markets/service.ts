/**
 * Reads of the stored market prices in the wire shapes of spec §7, each with its source status,
 * so a page can always say whose numbers they are, of which day, and whether a refresh failed.
 */

import { kathmanduIsoDate } from '@patro/calendar';
import type {
  WireBullionPrices,
  WireBullions,
  WireForexDay,
  WireForexTrend,
  WireFuelPrice,
  WireFuelPrices,
  WireMarketSourceId,
  WireMarketStatus,
  WireVegetablePrices,
} from '@patro/contracts';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bullionPrices, forexRates, fuelPrices, marketFetches, vegetablePrices } from '../../db/schema.js';
import { badField, notFound } from '../../http/errors.js';
import { shiftIso } from './ingest.js';
import { bsIsoOf, type FuelProduct } from './parsers.js';
import { MARKET_SOURCES, marketSource } from './sources.js';

type Lang = 'np' | 'en';

const DATA_TABLE_DATE = {
  nrb: { table: forexRates, column: forexRates.date },
  fenegosida: { table: bullionPrices, column: bullionPrices.date },
  noc: { table: fuelPrices, column: fuelPrices.effectiveDate },
  kalimati: { table: vegetablePrices, column: vegetablePrices.date },
} as const;

/** Where the rows of `day` were read and when (the newest record of them, ADR 155). */
async function provenanceOf(
  db: Db,
  source: WireMarketSourceId,
  day: string,
): Promise<{ source: string | null; recordedAt: string | null }> {
  const { table, column } = DATA_TABLE_DATE[source];
  const [row] = await db
    .select({ source: table.source, recordedAt: table.recordedAt })
    .from(table)
    .where(eq(column, day))
    .orderBy(desc(table.recordedAt))
    .limit(1);
  return { source: row?.source ?? null, recordedAt: row?.recordedAt?.toISOString() ?? null };
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Oldest and newest day a source's data covers. */
async function dataRange(
  db: Db,
  source: WireMarketSourceId,
): Promise<{ first: string | null; last: string | null }> {
  const { table, column } = DATA_TABLE_DATE[source];
  const [row] = await db.select({ first: min(column), last: max(column) }).from(table);
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** The status block every market answer carries. */
export async function marketStatus(
  db: Db,
  source: WireMarketSourceId,
  now: number,
  lang: Lang,
): Promise<WireMarketStatus> {
  const definition = marketSource(source);
  if (!definition) throw new Error(`Unknown market source ${source}`);
  const [lastAttempt] = await db
    .select({ at: marketFetches.fetchedAt, status: marketFetches.status })
    .from(marketFetches)
    .where(eq(marketFetches.source, source))
    // The attempt recorded last (a test clock may move back; ids never do).
    .orderBy(desc(marketFetches.id))
    .limit(1);
  const [lastSuccess] = await db
    .select({ at: marketFetches.fetchedAt })
    .from(marketFetches)
    .where(and(eq(marketFetches.source, source), eq(marketFetches.status, 'ok')))
    .orderBy(desc(marketFetches.fetchedAt))
    .limit(1);
  const { last } = await dataRange(db, source);
  const today = kathmanduIsoDate(now);
  const overdue =
    definition.maxAgeDays !== null && (last === null || last < shiftIso(today, -definition.maxAgeDays));
  const provenance = last ? await provenanceOf(db, source, last) : { source: null, recordedAt: null };
  const lastAttemptFailed = lastAttempt !== undefined && lastAttempt.status !== 'ok';
  return {
    source: { id: source, name: definition.name[lang], url: definition.homepage },
    data_date: last,
    data_date_bs: last ? bsIsoOf(last) : null,
    data_source: provenance.source,
    data_recorded_at: provenance.recordedAt,
    age_days: last ? Math.max(0, daysBetween(last, today)) : null,
    overdue,
    last_success_at: lastSuccess?.at.toISOString() ?? null,
    last_attempt_at: lastAttempt?.at.toISOString() ?? null,
    last_attempt_failed: lastAttemptFailed,
    // Shipped history alone (no fetch has succeeded) could not be refreshed either.
    stale: lastAttemptFailed || !lastSuccess || overdue,
  };
}

// ---------------------------------------------------------------- forex

/** The newest published day on or before `day` (NRB's "today" may not exist yet before midnight). */
async function forexDateOnOrBefore(db: Db, day: string): Promise<string | null> {
  const [row] = await db
    .select({ date: max(forexRates.date) })
    .from(forexRates)
    .where(lte(forexRates.date, day));
  return row?.date ?? null;
}

/** GET /forex: the rates of `date` (default: the newest day up to today in Nepal) and their change. */
export async function forexDay(
  db: Db,
  { date, now, lang }: { date?: string; now: number; lang: Lang },
): Promise<WireForexDay> {
  const today = kathmanduIsoDate(now);
  if (date && date > today) throw badField('querystring', 'date', 'must not be in the future');
  const status = await marketStatus(db, 'nrb', now, lang);
  const day = await forexDateOnOrBefore(db, date ?? today);
  if (!day || (date && day !== date)) {
    if (date) throw notFound('rates_not_found', { date });
    return {
      date: null,
      date_bs: null,
      previous_date: null,
      published_on: null,
      modified_on: null,
      source: null,
      recorded_at: null,
      rates: [],
      status,
    };
  }
  const previous = await forexDateOnOrBefore(db, shiftIso(day, -1));
  const rows = await db
    .select()
    .from(forexRates)
    .where(eq(forexRates.date, day))
    .orderBy(asc(forexRates.iso3));
  // Each currency against its own previous published rate: a day NRB (or our record) lacks a
  // currency is skipped, never read as 0 (a new currency has no change).
  const before = await db
    .selectDistinctOn([forexRates.iso3])
    .from(forexRates)
    .where(lt(forexRates.date, day))
    .orderBy(asc(forexRates.iso3), desc(forexRates.date));
  const previousOf = new Map(before.map((r) => [r.iso3, r]));
  const change = (now: number, then: number | undefined) =>
    then === undefined ? null : Math.round((now - then) * 100) / 100;
  // INR first (the peg most people look for), then the others as NRB orders them by code.
  rows.sort((a, b) =>
    a.iso3 === 'INR' ? -1 : b.iso3 === 'INR' ? 1 : a.iso3 === 'USD' ? -1 : b.iso3 === 'USD' ? 1 : 0,
  );
  const provenance = await provenanceOf(db, 'nrb', day);
  return {
    date: day,
    date_bs: bsIsoOf(day),
    previous_date: previous,
    published_on: rows[0]?.publishedOn ?? null,
    modified_on: rows[0]?.modifiedOn ?? null,
    source: provenance.source,
    recorded_at: provenance.recordedAt,
    rates: rows.map((r) => {
      const p = previousOf.get(r.iso3);
      // A unit change between days makes the change meaningless.
      const same = p && p.unit === r.unit ? p : undefined;
      return {
        iso3: r.iso3,
        name: r.name,
        unit: r.unit,
        buy: r.buy,
        sell: r.sell,
        buy_change: change(r.buy, same?.buy),
        sell_change: change(r.sell, same?.sell),
        previous_date: same?.date ?? null,
      };
    }),
    status,
  };
}

export const TREND_DAYS = [7, 30, 90, 365] as const;

/** POST /forex/currencycode: `days` of one currency up to its newest published day. */
export async function forexTrend(
  db: Db,
  { currency, days, now, lang }: { currency: string; days: number; now: number; lang: Lang },
): Promise<WireForexTrend> {
  const iso3 = currency.toUpperCase();
  const [latest] = await db
    .select()
    .from(forexRates)
    .where(and(eq(forexRates.iso3, iso3), lte(forexRates.date, kathmanduIsoDate(now))))
    .orderBy(desc(forexRates.date))
    .limit(1);
  if (!latest) throw badField('body', 'currency', `${iso3} is not a currency Nepal Rastra Bank publishes`);
  const from = shiftIso(latest.date, -(days - 1));
  const points = await db
    .select({ date: forexRates.date, buy: forexRates.buy, sell: forexRates.sell })
    .from(forexRates)
    .where(and(eq(forexRates.iso3, iso3), gte(forexRates.date, from), lte(forexRates.date, latest.date)))
    .orderBy(asc(forexRates.date));
  return {
    currency: { iso3, name: latest.name, unit: latest.unit },
    days,
    points,
    status: await marketStatus(db, 'nrb', now, lang),
  };
}

// ---------------------------------------------------------------- bullion

export const BULLION_TIMEFRAMES = { week: 7, month: 30, year: 365 } as const;
export type BullionTimeframe = keyof typeof BULLION_TIMEFRAMES;

const EMPTY_PRICES: WireBullionPrices = {
  hallmark_gold_tola: null,
  hallmark_gold_10g: null,
  tejabi_gold_tola: null,
  tejabi_gold_10g: null,
  silver_tola: null,
  silver_10g: null,
};

/**
 * GET /v3/bullions: the publication days from `from` (or the last `timeframe`, default a month
 * — spec §9) up to the newest day held, keyed by date.
 */
export async function bullions(
  db: Db,
  { timeframe, from, now, lang }: { timeframe?: BullionTimeframe; from?: string; now: number; lang: Lang },
): Promise<WireBullions> {
  const status = await marketStatus(db, 'fenegosida', now, lang);
  const { first, last } = await dataRange(db, 'fenegosida');
  if (from) {
    if (from > kathmanduIsoDate(now)) throw badField('querystring', 'from', 'must not be in the future');
    if (first && from < first) throw badField('querystring', 'from', `history starts on ${first}`);
  }
  if (!last)
    return { from: from ?? '', to: '', latest: null, previous: null, changes: noChanges(), data: {}, status };
  const start = from ?? shiftIso(last, -(BULLION_TIMEFRAMES[timeframe ?? 'month'] - 1));
  const rows = await db
    .select()
    .from(bullionPrices)
    .where(and(gte(bullionPrices.date, start), lte(bullionPrices.date, last)))
    .orderBy(asc(bullionPrices.date));
  const data: Record<string, WireBullionPrices> = {};
  for (const row of rows) {
    const day = data[row.date] ?? { ...EMPTY_PRICES };
    data[row.date] = day;
    day[`${row.metal}_${row.unit}` as keyof WireBullionPrices] = row.price;
  }
  const latestPrices = await pricesOn(db, last);
  const [previousRow] = await db
    .select({ date: max(bullionPrices.date) })
    .from(bullionPrices)
    .where(lte(bullionPrices.date, shiftIso(last, -1)));
  const previous = previousRow?.date ?? null;
  return {
    from: start,
    to: last,
    latest: { date: last, date_bs: bsIsoOf(last), ...latestPrices },
    previous: previous
      ? { date: previous, date_bs: bsIsoOf(previous), ...(await pricesOn(db, previous)) }
      : null,
    changes: await bullionChanges(db, last, latestPrices),
    data,
    status,
  };
}

const noChanges = (): WireBullions['changes'] => ({
  hallmark_gold_tola: null,
  hallmark_gold_10g: null,
  tejabi_gold_tola: null,
  tejabi_gold_10g: null,
  silver_tola: null,
  silver_10g: null,
});

/**
 * Each of the newest day's prices against the previous day FENEGOSIDA published that price (a
 * day with only per-tola rates is skipped for per-10 g), never against a missing value as 0.
 */
async function bullionChanges(
  db: Db,
  last: string,
  latest: WireBullionPrices,
): Promise<WireBullions['changes']> {
  const changes = noChanges();
  const before = await db
    .selectDistinctOn([bullionPrices.metal, bullionPrices.unit])
    .from(bullionPrices)
    .where(and(lt(bullionPrices.date, last), isNotNull(bullionPrices.price)))
    .orderBy(asc(bullionPrices.metal), asc(bullionPrices.unit), desc(bullionPrices.date));
  for (const row of before) {
    const key = `${row.metal}_${row.unit}` as keyof WireBullionPrices;
    const now = latest[key];
    if (now !== null) changes[key] = { amount: now - row.price, since: row.date };
  }
  return changes;
}

async function pricesOn(db: Db, date: string): Promise<WireBullionPrices> {
  const prices = { ...EMPTY_PRICES };
  for (const row of await db.select().from(bullionPrices).where(eq(bullionPrices.date, date))) {
    prices[`${row.metal}_${row.unit}` as keyof WireBullionPrices] = row.price;
  }
  return prices;
}

// ---------------------------------------------------------------- fuel

const FUEL: Record<
  FuelProduct,
  { en: string; np: string; unitEn: string; unitNp: string; currency: 'NPR' | 'USD' }
> = {
  petrol: { en: 'Petrol', np: 'पेट्रोल', unitEn: 'per litre', unitNp: 'प्रति लिटर', currency: 'NPR' },
  diesel: { en: 'Diesel', np: 'डिजेल', unitEn: 'per litre', unitNp: 'प्रति लिटर', currency: 'NPR' },
  kerosene: { en: 'Kerosene', np: 'मट्टितेल', unitEn: 'per litre', unitNp: 'प्रति लिटर', currency: 'NPR' },
  lpg: {
    en: 'LPG (cooking gas)',
    np: 'एलपी ग्यास',
    unitEn: 'per 14.2 kg cylinder',
    unitNp: 'प्रति सिलिन्डर (१४.२ केजी)',
    currency: 'NPR',
  },
  atf_domestic: {
    en: 'Aviation fuel (domestic)',
    np: 'हवाई इन्धन (आन्तरिक)',
    unitEn: 'per litre',
    unitNp: 'प्रति लिटर',
    currency: 'NPR',
  },
  atf_international: {
    en: 'Aviation fuel (international, duty free)',
    np: 'हवाई इन्धन (अन्तर्राष्ट्रिय, भन्सार मुक्त)',
    unitEn: 'per kilolitre',
    unitNp: 'प्रति किलोलिटर',
    currency: 'USD',
  },
};
const FUEL_ORDER = Object.keys(FUEL) as FuelProduct[];

/** GET /api/noc/public/prices: the prices in force (Kathmandu, Pokhara, Dipayal depots) and every revision held. */
export async function fuelPriceList(
  db: Db,
  { now, lang }: { now: number; lang: Lang },
): Promise<WireFuelPrices> {
  const rows = await db.select().from(fuelPrices).orderBy(desc(fuelPrices.effectiveDate));
  const byDate = new Map<string, WireFuelPrice[]>();
  for (const row of rows) {
    const product = row.product as FuelProduct;
    const info = FUEL[product];
    if (!info) continue;
    const list = byDate.get(row.effectiveDate) ?? [];
    list.push({
      product,
      name: lang === 'np' ? info.np : info.en,
      price: row.price,
      unit: lang === 'np' ? info.unitNp : info.unitEn,
      currency: info.currency,
    });
    byDate.set(row.effectiveDate, list);
  }
  const history = [...byDate].map(([effective_date, prices]) => ({
    effective_date,
    effective_date_bs: bsIsoOf(effective_date),
    prices: prices.sort((a, b) => FUEL_ORDER.indexOf(a.product) - FUEL_ORDER.indexOf(b.product)),
  }));
  return {
    // NOC's table is one list: the third-category depots' prices (reference §3). The cheaper first-
    // and second-category prices are not in it, so none are shown or made up (ADR 105).
    zone:
      lang === 'np'
        ? 'काठमाडौं, पोखरा र दिपायल (तेस्रो श्रेणीका डिपो)। नेपाल आयल निगमले यही एउटा सूची प्रकाशित गर्छ; पहिलो र दोस्रो श्रेणीका डिपोमा भाउ प्रायः रू\u00a0१–२.५ कम हुन्छ, तर त्यसको सूची निगमको तालिकामा छैन।'
        : 'Kathmandu, Pokhara and Dipayal (third-category depots). Nepal Oil Corporation publishes this one list; first- and second-category depots are usually Rs\u00a01–2.5 cheaper, but their prices are not in its table.',
    current: history[0] ?? null,
    history,
    status: await marketStatus(db, 'noc', now, lang),
  };
}

// ---------------------------------------------------------------- vegetables

/** GET /api/vegetable/public/prices: the newest market day, filtered by `q` and `unit`, and one item's history. */
export async function vegetablePriceList(
  db: Db,
  { now, lang, q, unit, item }: { now: number; lang: Lang; q?: string; unit?: string; item?: string },
): Promise<WireVegetablePrices> {
  const status = await marketStatus(db, 'kalimati', now, lang);
  const { last } = await dataRange(db, 'kalimati');
  const name = (r: { nameEn: string; nameNp: string | null }) =>
    lang === 'np' ? (r.nameNp ?? r.nameEn) : r.nameEn;
  const unitLabel = (r: { unitEn: string; unitNp: string | null }) =>
    lang === 'np' ? (r.unitNp ?? r.unitEn) : r.unitEn;
  let history: WireVegetablePrices['history'] = null;
  if (item) {
    const points = await db
      .select()
      .from(vegetablePrices)
      .where(eq(vegetablePrices.nameEn, item))
      .orderBy(asc(vegetablePrices.date));
    const newest = points.at(-1);
    if (!newest) throw badField('querystring', 'item', `no prices are held for "${item}"`);
    history = {
      name: name(newest),
      name_en: newest.nameEn,
      unit: unitLabel(newest),
      points: points.slice(-90).map((p) => ({ date: p.date, min: p.min, max: p.max, avg: p.avg })),
    };
  }
  if (!last) return { date: null, date_bs: null, units: [], items: [], history, status };
  const rows = await db
    .select()
    .from(vegetablePrices)
    .where(eq(vegetablePrices.date, last))
    .orderBy(asc(vegetablePrices.nameEn));
  const needle = q?.trim().toLowerCase();
  const items = rows
    .filter(
      (r) => !needle || r.nameEn.toLowerCase().includes(needle) || (r.nameNp ?? '').includes(q?.trim() ?? ''),
    )
    .filter((r) => !unit || r.unitEn === unit)
    .map((r) => ({
      name: name(r),
      name_en: r.nameEn,
      unit: unitLabel(r),
      min: r.min,
      max: r.max,
      avg: r.avg,
    }));
  return {
    date: last,
    date_bs: bsIsoOf(last),
    units: [...new Set(rows.map((r) => r.unitEn))].sort(),
    items,
    history,
    status,
  };
}

export { MARKET_SOURCES };
