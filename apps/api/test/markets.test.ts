import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { marketFetches } from '../src/db/schema.js';
import { type JobEngine, type JobQueueSlot, startJobEngine } from '../src/jobs/engine.js';
import { replayFetch } from '../src/modules/markets/ingest.js';
import { marketJobs, queueOverdueMarketFetches } from '../src/modules/markets/jobs.js';
import { forexDay } from '../src/modules/markets/service.js';
import { testDatabases } from './databases.js';
import {
  FakeSources,
  FENEGOSIDA_PATH,
  fixturePayload,
  KALIMATI_EN_PATH,
  KALIMATI_NP_PATH,
  NOC_PATH,
  NRB_PATH,
  nrbRatesPayload,
} from './market-sources.js';
import { insertTestUser, type TestUser } from './users.js';

// 2026-10-02 11:45 in Nepal: FENEGOSIDA's newest shipped day is today, NRB's (30 September) two days old.
const OCT_2_NOON = Date.parse('2026-10-02T06:00:00Z');
// Every shipped row names the copy it was recorded from (data/markets/README.md), collected on this day.
const SHIPPED_AT = '2026-11-27T00:00:00.000Z';

describe.each(testDatabases())('markets on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sources: FakeSources;
  let admin: TestUser;
  let reader: TestUser;
  let engine: JobEngine;
  let clock = OCT_2_NOON;

  const jobs: JobQueueSlot = { current: null };

  beforeAll(async () => {
    database = await open();
    sources = await new FakeSources().start();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'markets-test-secret-markets-test-secret',
      now: () => clock,
      jobs,
    });
    // The real path of "fetch now": the source's job on the engine, as the server runs it.
    engine = await startJobEngine({
      database,
      jobs: marketJobs({ db: database.db, urls: sources.urls, now: () => clock, retryLimit: 0 }),
      log: { info() {}, error() {} },
      pollingIntervalSeconds: 0.5,
    });
    jobs.current = engine;
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    reader = await insertTestUser(app, database.db);
  }, 180_000); // pg-boss installs its schema on a fresh database
  afterAll(async () => {
    await engine?.stop();
    await app?.close();
    await sources?.stop();
    await database?.close();
  }, 60_000);

  const get = (url: string) => app.inject({ method: 'GET', url });
  const askFetch = (source: string, user: TestUser = admin) =>
    app.inject({ method: 'POST', url: `/admin/sources/${source}/fetch`, headers: user.headers });
  const health = async (source: string) =>
    (await app.inject({ method: 'GET', url: '/admin/sources', headers: admin.headers }))
      .json()
      .data.find((s: { id: string }) => s.id === source);

  /** Until the source's health shows no fetch queued or running. */
  async function finished(source: string) {
    const limit = Date.now() + 60_000;
    while ((await health(source)).pending_fetch !== null) {
      if (Date.now() > limit) throw new Error(`the ${source} fetch did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** An admin's "fetch now": queued (202), then run by the engine; resolves with what the run recorded. */
  async function fetchNow(source: string) {
    const asked = await askFetch(source);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({ source, state: expect.stringMatching(/queued|running|done/) });
    await finished(source);
    const [run] = await database.db
      .select()
      .from(marketFetches)
      .where(eq(marketFetches.source, source))
      .orderBy(desc(marketFetches.id))
      .limit(1);
    return {
      status: run?.status,
      http_status: run?.httpStatus,
      rows: run?.rows,
      data_date: run?.dataDate,
      error: run?.error,
    };
  }

  // Expected values below are NRB's, FENEGOSIDA's, NOC's and Kalimati's published figures as the
  // reference recorded them (shared reference data/markets), not this code's output.
  it('a fresh database shows the shipped NRB day of 30 September 2026: every currency per its unit, its source, its age', async () => {
    clock = OCT_2_NOON;
    const response = await get('/forex?lang=en');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.date).toBe('2026-09-30');
    expect(data.date_bs).toBe('2083-06-14');
    expect(data.previous_date).toBe('2026-09-29');
    expect(data.rates).toHaveLength(22);
    expect(data.rates[0]).toMatchObject({ iso3: 'INR', unit: 100, buy: 160, sell: 160.15 });
    const rate = (iso3: string) => data.rates.find((r: { iso3: string }) => r.iso3 === iso3);
    expect(rate('USD')).toMatchObject({ unit: 1, buy: 153.28, sell: 153.88, previous_date: '2026-09-29' });
    expect(rate('JPY')).toMatchObject({ unit: 10, buy: 9.72, sell: 9.76 });
    expect(rate('OMR')).toMatchObject({ name: 'Omani Rial', buy: 398.12, sell: 399.68 });
    // Changes against 29 September: the euro fell 0.56; the dollar really did not move.
    expect(rate('EUR')).toMatchObject({ buy_change: -0.56, sell_change: -0.56 });
    expect(rate('USD')).toMatchObject({ buy_change: 0, sell_change: 0 });
    expect(data.source).toMatch(/^Nepal Rastra Bank, recorded from aprashnasuraj-dev\/patro .* @ 5308844f/);
    expect(data.recorded_at).toBe(SHIPPED_AT);
    // Nothing was ever fetched and NRB publishes daily: two days old, could not be refreshed.
    expect(data.status).toMatchObject({
      stale: true,
      overdue: true,
      age_days: 2,
      last_success_at: null,
      last_attempt_at: null,
      last_attempt_failed: false,
      data_date: '2026-09-30',
      data_recorded_at: SHIPPED_AT,
    });
    expect(data.status.source.name).toBe('Nepal Rastra Bank');
    expect(response.headers['cache-control']).toMatch(/public/);
  });

  it('a change is against each currency’s previous published rate, however far back; none without one', async () => {
    const day = async (date: string) => (await get(`/forex?date=${date}`)).json().data;
    const rate = (data: { rates: { iso3: string }[] }, iso3: string) =>
      data.rates.find((r) => r.iso3 === iso3);
    // 22 September follows 21 August in the record: the month between is missing, never read as 0.
    const sep22 = await day('2026-09-22');
    expect(sep22.previous_date).toBe('2026-08-21');
    expect(rate(sep22, 'USD')).toMatchObject({ buy: 153.01, buy_change: 0.17, previous_date: '2026-08-21' });
    // 16 August: the dollar's previous published rate is that of 10 January (143.97); the Omani
    // rial was not among January's five currencies, so it has no change at all.
    const aug16 = await day('2026-08-16');
    expect(rate(aug16, 'USD')).toMatchObject({ buy: 152.39, buy_change: 8.42, previous_date: '2026-01-10' });
    expect(rate(aug16, 'OMR')).toMatchObject({ buy: 395.8, buy_change: null, previous_date: null });
    expect(rate(aug16, 'JPY')).toMatchObject({ buy_change: null, sell_change: null });
    // The first recorded day has nothing before it.
    expect(rate(await day('2026-01-10'), 'EUR')).toMatchObject({ buy: 167.65, buy_change: null });
  });

  it('the age and refresh flags follow the app clock: a day old is not overdue, three days are', async () => {
    clock = Date.parse('2026-09-30T18:20:00Z'); // 00:05 on 1 October in Nepal, before NRB publishes
    let status = (await get('/forex')).json().data.status;
    expect(status).toMatchObject({ data_date: '2026-09-30', age_days: 1, overdue: false });
    clock = Date.parse('2026-11-24T03:15:00Z'); // 09:00 on 24 November
    status = (await get('/forex')).json().data.status;
    expect(status).toMatchObject({ age_days: 55, overdue: true, stale: true });
    const gold = (await get('/v3/bullions')).json().data.status;
    expect(gold).toMatchObject({ data_date: '2026-10-02', age_days: 53, overdue: true, stale: true });
    // NOC revises when it revises: its prices are never overdue by age.
    const fuel = (await get('/api/noc/public/prices')).json().data.status;
    expect(fuel).toMatchObject({ data_date: '2026-08-02', age_days: 114, overdue: false });
    clock = OCT_2_NOON;
  });

  it('just after midnight, before NRB publishes the new day, "today" is the newest published day', async () => {
    clock = Date.parse('2026-09-30T18:20:00Z'); // 00:05 on 1 October in Nepal
    const { data } = (await get('/forex')).json();
    expect(data.date).toBe('2026-09-30');
    clock = OCT_2_NOON;
  });

  it('bad /forex input is a 400 naming the field', async () => {
    const bad = await get('/forex?date=2026-13-45');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/date/);
    const future = await get('/forex?date=2030-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/date: must not be in the future/);
    expect((await get('/forex?lang=fr')).json().message).toMatch(/lang/);
  });

  it('POST /forex/currencycode gives the trend; an unknown currency or period is a 400 naming the field', async () => {
    const trend = await app.inject({
      method: 'POST',
      url: '/forex/currencycode',
      payload: { currency: 'usd', days: 7 },
    });
    expect(trend.statusCode).toBe(200);
    const { data } = trend.json();
    expect(data.currency).toEqual({ iso3: 'USD', name: 'U.S. Dollar', unit: 1 });
    // Only the recorded days of the week to 30 September: nothing is filled in between.
    expect(data.points).toEqual([
      { date: '2026-09-28', buy: 153.01, sell: 153.61 },
      { date: '2026-09-29', buy: 153.28, sell: 153.88 },
      { date: '2026-09-30', buy: 153.28, sell: 153.88 },
    ]);
    const form = await app.inject({
      method: 'POST',
      url: '/forex/currencycode',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'currency=JPY&days=30',
    });
    expect(form.json().data.points.map((p: { date: string }) => p.date)).toEqual([
      '2026-09-22',
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
    ]);
    const unknown = await app.inject({
      method: 'POST',
      url: '/forex/currencycode',
      payload: { currency: 'XYZ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/currency: XYZ/);
    const period = await app.inject({
      method: 'POST',
      url: '/forex/currencycode',
      payload: { currency: 'USD', days: 10 },
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toMatch(/days/);
  });

  it('GET /v3/bullions: FENEGOSIDA of 2 October 2026 per tola and per 10 g, each change against that price’s previous publication', async () => {
    clock = OCT_2_NOON;
    const { data } = (await get('/v3/bullions')).json();
    expect(data.latest).toMatchObject({
      date: '2026-10-02',
      date_bs: '2083-06-16',
      hallmark_gold_tola: 294800,
      hallmark_gold_10g: 252745,
      silver_tola: 4450,
      silver_10g: 3815,
      tejabi_gold_tola: null,
    });
    // 1 October was published per tola only.
    expect(data.previous).toMatchObject({
      date: '2026-10-01',
      hallmark_gold_tola: 293300,
      hallmark_gold_10g: null,
    });
    expect(data.changes).toEqual({
      hallmark_gold_tola: { amount: 1500, since: '2026-10-01' },
      // Per 10 g the previous publication is 29 September's 249,055, not a missing 1 October.
      hallmark_gold_10g: { amount: 3690, since: '2026-09-29' },
      silver_tola: { amount: 25, since: '2026-10-01' },
      silver_10g: { amount: 47, since: '2026-09-29' },
      tejabi_gold_tola: null,
      tejabi_gold_10g: null,
    });
    expect(data.status).toMatchObject({
      age_days: 0,
      overdue: false,
      stale: true,
      last_attempt_failed: false,
    });
    expect(data.status.data_source).toMatch(/ChandanShakya\/goldmandu @ 001c6e82.*latest\.json/);
    // A month back: FENEGOSIDA's publication days only (no Saturdays, none filled in).
    expect(data.from).toBe('2026-09-03');
    expect(Object.keys(data.data)).toHaveLength(26);
    expect(data.data['2026-09-27']).toMatchObject({ hallmark_gold_tola: 299300, silver_10g: 3991 });
    expect((await get('/v3/bullions?timeframe=week')).json().data.from).toBe('2026-09-26');
    expect(Object.keys((await get('/v3/bullions?from=2026-10-01')).json().data.data)).toEqual([
      '2026-10-01',
      '2026-10-02',
    ]);
    const malformed = await get('/v3/bullions?timeframe=decade');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/timeframe/);
    const future = await get('/v3/bullions?from=2026-10-03');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/from: must not be in the future/);
    const early = await get('/v3/bullions?from=2020-01-01');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/from: history starts on 2025-10-05/);
  });

  it('GET /api/noc/public/prices: NOC’s revision of 2 August 2026 and the one before, in both languages; a bad lang is a 400', async () => {
    const en = (await get('/api/noc/public/prices?lang=en')).json().data;
    expect(en.current.effective_date).toBe('2026-08-02');
    expect(en.current.effective_date_bs).toBe('2083-04-17');
    const priceOf = (revision: { prices: { product: string; price: number }[] }) =>
      Object.fromEntries(revision.prices.map((p) => [p.product, p.price]));
    expect(en.current.prices[0]).toEqual({
      product: 'petrol',
      name: 'Petrol',
      price: 200,
      unit: 'per litre',
      currency: 'NPR',
    });
    expect(priceOf(en.current)).toEqual({
      petrol: 200,
      diesel: 200,
      kerosene: 200,
      lpg: 2060,
      atf_domestic: 249,
      atf_international: 1697,
    });
    expect(en.history.map((h: { effective_date: string }) => h.effective_date)).toEqual([
      '2026-08-02',
      '2026-07-15',
    ]);
    expect(priceOf(en.history[1])).toMatchObject({
      petrol: 197,
      diesel: 195,
      kerosene: 195,
      atf_domestic: 229,
    });
    expect(
      en.current.prices.find((p: { product: string }) => p.product === 'atf_international').currency,
    ).toBe('USD');
    const np = (await get('/api/noc/public/prices?lang=np')).json().data;
    expect(np.current.prices[0].name).toBe('पेट्रोल');
    const bad = await get('/api/noc/public/prices?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/lang/);
  });

  it('vegetables: Kalimati’s shipped day of 5 April 2026; a fetch brings a newer day, search, unit, and an item’s history', async () => {
    const shipped = (await get('/api/vegetable/public/prices?lang=en&q=tomato')).json().data;
    expect(shipped).toMatchObject({ date: '2026-04-05', date_bs: '2082-12-22' });
    expect(shipped.items).toEqual([
      { name: 'Tomato Big(Indian)', name_en: 'Tomato Big(Indian)', unit: 'kg', min: 60, max: 70, avg: 65 },
      {
        name: 'Tomato Small(Indian)',
        name_en: 'Tomato Small(Indian)',
        unit: 'kg',
        min: 25,
        max: 35,
        avg: 30,
      },
      { name: 'Tomato Small(Local)', name_en: 'Tomato Small(Local)', unit: 'kg', min: 20, max: 30, avg: 25 },
    ]);
    expect((await get('/api/vegetable/public/prices?lang=np')).json().data.items).toHaveLength(106);
    // A commodity with no known English label keeps its Kalimati name; no translation is guessed.
    const ginger = (await get('/api/vegetable/public/prices?lang=en&q=अदुवा')).json().data.items;
    expect(ginger).toEqual([{ name: 'अदुवा', name_en: 'अदुवा', unit: 'kg', min: 70, max: 90, avg: 82.5 }]);
    sources.set(KALIMATI_EN_PATH, { status: 200, body: fixturePayload('kalimati-en.json') });
    sources.set(KALIMATI_NP_PATH, { status: 200, body: fixturePayload('kalimati-np.json') });
    const outcome = await fetchNow('kalimati');
    expect(outcome).toMatchObject({ status: 'ok', rows: 3, data_date: '2026-08-07' });
    const np = (await get('/api/vegetable/public/prices?lang=np')).json().data;
    expect(np.items.map((i: { name: string }) => i.name)).toEqual(['केरा', 'नरिवल', 'गोलभेडा ठूलो(नेपाली)']);
    expect(np.units).toEqual(['dozen', 'kg', 'piece']);
    const search = (await get('/api/vegetable/public/prices?lang=en&q=tomato')).json().data;
    expect(search.items).toEqual([
      { name: 'Tomato Big(Nepali)', name_en: 'Tomato Big(Nepali)', unit: 'kg', min: 60, max: 70, avg: 63.75 },
    ]);
    expect((await get('/api/vegetable/public/prices?lang=en&unit=dozen')).json().data.items).toHaveLength(1);
    const history = (await get('/api/vegetable/public/prices?lang=en&item=Banana')).json().data.history;
    expect(history).toMatchObject({ name_en: 'Banana', points: [{ date: '2026-08-07', avg: 135 }] });
    // A fetched row names the address it was read from.
    const fetched = (await get('/api/vegetable/public/prices?lang=en')).json().data.status;
    expect(fetched.data_source).toBe(`${sources.urls.kalimati}/api/daily-prices/en`);
    const unknown = await get('/api/vegetable/public/prices?item=Durian');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/item/);
  });

  it('a failing source keeps the last good data, says it could not be refreshed, and records the failure', async () => {
    sources.set(NRB_PATH, { status: 503, body: '<html>Service Unavailable</html>', type: 'text/html' });
    const outcome = await fetchNow('nrb');
    expect(outcome).toMatchObject({ status: 'failed', http_status: 503, rows: 0 });
    const { data } = (await get('/forex')).json();
    expect(data.date).toBe('2026-09-30');
    expect(data.rates).toHaveLength(22);
    expect(data.status).toMatchObject({ stale: true, last_success_at: null, last_attempt_failed: true });
    expect(data.status.last_attempt_at).toBe(new Date(OCT_2_NOON).toISOString());
    const [recorded] = await database.db.select().from(marketFetches).where(eq(marketFetches.source, 'nrb'));
    expect(recorded).toMatchObject({
      status: 'failed',
      httpStatus: 503,
      payload: '<html>Service Unavailable</html>',
    });
  });

  it('an anti-bot page is a failed fetch, not data', async () => {
    sources.set(KALIMATI_EN_PATH, { status: 200, body: fixturePayload('anti-bot.html'), type: 'text/html' });
    const outcome = await fetchNow('kalimati');
    expect(outcome).toMatchObject({ status: 'failed', rows: 0 });
    expect(outcome.error).toMatch(/anti-bot/);
    expect((await get('/api/vegetable/public/prices?lang=en')).json().data.items).toHaveLength(3);
  });

  it('a successful fetch is fresh and names the address it read; the same source answering with old days is stale', async () => {
    clock = Date.parse('2026-09-30T06:00:00Z');
    sources.set(NRB_PATH, { status: 200, body: nrbRatesPayload(['2026-09-28', '2026-09-29', '2026-09-30']) });
    expect(await fetchNow('nrb')).toMatchObject({ status: 'ok', rows: 66, data_date: '2026-09-30' });
    const fresh = (await get('/forex')).json().data;
    expect(fresh.status).toMatchObject({
      stale: false,
      overdue: false,
      age_days: 0,
      last_attempt_failed: false,
      data_date: '2026-09-30',
      data_recorded_at: new Date(clock).toISOString(),
    });
    // (The stand-in answers every NRB request alike, so the backfill after the fetch reads the day too.)
    expect(fresh.source.startsWith(`${sources.urls.nrb}/api/forex/v1/rates?page=1&per_page=100&from=`)).toBe(
      true,
    );
    // A week later NRB still answers, but with nothing newer than the 30th.
    clock = Date.parse('2026-10-07T06:00:00Z');
    await fetchNow('nrb');
    const { data } = (await get('/forex')).json();
    expect(data.date).toBe('2026-09-30');
    expect(data.status).toMatchObject({
      stale: true,
      overdue: true,
      age_days: 7,
      last_attempt_failed: false,
    });
    expect(data.status.last_success_at).toBe(new Date(clock).toISOString());
    clock = OCT_2_NOON;
  });

  it('a recorded payload replays through the parser', async () => {
    const [ok] = await database.db
      .select()
      .from(marketFetches)
      .where(eq(marketFetches.status, 'ok'))
      .limit(1);
    expect(ok).toBeDefined();
    const replay = await replayFetch(database.db, ok!.id);
    expect(replay.rows).toBe(ok!.rows);
  });

  it('a FENEGOSIDA and NOC fetch store through the same parsers', async () => {
    clock = Date.parse('2026-08-16T06:00:00Z');
    sources.set(FENEGOSIDA_PATH, { status: 200, body: fixturePayload('fenegosida-today-2026-08-16.json') });
    sources.set(NOC_PATH, { status: 200, body: fixturePayload('noc-extra-column.html'), type: 'text/html' });
    expect(await fetchNow('fenegosida')).toMatchObject({
      status: 'ok',
      rows: 8,
      data_date: '2026-08-16',
    });
    expect(await fetchNow('noc')).toMatchObject({
      status: 'ok',
      rows: 12,
      data_date: '2022-09-01',
    });
    const noc = (await get('/api/noc/public/prices?lang=en')).json().data;
    expect(noc.history.map((h: { effective_date: string }) => h.effective_date)).toEqual([
      '2026-08-02',
      '2026-07-15',
      '2022-09-01',
      '2022-07-17',
    ]);
    // The fetched FENEGOSIDA day agrees with the shipped record of that day, now from the fetch.
    clock = OCT_2_NOON;
    const gold = (await get('/v3/bullions?from=2026-08-14')).json().data.data;
    expect(gold['2026-08-16']).toMatchObject({ hallmark_gold_tola: 305200, silver_10g: 4038 });
    expect(gold['2026-08-14']).toMatchObject({ hallmark_gold_tola: 301600 });
  });

  it('the sources screen is for admins only: health with last success, last error and next run', async () => {
    expect((await get('/admin/sources')).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/sources', headers: reader.headers })).statusCode,
    ).toBe(403);
    expect((await askFetch('nrb', reader)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/admin/sources/nrb/fetch' })).statusCode).toBe(401);
    expect((await askFetch('weather')).statusCode).toBe(404);
    const response = await app.inject({ method: 'GET', url: '/admin/sources', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const health = response.json().data;
    expect(health.map((s: { id: string }) => s.id)).toEqual(['nrb', 'fenegosida', 'noc', 'kalimati']);
    const nrb = health[0];
    expect(nrb.last_error).toMatch(/HTTP 503/);
    expect(nrb.last_success_at).not.toBeNull();
    // 00:05 and every 3 hours in Nepal: after 11:45 NPT the next run is 12:05 NPT (06:20 UTC).
    expect(nrb.next_run_at).toBe('2026-10-02T06:20:00.000Z');
    expect([nrb.name, nrb.name_np, nrb.schedule, nrb.schedule_np]).toEqual([
      'Nepal Rastra Bank',
      'नेपाल राष्ट्र बैंक',
      '00:05 and every 3 hours (NPT)',
      '००:०५ र त्यसपछि हरेक ३ घण्टामा (नेपाली समय)',
    ]);
    expect(health[3].last_error).toMatch(/anti-bot/);
  });

  it('"fetch now" answers 202 at once; clicks while the fetch is queued or running get that same fetch, not another', async () => {
    sources.set(FENEGOSIDA_PATH, { status: 200, body: fixturePayload('fenegosida-today-2026-08-16.json') });
    const before = sources.hits.get(FENEGOSIDA_PATH) ?? 0;
    const clicks = await Promise.all([
      askFetch('fenegosida'),
      askFetch('fenegosida'),
      askFetch('fenegosida'),
    ]);
    expect(clicks.map((c) => c.statusCode)).toEqual([202, 202, 202]);
    const ids = new Set(clicks.map((c) => c.json().data.job_id));
    expect(ids.size).toBe(1);
    expect(clicks[0]?.json().data).toMatchObject({ source: 'fenegosida', state: 'queued' });
    expect(clicks[0]?.headers['cache-control']).toBe('private, no-store');
    const pending = (await health('fenegosida')).pending_fetch;
    expect(pending === null || ids.has(pending.job_id)).toBe(true);
    // The run ends, the health shows its result, and one request reached the source.
    await finished('fenegosida');
    expect((sources.hits.get(FENEGOSIDA_PATH) ?? 0) - before).toBe(1);
    expect((await health('fenegosida')).recent[0]).toMatchObject({ status: 'ok', rows: 8 });
  });
});

describe('"fetch now" before the job engine has started', () => {
  it('is a 503 (try again), never a fetch inside the request', async () => {
    const database = await testDatabases()[0]!.open();
    const app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'markets-test-secret-markets-test-secret',
    });
    const admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    const response = await app.inject({
      method: 'POST',
      url: '/admin/sources/nrb/fetch',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(await database.db.select().from(marketFetches)).toEqual([]);
    await app.close();
    await database.close();
  }, 120_000);
});

describe('start-up: every source whose last good fetch is older than its schedule is queued at once', () => {
  it('queues the never-fetched and the failed sources, not one fetched since its last slot; a passed slot queues it again', async () => {
    const database = await testDatabases()[0]!.open();
    const sources = await new FakeSources().start();
    let clock = Date.parse('2026-09-30T06:00:00Z'); // 11:45 in Nepal
    sources.set(NRB_PATH, { status: 200, body: nrbRatesPayload(['2026-09-28', '2026-09-29', '2026-09-30']) });
    // FENEGOSIDA, NOC and Kalimati cannot be reached (404): offline, as in the tests and e2e.
    const engine = await startJobEngine({
      database,
      jobs: marketJobs({ db: database.db, urls: sources.urls, now: () => clock, retryLimit: 0 }),
      log: { info() {}, error() {} },
      pollingIntervalSeconds: 0.5,
    });
    const attempts = async () => (await database.db.select().from(marketFetches)).length;
    const until = async (count: number) => {
      const limit = Date.now() + 60_000;
      while ((await attempts()) < count) {
        if (Date.now() > limit) throw new Error(`${count} fetches were not recorded`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    try {
      const queue = engine;
      expect(await queueOverdueMarketFetches({ db: database.db, queue, now: clock })).toEqual([
        'market-fetch-nrb',
        'market-fetch-fenegosida',
        'market-fetch-noc',
        'market-fetch-kalimati',
      ]);
      await until(4);
      // Started again at once: NRB was fetched after its 09:05 slot; the three that failed are asked again.
      expect(await queueOverdueMarketFetches({ db: database.db, queue, now: clock })).toEqual([
        'market-fetch-fenegosida',
        'market-fetch-noc',
        'market-fetch-kalimati',
      ]);
      await until(7);
      expect((await forexDay(database.db, { now: clock, lang: 'en' })).status).toMatchObject({
        stale: false,
        data_date: '2026-09-30',
      });
      // Three hours on, NRB's 12:05 slot has passed since its last good fetch.
      clock += 3 * 3_600_000;
      expect(await queueOverdueMarketFetches({ db: database.db, queue, now: clock })).toContain(
        'market-fetch-nrb',
      );
    } finally {
      await engine.stop();
      await sources.stop();
      await database.close();
    }
  }, 180_000);
});
