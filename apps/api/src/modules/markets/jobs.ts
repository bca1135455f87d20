import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketFetches } from '../../db/schema.js';
import { type JobQueue, previousCronOccurrence, type ScheduledJob } from '../../jobs/engine.js';
import { backfillForex, fetchSource, purgeOldPayloads } from './ingest.js';
import { type Fetcher, MARKET_SOURCES, type MarketSourceUrls } from './sources.js';

/** The job that fetches a market source (scheduled, or queued by an admin's "fetch now"). */
export const marketJobName = (source: string) => `market-fetch-${source}`;

/**
 * One scheduled fetch per market source, and the daily clearing of old raw payloads. A failed
 * fetch throws so the engine retries it with back-off (2, 4, 8 minutes); every attempt is recorded.
 * After a good NRB fetch the forex history is backfilled to a year (ADR 104).
 */
export function marketJobs({
  db,
  urls,
  fetcher,
  now = Date.now,
  backfillPauseMs,
  retryLimit = 3,
}: {
  db: Db;
  urls: MarketSourceUrls;
  fetcher?: Fetcher;
  /** The API's clock (a test clock in e2e), so fetches are recorded at the time pages are judged by. */
  now?: () => number;
  backfillPauseMs?: number;
  /** Tries after a failed fetch (tests that check one attempt at a time pass 0). */
  retryLimit?: number;
}): ScheduledJob[] {
  return [
    ...MARKET_SOURCES.map(
      (source): ScheduledJob => ({
        name: marketJobName(source.id),
        schedule: source.schedule,
        retryLimit,
        retryDelaySeconds: 120,
        timeoutSeconds: 120,
        run: async () => {
          const outcome = await fetchSource(db, source.id, { fetcher, urls, now: now() });
          if (outcome.status !== 'ok') throw new Error(`${source.name.en}: ${outcome.error}`);
          if (source.id === 'nrb')
            await backfillForex(db, { fetcher, urls, now: now(), pauseMs: backfillPauseMs });
        },
      }),
    ),
    {
      name: 'market-payload-purge',
      schedule: { cron: '40 3 * * *' },
      run: async () => purgeOldPayloads(db, now()),
    },
  ];
}

/**
 * At start-up, queues the fetch of every source whose last good fetch is older than its newest
 * scheduled slot (or that was never fetched), so a server that was down at 00:05 does not show
 * yesterday's rates until the next slot (ADR 156). Only queues: the fetch runs on the engine, so
 * a source that cannot be reached never delays the start. Returns the jobs it queued.
 */
export async function queueOverdueMarketFetches({
  db,
  queue,
  now,
}: {
  db: Db;
  queue: Pick<JobQueue, 'trigger'>;
  now: number;
}): Promise<string[]> {
  const queued: string[] = [];
  for (const source of MARKET_SOURCES) {
    if (!('cron' in source.schedule)) continue;
    const [row] = await db
      .select({ at: max(marketFetches.fetchedAt) })
      .from(marketFetches)
      .where(and(eq(marketFetches.source, source.id), eq(marketFetches.status, 'ok')));
    const lastGood = row?.at ? new Date(row.at).getTime() : null;
    if (lastGood !== null && lastGood >= previousCronOccurrence(source.schedule.cron, now)) continue;
    if (await queue.trigger(marketJobName(source.id))) queued.push(marketJobName(source.id));
  }
  return queued;
}
