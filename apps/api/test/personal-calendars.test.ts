import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, userWithCalendar } from './personal.js';
import { callAs, type TestUser } from './users.js';

const API_URL = 'https://api.patro.example';

describe.each(testDatabases())('personal calendars API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestUser;
  let other: TestUser;
  let ownerDefaultId: number;
  let nationalId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, { apiUrl: API_URL });
    ({ user: owner, calendarId: ownerDefaultId } = await userWithCalendar(app, database, {
      fullName: 'Owner',
    }));
    ({ user: other } = await userWithCalendar(app, database, { fullName: 'Other' }));
    const visitorMonth = await app.inject({ url: '/calendars?calendar_type=BS&year=2081&month=7' });
    nationalId = visitorMonth.json().data.calendars.find((c: { slug: string }) => c.slug === 'national').id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = callAs(() => app);

  const myCalendars = async (user: TestUser) => {
    const response = await call('GET', '/users/calendars?lang=en', user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      calendars: {
        id: number;
        name: string;
        colour: string;
        display: 0 | 1;
        priority: number;
        ical_url: string;
        event_count: number;
        is_user_default: 0 | 1;
      }[];
      default_calendars: { id: number; display: 0 | 1; slug: string }[];
    };
  };

  it('every account’s default personal calendar is listed first, with a private feed URL on the API’s address', async () => {
    const { calendars } = await myCalendars(owner);
    expect(calendars).toHaveLength(1);
    expect(calendars[0]).toMatchObject({
      id: ownerDefaultId,
      name: 'My calendar',
      is_user_default: 1,
      display: 1,
      is_default: 0,
      event_count: 0,
    });
    expect(calendars[0]!.ical_url).toMatch(/^https:\/\/api\.patro\.example\/ical\/[\w-]{32}\.ics$/);
    const np = await call('GET', '/users/calendars?lang=np', owner);
    expect(np.json().data.calendars[0].name).toBe('मेरो पात्रो');
    expect(np.headers['cache-control']).toBe('private, no-store');
  });

  it('creates a calendar (201) with a palette colour; other colours, empty and long names are 400 naming the field, nothing saved', async () => {
    const created = await call('POST', '/calendars/?lang=en', owner, { name: 'Family', colour: '#388E3C' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Calendar created successfully',
      calendar: {
        name: 'Family',
        colour: '#388e3c',
        display: 1,
        is_default: 0,
        is_modifiable: 1,
        priority: 1,
      },
    });
    for (const [payload, field] of [
      [{ name: 'Work', colour: '#123456' }, 'colour'],
      [{ name: 'Work', colour: 'red' }, 'colour'],
      [{ name: '   ', colour: '#388e3c' }, 'name'],
      [{ name: 'x'.repeat(61), colour: '#388e3c' }, 'name'],
      [{ colour: '#388e3c' }, 'name'],
    ] as const) {
      const bad = await call('POST', '/calendars/', owner, payload);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toContain(field);
    }
    const { calendars } = await myCalendars(owner);
    expect(calendars.map((c) => c.name)).toEqual(['My calendar', 'Family']);
  });

  it('renames, recolours and reorders; the order must be exactly the user’s own calendars', async () => {
    const family = (await myCalendars(owner)).calendars.find((c) => c.name === 'Family')!;
    const updated = await call('PUT', `/calendars/${family.id}?lang=en`, owner, {
      name: 'Family ❤',
      colour: '#1976d2',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Calendar updated successfully',
      calendar: { name: 'Family ❤', colour: '#1976d2' },
    });

    const reorder = await call('PUT', '/calendars-priority?lang=en', owner, {
      calendar_ids: [family.id, ownerDefaultId],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect((await myCalendars(owner)).calendars.map((c) => c.id)).toEqual([family.id, ownerDefaultId]);

    const otherDefault = (await myCalendars(other)).calendars[0]!.id;
    for (const ids of [[family.id], [family.id, ownerDefaultId, otherDefault], [family.id, family.id], []]) {
      const bad = await call('PUT', '/calendars-priority', owner, { calendar_ids: ids });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toContain('calendar_ids');
    }
    expect((await myCalendars(owner)).calendars.map((c) => c.id)).toEqual([family.id, ownerDefaultId]);
  });

  it('hides and shows an own calendar and, per user, a default calendar', async () => {
    const family = (await myCalendars(owner)).calendars.find((c) => c.name.startsWith('Family'))!;
    const hidden = await call('GET', `/hidecalendars/${family.id}?lang=en`, owner);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().calendar).toMatchObject({ id: family.id, display: 0 });

    const hideNational = await call('GET', `/hidecalendars/${nationalId}`, owner);
    expect(hideNational.json().calendar).toMatchObject({ id: nationalId, display: 0, is_default: 1 });
    expect((await myCalendars(owner)).default_calendars.find((c) => c.id === nationalId)!.display).toBe(0);
    // Only the owner's view changed: the other user and visitors still see it.
    expect((await myCalendars(other)).default_calendars.find((c) => c.id === nationalId)!.display).toBe(1);
    const month = async (user?: TestUser) =>
      (await call('GET', '/calendars?calendar_type=BS&year=2081&month=7', user))
        .json()
        .data.calendars.map((c: { id: number }) => c.id);
    expect(await month(owner)).not.toContain(nationalId);
    expect(await month(owner)).not.toContain(family.id);
    expect(await month(owner)).toContain(ownerDefaultId);
    expect(await month(other)).toContain(nationalId);
    expect(await month()).toContain(nationalId);

    await call('GET', `/hidecalendars/${nationalId}`, owner);
    await call('GET', `/hidecalendars/${family.id}`, owner);
    expect(await month(owner)).toEqual(expect.arrayContaining([nationalId, family.id, ownerDefaultId]));
  });

  it('the account’s default calendar cannot be deleted (409); default public calendars cannot be changed (404)', async () => {
    const del = await call('DELETE', `/calendars/${ownerDefaultId}`, owner);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/default calendar cannot be deleted/);
    expect((await call('PUT', `/calendars/${nationalId}`, owner, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `/calendars/${nationalId}`, owner)).statusCode).toBe(404);
    expect((await call('POST', `/calendars/${nationalId}/ical-token`, owner)).statusCode).toBe(404);
  });

  it('authorisation matrix: visitor 401, another user 404 with nothing changed, owner 2xx', async () => {
    const created = await call('POST', '/calendars/', owner, { name: 'Matrix', colour: '#d32f2f' });
    const id = created.json().calendar.id as number;
    const before = JSON.stringify((await myCalendars(owner)).calendars);
    const endpoints: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: Record<string, unknown>;
      otherStatus: number;
    }[] = [
      { method: 'GET', url: '/users/calendars', otherStatus: 200 },
      { method: 'POST', url: '/calendars/', payload: { name: 'New', colour: '#d32f2f' }, otherStatus: 201 },
      { method: 'PUT', url: `/calendars/${id}`, payload: { name: 'Renamed' }, otherStatus: 404 },
      { method: 'GET', url: `/hidecalendars/${id}`, otherStatus: 404 },
      { method: 'POST', url: `/calendars/${id}/ical-token`, otherStatus: 404 },
      { method: 'PUT', url: '/calendars-priority', payload: { calendar_ids: [id] }, otherStatus: 400 },
      { method: 'DELETE', url: `/calendars/${id}`, otherStatus: 404 },
    ];
    for (const e of endpoints) {
      const visitor = await call(e.method, e.url, undefined, e.payload);
      expect(visitor.statusCode, `${e.method} ${e.url} as visitor`).toBe(401);
      const stranger = await call(e.method, e.url, other, e.payload);
      expect(stranger.statusCode, `${e.method} ${e.url} as another user`).toBe(e.otherStatus);
      expect(stranger.body).not.toContain('Matrix');
    }
    expect(JSON.stringify((await myCalendars(owner)).calendars)).toBe(before);
    // The other user's own calendars never include the owner's.
    expect((await myCalendars(other)).calendars.map((c) => c.id)).not.toContain(id);

    const renamed = await call('PUT', `/calendars/${id}`, owner, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', `/hidecalendars/${id}`, owner)).statusCode).toBe(200);
    expect((await call('POST', `/calendars/${id}/ical-token`, owner)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/calendars/${id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Calendar deleted successfully' });
    expect((await myCalendars(owner)).calendars.map((c) => c.id)).not.toContain(id);
    expect((await call('PUT', `/calendars/${id}`, owner, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('bad ids and bodies are 400 naming the field', async () => {
    const badId = await call('PUT', '/calendars/abc', owner, { name: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('id');
    const empty = await call('PUT', `/calendars/${ownerDefaultId}`, owner, {});
    expect(empty.statusCode).toBe(400);
    const badDisplay = await call('PUT', `/calendars/${ownerDefaultId}`, owner, { display: 'yes' });
    expect(badDisplay.statusCode).toBe(400);
    expect(badDisplay.json().message).toContain('display');
  });
});
