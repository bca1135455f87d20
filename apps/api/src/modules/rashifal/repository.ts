import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rashifalEntries } from '../../db/schema.js';

export type RashifalRow = typeof rashifalEntries.$inferSelect;

export interface RashifalSlot {
  type: string;
  periodStart: string;
  lang: string;
}

const inSlot = (slot: RashifalSlot) =>
  and(
    eq(rashifalEntries.type, slot.type),
    eq(rashifalEntries.periodStart, slot.periodStart),
    eq(rashifalEntries.lang, slot.lang),
  );

/** Entries of a period and language published at or before `now`. */
export async function findPublished(db: Db, slot: RashifalSlot, now: Date): Promise<RashifalRow[]> {
  return db
    .select()
    .from(rashifalEntries)
    .where(and(inSlot(slot), lte(rashifalEntries.publishAt, now)));
}

/** Every entry of a period and language, drafts and scheduled ones included (the editor). */
export async function findAll(db: Db, slot: RashifalSlot): Promise<RashifalRow[]> {
  return db.select().from(rashifalEntries).where(inSlot(slot)).orderBy(asc(rashifalEntries.sign));
}

/** Writes the one entry of a sign in a slot (insert or replace). */
export async function upsertEntry(
  db: Db,
  entry: RashifalSlot & { sign: number; body: string; publishAt: Date; authorId: string; authorName: string },
): Promise<RashifalRow> {
  const [row] = await db
    .insert(rashifalEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [rashifalEntries.type, rashifalEntries.periodStart, rashifalEntries.lang, rashifalEntries.sign],
      set: {
        body: entry.body,
        publishAt: entry.publishAt,
        authorId: entry.authorId,
        authorName: entry.authorName,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row as RashifalRow;
}

export async function deleteEntry(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(rashifalEntries)
    .where(eq(rashifalEntries.id, id))
    .returning({ id: rashifalEntries.id });
  return rows.length > 0;
}
