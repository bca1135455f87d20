/**
 * Web Push fan-out (`npm run bench:push -w @patro/api -- --count N`, default 100,000): one
 * notification encrypted (RFC 8291) and VAPID-signed (RFC 8292) for each of N subscriptions and
 * sent to a local HTTPS push service, in batches with bounded concurrency. Prints the time and
 * the rate. Figures only — no assertions. The push service runs in this process too, so on a
 * small machine the figure includes its share of the CPU.
 */
import { parseArgs } from 'node:util';
import webpush from 'web-push';
import { pushToMany } from '../src/modules/push/sender.js';
import { startTestPushService } from '../test/push-service.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '64' },
    batch: { type: 'string', default: '5000' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const batchSize = Number(values.batch);

const service = await startTestPushService({ verify: false });
service.agent.maxSockets = concurrency;
const transport = {
  vapid: webpush.generateVAPIDKeys(),
  subject: 'mailto:bench@patro.invalid',
  agent: service.agent,
};
const payload = JSON.stringify({
  title: 'दशैं',
  message: 'Vijaya Dashami today',
  on_time: '2025-10-02T00:00:00.000Z',
  clickAction: '/calendar/bs/2082-06-16',
});

const setupStart = performance.now();
const targets = Array.from({ length: count }, () => {
  const { endpoint, keys } = service.subscribe();
  return { endpoint, keys };
});
console.log(`${count} subscriptions made in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

const start = performance.now();
const totals = { sent: 0, gone: 0, failed: 0 };
for (let i = 0; i < targets.length; i += batchSize) {
  const counts = await pushToMany(targets.slice(i, i + batchSize), payload, transport, concurrency);
  totals.sent += counts.sent;
  totals.gone += counts.gone;
  totals.failed += counts.failed;
}
const seconds = (performance.now() - start) / 1000;
console.log(
  `push fan-out: ${count} subscriptions, batches of ${batchSize}, concurrency ${concurrency}: ` +
    `${seconds.toFixed(1)} s (${Math.round(count / seconds)} pushes/s); ` +
    `sent ${totals.sent}, gone ${totals.gone}, failed ${totals.failed}; received ${service.received.length}`,
);
await service.close();
