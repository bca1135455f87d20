import { and, asc, count, countDistinct, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  calendarShares,
  calendars,
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema.js';
import type { CalendarRow } from '../calendar/repository.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
export type OrganizationRole = 'owner' | 'moderator';

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0];
}

export async function findMembership(
  db: Db,
  orgId: string,
  userId: string,
): Promise<OrganizationRole | null> {
  const rows = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** The organisations a user runs, with whether one of their calendars is public and modifiable. */
export async function organizationsOfUser(db: Db, userId: string) {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      role: organizationMembers.role,
      moderator: sql<number>`(SELECT count(*) FROM ${calendars} WHERE ${calendars.orgId} = ${organizations.id} AND ${calendars.isPublic} AND ${calendars.isModifiable})::int`,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
  return rows.map((r) => ({ ...r, moderator: (Number(r.moderator) > 0 ? 1 : 0) as 0 | 1 }));
}

export async function countOwnedOrganizations(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.role, 'owner')));
  return Number(row?.n ?? 0);
}

export async function insertOrganization(
  db: Db,
  values: typeof organizations.$inferInsert,
  ownerId: string,
): Promise<OrganizationRow> {
  return db.transaction(async (t) => {
    const [row] = await t.insert(organizations).values(values).returning();
    await t.insert(organizationMembers).values({ orgId: row!.id, userId: ownerId, role: 'owner' });
    return row!;
  });
}

export async function updateOrganizationRow(
  db: Db,
  id: string,
  values: Partial<typeof organizations.$inferInsert>,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row!;
}

export async function deleteOrganizationRow(db: Db, id: string): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}

export async function findOrganizationCalendars(db: Db, orgId: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(eq(calendars.orgId, orgId))
    .orderBy(asc(calendars.priority), asc(calendars.id));
}

export async function countSubscribersByCalendar(
  db: Db,
  calendarIds: number[],
): Promise<Map<number, number>> {
  if (calendarIds.length === 0) return new Map();
  const rows = await db
    .select({ calendarId: calendarShares.calendarId, n: count() })
    .from(calendarShares)
    .where(
      and(
        inArray(calendarShares.calendarId, calendarIds),
        eq(calendarShares.level, 'subscriber'),
        eq(calendarShares.state, 'accepted'),
      ),
    )
    .groupBy(calendarShares.calendarId);
  return new Map(rows.map((r) => [r.calendarId, Number(r.n)]));
}

export async function findMembers(db: Db, orgId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.orgId, orgId))
    .orderBy(asc(organizationMembers.role), asc(users.fullName));
}

export async function addMember(
  db: Db,
  orgId: string,
  userId: string,
  role: OrganizationRole,
): Promise<void> {
  await db.insert(organizationMembers).values({ orgId, userId, role }).onConflictDoNothing();
}

export async function removeMember(db: Db, orgId: string, userId: string): Promise<void> {
  await db
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)));
}

/** People who follow at least one of the organisation's calendars: one page, searchable. */
export async function findSubscribers(
  db: Db,
  orgId: string,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [
    eq(calendars.orgId, orgId),
    eq(calendarShares.level, 'subscriber'),
    eq(calendarShares.state, 'accepted'),
  ];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.fullName, pattern))!);
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: countDistinct(users.id) })
    .from(calendarShares)
    .innerJoin(calendars, eq(calendars.id, calendarShares.calendarId))
    .innerJoin(users, eq(users.id, calendarShares.userId))
    .where(where);
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      calendarIds: sql<number[]>`array_agg(${calendars.id} ORDER BY ${calendars.id})`,
    })
    .from(calendarShares)
    .innerJoin(calendars, eq(calendars.id, calendarShares.calendarId))
    .innerJoin(users, eq(users.id, calendarShares.userId))
    .where(where)
    .groupBy(users.id, users.email, users.fullName)
    .orderBy(asc(users.email))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrganizationInvitations(
  db: Db,
  orgId: string,
): Promise<OrganizationInvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.orgId, orgId))
    .orderBy(asc(organizationInvitations.email));
}

export async function upsertOrganizationInvitation(
  db: Db,
  values: typeof organizationInvitations.$inferInsert,
): Promise<OrganizationInvitationRow> {
  const { orgId: _o, email: _e, ...rest } = values;
  const [row] = await db
    .insert(organizationInvitations)
    .values(values)
    .onConflictDoUpdate({ target: [organizationInvitations.orgId, organizationInvitations.email], set: rest })
    .returning();
  return row!;
}

export async function findOrganizationInvitationByHash(
  db: Db,
  tokenHash: string,
): Promise<OrganizationInvitationRow | undefined> {
  const rows = await db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function updateOrganizationInvitation(
  db: Db,
  id: number,
  values: Partial<typeof organizationInvitations.$inferInsert>,
): Promise<void> {
  await db.update(organizationInvitations).set(values).where(eq(organizationInvitations.id, id));
}

export async function findCalendarByPublicToken(db: Db, token: string): Promise<CalendarRow | undefined> {
  const rows = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.publicToken, token), eq(calendars.isPublic, true)))
    .limit(1);
  return rows[0];
}
