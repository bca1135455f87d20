/**
 * The authorization matrix (ADR 095): every route the app serves, called as a visitor, as the
 * owner of the resources it names, as another user and as an admin. Routes come from the app
 * itself and must be exactly those of route-list.txt: a new route fails the run until it has an
 * example body (routes.ts) so the owner's call proves the request was a valid one, its role rows
 * in its module's matrix, and its line in the list.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { calendars, eventOccurrenceOverrides, eventSeries, users } from '../src/db/schema.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, userWithCalendar } from './personal.js';
import { type DiscoveredRoute, discoverRoutes, exampleBody, fillPath, routeListProblems } from './routes.js';
import { callAs, newSessionOf, type TestUser } from './users.js';

type Role = 'visitor' | 'owner' | 'other' | 'admin';

/** What the owner has, made afresh for every route (some routes delete it). */
interface OwnerWorld {
  owner: TestUser;
  defaultCalendarId: number;
  calendarId: number;
  eventId: number;
  icalFile: string;
  /** A browser the owner registered for push. */
  deviceUuid: string;
  /** Text only the owner's data holds: none of it may reach anyone else. */
  markers: string[];
}

/** Owner-only routes whose owner call must succeed with the example above (or no body). */
const OWNER_SUCCEEDS = new Set([
  'PUT /calendars/:id',
  'DELETE /calendars/:id',
  'PUT /calendars-priority',
  'GET /hidecalendars/:id',
  'POST /calendars/:id/ical-token',
  'POST /events',
  'PUT /events/:id',
  'DELETE /events/:id',
  'GET /calendar-events/:id',
  'GET /ical/:file',
  'GET /users/calendars',
  'GET /authenticated-user',
  'POST /userfcm',
  'GET /userfcm/:uuid',
  'POST /delete-account',
  // Vehicle bluebook (issue 27): the owner's own list, a new vehicle, the history.
  'GET /bluebook/vehicles',
  'POST /bluebook/vehicles',
  'GET /bluebook/history',
]);

/** Routes that end the caller's own session. */
const SESSION_ENDING = new Set(['POST /users/logout']);

function pathValues(route: DiscoveredRoute, world: OwnerWorld, role: Role): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of route.pathParams) {
    if (name === 'id')
      values[name] = String(route.url.startsWith('/events/') ? world.eventId : world.calendarId);
    // A feed's secret is its own authorization: only the owner knows it; anyone else guesses.
    else if (name === 'file') values[name] = role === 'owner' ? world.icalFile : `${'g'.repeat(43)}.ics`;
    else if (name === 'token') values[name] = 'x'.repeat(43);
    else if (name === 'uuid') values[name] = world.deviceUuid;
    else if (name === 'provider') values[name] = 'google';
    else if (name === 'key') values[name] = 'themes';
    else if (name === 'year') values[name] = '2081';
    else if (/user/i.test(name)) values[name] = world.owner.id;
    else values[name] = '1';
  }
  return values;
}

