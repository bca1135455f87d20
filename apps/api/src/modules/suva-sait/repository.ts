import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publishedSaits } from '../../db/schema.js';

export type PublishedSaitRow = typeof publishedSaits.$inferSelect;

/** Published sait entries of a BS year (and month, when given). */
export async function findPublishedSaits(db: Db, year: number, month?: number): Promise<PublishedSaitRow[]> {
  const where: SQL[] = [eq(publishedSaits.bsYear, year)];
  if (month !== undefined) where.push(eq(publishedSaits.bsMonth, month));
  return db
    .select()
    .from(publishedSaits)
    .where(and(...where));
}
