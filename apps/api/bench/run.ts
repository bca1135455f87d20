/**
 * API benchmark (`npm run bench -w @patro/api`): the real app on PGlite against a bare Fastify
 * route, on free ports in one run, each loaded by autocannon (100 connections, 10 s, load
 * generated in a worker thread), plus the same app's 404 as the platform's floor. Prints throughput
 * and p99 latency, the ratios, and the size of a month answer plain and gzipped. Figures only — no assertions (DESIGN.md, Tests).
 */
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const MONTH = '/calendars?calendar_type=BS&year=2081&month=7';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}

async function load(url: string): Promise<Result> {
  // Browsers and CDNs always send Accept-Encoding; so does the benchmark.
  return (await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    workers: 1,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })) as Result;
}

const database = await openDatabase({ memory: true });
await seedDatabase(database.db);
const app = await buildApp({ database, webOrigin: 'http://localhost:3000', logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// The month answer, once cold (computed) and once warm (LRU), and its size.
let t = performance.now();
const cold = await fetch(`${appUrl}${MONTH}`);
const body = await cold.text();
const coldMs = performance.now() - t;
t = performance.now();
await (await fetch(`${appUrl}${MONTH}`)).text();
const warmMs = performance.now() - t;

const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each\n`);
const bareResult = await load(bareUrl);
const monthResult = await load(`${appUrl}${MONTH}`);
// The platform's floor: the same app answering a path it does not know (hooks, helmet, CORS, 404).
const floorResult = await load(`${appUrl}/no-such-path`);

const row = (name: string, r: Result) =>
  `${name.padEnd(34)} ${Math.round(r.requests.average).toString().padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   avg ${r.latency.average.toFixed(1)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
console.log(row('bare Fastify GET /', bareResult));
console.log(row(`GET ${MONTH}`, monthResult));
console.log(row('same app, unknown path (404)', floorResult));
console.log(
  `\nratio month / bare throughput: ${(monthResult.requests.average / bareResult.requests.average).toFixed(2)} (aim ≥ 0.5); ` +
    `month / same app's 404: ${(monthResult.requests.average / floorResult.requests.average).toFixed(2)}`,
);
console.log(
  `month answer: ${body.length} bytes, ${gzipSync(body).length} bytes gzipped; first (computed) ${coldMs.toFixed(0)} ms, second (LRU) ${warmMs.toFixed(1)} ms`,
);

await bare.close();
await app.close();
await database.close();
