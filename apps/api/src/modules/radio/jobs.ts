import type { Db } from '../../db/client.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import { checkAllStations } from './stream-check.js';

/** Every 30 minutes every stream is checked (first bytes, content type); see ADR 132. */
export function radioJobs({ db }: { db: Db }): ScheduledJob[] {
  return [
    {
      name: 'radio-stream-check',
      schedule: { everySeconds: 30 * 60 },
      retryLimit: 0,
      timeoutSeconds: 600,
      run: async () => {
        await checkAllStations(db, { now: Date.now() });
      },
    },
  ];
}
