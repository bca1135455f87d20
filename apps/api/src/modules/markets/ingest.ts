/**
 * One fetch of a market source: ask it, record what came back (ADR 101), parse, store. A failure
 * at any step is recorded and leaves the stored prices untouched, so pages keep the last good data.
 */

import { kathmanduIsoDate } from '@patro/calendar';
import type { WireFetchOutcome, WireMarketSourceId, WireSourceHealth } from '@patro/contracts';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bullionPrices, forexRates, fuelPrices, marketFetches, vegetablePrices } from '../../db/schema.js';
import { guardedFetch } from '../../security/outbound.js';
import {
  type BullionDay,
  type ForexDay,
  type FuelRevision,
  nrbPageCount,
  parseFenegosidaToday,
  parseKalimatiDailyPrices,
  parseNocRetailPrices,
  parseNrbRates,
  type VegetableDay,
} from './parsers.js';
import {
  type Fetcher,
  getText,
  type MarketSourceUrls,
  nrbRatesUrl,
  requestUrls,
  type SourceResponse,
} from './sources.js';

export function shiftIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What a parser made of a payload, ready to store. */
type Parsed =
  | { kind: 'forex'; days: ForexDay[] }
  | { kind: 'bullion'; days: BullionDay[] }
  | { kind: 'fuel'; revisions: FuelRevision[] }
  | { kind: 'vegetables'; day: VegetableDay };

/** Raw payloads of one fetch, stored as one text: the body, or for two requests a JSON list of them. */
function packPayload(responses: SourceResponse[]): string {
  const first = responses[0];
  if (responses.length === 1 && first) return first.body;
  return JSON.stringify(responses.map((r) => ({ url: r.url, status: r.status, body: r.body })));
}

function unpackPayload(source: WireMarketSourceId, payload: string): string[] {
  if (source !== 'kalimati') return [payload];
  try {
    const list = JSON.parse(payload) as { body: string; status: number }[];
    if (Array.isArray(list) && list.every((r) => typeof r?.body === 'string')) {
      return list.map((r) => (r.status >= 200 && r.status < 300 ? r.body : ''));
    }
  } catch {
    // A single recorded body.
  }
  return [payload];
}

/** Runs the source's parser over its payload(s). Throws SourceFormatError on a payload it cannot read. */
export function parsePayload(source: WireMarketSourceId, bodies: string[], todayNpt: string): Parsed {
  const [first = '', second] = bodies;
  switch (source) {
    case 'nrb':
      return { kind: 'forex', days: parseNrbRates(first) };
    case 'fenegosida':
      return { kind: 'bullion', days: parseFenegosidaToday(first) };
    case 'noc':
      return { kind: 'fuel', revisions: parseNocRetailPrices(first, todayNpt) };
    case 'kalimati':
      return { kind: 'vegetables', day: parseKalimatiDailyPrices(first, second || null, todayNpt) };
  }
}

