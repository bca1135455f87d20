/**
 * Who may do what with a calendar (ADR 110): one home for the rule every calendar and event call
 * uses. A personal calendar's owner, and an organisation calendar's owner and moderators, have
 * every right; accepted members have their level; subscribers read a published calendar.
 * Anyone else (an admin included: private calendars are private) gets the answer an unknown id
 * gets, so a calendar's existence never leaks.
 */

import type { ErrorCode } from '@patro/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarShares, calendars, organizationMembers } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { CalendarRow } from '../calendar/repository.js';

export type CalendarRole = 'owner' | 'manager' | 'editor' | 'viewer' | 'subscriber';
export type CalendarRight = 'read' | 'write-events' | 'manage-people' | 'administer';

const RIGHTS: Record<CalendarRole, readonly CalendarRight[]> = {
  owner: ['read', 'write-events', 'manage-people', 'administer'],
  manager: ['read', 'write-events', 'manage-people'],
  editor: ['read', 'write-events'],
  viewer: ['read'],
  subscriber: ['read'],
};

/** The 403 code naming what the caller's level lacks. */
const REFUSALS: Record<CalendarRight, ErrorCode> = {
  read: 'calendar_not_found',
  'write-events': 'calendar_read_only',
  'manage-people': 'calendar_managers_only',
  administer: 'calendar_owner_only',
};

export function roleHas(role: CalendarRole, right: CalendarRight): boolean {
  return RIGHTS[role].includes(right);
}

export interface CalendarAccess {
  calendar: CalendarRow;
  role: CalendarRole;
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
 * The calendar when the caller has `right`, else 404 (no read access: the calendar's existence
 * stays hidden) or 403 naming what their level lacks.
 */
export async function requireCalendarRight(
  db: Db,
  userId: string,
  calendarId: number,
  right: CalendarRight,
): Promise<CalendarAccess> {
  const access = await findCalendarAccess(db, userId, calendarId);
  if (!access) throw notFound('calendar_not_found');
  if (!roleHas(access.role, right)) throw forbidden(REFUSALS[right]);
  return access;
}
