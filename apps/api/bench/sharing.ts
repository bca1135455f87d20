/**
 * Shared and organisation calendars (`npm run bench:sharing -w @patro/api`): a reader who follows
 * five published school calendars (ten events each) and a family calendar; prints median and p95
 * of their signed-in month read, their calendar list, the public read by token, the people list,
 * an invitation, and the QR code. Figures only — no assertions.
 */
import { startBenchApi } from './harness.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const { call, signUp: signUpAndVerify, timed, report } = await startBenchApi();
const password = 'correct horse battery';
const signUp = async (name: string) => {
  const email = `${name}-${Date.now()}@example.com`;
  const session = await signUpAndVerify({ fullName: name, email, password });
  return { email, token: session.access_token };
};

const head = await signUp('head');
const reader = await signUp('reader');
const org = (await call('POST', '/api/v1/organizations', { name: 'Janata School' }, head.token)).organization;
const publicUrls: string[] = [];
const calendarIds: number[] = [];
for (let c = 0; c < 5; c++) {
  const calendar = (
    await call(
      'POST',
      `/api/v1/organizations/${org.id}/calendars`,
      { name: `Class ${c + 1}`, colour: '#1976d2' },
      head.token,
    )
  ).calendar;
  calendarIds.push(calendar.id);
  for (let e = 0; e < 10; e++) {
    await call(
      'POST',
      '/events',
      {
        calendar_id: calendar.id,
        title: `Event ${e}`,
        base: 'BS',
        date: `2083-06-${String(e + 1).padStart(2, '0')}`,
        all_day: true,
        repeat: { frequency: 'none' },
      },
      head.token,
    );
  }
  const published = await call(
    'POST',
    '/calendar/publish',
    { calendar_id: calendar.id, is_public: 1 },
    head.token,
  );
  publicUrls.push(published.public_url);
  await call('POST', `/api/v1/calendars/${calendar.id}/subscribe`, {}, reader.token);
}
const token = new URL(publicUrls[0]!).pathname.split('/').pop();

for (let i = 0; i < ROUNDS; i++) {
  await timed('GET /calendars month (5 subscriptions)', () =>
    call('GET', '/calendars?calendar_type=BS&year=2083&month=6', undefined, reader.token),
  );
  await timed('GET /users/calendars (reader)', () =>
    call('GET', '/users/calendars', undefined, reader.token),
  );
  await timed('GET /api/v1/public/calendar/{token}', () =>
    call('GET', `/api/v1/public/calendar/${token}?calendar_type=BS&year=2083&month=6`),
  );
  await timed('POST …/users/-/invite', () =>
    call(
      'POST',
      `/api/v1/calendars/${calendarIds[1]}/users/-/invite`,
      { email: `p${i}@example.com`, level: 'viewer' },
      head.token,
    ),
  );
  await timed('GET …/users (people list)', () =>
    call('GET', `/api/v1/calendars/${calendarIds[1]}/users?per_page=20`, undefined, head.token),
  );
  await timed('POST …/generate-qr (SVG + PNG)', () =>
    call(
      'POST',
      `/api/v1/calendars/${calendarIds[0]}/generate-qr?url=${encodeURIComponent(publicUrls[0]!)}`,
      {},
      head.token,
    ),
  );
}

await report(`${ROUNDS} rounds, one request at a time, PGlite in memory`);
