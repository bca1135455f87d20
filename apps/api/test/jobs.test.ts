import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { marketFetches } from '../src/db/schema.js';
import { type JobEngine, type ScheduledJob, startJobEngine } from '../src/jobs/engine.js';
import { fetchSource } from '../src/modules/markets/ingest.js';
import { marketSource } from '../src/modules/markets/sources.js';
import { FakeSources, fixturePayload, NRB_PATH } from './market-sources.js';

const quiet = { info() {}, error() {} };
/** Jobs run on the engine's own polling: wait up to 90 s, looking every 100 ms. */
const slowly = { timeout: 90_000, interval: 100 };

describe('job engine on PGlite', () => {
  let database: Database;
  let engine: JobEngine;
  afterAll(async () => {
    await engine?.stop();
    await database?.close();
  });

  it('runs a scheduled job, retries a failed run with back-off, and keeps a record of every run', async () => {
    database = await openDatabase({ memory: true });
    const attempts: number[] = [];
    const job: ScheduledJob = {
      name: 'flaky',
      schedule: { everySeconds: 3600 },
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) throw new Error('source down');
      },
    };
    engine = await startJobEngine({ database, jobs: [job], log: quiet, pollingIntervalSeconds: 0.5 });
    await vi.waitFor(() => expect(attempts.length).toBeGreaterThanOrEqual(2), slowly);
    expect(attempts.slice(0, 2)).toEqual([1, 2]);
    await vi.waitFor(async () => {
      expect((await engine.recentRuns('flaky')).map((run) => run.state)).toContain('completed');
    }, slowly);
    const [run] = await engine.recentRuns('flaky');
    expect(run).toMatchObject({ name: 'flaky', state: 'completed', retryCount: 1 });
    // The next slot of an hourly job starts on the next full hour.
    expect(engine.nextRunAt('flaky', Date.parse('2026-11-23T20:45:00Z'))).toBe(
      Date.parse('2026-11-23T21:00:00Z'),
    );
    expect(engine.nextRunAt('unknown')).toBeNull();
    expect(await engine.trigger('unknown')).toBeNull();
  }, 120_000);
});

describe('"now" for a failed run waiting for its retry', () => {
  let database: Database;
  let engine: JobEngine;
  afterAll(async () => {
    await engine?.stop();
    await database?.close();
  });

  it('moves the waiting retry up to now instead of leaving the admin an hour behind', async () => {
    database = await openDatabase({ memory: true });
    const attempts: number[] = [];
    const job: ScheduledJob = {
      name: 'source-down',
      retryLimit: 3,
      retryDelaySeconds: 3600,
      run: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) throw new Error('source down');
      },
    };
    engine = await startJobEngine({ database, jobs: [job], log: quiet, pollingIntervalSeconds: 0.5 });
    expect(await engine.trigger('source-down')).toMatchObject({ state: 'queued' });
    await vi.waitFor(
      async () => expect((await engine.pending('source-down'))?.state).toBe('retrying'),
      slowly,
    );
    expect(attempts).toEqual([1]);
    // Asked again: the try planned for an hour from now starts at once, and is the one run.
    const again = await engine.trigger('source-down');
    expect(again).toMatchObject({ state: 'queued' });
    await vi.waitFor(() => expect(attempts).toHaveLength(2), { ...slowly, timeout: 30_000 });
    expect(attempts).toEqual([1, 2]);
    await vi.waitFor(async () => expect(await engine.pending('source-down')).toBeNull(), slowly);
    const runs = await engine.recentRuns('source-down');
    expect(runs.map((r) => [r.id, r.state])).toEqual([[again!.id, 'completed']]);
  }, 120_000);
});

/**
 * Where two API instances share one job table. PGlite always: two engines on one embedded
 * database, in this one process (PGlite cannot be opened by a second process, so this proves the
 * de-duplication lives in the job table, not in a process's memory). PostgreSQL too when
 * TEST_DATABASE_URL is set: two real connection pools on a fresh database, as two API processes
 * on one server would have — the only place where two instances really run at the same time.
 */
interface SharedDatabase {
  name: string;
  /** Prepares the shared database; returns how each instance opens it, and how it is undone. */
  prepare(): Promise<{ open(): Promise<Database>; close(): Promise<void> }>;
}

