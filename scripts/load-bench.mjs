// The load half of the API and web benchmarks (ADR 161): one URL loaded by wrk and by
// autocannon in turn (same connections, warm-up, duration), each printed with p50/p99/max,
// req/s and timeouts, plus how long one fresh connection opened in the middle of the load waits
// for its first answer. Both load generators run as their own processes; on a machine with two
// or more CPUs they are pinned to the last CPU (taskset) and the caller pins the server to the
// first, so the server and its load do not share a core. Figures only, no assertions.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

/** Whether `taskset` can pin processes here (two CPUs at least and the command present). */
export function canPin() {
  return os.availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
}

/** `[command, args]` to run `command args` on one CPU when pinning is possible, else as is. */
export function pinned(cpu, command, args) {
  return canPin() ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

/** The CPU the load generators run on (the server gets CPU 0). */
export const LOAD_CPU = Math.max(1, os.availableParallelism() - 1);

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const [cmd, argv] = pinned(LOAD_CPU, command, args);
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `1.23ms`, `45.6us`, `2.01s` (wrk's units) in milliseconds. */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return value * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
}

function parseWrk(output) {
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output);
    return match ? wrkMs(match[1]) : Number.NaN;
  };
  const max = /^\s+Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output);
  const total = /(\d+) requests in/.exec(output);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    rps: rate ? Number(rate[1]) : Number.NaN,
    p50: percentile(50),
    p99: percentile(99),
    max: max ? wrkMs(max[1]) : Number.NaN,
    requests: total ? Number(total[1]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/**
 * Times one fresh connection's first answer: a new TCP connection (no keep-alive agent), the
 * request, and the response head. Milliseconds, or the error.
 */
export function freshConnectionMs(url, headers, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const start = performance.now();
    const request = http.get(url, { agent: false, headers }, (response) => {
      const ms = performance.now() - start;
      response.resume();
      response.on('end', () => resolve({ ms, status: response.statusCode }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ ms: performance.now() - start, error: error.message }));
  });
}

/**
 * CPU seconds a process has used (user + system, all its threads), from /proc on Linux; null
 * elsewhere. Divided by the requests served it gives the server's cost per request, a figure
 * that other work on a shared machine slows down but does not inflate the way it inflates latency.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Runs `load` and, halfway through, one fresh connection; both results. */
async function withProbe(seconds, url, headers, load) {
  const probe = new Promise((resolve) =>
    setTimeout(() => freshConnectionMs(url, headers).then(resolve), (seconds * 1000) / 2),
  );
  const [result, fresh] = await Promise.all([load(), probe]);
  return { ...result, fresh };
}

async function wrk(url, connections, seconds, headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  // wrk's own time-out is 2 s; a request slower than that is counted as a timeout, not a latency.
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--latency', ...headerArgs, url];
  const { code, stdout, stderr } = await run('wrk', args);
  if (code !== 0) throw new Error(`wrk exited ${code}: ${stderr || stdout}`);
  return parseWrk(stdout);
}

async function autocannon(url, connections, seconds, headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url];
  const { code, stdout, stderr } = await run(process.execPath, args);
  if (code !== 0) throw new Error(`autocannon exited ${code}: ${stderr}`);
  const result = JSON.parse(stdout);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    non2xx: result.non2xx,
  };
}

const ms = (value) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms` : 'n/a';

/** One line of figures. */
export function describe(result) {
  const fresh = result.fresh.error
    ? `fresh connection failed after ${ms(result.fresh.ms)} (${result.fresh.error})`
    : `fresh connection answered in ${ms(result.fresh.ms)}`;
  return (
    `${Math.round(result.rps)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}; ` +
    `${result.requests} requests, ${result.timeouts} timeouts, ${result.errors} errors, ${result.non2xx} non-2xx; ` +
    `${fresh}; ${result.cpuMsPerThousand === null ? '' : `server CPU ${result.cpuMsPerThousand.toFixed(0)} ms per 1000 requests `}(load average ${result.loadBefore} before, ${result.loadAfter} after)`
  );
}

/**
 * wrk, then autocannon, on `url`: each after its own `warmupSeconds` of the same load (not
 * counted), for `seconds`, with `connections` connections.
 */
export async function loadBoth({
  url,
  connections = 200,
  warmupSeconds = 5,
  seconds = 60,
  headers = {},
  serverPid,
}) {
  const results = {};
  for (const [name, tool] of [
    ['wrk', wrk],
    ['autocannon', autocannon],
  ]) {
    if (warmupSeconds > 0) await tool(url, connections, warmupSeconds, headers);
    const loadBefore = loadAverage();
    const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
    const result = await withProbe(seconds, url, headers, () => tool(url, connections, seconds, headers));
    const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
    const cpuMsPerThousand =
      cpuBefore === null || cpuAfter === null || result.requests === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1e6) / result.requests;
    results[name] = { ...result, cpuMsPerThousand, loadBefore, loadAfter: loadAverage() };
  }
  return results;
}

/** `--quick`: 2 s warm-up and 10 s loads instead of 5 s and 60 s. */
export function loadTiming(argv = process.argv) {
  return argv.includes('--quick') ? { warmupSeconds: 2, seconds: 10 } : { warmupSeconds: 5, seconds: 60 };
}

/** The machine line printed beside the figures. */
export function machineLine() {
  const pinning = canPin()
    ? `server pinned to CPU 0, wrk and autocannon to CPU ${LOAD_CPU} (taskset)`
    : 'not pinned (taskset or a second CPU missing)';
  return `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${pinning}`;
}
