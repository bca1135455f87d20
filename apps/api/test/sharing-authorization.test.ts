/**
 * The authorization matrix of shared and organisation calendars (ADR 110–117): every route, as each
 * of visitor, owner, moderator, manager, editor, viewer, subscriber, unrelated user and admin,
 * and what must never leak to those outside (month read, today, important events, feed, lists).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { calendarShares, organizationMembers, users } from '../src/db/schema.js';
import { testDatabases } from './databases.js';
import { LOGO_PNG as LOGO } from './images.js';
import { lastInvitationLink } from './invitation-link.js';
import { buildPersonalApp } from './personal.js';
import { readRouteList } from './routes.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

const ROLES = [
  'visitor',
  'owner',
  'moderator',
  'manager',
  'editor',
  'viewer',
  'subscriber',
  'unrelated',
  'admin',
] as const;
type Role = (typeof ROLES)[number];
const READ: Role[] = ['owner', 'moderator', 'manager', 'editor', 'viewer', 'subscriber'];
const WRITE: Role[] = ['owner', 'moderator', 'manager', 'editor'];
const MANAGE: Role[] = ['owner', 'moderator', 'manager'];
const ADMINISTER: Role[] = ['owner', 'moderator'];

/** A calendar route: allowed roles get `ok`; readers without the right 403; everyone else 404; visitors 401. */
function calendarExpectation(allowed: Role[], ok: number) {
  return (role: Role) =>
    role === 'visitor' ? 401 : allowed.includes(role) ? ok : READ.includes(role) ? 403 : 404;
}
/** An organisation route: its members (owner, moderator) or, if `ownerOnly`, its owner. */
function organizationExpectation(ok: number, ownerOnly = false) {
  return (role: Role) =>
    role === 'visitor'
      ? 401
      : role === 'owner' || (role === 'moderator' && !ownerOnly)
        ? ok
        : role === 'moderator'
          ? 403
          : 404;
}

interface Route {
  name: string;
  expect: (role: Role) => number;
  /** Builds the request for one role (fresh resources where the call changes something). */
  request: (
    role: Role,
  ) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> }>;
  /** Runs twice (a toggle), both answers checked. */
  twice?: boolean;
}

