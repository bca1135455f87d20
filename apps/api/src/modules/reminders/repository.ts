import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendars, eventSeries, reminderDeliveries, userNotifications, users } from '../../db/schema.js';
import type { EventSeriesRow } from '../calendar/repository.js';

/** A series with reminders and the address of the person they remind. */
export interface SeriesWithOwner {
  series: EventSeriesRow;
  userId: string;
  email: string;
}

/**
 * Every user series that has at least one reminder, with the person who set them (ADR 112):
 * reminders set before sharing existed belong to the calendar's owner. Whether that person may
 * still read the calendar is checked by the caller.
 */
export async function findSeriesWithReminders(db: Db): Promise<SeriesWithOwner[]> {
  const recipient = sql`coalesce(${eventSeries.remindersSetBy}, ${calendars.ownerUserId})`;
  return db
    .select({ series: eventSeries, userId: users.id, email: users.email })
    .from(eventSeries)
    .innerJoin(calendars, eq(calendars.id, eventSeries.calendarId))
    .innerJoin(users, eq(users.id, recipient))
    .where(and(eq(calendars.isDefault, false), ne(eventSeries.reminders, sql`'[]'::jsonb`)));
}

/**
 * Claims one reminder (series, occurrence, offset) for delivery. True for exactly one caller
 * across every API process: the unique index turns every other claim into a no-op.
 */
export async function claimReminder(
  db: Db,
  claim: { seriesId: number; occurrenceDate: string; offsetMinutes: number; dueAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(reminderDeliveries)
    .values(claim)
    .onConflictDoNothing({
      target: [
        reminderDeliveries.seriesId,
        reminderDeliveries.occurrenceDate,
        reminderDeliveries.offsetMinutes,
      ],
    })
    .returning({ id: reminderDeliveries.id });
  return rows.length === 1;
}

export async function insertNotification(
  db: Db,
  values: typeof userNotifications.$inferInsert,
): Promise<void> {
  await db.insert(userNotifications).values(values);
}

export type NotificationRow = typeof userNotifications.$inferSelect;

/** The user's notifications, newest first. */
export async function findNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.onTime), desc(userNotifications.id))
    .limit(limit);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt: new Date() })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  return rows.length;
}
