import type { Db } from '../../db/client.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import { dailySet } from './daily.js';

/**
 * At Nepal midnight the day's set is made (ADR 177): the engine writes and proves its questions
 * at that moment. The time is the engine's clock when the run starts (a test injects pg-boss's
 * `TestClock`), so the set is the one of the day that has just begun.
 */
export function quizJobs({ db }: { db: Db }): ScheduledJob[] {
  return [
    {
      name: 'quiz-daily-set',
      schedule: { cron: '0 0 * * *' },
      run: async ({ scheduledAt }) => {
        await dailySet(db, scheduledAt);
      },
    },
  ];
}
