/**
 * Hardening figures (ADR 090–096), printed, never asserted (DESIGN.md, Tests):
 *
 *   npm run bench:hardening -w @patro/api [-- public heavy crash costs]
 *
 * - public: month, today and dateConvert mixed, 200 connections for 60 s against the API in its
 *   own process (PGlite): requests, errors, non-2xx, p50/p99.
 * - heavy: the heaviest reads one account may make — a 400-day calendar read holding just under
 *   the occurrence limit, and the iCal feed of a calendar full to the event limit — their size and
 *   time, and other clients' p99 (month reads, 20 connections) while they run, against without.
 * - crash: kill -9 during event writes, three times per database (PGlite data dir, PostgreSQL):
 *   acknowledged writes lost and the time from restart to a 200 from /health.
 * - costs: the session check per authenticated request (uncached, cached); forgot-password's and
 *   sign-up's median work and answer time for an address with and without an account.
 *
 * Ports: BENCH_PORT (default 4240) and the next one. PostgreSQL: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test; a fresh database is made and dropped).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';
import { sessionCheck } from '../src/http/sessions.js';
import { type AccountsContext, requestPasswordReset, signUp } from '../src/modules/accounts/service.js';
import { MAX_EVENTS_PER_ACCOUNT, MAX_OCCURRENCES_PER_READ } from '../src/modules/events/limits.js';
import { signUpAndVerify } from '../test/users.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4240);
const PUBLIC_SECONDS = Number(process.env.PUBLIC_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = randomBytes(32).toString('base64url');
const sections = new Set(
  process.argv.slice(2).length ? process.argv.slice(2) : ['public', 'heavy', 'crash', 'costs'],
);

const MONTH = '/calendars?calendar_type=BS&year=2082&month=7';

interface Server {
  child: ChildProcess;
  url: string;
}

/** Starts bench/serve.ts; resolves when /health answers 200, with the milliseconds that took. */
async function startServer(env: Record<string, string>, port = PORT): Promise<Server & { readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts')], {
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { child, url, readyMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function json(url: string, init: RequestInit & { token?: string; body?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, { ...init, headers });
  return {
    status: response.status,
    body: await response.json().catch(() => null),
    headers: response.headers,
  };
}

/** A new account on `url`, its access token and its default calendar id. */
async function account(url: string, name: string): Promise<{ token: string; calendarId: number }> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const signup = await json(`${url}/users/signup`, {
    method: 'POST',
    body: JSON.stringify({ full_name: name, email, password: 'bench password 123' }),
  });
  if (signup.status !== 202) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.body)}`);
  // A production server lists no outbox to take the link from; a new account signs in with its
  // password before it is verified (ADR 096).
  const login = await json(`${url}/users/login`, {
    method: 'POST',
    body: JSON.stringify({ username: email, password: 'bench password 123' }),
  });
  const token = login.body.access_token as string;
  const mine = await json(`${url}/users/calendars`, { token });
  return { token, calendarId: mine.body.data.calendars[0].id };
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

async function publicReads(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patro-bench-'));
  const server = await startServer({ DATA_DIR: dir });
  try {
    const requests = [
      { method: 'GET' as const, path: MONTH },
      { method: 'GET' as const, path: '/calendars/today' },
      {
        method: 'POST' as const,
        path: '/calendars/dateConvert',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: '2082-07-15', based_on: 'BS' }),
      },
    ];
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: PUBLIC_SECONDS,
      workers: 1,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests,
    });
    console.log(
      `public reads (month, today, dateConvert mixed), ${CONNECTIONS} connections, ${PUBLIC_SECONDS} s: ` +
        `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function heavyReads(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patro-bench-'));
  const server = await startServer({ DATA_DIR: dir });
  try {
    // Account 1: daily events, as many as fit under the occurrence limit in a 400-day read.
    const reader = await account(server.url, 'reader');
    const daily = Math.floor(MAX_OCCURRENCES_PER_READ / 400);
    for (let i = 0; i < daily; i++) {
      await json(`${server.url}/events`, {
        method: 'POST',
        token: reader.token,
        body: JSON.stringify({
          calendar_id: reader.calendarId,
          title: `Daily event number ${i} with a realistic title`,
          base: 'AD',
          date: '2025-01-01',
          all_day: false,
          start_time: '07:00',
          end_time: '08:00',
          repeat: { frequency: 'daily' },
          location: 'Kathmandu',
          description: 'A description of ordinary length for an event that repeats every day.',
        }),
      });
    }
    const rangeUrl = `${server.url}/calendars?calendar_type=AD&start_date=2025-01-01&end_date=2026-02-04`;
    // Account 2: the event limit, every event monthly in BS (expanded one by one in the feed).
    const owner = await account(server.url, 'feed');
    for (let i = 0; i < MAX_EVENTS_PER_ACCOUNT; i++) {
      await json(`${server.url}/events`, {
        method: 'POST',
        token: owner.token,
        body: JSON.stringify({
          calendar_id: owner.calendarId,
          title: `Monthly BS event ${i}`,
          base: 'BS',
          date: '2081-01-15',
          all_day: true,
          repeat: { frequency: 'monthly' },
        }),
      });
    }
    const mine = await json(`${server.url}/users/calendars`, { token: owner.token });
    const feedUrl = `${server.url}${new URL(mine.body.data.calendars[0].ical_url).pathname}`;

    const heavy = [
      { name: `400-day read with ${daily * 400} own occurrences`, url: rangeUrl, token: reader.token },
      { name: `iCal feed of ${MAX_EVENTS_PER_ACCOUNT} BS-monthly events`, url: feedUrl, token: undefined },
    ];
    const background = () =>
      autocannon({ url: `${server.url}${MONTH}`, connections: 20, duration: 15, workers: 1 });
    const quiet = await background();
    console.log(`other clients alone (month reads, 20 connections, 15 s): p99 ${quiet.latency.p99} ms`);
    for (const read of heavy) {
      const sizes: number[] = [];
      const times: number[] = [];
      let stop = false;
      const loop = (async () => {
        while (!stop) {
          const started = performance.now();
          const response = await fetch(read.url, {
            headers: read.token ? { authorization: `Bearer ${read.token}` } : {},
          });
          const body = await response.arrayBuffer();
          times.push(performance.now() - started);
          sizes.push(body.byteLength);
          if (response.status !== 200) throw new Error(`${read.name}: ${response.status}`);
        }
      })();
      const busy = await background();
      stop = true;
      await loop;
      console.log(
        `heaviest read — ${read.name}: ${mb(sizes[0]!)} uncompressed, ${times.length} reads back to back, ` +
          `median ${pct(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
          `other clients meanwhile: p99 ${busy.latency.p99} ms (alone ${quiet.latency.p99} ms), errors ${busy.errors}`,
      );
    }
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes events until killed; returns the titles the API acknowledged with 201. */
async function crashOnce(
  env: Record<string, string>,
  round: number,
): Promise<{ lost: number; acked: number; readyMs: number }> {
  const server = await startServer(env);
  const { token, calendarId } = await account(server.url, `crash${round}`);
  const acknowledged: string[] = [];
  let running = true;
  const writer = async (w: number) => {
    for (let i = 0; running; i++) {
      const title = `r${round} w${w} n${i}`;
      const ok = await json(`${server.url}/events`, {
        method: 'POST',
        token,
        body: JSON.stringify({
          calendar_id: calendarId,
          title,
          base: 'AD',
          date: '2025-06-01',
          all_day: true,
          repeat: { frequency: 'none' },
        }),
      })
        .then((r) => r.status === 201)
        .catch(() => false);
      if (ok) acknowledged.push(title);
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await new Promise((resolve) => setTimeout(resolve, 3000 + Math.random() * 3000));
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  running = false;
  await Promise.all(writers);
  await exited;
  const restarted = await startServer(env);
  const listed = await json(`${restarted.url}/calendar-events/${calendarId}`, { token });
  const stored = new Set(
    (listed.body?.data ?? []).map((e: { title?: string; jtl?: string }) => e.title ?? e.jtl),
  );
  const lost = acknowledged.filter((t) => !stored.has(t)).length;
  await stopServer(restarted);
  return { lost, acked: acknowledged.length, readyMs: restarted.readyMs };
}

async function crashes(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patro-bench-'));
  const name = `patro_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pgUrl = new URL(PG_URL);
  pgUrl.pathname = `/${name}`;
  try {
    for (const [label, env] of [
      ['PGlite', { DATA_DIR: dir }],
      ['PostgreSQL', { DATABASE_URL: pgUrl.toString() }],
    ] as const) {
      for (let round = 1; round <= 3; round++) {
        const { lost, acked, readyMs } = await crashOnce(env, round);
        console.log(
          `kill -9 during writes, ${label} round ${round}: ${acked} writes acknowledged, ${lost} lost; ` +
            `restart to /health 200 in ${readyMs.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function costs(): Promise<void> {
  const database = await openDatabase({ memory: true });
  await seedDatabase(database.db);
  const app = await buildApp({ database, webOrigin: 'http://localhost:3000', production: false });
  try {
    const { access_token: token } = await signUpAndVerify(app, {
      fullName: 'Cost',
      email: 'cost@example.com',
      password: 'bench password 123',
    });
    const { sid, sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const N = 2000;
    const uncached = sessionCheck(database.db, 0);
    let started = performance.now();
    for (let i = 0; i < N; i++) await uncached.isOpen(sid, sub);
    const uncachedUs = ((performance.now() - started) / N) * 1000;
    const cached = sessionCheck(database.db);
    await cached.isOpen(sid, sub);
    started = performance.now();
    for (let i = 0; i < N; i++) await cached.isOpen(sid, sub);
    const cachedUs = ((performance.now() - started) / N) * 1000;
    // The whole request, with and without a token, on a cheap route (/health).
    const timeRequests = async (headers: Record<string, string>) => {
      const t0 = performance.now();
      for (let i = 0; i < N; i++) await app.inject({ method: 'GET', url: '/health', headers });
      return ((performance.now() - t0) / N) * 1000;
    };
    await timeRequests({});
    const visitorUs = await timeRequests({});
    const signedInUs = await timeRequests({ authorization: `Bearer ${token}` });
    console.log(
      `session check (PGlite): ${uncachedUs.toFixed(0)} µs uncached (one indexed query), ${cachedUs.toFixed(1)} µs cached; ` +
        `GET /health ${visitorUs.toFixed(0)} µs as a visitor, ${signedInUs.toFixed(0)} µs with a token (JWT verify + session check)`,
    );

    await sameAnswerCosts(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * ADR 096: sign-up and forgot-password must not tell which addresses have accounts. Prints the
 * medians of the work itself (the service, without the answer-time floor) and of the whole answer,
 * for an address with an account and one without.
 */
async function sameAnswerCosts(app: Awaited<ReturnType<typeof buildApp>>, db: Db): Promise<void> {
  const context: AccountsContext = {
    db,
    mailer: app.mailer,
    accessTokens: app.accessTokens,
    sessions: app.sessions,
    now: Date.now,
    webOrigin: 'http://localhost:3000',
  };
  let client = 0;
  const ip = () => {
    client += 1;
    return `10.9.${client >> 8}.${client & 255}`;
  };
  const password = 'bench password 123';
  const time = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    return performance.now() - t0;
  };
  const median = (values: number[]) => pct(values, 50).toFixed(2);
  // Each address takes 5 mails an hour, so every address is used at most 5 times.
  const known: string[] = [];
  for (let i = 0; i < 60; i++) {
    known.push(`known-${i}@example.com`);
    await signUp(context, { fullName: 'Known', email: known[i]!, password }, ip());
  }

  const forgotWork = { existing: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < 200; i++) {
    const address = Math.floor(i / 4);
    forgotWork.existing.push(await time(() => requestPasswordReset(context, known[address]!, ip())));
    forgotWork.unknown.push(
      await time(() => requestPasswordReset(context, `nobody-${address}@example.com`, ip())),
    );
  }
  const signupWork = { existing: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < 20; i++) {
    signupWork.existing.push(
      await time(() => signUp(context, { fullName: 'Again', email: known[50 + (i % 10)]!, password }, ip())),
    );
    signupWork.unknown.push(
      await time(() => signUp(context, { fullName: 'New', email: `new-${i}@example.com`, password }, ip())),
    );
  }
  const post = (url: string, payload: object) => () =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip() }).then((response) => {
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode}`);
    });
  const forgotAnswer = { existing: [] as number[], unknown: [] as number[] };
  const signupAnswer = { existing: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < 20; i++) {
    forgotAnswer.existing.push(await time(post('/forgot-password', { email: known[50 + (i % 10)] })));
    forgotAnswer.unknown.push(await time(post('/forgot-password', { email: `absent-${i}@example.com` })));
    const body = { full_name: 'Someone', password };
    signupAnswer.existing.push(await time(post('/users/signup', { ...body, email: known[30 + (i % 10)] })));
    signupAnswer.unknown.push(
      await time(post('/users/signup', { ...body, email: `fresh-${i}@example.com` })),
    );
  }
  for (const [name, work, answer] of [
    ['forgot-password', forgotWork, forgotAnswer],
    ['sign-up', signupWork, signupAnswer],
  ] as const) {
    console.log(
      `${name} median, with an account / without: work ${median(work.existing)} / ${median(work.unknown)} ms ` +
        `(${work.existing.length} each), answer ${median(answer.existing)} / ${median(answer.unknown)} ms ` +
        `(${answer.existing.length} each)`,
    );
  }
}

if (sections.has('costs')) await costs();
if (sections.has('heavy')) await heavyReads();
if (sections.has('crash')) await crashes();
if (sections.has('public')) await publicReads();