/** Stores parsed rows (a day already held is replaced: a source may correct itself). Returns rows and newest date. */
async function store(
  db: Db,
  parsed: Parsed,
  provenance: { source: string; recordedAt: Date },
): Promise<{ rows: number; dataDate: string | null }> {
  // Every stored row says where it was read and when (ADR 155); a correction replaces both.
  const { source, recordedAt } = provenance;
  const fromFetch = { source: sql`excluded.source`, recordedAt: sql`excluded.recorded_at` };
  return db.transaction(async (tx) => {
    switch (parsed.kind) {
      case 'forex': {
        const rows = parsed.days.flatMap((day) =>
          day.rates.map((rate) => ({
            date: day.date,
            iso3: rate.iso3,
            name: rate.name,
            unit: rate.unit,
            buy: rate.buy,
            sell: rate.sell,
            publishedOn: day.publishedOn,
            modifiedOn: day.modifiedOn,
            source,
            recordedAt,
          })),
        );
        // A backfill page is 100 days of ~21 currencies: stored in a few statements, not one per rate.
        for (let start = 0; start < rows.length; start += 500) {
          await tx
            .insert(forexRates)
            .values(rows.slice(start, start + 500))
            .onConflictDoUpdate({
              target: [forexRates.date, forexRates.iso3],
              set: {
                name: sql`excluded.name`,
                unit: sql`excluded.unit`,
                buy: sql`excluded.buy`,
                sell: sql`excluded.sell`,
                publishedOn: sql`excluded.published_on`,
                modifiedOn: sql`excluded.modified_on`,
                ...fromFetch,
              },
            });
        }
        return { rows: rows.length, dataDate: parsed.days.at(-1)?.date ?? null };
      }
      case 'bullion': {
        let rows = 0;
        for (const day of parsed.days) {
          for (const price of day.prices) {
            await tx
              .insert(bullionPrices)
              .values({ date: day.date, ...price, source, recordedAt })
              .onConflictDoUpdate({
                target: [bullionPrices.date, bullionPrices.metal, bullionPrices.unit],
                set: { price: price.price, source, recordedAt },
              });
            rows++;
          }
        }
        return { rows, dataDate: parsed.days.at(-1)?.date ?? null };
      }
      case 'fuel': {
        let rows = 0;
        for (const revision of parsed.revisions) {
          for (const price of revision.prices) {
            await tx
              .insert(fuelPrices)
              .values({ effectiveDate: revision.effectiveDate, ...price, source, recordedAt })
              .onConflictDoUpdate({
                target: [fuelPrices.effectiveDate, fuelPrices.product],
                set: { price: price.price, source, recordedAt },
              });
            rows++;
          }
        }
        return { rows, dataDate: parsed.revisions.at(-1)?.effectiveDate ?? null };
      }
      case 'vegetables': {
        const { day } = parsed;
        for (const item of day.items) {
          await tx
            .insert(vegetablePrices)
            .values({ date: day.date, ...item, source, recordedAt })
            .onConflictDoUpdate({
              target: [vegetablePrices.date, vegetablePrices.nameEn],
              set: { ...item, source, recordedAt },
            });
        }
        return { rows: day.items.length, dataDate: day.date };
      }
    }
  });
}

const MAX_PAYLOAD_CHARS = 2_000_000;

/**
 * Fetches `source` once, records the fetch, and stores what parsed. Never throws for a source
 * failure (the outcome says `failed` and why); the job wrapper turns that into a retry.
 */
export async function fetchSource(
  db: Db,
  source: WireMarketSourceId,
  {
    fetcher = guardedFetch,
    urls,
    now = Date.now(),
  }: { fetcher?: Fetcher; urls: MarketSourceUrls; now?: number },
): Promise<WireFetchOutcome> {
  const today = kathmanduIsoDate(now);
  const requests = requestUrls(source, urls, today, shiftIso(today, -6));
  return (await fetchRecordStore(db, { source, recordAs: source, requests, fetcher, now })).outcome;
}

/**
 * Asks the source each URL of `requests`, then records the fetch (as `recordAs`: the source, or
 * a kind of fetch of it such as `nrb:backfill`) and parses and stores its answer with `source`'s
 * parser. Returns the outcome and the main answer's body.
 */