const sharedDatabases: SharedDatabase[] = [
  {
    name: 'PGlite (two engines, one process)',
    async prepare() {
      const database = await openDatabase({ memory: true });
      return { open: async () => database, close: () => database.close() };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  sharedDatabases.push({
    name: 'PostgreSQL (two API processes)',
    async prepare() {
      const name = `patro_jobs_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const opened: Database[] = [];
      return {
        async open() {
          const database = await openDatabase({ url: url.toString() });
          opened.push(database);
          return database;
        },
        async close() {
          for (const database of opened) await database.close();
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  });
}

/**
 * Two API instances' worth of one database: the engines a test starts on it and a local NRB
 * answering the recorded payload; all undone after.
 */
function twoProcesses(shared: SharedDatabase) {
  const world = {
    engines: [] as JobEngine[],
    sources: new FakeSources(),
    open: (): Promise<Database> => Promise.reject(new Error('not prepared')),
    close: async () => {},
  };
  beforeAll(async () => {
    const prepared = await shared.prepare();
    world.open = prepared.open;
    world.close = prepared.close;
    await world.sources.start();
    world.sources.set(NRB_PATH, {
      status: 200,
      body: fixturePayload('nrb-rates-2022-10-10--2022-10-23.json'),
    });
  });
  afterAll(async () => {
    for (const engine of world.engines) await engine.stop();
    await world.close();
    await world.sources.stop();
  });
  return world;
}

describe.each(sharedDatabases)('job engine on $name', (shared) => {
  const world = twoProcesses(shared);
  const { engines, sources } = world;
  const databases: Database[] = [];

  it('each schedule slot fetches the source once, whichever process takes it', async () => {
    const slots: number[] = [];
    for (let instance = 0; instance < 2; instance++) {
      const database = await world.open();
      databases.push(database);
      const job: ScheduledJob = {
        name: 'market-fetch-nrb',
        schedule: { everySeconds: 1 },
        run: async ({ scheduledAt }) => {
          slots.push(scheduledAt);
          await fetchSource(database.db, 'nrb', { urls: sources.urls, now: scheduledAt });
        },
      };
      engines.push(await startJobEngine({ database, jobs: [job], log: quiet, pollingIntervalSeconds: 0.5 }));
    }
    // Both processes try to queue every slot; wait until four slots have run.
    await vi.waitFor(() => expect(new Set(slots).size).toBeGreaterThanOrEqual(4), slowly);
    for (const engine of engines.splice(0)) await engine.stop();

    expect(slots.length).toBe(new Set(slots).size);
    expect(sources.hits.get(NRB_PATH)).toBe(slots.length);
    const [recorded] = await databases[0]!.db
      .select({ n: count() })
      .from(marketFetches)
      .where(eq(marketFetches.source, 'nrb'));
    expect(recorded?.n).toBe(slots.length);
  }, 120_000);
});

describe.each(sharedDatabases)('a Nepal-time cron schedule on $name', (shared) => {
  const world = twoProcesses(shared);
  const { engines, sources } = world;
  const databases: Database[] = [];

  it('NRB’s 00:05, 03:05 and 06:05 (Nepal) fetches run once each, whichever process takes them', async () => {
    // pg-boss's own test clock, shared by both engines: it moves JavaScript timers and the
    // database's job_now() together, so cron time passes by hand instead of on the wall clock.
    const clock = new TestClock(Date.parse('2026-11-23T18:10:00Z')); // 23:55 in Nepal
    const schedule = marketSource('nrb')!.schedule;
    expect(schedule).toEqual({ cron: '5 0,3,6,9,12,15,18,21 * * *' });
    const runs: { instance: number; at: number }[] = [];
    for (let instance = 0; instance < 2; instance++) {
      const database = await world.open();
      databases.push(database);
      const job: ScheduledJob = {
        name: 'market-fetch-nrb',
        schedule,
        run: async () => {
          runs.push({ instance, at: clock.now() });
          await fetchSource(database.db, 'nrb', { urls: sources.urls, now: clock.now() });
        },
      };
      engines.push(
        await startJobEngine({ database, jobs: [job], log: quiet, pollingIntervalSeconds: 30, clock }),
      );
    }

    // Each occurrence: from two minutes before it to four minutes after, in the clock's own steps
    // (cron passes every 30 s, workers polling every 30 s).
    const occurrences = ['2026-11-23T18:20:00Z', '2026-11-23T21:20:00Z', '2026-11-24T00:20:00Z'].map(
      Date.parse,
    );
    for (const [index, occurrence] of occurrences.entries()) {
      await clock.setTime(occurrence - 2 * 60_000);
      await clock.tick(6 * 60_000);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(index + 1), {
        ...slowly,
        timeout: 30_000,
      });
    }
    // Nothing more comes while the processes keep polling for another half hour: tick() returns
    // once every cron check and poll it fired has finished, so a fourth run would already be a
    // row in the job table — queued, running or done — seen by both instances.
    await clock.tick(30 * 60_000);
    for (const engine of engines) {
      expect(await engine.pending('market-fetch-nrb')).toBeNull();
      expect(await engine.recentRuns('market-fetch-nrb')).toHaveLength(3);
    }
    for (const engine of engines.splice(0)) await engine.stop();

    expect(runs).toHaveLength(3);
    for (const [index, run] of runs.entries()) {
      const occurrence = occurrences[index] as number;
      expect(run.at).toBeGreaterThanOrEqual(occurrence);
      expect(run.at).toBeLessThan(occurrence + 2 * 60_000);
    }
    expect(sources.hits.get(NRB_PATH)).toBe(3);
    const [recorded] = await databases[0]!.db
      .select({ n: count() })
      .from(marketFetches)
      .where(eq(marketFetches.source, 'nrb'));
    expect(recorded?.n).toBe(3);
  }, 300_000);
});
