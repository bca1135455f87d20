/**
 * The job engine every scheduled task of the API runs on (ADR 100): pg-boss, keeping its queue in
 * our own database (schema `pgboss`) — the embedded PGlite as well as PostgreSQL.
 *
 * How to add a scheduled job: write a {@link ScheduledJob} (a name, a schedule, a `run`) beside
 * its module and add it to the list `startApi` passes to {@link startJobEngine}. That is all:
 *
 * - **Once per schedule** across any number of API processes. `cron` schedules are pg-boss's own
 *   (one job per occurrence, whichever process notices first); `everySeconds` schedules are sent
 *   by every process as a singleton for the current slot (`singletonSeconds`), so pg-boss keeps
 *   one job per slot and one worker takes it.
 * - **Retries with back-off**: a `run` that throws is retried `retryLimit` times, waiting
 *   `retryDelaySeconds`, doubling each time.
 * - **A record of every run**: pg-boss keeps each job row (created, started, completed or failed
 *   with its error) for `keepRunsDays`; {@link JobEngine.recentRuns} reads them.
 */
import { CronExpressionParser } from 'cron-parser';
import { type Clock, fromPglite, type Job, PgBoss, systemClock } from 'pg-boss';
import type { Database } from '../db/client.js';

/** When a job runs: a cron expression in Nepal time, or every N seconds. */
export type JobSchedule = { cron: string } | { everySeconds: number };

export interface ScheduledJob {
  /** Queue name: lower-case words and dashes, e.g. `market-fetch-nrb`. */
  name: string;
  /** None: the job runs only when sent ({@link JobEngine.send}, e.g. from a request). */
  schedule?: JobSchedule;
  /**
   * The work. `scheduledAt` is the slot or cron occurrence it stands for (epoch ms); `data` is
   * what {@link JobEngine.send} was given.
   */
  run(context: { scheduledAt: number; attempt: number; data: Record<string, unknown> }): Promise<void>;
  /** Tries after the first failure (default 3). */
  retryLimit?: number;
  /** First wait before a retry, doubled each time (default 30 s). */
  retryDelaySeconds?: number;
  /** A run still going after this long is failed and retried (default 5 minutes). */
  timeoutSeconds?: number;
}

/** One run as the engine recorded it. */
export interface JobRun {
  id: string;
  name: string;
  state: string;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  retryCount: number;
  /** The error of a failed run, or what a completed run returned. */
  output: unknown;
}

/** Queues one run of a job with its data; `singletonKey` keeps one queued run per key. */
export type JobSender = (
  name: string,
  data: Record<string, unknown>,
  options?: { singletonKey?: string },
) => Promise<string | null>;

/** A run asked for: queued (also while it waits to retry), running, or already done. */
export interface QueuedRun {
  id: string;
  /** `retrying`: a run that failed, waiting out its back-off before its next try. */
  state: 'queued' | 'running' | 'retrying' | 'done';
  queuedAt: Date;
}

/** What routes may ask of the engine (an admin's "fetch now", and whether one is under way). */
export interface JobQueue {
  /**
   * Queues one run of `name` now unless one is already queued or running, which is answered
   * instead: two clicks never run a job twice. A failed run waiting for its retry is moved up to
   * now instead. Null for an unknown job.
   */
  trigger(name: string): Promise<QueuedRun | null>;
  /** The run of `name` queued or under way, if any. */
  pending(name: string): Promise<QueuedRun | null>;
  /** Queues one run of `name` with its data (a job without a schedule, e.g. a new event's push). */
  send: JobSender;
}

/**
 * Where routes find the engine. The API listens before the engine starts (its first start on a
 * new database installs pg-boss's schema), so routes hold this and read `current` per request.
 */
export interface JobQueueSlot {
  current: JobQueue | null;
}

export interface JobEngine extends JobQueue {
  /** When `name` is next due (epoch ms), or null for an unknown job. */
  nextRunAt(name: string, now?: number): number | null;
  /** The newest runs of `name`, newest first. */
  recentRuns(name: string, limit?: number): Promise<JobRun[]>;
  stop(): Promise<void>;
}

/** Nepal time for every cron expression: "05:00" means 05:00 in Kathmandu, whatever the server's zone. */
export const JOB_TIME_ZONE = 'Asia/Kathmandu';
const SCHEMA = 'pgboss';

interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Starts pg-boss on the database (installing or migrating its schema on first use, under its own
 * lock), creates one queue per job and begins working them. `stop()` lets runs in progress finish.
 */
