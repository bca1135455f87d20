// Web benchmark (`npm run bench -w @patro/web`; needs `npm run build` at the repository root first).
// Starts the BUILT product with scripts/start.mjs (API + web, free ports, an empty temporary
// DATA_DIR, PGlite), then prints:
//   - server render time of a month page: the first (cold) request, then the median and p95 of
//     sequential requests after a warm-up (loopback, keep-alive, gzip, a browser's user agent);
//   - load: 200 connections on a month URL already served once, by wrk and then by autocannon
//     (each after a 5 s warm-up, for 60 s; `--quick`: 2 + 10 s), the product pinned to CPU 0 and
//     the load to another CPU (scripts/load-bench.mjs): requests/s, p50/p99/max, timeouts, the
//     server's CPU per request and how long a fresh connection opened mid-load waits; then on a
//     month never requested before (its first render happens under the load; autocannon,
//     BENCH_LOAD_SECONDS, default the same 60 or 10 s). `--load-only` stops after the load;
//   - the home page's JavaScript, gzipped, as Chromium loads it (scripts/measure-home-js.mjs);
//   - main-thread blocking at load per page, without Lighthouse: long tasks over 50 ms at 4× CPU
//     slowdown in Chromium, summed as TBT sums them (scripts/measure-blocking.mjs; median of
//     BENCH_BLOCKING_RUNS, default 3);
//   - Lighthouse's mobile performance score for home, a month, a day-dialog URL and the
//     converter (Lighthouse's CLI, which
//     launches Debian's Chromium through chrome-launcher: CHROME_PATH, default /usr/bin/chromium;
//     nothing is downloaded). Each page is run BENCH_LH_RUNS times (default 3); the median run is
//     reported with its metrics and its top opportunities and diagnostics.
// Figures only, no assertions; not part of `npm test`. Environment: BENCH_REQUESTS (default 50),
// BENCH_LH_RUNS (default 3; 0 skips Lighthouse), BENCH_BLOCKING_RUNS, BENCH_LOAD_SECONDS, BENCH_WEB_PORT, BENCH_API_PORT, CHROME_PATH.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { describe, loadBoth, loadTiming, machineLine, pinned } from '../../../scripts/load-bench.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(webDir, '..', '..');
const MONTH_PAGE = '/calendar/bs/2083-08';
const DAY_PAGE = '/calendar/bs/2083-08-08';
const CONVERTER_PAGE = '/nepali-to-english-date-converter';
// A month nothing else in this run asks for: its first render happens under the load.
const UNSEEN_MONTH_PAGE = '/calendar/bs/2084-03';
// wrk and autocannon on the served month: 5 s warm-up then 60 s (`--quick`: 2 + 10 s); the
// never-seen month: autocannon alone for BENCH_LOAD_SECONDS (default: the same 60 or 10 s).
const { warmupSeconds: WARMUP_SECONDS, seconds: LOAD_TIMING_SECONDS } = loadTiming();
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? LOAD_TIMING_SECONDS);
const LOAD_CONNECTIONS = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = 20;
const LOAD_ONLY = process.argv.includes('--load-only');
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const BLOCKING_RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 3);
// The pages Lighthouse and the blocking-time measurement load. The market, rashifal and news
// pages (ADR 102, 130–133) are public pages people open every morning too.
const LIGHTHOUSE_PAGES = [
  '/',
  MONTH_PAGE,
  DAY_PAGE,
  CONVERTER_PAGE,
  '/forex',
  '/gold-price-nepal',
  '/nepali-rashifal',
  '/news',
  // Election, sports and the quiz (ADR 171, 174, 177): issue 28 asks Lighthouse ≥ 95 on each.
  '/election',
  '/sports/worldcup',
  '/quiz',
];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// A phone browser's user agent: the server streams the shell as it would to a visitor (bots wait
// for everything, see app/entry.server.tsx).
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

// ---------------------------------------------------------------------------------------------
// The build must exist: this script measures what `npm start` would serve.

