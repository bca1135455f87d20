import { afterAll, beforeAll, expect, it } from 'vitest';
import { measurePageJs } from '../server/page-js';
import { clientDir, type Stops, startBuiltWeb, startTestApi } from './built-product';

// ADR 086: the home page's JavaScript stays within 100 KB gzipped on a cheap phone. Measured on
// the BUILT product in Chromium, with real data from the API, so the islands the page really
// hydrates are counted.
const BUDGET_BYTES = 100 * 1024;

const stops: Stops = [];
let webUrl = '';

beforeAll(async () => {
  const api = await startTestApi(stops);
  webUrl = (await startBuiltWeb(stops, { apiUrl: api.url })).url;
}, 120_000);

afterAll(async () => {
  for (const stop of stops) await stop();
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
