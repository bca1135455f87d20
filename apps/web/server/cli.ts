/**
 * Stand-alone entry for the web server alone: `node apps/web/dist-server/cli.js`.
 * Reads PORT (3000), HOST (0.0.0.0), API_URL (http://localhost:API_PORT or 4000), PUBLIC_URL, BLOGS_URL.
 * The product launcher is scripts/start.mjs, which starts the API too.
 */
import { startWebServer } from './index.js';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}
const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
const server = await startWebServer({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  apiUrl,
  ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
});
console.log(`web: ${server.url} (API ${apiUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
