/**
 * The policy (ADR 152): every role and relation against every action, with the answer a caller
 * gets — allowed, 401 (visitor), 404 (cannot see the thing), 403 (sees it, lacks the right) — as
 * ADR 110, 113 and 121 and DESIGN decision 10 state them, written out here by hand; then the
 * relations as the loaders find them in a database: a revoked share, a removed moderator, an
 * unpublished calendar's subscriber, an admin.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { calendarShares, users } from '../src/db/schema.js';
import { addMember, insertOrganization, removeMember } from '../src/modules/organizations/repository.js';
import { insertCalendar } from '../src/modules/personal-calendars/repository.js';
import { findCalendarAccess, requireCalendar } from '../src/policy/calendars.js';
import { type Actor, decide, isAdmin } from '../src/policy/decide.js';
import { requireOrganization } from '../src/policy/organizations.js';
import { ACCOUNT_ROLES, ACTIONS, type Action, GRANTS, type Relation } from '../src/policy/table.js';
import { testDatabases } from './databases.js';

const user = (roles: string[] = []): Actor => ({ id: 'u1', roles });

/** The status `decide` answers with: 200 for allowed. */
function status(actor: Actor, action: Action, relations: Relation[] = []): number {
  const decision = decide(actor, action, relations);
  return decision.allowed ? 200 : decision.status;
}

