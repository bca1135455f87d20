// The API alone, configured from the environment like `npm start`'s API process, for benchmarks
// that load it from another process or kill it (bench/hardening.ts).
import { loadConfig } from '../src/config.js';
import { startApi } from '../src/server.js';

const api = await startApi(loadConfig());
process.stdout.write(`listening ${api.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.close().then(() => process.exit(0));
  });
}
