/**
 * Issue 23, item 6 (ADR 230): one account cannot have more than one heavy read running and one
 * waiting; the next is refused with 429 while other accounts read on; slots come back however a
 * read ends; an unchanged iCal feed is answered from its version (304, or the kept bytes).
 *
 * No sleeps and no clock: a read "under way" is a slot the test holds itself, and the test waits
 * for the gate's `change` events, not for time to pass.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { ApiError } from '../src/http/errors.js';
import {
  abandonedSignal,
  accountReader,
  FEED_BUILD_COST,
  FEED_FETCH_COST,
  HEAVY_READS,
  type HeavyReader,
  HeavyReadGate,
  isLongRange,
  rangeCost,
  stringifyInTurns,
} from '../src/http/heavy-reads.js';
import { personalOccurrencesByDay } from '../src/modules/calendar/personal.js';
import type { EventSeriesRow } from '../src/modules/calendar/repository.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, userWithCalendar } from './personal.js';
import type { TestUser } from './users.js';

/** Resolves once `check()` holds, re-checked on every change of the gate. */
function until(gate: HeavyReadGate, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const onChange = () => {
      if (!check()) return;
      gate.off('change', onChange);
      resolve();
    };
    gate.on('change', onChange);
  });
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : String(error));

describe('the heavy-read gate', () => {
  const a: HeavyReader = 'account:a';
  const b: HeavyReader = 'account:b';

  it('runs one per reader, queues one, refuses the third with 429 and Retry-After; another reader is not held up', async () => {
    const gate = new HeavyReadGate();
    const first = await gate.enter(a);
    let secondIn = false;
    const second = gate.enter(a).then((release) => {
      secondIn = true;
      return release;
    });
    expect([gate.running(a), gate.waiting(a)]).toEqual([1, 1]);
    const third = await gate.enter(a).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(ApiError);
    expect(third).toMatchObject({
      statusCode: 429,
      code: 'too_many_heavy_reads',
      retryAfterSeconds: HEAVY_READS.retryAfterSeconds,
    });
    const other = await gate.enter(b);
    expect(gate.running(b)).toBe(1);
    other();

    expect(secondIn).toBe(false);
    first();
    first(); // giving a slot back twice gives back one
    const releaseSecond = await second;
    expect([gate.running(a), gate.waiting(a)]).toEqual([1, 0]);
    releaseSecond();
    expect(gate.size).toBe(0);
  });

  it('gives the slot back when the work fails, and drops a waiter whose client left', async () => {
    const gate = new HeavyReadGate();
    const failed = await gate
      .run(a, undefined, 0, async () => {
        throw new Error('boom');
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe('boom');
    expect(gate.size).toBe(0);

    const holder = await gate.enter(a);
    const client = new AbortController();
    const waiting = gate.enter(a, client.signal).catch(codeOf);
    await until(gate, () => gate.waiting(a) === 1);
    client.abort();
    expect(await waiting).toBe('request_abandoned');
    expect([gate.running(a), gate.waiting(a)]).toEqual([1, 0]);
    holder();
    expect(gate.size).toBe(0);
    // An already-aborted read never takes a slot.
    expect(await gate.enter(a, AbortSignal.abort()).catch(codeOf)).toBe('request_abandoned');
    expect(gate.size).toBe(0);
  });

  it('charges each read to a budget that refills with time: past it, 429 heavy_read_budget_spent with the seconds it needs', async () => {
    let now = 0;
    const gate = new HeavyReadGate({ burst: 3, refillPerSecond: 0.5 }, () => now);
    // Three 400-day reads in a row spend the burst; other readers keep their own budget.
    for (let i = 0; i < 3; i++) (await gate.enter(a, undefined, rangeCost(1, 400)))();
    const spent = await gate.enter(a, undefined, 1).catch((error: unknown) => error);
    expect(spent).toMatchObject({ statusCode: 429, code: 'heavy_read_budget_spent', retryAfterSeconds: 2 });
    (await gate.enter(b, undefined, 1))();
    // A month-long share is cheaper, but the budget is still empty.
    expect(await gate.enter(a, undefined, rangeCost(1, 100)).catch(codeOf)).toBe('heavy_read_budget_spent');
    now += 1999;
    expect(await gate.enter(a, undefined, 1).catch(codeOf)).toBe('heavy_read_budget_spent');
    now += 1;
    (await gate.enter(a, undefined, 1))();
    expect(gate.available(a)).toBeCloseTo(0);
    now += 60_000;
    expect(gate.available(a)).toBe(3);
    expect(gate.size).toBe(0);
  });

  it('writes JSON a part at a time, byte for byte what JSON.stringify writes', async () => {
    const day = (n: number) => ({
      n,
      text: `दिन ${n} "quoted" \\ \u2028`,
      events: [{ a: 1, b: undefined, c: null, d: new Date(Date.UTC(2025, 0, n)) }, undefined, () => 1],
      skipped: undefined,
      nested: { deeper: { deepest: [1, { x: [2, 3] }] } },
    });
    const payload = {
      data: {
        calendars: [{ id: 1, name: 'x' }],
        events: Object.fromEntries(
          [2025, 2026, 2027].map((year) => [
            year,
            Object.fromEntries(
              Array.from({ length: 12 }, (_, m) => [
                m + 1,
                Object.fromEntries(Array.from({ length: 31 }, (_, d) => [d + 1, day(d + 1)])),
              ]),
            ),
          ]),
        ),
        empty: {},
        list: [],
      },
      top: 'level',
    };
    const expected = JSON.stringify(payload);
    expect(expected.length).toBeGreaterThan(64 * 1024 * 2);
    expect(await stringifyInTurns(payload)).toBe(expected);
    expect(await stringifyInTurns([undefined, { a: [undefined] }, 'x'])).toBe(
      JSON.stringify([undefined, { a: [undefined] }, 'x']),
    );
    expect(await stringifyInTurns(payload, AbortSignal.abort()).catch(codeOf)).toBe('request_abandoned');
  });

  it('a long range is more than 62 days; a response closed before it finished aborts its signal', () => {
    expect(isLongRange(100, 161)).toBe(false);
    expect(isLongRange(100, 162)).toBe(true);

    const finished = Object.assign(new EventEmitter(), { writableFinished: true });
    const finishedSignal = abandonedSignal(finished as unknown as http.ServerResponse);
    finished.emit('close');
    expect(finishedSignal.aborted).toBe(false);
    const cut = Object.assign(new EventEmitter(), { writableFinished: false });
    const cutSignal = abandonedSignal(cut as unknown as http.ServerResponse);
    expect(cutSignal.aborted).toBe(false);
    cut.emit('close');
    expect(cutSignal.aborted).toBe(true);
  });

  it('a running expansion stops at its next turn once its client has gone', async () => {
    const series = Array.from(
      { length: 60 },
      (_, i) =>
        ({
          id: i + 1,
          calendarId: 1,
          startsOn: '2025-01-01',
          base: 'AD',
          recurrence: { frequency: 'weekly', interval: 1, end: { kind: 'never' } },
          startTime: null,
          endTime: null,
          titleEn: `e${i}`,
          titleNp: `e${i}`,
          description: {},
          location: null,
          eventType: null,
          timeZone: 'Asia/Kathmandu',
        }) as unknown as EventSeriesRow,
    );
    const view = {
      ownCalendars: [],
      readOnly: new Set<number>(),
      hiddenDefaults: new Set<number>(),
      series,
      overrides: new Map(),
      showUnverified: false,
    };
    const first = 2460677;
    expect((await personalOccurrencesByDay(view, first, first + 399)).size).toBeGreaterThan(0);
    const client = new AbortController();
    const read = personalOccurrencesByDay(view, first, first + 399, client.signal).catch(codeOf);
    client.abort();
    expect(await read).toBe('request_abandoned');
  });
});

describe.each(testDatabases())('heavy reads on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let reader: { user: TestUser; calendarId: number };
  let other: { user: TestUser; calendarId: number };
  const YEAR = '/calendars?calendar_type=AD&start_date=2025-01-01&end_date=2026-01-01';
  const MONTH = '/calendars?calendar_type=AD&year=2025&month=3';

  beforeAll(async () => {
    database = await open();
    // Slots are what these tests are about; the budget has tests of its own (a clock they control).
    app = await buildPersonalApp(database, {
      calendarCompute: 'inline',
      heavyReads: new HeavyReadGate({ burst: 1000 }),
    });
    reader = await userWithCalendar(app, database);
    other = await userWithCalendar(app, database);
    for (const who of [reader, other]) {
      const response = await app.inject({
        method: 'POST',
        url: '/events',
        headers: who.user.headers,
        payload: {
          calendar_id: who.calendarId,
          title: 'Weekly',
          base: 'AD',
          date: '2025-01-01',
          all_day: true,
          repeat: { frequency: 'weekly' },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const read = (who: TestUser, url = YEAR, lang?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...who.headers, ...(lang ? { 'accept-language': lang } : {}) },
    });

  it("the same account's third concurrent long read gets 429 with its code and Retry-After; another account's read succeeds meanwhile", async () => {
    const gate = app.heavyReads;
    const key = accountReader(reader.user.id);
    // The account's first long read, under way (a slot the test holds).
    const underWay = await gate.enter(key);
    const second = read(reader.user);
    await until(gate, () => gate.waiting(key) === 1);

    const third = await read(reader.user, YEAR, 'ne');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe(String(HEAVY_READS.retryAfterSeconds));
    expect(third.json()).toMatchObject({ code: 'too_many_heavy_reads', params: { count: 2 } });
    expect(third.json().message).toContain('लामा अनुरोध');
    expect((await read(reader.user, YEAR, 'en')).json().message).toBe(
      'You already have 2 long reads under way; please try again in a moment',
    );

    // Another account's long read, and the same account's month (not heavy), at the same moment.
    const others = await read(other.user);
    expect(others.statusCode).toBe(200);
    expect(others.json().data.events['2025']['6']).toBeDefined();
    expect((await read(reader.user, MONTH)).statusCode).toBe(200);

    underWay();
    const answered = await second;
    expect(answered.statusCode).toBe(200);
    expect(Object.keys(answered.json().data.events['2025'])).toHaveLength(12);
    expect(gate.size).toBe(0);
  });

  it('frees the slot after each read completes or fails, so reads one after another are never refused', async () => {
    for (let i = 0; i < 3; i++) expect((await read(reader.user)).statusCode).toBe(200);
    expect(app.heavyReads.size).toBe(0);
    // A range holding more occurrences than one read may list fails inside the gate (400).
    const daily = await userWithCalendar(app, database);
    for (let i = 0; i < 13; i++) {
      await app.inject({
        method: 'POST',
        url: '/events',
        headers: daily.user.headers,
        payload: {
          calendar_id: daily.calendarId,
          title: `Daily ${i}`,
          base: 'AD',
          date: '2025-01-01',
          all_day: true,
          repeat: { frequency: 'daily' },
        },
      });
    }
    for (let i = 0; i < 3; i++) {
      const failed = await read(
        daily.user,
        '/calendars?calendar_type=AD&start_date=2025-01-01&end_date=2026-02-04',
      );
      expect(failed.statusCode).toBe(400);
      expect(failed.json().code).toBe('too_many_occurrences');
    }
    expect(app.heavyReads.size).toBe(0);
  });

  it('a waiting read whose client disconnects leaves the queue at once', async () => {
    const server = await buildPersonalApp(database, { calendarCompute: 'inline' });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const gate = server.heavyReads;
      const key = accountReader(reader.user.id);
      const underWay = await gate.enter(key);
      const { port } = server.server.address() as AddressInfo;
      const request = http.get({ port, host: '127.0.0.1', path: YEAR, headers: reader.user.headers });
      const closed = new Promise<void>((resolve) =>
        request.on('error', () => resolve()).on('close', resolve),
      );
      await until(gate, () => gate.waiting(key) === 1);
      request.destroy();
      await closed;
      await until(gate, () => gate.waiting(key) === 0);
      expect(gate.running(key)).toBe(1);
      underWay();
      expect(gate.size).toBe(0);
    } finally {
      await server.close();
    }
  });

  describe('iCal feed', () => {
    const feedPath = async (who: { user: TestUser; calendarId: number }) => {
      const mine = await app.inject({ method: 'GET', url: '/users/calendars', headers: who.user.headers });
      const calendar = mine.json().data.calendars.find((c: { id: number }) => c.id === who.calendarId);
      return new URL(calendar.ical_url).pathname;
    };

    it('an unchanged feed answers 304 to its ETag; a changed event or occurrence gives a new body and ETag', async () => {
      const url = await feedPath(other);
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"ics-[\w-]+"$/);
      expect(first.body).toContain('SUMMARY:Weekly');

      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const same = await app.inject({ url });
      expect(same.headers.etag).toBe(etag);
      expect(same.body).toBe(first.body);

      const events = await app.inject({
        method: 'GET',
        url: `/calendar-events/${other.calendarId}`,
        headers: other.user.headers,
      });
      const id = events.json().data[0].id;
      const renamed = await app.inject({
        method: 'PUT',
        url: `/events/${id}`,
        headers: other.user.headers,
        payload: { title: 'Weekly, renamed' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const changed = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('SUMMARY:Weekly\\, renamed');
      const renamedEtag = changed.headers.etag as string;
      expect(renamedEtag).not.toBe(etag);

      // One occurrence cancelled (a row of its own), then changed again in place (same row, new version).
      const cancelled = await app.inject({
        method: 'DELETE',
        url: `/events/${id}?scope=occurrence&occurrence_date=2025-01-08`,
        headers: other.user.headers,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const withExdate = await app.inject({ url, headers: { 'if-none-match': renamedEtag } });
      expect(withExdate.statusCode).toBe(200);
      expect(withExdate.body).toContain('EXDATE;VALUE=DATE:20250108');
      const moved = await app.inject({
        method: 'PUT',
        url: `/events/${id}`,
        headers: other.user.headers,
        payload: { scope: 'occurrence', occurrence_date: '2025-01-08', title: 'Weekly, once different' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const overridden = await app.inject({
        url,
        headers: { 'if-none-match': withExdate.headers.etag as string },
      });
      expect(overridden.statusCode).toBe(200);
      expect(overridden.body).toContain('Weekly\\, once different');
    });

    it("every fetch of a feed costs a little of its holder's budget, kept or built; the clock refills it", async () => {
      let clock = 0;
      // Room for one build (fetch + build) and one kept fetch.
      const gate = new HeavyReadGate(
        { burst: 2 * FEED_FETCH_COST + FEED_BUILD_COST, refillPerSecond: FEED_FETCH_COST },
        () => clock,
      );
      const budgeted = await buildPersonalApp(database, { heavyReads: gate });
      try {
        const mine = await budgeted.inject({ url: '/users/calendars', headers: other.user.headers });
        const url = new URL(mine.json().data.calendars[0].ical_url).pathname;
        // A fetch that needs a build while the holder's slots are taken is refused and spends nothing.
        const key = accountReader(other.user.id);
        const underWay = await gate.enter(key);
        const waiting = gate.enter(key);
        await until(gate, () => gate.waiting(key) === 1);
        const busy = await budgeted.inject({ url });
        expect(busy.json().code).toBe('too_many_heavy_reads');
        expect(gate.available(key)).toBe(2 * FEED_FETCH_COST + FEED_BUILD_COST);
        underWay();
        (await waiting)();
        // A build, then a kept feed: the budget is spent.
        expect((await budgeted.inject({ url })).statusCode).toBe(200);
        const kept = await budgeted.inject({ url });
        expect(kept.statusCode).toBe(200);
        const refused = await budgeted.inject({
          url,
          headers: { 'if-none-match': kept.headers.etag as string },
        });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('heavy_read_budget_spent');
        expect(refused.headers['retry-after']).toBe('1');
        clock += 1000;
        const fresh = await budgeted.inject({
          url,
          headers: { 'if-none-match': kept.headers.etag as string },
        });
        expect(fresh.statusCode).toBe(304);
      } finally {
        await budgeted.close();
      }
    });

    it('a kept feed is served while the holder is at their bound; a feed that must be built then is refused', async () => {
      const url = await feedPath(reader);
      const kept = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['content-encoding']).toBe('gzip');

      const gate = app.heavyReads;
      const key = accountReader(reader.user.id);
      const underWay = await gate.enter(key);
      const waiting = read(reader.user);
      await until(gate, () => gate.waiting(key) === 1);
      expect((await app.inject({ url })).statusCode).toBe(200);

      const added = await app.inject({
        method: 'POST',
        url: '/events',
        headers: reader.user.headers,
        payload: {
          calendar_id: reader.calendarId,
          title: 'New',
          base: 'AD',
          date: '2025-02-01',
          all_day: true,
          repeat: { frequency: 'none' },
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      const refused = await app.inject({ url });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_heavy_reads');
      underWay();
      expect((await waiting).statusCode).toBe(200);
      const built = await app.inject({ url });
      expect(built.statusCode).toBe(200);
      expect(built.body).toContain('SUMMARY:New');
      expect(gate.size).toBe(0);
    });
  });
});
