/**
 * Cold-year benchmark (`npm run bench:coldyear -w @patro/api`): the app on PGlite in memory, once
 * with `calendarCompute: 'pool'` and once with `'inline'`. In each, yearly reads of BS years nobody
 * read yet arrive two at a time while a second client (a worker thread, keep-alive) hammers a
 * cached month. Prints the event loop's delay during the cold reads (monitorEventLoopDelay max and
 * p99), the cached client's latency (p50, p99, max) and the cold reads' own time. Figures only —
 * no assertions (DESIGN.md, Tests). ADR 045.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';

const CACHED_MONTH = '/calendars?calendar_type=BS&year=2081&month=7';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
// Each connection pauses this long between requests (~400 req/s in all): readers, not a load test, so
// the client thread does not take a core from the API on a small machine.
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 20);
const COLD_CONCURRENCY = 2;
// The same years in both modes: the pool computes them on its threads, so the main thread's engine
// is still cold for them when the inline run follows.
const YEARS = [2084, 2086, 2088, 2090, 2092, 2094];
// Last, no cold reads at all for as long as the pool run took: the machine's own noise.
const MODES = ['pool', 'inline', 'no cold'] as const;

// The cached client: CONNECTIONS loops of keep-alive GETs; keeps the latencies (ms) of requests sent
// between the 'start' and 'stop' messages, and answers them after 'stop'.
const HAMMER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.connections });
const latencies = [];
let measuring = false;
let stop = false;
let errors = 0;
const once = () => new Promise((resolve) => {
  const t = performance.now();
  const counted = measuring;
  const req = http.get(workerData.url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
    res.resume();
    res.on('end', () => { if (counted) latencies.push(performance.now() - t); resolve(); });
  });
  req.on('error', () => { if (counted) errors++; resolve(); });
});
const pause = () => new Promise((resolve) => setTimeout(resolve, workerData.thinkMs));
const loop = async () => { while (!stop) { await once(); await pause(); } };
parentPort.on('message', (m) => { if (m === 'start') measuring = true; else stop = true; });
Promise.all(Array.from({ length: workerData.connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors });
});
`;

interface HammerResult {
  latencies: number[];
  errors: number;
}

/**
 * CPU time (ms) the main thread has used, from Linux's per-thread counters (ticks of 10 ms); NaN
 * elsewhere. Unlike the loop delay, other processes on the machine do not change it.
 */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => n.toFixed(1).padStart(7);

const database = await openDatabase({ memory: true });
await seedDatabase(database.db);

console.log(
  `cold yearly reads of BS ${YEARS.join(', ')}, ${COLD_CONCURRENCY} at a time, while ${CONNECTIONS} ` +
    `keep-alive connections read ${CACHED_MONTH} (cached), each pausing ${THINK_MS} ms between requests\n`,
);
console.log(
  'mode     event-loop delay max    p99 | cached month p50     p99     max  requests | cold year median   total | main-thread CPU',
);

let poolWindow = 0;
for (const mode of MODES) {
  const app = await buildApp({
    database,
    webOrigin: 'http://localhost:3000',
    logger: false,
    calendarCompute: mode === 'inline' ? 'inline' : 'pool',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  // Warm the cached month (and, in pool mode, let the warmed-up workers finish starting on it).
  for (let i = 0; i < 2; i++) await (await fetch(`${base}${CACHED_MONTH}`)).text();

  const hammer = new Worker(HAMMER, {
    eval: true,
    workerData: { url: `${base}${CACHED_MONTH}`, connections: CONNECTIONS, thinkMs: THINK_MS },
  });
  const hammered = new Promise<HammerResult>((resolve, reject) => {
    hammer.once('message', resolve);
    hammer.once('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 500)); // the hammer's connections are up

  hammer.postMessage('start');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const cpuBefore = mainThreadCpuMs();
  const coldTimes: number[] = [];
  const queue = mode === 'no cold' ? [] : [...YEARS];
  if (mode === 'no cold') await new Promise((resolve) => setTimeout(resolve, poolWindow));
  await Promise.all(
    Array.from({ length: COLD_CONCURRENCY }, async () => {
      for (let year = queue.shift(); year !== undefined; year = queue.shift()) {
        const t = performance.now();
        const response = await fetch(
          `${base}/calendars?calendar_type=BS&start_date=${year}-01-01&end_date=${year + 1}-01-01`,
        );
        await response.text();
        if (!response.ok) throw new Error(`BS ${year}: ${response.status}`);
        coldTimes.push(performance.now() - t);
      }
    }),
  );
  const total = performance.now() - started;
  const cpu = mainThreadCpuMs() - cpuBefore;
  if (mode === 'pool') poolWindow = total;
  delay.disable();
  hammer.postMessage('stop');
  const { latencies, errors } = await hammered;
  await hammer.terminate();
  await app.close();

  const sorted = latencies.sort((a, b) => a - b);
  const cold = coldTimes.sort((a, b) => a - b);
  console.log(
    `${mode.padEnd(8)} ${ms(delay.max / 1e6)} ms ${ms(delay.percentile(99) / 1e6)} ms | ` +
      `${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? Number.NaN)} ms ` +
      `${String(sorted.length).padStart(6)}${errors ? ` (${errors} errors)` : ''} | ` +
      (cold.length ? `${ms(percentile(cold, 50))} ms ${ms(total)} ms` : `      – ${ms(total)} ms`) +
      ` | ${String(cpu).padStart(5)} ms`,
  );
}
console.log(
  '\nevent-loop delay: how late the API ran anything while the cold years were read; cached month: the ' +
    'other client’s requests sent in that window; main-thread CPU: what the API’s event-loop thread ' +
    'itself spent in that window (serving the cached month included).',
);

await database.close();
