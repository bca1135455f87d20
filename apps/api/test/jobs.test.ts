import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { marketFetches } from '../src/db/schema.js';
import { type JobEngine, type ScheduledJob, startJobEngine } from '../src/jobs/engine.js';
import { fetchSource } from '../src/modules/markets/ingest.js';
import { FakeSources, NRB_PATH, shippedPayload } from './market-sources.js';

const quiet = { info() {}, error() {} };

/** Polls `check` until it is true (or gives up after `limitMs`, which fails the test). */
async function until(check: () => boolean | Promise<boolean>, limitMs = 90_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
    await until(() => attempts.length >= 2);
    expect(attempts.slice(0, 2)).toEqual([1, 2]);
    await until(async () => (await engine.recentRuns('flaky')).some((run) => run.state === 'completed'));
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

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('job engine on PostgreSQL with two API processes', () => {
  const name = `patro_jobs_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const engines: JobEngine[] = [];
  let sources: FakeSources;

  afterAll(async () => {
    for (const engine of engines) await engine.stop();
    for (const database of databases) await database.close();
    await sources?.stop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('each schedule slot fetches the source once, whichever process takes it', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    sources = await new FakeSources().start();
    sources.set(NRB_PATH, { status: 200, body: shippedPayload('nrb-rates-2022-10-10--2022-10-23.json') });

    const slots: number[] = [];
    for (let instance = 0; instance < 2; instance++) {
      const database = await openDatabase({ url: url.toString() });
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
    await until(() => new Set(slots).size >= 4);
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
