import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { forexRates, marketFetches } from '../src/db/schema.js';
import {
  backfillForex,
  FOREX_BACKFILL_SOURCE,
  missingForexRanges,
  shiftIso,
} from '../src/modules/markets/ingest.js';
import { DEFAULT_SOURCE_URLS } from '../src/modules/markets/sources.js';
import { testDatabases } from './databases.js';
import { fixturePayload } from './market-sources.js';

// 2026-10-07 noon in Nepal: the shipped NRB days are 2026-01-10, 16–21 August, 22 and 28–30 September.
const OCT_7_NOON = Date.parse('2026-10-07T06:15:00Z');

/** The rates of one recorded NRB day (23 Oct 2022), in NRB's own payload entry shape. */
const recordedDay = (
  JSON.parse(fixturePayload('nrb-rates-2022-10-10--2022-10-23.json')) as {
    data: { payload: { date: string; rates: unknown[] }[] };
  }
).data.payload.at(-1)!;

/**
 * A stand-in for NRB's `/rates`: validates the four required parameters as NRB does (a 400 in
 * NRB's error envelope otherwise) and answers the days `from`…`to` a page at a time, with NRB's
 * `pagination` block. Each day carries the recorded day's rates under its own date — test data in
 * the real format, so the backfill's paging and storing can be seen.
 */
class FakeNrb {
  readonly requests: URL[] = [];
  down = false;
  #server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://nrb');
      this.requests.push(url);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (this.down) return send(503, '<html>Service Unavailable</html>');
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      if (
        url.pathname !== '/api/forex/v1/rates' ||
        !from ||
        !to ||
        !(page >= 1) ||
        !(perPage >= 1 && perPage <= 100)
      )
        return send(400, { status: { code: 400 }, errors: { validation: { page: ['Page is required'] } } });
      const days: string[] = [];
      for (let day = from; day <= to; day = shiftIso(day, 1)) days.push(day);
      const pages = Math.ceil(days.length / perPage);
      send(200, {
        status: { code: 200 },
        errors: { validation: null },
        params: { date: null, from, to, post_type: null, per_page: String(perPage), page: String(page) },
        data: {
          payload: days.slice((page - 1) * perPage, page * perPage).map((date) => ({
            date,
            published_on: `${date} 00:00:13`,
            modified_on: `${shiftIso(date, -1)} 19:58:47`,
            rates: recordedDay.rates,
          })),
        },
        pagination: { page, pages, per_page: perPage, total: days.length, links: { prev: null, next: null } },
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

describe.each(testDatabases())('forex backfill on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let nrb: FakeNrb;
  const urls = () => ({ ...DEFAULT_SOURCE_URLS, nrb: nrb.url });

  beforeAll(async () => {
    database = await open();
    nrb = await new FakeNrb().start();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'backfill-test-secret-backfill-test-secret',
      now: () => OCT_7_NOON,
    });
  });
  afterAll(async () => {
    await app?.close();
    await nrb?.stop();
    await database?.close();
  });

  const storedDays = async () =>
    new Set(
      (await database.db.selectDistinct({ date: forexRates.date }).from(forexRates)).map((r) => r.date),
    );

  it('offline, the shipped history stays as it is and the failed page is recorded', async () => {
    nrb.down = true;
    expect(await missingForexRanges(database.db, '2026-10-07')).toEqual([
      { from: '2025-10-07', to: '2026-01-09' },
      { from: '2026-01-11', to: '2026-08-15' },
      { from: '2026-08-22', to: '2026-09-21' },
      { from: '2026-09-23', to: '2026-09-27' },
    ]);
    const result = await backfillForex(database.db, { urls: urls(), now: OCT_7_NOON, pauseMs: 0 });
    expect(result).toEqual({ requests: 1, rows: 0 });
    expect((await storedDays()).size).toBe(11);
    const recorded = await database.db
      .select()
      .from(marketFetches)
      .where(eq(marketFetches.source, FOREX_BACKFILL_SOURCE));
    expect(recorded).toMatchObject([{ status: 'failed', httpStatus: 503, rows: 0 }]);
    // Polite: one backfill a day, even after a failure.
    expect(
      await backfillForex(database.db, { urls: urls(), now: OCT_7_NOON + 3_600_000, pauseMs: 0 }),
    ).toEqual({
      requests: 0,
      rows: 0,
    });
    await database.db.delete(marketFetches);
  });

  it('online, the missing year comes in 100-day pages, and the 365-day trend fills', async () => {
    nrb.down = false;
    nrb.requests.length = 0;
    const result = await backfillForex(database.db, { urls: urls(), now: OCT_7_NOON, pauseMs: 0 });
    // The four gaps are 95, 217, 31 and 5 days: pages of 95; 100, 100, 17; 31; 5 days.
    expect(result).toEqual({ requests: 6, rows: 348 * 21 });
    expect(
      nrb.requests.map((u) => [
        u.searchParams.get('page'),
        u.searchParams.get('per_page'),
        u.searchParams.get('from'),
        u.searchParams.get('to'),
      ]),
    ).toEqual([
      ['1', '100', '2025-10-07', '2026-01-09'],
      ['1', '100', '2026-01-11', '2026-08-15'],
      ['2', '100', '2026-01-11', '2026-08-15'],
      ['3', '100', '2026-01-11', '2026-08-15'],
      ['1', '100', '2026-08-22', '2026-09-21'],
      ['1', '100', '2026-09-23', '2026-09-27'],
    ]);
    expect(await missingForexRanges(database.db, '2026-10-07')).toEqual([]);
    const days = await storedDays();
    expect(days.size).toBe(348 + 11);
    const trend = await app.inject({
      method: 'POST',
      url: '/forex/currencycode',
      payload: { currency: 'USD', days: 365 },
    });
    const points = trend.json().data.points as { date: string; buy: number }[];
    // 1 October 2025 … 30 September 2026, held from 7 October 2025.
    expect(points).toHaveLength(359);
    expect(points[0]?.date).toBe('2025-10-07');
    expect(points.at(-1)?.date).toBe('2026-09-30');
    // Every page is on the record.
    const recorded = await database.db
      .select()
      .from(marketFetches)
      .where(eq(marketFetches.source, FOREX_BACKFILL_SOURCE));
    expect(recorded.map((r) => [r.status, r.rows])).toEqual([
      ['ok', 95 * 21],
      ['ok', 2100],
      ['ok', 2100],
      ['ok', 17 * 21],
      ['ok', 31 * 21],
      ['ok', 5 * 21],
    ]);
  }, 180_000);

  it('a gap in the middle, and each day that leaves the regular week, is asked for on the next day', async () => {
    await database.db.delete(forexRates).where(eq(forexRates.date, '2026-03-01'));
    // A day later the year's window also takes in 1 October, which the week's regular fetch no longer covers.
    const nextDay = OCT_7_NOON + 86_400_000;
    nrb.requests.length = 0;
    expect(await backfillForex(database.db, { urls: urls(), now: nextDay, pauseMs: 0 })).toEqual({
      requests: 2,
      rows: 42,
    });
    expect(nrb.requests.map((u) => [u.searchParams.get('from'), u.searchParams.get('to')])).toEqual([
      ['2026-03-01', '2026-03-01'],
      ['2026-10-01', '2026-10-01'],
    ]);
    nrb.requests.length = 0;
    expect(await backfillForex(database.db, { urls: urls(), now: nextDay + 86_400_000, pauseMs: 0 })).toEqual(
      {
        requests: 1,
        rows: 21,
      },
    );
    expect(nrb.requests.map((u) => u.searchParams.get('from'))).toEqual(['2026-10-02']);
  }, 60_000);
});
