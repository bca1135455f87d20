import { and, asc, count, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  calendarShares,
  calendars,
  organizationInvitations,
  organizationMembers,
  organizations,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema.js';
import type { CalendarRow } from '../calendar/repository.js';
import { feedTokensOf } from '../ical/links.js';

export type ShareRow = typeof calendarShares.$inferSelect;

export async function findShare(db: Db, calendarId: number, shareId: number): Promise<ShareRow | undefined> {
  const rows = await db
    .select()
    .from(calendarShares)
    .where(and(eq(calendarShares.id, shareId), eq(calendarShares.calendarId, calendarId)))
    .limit(1);
  return rows[0];
}

export async function findShareByEmail(
  db: Db,
  calendarId: number,
  email: string,
): Promise<ShareRow | undefined> {
  const rows = await db
    .select()
    .from(calendarShares)
    .where(and(eq(calendarShares.calendarId, calendarId), eq(calendarShares.email, email)))
    .limit(1);
  return rows[0];
}

export async function findShareOfUser(
  db: Db,
  calendarId: number,
  userId: string,
): Promise<ShareRow | undefined> {
  const rows = await db
    .select()
    .from(calendarShares)
    .where(and(eq(calendarShares.calendarId, calendarId), eq(calendarShares.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function findShareByTokenHash(db: Db, tokenHash: string): Promise<ShareRow | undefined> {
  const rows = await db.select().from(calendarShares).where(eq(calendarShares.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function findShareByIcalToken(db: Db, token: string): Promise<ShareRow | undefined> {
  const rows = await db.select().from(calendarShares).where(eq(calendarShares.icalToken, token)).limit(1);
  return rows[0];
}

/** Creates the row for (calendar, email) or replaces it (a re-invitation after a decline or revoke). */
export async function upsertShare(db: Db, values: typeof calendarShares.$inferInsert): Promise<ShareRow> {
  const { calendarId: _c, email: _e, ...rest } = values;
  const [row] = await db
    .insert(calendarShares)
    .values(values)
    .onConflictDoUpdate({
      target: [calendarShares.calendarId, calendarShares.email],
      set: { ...rest, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function updateShare(
  db: Db,
  id: number,
  values: Partial<typeof calendarShares.$inferInsert>,
): Promise<ShareRow> {
  const [row] = await db
    .update(calendarShares)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(calendarShares.id, id))
    .returning();
  return row!;
}

export async function deleteShare(db: Db, id: number): Promise<void> {
  await db.delete(calendarShares).where(eq(calendarShares.id, id));
}

/** People who hold or were offered a place in the calendar (subscribers excluded), for the limit. */
export async function countMembers(db: Db, calendarId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(calendarShares)
    .where(
      and(
        eq(calendarShares.calendarId, calendarId),
        ne(calendarShares.level, 'subscriber'),
        inArray(calendarShares.state, ['pending', 'accepted']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Invitations (calendar and organisation) a user sent since `since`. */
export async function countInvitationsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [a] = await db
    .select({ n: count() })
    .from(calendarShares)
    .where(and(eq(calendarShares.invitedBy, userId), gt(calendarShares.invitedAt, since)));
  const [b] = await db
    .select({ n: count() })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.invitedBy, userId), gt(organizationInvitations.invitedAt, since)));
  return Number(a?.n ?? 0) + Number(b?.n ?? 0);
}

export interface PersonRow {
  share: ShareRow;
  fullName: string | null;
}

/** One page of a calendar's people: search over address and name, filter by level or state. */
export async function findPeople(
  db: Db,
  calendarId: number,
  {
    search,
    levels,
    states,
    expiredBefore,
    limit,
    offset,
  }: {
    search?: string;
    levels?: string[];
    states?: string[];
    /** With `expired`: pending invitations whose expiry passed before this instant. */
    expiredBefore?: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PersonRow[]; total: number }> {
  const conditions: SQL[] = [eq(calendarShares.calendarId, calendarId)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(calendarShares.email, pattern), ilike(users.fullName, pattern))!);
  }
  if (levels) conditions.push(inArray(calendarShares.level, levels as ShareRow['level'][]));
  if (states) conditions.push(inArray(calendarShares.state, states as ShareRow['state'][]));
  if (expiredBefore)
    conditions.push(sql`${calendarShares.expiresAt} <= ${expiredBefore.toISOString()}::timestamptz`);
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(calendarShares)
    .leftJoin(users, eq(users.id, calendarShares.userId))
    .where(where);
  const rows = await db
    .select({ share: calendarShares, fullName: users.fullName })
    .from(calendarShares)
    .leftJoin(users, eq(users.id, calendarShares.userId))
    .where(where)
    .orderBy(asc(calendarShares.email))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A calendar the user reads but does not own: shared with them, subscribed, or their organisation's. */
export interface MemberCalendar {
  calendar: CalendarRow;
  share: ShareRow | null;
  role: 'owner' | ShareRow['level'];
  organizationName: string | null;
  /** The person who owns a personal calendar shared with the user. */
  ownerName: string | null;
}

export async function findMemberCalendars(db: Db, userId: string): Promise<MemberCalendar[]> {
  const shared = await db
    .select({
      calendar: calendars,
      share: calendarShares,
      organizationName: organizations.name,
      ownerName: users.fullName,
    })
    .from(calendarShares)
    .innerJoin(calendars, eq(calendars.id, calendarShares.calendarId))
    .leftJoin(organizations, eq(organizations.id, calendars.orgId))
    .leftJoin(users, eq(users.id, calendars.ownerUserId))
    .where(and(eq(calendarShares.userId, userId), eq(calendarShares.state, 'accepted')))
    .orderBy(asc(calendarShares.id));
  const managed = await db
    .select({ calendar: calendars, organizationName: organizations.name })
    .from(organizationMembers)
    .innerJoin(calendars, eq(calendars.orgId, organizationMembers.orgId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(calendars.priority), asc(calendars.id));
  const managedIds = new Set(managed.map((m) => m.calendar.id));
  // A moderator's feed link is their own, never the calendar's secret (ADR 164).
  const tokens = await feedTokensOf(db, userId, [...managedIds]);
  return [
    ...managed.map((m) => ({
      ...m,
      calendar: { ...m.calendar, icalToken: tokens.get(m.calendar.id) ?? null },
      share: null,
      role: 'owner' as const,
      ownerName: null,
    })),
    ...shared
      // Subscriptions end with publication; a moderator's own subscription adds nothing.
      .filter(
        (s) => !(s.share.level === 'subscriber' && !s.calendar.isPublic) && !managedIds.has(s.calendar.id),
      )
      .map((s) => ({ ...s, role: s.share.level })),
  ];
}

export type UserGroupRow = typeof userGroups.$inferSelect;

export async function findGroups(
  db: Db,
  userId: string,
): Promise<{ group: UserGroupRow; emails: string[] }[]> {
  const groups = await db
    .select()
    .from(userGroups)
    .where(eq(userGroups.ownerUserId, userId))
    .orderBy(asc(userGroups.name), asc(userGroups.id));
  if (groups.length === 0) return [];
  const members = await db
    .select()
    .from(userGroupMembers)
    .where(
      inArray(
        userGroupMembers.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(userGroupMembers.email));
  return groups.map((group) => ({
    group,
    emails: members.filter((m) => m.groupId === group.id).map((m) => m.email),
  }));
}

export async function countGroups(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userGroups).where(eq(userGroups.ownerUserId, userId));
  return Number(row?.n ?? 0);
}

export async function findGroup(db: Db, userId: string, id: number) {
  return (await findGroups(db, userId)).find((g) => g.group.id === id);
}

export async function saveGroup(
  db: Db,
  userId: string,
  id: number | null,
  name: string | undefined,
  emails: string[] | undefined,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let groupId = id;
    if (groupId === null) {
      const [row] = await tx.insert(userGroups).values({ ownerUserId: userId, name: name! }).returning();
      groupId = row!.id;
    } else if (name !== undefined) {
      await tx.update(userGroups).set({ name }).where(eq(userGroups.id, groupId));
    }
    if (emails !== undefined) {
      await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
      const unique = [...new Set(emails)];
      if (unique.length > 0)
        await tx.insert(userGroupMembers).values(unique.map((email) => ({ groupId: groupId!, email })));
    }
    return groupId;
  });
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.delete(userGroups).where(eq(userGroups.id, id));
}

export async function findUserSummary(db: Db, userId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
