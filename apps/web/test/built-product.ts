import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startApi } from '@patro/api';
import type { WebServer, WebServerOptions } from '../server/index';
import { freePort } from '../server/page-js';

/**
 * The BUILT product for tests that measure or exercise it (`npm test` builds before the unit
 * tests): the real API on a fresh PGlite directory, and the compiled web server (dist-server +
 * build/). Every start pushes its stop onto `stops` (run them in order in afterAll).
 */
export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const clientDir = path.join(webDir, 'build', 'client');

export type Stops = (() => Promise<unknown>)[];

export async function startTestApi(stops: Stops): Promise<{ url: string }> {
  for (const file of [
    'build/server/index.js',
    'build/client/islands-manifest.json',
    'dist-server/index.js',
  ]) {
    if (!existsSync(path.join(webDir, file)))
      throw new Error(`apps/web/${file} is missing: run \`npm run build\` at the repository root first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patro-web-test-'));
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
  return api;
}

export async function startBuiltWeb(
  stops: Stops,
  options: Omit<WebServerOptions, 'port' | 'host'>,
): Promise<WebServer> {
  const { startWebServer } = (await import(
    path.join(webDir, 'dist-server', 'index.js')
  )) as typeof import('../server/index');
  const web = await startWebServer({ port: 0, host: '127.0.0.1', ...options });
  stops.unshift(() => web.close());
  return web;
}
