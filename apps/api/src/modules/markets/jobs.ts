import type { Db } from '../../db/client.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import { fetchSource, purgeOldPayloads } from './ingest.js';
import { type Fetcher, MARKET_SOURCES, type MarketSourceUrls } from './sources.js';

/**
 * One scheduled fetch per market source, and the daily clearing of old raw payloads. A failed
 * fetch throws so the engine retries it with back-off (2, 4, 8 minutes); every attempt is recorded.
 */
export function marketJobs({
  db,
  urls,
  fetcher,
}: {
  db: Db;
  urls: MarketSourceUrls;
  fetcher?: Fetcher;
}): ScheduledJob[] {
  return [
    ...MARKET_SOURCES.map(
      (source): ScheduledJob => ({
        name: `market-fetch-${source.id}`,
        schedule: source.schedule,
        retryLimit: 3,
        retryDelaySeconds: 120,
        timeoutSeconds: 120,
        run: async () => {
          const outcome = await fetchSource(db, source.id, { fetcher, urls, now: Date.now() });
          if (outcome.status !== 'ok') throw new Error(`${source.name.en}: ${outcome.error}`);
        },
      }),
    ),
    {
      name: 'market-payload-purge',
      schedule: { cron: '40 3 * * *' },
      run: async () => purgeOldPayloads(db, Date.now()),
    },
  ];
}
