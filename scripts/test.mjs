#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests, build, end-to-end tests — every tier, in
// order, and a non-zero exit if anything fails. Set TEST_DATABASE_URL to also run the API
// suite against PostgreSQL. Pass `--skip-e2e` for a quick run without the browser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const skipE2e = process.argv.includes('--skip-e2e');
const reports = mkdtempSync(path.join(tmpdir(), 'patro-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const results = [];
let passed = 0;
let failed = 0;
let flaky = 0;

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = child.status === 0;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const typecheckOk = run('typecheck', 'npx', ['tsc', '-b']);
if (!typecheckOk) failed++;
if (!run('lint', 'npx', ['biome', 'ci', '.'])) failed++;

// The build comes before the unit and API tests: the launcher test runs the built product.
const built = typecheckOk && run('build', 'npm', ['run', 'build', '-w', '@patro/web']);
if (!built) failed++;

const vitestOk = run('unit + API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (!vitestOk && !(vitest?.numFailedTests > 0)) failed++; // the run itself broke

if (!skipE2e) {
  if (!built) {
    results.push({ name: 'end-to-end tests (not run: build failed)', ok: false, seconds: 0 });
  } else {
    const e2eOk = run(
      'end-to-end tests',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      },
    );
    const e2e = readJson(playwrightReport);
    if (e2e?.stats) {
      // A flaky test (failed, then passed on retry) is a failing test: it counts as failed and
      // fails the run, whatever Playwright's own exit code says.
      flaky = e2e.stats.flaky;
      passed += e2e.stats.expected;
      failed += e2e.stats.unexpected + flaky;
      if (flaky > 0) {
        const e2eResult = results.at(-1);
        e2eResult.ok = false;
        e2eResult.name += ` (${flaky} flaky, counted as failed)`;
      }
    }
    if (!e2eOk && !(e2e?.stats?.unexpected > 0)) failed++;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log('\n━━ Summary');
for (const result of results) {
  console.log(`  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
}
console.log(`\n${passed} passed, ${failed} failed${flaky > 0 ? ` (${flaky} flaky counted as failed)` : ''}`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
