import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendars, eventSeries, userCalendarPrefs } from '../../db/schema.js';
import type { CalendarRow } from '../calendar/repository.js';

/** The user's own calendars, in their order (priority, then age). */
export async function findOwnCalendars(db: Db, userId: string): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(eq(calendars.ownerUserId, userId))
    .orderBy(asc(calendars.priority), asc(calendars.id));
}

/** One of the user's own calendars, or undefined (someone else's and unknown ids look the same). */
export async function findOwnCalendar(db: Db, userId: string, id: number): Promise<CalendarRow | undefined> {
  const rows = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.id, id), eq(calendars.ownerUserId, userId)))
    .limit(1);
  return rows[0];
}

/** A default (public, ownerless) calendar by id. */
export async function findDefaultCalendar(db: Db, id: number): Promise<CalendarRow | undefined> {
  const rows = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.id, id), eq(calendars.isDefault, true), isNull(calendars.ownerUserId)))
    .limit(1);
  return rows[0];
}

/** Every default calendar, hidden ones included, in their order. */
export async function findAllDefaultCalendars(db: Db): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(and(eq(calendars.isDefault, true), isNull(calendars.ownerUserId)))
    .orderBy(asc(calendars.priority), asc(calendars.id));
}

export async function findCalendarByIcalToken(db: Db, token: string): Promise<CalendarRow | undefined> {
  const rows = await db.select().from(calendars).where(eq(calendars.icalToken, token)).limit(1);
  return rows[0];
}

/** How many calendars the user owns. */
export async function countOwnCalendars(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(calendars).where(eq(calendars.ownerUserId, userId));
  return row?.n ?? 0;
}

/** The priority after the user's last calendar. */
export async function nextPriority(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(calendars.priority) })
    .from(calendars)
    .where(eq(calendars.ownerUserId, userId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertCalendar(db: Db, values: typeof calendars.$inferInsert): Promise<CalendarRow> {
  const [row] = await db.insert(calendars).values(values).returning();
  return row!;
}

export async function updateCalendarRow(
  db: Db,
  id: number,
  values: Partial<typeof calendars.$inferInsert>,
): Promise<CalendarRow> {
  const [row] = await db
    .update(calendars)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(calendars.id, id))
    .returning();
  return row!;
}

export async function deleteCalendarRow(db: Db, id: number): Promise<void> {
  await db.delete(calendars).where(eq(calendars.id, id));
}

/** Number of event series per calendar. */
export async function countEvents(db: Db, calendarIds: number[]): Promise<Map<number, number>> {
  if (calendarIds.length === 0) return new Map();
  const rows = await db
    .select({ calendarId: eventSeries.calendarId, n: count() })
    .from(eventSeries)
    .where(inArray(eventSeries.calendarId, calendarIds))
    .groupBy(eventSeries.calendarId);
  return new Map(rows.map((r) => [r.calendarId, Number(r.n)]));
}

/** The user's display choices for default calendars: calendar id → shown. */
export async function findDisplayPrefs(db: Db, userId: string): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ calendarId: userCalendarPrefs.calendarId, display: userCalendarPrefs.display })
    .from(userCalendarPrefs)
    .where(eq(userCalendarPrefs.userId, userId));
  return new Map(rows.map((r) => [r.calendarId, r.display]));
}

export async function saveDisplayPref(
  db: Db,
  userId: string,
  calendarId: number,
  display: boolean,
): Promise<void> {
  await db
    .insert(userCalendarPrefs)
    .values({ userId, calendarId, display })
    .onConflictDoUpdate({
      target: [userCalendarPrefs.userId, userCalendarPrefs.calendarId],
      set: { display, updatedAt: sql`now()` },
    });
}
