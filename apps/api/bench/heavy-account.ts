/**
 * One account against everyone (issue 23 item 6, ADR 230): `npm run bench:heavy-account -w
 * @patro/api [-- --quick]`. Figures only, no assertions.
 *
 * The API runs as `npm start` runs it (bench/serve.ts: production, PGlite in a temporary
 * DATA_DIR), pinned to CPU 0. One account holds 1,000 events: 12 daily events in its default
 * calendar (a 400-day read of them lists 4,800 occurrences, just under the per-read limit) and 988
 * BS-monthly events in a second, hidden calendar (the largest feed the limits allow). Other readers
 * read a cached month under wrk and then autocannon (20 connections, on CPU 1;
 * scripts/load-bench.mjs): first alone, then while the account reads two different 400-day ranges
 * and both its iCal feeds in four loops that never pause (as an abusive client would: a 429 is
 * retried at once; feeds fetched without If-None-Match). Prints the other readers' p50/p99/req/s
 * for both tools and both phases, what the account got (answers by status, per second) and the
 * API's resident memory (now and its peak).
 *
 * BENCH_API_DIR runs another checkout's API (its `bench/serve.ts`), e.g. the base commit, for
 * comparison; BENCH_API_PORT pins the port.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describe,
  loadAverage,
  loadBoth,
  loadTiming,
  machineLine,
  pinned,
} from '../../../scripts/load-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = process.env.BENCH_API_DIR ? path.resolve(process.env.BENCH_API_DIR) : path.dirname(here);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const MONTH = '/calendars?calendar_type=BS&year=2083&month=8';
const HEADERS = { 'accept-encoding': 'gzip' };
const { warmupSeconds, seconds } = loadTiming();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resident and peak resident memory of a process, in MB (Linux /proc), or null elsewhere. */
function memory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

const PORT = Number(process.env.BENCH_API_PORT) || (await freePort());
const base = `http://127.0.0.1:${PORT}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'patro-heavy-bench-'));
const [command, args] = pinned(0, process.execPath, [
  '--import',
  'tsx',
  path.join(apiDir, 'bench', 'serve.ts'),
]);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  API_PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  JWT_SECRET: 'heavy-bench-signing-secret-of-thirty-two-chars',
  API_URL: base,
  // Production refuses the local payment stand-ins; nothing is bought here.
  PAYMENT_GATEWAYS: 'none',
};
delete env.DATABASE_URL;
const server = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'], cwd: apiDir });

async function call(url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function seedAccount(): Promise<{ token: string; ranges: string[]; feeds: string[] }> {
  const email = `heavy-${Date.now()}@example.com`;
  const password = 'bench password 123';
  await call('/users/signup', { method: 'POST', body: { full_name: 'Heavy', email, password } });
  // A new account signs in with its password before it is verified (ADR 096).
  const { access_token: token } = await call('/users/login', {
    method: 'POST',
    body: { username: email, password },
  });
  const mine = await call('/users/calendars', { token });
  const daily = mine.data.calendars[0].id as number;
  const created = await call('/calendars', {
    method: 'POST',
    token,
    body: { name: 'Monthly', colour: '#1976d2' },
  });
  const monthly = created.calendar.id as number;
  const started = performance.now();
  for (let i = 0; i < 1000; i++) {
    const body =
      i < 12
        ? {
            calendar_id: daily,
            title: `Daily event number ${i} with a realistic title`,
            base: 'AD',
            date: '2025-01-01',
            all_day: false,
            start_time: '07:00',
            end_time: '08:00',
            repeat: { frequency: 'daily' },
            location: 'Kathmandu',
            description: 'A description of ordinary length for an event that repeats every day.',
          }
        : {
            calendar_id: monthly,
            title: `Monthly BS event ${i}`,
            base: 'BS',
            date: '2081-01-15',
            all_day: true,
            repeat: { frequency: 'monthly' },
          };
    await call('/events', { method: 'POST', token, body });
  }
  // The monthly calendar stays out of the calendar view (its feed is still served), so a 400-day
  // read lists the daily events' 4,800 occurrences and stays under the per-read limit.
  await call(`/hidecalendars/${monthly}`, { token });
  const after = await call('/users/calendars', { token });
  const feeds = (after.data.calendars as { ical_url: string }[]).map((c) => new URL(c.ical_url).pathname);
  console.log(
    `seeded one account with 1,000 events (12 daily, 988 BS-monthly in a hidden calendar) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return {
    token,
    ranges: [
      '/calendars?calendar_type=AD&start_date=2025-01-01&end_date=2026-02-04',
      '/calendars?calendar_type=AD&start_date=2025-02-01&end_date=2026-03-07',
    ],
    feeds,
  };
}