const needed = [
  'packages/calendar/dist/index.js',
  'apps/api/dist/index.js',
  'apps/web/dist-server/index.js',
  'apps/web/build/server/index.js',
  'apps/web/build/client',
];
const missing = needed.filter((file) => !existsSync(path.join(rootDir, file)));
if (missing.length > 0) {
  console.error(
    `The web benchmark measures the built product, and the build is missing (${missing.join(', ')}).\n` +
      'Run `npm run build` at the repository root first.',
  );
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Helpers.

/** Commands under way (besides the product), to stop if the benchmark is interrupted. */
const children = new Set();
let interrupted = false;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; resolves with its exit code and output. */
function run(command, args, { env = process.env, timeoutMs = 300_000, stopSignal = 'SIGTERM' } = {}) {
  return new Promise((resolve, reject) => {
    if (interrupted) {
      reject(new Error('interrupted'));
      return;
    }
    // Own process group: a Ctrl-C reaches only this script, which stops the child with stopSignal.
    const child = spawn(command, args, {
      cwd: rootDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const entry = {
      stop: () => child.kill(stopSignal),
      closed: new Promise((done) => child.on('close', done)),
    };
    children.add(entry);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      stderr += `\n(timed out after ${timeoutMs / 1000} s)`;
      child.kill(stopSignal);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      children.delete(entry);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(entry);
      resolve({ code: code ?? signal, stdout, stderr });
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: status, time to the response head and to the last byte (ms), bytes on the wire. */
function timedGet(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT } },
      (response) => {
        const head = performance.now() - start;
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode, head, total: performance.now() - start, bytes }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------
// Start the product.

let reportDir = '';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'patro-web-bench-'));
// BENCH_WEB_PORT / BENCH_API_PORT pin the ports (a shared machine hands out port ranges).
const webPort = Number(process.env.BENCH_WEB_PORT) || (await freePort());
const apiPort = Number(process.env.BENCH_API_PORT) || (await freePort());
const webUrl = `http://127.0.0.1:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const productEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(webPort),
  API_PORT: String(apiPort),
  API_URL: apiUrl,
  WEB_ORIGIN: webUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Production requires a signing secret; a throwaway one for this run.
  JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('base64url'),
};
delete productEnv.DATABASE_URL; // always the embedded database in the temporary DATA_DIR

// Pinned to CPU 0 where possible; wrk and autocannon run on another CPU (scripts/load-bench.mjs).
const [productCommand, productArgs] = pinned(0, process.execPath, [
  path.join(rootDir, 'scripts', 'start.mjs'),
]);
const product = spawn(productCommand, productArgs, {
  cwd: rootDir,
  env: productEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true, // a Ctrl-C reaches only this script, which then stops the product once
});
let productLog = '';
const productExited = new Promise((resolve) =>
  product.on('close', (code, signal) => resolve(code ?? signal)),
);

/** Stops the product once (a second signal would make start.mjs force its exit). */
let stopping;
function stopProduct() {
  stopping ??= (async () => {
    if (product.exitCode !== null || product.signalCode !== null)
      return product.exitCode ?? product.signalCode;
    product.kill('SIGTERM');
    const timer = setTimeout(() => product.kill('SIGKILL'), 20_000);
    const code = await productExited;
    clearTimeout(timer);
    return code;
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) process.exit(1);
    interrupted = true;
    console.error(`\n${signal}: stopping the benchmark…`);
    const running = [...children];
    for (const entry of running) entry.stop();
    // Lighthouse closes its Chromium on SIGINT; give it the time to.
    await Promise.race([
      Promise.all(running.map((entry) => entry.closed)),
      new Promise((done) => setTimeout(done, 15_000)),
    ]);
    await stopProduct();
    await rm(dataDir, { recursive: true, force: true });
    if (reportDir) await rm(reportDir, { recursive: true, force: true });
    process.exit(130);
  });
}

const rows = [];
let exitCode = 0;
try {
  const startedIn = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the product did not start within 180 s')), 180_000);
    const onData = (chunk) => {
      productLog += chunk;
      const match = productLog.match(/Patro is running \(started in ([\d.]+) s/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    product.stdout.on('data', onData);
    product.stderr.on('data', (chunk) => {
      productLog += chunk;
    });
    productExited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/start.mjs exited (${code}) before it was ready:\n${productLog}`));
    });
  });
  console.log(
    `Product started in ${startedIn.toFixed(2)} s (web ${webUrl}, API ${apiUrl}, DATA_DIR ${dataDir})\n`,
  );
  rows.push(['product start (empty DATA_DIR: migrate + seed)', `${startedIn.toFixed(2)} s`]);

  // ------------------------------------------------------------------------------------------
  // Server render time of the month page.

  const cold = await timedGet(webUrl + MONTH_PAGE);
  if (cold.status !== 200) throw new Error(`${MONTH_PAGE} answered ${cold.status}`);
  for (let i = 0; i < WARMUP; i++) {
    await timedGet(`${webUrl}/`);
    await timedGet(webUrl + MONTH_PAGE);
  }
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const sample = await timedGet(webUrl + MONTH_PAGE);
    if (sample.status !== 200) throw new Error(`${MONTH_PAGE} answered ${sample.status}`);
    samples.push(sample);
  }
  const totals = samples.map((s) => s.total).sort((a, b) => a - b);
  const heads = samples.map((s) => s.head).sort((a, b) => a - b);
  console.log(
    `${MONTH_PAGE}: cold ${ms(cold.total)}; warm (${REQUESTS} sequential after ${WARMUP} warm-ups) ` +
      `median ${ms(percentile(totals, 50))}, p95 ${ms(percentile(totals, 95))}, ` +
      `min ${ms(totals[0])}, max ${ms(totals[totals.length - 1])}; ${kb(samples[0].bytes)} gzipped HTML\n`,
  );
  rows.push([`SSR ${MONTH_PAGE}, first (cold) request`, `${ms(cold.total)} (head ${ms(cold.head)})`]);
  rows.push([
    `SSR ${MONTH_PAGE}, warm median / p95 (n=${REQUESTS})`,
    `${ms(percentile(totals, 50))} / ${ms(percentile(totals, 95))} (head ${ms(percentile(heads, 50))} / ${ms(percentile(heads, 95))})`,
  ]);
  rows.push([`HTML of ${MONTH_PAGE}, gzipped`, kb(samples[0].bytes)]);

  // ------------------------------------------------------------------------------------------
  // Load: many readers at once on a festival morning (ADR 082).

  const headers = { 'accept-encoding': 'gzip', 'user-agent': USER_AGENT };
  const served = await loadBoth({
    url: webUrl + MONTH_PAGE,
    connections: LOAD_CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    seconds: LOAD_TIMING_SECONDS,
    headers,
    serverPid: product.pid,
  });
  for (const [tool, result] of Object.entries(served)) {
    const summary = describe(result);
    console.log(
      `load ${MONTH_PAGE} (month URL served before), ${tool}, ${LOAD_CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${LOAD_TIMING_SECONDS} s: ${summary}`,
    );
    rows.push([
      `load ${LOAD_CONNECTIONS} conn × ${LOAD_TIMING_SECONDS} s, month served before, ${tool}`,
      summary,
    ]);
  }
  {
    // A month never asked for: its first render happens under the load.
    const result = await autocannon({
      url: webUrl + UNSEEN_MONTH_PAGE,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      headers,
    });
    const errors = result.errors + result.timeouts;
    const summary =
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms; ${result.requests.total} requests, ${errors} errors, ${result.non2xx} non-2xx`;
    console.log(
      `load ${UNSEEN_MONTH_PAGE} (month URL never seen before), autocannon, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s: ${summary}`,
    );
    rows.push([`load ${LOAD_CONNECTIONS} conn × ${LOAD_SECONDS} s, month never seen before`, summary]);
  }
  console.log();

  // `--load-only`: the render and load figures, without the Chromium measurements below.
  if (!LOAD_ONLY) {
    // ------------------------------------------------------------------------------------------
    // The home page's JavaScript, as Chromium loads it on this running product.

    const homeJs = await run(process.execPath, [
      path.join(webDir, 'scripts', 'measure-home-js.mjs'),
      '/',
      webUrl,
    ]);
    console.log('measure-home-js.mjs:');
    console.log(homeJs.stdout.trimEnd());
    const total = homeJs.stdout.match(/([\d.]+) KB gz\s+([\d.]+) KB\s+total JS for \S+ \((\d+) files\)/);
    if (homeJs.code !== 0 || !total) {
      console.log(homeJs.stderr.trimEnd());
      rows.push(['home JS, gzipped', `not measured (measure-home-js.mjs exited ${homeJs.code})`]);
      exitCode = 1;
    } else {
      rows.push(['home JS, gzipped (raw)', `${total[1]} KB (${total[2]} KB, ${total[3]} files)`]);
    }
    console.log();

    // ------------------------------------------------------------------------------------------
    // Main-thread blocking at load without Lighthouse (ADR 086): long tasks over 50 ms at 4× CPU
    // slowdown, summed as TBT sums them; the median of BENCH_BLOCKING_RUNS loads per page.

    const blocking = await run(
      process.execPath,
      [
        path.join(webDir, 'scripts', 'measure-blocking.mjs'),
        String(BLOCKING_RUNS),
        webUrl,
        ...LIGHTHOUSE_PAGES,
      ],
      { timeoutMs: 900_000 },
    );
    console.log('measure-blocking.mjs:');
    console.log(blocking.stdout.trimEnd());
    if (blocking.code !== 0) {
      console.log(blocking.stderr.trimEnd());
      rows.push([
        'blocking time at 4× CPU slowdown',
        `not measured (measure-blocking.mjs exited ${blocking.code})`,
      ]);
      exitCode = 1;
    }
    for (const match of blocking.stdout.matchAll(
      /^(\S+): blocking (\d+) ms \(median of \d+: ([^)]*)\), longest task (\d+) ms/gm,
    ))
      rows.push([
        `blocking time at 4× CPU slowdown ${match[1]}`,
        `${match[2]} ms (runs ${match[3]}; longest task ${match[4]} ms)`,
      ]);
    // Installable (ADR 140–148): Lighthouse 12 has no PWA category or installable-manifest audit any
    // more, so Chromium's own verdict over CDP (ADR 142).

    const installable = await run(process.execPath, [
      path.join(webDir, 'scripts', 'check-installable.mjs'),
      webUrl,
      '/',
    ]);
    console.log('check-installable.mjs:');
    console.log(installable.stdout.trimEnd());
    if (installable.code !== 0) {
      console.log(installable.stderr.trimEnd());
      exitCode = 1;
    }
    rows.push([
      'installable (Chromium, home)',
      installable.code === 0 ? 'yes: no installability errors, service worker in control' : 'NO (see above)',
    ]);
    console.log();

    // ------------------------------------------------------------------------------------------
    // Lighthouse, mobile, performance only.

    if (LH_RUNS > 0) {
      const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
      reportDir = await mkdtemp(path.join(os.tmpdir(), 'patro-web-bench-lighthouse-'));
      for (const page of LIGHTHOUSE_PAGES) {
        const reports = [];
        let failure = '';
        // Lighthouse with Debian's Chromium sometimes loses the trace (NO_NAVSTART); such a run is
        // tried again, up to twice per page.
        let retries = 2;
        for (let i = 0; i < LH_RUNS && !failure; i++) {
          const output = path.join(reportDir, `${page.replace(/\W+/g, '_')}-${i}.json`);
          const result = await run(
            process.execPath,
            [
              lighthouseCli,
              webUrl + page,
              '--only-categories=performance',
              '--form-factor=mobile',
              '--output=json',
              `--output-path=${output}`,
              `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
              '--quiet',
            ],
            { env: { ...process.env, CHROME_PATH }, timeoutMs: 240_000, stopSignal: 'SIGINT' },
          );
          if (result.code !== 0 && /NO_NAVSTART/.test(result.stderr) && retries > 0) {
            retries--;
            i--;
            continue;
          }
          if (result.code !== 0) {
            failure = `Lighthouse exited ${result.code}: ${result.stderr.trim().split('\n').slice(-5).join(' / ')}`;
            break;
          }
          const report = JSON.parse(await readFile(output, 'utf8'));
          if (report.runtimeError) {
            failure = `Lighthouse runtime error ${report.runtimeError.code}: ${report.runtimeError.message}`;
            break;
          }
          reports.push(report);
        }
        if (failure) {
          console.log(`Lighthouse ${page}: ${failure}\n`);
          rows.push([`Lighthouse mobile performance ${page}`, `not measured (${failure.split('\n')[0]})`]);
          exitCode = 1;
          continue;
        }
        printLighthouse(page, reports);
      }
    }
  }
} catch (error) {
  if (interrupted) await new Promise(() => {}); // the signal handler cleans up and exits
  console.error(`\nThe benchmark failed: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  if (interrupted) await new Promise(() => {});
  const code = await stopProduct();
  await rm(dataDir, { recursive: true, force: true });
  if (reportDir) await rm(reportDir, { recursive: true, force: true });
  if (code !== 0) {
    console.error(`scripts/start.mjs did not stop cleanly (exit ${code}):\n${productLog}`);
    exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// The table.

const width = Math.max(6, ...rows.map(([label]) => label.length));
console.log(`${'figure'.padEnd(width)}  value`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(40)}`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
console.log(
  `\n${machineLine()}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
agent.destroy();
process.exit(exitCode);

// ---------------------------------------------------------------------------------------------

/** Prints the median run of a page: score, metrics, top opportunities and diagnostics. */
function printLighthouse(page, reports) {
  const score = (report) => Math.round((report.categories.performance.score ?? 0) * 100);
  const sorted = [...reports].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const audits = median.audits;
  const metric = (id) => audits[id]?.displayValue ?? 'n/a';
  const metrics =
    `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
    `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`;
  console.log(
    `Lighthouse ${median.lighthouseVersion} ${page} (mobile, ${median.configSettings.throttlingMethod} throttling, ` +
      `benchmarkIndex ${median.environment?.benchmarkIndex}): scores ${reports.map(score).join(', ')}; median run: ${metrics}`,
  );
  for (const warning of median.runWarnings ?? []) console.log(`  warning: ${warning}`);

  // Opportunities and diagnostics that Lighthouse flags (score under 0.9), largest savings first.
  const refs = median.categories.performance.auditRefs.filter(
    (ref) => ref.group === 'insights' || ref.group === 'diagnostics',
  );
  const savings = (audit) => Math.max(0, ...Object.values(audit.metricSavings ?? {}).map(Number));
  const flagged = refs
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
    .sort((a, b) => savings(b) - savings(a) || a.score - b.score);
  for (const audit of flagged.slice(0, 6)) {
    const saved = Object.entries(audit.metricSavings ?? {})
      .filter(([, value]) => value > 0)
      .map(([name, value]) => `${name} −${Math.round(value)}${name === 'CLS' ? '' : ' ms'}`)
      .join(', ');
    console.log(
      `  - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${saved ? ` (${saved})` : ''}`,
    );
  }
  if (flagged.length === 0) console.log('  (no opportunity or diagnostic flagged)');
  const errored = refs.filter((ref) => audits[ref.id]?.scoreDisplayMode === 'error').map((ref) => ref.id);
  if (errored.length > 0) console.log(`  audits that errored: ${errored.join(', ')}`);
  console.log();
  rows.push([
    `Lighthouse mobile performance ${page}`,
    `${score(median)} (runs ${reports.map(score).join(', ')}; ${metrics})`,
  ]);
}
