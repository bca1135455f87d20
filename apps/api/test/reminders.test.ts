import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { mailOutbox, reminderDeliveries, userNotifications } from '../src/db/schema.js';
import { runDueReminders } from '../src/modules/reminders/service.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, kathmandu, userWithCalendar } from './personal.js';
import { insertTestUser, type TestUser } from './users.js';

describe.each(testDatabases())('reminders on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestUser;
  let other: TestUser;
  let calendarId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database);
    ({ user: owner, calendarId } = await userWithCalendar(app, database, { email: 'owner@example.com' }));
    other = await insertTestUser(app, database.db);
    const post = async (payload: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/events',
        headers: owner.headers,
        payload: { calendar_id: calendarId, ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // Kartik 16 2081 = 1 November 2024: a birthday, reminded the day before and at 00:00 Kathmandu.
    await post({
      title: 'Dai’s birthday',
      base: 'BS',
      date: '2050-07-16',
      all_day: true,
      repeat: { frequency: 'yearly' },
      event_type: 'birthday',
      reminders: [0, 1440],
    });
    // A meeting at 10:00 Kathmandu, reminded 30 minutes before.
    await post({
      title: 'Dentist',
      base: 'AD',
      date: '2024-10-31',
      all_day: false,
      start_time: '10:00',
      repeat: { frequency: 'none' },
      event_type: 'meeting',
      reminders: [30],
      location: 'Lalitpur',
    });
    // 09:00 in New York on the morning daylight saving ends there (EST, UTC−5, from 06:00 UTC).
    await post({
      title: 'Call home',
      base: 'AD',
      date: '2024-11-03',
      all_day: false,
      start_time: '09:00',
      repeat: { frequency: 'none' },
      reminders: [0],
      time_zone: 'America/New_York',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const notifications = () =>
    database.db.select().from(userNotifications).where(eq(userNotifications.userId, owner.id));
  const mailsAbout = async (title: string) =>
    (
      await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `Reminder: ${title}`))
    ).length;

  it('delivers a timed reminder at its time, in the app and by mail, once; a restart never sends stale ones', async () => {
    // At 09:31 the dentist's 09:30 reminder is due; the birthday's day-before reminder (00:00 on
    // the 31st) is more than an hour old, so it is not sent late.
    expect(await runDueReminders(database.db, app.mailer, kathmandu('2024-10-31T09:29:00'))).toBe(0);
    expect(await runDueReminders(database.db, app.mailer, kathmandu('2024-10-31T09:31:00'))).toBe(1);
    expect(await runDueReminders(database.db, app.mailer, kathmandu('2024-10-31T09:32:00'))).toBe(0);
    const [dentist] = await notifications();
    expect(dentist).toMatchObject({
      title: 'Dentist',
      message: 'Meeting today at 10:00',
      messageNp: 'बैठक आज १०:०० बजे',
      clickAction: '/calendar/bs/2081-07-15',
      readAt: null,
    });
    expect(dentist!.onTime.toISOString()).toBe('2024-10-31T04:15:00.000Z');
    expect(await mailsAbout('Dentist')).toBe(1);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Reminder: Dentist'));
    expect(mail!.to).toBe('owner@example.com');
    expect(mail!.text).toContain('Lalitpur');
    // No reader language on the account yet: the mail says it in both, Nepali first.
    expect(mail!.text).toContain('बैठक आज १०:०० बजे\nMeeting today at 10:00');
    expect(mail!.links).toEqual(['http://localhost:3000/calendar/bs/2081-07-15']);
  });

  it('two concurrent runs deliver each due reminder exactly once', async () => {
    const midnight = kathmandu('2024-11-01T00:00:30');
    const results = await Promise.all([
      runDueReminders(database.db, app.mailer, midnight),
      runDueReminders(database.db, app.mailer, midnight),
      runDueReminders(database.db, app.mailer, midnight),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const birthday = (await notifications()).filter((n) => n.title === 'Dai’s birthday');
    expect(birthday).toHaveLength(1);
    expect(birthday[0]).toMatchObject({ message: 'Birthday today', clickAction: '/calendar/bs/2081-07-16' });
    expect(birthday[0]!.onTime.toISOString()).toBe('2024-10-31T18:15:00.000Z');
    expect(await mailsAbout('Dai’s birthday')).toBe(1);
    const claims = await database.db.select().from(reminderDeliveries);
    expect(claims.map((c) => [c.occurrenceDate, c.offsetMinutes]).sort()).toEqual([
      ['2024-10-31', 30],
      ['2081-07-16', 0],
    ]);
  });

  it('times in other zones follow that zone’s rules (New York after daylight saving ends)', async () => {
    expect(await runDueReminders(database.db, app.mailer, Date.parse('2024-11-03T13:59:00Z'))).toBe(0);
    expect(await runDueReminders(database.db, app.mailer, Date.parse('2024-11-03T14:00:30Z'))).toBe(1);
    const call = (await notifications()).find((n) => n.title === 'Call home')!;
    expect(call.onTime.toISOString()).toBe('2024-11-03T14:00:00.000Z');
  });

  it('GET /notifications lists the user’s own newest first; POST /notifications/read marks them read', async () => {
    expect((await app.inject({ url: '/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/notifications/read' })).statusCode).toBe(401);
    const others = await app.inject({ url: '/notifications', headers: other.headers });
    expect(others.json().data).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: '/notifications/read', headers: other.headers })).json().count,
    ).toBe(0);

    const mine = await app.inject({ url: '/notifications', headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const list = mine.json().data as {
      title: string;
      message: string;
      read: boolean;
      on_time: string;
      clickAction: string;
    }[];
    expect(list.map((n) => n.title)).toEqual(['Call home', 'Dai’s birthday', 'Dentist']);
    // In the reader's language: Nepali unless the page asks for English.
    expect(list.at(-1)?.message).toBe('बैठक आज १०:०० बजे');
    const english = await app.inject({ url: '/notifications?lang=en', headers: owner.headers });
    expect(english.json().data.at(-1).message).toBe('Meeting today at 10:00');
    const bad = await app.inject({ url: '/notifications?lang=fr', headers: owner.headers });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('lang')]);
    expect(list.every((n) => !n.read)).toBe(true);
    const read = await app.inject({ method: 'POST', url: '/notifications/read', headers: owner.headers });
    expect(read.json()).toMatchObject({ count: 3 });
    const after = await app.inject({ url: '/notifications', headers: owner.headers });
    expect(after.json().data.every((n: { read: boolean }) => n.read)).toBe(true);
  });
});