interface LoopFigures {
  /** Answers by status (and code for refusals). */
  byStatus: Map<string, number>;
  bytes: number;
  okMs: number[];
}

/** The account's four loops (two ranges, two feeds), until `stop` is set. */
function heavyLoops(account: { token: string; ranges: string[]; feeds: string[] }) {
  const figures: LoopFigures = { byStatus: new Map(), bytes: 0, okMs: [] };
  const state = { stop: false };
  const loop = async (url: string, token?: string) => {
    while (!state.stop) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${url}`, {
          headers: { 'accept-encoding': 'gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        const body = await response.arrayBuffer();
        const label =
          response.status >= 400
            ? `${response.status} ${JSON.parse(new TextDecoder().decode(body)).code ?? ''}`
            : String(response.status);
        figures.byStatus.set(label, (figures.byStatus.get(label) ?? 0) + 1);
        figures.bytes += body.byteLength;
        if (response.status === 200) figures.okMs.push(performance.now() - started);
      } catch {
        figures.byStatus.set('failed', (figures.byStatus.get('failed') ?? 0) + 1);
      }
    }
  };
  const loops = [
    ...account.ranges.map((url) => loop(url, account.token)),
    ...account.feeds.map((url) => loop(url)),
  ];
  return {
    figures,
    stop: async () => {
      state.stop = true;
      await Promise.all(loops);
    },
  };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`API from ${apiDir}`);
  const account = await seedAccount();
  await fetch(`${base}${MONTH}`).then((r) => r.arrayBuffer());
  const memoryBefore = memory(server.pid!);
  console.log(
    `other readers: GET ${MONTH} (cached), ${CONNECTIONS} connections, ${warmupSeconds} s warm-up then ${seconds} s, gzip\n`,
  );

  const alone = await loadBoth({
    url: `${base}${MONTH}`,
    connections: CONNECTIONS,
    warmupSeconds,
    seconds,
    headers: HEADERS,
    serverPid: server.pid,
  });
  console.log('other readers alone:');
  for (const [tool, result] of Object.entries(alone)) console.log(`  ${tool.padEnd(10)} ${describe(result)}`);

  const heavy = heavyLoops(account);
  const heavyStarted = performance.now();
  const busy = await loadBoth({
    url: `${base}${MONTH}`,
    connections: CONNECTIONS,
    warmupSeconds,
    seconds,
    headers: HEADERS,
    serverPid: server.pid,
  });
  const memoryDuring = memory(server.pid!);
  await heavy.stop();
  const heavySeconds = (performance.now() - heavyStarted) / 1000;
  console.log('\nother readers while the account reads two 400-day ranges and its two feeds in loops:');
  for (const [tool, result] of Object.entries(busy)) console.log(`  ${tool.padEnd(10)} ${describe(result)}`);

  const { byStatus, bytes, okMs } = heavy.figures;
  const statuses = [...byStatus]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} × ${n} (${(n / heavySeconds).toFixed(1)}/s)`)
    .join(', ');
  console.log(
    `\nthe account over ${heavySeconds.toFixed(0)} s: ${statuses}; ${(bytes / 1e6).toFixed(0)} MB received; ` +
      `200s took median ${pct(okMs, 50).toFixed(0)} ms, p99 ${pct(okMs, 99).toFixed(0)} ms`,
  );
  if (memoryBefore && memoryDuring) {
    console.log(
      `API resident memory: ${memoryBefore.rss.toFixed(0)} MB before the heavy loops, ${memoryDuring.rss.toFixed(0)} MB at their end, ` +
        `peak ${memoryDuring.peak.toFixed(0)} MB`,
    );
  }
  console.log(`${machineLine()}; load average now ${loadAverage()}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