describe.each(testDatabases())('authorization matrix on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let routes: DiscoveredRoute[] = [];
  let other: TestUser;
  let admin: TestUser;
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    // Production: what users meet (no developer outbox).
    app = await buildPersonalApp(database, { production: true });
    routes = await discoverRoutes(app);
    ({ user: other } = await userWithCalendar(app, database));
    ({ user: admin } = await userWithCalendar(app, database, { roles: ['admin'] }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function newOwnerWorld(): Promise<OwnerWorld> {
    const secret = randomUUID().slice(0, 8);
    const { user: owner, calendarId: defaultCalendarId } = await userWithCalendar(app, database, {
      email: `owner-${secret}@example.com`,
      fullName: `Owner ${secret}`,
    });
    const calendar = await call('POST', '/calendars/', owner, {
      name: `Private ${secret}`,
      colour: '#d32f2f',
    });
    const calendarId = calendar.json().calendar.id as number;
    const event = await call('POST', '/events', owner, {
      calendar_id: calendarId,
      title: `Secret meeting ${secret}`,
      base: 'BS',
      date: '2081-07-15',
      all_day: true,
      repeat: { frequency: 'monthly' },
      location: `Hidden place ${secret}`,
    });
    expect(event.statusCode).toBe(201);
    const mine = await call('GET', '/users/calendars', owner);
    const feed = mine.json().data.calendars.find((c: { id: number }) => c.id === calendarId)
      .ical_url as string;
    const icalFile = feed.split('/').pop()!;
    const deviceUuid = `device-${secret}`;
    const registered = await call('POST', '/userfcm', owner, {
      ...(exampleBody(
        { method: 'POST', url: '/userfcm' },
        { calendarId, otherCalendarId: 0, email: '' },
      ) as object),
      uuid: deviceUuid,
    });
    expect(registered.statusCode).toBe(200);
    return {
      deviceUuid,
      owner,
      defaultCalendarId,
      calendarId,
      eventId: event.json().event.id,
      icalFile,
      markers: [secret, owner.id, icalFile.replace('.ics', '')],
    };
  }

  /** Everything the owner has, to compare before and after other people's calls. */
  async function snapshot(world: OwnerWorld) {
    const own = await database.db.select().from(calendars).where(eq(calendars.ownerUserId, world.owner.id));
    const ids = own.map((c) => c.id);
    const series = ids.length
      ? await database.db.select().from(eventSeries).where(inArray(eventSeries.calendarId, ids))
      : [];
    const overrides = series.length
      ? await database.db
          .select()
          .from(eventOccurrenceOverrides)
          .where(
            inArray(
              eventOccurrenceOverrides.seriesId,
              series.map((s) => s.id),
            ),
          )
      : [];
    const [user] = await database.db.select().from(users).where(eq(users.id, world.owner.id));
    return JSON.stringify({ own, series, overrides, user });
  }

  function request(
    route: DiscoveredRoute,
    world: OwnerWorld,
    role: Role,
    who = { visitor: undefined, owner: world.owner, other, admin }[role],
  ): InjectOptions {
    const body = exampleBody(route, {
      calendarId: world.calendarId,
      otherCalendarId: world.defaultCalendarId,
      email: world.owner.email,
    });
    return {
      method: route.method,
      url: fillPath(route.url, pathValues(route, world, role)),
      headers: who?.headers ?? {},
      ...(body !== undefined ? { payload: body as object } : {}),
    };
  }

  it('covers exactly the routes in route-list.txt', () => {
    expect(routeListProblems(routes, true)).toEqual([]);
  });

  // Some hundred calls, and the account routes answer no sooner than their same-time floor
  // (ADR 095): a budget for a shared machine, not a timing claim.
  it('every route, as visitor, another user and admin: no 5xx, no access to the owner’s data, 401 where a token is needed; the owner’s own call works', {
    timeout: 300_000,
  }, async () => {
    const problems: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const world = await newOwnerWorld();
      const name = `${route.method} ${route.url}`;
      const before = await snapshot(world);
      for (const role of ['visitor', 'other', 'admin'] as const) {
        // A logout ends the session its token names: the shared callers log out of a session of their own.
        const caller = { visitor: undefined, other, admin }[role];
        const who =
          caller && SESSION_ENDING.has(name)
            ? await newSessionOf(app, database.db, { ...caller, roles: role === 'admin' ? ['admin'] : [] })
            : caller;
        const response = await app.inject(request(route, world, role, who));
        cells++;
        const status = response.statusCode;
        if (status >= 500) problems.push(`${name} as ${role}: ${status}`);
        const leaked = world.markers.filter((m) => response.body.includes(m));
        if (leaked.length) problems.push(`${name} as ${role}: answer holds the owner's ${leaked.join(', ')}`);
        if (role === 'visitor' && route.needsToken && status !== 401) {
          problems.push(`${name} as visitor: ${status}, expected 401`);
        }
        // The admin area: the policy answers an account without a staff role 403 before reading
        // the body, and lets an admin through (ADR 152).
        if (route.url.startsWith('/admin/') && role === 'other' && status !== 403) {
          problems.push(`${name} as another user: ${status}, expected 403 before the body is read`);
        }
        if (route.url.startsWith('/admin/') && role === 'admin' && (status === 401 || status === 403)) {
          problems.push(`${name} as admin: ${status}, expected the policy to let an admin through`);
        }
        if ((route.url.includes(':id') || route.url.includes(':uuid')) && status < 400) {
          problems.push(`${name} as ${role} on the owner's resource: ${status}`);
        }
      }
      if ((await snapshot(world)) !== before)
        problems.push(`${name}: another caller changed the owner's data`);
      const own = await app.inject(request(route, world, 'owner'));
      cells++;
      if (own.statusCode >= 500) problems.push(`${name} as owner: ${own.statusCode}`);
      if (OWNER_SUCCEEDS.has(name) && own.statusCode >= 300) {
        problems.push(`${name} as owner: ${own.statusCode} ${own.body.slice(0, 120)}`);
      }
    }
    console.log(`authorization matrix: ${routes.length} routes, ${cells} calls`);
    expect(problems).toEqual([]);
  });
});
