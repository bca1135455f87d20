/**
 * Accounts and personal-calendar latency (`npm run bench:accounts -w @patro/api`): the real app on
 * PGlite over HTTP, one request at a time, as a user feels it. Prints median and p95 of sign-up,
 * sign-in (scrypt-bound on purpose), refresh, event create (a yearly BS birthday), the signed-in
 * month read with that event, and the iCalendar feed. Figures only — no assertions.
 */
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const database = await openDatabase({ memory: true });
await seedDatabase(database.db);
// Sign-ups and sign-ins come from one address here; the rate limits would refuse most of them.
const app = await buildApp({ database, webOrigin: 'http://localhost:3000', logger: false, trustProxy: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

let client = 0;
async function call(method: string, path: string, body?: unknown, token?: string) {
  client += 1;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.9.${client >> 8}.${client & 255}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text.startsWith('{') ? JSON.parse(text) : text;
}

const samples = new Map<string, number[]>();
async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  const list = samples.get(name) ?? [];
  list.push(performance.now() - start);
  samples.set(name, list);
  return result;
}

for (let i = 0; i < ROUNDS; i++) {
  const email = `bench-${i}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await timed('POST /users/signup', () =>
    call('POST', '/users/signup', { full_name: 'Bench User', email, password }),
  );
  const session = await timed('POST /users/login', () =>
    call('POST', '/users/login', { username: email, password }),
  );
  const renewed = await timed('POST /users/refresh-token', () =>
    call('POST', '/users/refresh-token', { username: email, refresh_token: session.refresh_token }),
  );
  const token: string = renewed.access_token;
  const calendars = await call('GET', '/users/calendars', undefined, token);
  const calendarId: number = calendars.data.calendars[0].id;
  await timed('POST /events (yearly BS birthday)', () =>
    call(
      'POST',
      '/events',
      {
        calendar_id: calendarId,
        title: 'Aama birthday',
        base: 'BS',
        date: '2081-06-12',
        all_day: true,
        repeat: { frequency: 'yearly' },
        event_type: 'birthday',
        reminders: [1440],
      },
      token,
    ),
  );
  await timed('GET /calendars month, signed in', () =>
    call('GET', '/calendars?calendar_type=BS&year=2083&month=6', undefined, token),
  );
  const owned = await call('GET', '/users/calendars', undefined, token);
  const feed = new URL(owned.data.calendars[0].ical_url).pathname;
  await timed('GET /ical/{token}.ics', () => call('GET', feed));
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`${ROUNDS} rounds, one request at a time, PGlite in memory\n`);
for (const [name, list] of samples) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} median ${quantile(sorted, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(sorted, 0.95).toFixed(1).padStart(7)} ms`,
  );
}

await app.close();
await database.close();