describe.each(testDatabases())('sharing authorization matrix on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const as = {} as Record<Role, TestUser | undefined>;
  let orgId: string;
  let calendarId: number;
  let privateCalendarId: number;
  let eventId: number;
  let publicToken: string;
  let publicLink: string;
  let pendingShareId: number;
  let groupId: number;
  /** Tokens of invitations to addresses no role has (each role tries to take one). */
  let calendarInviteToken: string;
  let organizationInviteToken: string;
  /** Calendars the matrix let outsiders subscribe to, deleted after it (the leak test needs them gone). */
  const followed: number[] = [];
  const checked: string[] = [];

  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database);
    for (const role of ROLES) {
      if (role === 'visitor') continue;
      as[role] = await insertTestUser(app, database.db, {
        email: `${role}@example.com`,
        fullName: role,
        roles: role === 'admin' ? ['admin'] : [],
      });
    }
    orgId = (
      await call('POST', '/api/v1/organizations', as.owner, { name: 'Guthi of Patan', logo: LOGO })
    ).json().organization.id;
    await database.db
      .insert(organizationMembers)
      .values({ orgId, userId: as.moderator!.id, role: 'moderator' });
    calendarId = (
      await call('POST', `/api/v1/organizations/${orgId}/calendars`, as.owner, {
        name: 'Guthi jatra',
        colour: '#7b1fa2',
      })
    ).json().calendar.id;
    privateCalendarId = (
      await call('POST', `/api/v1/organizations/${orgId}/calendars`, as.owner, {
        name: 'Committee',
        colour: '#1976d2',
      })
    ).json().calendar.id;
    const published = await call('POST', '/calendar/publish', as.owner, {
      calendar_id: calendarId,
      is_public: 1,
    });
    publicToken = published.json().public_token;
    publicLink = published.json().public_url;
    // A daily series from Kartik 15 2081 (today on the test clock) whose occurrences the matrix cancels one by one.
    const event = await call('POST', '/events', as.owner, {
      calendar_id: calendarId,
      title: 'Secret guthi puja',
      base: 'BS',
      date: '2081-07-15',
      all_day: true,
      repeat: { frequency: 'daily' },
    });
    expect(event.statusCode, event.body).toBe(201);
    eventId = event.json().event.id;
    await call('POST', '/events', as.owner, {
      calendar_id: privateCalendarId,
      title: 'Committee budget',
      base: 'BS',
      date: '2081-07-15',
      all_day: true,
      repeat: { frequency: 'none' },
    });
    for (const level of ['manager', 'editor', 'viewer', 'subscriber'] as const) {
      await database.db.insert(calendarShares).values({
        calendarId,
        email: as[level]!.email,
        userId: as[level]!.id,
        level,
        state: 'accepted',
      });
    }
    const pending = await call('POST', `/api/v1/calendars/${calendarId}/users/-/invite`, as.owner, {
      email: 'pending@example.com',
      level: 'viewer',
    });
    pendingShareId = pending.json().invited[0].share_id;
    calendarInviteToken = (await lastInvitationLink(database, 'pending@example.com')).token;
    await call('POST', `/api/v1/organizations/${orgId}/invite`, as.owner, {
      email: 'future-moderator@example.com',
      role: 'moderator',
    });
    organizationInviteToken = (await lastInvitationLink(database, 'future-moderator@example.com')).token;
    groupId = (
      await call('POST', '/api/v1/user-groups', as.owner, { name: 'Elders', emails: ['elder@example.com'] })
    ).json().group.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A member of the calendar made only to be removed. */
  async function victim(): Promise<string> {
    const id = randomUUID();
    const email = `victim-${id.slice(0, 8)}@example.com`;
    await database.db.insert(users).values({ id, email, fullName: 'Victim' });
    await database.db
      .insert(calendarShares)
      .values({ calendarId, email, userId: id, level: 'subscriber', state: 'accepted' });
    return id;
  }
  /** A published organisation calendar shared with the same members, made only to be deleted or left. */
  async function spareCalendar(): Promise<number> {
    return (await spare()).id;
  }
  async function spare(): Promise<{ id: number; token: string }> {
    const id = (
      await call('POST', `/api/v1/organizations/${orgId}/calendars`, as.owner, {
        name: 'Spare',
        colour: '#1976d2',
      })
    ).json().calendar.id as number;
    const token = (
      await call('POST', '/calendar/publish', as.owner, { calendar_id: id, is_public: 1 })
    ).json().public_token as string;
    for (const level of ['manager', 'editor', 'viewer', 'subscriber'] as const) {
      await database.db
        .insert(calendarShares)
        .values({ calendarId: id, email: as[level]!.email, userId: as[level]!.id, level, state: 'accepted' });
    }
    return { id, token };
  }

  /** The role's own share of the calendar, or (for roles without one) the viewer's. */
  async function shareIdOf(role: Role): Promise<number> {
    const user =
      as[role] && ['manager', 'editor', 'viewer', 'subscriber'].includes(role) ? as[role] : as.viewer;
    const [share] = await database.db
      .select({ id: calendarShares.id })
      .from(calendarShares)
      .where(and(eq(calendarShares.calendarId, calendarId), eq(calendarShares.userId, user!.id)));
    return share!.id;
  }

  const routes: Route[] = [
    {
      name: 'GET /calendar-events/{id}',
      expect: calendarExpectation(READ, 200),
      request: async () => ({ method: 'GET', url: `/calendar-events/${calendarId}` }),
    },
    {
      name: 'GET /api/v1/calendars/{id}/events?bs=',
      expect: calendarExpectation(READ, 200),
      request: async () => ({ method: 'GET', url: `/api/v1/calendars/${calendarId}/events?bs=2081-07-15` }),
    },
    {
      name: 'POST /calendars/{id}/ical-token',
      expect: calendarExpectation(READ, 200),
      request: async () => ({ method: 'POST', url: `/calendars/${calendarId}/ical-token` }),
    },
    {
      name: 'GET /hidecalendars/{id}',
      expect: calendarExpectation(READ, 200),
      twice: true,
      request: async () => ({ method: 'GET', url: `/hidecalendars/${calendarId}` }),
    },
    {
      name: 'POST /events',
      expect: calendarExpectation(WRITE, 201),
      request: async (role) => ({
        method: 'POST',
        url: '/events',
        payload: {
          calendar_id: calendarId,
          title: `By ${role}`,
          base: 'AD',
          date: '2024-12-01',
          all_day: true,
          repeat: { frequency: 'none' },
        },
      }),
    },
    {
      name: 'PUT /events/{id}',
      expect: (role) =>
        role === 'visitor' ? 401 : WRITE.includes(role) ? 200 : READ.includes(role) ? 403 : 404,
      request: async () => ({
        method: 'PUT',
        url: `/events/${eventId}`,
        payload: { location: 'Mangal bazaar' },
      }),
    },
    {
      name: 'DELETE /events/{id} (one occurrence)',
      expect: calendarExpectation(WRITE, 200),
      request: async (role) => ({
        method: 'DELETE',
        url: `/events/${eventId}?scope=occurrence&occurrence_date=2081-08-${String(ROLES.indexOf(role) + 10).padStart(2, '0')}`,
      }),
    },
    {
      name: 'PUT /calendars/{id}',
      expect: calendarExpectation(ADMINISTER, 200),
      request: async () => ({
        method: 'PUT',
        url: `/calendars/${calendarId}`,
        payload: { name: 'Guthi jatra' },
      }),
    },
    {
      name: 'DELETE /calendars/{id}',
      expect: calendarExpectation(ADMINISTER, 200),
      request: async () => ({ method: 'DELETE', url: `/calendars/${await spareCalendar()}` }),
    },
    {
      name: 'GET /api/v1/calendars/{id}/users',
      expect: calendarExpectation(MANAGE, 200),
      request: async () => ({ method: 'GET', url: `/api/v1/calendars/${calendarId}/users?search=example` }),
    },
    {
      name: 'POST /api/v1/calendars/{id}/users/-/invite',
      expect: calendarExpectation(MANAGE, 201),
      request: async (role) => ({
        method: 'POST',
        url: `/api/v1/calendars/${calendarId}/users/-/invite`,
        payload: { email: `invited-by-${role}@example.com`, level: 'viewer' },
      }),
    },
    {
      name: 'PUT /api/v1/calendars/{id}/share/{shareId}',
      expect: calendarExpectation(MANAGE, 200),
      request: async () => ({
        method: 'PUT',
        url: `/api/v1/calendars/${calendarId}/share/${pendingShareId}`,
        payload: { level: 'editor' },
      }),
    },
    {
      name: 'DELETE /api/v1/calendars/{id}/users/{userId}/delete',
      expect: calendarExpectation(MANAGE, 200),
      request: async () => ({
        method: 'DELETE',
        url: `/api/v1/calendars/${calendarId}/users/${await victim()}/delete`,
      }),
    },
    {
      name: 'POST /calendar/publish',
      expect: calendarExpectation(ADMINISTER, 200),
      request: async () => ({
        method: 'POST',
        url: '/calendar/publish',
        payload: { calendar_id: calendarId, is_public: 1 },
      }),
    },
    {
      name: 'POST /api/v1/calendars/{id}/generate-qr',
      expect: calendarExpectation(ADMINISTER, 200),
      request: async () => ({
        method: 'POST',
        url: `/api/v1/calendars/${calendarId}/generate-qr?url=${encodeURIComponent(publicLink)}`,
      }),
    },
    {
      name: 'POST /api/v1/calendars/{id}/subscribe (private calendar)',
      // No published calendar has this id and token: nobody subscribes, not even its organisation.
      expect: (role) => (role === 'visitor' ? 401 : 404),
      request: async () => ({
        method: 'POST',
        url: `/api/v1/calendars/${privateCalendarId}/subscribe`,
        payload: { public_token: publicToken },
      }),
    },
    {
      // Anyone holding the current link may follow; members are already in (409); a subscriber again is fine.
      name: 'POST /api/v1/calendars/{id}/subscribe (current public token)',
      expect: (role) =>
        role === 'visitor'
          ? 401
          : role === 'subscriber' || role === 'unrelated' || role === 'admin'
            ? 200
            : 409,
      request: async () => {
        const { id, token } = await spare();
        followed.push(id);
        return { method: 'POST', url: `/api/v1/calendars/${id}/subscribe`, payload: { public_token: token } };
      },
    },
    {
      // After a new link, the old token subscribes nobody (ADR 115).
      name: 'POST /api/v1/calendars/{id}/subscribe (token replaced by a new link)',
      expect: (role) => (role === 'visitor' ? 401 : 404),
      request: async () => {
        const { id, token } = await spare();
        await call('POST', '/calendar/publish', as.owner, {
          calendar_id: id,
          is_public: 1,
          regenerate: true,
        });
        return { method: 'POST', url: `/api/v1/calendars/${id}/subscribe`, payload: { public_token: token } };
      },
    },
    {
      name: 'DELETE /api/v1/calendars/{id}/users/-/delete (leave)',
      // Members leave; the organisation's own people cannot (409); outsiders learn nothing.
      expect: (role) =>
        role === 'visitor' ? 401 : ADMINISTER.includes(role) ? 409 : READ.includes(role) ? 200 : 404,
      request: async () => ({
        method: 'DELETE',
        url: `/api/v1/calendars/${await spareCalendar()}/users/-/delete`,
      }),
    },
    {
      name: 'GET /api/v1/public/calendar/{token}/calendar.ics',
      expect: () => 200,
      request: async () => ({ method: 'GET', url: `/api/v1/public/calendar/${publicToken}/calendar.ics` }),
    },
    {
      name: 'PUT /api/v1/user-groups/{id} (the owner’s group)',
      expect: (role) => (role === 'visitor' ? 401 : role === 'owner' ? 200 : 404),
      request: async () => ({
        method: 'PUT',
        url: `/api/v1/user-groups/${groupId}`,
        payload: { name: 'Elders', emails: ['elder@example.com'] },
      }),
    },
    {
      name: 'DELETE /api/v1/user-groups/{id} (the owner’s group)',
      expect: (role) => (role === 'visitor' ? 401 : role === 'owner' ? 200 : 404),
      request: async (role) => {
        const made = await call('POST', '/api/v1/user-groups', as.owner, {
          name: `Neighbours ${role}`,
          emails: ['neighbour@example.com'],
        });
        return { method: 'DELETE', url: `/api/v1/user-groups/${made.json().group.id}` };
      },
    },
    {
      name: 'GET /api/v1/public/calendar/{token}',
      expect: () => 200,
      request: async () => ({ method: 'GET', url: `/api/v1/public/calendar/${publicToken}` }),
    },
    {
      name: 'GET /api/v1/organizations/{orgId}',
      expect: organizationExpectation(200),
      request: async () => ({ method: 'GET', url: `/api/v1/organizations/${orgId}` }),
    },
    {
      name: 'PUT /api/v1/organizations/{orgId}',
      expect: organizationExpectation(200, true),
      request: async () => ({
        method: 'PUT',
        url: `/api/v1/organizations/${orgId}`,
        payload: { description: 'Jatra and puja days' },
      }),
    },
    {
      name: 'POST /api/v1/organizations/{orgId}/calendars',
      expect: organizationExpectation(201),
      request: async (role) => ({
        method: 'POST',
        url: `/api/v1/organizations/${orgId}/calendars`,
        payload: { name: `By ${role}`, colour: '#1976d2' },
      }),
    },
    {
      name: 'POST /api/v1/organizations/{orgId}/invite (subscriber)',
      expect: organizationExpectation(201),
      request: async (role) => ({
        method: 'POST',
        url: `/api/v1/organizations/${orgId}/invite`,
        payload: { email: `follower-of-${role}@example.com`, role: 'subscriber' },
      }),
    },
    {
      name: 'POST /api/v1/organizations/{orgId}/invite (moderator)',
      expect: organizationExpectation(201, true),
      request: async (role) => ({
        method: 'POST',
        url: `/api/v1/organizations/${orgId}/invite`,
        payload: { email: `mod-by-${role}@example.com`, role: 'moderator' },
      }),
    },
    {
      name: 'GET /api/v1/organizations/{orgId}/subscribers',
      expect: organizationExpectation(200),
      request: async () => ({ method: 'GET', url: `/api/v1/organizations/${orgId}/subscribers` }),
    },
    {
      name: 'DELETE /api/v1/organizations/{orgId}/members/{userId}',
      expect: organizationExpectation(404, true),
      // Nobody to remove: the owner gets "No such member" (404) like everyone outside; a moderator 403.
      request: async () => ({
        method: 'DELETE',
        url: `/api/v1/organizations/${orgId}/members/${randomUUID()}`,
      }),
    },
    {
      // The member's own colour is theirs alone: those who manage people may not set it (400
      // naming the field), outsiders do not learn the calendar exists.
      name: 'PUT /api/v1/calendars/{id}/share/{shareId} (own colour)',
      expect: (role) =>
        role === 'visitor'
          ? 401
          : ['manager', 'editor', 'viewer', 'subscriber'].includes(role)
            ? 200
            : role === 'owner' || role === 'moderator'
              ? 400
              : 404,
      request: async (role) => ({
        method: 'PUT',
        url: `/api/v1/calendars/${calendarId}/share/${await shareIdOf(role)}`,
        payload: { colour: '#1976d2' },
      }),
    },
    {
      // The token is the authorization to look: anyone holding the link sees what it offers.
      name: 'POST /api/v1/invitations/preview (a pending calendar invitation)',
      expect: () => 200,
      request: async () => ({
        method: 'POST',
        url: '/api/v1/invitations/preview',
        payload: { token: calendarInviteToken, kind: 'calendar' },
      }),
    },
    {
      // Only the invited address may answer; the link stays good for it.
      name: 'POST /api/v1/calendars/{id}/users/-/accept-invitation (invited another address)',
      expect: (role) => (role === 'visitor' ? 401 : 403),
      request: async () => ({
        method: 'POST',
        url: `/api/v1/calendars/${calendarId}/users/-/accept-invitation`,
        payload: { token: calendarInviteToken, accept: true },
      }),
    },
    {
      name: 'POST /api/v1/organizations/-/accept-invitation (invited another address)',
      expect: (role) => (role === 'visitor' ? 401 : 403),
      request: async () => ({
        method: 'POST',
        url: '/api/v1/organizations/-/accept-invitation',
        payload: { token: organizationInviteToken },
      }),
    },
    {
      // A public image: shown on the published calendar page to anyone.
      name: 'GET /api/v1/organizations/{orgId}/logo',
      expect: () => 200,
      request: async () => ({ method: 'GET', url: `/api/v1/organizations/${orgId}/logo` }),
    },
  ];

  it('has rows for every shared-calendar, organisation, invitation and public-link route in route-list.txt', () => {
    // The caller's own list and a new one of their own reach nobody else's calendar; deleting an
    // organisation has its own test below.
    const elsewhere = new Set([
      'GET /api/v1/organizations',
      'POST /api/v1/organizations',
      'GET /api/v1/user-groups',
      'POST /api/v1/user-groups',
      'DELETE /api/v1/organizations/:orgId',
      // The ad slots (spec §7 path, issue 25): public and calendar-free; ads.test.ts has its matrix.
      'GET /api/v1/public/rows',
    ]);
    const covered = new Set(
      routes.map(({ name }) => {
        const [method, path] = name.split(' ') as [string, string];
        const url = path.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1');
        return `${method} ${url.replace('/users/-/delete', '/users/:userId/delete')}`;
      }),
    );
    const missing = readRouteList()
      .map((r) => r.key)
      .filter((key) => /^\w+ \/(api\/v1\/|calendar\/publish)/.test(key) && !elsewhere.has(key))
      .filter((key) => !covered.has(key));
    expect(missing, 'add a row for each to the routes of this matrix').toEqual([]);
  });

  it('answers every route as each of the nine roles as the matrix says', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const role of ROLES) {
        const { method, url, payload } = await route.request(role);
        for (let i = 0; i < (route.twice ? 2 : 1); i++) {
          const response = await call(method, url, as[role], payload);
          const want = route.expect(role);
          checked.push(`${route.name}|${role}`);
          if (response.statusCode !== want)
            failures.push(
              `${route.name} as ${role}: ${response.statusCode} (want ${want}) ${response.body.slice(0, 120)}`,
            );
          // Refusals never carry the calendar's events.
          if (response.statusCode >= 400) expect(response.body).not.toContain('Secret guthi puja');
        }
      }
    }
    for (const id of followed) await call('DELETE', `/calendars/${id}`, as.owner);
    expect(failures).toEqual([]);
    expect(new Set(checked).size).toBe(routes.length * ROLES.length);
    // 315 cells with fresh calendars for some: more than the default limit on a busy machine.
  }, 180_000);

  it('nothing leaks to an unrelated user, an admin or a visitor: month, today, important events, lists, feeds', async () => {
    for (const role of ['unrelated', 'admin', 'visitor'] as const) {
      const user = as[role];
      const month = await call('GET', '/calendars?calendar_type=BS&year=2081&month=7&lang=en', user);
      expect(month.statusCode).toBe(200);
      expect(month.body).not.toContain('Secret guthi puja');
      expect(month.body).not.toContain('Committee budget');
      expect(month.json().data.calendars.map((c: { id: number }) => c.id)).not.toContain(calendarId);
      const today = await call('GET', '/calendars/today?lang=en', user);
      expect(today.body).not.toContain('Secret guthi puja');
      const important = await call('GET', '/important-events?range=month&lang=en', user);
      expect(important.body).not.toContain('Secret guthi puja');
      if (user) {
        const mine = (await call('GET', '/users/calendars', user)).json().data;
        expect(JSON.stringify(mine)).not.toContain('Guthi');
        expect((await call('GET', '/api/v1/organizations', user)).json().data).toEqual([]);
        const search = await call('GET', `/api/v1/calendars/${calendarId}/users?search=viewer`, user);
        expect(search.statusCode).toBe(404);
        expect(search.body).not.toContain('viewer@example.com');
      }
    }
    // Readers see it in their month and today; the private committee calendar only its organisation.
    for (const role of READ) {
      const today = await call('GET', '/calendars/today?lang=en', as[role]);
      expect(today.body, role).toContain('Secret guthi puja');
      const month = await call('GET', '/calendars?calendar_type=BS&year=2081&month=7&lang=en', as[role]);
      expect(month.body.includes('Committee budget'), role).toBe(ADMINISTER.includes(role));
    }
    // A member's feed is their own; the organisation's private feed URL is never in a member's list.
    const ownerFeed = (await call('GET', '/users/calendars', as.owner))
      .json()
      .data.shared_calendars.find((c: { id: number }) => c.id === calendarId).ical_url as string;
    for (const role of ['manager', 'editor', 'viewer', 'subscriber'] as const) {
      const listed = (await call('GET', '/users/calendars', as[role])).json().data.shared_calendars as {
        id: number;
        access: string;
        ical_url: string;
      }[];
      const entry = listed.find((c) => c.id === calendarId)!;
      expect(entry.access, role).toBe(role);
      expect(entry.ical_url).not.toBe(ownerFeed);
      expect(listed.map((c) => c.id)).not.toContain(privateCalendarId);
    }
  });

  it('admins have no power over private calendars; the organisation is deleted only by its owner', async () => {
    expect((await call('DELETE', `/api/v1/organizations/${orgId}`, as.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/organizations/${orgId}`, as.moderator)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/organizations/${orgId}`, as.viewer)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/organizations/${orgId}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/v1/organizations/${orgId}`, as.owner)).statusCode).toBe(200);
    // Its calendars went with it: members and subscribers lose them at once.
    expect((await call('GET', `/calendar-events/${calendarId}`, as.viewer)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/public/calendar/${publicToken}`)).statusCode).toBe(404);
    // Matrix size for the report: routes × roles.
    console.info(
      `sharing authorization matrix: ${routes.length} routes × ${ROLES.length} roles = ${routes.length * ROLES.length} cells`,
    );
  });
});
