/**
 * A moderator's own feed link to an organisation calendar (ADR 164). The calendar's own secret is
 * never handed to a member: each person gets theirs, so removing the person ends their link and
 * nobody else's.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeedLinks, calendarShares, calendars } from '../../db/schema.js';
import { newIcalToken } from '../../security/tokens.js';

export type FeedLinkRow = typeof calendarFeedLinks.$inferSelect;

/** The user's feed secret for each of `calendarIds`, made on first use. */
export async function feedTokensOf(
  db: Db,
  userId: string,
  calendarIds: number[],
): Promise<Map<number, string>> {
  if (calendarIds.length === 0) return new Map();
  const where = and(eq(calendarFeedLinks.userId, userId), inArray(calendarFeedLinks.calendarId, calendarIds));
  const rows = await db.select().from(calendarFeedLinks).where(where);
  const tokens = new Map(rows.map((r) => [r.calendarId, r.token]));
  const missing = calendarIds.filter((id) => !tokens.has(id));
  if (missing.length > 0) {
    await db
      .insert(calendarFeedLinks)
      .values(missing.map((calendarId) => ({ token: newIcalToken(), userId, calendarId })))
      .onConflictDoNothing();
    for (const r of await db.select().from(calendarFeedLinks).where(where)) tokens.set(r.calendarId, r.token);
  }
  return tokens;
}

/** A new feed secret for the user on one calendar; the old link stops. */
export async function rotateFeedLink(db: Db, userId: string, calendarId: number): Promise<string> {
  await db
    .delete(calendarFeedLinks)
    .where(and(eq(calendarFeedLinks.userId, userId), eq(calendarFeedLinks.calendarId, calendarId)));
  const [token] = [...(await feedTokensOf(db, userId, [calendarId])).values()];
  return token!;
}

/** Ends every feed link the user holds to organisation calendars. */
export async function deleteFeedLinksOf(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeedLinks).where(eq(calendarFeedLinks.userId, userId));
}

export async function findFeedLink(db: Db, token: string): Promise<FeedLinkRow | null> {
  const [row] = await db.select().from(calendarFeedLinks).where(eq(calendarFeedLinks.token, token)).limit(1);
  return row ?? null;
}

/** The calendar as `userId` is shown it: an organisation calendar carries their own feed link. */
export async function withOwnFeedLink<
  T extends { id: number; orgId: string | null; icalToken: string | null },
>(db: Db, userId: string, row: T): Promise<T> {
  if (!row.orgId) return row;
  return { ...row, icalToken: (await feedTokensOf(db, userId, [row.id])).get(row.id) ?? null };
}

/**
 * New secrets for every feed link the user holds — their calendars', their shares' and their
 * organisation links — so a link handed out before (a password reset, a first proof of the
 * address) stops working (ADR 164).
 */
export async function renewFeedLinksOf(db: Db, userId: string): Promise<void> {
  const owned = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.ownerUserId, userId), isNotNull(calendars.icalToken)));
  for (const { id } of owned)
    await db.update(calendars).set({ icalToken: newIcalToken() }).where(eq(calendars.id, id));
  const shares = await db
    .select({ id: calendarShares.id })
    .from(calendarShares)
    .where(and(eq(calendarShares.userId, userId), isNotNull(calendarShares.icalToken)));
  for (const { id } of shares)
    await db.update(calendarShares).set({ icalToken: newIcalToken() }).where(eq(calendarShares.id, id));
  await deleteFeedLinksOf(db, userId);
}
