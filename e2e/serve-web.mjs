// Starts only the web server (no API), for running the e2e suite before scripts/start.mjs exists:
//   E2E_WEB_COMMAND='node e2e/serve-web.mjs' npm test -w @patro/e2e
import { loadWebConfig, startWebServer, webServerOptions } from '@patro/web/server';

const config = loadWebConfig({
  PORT: '3100',
  API_URL: 'http://localhost:4100',
  HOST: '127.0.0.1',
  ...process.env,
});
const server = await startWebServer(webServerOptions(config));
console.log(`web: ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close().then(() => process.exit(0)));
