/**
 * Stand-alone entry for the web server alone: `node apps/web/dist-server/cli.js`.
 * Settings come from the environment through server/config.ts (README, "Configuration").
 * The product launcher is scripts/start.mjs, which starts the API too.
 */
import { loadWebConfig, startWebServer, WebConfigError, webServerOptions } from './index.js';

let config: ReturnType<typeof loadWebConfig>;
try {
  config = loadWebConfig(process.env);
} catch (error) {
  if (!(error instanceof WebConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const server = await startWebServer(webServerOptions(config));
console.log(`web: ${server.url} (API ${config.apiUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