async function fetchRecordStore(
  db: Db,
  {
    source,
    recordAs,
    requests,
    fetcher,
    now,
  }: { source: WireMarketSourceId; recordAs: string; requests: string[]; fetcher: Fetcher; now: number },
): Promise<{ outcome: WireFetchOutcome; body: string | null }> {
  const responses: SourceResponse[] = [];
  let outcome: WireFetchOutcome;
  try {
    for (const url of requests) {
      try {
        responses.push(await getText(fetcher, url));
      } catch (error) {
        // The second Kalimati list (Nepali names) is optional; anything else failing fails the fetch.
        if (responses.length > 0 && source === 'kalimati') continue;
        throw error;
      }
    }
    const main = responses[0];
    if (!main || main.status < 200 || main.status >= 300) {
      throw Object.assign(new Error(`HTTP ${main?.status ?? '—'} from the source`), {
        httpStatus: main?.status,
      });
    }
    const bodies = responses.map((r) => (r.status >= 200 && r.status < 300 ? r.body : ''));
    const { rows, dataDate } = await store(db, parsePayload(source, bodies, kathmanduIsoDate(now)), {
      source: main.url,
      recordedAt: new Date(now),
    });
    outcome = { source, status: 'ok', http_status: main.status, rows, data_date: dataDate, error: null };
  } catch (error) {
    const httpStatus = (error as { httpStatus?: number }).httpStatus ?? responses[0]?.status ?? null;
    const message = error instanceof Error ? error.message : String(error);
    outcome = {
      source,
      status: 'failed',
      http_status: httpStatus,
      rows: 0,
      data_date: null,
      error:
        (error as { name?: string }).name === 'TimeoutError' ? 'the source did not answer in time' : message,
    };
  }
  await db.insert(marketFetches).values({
    source: recordAs,
    fetchedAt: new Date(now),
    status: outcome.status,
    httpStatus: outcome.http_status,
    error: outcome.error,
    rows: outcome.rows,
    dataDate: outcome.data_date,
    payload: responses.length > 0 ? packPayload(responses).slice(0, MAX_PAYLOAD_CHARS) : null,
  });
  return { outcome, body: outcome.status === 'ok' ? (responses[0]?.body ?? null) : null };
}

/** The forex charts reach back a year; the backfill keeps that much history. */
export const FOREX_HISTORY_DAYS = 365;
/** Backfill fetches are recorded under this source, apart from the daily fetch's health. */
export const FOREX_BACKFILL_SOURCE = 'nrb:backfill';
/** At most this many NRB requests per backfill (a year is four pages), one backfill a day. */
const BACKFILL_MAX_REQUESTS = 6;
const BACKFILL_EVERY_MS = 20 * 3_600_000;

/**
 * The stretches of the last {@link FOREX_HISTORY_DAYS} days with no stored NRB day, oldest first.
 * The newest week is left to the regular fetch, which always asks for it.
 */
export async function missingForexRanges(db: Db, today: string): Promise<{ from: string; to: string }[]> {
  const first = shiftIso(today, -FOREX_HISTORY_DAYS);
  const last = shiftIso(today, -7);
  const stored = await db
    .selectDistinct({ date: forexRates.date })
    .from(forexRates)
    .where(and(gte(forexRates.date, first), lte(forexRates.date, last)));
  const have = new Set(stored.map((row) => row.date));
  const ranges: { from: string; to: string }[] = [];
  for (let day = first; day <= last; day = shiftIso(day, 1)) {
    if (have.has(day)) continue;
    const open = ranges.at(-1);
    if (open && open.to === shiftIso(day, -1)) open.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}

/**
 * Fills the forex history up to a year back from NRB's paginated `/rates`, so the 90- and
 * 365-day charts fill once the server is online (ADR 104). Polite: at most one backfill a day,
 * at most {@link BACKFILL_MAX_REQUESTS} requests, `pauseMs` between them. Every page is recorded
 * like any fetch; a failed page ends the backfill and leaves stored days as they are.
 */
export async function backfillForex(
  db: Db,
  {
    fetcher = guardedFetch,
    urls,
    now = Date.now(),
    pauseMs = 1_000,
  }: { fetcher?: Fetcher; urls: MarketSourceUrls; now?: number; pauseMs?: number },
): Promise<{ requests: number; rows: number }> {
  const [recent] = await db
    .select({ id: marketFetches.id })
    .from(marketFetches)
    .where(
      and(
        eq(marketFetches.source, FOREX_BACKFILL_SOURCE),
        gte(marketFetches.fetchedAt, new Date(now - BACKFILL_EVERY_MS)),
      ),
    )
    .limit(1);
  if (recent) return { requests: 0, rows: 0 };
  let requests = 0;
  let rows = 0;
  for (const range of await missingForexRanges(db, kathmanduIsoDate(now))) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      if (requests === BACKFILL_MAX_REQUESTS) return { requests, rows };
      if (requests > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      requests++;
      const { outcome, body } = await fetchRecordStore(db, {
        source: 'nrb',
        recordAs: FOREX_BACKFILL_SOURCE,
        requests: [nrbRatesUrl(urls.nrb, range.from, range.to, page)],
        fetcher,
        now,
      });
      if (outcome.status !== 'ok' || body === null) return { requests, rows };
      rows += outcome.rows;
      pages = nrbPageCount(body);
    }
  }
  return { requests, rows };
}

