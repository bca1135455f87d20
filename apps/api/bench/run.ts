/**
 * API benchmark (`npm run bench -w @patro/api`, `-- --quick` for 2 s + 10 s loads): the API as
 * `npm start` runs it (bench/serve.ts: production mode, PGlite in a temporary DATA_DIR, the
 * default LOG_LEVEL, its log read by this process as a log collector would), pinned to CPU 0;
 * then the month read `GET /calendars?calendar_type=BS&year=2083&month=8`, already answered once
 * (so from the cache), under 200 connections with `Accept-Encoding: gzip`: wrk and then autocannon
 * (each after a 5 s warm-up, for 60 s, on another CPU; scripts/load-bench.mjs), with p50/p99/max,
 * req/s, timeouts and how long a fresh connection opened mid-load waits. Prints the log lines the
 * load produced, the load average and the Node version. Figures only — no assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  describe,
  loadAverage,
  loadBoth,
  loadTiming,
  machineLine,
  pinned,
} from '../../../scripts/load-bench.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const here = path.dirname(fileURLToPath(import.meta.url));
// BENCH_API_PORT pins the port (a shared machine hands out port ranges); otherwise a free one.
const PORT = Number(process.env.BENCH_API_PORT) || (await freePort());
const MONTH = '/calendars?calendar_type=BS&year=2083&month=8';
const CONNECTIONS = 200;
const HEADERS = { 'accept-encoding': 'gzip' };
const { warmupSeconds, seconds } = loadTiming();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'patro-api-bench-'));
const [command, args] = pinned(0, process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts')]);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  API_PORT: String(PORT),
  DATA_DIR: dataDir,
  JWT_SECRET: 'api-bench-signing-secret-of-thirty-two-chars',
};
// As `npm start` runs it: the configured level (LOG_LEVEL, default info), never a quieter one.
delete env.DATABASE_URL;
const server = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
let logLines = 0;
let logBytes = 0;
server.stdout.on('data', (chunk: Buffer) => {
  logBytes += chunk.length;
  for (const byte of chunk) if (byte === 10) logLines += 1;
});
const base = `http://127.0.0.1:${PORT}`;

/** One gzip-accepting GET: the body as sent and the milliseconds to its last byte. */
function timedGet(url: string): Promise<{ body: Buffer; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ body: Buffer.concat(parts), ms: performance.now() - start }));
    }).on('error', reject);
  });
}

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The first read builds and caches the month; every read after it is a cache hit.
  const first = await timedGet(`${base}${MONTH}`);
  const second = await timedGet(`${base}${MONTH}`);
  console.log(
    `GET ${MONTH}: ${gunzipSync(second.body).length} bytes of JSON, ${second.body.length} bytes gzipped on the wire; ` +
      `first (computed) ${first.ms.toFixed(0)} ms, second (cache) ${second.ms.toFixed(1)} ms`,
  );
  console.log(
    `${CONNECTIONS} connections, ${warmupSeconds} s warm-up then ${seconds} s, Accept-Encoding: gzip; LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info (default)'}\n`,
  );

  const linesBefore = logLines;
  const bytesBefore = logBytes;
  const results = await loadBoth({
    url: `${base}${MONTH}`,
    connections: CONNECTIONS,
    warmupSeconds,
    seconds,
    headers: HEADERS,
    serverPid: server.pid,
  });
  for (const [tool, result] of Object.entries(results)) console.log(`${tool.padEnd(10)} ${describe(result)}`);
  const requests = Object.values(results).reduce((sum, r) => sum + r.requests, 0);
  console.log(
    `\nlog written during the loads: ${logLines - linesBefore} lines, ${((logBytes - bytesBefore) / 1e6).toFixed(1)} MB ` +
      `(${requests} measured requests, warm-ups besides)`,
  );
  console.log(`${machineLine()}; load average now ${loadAverage()}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
