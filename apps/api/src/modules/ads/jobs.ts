import type { Db } from '../../db/client.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import { purgeExpiredTokenHits } from './service.js';

/**
 * Every hour the counted-pixel rows of expired ad tokens go (ADR 221): a token lives a day, so no
 * row outlives its ad by much more than a day and an hour. The clock is the app's (`now`).
 */
export function adsJobs({ db, now }: { db: Db; now: () => number }): ScheduledJob[] {
  return [
    {
      name: 'ads-token-purge',
      schedule: { cron: '7 * * * *' },
      retryLimit: 2,
      run: async () => {
        await purgeExpiredTokenHits(db, now());
      },
    },
  ];
}
