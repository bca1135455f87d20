import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendars, eventOccurrenceOverrides, eventSeries } from '../../db/schema.js';
import type { EventSeriesRow } from '../calendar/repository.js';

/** A change to one occurrence, as stored. */
export type OverrideRow = typeof eventOccurrenceOverrides.$inferSelect;

/** A user series (of a personal or organisation calendar) by id; default festival series never. */
export async function findSeries(db: Db, id: number): Promise<EventSeriesRow | undefined> {
  const rows = await db
    .select({ series: eventSeries })
    .from(eventSeries)
    .innerJoin(calendars, eq(calendars.id, eventSeries.calendarId))
    .where(and(eq(eventSeries.id, id), eq(calendars.isDefault, false)))
    .limit(1);
  return rows[0]?.series;
}

export async function findOverrides(db: Db, seriesIds: number[]): Promise<OverrideRow[]> {
  if (seriesIds.length === 0) return [];
  return db
    .select()
    .from(eventOccurrenceOverrides)
    .where(inArray(eventOccurrenceOverrides.seriesId, seriesIds));
}

export async function insertSeries(db: Db, values: typeof eventSeries.$inferInsert): Promise<EventSeriesRow> {
  const [row] = await db.insert(eventSeries).values(values).returning();
  return row!;
}

export async function updateSeries(
  db: Db,
  id: number,
  values: Partial<typeof eventSeries.$inferInsert>,
): Promise<EventSeriesRow> {
  const [row] = await db
    .update(eventSeries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventSeries.id, id))
    .returning();
  return row!;
}

export async function deleteSeries(db: Db, id: number): Promise<void> {
  await db.delete(eventSeries).where(eq(eventSeries.id, id));
}

/** Creates or replaces the change to one occurrence. */
export async function saveOverride(
  db: Db,
  seriesId: number,
  occurrenceDate: string,
  cancelled: boolean,
  changes: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(eventOccurrenceOverrides)
    .values({ seriesId, occurrenceDate, cancelled, changes })
    .onConflictDoUpdate({
      target: [eventOccurrenceOverrides.seriesId, eventOccurrenceOverrides.occurrenceDate],
      set: { cancelled, changes },
    });
}

export async function deleteOverrides(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(eventOccurrenceOverrides).where(inArray(eventOccurrenceOverrides.id, ids));
}

/** How many event series the user's own calendars hold. */
export async function countOwnSeries(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventSeries)
    .innerJoin(calendars, eq(calendars.id, eventSeries.calendarId))
    .where(eq(calendars.ownerUserId, userId));
  return row?.n ?? 0;
}

/** How many changed or cancelled occurrences a series has, and whether `occurrenceDate` is one. */
export async function countOverrides(
  db: Db,
  seriesId: number,
  occurrenceDate: string,
): Promise<{ total: number; hasThis: boolean }> {
  const rows = await db
    .select({ date: eventOccurrenceOverrides.occurrenceDate })
    .from(eventOccurrenceOverrides)
    .where(eq(eventOccurrenceOverrides.seriesId, seriesId));
  return { total: rows.length, hasThis: rows.some((r) => r.date === occurrenceDate) };
}