export async function startJobEngine({
  database,
  jobs,
  log,
  pollingIntervalSeconds = 2,
  clock = systemClock,
}: {
  database: Database;
  jobs: readonly ScheduledJob[];
  log: Logger;
  pollingIntervalSeconds?: number;
  /** pg-boss's clock: a test passes its `TestClock` to move cron time by hand (one clock for all engines). */
  clock?: Clock;
}): Promise<JobEngine> {
  const connection = database.jobsConnection;
  const boss =
    'pglite' in connection
      ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', schema: SCHEMA, clock })
      : new PgBoss({ connectionString: connection.url, schema: SCHEMA, max: 3, clock });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  await boss.start();

  const byName = new Map(jobs.map((job) => [job.name, job]));
  const tickers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.timeoutSeconds ?? 300,
      // The record of runs: finished jobs are kept a week, then pg-boss deletes them.
      deleteAfterSeconds: 7 * 86_400,
    });
    await boss.work(job.name, { pollingIntervalSeconds }, async ([received]: Job<{ at?: number }>[]) => {
      if (!received) return;
      const scheduledAt = typeof received.data?.at === 'number' ? received.data.at : clock.now();
      await job.run({
        scheduledAt,
        attempt: 1 + ((received as { retryCount?: number }).retryCount ?? 0),
        data: (received.data ?? {}) as Record<string, unknown>,
      });
    });
    if (!job.schedule) continue;
    if ('cron' in job.schedule) {
      await boss.schedule(job.name, job.schedule.cron, {}, { tz: JOB_TIME_ZONE });
    } else {
      const seconds = job.schedule.everySeconds;
      const enqueueSlot = () => {
        const at = Math.floor(Date.now() / (seconds * 1000)) * seconds * 1000;
        boss
          .send(job.name, { at }, { singletonKey: job.name, singletonSeconds: seconds })
          .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job could not be queued'));
      };
      enqueueSlot();
      const ticker = setInterval(enqueueSlot, Math.min(seconds, 60) * 1000);
      ticker.unref();
      tickers.push(ticker);
    }
  }
  log.info({ jobs: jobs.map((job) => job.name) }, 'job engine started');

  /** pg-boss's state as a run the admin sees: a retry whose back-off has ended is simply queued. */
  const runState = (row: Record<string, unknown>): QueuedRun['state'] => {
    if (row.state === 'active') return 'running';
    if (row.state === 'created') return 'queued';
    if (row.state === 'retry') return row.waiting ? 'retrying' : 'queued';
    return 'done';
  };
  const runOf = (row: Record<string, unknown> | undefined): QueuedRun | null =>
    row
      ? {
          id: String(row.id),
          state: runState(row),
          queuedAt: new Date(row.created_on as string),
        }
      : null;
  const newestJob = async (name: string, where: string, parameters: unknown[] = []) => {
    const { rows } = (await boss.getDb().executeSql(
      // `waiting`: a retry whose back-off has not ended (one that is due counts as queued).
      `SELECT id, state, created_on, start_after > now() AS waiting FROM ${SCHEMA}.job
           WHERE name = $1 AND ${where} ORDER BY created_on DESC LIMIT 1`,
      [name, ...parameters],
    )) as { rows: Record<string, unknown>[] };
    return rows[0];
  };
  const pending = async (name: string) =>
    runOf(await newestJob(name, "state IN ('created', 'retry', 'active')"));

  return {
    pending,
    async trigger(name) {
      if (!byName.has(name)) return null;
      const waiting = await pending(name);
      if (waiting?.state === 'retrying') {
        // A failed run waiting out its back-off (minutes): asked for now, its next try starts now.
        await boss.update(name, undefined, { id: waiting.id, startAfter: new Date() });
        return { ...waiting, state: 'queued' };
      }
      if (waiting) return waiting;
      // Two clicks that both found nothing pending send under the same key (named after the newest
      // finished run), so pg-boss keeps one job and answers null to the other send.
      const finished = await newestJob(name, "state NOT IN ('created', 'retry', 'active')");
      const singletonKey = `${name}:after:${finished?.id ?? 'none'}`;
      await boss.send(name, { at: clock.now() }, { singletonKey, singletonSeconds: 86_400 });
      return runOf(await newestJob(name, 'singleton_key = $2', [singletonKey]));
    },
    async send(name, data, options = {}) {
      if (!byName.has(name)) throw new Error(`No job named ${name}`);
      return boss.send(
        name,
        { at: clock.now(), ...data },
        options.singletonKey ? { singletonKey: options.singletonKey } : {},
      );
    },
    nextRunAt(name, now = Date.now()) {
      const job = byName.get(name);
      if (!job?.schedule) return null;
      if ('everySeconds' in job.schedule) {
        const ms = job.schedule.everySeconds * 1000;
        return (Math.floor(now / ms) + 1) * ms;
      }
      return nextCronOccurrence(job.schedule.cron, now);
    },
    async recentRuns(name, limit = 20) {
      // Newest first straight from pg-boss's job table (its findJobs lists oldest first).
      const { rows } = (await boss.getDb().executeSql(
        `SELECT id, name, state, created_on, started_on, completed_on, retry_count, output
             FROM ${SCHEMA}.job WHERE name = $1 ORDER BY created_on DESC LIMIT $2`,
        [name, limit],
      )) as { rows: Record<string, unknown>[] };
      return rows.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        state: String(row.state),
        createdOn: new Date(row.created_on as string),
        startedOn: row.started_on ? new Date(row.started_on as string) : null,
        completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
        retryCount: Number(row.retry_count ?? 0),
        output: row.output ?? null,
      }));
    },
    async stop() {
      for (const ticker of tickers) clearInterval(ticker);
      // The database belongs to the caller: pg-boss closes only a pool it made itself.
      await boss.stop({ graceful: true, timeout: 10_000, close: !('pglite' in connection) });
    },
  };
}

/** The next occurrence of a cron expression in Nepal time after `now` (cron-parser, pg-boss's own parser). */
export function nextCronOccurrence(cron: string, now: number): number {
  return CronExpressionParser.parse(cron, { currentDate: new Date(now), tz: JOB_TIME_ZONE })
    .next()
    .getTime();
}

/** The newest occurrence of a cron expression in Nepal time at or before `now`. */
export function previousCronOccurrence(cron: string, now: number): number {
  return CronExpressionParser.parse(cron, { currentDate: new Date(now + 1), tz: JOB_TIME_ZONE })
    .prev()
    .getTime();
}