describe('a calendar, by the caller’s relation to it (ADR 110)', () => {
  // Columns: owner, manager, editor, viewer, subscriber, stranger, admin, super-admin.
  const callers: [string, Actor, Relation[]][] = [
    ['owner', user(), ['calendar.owner']],
    ['manager', user(), ['calendar.manager']],
    ['editor', user(), ['calendar.editor']],
    ['viewer', user(), ['calendar.viewer']],
    ['subscriber', user(), ['calendar.subscriber']],
    ['stranger', user(), []],
    ['admin', user(['admin']), []],
    ['super-admin', user(['super-admin']), []],
  ];
  const expected: Record<string, number[]> = {
    'calendar.read': [200, 200, 200, 200, 200, 404, 404, 404],
    'calendar.events.write': [200, 200, 200, 403, 403, 404, 404, 404],
    'calendar.share.manage': [200, 200, 403, 403, 403, 404, 404, 404],
    'calendar.managers.manage': [200, 403, 403, 403, 403, 404, 404, 404],
    'calendar.share.own-level.change': [403, 403, 403, 403, 403, 404, 404, 404],
    'calendar.administer': [200, 403, 403, 403, 403, 404, 404, 404],
  };

  it.each(Object.entries(expected))('%s', (action, statuses) => {
    const got = callers.map(([, actor, relations]) => status(actor, action as Action, relations));
    expect(got).toEqual(statuses);
  });

  it('a visitor is asked to sign in, whatever the action', () => {
    for (const action of Object.keys(expected)) expect(status(null, action as Action)).toBe(401);
  });

  it('a refusal to a reader names what their level lacks; to a stranger it is the unknown id’s answer', () => {
    expect(decide(user(), 'calendar.events.write', ['calendar.viewer'])).toEqual({
      allowed: false,
      status: 403,
      code: 'calendar_read_only',
    });
    expect(decide(user(['admin']), 'calendar.administer')).toEqual({
      allowed: false,
      status: 404,
      code: 'calendar_not_found',
    });
  });

  it('every action on a calendar is listed above', () => {
    const onCalendars = Object.entries(ACTIONS)
      .filter(([, a]) => a.on === 'calendar')
      .map(([name]) => name);
    expect(onCalendars.sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('an organisation, by the caller’s role in it (ADR 113)', () => {
  const callers: [string, Actor, Relation[]][] = [
    ['owner', user(), ['organization.owner']],
    ['moderator', user(), ['organization.moderator']],
    ['stranger or subscriber', user(), []],
    ['admin', user(['admin', 'super-admin']), []],
  ];
  const expected: Record<string, number[]> = {
    'organization.read': [200, 200, 404, 404],
    'organization.update': [200, 403, 404, 404],
    'organization.delete': [200, 403, 404, 404],
    'organization.calendars.manage': [200, 200, 404, 404],
    'organization.subscribers.invite': [200, 200, 404, 404],
    'organization.moderators.invite': [200, 403, 404, 404],
    'organization.members.remove': [200, 403, 404, 404],
  };

  it.each(Object.entries(expected))('%s', (action, statuses) => {
    expect(callers.map(([, actor, relations]) => status(actor, action as Action, relations))).toEqual(
      statuses,
    );
  });

  it('every action on an organisation is listed above', () => {
    const onOrganizations = Object.entries(ACTIONS)
      .filter(([, a]) => a.on === 'organization')
      .map(([name]) => name);
    expect(onOrganizations.sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('the product, by the roles on the account (ADR 121, DESIGN decision 10)', () => {
  const roles = [
    'none',
    'subscriber',
    'astrologer',
    'support',
    'advertiser',
    'editor',
    'admin',
    'super-admin',
  ] as const;
  /** The roles that may; every other signed-in account gets 403. */
  const allowed: Record<string, (typeof roles)[number][]> = {
    'admin.area.open': ['astrologer', 'support', 'advertiser', 'editor', 'admin', 'super-admin'],
    'admin.run': ['admin', 'super-admin'],
    'admin.sources.read': ['admin', 'super-admin'],
    'admin.sources.fetch': ['admin', 'super-admin'],
    'admin.feeds.manage': ['admin', 'super-admin'],
    'admin.radios.manage': ['admin', 'super-admin'],
    'admin.calendar-years.publish': ['admin', 'super-admin'],
    'admin.roles.grant-astrologer': ['admin', 'super-admin'],
    'admin.roles.grant-admin': ['super-admin'],
    'rashifal.write': ['astrologer', 'admin', 'super-admin'],
    'ads.skip': ['subscriber'],
    'subscriptions.packages.manage': ['admin', 'super-admin'],
    'payments.refund': ['admin', 'super-admin'],
    // Payments (ADR 235, 236).
    'payments.trials.read': ['admin', 'super-admin'],
    'payments.receipts.resend': ['admin', 'super-admin'],
    'ads.campaigns.manage': ['admin', 'super-admin'],
    'paramarsha.services.manage': ['admin', 'super-admin'],
    'paramarsha.requests.assign': ['admin', 'super-admin'],
    'quiz.questions.write': ['editor', 'admin', 'super-admin'],
    'quiz.questions.review': ['editor', 'admin', 'super-admin'],
    'admin.roles.grant-editor': ['admin', 'super-admin'],
    'support.inbox.read': ['support', 'admin', 'super-admin'],
    'bluebook.renewals.handle': ['support', 'admin', 'super-admin'],
    // Talk with us (ADR 195): admins name the support staff.
    'admin.roles.grant-support': ['admin', 'super-admin'],
    // Vehicle bluebook (issue 27).
    'bluebook.rates.read': ['admin', 'super-admin'],
    'bluebook.fee.manage': ['admin', 'super-admin'],
    // Support pages (ADR 191).
    'support.faq.write': ['admin', 'super-admin'],
  };

  it.each(Object.entries(allowed))('%s', (action, who) => {
    for (const role of roles) {
      const actor = user(role === 'none' ? [] : [role]);
      expect(status(actor, action as Action), role).toBe((who as string[]).includes(role) ? 200 : 403);
    }
    expect(status(null, action as Action)).toBe(401);
  });

  it('every action on the product is listed above', () => {
    const onProduct = Object.entries(ACTIONS)
      .filter(([, a]) => a.on === 'product')
      .map(([name]) => name);
    expect(onProduct.sort()).toEqual(Object.keys(allowed).sort());
  });

  it('a role name the product does not know gives nothing', () => {
    expect(status(user(['root', 'Admin']), 'admin.run')).toBe(403);
  });

  it('the admin flag (spec §6) is admin and super-admin', () => {
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['super-admin'])).toBe(true);
    expect(isAdmin(['astrologer', 'support', 'editor', 'advertiser', 'subscriber'])).toBe(false);
    expect(isAdmin([])).toBe(false);
  });
});

describe('one’s own request, campaign and conversation (issues 25, 26, 29)', () => {
  it('a paramarsha request: its reader and its astrologer read it, only the astrologer answers, admins read it', () => {
    expect(status(user(), 'paramarsha.request.read', ['paramarsha-request.requester'])).toBe(200);
    expect(status(user(), 'paramarsha.request.answer', ['paramarsha-request.requester'])).toBe(403);
    const astrologer = user(['astrologer']);
    expect(status(astrologer, 'paramarsha.request.answer', ['paramarsha-request.assignee'])).toBe(200);
    // Another astrologer's request is not theirs to see at all.
    expect(status(astrologer, 'paramarsha.request.read')).toBe(404);
    expect(status(user(['admin']), 'paramarsha.request.read')).toBe(200);
    expect(status(user(['admin']), 'paramarsha.request.answer')).toBe(403);
  });

  it('an advertiser reads only its own campaigns’ reports', () => {
    const advertiser = user(['advertiser']);
    expect(status(advertiser, 'ads.campaign.report.read', ['campaign.advertiser'])).toBe(200);
    expect(status(advertiser, 'ads.campaign.report.read')).toBe(404);
    expect(status(advertiser, 'ads.campaigns.manage')).toBe(403);
    expect(status(user(['admin']), 'ads.campaign.report.read')).toBe(200);
  });

  it('a talk-with-us thread: its author and support staff', () => {
    expect(status(user(), 'support.thread.reply', ['support-thread.author'])).toBe(200);
    expect(status(user(), 'support.thread.read')).toBe(404);
    expect(status(user(['support']), 'support.thread.reply')).toBe(200);
  });

  // Vehicle bluebook (issue 27, ADR 212).
  it('a saved vehicle: its owner reads and changes it, admins read it, anyone else gets 404', () => {
    expect(status(user(), 'bluebook.vehicle.write', ['vehicle.owner'])).toBe(200);
    expect(status(user(), 'bluebook.vehicle.read')).toBe(404);
    expect(status(user(), 'bluebook.vehicle.write')).toBe(404);
    expect(status(user(['support']), 'bluebook.vehicle.read')).toBe(404);
    expect(status(user(['admin']), 'bluebook.vehicle.read')).toBe(200);
    expect(status(user(['admin']), 'bluebook.vehicle.write')).toBe(403);
    expect(status(null, 'bluebook.vehicle.read')).toBe(401);
  });
});

it('no account role gives anything on a calendar or an organisation (their loaders read no roles)', () => {
  for (const role of ACCOUNT_ROLES) {
    const given = (GRANTS[role] as readonly Action[]).filter(
      (action) => ACTIONS[action].on === 'calendar' || ACTIONS[action].on === 'organization',
    );
    expect(given, role).toEqual([]);
  }
});

describe.each(testDatabases())('the relations the loaders find on $name', ({ open }) => {
  let database: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    for (const name of ['owner', 'moderator', 'member', 'revoked', 'follower', 'admin']) {
      ids[name] = randomUUID();
      await database.db.insert(users).values({
        id: ids[name],
        email: `${name}-${ids[name]!.slice(0, 8)}@example.com`,
        fullName: name,
        roles: name === 'admin' ? ['admin', 'super-admin'] : [],
        emailVerifiedAt: new Date(),
      });
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  async function calendar(values: { ownerUserId?: string; orgId?: string; isPublic?: boolean }) {
    return insertCalendar(database.db, {
      nameNp: 'पात्रो',
      nameEn: 'Patro',
      colour: '#d32f2f',
      ownerUserId: values.ownerUserId ?? null,
      orgId: values.orgId ?? null,
      isPublic: values.isPublic ?? false,
      isModifiable: true,
      icalToken: randomUUID(),
    });
  }

  async function share(calendarId: number, who: string, level: 'editor' | 'subscriber', state: string) {
    await database.db.insert(calendarShares).values({
      calendarId,
      email: `${who}-${calendarId}@example.com`,
      userId: ids[who]!,
      level,
      state: state as 'accepted' | 'revoked',
    });
  }

  /** The status of `action` as `who` on calendar `id`: 200 or the refusal's. */
  async function onCalendar(who: string, id: number, action: Parameters<typeof requireCalendar>[3]) {
    try {
      await requireCalendar(database.db, ids[who]!, id, action);
      return 200;
    } catch (error) {
      return (error as { statusCode: number }).statusCode;
    }
  }

  it('a revoked share gives nothing: the calendar is hidden again', async () => {
    const family = await calendar({ ownerUserId: ids.owner });
    await share(family.id, 'member', 'editor', 'accepted');
    await share(family.id, 'revoked', 'editor', 'revoked');
    expect(await onCalendar('member', family.id, 'calendar.events.write')).toBe(200);
    expect(await onCalendar('member', family.id, 'calendar.administer')).toBe(403);
    expect(await findCalendarAccess(database.db, ids.revoked!, family.id)).toBeNull();
    expect(await onCalendar('revoked', family.id, 'calendar.read')).toBe(404);
  });

  it('admins have no power over a private calendar', async () => {
    const family = await calendar({ ownerUserId: ids.owner });
    expect(await onCalendar('admin', family.id, 'calendar.read')).toBe(404);
    expect(await onCalendar('owner', family.id, 'calendar.administer')).toBe(200);
  });

  it('a subscriber of a public organisation calendar reads but does not write, and loses it when it is unpublished', async () => {
    const org = await insertOrganization(database.db, { id: randomUUID(), name: 'Guthi' }, ids.owner!);
    const published = await calendar({ orgId: org.id, isPublic: true });
    await share(published.id, 'follower', 'subscriber', 'accepted');
    expect(await onCalendar('follower', published.id, 'calendar.read')).toBe(200);
    expect(await onCalendar('follower', published.id, 'calendar.events.write')).toBe(403);
    // The organisation itself stays hidden from its subscribers.
    await expect(
      requireOrganization(database.db, ids.follower!, org.id, 'organization.read'),
    ).rejects.toMatchObject({ statusCode: 404 });
    const unpublished = await calendar({ orgId: org.id, isPublic: false });
    await share(unpublished.id, 'follower', 'subscriber', 'accepted');
    expect(await onCalendar('follower', unpublished.id, 'calendar.read')).toBe(404);
  });

  it('a moderator runs the organisation’s calendars until removed; then sees nothing', async () => {
    const org = await insertOrganization(database.db, { id: randomUUID(), name: 'School' }, ids.owner!);
    const notices = await calendar({ orgId: org.id });
    await addMember(database.db, org.id, ids.moderator!, 'moderator');
    expect(await onCalendar('moderator', notices.id, 'calendar.administer')).toBe(200);
    const { role } = await requireOrganization(
      database.db,
      ids.moderator!,
      org.id,
      'organization.calendars.manage',
    );
    expect(role).toBe('moderator');
    await expect(
      requireOrganization(database.db, ids.moderator!, org.id, 'organization.delete'),
    ).rejects.toMatchObject({ statusCode: 403 });
    await removeMember(database.db, org.id, ids.moderator!);
    expect(await onCalendar('moderator', notices.id, 'calendar.read')).toBe(404);
    await expect(
      requireOrganization(database.db, ids.moderator!, org.id, 'organization.read'),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      requireOrganization(database.db, ids.admin!, org.id, 'organization.read'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
