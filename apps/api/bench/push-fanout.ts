/**
 * Web Push fan-out through the job path (`npm run bench:push -w @patro/api -- --count N`, default
 * 100,000; `--database-url postgres://…` for PostgreSQL instead of PGlite in memory): N browser
 * subscriptions at a local HTTPS push service, registered for the morning push at 06:00 in
 * Kathmandu; the job engine (pg-boss) runs the morning job once, which claims the N devices,
 * pages through them in batches, encrypts (RFC 8291) and VAPID-signs (RFC 8292) each push and
 * sends with bounded concurrency. Prints the fan-out's time from the first claim to the last push
 * sent (retries by the engine included) and the rate, as the claim table recorded them. Figures only — no assertions. The push service runs in
 * this process too, so on a small machine the figure includes its share of the CPU.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { openDatabase } from '../src/db/client.js';
import { pushDevices, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import { startJobEngine } from '../src/jobs/engine.js';
import { pushJobs } from '../src/modules/push/jobs.js';
import { startTestPushService } from '../test/push-service.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '64' },
    batch: { type: 'string', default: '500' },
    'database-url': { type: 'string' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const batchSize = Number(values.batch);
const quiet = { info() {}, error: (object: object, message: string) => console.error(message, object) };

const database = await openDatabase(
  values['database-url'] ? { url: values['database-url'] } : { memory: true },
);
await seedDatabase(database.db);
const service = await startTestPushService({ verify: false });
service.agent.maxSockets = concurrency;
const transport = {
  vapid: webpush.generateVAPIDKeys(),
  subject: 'mailto:bench@patro.invalid',
  agent: service.agent,
};

const setupStart = performance.now();
// A hundred browsers per account, as many accounts as that takes.
const PER_USER = 100;
for (let first = 0; first < count; first += 10 * PER_USER) {
  const rows: (typeof pushDevices.$inferInsert)[] = [];
  const accounts: (typeof users.$inferInsert)[] = [];
  for (let i = first; i < Math.min(count, first + 10 * PER_USER); i++) {
    if (i % PER_USER === 0)
      accounts.push({ id: randomUUID(), email: `bench-${i}@patro.invalid`, fullName: 'Bench' });
    const { endpoint, keys } = service.subscribe();
    rows.push({
      userId: accounts.at(-1)!.id!,
      uuid: `browser-${i}`,
      platform: 'web',
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      tz: 'Asia/Kathmandu',
      topics: ['morning'],
      morningTime: '06:00',
      lang: i % 2 === 0 ? 'np' : 'en',
    });
  }
  await database.db.insert(users).values(accounts);
  await database.db.insert(pushDevices).values(rows);
}
console.log(`${count} subscriptions registered in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

// The job's clock: 06:00 in Kathmandu on a published day (Laxmi Puja, BS 2081-07-15).
const sixAm = Date.parse('2024-10-31T06:00:00+05:45');
const jobs = pushJobs({
  db: database.db,
  transport,
  now: () => sixAm,
  everySeconds: 86_400,
  batchSize,
  concurrency,
}).filter((job) => job.name === 'push-morning');
const engineStart = performance.now();
const engine = await startJobEngine({ database, jobs, log: quiet, pollingIntervalSeconds: 0.5 });
const engineSeconds = (performance.now() - engineStart) / 1000;
let run = (await engine.recentRuns('push-morning', 1))[0];
while (run?.state !== 'completed' && run?.state !== 'failed') {
  await new Promise((resolve) => setTimeout(resolve, 250));
  run = (await engine.recentRuns('push-morning', 1))[0];
}
// The fan-out as the claim table recorded it: first claim to last push sent, retries included.
const [stats] = (
  await database.db.execute(sql`
    SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
      count(*) FILTER (WHERE attempts > 1)::int AS retried,
      extract(epoch FROM max(sent_at) - min(created_at))::float AS seconds
    FROM push_deliveries WHERE kind = 'morning'`)
).rows as { sent: number; retried: number; seconds: number }[];
console.log(
  `push fan-out through the job engine (${database.kind}): ${count} subscriptions, batches of ${batchSize}, ` +
    `concurrency ${concurrency}: ${stats!.seconds.toFixed(1)} s from the first claim to the last push ` +
    `(${Math.round(stats!.sent / stats!.seconds)} pushes/s); sent ${stats!.sent}, ${stats!.retried} needed a retry; ` +
    `job ${run.state} after ${run.retryCount} engine retries; engine start ${engineSeconds.toFixed(1)} s; ` +
    `received ${service.received.length}`,
);
await engine.stop();
await service.close();
await database.close();
