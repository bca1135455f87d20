import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendars, eventSeries } from '../../db/schema.js';

/** A calendar as stored. */
export type CalendarRow = typeof calendars.$inferSelect;
/** A recurring event series as stored. */
export type EventSeriesRow = typeof eventSeries.$inferSelect;

/** The default calendars a visitor sees (spec §5: visitors see default calendars only), in order. */
export async function findDefaultCalendars(db: Db): Promise<CalendarRow[]> {
  return db
    .select()
    .from(calendars)
    .where(and(eq(calendars.isDefault, true), eq(calendars.display, true)))
    .orderBy(asc(calendars.priority), asc(calendars.id));
}

/** The series of the given calendars. */
export async function findSeriesOfCalendars(db: Db, calendarIds: number[]): Promise<EventSeriesRow[]> {
  if (calendarIds.length === 0) return [];
  return db.select().from(eventSeries).where(inArray(eventSeries.calendarId, calendarIds));
}

/** Loads the default calendars and their series. */
export async function loadDefaultCalendars(db: Db): Promise<DefaultCalendarSet> {
  const rows = await findDefaultCalendars(db);
  const series = await findSeriesOfCalendars(
    db,
    rows.map((c) => c.id),
  );
  const seriesByFestival = new Map<string, EventSeriesRow>();
  for (const s of series) if (s.festivalId) seriesByFestival.set(s.festivalId, s);
  return {
    calendars: rows,
    seriesByFestival,
    nationalCalendarId: rows.find((c) => c.slug === 'national')?.id,
    calendarPriority: new Map(rows.map((c) => [c.id, c.priority])),
  };
}

/** The default calendars and their series, as one lookup. */
export interface DefaultCalendarSet {
  calendars: CalendarRow[];
  seriesByFestival: Map<string, EventSeriesRow>;
  /** Calendar that carries published events which are not catalogue festivals. */
  nationalCalendarId: number | undefined;
  calendarPriority: Map<number, number>;
}
