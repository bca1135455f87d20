// The built product for the measuring scripts: the given web URL, or the API and the web server
// started here on an empty temporary PGlite directory. `stops` gets what to run at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, startApi } from '@patro/api';
import { startWebServer } from '../dist-server/index.js';
import { freePort } from '../dist-server/page-js.js';

export async function builtProductUrl(webUrl, stops) {
  if (webUrl) return webUrl;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'patro-measure-'));
  stops.push(() => rm(dataDir, { recursive: true, force: true }));
  const apiPort = String(await freePort());
  const api = await startApi(
    loadConfig({ API_PORT: apiPort, DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' }),
  );
  stops.unshift(() => api.close());
  const web = await startWebServer({ port: 0, host: '127.0.0.1', apiUrl: api.url });
  stops.unshift(() => web.close());
  return web.url;
}
