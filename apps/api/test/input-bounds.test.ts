import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { eventSeries } from '../src/db/schema.js';
import {
  MAX_CALENDARS_PER_ACCOUNT,
  MAX_EVENTS_PER_ACCOUNT,
  MAX_OCCURRENCES_PER_READ,
} from '../src/modules/events/limits.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, publishedAd, userWithCalendar } from './personal.js';
import { callAs, type TestUser } from './users.js';

const dailyEvent = (calendarId: number, title = 'Morning puja') => ({
  calendar_id: calendarId,
  title,
  base: 'AD',
  date: '2024-01-01',
  all_day: true,
  repeat: { frequency: 'daily' },
});

// ADR 090 and 093: what one account may store and one answer may hold; control characters.
describe.each(testDatabases())('bounded input on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('control characters are a 400 naming the field, never a 500', () => {
    const controls = ['\u0000', '\u0001', '\u001f', '\u007f'];

    it('in the sign-up name', async () => {
      for (const c of controls) {
        const response = await app.inject({
          method: 'POST',
          url: '/users/signup',
          payload: { full_name: `Sita${c}`, email: 'nul@example.com', password: 'long enough pass' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Invalid body: full_name: must not contain control characters');
      }
    });

    it('in a calendar name and in an event title, description and location', async () => {
      const { user, calendarId } = await userWithCalendar(app, database);
      const calendar = await call('POST', '/calendars/', user, { name: 'Fam\u0000ily', colour: '#d32f2f' });
      expect(calendar.statusCode).toBe(400);
      expect(calendar.json().message).toBe('Invalid body: name: must not contain control characters');
      for (const field of ['title', 'description', 'location']) {
        const response = await call('POST', '/events', user, {
          ...dailyEvent(calendarId),
          [field]: 'Puja\u0000 at home',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(`Invalid body: ${field}: must not contain control characters`);
      }
      // Line breaks and tabs in a description are text, not control characters to refuse.
      const multiline = await call('POST', '/events', user, {
        ...dailyEvent(calendarId),
        description: 'Bring:\n\tflowers\r\n\tsweets',
      });
      expect(multiline.statusCode).toBe(201);
    });

    it('in the outbox filter and in a path parameter', async () => {
      const outbox = await app.inject({ method: 'GET', url: '/dev/outbox?to=a%00b' });
      expect(outbox.statusCode).toBe(400);
      expect(outbox.json().message).toBe('Invalid querystring: to: must not contain control characters');
      const verify = await app.inject({ method: 'GET', url: '/user-verify/abc%00def' });
      expect(verify.statusCode).toBe(400);
    });
  });

  describe('what one account may store', () => {
    let user: TestUser;
    let calendarId: number;
    beforeAll(async () => {
      ({ user, calendarId } = await userWithCalendar(app, database));
    });

    it(`${MAX_CALENDARS_PER_ACCOUNT} calendars; one more is a 409 naming the limit`, async () => {
      for (let i = 1; i < MAX_CALENDARS_PER_ACCOUNT; i++) {
        const created = await call('POST', '/calendars/', user, { name: `Calendar ${i}`, colour: '#d32f2f' });
        expect(created.statusCode).toBe(201);
      }
      const over = await call('POST', '/calendars/', user, { name: 'One too many', colour: '#d32f2f' });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(
        `You have reached the limit of ${MAX_CALENDARS_PER_ACCOUNT} calendars per account`,
      );
    });

    it(`${MAX_EVENTS_PER_ACCOUNT} events; one more is a 409 naming the limit`, async () => {
      const first = await call('POST', '/events', user, dailyEvent(calendarId, 'Event 1'));
      expect(first.statusCode).toBe(201);
      const [row] = await database.db
        .select()
        .from(eventSeries)
        .where(eq(eventSeries.id, first.json().event.id));
      const { id: _id, ...copy } = row!;
      // Filled straight in the database: 1000 API calls would only slow the test down.
      await database.db
        .insert(eventSeries)
        .values(Array.from({ length: MAX_EVENTS_PER_ACCOUNT - 2 }, () => ({ ...copy, recurrence: null })));
      const last = await call('POST', '/events', user, dailyEvent(calendarId, 'The last one allowed'));
      expect(last.statusCode).toBe(201);
      const over = await call('POST', '/events', user, dailyEvent(calendarId, 'One too many'));
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(
        `You have reached the limit of ${MAX_EVENTS_PER_ACCOUNT} events per account`,
      );
    });
  });

  describe('what one answer may hold', () => {
    it(`a read that would list more than ${MAX_OCCURRENCES_PER_READ} of the reader's occurrences is a 400 naming the limit`, async () => {
      const { user, calendarId } = await userWithCalendar(app, database);
      for (let i = 0; i < 13; i++) {
        expect((await call('POST', '/events', user, dailyEvent(calendarId, `Daily ${i}`))).statusCode).toBe(
          201,
        );
      }
      // 13 daily events over 400 days: 5200 occurrences.
      const year = await call(
        'GET',
        '/calendars?calendar_type=AD&start_date=2024-01-01&end_date=2025-02-03',
        user,
      );
      expect(year.statusCode).toBe(400);
      expect(year.json().message).toContain(
        `more than ${MAX_OCCURRENCES_PER_READ} of your event occurrences`,
      );
      // A month of them is an ordinary read.
      const month = await call('GET', '/calendars?calendar_type=AD&year=2024&month=3', user);
      expect(month.statusCode).toBe(200);
      // Over 400 days is refused for everyone, naming the field.
      const long = await call('GET', '/calendars?calendar_type=AD&start_date=2024-01-01&end_date=2025-02-05');
      expect(long.json().message).toBe('Invalid querystring: end_date: a read covers at most 400 days');
    });
  });

  describe('the iCal feed of a full calendar', () => {
    it('lists BS-monthly events over a window that narrows with their number, keeping the next months', async () => {
      const { user, calendarId } = await userWithCalendar(app, database);
      const first = await call('POST', '/events', user, {
        calendar_id: calendarId,
        title: 'Purnima puja',
        base: 'BS',
        date: '2081-01-15',
        all_day: true,
        repeat: { frequency: 'monthly' },
      });
      expect(first.statusCode).toBe(201);
      const [row] = await database.db
        .select()
        .from(eventSeries)
        .where(eq(eventSeries.id, first.json().event.id));
      const { id: _id, ...copy } = row!;
      await database.db.insert(eventSeries).values(Array.from({ length: 199 }, () => copy));
      const mine = await call('GET', '/users/calendars', user);
      const feedPath = new URL(mine.json().data.calendars[0].ical_url).pathname;
      const feed = await app.inject({ method: 'GET', url: feedPath });
      expect(feed.statusCode).toBe(200);
      const events = feed.body.split('BEGIN:VEVENT').length - 1;
      // Over the whole window (a year back, ten ahead) these would be 200 × 132 = 26,400 VEVENTs.
      expect(events).toBeLessThan(200 * 30);
      // Mangsir 15 and Poush 15 of 2081, the next two after "today" (2081-07-15), are in it.
      const firstSeries = feed.body
        .split('BEGIN:VEVENT')
        .filter((e) => e.includes(`UID:${first.json().event.id}-`));
      expect(
        firstSeries.some((e) =>
          e.includes(`DTSTART;VALUE=DATE:${publishedAd.get('2081-08-15')!.replaceAll('-', '')}`),
        ),
      ).toBe(true);
      expect(
        firstSeries.some((e) =>
          e.includes(`DTSTART;VALUE=DATE:${publishedAd.get('2081-09-15')!.replaceAll('-', '')}`),
        ),
      ).toBe(true);
    });
  });
});
