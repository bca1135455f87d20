import { offsetClock } from '@patro/contracts/clock';
import { buildApp } from './app.js';
import { type Config, configWarnings } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { envelopeKey } from './http/envelope.js';
import { readableLogger, summariseRequests } from './http/logging.js';
import { type JobQueueSlot, startJobEngine } from './jobs/engine.js';
import { adsJobs } from './modules/ads/jobs.js';
// Vehicle bluebook (issue 27).
import { bluebookReminderJob } from './modules/bluebook/reminders.js';
import { marketJobs, queueOverdueMarketFetches } from './modules/markets/jobs.js';
import { DEFAULT_SOURCE_URLS } from './modules/markets/sources.js';
import { newsJobs } from './modules/news/jobs.js';
import { seedBlogFeed } from './modules/news/seed.js';
import { createPaymentGateways } from './modules/payments/gateways/index.js';
import { paymentJobs } from './modules/payments/jobs.js';
import { outboundGatewayFetch } from './modules/payments/outbound.js';
import { pushJobs } from './modules/push/jobs.js';
import { quizJobs } from './modules/quiz/jobs.js';
import { radioJobs } from './modules/radio/jobs.js';
import { reminderJob } from './modules/reminders/service.js';
import { configureOutbound } from './security/outbound.js';
import { purgeEndedRateLimits, setRateLimitFactor } from './security/rate-limit.js';

/** A running API: its address and a clean shutdown that also closes the database. */
export interface RunningApi {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/** Opens (migrates, seeds) the database and starts the API on `config.apiPort`. */
export async function startApi(config: Config): Promise<RunningApi> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await seedDatabase(database.db);
    await seedBlogFeed(database.db, config.blogsFeedUrl);
    // The real clock, or the test clock of CLOCK_AT (ADR 072); jobs keep their real schedules.
    const now = offsetClock(config.clockAt);
    setRateLimitFactor(config.rateLimitFactor);
    configureOutbound({ allow: config.outboundAllow });
    const jobQueue: JobQueueSlot = { current: null };
    const app = await buildApp({
      jobs: jobQueue,
      database,
      now,
      webOrigin: config.webOrigin,
      logger: config.logSummary ? readableLogger() : { level: config.logLevel },
      jwtSecret: config.jwtSecret,
      trustProxy: config.trustProxy,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      production: config.nodeEnv === 'production',
      devOutbox: config.devOutbox,
      apiUrl: config.apiUrl,
      oauthProviders: config.oauthProviders,
      adminEmails: config.adminEmails,
      support: { channels: config.supportChannels },
      envelope: config.envelope && envelopeKey(config.envelope.key, config.envelope.iv),
      payments: {
        gateways: createPaymentGateways(config.payments, {
          production: config.nodeEnv === 'production',
          fetch: outboundGatewayFetch(),
        }),
      },
      radioRelay: config.radioRelay,
      bluebookFineReading: config.bluebookFineReading,
      push: {
        keys: config.vapid.keys,
        subject: config.vapid.subject,
        serviceHosts: config.vapid.serviceHosts,
      },
    });
    if (config.logSummary) summariseRequests(app, (line) => console.log(line));
    for (const warning of configWarnings(config)) app.log.warn(warning);
    await app.listen({ port: config.apiPort, host: config.host });
    // Every scheduled task runs on the job engine: once per schedule across all API processes (ADR 100).
    const jobs = await startJobEngine({
      database,
      log: app.log,
      jobs: [
        reminderJob({
          db: database.db,
          mailer: app.mailer,
          push: app.push,
          webOrigin: config.webOrigin,
          everySeconds: Math.round(config.reminderIntervalMs / 1000),
        }),
        {
          // Ended rate-limit windows, hourly.
          name: 'rate-limit-purge',
          schedule: { cron: '7 * * * *' },
          run: async () => {
            await purgeEndedRateLimits(database.db, now());
          },
        },
        ...marketJobs({ db: database.db, urls: DEFAULT_SOURCE_URLS, now }),
        ...newsJobs({ db: database.db }),
        ...radioJobs({ db: database.db }),
        ...paymentJobs(app.payments),
        // Morning and festival pushes follow the served clock, so CLOCK_AT moves them too (ADR 146).
        ...pushJobs({ db: database.db, transport: app.push.transport, now }),
        // Quiz (ADR 177): the day's set at Nepal midnight.
        ...quizJobs({ db: database.db }),
        // Our own ad server (ADR 221): expired ad tokens' counted-pixel rows, hourly.
        ...adsJobs({ db: database.db, now }),
        // Vehicle bluebook (issue 27, ADR 213): tax and insurance reminders on the served clock.
        bluebookReminderJob({
          db: database.db,
          mailer: app.mailer,
          push: app.push,
          webOrigin: config.webOrigin,
          fineReading: config.bluebookFineReading,
          now,
        }),
      ],
    });
    jobQueue.current = jobs;
    // A source whose scheduled fetch was missed while the API was down is fetched now, not at its
    // next slot (news feeds are: their 15-minute slot is queued as the engine starts). Queued, not
    // awaited: an unreachable source never slows the start (ADR 156).
    queueOverdueMarketFetches({ db: database.db, queue: jobs, now: now() })
      .then((queued) => {
        if (queued.length > 0) app.log.info({ jobs: queued }, 'overdue market fetches queued');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'overdue market fetches could not be queued'));
    return {
      url: `http://${config.host}:${config.apiPort}`,
      database,
      close: async () => {
        await jobs.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
