// Starts only the web server (no API), for running the e2e suite before scripts/start.mjs exists:
//   E2E_WEB_COMMAND='node e2e/serve-web.mjs' npm test -w @patro/e2e
import { startWebServer } from '@patro/web/server';

const server = await startWebServer({
  port: Number(process.env.PORT ?? 3100),
  host: '127.0.0.1',
  apiUrl: process.env.API_URL ?? 'http://localhost:4100',
});
console.log(`web: ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close().then(() => process.exit(0)));
