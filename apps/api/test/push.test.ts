import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { pushDevices } from '../src/db/schema.js';
import { runDueReminders } from '../src/modules/reminders/service.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, kathmandu, userWithCalendar } from './personal.js';
import { registration, startTestPushService, type TestPushService } from './push-service.js';
import { callAs, insertTestUser, newSessionOf, type TestUser } from './users.js';

const device = registration;

describe.each(testDatabases())('web push on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let service: TestPushService;
  let owner: TestUser;
  let other: TestUser;
  let calendarId: number;
  const call = callAs(() => app);
  const devicesOf = (userId: string) =>
    database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));

  beforeAll(async () => {
    service = await startTestPushService();
    database = await open();
    app = await buildPersonalApp(database, { push: service.appPush });
    ({ user: owner, calendarId } = await userWithCalendar(app, database));
    other = await insertTestUser(app, database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await service?.close();
  });

  it('gives the browser one VAPID public key per database, the same after a restart', async () => {
    const first = await call('GET', '/push/vapid-public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await buildPersonalApp(database);
    const second = await again.inject({ method: 'GET', url: '/push/vapid-public-key' });
    await again.close();
    expect(second.json().publicKey).toBe(publicKey);
  });

  it('registers, re-registers, replaces and subscribes a device; a visitor gets 401', async () => {
    const sub = service.subscribe();
    expect((await call('POST', '/userfcm', undefined, device(sub, 'phone'))).statusCode).toBe(401);
    const registered = await call('POST', '/userfcm', owner, device(sub, 'phone'));
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().device).toEqual({
      uuid: 'phone',
      platform: 'web',
      osname: 'Android',
      osversion: '14',
      tz: 'Asia/Kathmandu',
      topics: [],
      morning_time: '06:00',
      lang: 'np',
    });
    // The subscription may also come as the JSON text the browser's toJSON() gives.
    const asText = {
      ...device(sub, 'phone'),
      fcm_token: JSON.stringify({ endpoint: sub.endpoint, keys: sub.keys }),
    };
    expect((await call('POST', '/userfcm', owner, asText)).statusCode).toBe(200);
    expect(await devicesOf(owner.id)).toHaveLength(1);

    const topics = await call('POST', '/register-webTopics', owner, {
      uuid: 'phone',
      topics: ['reminders', 'morning'],
    });
    expect(topics.statusCode, topics.body).toBe(200);
    expect(topics.json().device.topics).toEqual(['reminders', 'morning']);

    const renewed = service.subscribe();
    const replaced = await call('PUT', '/userfcm', owner, {
      user_id: owner.id,
      old_uuid: 'phone',
      uuid: 'phone-2',
      fcm_token: { endpoint: renewed.endpoint, keys: renewed.keys },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const rows = await devicesOf(owner.id);
    expect(rows.map((r) => [r.uuid, r.endpoint, r.topics])).toEqual([
      ['phone-2', renewed.endpoint, ['reminders', 'morning']],
    ]);
    const missing = await call('PUT', '/userfcm', owner, {
      old_uuid: 'phone',
      fcm_token: { endpoint: renewed.endpoint, keys: renewed.keys },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field', async () => {
    const sub = service.subscribe();
    const bad = async (change: Record<string, unknown>, field: string) => {
      const response = await call('POST', '/userfcm', owner, { ...device(sub, 'tablet'), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toContain(field);
    };
    await bad(
      { fcm_token: { endpoint: sub.endpoint.replace('https:', 'http:'), keys: sub.keys } },
      'fcm_token.endpoint',
    );
    await bad(
      { fcm_token: { endpoint: sub.endpoint, keys: { ...sub.keys, auth: 'short' } } },
      'fcm_token.keys.auth',
    );
    await bad(
      { fcm_token: { endpoint: sub.endpoint, keys: { ...sub.keys, p256dh: '+/+/' } } },
      'fcm_token.keys.p256dh',
    );
    await bad({ fcm_token: 'not json' }, 'fcm_token');
    // Only a push service: an account must not make the API post to any https address it names.
    for (const endpoint of [
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://push.example.com/a',
    ]) {
      await bad({ fcm_token: { endpoint, keys: sub.keys } }, 'fcm_token.endpoint');
    }
    await bad({ platform: 'ios' }, 'platform');
    await bad({ tz: 'Mars/Olympus' }, 'tz');
    await bad({ uuid: '' }, 'uuid');
    const topic = await call('POST', '/register-webTopics', owner, { uuid: 'phone-2', topics: ['lottery'] });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().message).toContain('topics');
    expect(await devicesOf(owner.id)).toHaveLength(1);
  });

  it("never touches another user's device", async () => {
    const before = JSON.stringify(await devicesOf(owner.id));
    const sub = service.subscribe();
    const replace = await call('PUT', '/userfcm', other, {
      old_uuid: 'phone-2',
      fcm_token: { endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(replace.statusCode).toBe(404);
    const asOwner = await call('PUT', '/userfcm', other, {
      user_id: owner.id,
      old_uuid: 'phone-2',
      fcm_token: { endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(asOwner.statusCode).toBe(403);
    expect(
      (await call('POST', '/register-webTopics', other, { uuid: 'phone-2', topics: [] })).statusCode,
    ).toBe(404);
    // The other user's logout naming the owner's device uuid unregisters only their own.
    expect((await call('POST', '/userfcm', other, device(sub, 'phone-2'))).statusCode).toBe(200);
    const otherSession = await newSessionOf(app, database.db, other);
    const logout = await app.inject({
      method: 'POST',
      url: '/users/logout',
      headers: { ...otherSession.headers, 'x-device-uuid': 'phone-2' },
    });
    expect(logout.statusCode).toBe(200);
    expect(await devicesOf(other.id)).toEqual([]);
    expect(JSON.stringify(await devicesOf(owner.id))).toBe(before);
  });

  it('delivers a due reminder to the devices subscribed to reminders, encrypted and VAPID-signed, each in its language', async () => {
    const event = await call('POST', '/events', owner, {
      calendar_id: calendarId,
      title: 'Dentist',
      base: 'AD',
      date: '2024-10-31',
      all_day: false,
      start_time: '10:00',
      repeat: { frequency: 'none' },
      event_type: 'meeting',
      reminders: [30],
    });
    expect(event.statusCode, event.body).toBe(201);
    // A second browser that chose only festival pushes gets no reminder.
    const laptop = service.subscribe();
    expect((await call('POST', '/userfcm', owner, device(laptop, 'laptop'))).statusCode).toBe(200);
    await call('POST', '/register-webTopics', owner, { uuid: 'laptop', topics: ['festivals'] });
    // The phone reads it in Nepali (the default), an English browser in English.
    const english = service.subscribe();
    expect(
      (await call('POST', '/userfcm', owner, device(english, 'tablet', { lang: 'en' }))).statusCode,
    ).toBe(200);
    await call('POST', '/register-webTopics', owner, { uuid: 'tablet', topics: ['reminders'] });
    const [phone] = await devicesOf(owner.id).then((rows) => rows.filter((r) => r.uuid === 'phone-2'));

    const delivered = await runDueReminders(database.db, app.mailer, kathmandu('2024-10-31T09:31:00'), {
      push: app.push,
    });
    expect(delivered).toBe(1);
    expect(service.problems).toEqual([]);
    expect(service.received).toEqual(
      expect.arrayContaining([
        {
          endpoint: phone!.endpoint,
          payload: {
            title: 'Dentist',
            message: 'बैठक आज १०:०० बजे',
            on_time: '2024-10-31T04:15:00.000Z',
            clickAction: '/calendar/bs/2081-07-15',
          },
          ttl: '86400',
          audience: service.origin,
        },
        {
          endpoint: english.endpoint,
          payload: {
            title: 'Dentist',
            message: 'Meeting today at 10:00',
            on_time: '2024-10-31T04:15:00.000Z',
            clickAction: '/calendar/bs/2081-07-15',
          },
          ttl: '86400',
          audience: service.origin,
        },
      ]),
    );
    expect(service.received).toHaveLength(2);
    // The tablet leaves again: the tests below count the other devices.
    await database.db.delete(pushDevices).where(eq(pushDevices.uuid, 'tablet'));
  });

  it('forgets a subscription the push service answers 410 Gone', async () => {
    const gone = service.subscribe(410);
    expect((await call('POST', '/userfcm', other, device(gone, 'old-browser'))).statusCode).toBe(200);
    const result = await app.push.sendToUser(other.id, {
      title: 'Tihar',
      message: 'Laxmi Puja today',
      on_time: '2024-11-01T00:00:00.000Z',
      clickAction: '/calendar/bs/2081-07-16',
    });
    expect(result).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await devicesOf(other.id)).toEqual([]);
  });

  it('logout with the device uuid in the body unregisters that browser', async () => {
    const sub = service.subscribe();
    expect((await call('POST', '/userfcm', owner, device(sub, 'kiosk'))).statusCode).toBe(200);
    const kiosk = await newSessionOf(app, database.db, owner);
    const logout = await call('POST', '/users/logout', kiosk, { uuid: 'kiosk' });
    expect(logout.statusCode).toBe(200);
    expect((await devicesOf(owner.id)).map((r) => r.uuid).sort()).toEqual(['laptop', 'phone-2']);
    // Old clients that send no uuid still just sign out.
    expect((await call('POST', '/users/logout', undefined, {})).statusCode).toBe(200);
  });
});
