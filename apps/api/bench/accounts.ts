/**
 * Accounts and personal-calendar latency (`npm run bench:accounts -w @patro/api`): the real app on
 * PGlite over HTTP, one request at a time, as a user feels it. Prints median and p95 of sign-up
 * (the 202, then with opening the mailed link),
 * sign-in (scrypt-bound on purpose), refresh, event create (a yearly BS birthday), the signed-in
 * month read with that event, and the iCalendar feed. Figures only — no assertions.
 */
import { startBenchApi } from './harness.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const { call, signUp, timed, report } = await startBenchApi();

for (let i = 0; i < ROUNDS; i++) {
  const email = `bench-${i}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  // Sign-up answers no sooner than its floor (the same time for every address; ADR 096).
  await timed('POST /users/signup (202)', () =>
    call('POST', '/users/signup', { full_name: 'Bench User', email: `first-${email}`, password }),
  );
  await timed('sign-up + mailed link (GET /user-verify)', () =>
    signUp({ fullName: 'Bench User', email, password }),
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

await report(`${ROUNDS} rounds, one request at a time, PGlite in memory`);
