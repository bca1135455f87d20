import type { WireDay, WireEvent } from '@patro/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { eventOccurrenceOverrides, eventSeries, users } from '../src/db/schema.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, publishedAd, userWithCalendar } from './personal.js';
import { callAs, type TestUser } from './users.js';

const birthday = (calendarId: number) => ({
  calendar_id: calendarId,
  title: 'Aama’s birthday',
  base: 'BS',
  date: '2040-06-12',
  all_day: true,
  repeat: { frequency: 'yearly' },
  event_type: 'birthday',
  reminders: [0, 1440],
  description: 'Buy sel roti',
  location: 'Patan',
});

describe.each(testDatabases())('events API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestUser;
  let other: TestUser;
  let calendarId: number;
  let otherCalendarId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database);
    ({ user: owner, calendarId } = await userWithCalendar(app, database));
    ({ user: other, calendarId: otherCalendarId } = await userWithCalendar(app, database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = callAs(() => app);

  async function days(query: string, user?: TestUser): Promise<WireDay[]> {
    const response = await call('GET', `/calendars?${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    const out: WireDay[] = [];
    for (const byMonth of Object.values(
      response.json().data.events as Record<string, Record<string, Record<string, WireDay>>>,
    )) {
      for (const byDay of Object.values(byMonth)) out.push(...Object.values(byDay));
    }
    return out;
  }
  const mine = (list: WireDay[], seriesId: number) =>
    list.flatMap((d) =>
      d.events.filter((e) => e.jir === seriesId).map((e) => ({ day: d.BS_date ?? d.AD_date, e })),
    );

  const createBirthday = async () => {
    const created = await call('POST', '/events', owner, birthday(calendarId));
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  };

  it('creates a yearly BS birthday: 201, the spec’s message, and its next occurrence on Asoj 12 2082 (published AD date)', async () => {
    const body = await createBirthday();
    expect(body.message).toBe('Event created successfully');
    expect(body.event).toMatchObject({
      calendar_id: calendarId,
      title: 'Aama’s birthday',
      base: 'BS',
      date: '2040-06-12',
      all_day: true,
      start_time: null,
      repeat: { frequency: 'yearly', interval: 1, end: { kind: 'never' } },
      event_type: 'birthday',
      reminders: [0, 1440],
      description: 'Buy sel roti',
      location: 'Patan',
      time_zone: 'Asia/Kathmandu',
      next_occurrence: { date: '2082-06-12', bs: '2082-06-12', ad: publishedAd.get('2082-06-12') },
      overrides: [],
    });
  });

  it('the owner’s month read shows it on Asoj 12 of 2081 and 2082, privately; visitors and other users never see it', async () => {
    const { event } = await createBirthday();
    for (const year of [2081, 2082]) {
      const response = await call('GET', `/calendars?calendar_type=BS&year=${year}&month=6&lang=en`, owner);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
      const found = mine(await days(`calendar_type=BS&year=${year}&month=6&lang=en`, owner), event.id);
      expect(found.map((f) => f.day)).toEqual([`${year}-06-12`]);
      const e = found[0]!.e;
      expect(e).toMatchObject({
        jbo: 'BS',
        jci: calendarId,
        jtl: 'Aama’s birthday',
        gh: 0,
        priority: null,
        ad: publishedAd.get(`${year}-06-12`),
      });
      expect(JSON.parse(e.jds)).toMatchObject({
        description: 'Buy sel roti',
        location: 'Patan',
        event_type: 'birthday',
        reminders: [0, 1440],
        time: null,
      });
      // The AD view puts it on the same day.
      const ad = publishedAd.get(`${year}-06-12`)!;
      const adDays = await days(
        `calendar_type=AD&year=${ad.slice(0, 4)}&month=${Number(ad.slice(5, 7))}`,
        owner,
      );
      expect(mine(adDays, event.id).map((f) => f.day)).toEqual([ad]);
    }
    const visitor = await call('GET', '/calendars?calendar_type=BS&year=2082&month=6');
    expect(visitor.headers['cache-control']).toMatch(/^public/);
    expect(visitor.headers.vary).toContain('Authorization');
    expect(visitor.body).not.toContain('Aama');
    expect(mine(await days('calendar_type=BS&year=2082&month=6', other), event.id)).toEqual([]);
    // The visitor's cached answer is unchanged by the owner's reads.
    const again = await call('GET', '/calendars?calendar_type=BS&year=2082&month=6');
    expect(again.body).toBe(visitor.body);
  });

  it('a birthday on a day the month lacks in some years falls on that month’s last day (Jestha 32 → 31 in 2082)', async () => {
    const created = await call('POST', '/events', owner, {
      ...birthday(calendarId),
      title: 'Jestha 32',
      date: '2081-02-32',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().event.id;
    expect(mine(await days('calendar_type=BS&year=2082&month=2', owner), id).map((f) => f.day)).toEqual([
      '2082-02-31',
    ]);
    expect(mine(await days('calendar_type=BS&year=2081&month=2', owner), id).map((f) => f.e.ad)).toEqual([
      publishedAd.get('2081-02-32'),
    ]);
  });

  it('today’s read includes the user’s events of today', async () => {
    const created = await call('POST', '/events', owner, {
      calendar_id: calendarId,
      title: 'Tihar lunch',
      base: 'AD',
      date: '2024-10-31',
      all_day: false,
      start_time: '12:30',
      end_time: '14:00',
      repeat: { frequency: 'none' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const today = await call('GET', '/calendars/today?lang=en', owner);
    const events = today.json().data.today_events as WireEvent[];
    const lunch = events.find((e) => e.jtl === 'Tihar lunch')!;
    expect(lunch).toMatchObject({ jbo: 'AD', ad: '2024-10-31', jevdt: '2081-07-15' });
    expect(JSON.parse(lunch.jds).time).toBe('12:30–14:00');
    // NS first, then BS, then AD: the personal AD event comes after the festivals.
    expect(events.at(-1)!.jtl).toBe('Tihar lunch');
    expect((await call('GET', '/calendars/today?lang=en')).body).not.toContain('Tihar lunch');
  });

  it('bad input is a 400 naming the field, and nothing is saved', async () => {
    const count = async () =>
      (await database.db.select().from(eventSeries).where(eq(eventSeries.createdBy, owner.id))).length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2081-02-33' }, 'date'],
      [{ date: '2081-06-31' }, 'date'], // Asoj 2081 has 30 days
      [{ date: '2081/06/12' }, 'date'],
      [{ base: 'AD', date: '2025-02-29' }, 'date'],
      [{ all_day: false, start_time: '10:00', end_time: '09:00' }, 'end_time'],
      [{ all_day: false }, 'start_time'],
      [{ all_day: false, start_time: '25:00' }, 'start_time'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ reminders: [0, 1, 2, 3, 4, 5] }, 'reminders'],
      [{ reminders: [50000] }, 'reminders'],
      [{ repeat: { frequency: 'yearly', interval: 0 } }, 'repeat.interval'],
      [{ repeat: { frequency: 'yearly', end: { kind: 'count', count: 0 } } }, 'repeat.end'],
      [{ repeat: { frequency: 'yearly', end: { kind: 'until', date: '2039-01-01' } } }, 'repeat.end.date'],
      [{ repeat: { frequency: 'fortnightly' } }, 'repeat.frequency'],
      [{ event_type: 'party' }, 'event_type'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ location: 'x'.repeat(201) }, 'location'],
      [{ description: 'x'.repeat(2001) }, 'description'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/events', owner, { ...birthday(calendarId), ...change });
      expect(response.statusCode, `${JSON.stringify(change)} → ${response.body}`).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toContain(field);
    }
    const nonexistent = await call('POST', '/events', owner, { ...birthday(calendarId), date: '2081-06-31' });
    expect(nonexistent.json().message).toBe(
      'Invalid body: date: BS 2081-06 has 30 days; day 31 does not exist',
    );
    expect(await count()).toBe(before);
  });

  it('edits one occurrence (title, moved day) and deletes another; the rest of the series is untouched', async () => {
    const { event } = await createBirthday();
    const edit = await call('PUT', `/events/${event.id}`, owner, {
      scope: 'occurrence',
      occurrence_date: '2082-06-12',
      title: 'Aama’s 42nd',
      date: '2082-06-14',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().message).toBe('Event updated successfully');
    expect(edit.json().event.overrides).toEqual([
      {
        occurrence_date: '2082-06-12',
        cancelled: false,
        changes: { title: 'Aama’s 42nd', date: '2082-06-14' },
      },
    ]);
    const asoj2082 = mine(await days('calendar_type=BS&year=2082&month=6&lang=en', owner), event.id);
    expect(asoj2082.map((f) => [f.day, f.e.jtl])).toEqual([['2082-06-14', 'Aama’s 42nd']]);
    expect(
      mine(await days('calendar_type=BS&year=2081&month=6', owner), event.id).map((f) => f.e.jtl),
    ).toEqual(['Aama’s birthday']);

    const del = await call(
      'DELETE',
      `/events/${event.id}?scope=occurrence&occurrence_date=2083-06-12`,
      owner,
    );
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: 'Event deleted successfully' });
    expect(mine(await days('calendar_type=BS&year=2083&month=6', owner), event.id)).toEqual([]);
    expect(mine(await days('calendar_type=BS&year=2084&month=6', owner), event.id)).toHaveLength(1);

    // A date that is not one of the series' dates names the field.
    const notOne = await call('PUT', `/events/${event.id}`, owner, {
      scope: 'occurrence',
      occurrence_date: '2082-06-13',
      title: 'x',
    });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().message).toContain('occurrence_date');
    const missing = await call('DELETE', `/events/${event.id}?scope=occurrence`, owner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('occurrence_date');
    const seriesField = await call('PUT', `/events/${event.id}`, owner, {
      scope: 'occurrence',
      occurrence_date: '2082-06-12',
      repeat: { frequency: 'daily' },
    });
    expect(seriesField.statusCode).toBe(400);
    expect(seriesField.json().message).toContain('repeat');

    // Editing the series keeps changes of dates it still has and drops the others.
    const retitle = await call('PUT', `/events/${event.id}`, owner, { title: 'Aama' });
    expect(retitle.statusCode, retitle.body).toBe(200);
    expect(retitle.json().event.overrides.map((o: { occurrence_date: string }) => o.occurrence_date)).toEqual(
      ['2082-06-12', '2083-06-12'],
    );
    const move = await call('PUT', `/events/${event.id}`, owner, { date: '2040-06-13' });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json().event.overrides).toEqual([]);
    expect(move.json().event.next_occurrence.date).toBe('2082-06-13');

    const gone = await call('DELETE', `/events/${event.id}`, owner);
    expect(gone.statusCode).toBe(200);
    expect(mine(await days('calendar_type=BS&year=2082&month=6', owner), event.id)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(eventOccurrenceOverrides)
        .where(eq(eventOccurrenceOverrides.seriesId, event.id)),
    ).toEqual([]);
  });

  it('GET /calendar-events/{id} lists the calendar’s events, soonest next occurrence first, ended ones last', async () => {
    const { data: empty } = (await call('GET', `/calendar-events/${otherCalendarId}`, other)).json();
    expect(empty).toEqual([]);
    const make = async (title: string, date: string, repeat: Record<string, unknown>) =>
      (
        await call('POST', '/events', other, {
          calendar_id: otherCalendarId,
          title,
          base: 'AD',
          date,
          all_day: true,
          repeat,
        })
      ).json().event.id as number;
    const past = await make('Past', '2020-01-01', { frequency: 'none' });
    const weekly = await make('Weekly', '2024-10-01', { frequency: 'weekly', interval: 2 });
    const nextMonth = await make('Monthly', '2024-01-31', {
      frequency: 'monthly',
      end: { kind: 'count', count: 12 },
    });
    const response = await call('GET', `/calendar-events/${otherCalendarId}`, other);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: number; next_occurrence: { ad: string } | null }[];
    expect(list.map((e) => [e.id, e.next_occurrence?.ad ?? null])).toEqual([
      [nextMonth, '2024-10-31'],
      [weekly, '2024-11-12'],
      [past, null],
    ]);
  });

  it('the user’s unverified-events setting replaces the visitor default', async () => {
    // Gathan Mugah (a valley festival whose rule once missed) is an unverified NS event in BS 2090.
    const gathanIn = async (query: string, user?: TestUser) =>
      (await days(query, user))
        .flatMap((d) => d.events)
        .some((e) => JSON.parse(e.jds).festival_id === 'gathan-mugah');
    const month = 'calendar_type=BS&year=2090&month=4';
    expect(await gathanIn(`${month}&unverified=1`)).toBe(true);
    expect(await gathanIn(month, owner)).toBe(false);
    await database.db.update(users).set({ showUnverifiedEvents: true }).where(eq(users.id, owner.id));
    expect(await gathanIn(month, owner)).toBe(true);
    expect(await gathanIn(month)).toBe(false);
  });

  it('authorisation matrix: visitor 401, another user 404 with nothing changed, owner 2xx', async () => {
    const { event } = await createBirthday();
    const snapshot = async () =>
      JSON.stringify((await call('GET', `/calendar-events/${calendarId}`, owner)).json());
    const before = await snapshot();
    const endpoints: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: Record<string, unknown>;
    }[] = [
      { method: 'POST', url: '/events', payload: birthday(calendarId) },
      { method: 'PUT', url: `/events/${event.id}`, payload: { title: 'Hacked' } },
      {
        method: 'PUT',
        url: `/events/${event.id}`,
        payload: { scope: 'occurrence', occurrence_date: '2082-06-12', title: 'Hacked' },
      },
      { method: 'DELETE', url: `/events/${event.id}?scope=occurrence&occurrence_date=2082-06-12` },
      { method: 'DELETE', url: `/events/${event.id}` },
      { method: 'GET', url: `/calendar-events/${calendarId}` },
    ];
    for (const e of endpoints) {
      const visitor = await call(e.method, e.url, undefined, e.payload);
      expect(visitor.statusCode, `${e.method} ${e.url} as visitor`).toBe(401);
      const stranger = await call(e.method, e.url, other, e.payload);
      expect(stranger.statusCode, `${e.method} ${e.url} as another user`).toBe(404);
      expect(stranger.body).not.toContain('Aama');
    }
    expect(await snapshot()).toBe(before);
    // Moving an event into someone else's calendar is a 404 too.
    const steal = await call('PUT', `/events/${event.id}`, owner, { calendar_id: otherCalendarId });
    expect(steal.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);

    for (const e of endpoints) {
      const response = await call(e.method, e.url, owner, e.payload);
      expect(response.statusCode, `${e.method} ${e.url} as owner: ${response.body}`).toBeLessThan(300);
    }
  });
});
