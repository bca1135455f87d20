/**
 * The scheduled and event pushes (ADR 146–148) against the local push service, which
 * verifies VAPID and decrypts every message: push settings on the device, the morning push at the
 * device's own time, the festival alert the evening before, the new-event push through the job
 * engine, and the fan-out's claims, batches, gone subscriptions and retries.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { calendarShares, calendars, pushDeliveries, pushDevices } from '../src/db/schema.js';
import { type JobQueueSlot, startJobEngine } from '../src/jobs/engine.js';
import { loadDefaultCalendars } from '../src/modules/calendar/repository.js';
import {
  type DailyRunOptions,
  pushJobs,
  runFestivalAlerts,
  runMorningPushes,
} from '../src/modules/push/jobs.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, kathmandu, publishedByAd, userWithCalendar } from './personal.js';
import {
  registration,
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from './push-service.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

const device = registration;

const quiet = { info() {}, error() {} };
/** Jobs run on the engine's own polling: wait up to 90 s, looking every 100 ms. */
const slowly = { timeout: 90_000, interval: 100 };

describe.each(testDatabases())('scheduled pushes on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let service: TestPushService;
  let owner: TestUser;
  let other: TestUser;
  let calendarId: number;
  let daily: DailyRunOptions;
  const call = callAs(() => app);
  /** What the push service received (decrypted), for these endpoints only, in arrival order. */
  const receivedBy = (...subs: TestSubscription[]) =>
    service.received.filter((r) => subs.some((s) => s.endpoint === r.endpoint)).map((r) => r.payload);
  const register = async (
    user: TestUser,
    sub: TestSubscription,
    uuid: string,
    topics: string[],
    extra = {},
  ) => {
    const registered = await call('POST', '/userfcm', user, device(sub, uuid, extra));
    expect(registered.statusCode, registered.body).toBe(200);
    const chosen = await call('POST', '/register-webTopics', user, { uuid, topics });
    expect(chosen.statusCode, chosen.body).toBe(200);
  };

  beforeAll(async () => {
    service = await startTestPushService();
    database = await open();
    app = await buildPersonalApp(database, { push: service.appPush });
    ({ user: owner, calendarId } = await userWithCalendar(app, database));
    other = await insertTestUser(app, database.db);
    daily = {
      db: database.db,
      transport: app.push.transport,
      defaults: () => loadDefaultCalendars(database.db),
      // Small batches so a run pages through several.
      batchSize: 2,
      concurrency: 2,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await service?.close();
  });

  it('keeps morning_time and lang on the device, shows them to their owner only, 400s bad values', async () => {
    const sub = service.subscribe();
    const registered = await call('POST', '/userfcm', owner, device(sub, 'settings', { lang: 'en' }));
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().device).toMatchObject({ morning_time: '06:00', lang: 'en', topics: [] });
    const chosen = await call('POST', '/register-webTopics', owner, {
      uuid: 'settings',
      topics: ['morning', 'organizations'],
      morning_time: '05:45',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // A renewed subscription keeps the settings it does not name.
    const renewed = service.subscribe();
    const replaced = await call('PUT', '/userfcm', owner, {
      old_uuid: 'settings',
      fcm_token: { endpoint: renewed.endpoint, keys: renewed.keys },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const shown = await call('GET', '/userfcm/settings', owner);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().device).toEqual({
      uuid: 'settings',
      platform: 'web',
      osname: 'Android',
      osversion: '14',
      tz: 'Asia/Kathmandu',
      topics: ['morning', 'organizations'],
      morning_time: '05:45',
      lang: 'en',
    });
    expect((await call('GET', '/userfcm/settings', other)).statusCode).toBe(404);
    expect((await call('GET', '/userfcm/settings', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/userfcm/nobody', owner)).statusCode).toBe(404);

    for (const [change, field] of [
      [{ morning_time: '6:00' }, 'morning_time'],
      [{ morning_time: '24:00' }, 'morning_time'],
      [{ lang: 'fr' }, 'lang'],
    ] as const) {
      const bad = await call('POST', '/userfcm', owner, device(sub, 'settings', change));
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      expect(bad.json().message).toContain(field);
      const badTopics = await call('POST', '/register-webTopics', owner, {
        uuid: 'settings',
        topics: [],
        ...change,
      });
      expect(badTopics.statusCode).toBe(400);
      expect(badTopics.json().message).toContain(field);
    }
    expect((await call('GET', '/userfcm/settings', owner)).json().device.morning_time).toBe('05:45');
    await database.db
      .delete(pushDevices)
      .where(and(eq(pushDevices.userId, owner.id), eq(pushDevices.uuid, 'settings')));
  });

  it('sends the morning push at the time each device chose in its zone, once, in its language', async () => {
    const nepali = service.subscribe();
    const english = service.subscribe();
    const london = service.subscribe();
    const festivalsOnly = service.subscribe();
    await register(owner, nepali, 'np-phone', ['morning']);
    await register(owner, english, 'en-laptop', ['morning', 'reminders'], {
      lang: 'en',
      morning_time: '07:30',
    });
    await register(other, london, 'london', ['morning'], { lang: 'en', tz: 'Europe/London' });
    await register(other, festivalsOnly, 'no-morning', ['festivals']);
    const all = [nepali, english, london, festivalsOnly];

    expect((await runMorningPushes(kathmandu('2024-10-31T05:59:00'), daily)).sent).toBe(0);
    // Two runs at once (two API processes): one push per device.
    const [a, b] = await Promise.all([
      runMorningPushes(kathmandu('2024-10-31T06:00:00'), daily),
      runMorningPushes(kathmandu('2024-10-31T06:00:00'), daily),
    ]);
    expect(a.sent + b.sent).toBe(1);
    expect((await runMorningPushes(kathmandu('2024-10-31T06:01:00'), daily)).sent).toBe(0);
    expect(receivedBy(...all)).toHaveLength(1);

    // Thursday BS 2081-07-15 = AD 2024-10-31: Krishna Chaturdashi, Laxmi Puja, a public holiday.
    const day = publishedByAd.get('2024-10-31')!;
    expect([day.bs, day.tithi_np, day.paksha, day.holiday]).toEqual([
      '2081-07-15',
      'चतुर्दशी',
      'krishna',
      true,
    ]);
    expect(day.events?.map((e) => e.en)).toContain('Laxmi Puja');
    const [morning] = receivedBy(nepali) as { title: string; message: string; clickAction: string }[];
    expect(morning).toEqual({
      title: 'बिहीबार, २०८१ कार्तिक १५',
      message: expect.stringContaining(`कृष्ण ${day.tithi_np}`),
      on_time: '2024-10-30T18:15:00.000Z',
      clickAction: `/calendar/bs/${day.bs}`,
    });
    expect(morning!.message).toContain('लक्ष्मी पूजा');
    expect(morning!.message).toContain('सार्वजनिक बिदा');
    // Last, the Nepal Sambat date as printed: 1144 Kaula, the dark half (ga), its 14th tithi.
    expect([day.ns, day.tithi! - 15]).toEqual([{ year: 1144, month_np: 'कौला', paksha: 'ga' }, 14]);
    expect(morning!.message).toMatch(/ · नेपाल संवत् ११४४ कौला गा १४$/);

    await runMorningPushes(kathmandu('2024-10-31T07:30:00'), daily);
    expect(receivedBy(english)).toEqual([
      {
        title: 'Thursday, 15 Kartik 2081',
        message: expect.stringMatching(
          /^Krishna Chaturdashi · Laxmi Puja · .*Public holiday · Nepal Sambat 1144 Kaula Ga 14$/,
        ),
        on_time: '2024-10-30T18:15:00.000Z',
        clickAction: '/calendar/bs/2081-07-15',
      },
    ]);
    // 06:00 in London (GMT since 27 October) is 11:45 in Kathmandu.
    await runMorningPushes(kathmandu('2024-10-31T11:44:00'), daily);
    expect(receivedBy(london)).toEqual([]);
    await runMorningPushes(kathmandu('2024-10-31T11:45:00'), daily);
    expect(receivedBy(london)).toEqual([
      expect.objectContaining({ title: 'Thursday, 15 Kartik 2081', on_time: '2024-10-31T00:00:00.000Z' }),
    ]);
    // The next day brings the next date: Friday, Aunsi.
    await runMorningPushes(kathmandu('2024-11-01T06:10:00'), daily);
    const friday = publishedByAd.get('2024-11-01')!;
    expect(receivedBy(nepali).at(-1)).toMatchObject({
      title: 'शुक्रबार, २०८१ कार्तिक १६',
      message: expect.stringContaining(friday.tithi_np),
    });
    expect(service.problems).toEqual([]);
    expect(receivedBy(festivalsOnly)).toEqual([]);
  });

  it('does not send a morning push more than an hour late (a device registered at noon waits for tomorrow)', async () => {
    const late = service.subscribe();
    await register(other, late, 'late', ['morning'], { morning_time: '09:00' });
    await runMorningPushes(kathmandu('2024-10-31T12:00:00'), daily);
    expect(receivedBy(late)).toEqual([]);
    await runMorningPushes(kathmandu('2024-11-01T09:00:00'), daily);
    expect(receivedBy(late)).toHaveLength(1);
  });

  it('alerts festivals and holidays at 18:00 the evening before, only before days that have any', async () => {
    const watcher = service.subscribe();
    await register(other, watcher, 'festivals-en', ['festivals'], { lang: 'en' });
    // BS 2081-07-21 (AD 2024-11-06) has no published event and no holiday: no alert the evening before.
    const quiet = publishedByAd.get('2024-11-06')!;
    expect([quiet.events, quiet.holiday]).toEqual([[], false]);
    await runFestivalAlerts(kathmandu('2024-11-05T18:00:00'), daily);
    expect(receivedBy(watcher)).toEqual([]);
    // Chhath (BS 2081-07-22, AD 2024-11-07, a holiday) is announced at 18:00 on the 6th, not before.
    const chhath = publishedByAd.get('2024-11-07')!;
    expect(chhath.events?.map((e) => e.np)).toEqual(['छठ पर्व']);
    await runFestivalAlerts(kathmandu('2024-11-06T17:59:00'), daily);
    expect(receivedBy(watcher)).toEqual([]);
    await Promise.all([
      runFestivalAlerts(kathmandu('2024-11-06T18:00:00'), daily),
      runFestivalAlerts(kathmandu('2024-11-06T18:05:00'), daily),
    ]);
    expect(receivedBy(watcher)).toEqual([
      {
        title: expect.stringMatching(/^Tomorrow: Chhath/),
        message: 'Thursday, 22 Kartik 2081 · Public holiday',
        on_time: '2024-11-06T18:15:00.000Z',
        clickAction: `/calendar/bs/${chhath.bs}`,
      },
    ]);
    // The evening before Laxmi Puja (Tihar) in Nepali.
    const nepaliWatcher = service.subscribe();
    await register(other, nepaliWatcher, 'festivals-np', ['festivals']);
    await runFestivalAlerts(kathmandu('2024-10-30T18:30:00'), daily);
    expect(receivedBy(nepaliWatcher)).toEqual([
      expect.objectContaining({
        title: expect.stringContaining('लक्ष्मी पूजा'),
        message: 'बिहीबार, २०८१ कार्तिक १५ · सार्वजनिक बिदा',
      }),
    ]);
  });

  it('forgets a gone subscription and retries a failed push until the push service recovers', async () => {
    const gone = service.subscribe(410);
    const flaky = service.subscribe(503);
    await register(owner, gone, 'gone', ['morning'], { morning_time: '06:30' });
    await register(owner, flaky, 'flaky', ['morning'], { morning_time: '06:30' });
    await expect(runMorningPushes(kathmandu('2024-11-02T06:30:00'), daily)).rejects.toThrow(
      '1 morning pushes failed',
    );
    const uuids = (await database.db.select().from(pushDevices).where(eq(pushDevices.userId, owner.id))).map(
      (d) => d.uuid,
    );
    expect(uuids).not.toContain('gone');
    expect(uuids).toContain('flaky');
    // The engine's retry (the same run again) sends only what is still unsent.
    service.answer(flaky.endpoint, 201);
    const retry = await runMorningPushes(kathmandu('2024-11-02T06:31:00'), daily);
    expect(retry).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(receivedBy(flaky)).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(pushDeliveries)
      .innerJoin(pushDevices, eq(pushDevices.id, pushDeliveries.deviceId))
      .where(eq(pushDevices.uuid, 'flaky'));
    expect(row?.push_deliveries).toMatchObject({ kind: 'morning', key: '2024-11-02', attempts: 2 });
    expect(row?.push_deliveries.sentAt).not.toBeNull();
  });

  it('pushes a new event in a shared or published calendar to its followers through the job engine, never to the author', async () => {
    const queue: JobQueueSlot = { current: null };
    const engineApp = await buildPersonalApp(database, {
      push: service.appPush,
      jobs: queue,
    });
    const engine = await startJobEngine({
      database,
      // Only the on-demand job: the ticks read the wall clock, which this test must not depend on.
      jobs: pushJobs({ db: database.db, transport: engineApp.push.transport }).filter((job) => !job.schedule),
      log: quiet,
      pollingIntervalSeconds: 0.5,
    });
    try {
      queue.current = engine;
      const author = await insertTestUser(engineApp, database.db);
      const viewer = await insertTestUser(engineApp, database.db);
      const subscriber = await insertTestUser(engineApp, database.db);
      const stranger = await insertTestUser(engineApp, database.db);
      await database.db.update(calendars).set({ isPublic: true }).where(eq(calendars.id, calendarId));
      for (const [user, level] of [
        [author, 'editor'],
        [viewer, 'viewer'],
        [subscriber, 'subscriber'],
      ] as const) {
        await database.db
          .insert(calendarShares)
          .values({ calendarId, email: user.email, userId: user.id, level, state: 'accepted' });
      }
      const subs = {
        owner: service.subscribe(),
        author: service.subscribe(),
        viewer: service.subscribe(),
        viewerOptedOut: service.subscribe(),
        subscriber: service.subscribe(),
        stranger: service.subscribe(),
      };
      const as = (user: TestUser, sub: TestSubscription, uuid: string, topics: string[], extra = {}) =>
        callAs(() => engineApp)('POST', '/userfcm', user, device(sub, uuid, extra)).then(() =>
          callAs(() => engineApp)('POST', '/register-webTopics', user, { uuid, topics }),
        );
      await as(owner, subs.owner, 'org-owner', ['organizations'], { lang: 'en' });
      await as(author, subs.author, 'org-author', ['organizations']);
      await as(viewer, subs.viewer, 'org-viewer', ['organizations'], { lang: 'en' });
      await as(viewer, subs.viewerOptedOut, 'org-viewer-2', ['morning']);
      await as(subscriber, subs.subscriber, 'org-subscriber', ['organizations']);
      await as(stranger, subs.stranger, 'org-stranger', ['organizations']);

      const created = await callAs(() => engineApp)('POST', '/events', author, {
        calendar_id: calendarId,
        title: 'Blood drive',
        base: 'AD',
        date: '2024-11-07',
        all_day: false,
        start_time: '10:00',
        repeat: { frequency: 'none' },
        event_type: 'meeting',
      });
      expect(created.statusCode, created.body).toBe(201);
      await vi.waitFor(
        () => expect(receivedBy(subs.owner, subs.viewer, subs.subscriber)).toHaveLength(3),
        slowly,
      );
      const calendarName = (
        await database.db.select().from(calendars).where(eq(calendars.id, calendarId))
      )[0]!;
      expect(receivedBy(subs.viewer)).toEqual([
        {
          title: `New event in ${calendarName.nameEn}`,
          message: 'Blood drive on Thursday, 22 Kartik 2081',
          on_time: '2024-11-07T04:15:00.000Z',
          clickAction: '/calendar/bs/2081-07-22',
        },
      ]);
      expect(receivedBy(subs.subscriber)).toEqual([
        expect.objectContaining({
          title: `${calendarName.nameNp} मा नयाँ कार्यक्रम`,
          message: 'Blood drive, बिहीबार, २०८१ कार्तिक २२',
        }),
      ]);
      // The job finished: nothing more comes, and nothing went to the author, a device that did not
      // choose the topic, or someone who does not follow the calendar.
      await vi.waitFor(async () => {
        expect((await engine.recentRuns('push-new-event')).some((r) => r.state === 'completed')).toBe(true);
      }, slowly);
      expect(receivedBy(subs.author, subs.viewerOptedOut, subs.stranger)).toEqual([]);
      expect(service.problems).toEqual([]);
    } finally {
      await engine.stop();
      await engineApp.close();
    }
  }, 120_000);
});
