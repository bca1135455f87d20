/**
 * Payments under load (`npm run bench:payments -w @patro/api`): 100 buyers at once on PostgreSQL
 * create an order for the annual package (the order row, then Khalti's initiate on the local
 * stand-in over HTTP, through the guarded outbound module), pay on the stand-in, and come back at
 * the same moment: the return is checked with the gateway (lookup) and granted once. Prints the
 * p50 and p95 of order creation and of verification. Figures only — no assertions.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server where a
 * fresh database is made and dropped; BENCH_BUYERS (default 100); stand-in port 4014.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { packages as packagesTable, refreshTokens, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed.js';
import { createPaymentGateways } from '../src/modules/payments/gateways/index.js';
import { outboundGatewayFetch } from '../src/modules/payments/outbound.js';
import { KHALTI_STANDIN_SECRET_KEY } from '../src/modules/payments/standins/credentials.js';
import { buildKhaltiStandIn } from '../src/modules/payments/standins/index.js';
import { configureOutbound } from '../src/security/outbound.js';
import { setRateLimitFactor } from '../src/security/rate-limit.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const PORT = 4014;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `patro_bench_pay_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
const standIn = buildKhaltiStandIn({ publicUrl: `http://127.0.0.1:${PORT}` });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const line = (label: string, ms: number[]) =>
  console.log(
    `${label.padEnd(40)} n=${ms.length}  p50 ${percentile(ms, 50).toFixed(1)} ms  p95 ${percentile(ms, 95).toFixed(1)} ms`,
  );

try {
  await seedDatabase(database.db);
  await standIn.listen({ port: PORT, host: '127.0.0.1' });
  configureOutbound({ allow: [`127.0.0.1:${PORT}`] });
  setRateLimitFactor(1000);
  const gateways = createPaymentGateways(
    {
      esewa: undefined,
      khalti: {
        apiUrl: `http://127.0.0.1:${PORT}/api/v2`,
        secretKey: KHALTI_STANDIN_SECRET_KEY,
        websiteUrl: 'http://localhost:3000',
        standIn: true,
      },
    },
    { production: false, fetch: outboundGatewayFetch() },
  );
  const app = await buildApp({ database, webOrigin: 'http://localhost:3000', payments: { gateways } });
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const id = randomUUID();
      const email = `buyer-${i}-${id.slice(0, 6)}@example.com`;
      await database.db
        .insert(users)
        .values({ id, email, fullName: `Buyer ${i}`, emailVerifiedAt: new Date() });
      const sessionId = randomUUID();
      await database.db.insert(refreshTokens).values({
        userId: id,
        familyId: sessionId,
        tokenHash: `bench-${sessionId}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      return { authorization: `Bearer ${await app.accessTokens.sign({ id, email, roles: [], sessionId })}` };
    }),
  );
  const packages = (await app.inject({ method: 'GET', url: '/api/packages' })).json().data;
  const annual = packages.find((p: { type: string }) => p.type === 'annual');
  // The seed sets no price (ADR 181); the bench's own, as an operator would set it.
  await database.db.update(packagesTable).set({ pricePaisa: 50_000 }).where(eq(packagesTable.id, annual.id));

  const created: { orderId: string; paymentUrl: string; headers: { authorization: string } }[] = [];
  const orderMs: number[] = [];
  await Promise.all(
    buyers.map(async (headers) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/subscription/orders',
        headers,
        payload: { package_id: annual.id, gateway: 'khalti' },
      });
      orderMs.push(performance.now() - started);
      if (answer.statusCode !== 201) throw new Error(`order: ${answer.statusCode} ${answer.body}`);
      const data = answer.json().data;
      created.push({ orderId: data.order_id, paymentUrl: data.redirect_url, headers });
    }),
  );
  // Each buyer pays on the stand-in (not timed): the payment page, then "success".
  const returns = new Map<string, Record<string, string>>();
  for (const { orderId, paymentUrl } of created) {
    const page = await (await fetch(paymentUrl)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const paid = await fetch(new URL(action, paymentUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=success',
      redirect: 'manual',
    });
    returns.set(orderId, Object.fromEntries(new URL(paid.headers.get('location') ?? '').searchParams));
  }
  const verifyMs: number[] = [];
  let completed = 0;
  const outcomes = new Map<string, number>();
  const byOrder = new Map(created.map((c) => [c.orderId, c.headers]));
  await Promise.all(
    [...returns].map(async ([orderId, query]) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `/subscription/orders/${orderId}/return`,
        headers: byOrder.get(orderId),
        payload: { gateway: 'khalti', query },
      });
      verifyMs.push(performance.now() - started);
      const outcome = answer.json().data?.status ?? `${answer.statusCode} ${answer.json().code}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (outcome === 'completed') completed++;
    }),
  );
  console.log(
    `\nPayments, ${BUYERS} concurrent buyers, PostgreSQL, Khalti stand-in over HTTP (${new Date().toISOString()}, Node ${process.version})`,
  );
  line('order creation (row + Khalti initiate)', orderMs);
  line('verification (lookup + grant once)', verifyMs);
  console.log(`completed and granted: ${completed}/${BUYERS}`, Object.fromEntries(outcomes));
  await app.close();
} finally {
  await standIn.close();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
