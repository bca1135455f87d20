/**
 * How long loading the shipped market history takes on an in-memory PGlite: a fresh database
 * (every test database and a first start) and a restart (every row already held).
 * Run: npx tsx scripts/bench-market-seed.ts (from apps/api).
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.js';
import { seedMarketHistory } from '../src/modules/markets/shipped.js';

const database = await openDatabase({ memory: true });
for (const run of ['fresh database', 'restart (all rows held)']) {
  const start = performance.now();
  await seedMarketHistory(database.db);
  console.log(`${run}: ${(performance.now() - start).toFixed(0)} ms`);
}
await database.close();
