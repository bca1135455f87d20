import type { Db } from '../../db/client.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import type { Fetcher } from '../../security/outbound.js';
import { fetchActiveFeeds, purgeOldNews } from './ingest.js';

/**
 * Every 15 minutes all active feeds are fetched at once, each within its own timeout. A feed's
 * failure is recorded, not retried: the next slot is the retry.
 */
export function newsJobs({ db, fetcher }: { db: Db; fetcher?: Fetcher }): ScheduledJob[] {
  return [
    {
      name: 'news-fetch',
      schedule: { everySeconds: 15 * 60 },
      retryLimit: 0,
      timeoutSeconds: 120,
      run: async () => {
        await fetchActiveFeeds(db, { fetcher, now: Date.now() });
      },
    },
    { name: 'news-purge', schedule: { cron: '50 3 * * *' }, run: async () => purgeOldNews(db, Date.now()) },
  ];
}
