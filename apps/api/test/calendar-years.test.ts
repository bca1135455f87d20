/**
 * The admin screen's year check (ADR 073): the committed published BS 2083 file is
 * sound and carries the disagreements `patro import-year` reports for it (the same engine
 * function; packages/calendar/test/import-year.test.ts asserts the same numbers); spoiled copies
 * name the day and field; only admins may check or list years.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';
import { referenceDir } from './personal.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

type Day = { bs: string; ad: string; weekday: number; tithi: number | null };
const year2083 = () =>
  JSON.parse(readFileSync(path.join(referenceDir, 'bs-2083.json'), 'utf8')) as {
    bs_year: number;
    days: Day[];
  };

describe.each(testDatabases())('calendar years (admin) on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let user: TestUser;
  let astrologer: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: 'http://localhost:3000', adminEmails: ['boss@example.com'] });
    user = await insertTestUser(app, database.db, { fullName: 'Reader' });
    astrologer = await insertTestUser(app, database.db, { fullName: 'Jyotishi', roles: ['astrologer'] });
    admin = await insertTestUser(app, database.db, { fullName: 'Admin', roles: ['admin'] });
    superAdmin = await insertTestUser(app, database.db, { email: 'boss@example.com', fullName: 'Boss' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('authorization matrix: visitor 401, user 403, astrologer 403, admin and super-admin 200', async () => {
    const file = year2083();
    for (const [method, url, payload] of [
      ['GET', '/admin/calendar-years', undefined],
      ['POST', '/admin/calendar-years/check', file],
    ] as const) {
      const got: number[] = [];
      for (const caller of [undefined, user, astrologer, admin, superAdmin])
        got.push((await call(method, url, caller, payload)).statusCode);
      expect(got, `${method} ${url}`).toEqual([401, 403, 403, 200, 200]);
    }
    // Refused before the body is read: a visitor's bad JSON is still a 401, not a 400.
    const raw = await app.inject({
      method: 'POST',
      url: '/admin/calendar-years/check',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(raw.statusCode).toBe(401);
  });

  it('BS 2083 as published: sound, no errors, and the disagreements the CLI reports', async () => {
    const response = await call('POST', '/admin/calendar-years/check', admin, year2083());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json();
    expect(data).toMatchObject({
      year: 2083,
      sound: true,
      errors: [],
      shipped: true,
      months: { agree: { shipped: 12, model: 12 }, differ: [] },
      tithi: { method: 'drik', checked: 365, drik: 365, differ: [] },
      festivals: { checked: 93, differ: [] },
      writes: {
        module: 'src/data/official-days/2083.ts',
        registry: 'src/data/official-days/index.ts',
        fixture: 'test/fixtures/published/official/bs-2083.json',
      },
    });
    expect(data.tithi.ss).toBeGreaterThan(300);
    expect(data.tithi.ss).toBeLessThan(365);
    expect(data.holidays.differ.map((h: { bs: string }) => h.bs)).toEqual([
      '2083-03-06',
      '2083-07-23',
      '2083-08-17',
    ]);
    expect(data.holidays.differ[2]).toMatchObject({ ad: '2026-12-03', published: true, rule: false });
  });

  it('a spoiled copy: a wrong weekday, a day missing, a tithi out of range — each named by day and field', async () => {
    const file = year2083();
    const i = file.days.findIndex((d) => d.bs === '2083-05-10');
    file.days[i] = { ...file.days[i]!, weekday: (file.days[i]!.weekday + 1) % 7 };
    file.days[i + 5] = { ...file.days[i + 5]!, tithi: 31 };
    file.days = file.days.filter((d) => d.bs !== '2083-07-20');
    const response = await call('POST', '/admin/calendar-years/check', admin, file);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.sound).toBe(false);
    const fields = data.errors.map((e: { day: string | null; field: string }) => `${e.day} ${e.field}`);
    expect(fields).toEqual(['2083-05-10 weekday', '2083-05-15 tithi', '2083-07-21 bs']);
    expect(data.errors[2].message).toBe('2083-07-21 follows 2083-07-19: 2083-07-20 is missing');
    // A day missing inside a month is not another month table: the model comparisons still run.
    expect(data.months.differ).toEqual([]);
    expect(data.tithi.checked).toBe(363); // 365 less the missing day and the tithi 31
  });

  it('a copy whose month lengths are not our table is refused with the step to add them', async () => {
    const file = year2083();
    file.days = file.days.filter((d) => d.bs !== '2083-03-32');
    const { data } = (await call('POST', '/admin/calendar-years/check', admin, file)).json();
    expect(data.sound).toBe(false);
    expect(data.errors[0]).toMatchObject({ day: null, field: 'months' });
    expect(data.errors[0].message).toContain('PUBLISHED_OVERRIDES');
    expect(data.errors[1]).toMatchObject({ day: '2083-04-01', field: 'ad' });
    expect(data.months.differ).toMatchObject([{ month: 3, published: 31, shipped: 32, model: 32 }]);
    expect(data.tithi).toBeNull();
  });

  it('a body that is not a year file is a 400 naming the field; an oversized one a 413 naming the limit', async () => {
    for (const [payload, message] of [
      [{ days: [] }, 'Invalid body: bs_year: must be an integer BS year'],
      [{ bs_year: 2083, days: 'all' }, 'Invalid body: days: must be a list of days'],
      [{ bs_year: 2083, days: [{ bs: '2083-01-01', ad: 5 }] }, 'Invalid body: days.0.ad: must be an AD date'],
      [{ bs_year: 99999, days: [{}] }, 'Invalid body: bs_year: must be a BS year from 1900'],
    ] as const) {
      const response = await call('POST', '/admin/calendar-years/check', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const big = await app.inject({
      method: 'POST',
      url: '/admin/calendar-years/check',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ bs_year: 2083, days: [], pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The request body is larger than the limit of 1 MB');
  });

  it('lists the shipped years: official with their sources, projected ones not published yet', async () => {
    const response = await call('GET', '/admin/calendar-years', admin);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.month_table).toEqual({
      official: { from: 1970, to: 2083 },
      projected: { from: 2084, to: 2099 },
    });
    const years = data.years as { year: number; status: string; sources: string[] }[];
    expect(years.filter((y) => y.status === 'official').map((y) => y.year)).toEqual([
      2076, 2077, 2078, 2079, 2080, 2081, 2082, 2083,
    ]);
    expect(years.find((y) => y.year === 2083)).toMatchObject({
      ad_start: '2026-04-14',
      ad_end: '2027-04-13',
      days: 365,
      tithi_method: 'drik',
      holiday_coverage: 'complete',
    });
    expect(years.find((y) => y.year === 2083)!.sources.length).toBeGreaterThan(0);
    expect(years.find((y) => y.year === 2084)).toMatchObject({
      status: 'projected',
      ad_start: '2027-04-14',
      sources: [],
      tithi_method: null,
    });
  });
});