/**
 * Parses a recorded fetch again with today's parser and stores the result: after a parser fix,
 * what the source really sent is not lost. Returns the rows stored.
 */
export async function replayFetch(
  db: Db,
  fetchId: number,
): Promise<{ rows: number; dataDate: string | null }> {
  const [row] = await db.select().from(marketFetches).where(eq(marketFetches.id, fetchId));
  if (!row?.payload) throw new Error(`Fetch ${fetchId} has no recorded payload`);
  // A kind of fetch of a source (`nrb:backfill`) parses as the source.
  const source = row.source.split(':')[0] as WireMarketSourceId;
  // The replayed rows keep the recorded fetch's time and name that fetch (its request URL is not kept).
  return store(
    db,
    parsePayload(source, unpackPayload(source, row.payload), kathmanduIsoDate(row.fetchedAt.getTime())),
    { source: `recorded fetch ${fetchId} of ${row.source}`, recordedAt: row.fetchedAt },
  );
}

/** Raw payloads are kept this long, then cleared (the fetch record itself stays). */
export const PAYLOAD_RETENTION_DAYS = 30;

export async function purgeOldPayloads(db: Db, now: number): Promise<void> {
  await db
    .update(marketFetches)
    .set({ payload: null })
    .where(
      and(
        lt(marketFetches.fetchedAt, new Date(now - PAYLOAD_RETENTION_DAYS * 86_400_000)),
        sql`payload IS NOT NULL`,
      ),
    );
}

/** The newest fetches of a source (a market source, or a news feed as `feed:<id>`), newest first. */
export async function recentFetches(db: Db, source: string, limit = 10) {
  return db
    .select({
      id: marketFetches.id,
      fetchedAt: marketFetches.fetchedAt,
      status: marketFetches.status,
      httpStatus: marketFetches.httpStatus,
      error: marketFetches.error,
      rows: marketFetches.rows,
      dataDate: marketFetches.dataDate,
    })
    .from(marketFetches)
    .where(eq(marketFetches.source, source))
    .orderBy(desc(marketFetches.fetchedAt), desc(marketFetches.id))
    .limit(limit);
}

/** What the admin health screens show of a source's recent fetches (markets and news feeds alike). */
export function fetchHealth(recent: Awaited<ReturnType<typeof recentFetches>>): Pick<
  WireSourceHealth,
  'last_success_at' | 'last_error_at' | 'last_error' | 'recent'
> & {
  data_date: string | null;
} {
  const lastOk = recent.find((f) => f.status === 'ok');
  const lastError = recent.find((f) => f.status !== 'ok');
  return {
    last_success_at: lastOk?.fetchedAt.toISOString() ?? null,
    last_error_at: lastError?.fetchedAt.toISOString() ?? null,
    last_error: lastError?.error ?? null,
    data_date: lastOk?.dataDate ?? null,
    recent: recent.map((f) => ({
      at: f.fetchedAt.toISOString(),
      status: f.status === 'ok' ? 'ok' : 'failed',
      http_status: f.httpStatus,
      rows: f.rows,
      error: f.error,
    })),
  };
}
