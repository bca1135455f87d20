import { bsToJdn } from '@patro/calendar';
import type { WireDay, WireEvent } from '@patro/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { ComputePool } from '../src/modules/calendar/compute-pool.js';
import { buildPublicMonth, type MonthJob } from '../src/modules/calendar/month-payload.js';
import { monthRange } from '../src/modules/calendar/range.js';
import type { DefaultCalendarSet } from '../src/modules/calendar/repository.js';
import { loadDefaultCalendars } from '../src/modules/calendar/repository.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, userWithCalendar } from './personal.js';
import { callAs } from './users.js';

/** A logger that keeps the pool's warnings. */
function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (m: string) => warnings.push(m), debug: () => {} } };
}

const job = (range: { first: number; last: number }, rest: Partial<MonthJob> = {}): MonthJob => ({
  ...range,
  base: 'BS',
  lang: 'np',
  showUnverified: false,
  hidden: [],
  ...rest,
});
const keyOf = (j: MonthJob) => JSON.stringify(j);

describe.each(testDatabases())('calendar compute pool on $name', ({ open }) => {
  let database: Database;
  let set: DefaultCalendarSet;
  let pool: ComputePool;
  const { warnings, log } = recordingLog();

  beforeAll(async () => {
    database = await open();
    set = await loadDefaultCalendars(database.db);
    pool = new ComputePool({ size: 1, defaults: async () => set, log });
  });
  afterAll(async () => {
    await pool?.close();
    await database?.close();
  });

  it('builds months and ranges exactly as the inline build (BS and AD, np and en, hidden, unverified)', async () => {
    const national = set.calendars.find((c) => c.slug === 'national')!.id;
    const jobs = [
      job(monthRange(2081, 7, 'BS')),
      job(monthRange(2081, 7, 'BS'), { lang: 'en', showUnverified: true, hidden: [national] }),
      job(monthRange(2024, 11, 'AD'), { base: 'AD', lang: 'en' }),
      job(monthRange(2025, 2, 'AD'), { base: 'AD', showUnverified: true }),
      // A computed (unpublished) quarter, a range across BS years, read by a reader who hid a calendar.
      job(
        {
          first: bsToJdn({ year: 2095, month: 11, day: 1 }),
          last: bsToJdn({ year: 2096, month: 2, day: 1 }),
        },
        { lang: 'en', hidden: [national] },
      ),
    ];
    const answers = await Promise.all(jobs.map((j) => pool.run(keyOf(j), j)));
    for (const [i, j] of jobs.entries()) {
      expect(JSON.stringify(answers[i]), keyOf(j)).toBe(JSON.stringify(buildPublicMonth(j, set)));
    }
    expect(answers[1]!.data.calendars.map((c) => c.id)).not.toContain(national);
    expect(answers[0]!.data.calendars.map((c) => c.id)).toContain(national);
    expect(pool.stats()).toMatchObject({ workerJobs: jobs.length, inlineJobs: 0, crashed: 0 });
    expect(warnings).toEqual([]);
  });

  it('runs one job for concurrent reads of the same key', async () => {
    const j = job(monthRange(2097, 3, 'BS'));
    const before = pool.stats().workerJobs;
    const first = pool.run(keyOf(j), j);
    expect(pool.run(keyOf(j), j)).toBe(first);
    await first;
    expect(pool.stats().workerJobs).toBe(before + 1);
  });

  it('answers a job whose worker is killed mid-job (inline), warns once and replaces the worker', async () => {
    const before = pool.stats();
    const cold = job({
      first: bsToJdn({ year: 2099, month: 1, day: 1 }),
      last: bsToJdn({ year: 2100, month: 1, day: 1 }),
    });
    const answer = pool.run(keyOf(cold), cold);
    await vi.waitFor(() => expect(pool.stats().busy).toBe(1));
    await Promise.all(pool.threads().map((worker) => worker.terminate()));
    expect(JSON.stringify(await answer)).toBe(JSON.stringify(buildPublicMonth(cold, set)));
    expect(pool.stats()).toMatchObject({ crashed: before.crashed + 1, inlineJobs: before.inlineJobs + 1 });
    expect(warnings).toHaveLength(1);
    // The replacement serves the next job.
    const next = job(monthRange(2098, 5, 'BS'), { lang: 'en' });
    expect(JSON.stringify(await pool.run(keyOf(next), next))).toBe(
      JSON.stringify(buildPublicMonth(next, set)),
    );
    expect(pool.stats()).toMatchObject({
      started: before.started + 1,
      workerJobs: before.workerJobs + 1,
      alive: 1,
    });
  });

  it('computes inline, warning once, when its workers cannot start', async () => {
    const recorded = recordingLog();
    const broken = new ComputePool({
      size: 1,
      defaults: async () => set,
      log: recorded.log,
      workerUrl: new URL('./no-such-worker.js', import.meta.url),
    });
    try {
      for (const j of [job(monthRange(2081, 8, 'BS')), job(monthRange(2081, 9, 'BS'), { lang: 'en' })]) {
        expect(JSON.stringify(await broken.run(keyOf(j), j))).toBe(JSON.stringify(buildPublicMonth(j, set)));
      }
      expect(broken.stats()).toMatchObject({ workerJobs: 0, inlineJobs: 2, alive: 0 });
      expect(recorded.warnings).toHaveLength(1);
      expect(recorded.warnings[0]).toMatch(/failed to start.*inline/);
    } finally {
      await broken.close();
    }
  });
});

