import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed.js';
import { purgeEndedRateLimits } from './modules/accounts/rate-limit.js';
import { startReminderJob } from './modules/reminders/service.js';
import { startPeriodic } from './periodic.js';

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
    const app = await buildApp({
      database,
      webOrigin: config.webOrigin,
      logger: { level: config.logLevel },
      jwtSecret: config.jwtSecret,
      trustProxy: config.trustProxy,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      production: config.nodeEnv === 'production',
      apiUrl: config.apiUrl,
      oauthProviders: config.oauthProviders,
      adminEmails: config.adminEmails,
    });
    await app.listen({ port: config.apiPort, host: config.host });
    // Every minute by default; each reminder is claimed once however many API processes run this (ADR 065).
    const reminders = startReminderJob({
      db: database.db,
      mailer: app.mailer,
      webOrigin: config.webOrigin,
      log: app.log,
      intervalMs: config.reminderIntervalMs,
    });
    // Ended rate-limit windows, hourly (any process may do it; deleting twice is harmless).
    const housekeeping = startPeriodic({
      intervalMs: 60 * 60_000,
      log: app.log,
      name: 'rate-limit purge',
      run: async () => {
        await purgeEndedRateLimits(database.db, Date.now());
      },
    });
    return {
      url: `http://${config.host}:${config.apiPort}`,
      database,
      close: async () => {
        await reminders.stop();
        await housekeeping.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
