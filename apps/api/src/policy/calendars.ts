/**
 * A caller's relation to one calendar (ADR 110), for the policy to answer with. A personal
 * calendar's owner, and an organisation calendar's owner and moderators, are its `owner`; accepted
 * members have their level; subscribers read a published calendar. Anyone else (an admin
 * included: private calendars are private) holds no relation, so the answer is the one an unknown
 * id gets and a calendar's existence never leaks.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { calendarShares, calendars, organizationMembers } from '../db/schema.js';
import type { CalendarRow } from '../modules/calendar/repository.js';
import { type Actor, assertMay, grants, may } from './decide.js';
import type { ActionOn, Relation } from './table.js';

export type CalendarRole = 'owner' | 'manager' | 'editor' | 'viewer' | 'subscriber';
export type CalendarAction = ActionOn<'calendar'>;

export interface CalendarAccess {
  calendar: CalendarRow;
  role: CalendarRole;
}

export function calendarRelation(role: CalendarRole): Relation {
  return `calendar.${role}`;
}

/** Whether a role in a calendar gives `action` (for lists that mark what the reader may change). */
export function calendarRoleMay(role: CalendarRole, action: CalendarAction): boolean {
  return grants([calendarRelation(role)], action);
}

/** The caller's role in a calendar, or null (no calendar, or nothing to do with it). */
export async function findCalendarAccess(
  db: Db,
  userId: string,
  calendarId: number,
): Promise<CalendarAccess | null> {
  const [calendar] = await db.select().from(calendars).where(eq(calendars.id, calendarId)).limit(1);
  if (!calendar || calendar.isDefault) return null;
  if (calendar.ownerUserId === userId) return { calendar, role: 'owner' };
  if (calendar.orgId) {
    const [member] = await db
      .select({ role: organizationMembers.role })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.orgId, calendar.orgId), eq(organizationMembers.userId, userId)))
      .limit(1);
    if (member) return { calendar, role: 'owner' };
  }
  const [share] = await db
    .select({ level: calendarShares.level })
    .from(calendarShares)
    .where(
      and(
        eq(calendarShares.calendarId, calendarId),
        eq(calendarShares.userId, userId),
        eq(calendarShares.state, 'accepted'),
      ),
    )
    .limit(1);
  if (!share) return null;
  // A subscription lasts only while the calendar stays published.
  if (share.level === 'subscriber' && !calendar.isPublic) return null;
  return { calendar, role: share.level };
}

/**
 * Account roles give nothing on a calendar (ADR 110; the policy's unit test holds every role to
 * that), so the caller is known by id alone and no roles are read.
 */
function calendarActor(userId: string): Actor {
  return { id: userId, roles: [] };
}

/** Whether a caller holding `access` (or nothing) may do `action`. */
export function mayOnCalendar(
  userId: string,
  access: CalendarAccess | null,
  action: CalendarAction,
): boolean {
  return may(calendarActor(userId), action, access ? [calendarRelation(access.role)] : []);
}

/** Asks the policy whether a caller holding `access` (or nothing) may do `action`; throws its refusal. */
export function assertMayOnCalendar(
  userId: string,
  access: CalendarAccess | null,
  action: CalendarAction,
): asserts access is CalendarAccess {
  assertMay(calendarActor(userId), action, access ? [calendarRelation(access.role)] : []);
}

/**
 * The calendar when the caller may do `action`, else 404 (the caller cannot read it: its
 * existence stays hidden) or 403 naming what their level lacks.
 */
export async function requireCalendar(
  db: Db,
  userId: string,
  calendarId: number,
  action: CalendarAction,
): Promise<CalendarAccess> {
  const access = await findCalendarAccess(db, userId, calendarId);
  assertMayOnCalendar(userId, access, action);
  return access;
}

/** The share a change or removal names, as the rules below read it. */
export interface ShareTarget {
  userId: string | null;
  level: CalendarRole;
  state: string;
}

/**
 * `PUT …/share/{shareId}` by someone who may manage people: nobody changes their own level, and
 * only the owner demotes an accepted manager (a manager may still invite managers).
 */
export function assertMayChangeShare(
  callerId: string,
  access: CalendarAccess,
  target: ShareTarget,
  newLevel: CalendarRole | undefined,
): void {
  const held = [calendarRelation(access.role)];
  const actor = calendarActor(callerId);
  if (target.userId === callerId) assertMay(actor, 'calendar.share.own-level.change', held);
  if (target.level === 'manager' && target.state === 'accepted' && newLevel !== 'manager') {
    assertMay(actor, 'calendar.managers.manage', held);
  }
}

/** `DELETE …/users/{userId}/delete` by someone who may manage people: only the owner removes a manager. */
export function assertMayRemoveShare(callerId: string, access: CalendarAccess, target: ShareTarget): void {
  if (target.level === 'manager') {
    assertMay(calendarActor(callerId), 'calendar.managers.manage', [calendarRelation(access.role)]);
  }
}
