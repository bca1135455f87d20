import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startApi } from '@patro/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, measurePageJs } from '../server/page-js';

// Issue 11: the home page's JavaScript stays within 100 KB gzipped on a cheap phone. Measured on
// the BUILT product (`npm test` builds before the unit tests) in Chromium, with real data from
// the API, so the islands the page really hydrates are counted.
const BUDGET_BYTES = 100 * 1024;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(webDir, 'build', 'client');

let stops: (() => Promise<unknown>)[] = [];
let webUrl = '';

beforeAll(async () => {
  for (const file of [
    'build/server/index.js',
    'build/client/islands-manifest.json',
    'dist-server/index.js',
  ]) {
    if (!existsSync(path.join(webDir, file)))
      throw new Error(`apps/web/${file} is missing: run \`npm run build\` at the repository root first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patro-js-budget-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const api = await startApi(
    loadConfig({
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
  );
  stops.unshift(() => api.close());
  // The built server (dist-server), as `npm start` runs it.
  const serverModule = path.join(webDir, 'dist-server', 'index.js');
  const { startWebServer } = (await import(serverModule)) as typeof import('../server/index');
  const web = await startWebServer({ port: 0, host: '127.0.0.1', apiUrl: api.url });
  stops.unshift(() => web.close());
  webUrl = web.url;
}, 120_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

it('home page JavaScript is at most 100 KB gzipped', async () => {
  const js = await measurePageJs(`${webUrl}/`, clientDir);
  const list = js.files.map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${f.url}`).join('\n');
  // The page is live with React islands: the runtime and the month grid's island are among them.
  expect(js.files.some((f) => f.url.includes('/islands-'))).toBe(true);
  expect(js.files.some((f) => f.url.includes('month.island'))).toBe(true);
  expect(js.gzip, `home JS ${(js.gzip / 1024).toFixed(1)} KB gzipped:\n${list}`).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );
}, 60_000);
