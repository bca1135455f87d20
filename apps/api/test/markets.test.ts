import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { marketFetches } from '../src/db/schema.js';
import { type JobEngine, type JobQueueSlot, startJobEngine } from '../src/jobs/engine.js';
import { replayFetch } from '../src/modules/markets/ingest.js';
import { marketJobs } from '../src/modules/markets/jobs.js';
import { testDatabases } from './databases.js';
import {
  FakeSources,
  FENEGOSIDA_PATH,
  fixturePayload,
  KALIMATI_EN_PATH,
  KALIMATI_NP_PATH,
  NOC_PATH,
  NRB_PATH,
  shippedPayload,
} from './market-sources.js';
import { insertTestUser, type TestUser } from './users.js';

// 2022-10-23 11:45 in Nepal: the newest shipped NRB day is "today".
const OCT_23_NOON = Date.parse('2022-10-23T06:00:00Z');

describe.each(testDatabases())('markets on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sources: FakeSources;
  let admin: TestUser;
  let reader: TestUser;
  let engine: JobEngine;
  let clock = OCT_23_NOON;

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

  it('a fresh database shows the shipped NRB history: every currency, per its unit, with the change from the day before', async () => {
    clock = OCT_23_NOON;
    const response = await get('/forex?lang=en');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.date).toBe('2022-10-23');
    expect(data.date_bs).toBe('2079-07-06');
    expect(data.previous_date).toBe('2022-10-22');
    expect(data.rates).toHaveLength(21);
    expect(data.rates[0]).toMatchObject({ iso3: 'INR', unit: 100, buy: 160, sell: 160.15 });
    expect(data.rates.find((r: { iso3: string }) => r.iso3 === 'JPY')).toMatchObject({ unit: 10, buy: 8.74 });
    // Nothing was ever fetched: the page must say the numbers could not be refreshed.
    expect(data.status).toMatchObject({ stale: true, last_success_at: null, data_date: '2022-10-23' });
    expect(data.status.source.name).toBe('Nepal Rastra Bank');
    expect(response.headers['cache-control']).toMatch(/public/);
  });

  it('a chosen day carries its change from the previous published day', async () => {
    const { data } = (await get('/forex?date=2022-10-20')).json();
    const usd = data.rates.find((r: { iso3: string }) => r.iso3 === 'USD');
    expect(usd).toMatchObject({ buy: 132.54, sell: 133.14, buy_change: 1.06, sell_change: 1.06 });
  });

  it('just after midnight, before NRB publishes the new day, "today" is the newest published day', async () => {
    clock = Date.parse('2022-10-23T18:20:00Z'); // 00:05 on 24 October in Nepal
    const { data } = (await get('/forex')).json();
    expect(data.date).toBe('2022-10-23');
    clock = OCT_23_NOON;
  });

  it('bad /forex input is a 400 naming the field', async () => {
    const bad = await get('/forex?date=2022-13-45');
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
    expect(data.points.map((p: { date: string }) => p.date)).toEqual([
      '2022-10-17',
      '2022-10-18',
      '2022-10-19',
      '2022-10-20',
      '2022-10-21',
      '2022-10-22',
      '2022-10-23',
    ]);
    expect(data.points[3]).toEqual({ date: '2022-10-20', buy: 132.54, sell: 133.14 });
    const form = await app.inject({
      method: 'POST',
      url: '/forex/currencycode',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'currency=JPY&days=30',
    });
    expect(form.json().data.points).toHaveLength(14);
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

  it('GET /v3/bullions: the shipped FENEGOSIDA day, per tola and per 10 g, with the previous day; ranges and bad input', async () => {
    clock = Date.parse('2026-08-16T06:00:00Z');
    const { data } = (await get('/v3/bullions')).json();
    expect(data.latest).toMatchObject({
      date: '2026-08-16',
      hallmark_gold_tola: 305200,
      hallmark_gold_10g: 261660,
      silver_tola: 4710,
      silver_10g: 4038,
      tejabi_gold_tola: null,
    });
    expect(data.previous).toMatchObject({ date: '2026-08-14', hallmark_gold_tola: 301600, silver_10g: 3995 });
    expect(Object.keys(data.data)).toEqual(['2026-08-14', '2026-08-16']);
    expect(data.from).toBe('2026-07-18');
    expect((await get('/v3/bullions?timeframe=week')).json().data.from).toBe('2026-08-10');
    expect(Object.keys((await get('/v3/bullions?from=2026-08-15')).json().data.data)).toEqual(['2026-08-16']);
    const malformed = await get('/v3/bullions?timeframe=decade');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/timeframe/);
    const future = await get('/v3/bullions?from=2026-09-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/from: must not be in the future/);
    const early = await get('/v3/bullions?from=2020-01-01');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/from: history starts on 2026-08-14/);
    clock = OCT_23_NOON;
  });

  it('GET /api/noc/public/prices: the shipped revision in both languages; a bad lang is a 400', async () => {
    const en = (await get('/api/noc/public/prices?lang=en')).json().data;
    expect(en.current.effective_date).toBe('2022-09-01');
    expect(en.current.effective_date_bs).toBe('2079-05-16');
    expect(en.current.prices[0]).toEqual({
      product: 'petrol',
      name: 'Petrol',
      price: 181,
      unit: 'per litre',
      currency: 'NPR',
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

  it('vegetables: the empty state until a fetch; then the market day, search, unit, and an item’s history', async () => {
    const empty = (await get('/api/vegetable/public/prices?lang=en')).json().data;
    expect(empty).toMatchObject({ date: null, items: [], history: null });
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
    const unknown = await get('/api/vegetable/public/prices?item=Durian');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/item/);
  });

  it('a failing source keeps the last good data, says it could not be refreshed, and records the failure', async () => {
    sources.set(NRB_PATH, { status: 503, body: '<html>Service Unavailable</html>', type: 'text/html' });
    const outcome = await fetchNow('nrb');
    expect(outcome).toMatchObject({ status: 'failed', http_status: 503, rows: 0 });
    const { data } = (await get('/forex')).json();
    expect(data.date).toBe('2022-10-23');
    expect(data.rates).toHaveLength(21);
    expect(data.status).toMatchObject({ stale: true, last_success_at: null });
    expect(data.status.last_attempt_at).toBe(new Date(OCT_23_NOON).toISOString());
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

  it('a successful fetch is fresh; the same source answering with old days is stale', async () => {
    sources.set(NRB_PATH, { status: 200, body: shippedPayload('nrb-rates-2022-10-10--2022-10-23.json') });
    expect(await fetchNow('nrb')).toMatchObject({
      status: 'ok',
      rows: 294,
      data_date: '2022-10-23',
    });
    expect((await get('/forex')).json().data.status).toMatchObject({ stale: false, data_date: '2022-10-23' });
    // A week later NRB still answers, but with nothing newer than the 23rd.
    clock = Date.parse('2022-10-30T06:00:00Z');
    await fetchNow('nrb');
    const { data } = (await get('/forex')).json();
    expect(data.date).toBe('2022-10-23');
    expect(data.status.stale).toBe(true);
    expect(data.status.last_success_at).toBe(new Date(clock).toISOString());
    clock = OCT_23_NOON;
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
    sources.set(FENEGOSIDA_PATH, { status: 200, body: shippedPayload('fenegosida-today-2026-08-16.json') });
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
      '2022-09-01',
      '2022-07-17',
    ]);
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
    expect(nrb.next_run_at).toBe('2022-10-23T06:20:00.000Z');
    expect([nrb.name, nrb.name_np, nrb.schedule, nrb.schedule_np]).toEqual([
      'Nepal Rastra Bank',
      'नेपाल राष्ट्र बैंक',
      '00:05 and every 3 hours (NPT)',
      '००:०५ र त्यसपछि हरेक ३ घण्टामा (नेपाली समय)',
    ]);
    expect(health[3].last_error).toMatch(/anti-bot/);
  });

  it('"fetch now" answers 202 at once; clicks while the fetch is queued or running get that same fetch, not another', async () => {
    sources.set(FENEGOSIDA_PATH, { status: 200, body: shippedPayload('fenegosida-today-2026-08-16.json') });
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