describe.each(testDatabases())('GET /calendars through the compute pool on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let inline: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database);
    inline = await buildPersonalApp(database, { calendarCompute: 'inline' });
  });
  afterAll(async () => {
    await app?.close();
    await inline?.close();
    await database?.close();
  });

  const call = callAs(() => app);

  it('answers concurrent cold reads with the same bytes as the inline app', async () => {
    const urls = [
      '/calendars?calendar_type=BS&year=2093&month=7&lang=en',
      '/calendars?calendar_type=AD&year=2036&month=10&unverified=1&hide=1',
      '/calendars?calendar_type=BS&start_date=2094-01-01&end_date=2094-04-01',
    ];
    // Each URL three times at once: they share one build.
    const pooled = await Promise.all(urls.flatMap((url) => [url, url, url]).map((url) => call('GET', url)));
    for (const [i, url] of urls.entries()) {
      const expected = await inline.inject({ url });
      expect(expected.statusCode, expected.body).toBe(200);
      for (const response of pooled.slice(i * 3, i * 3 + 3)) {
        expect(response.statusCode).toBe(200);
        expect(response.body, url).toBe(expected.body);
        expect(response.headers.etag).toBe(expected.headers.etag);
      }
    }
  });

  it('puts a signed-in user’s events after the public ones of their base, and adds their calendar', async () => {
    const { user, calendarId } = await userWithCalendar(app, database);
    // BS 2081-07-08 (24 October 2024) has BS events and an AD event (United Nations Day).
    for (const [base, date, title] of [
      ['AD', '2024-10-24', 'Mine AD'],
      ['BS', '2081-07-08', 'Mine BS'],
    ] as const) {
      const created = await call('POST', '/events', user, {
        calendar_id: calendarId,
        title,
        base,
        date,
        all_day: true,
        repeat: { frequency: 'none' },
        reminders: [],
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const url = '/calendars?calendar_type=BS&year=2081&month=7&lang=en';
    const dayOf = (body: { data: { events: Record<string, Record<string, Record<string, WireDay>>> } }) =>
      body.data.events['2081']!['7']!['8']!;
    const visitorDay = dayOf((await call('GET', url)).json());
    const signed = await call('GET', url, user);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    const body = signed.json();
    expect(body.data.calendars.map((c: { id: number }) => c.id)).toContain(calendarId);
    const events: WireEvent[] = dayOf(body).events;
    expect(events.filter((e) => e.jci !== calendarId)).toEqual(visitorDay.events);
    expect(visitorDay.events.map((e) => e.jbo)).toEqual(expect.arrayContaining(['BS', 'AD']));
    const titles = events.map((e) => `${e.jbo}:${e.jtl}`);
    const mineBs = titles.indexOf('BS:Mine BS');
    expect(
      titles.slice(0, mineBs).every((t) => /^(NS|BS):/.test(t)),
      titles.join(' | '),
    ).toBe(true);
    expect(
      titles.slice(mineBs + 1).every((t) => t.startsWith('AD:')),
      titles.join(' | '),
    ).toBe(true);
    expect(titles.at(-1)).toBe('AD:Mine AD');
    // The same read from the inline app is the same answer.
    expect((await inline.inject({ url, headers: user.headers })).body).toBe(signed.body);
    // Visitors never see them.
    expect((await call('GET', url)).body).not.toContain('Mine BS');
  });
});
