import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { rateLimited } from '../http/errors.js';

/** A limit on one client's attempts: at most `max` within a fixed window of `windowMs`. */
export interface RateLimitRule {
  /** Names the limit and the client, e.g. `login:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against a fixed-window counter in the database, so every API process shares
 * it. One upsert statement both starts a new window (when the old one has ended) and counts, so
 * concurrent attempts cannot slip through between a read and a write.
 */
async function countAttempt(
  db: Db,
  rule: RateLimitRule,
  now: number,
): Promise<{ hits: number; resetAt: Date }> {
  const at = new Date(now).toISOString();
  const windowEnds = new Date(now + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${at}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, hits: 1, resetAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('The rate limit could not be counted');
  return row;
}

/** `RATE_LIMIT_FACTOR`: 1 but in tests and development (the config refuses another in production). */
let limitFactor = 1;

/** Sets the process's rate-limit factor (the API's start-up, from its config). */
export function setRateLimitFactor(factor: number): void {
  limitFactor = factor;
}

/** Counts an attempt against every rule; throws 429 when any of them is exceeded. */
export async function enforceRateLimits(db: Db, rules: readonly RateLimitRule[], now: number): Promise<void> {
  let waitMs = 0;
  for (const rule of rules) {
    const { hits, resetAt } = await countAttempt(db, rule, now);
    if (hits > rule.max * limitFactor) waitMs = Math.max(waitMs, resetAt.getTime() - now);
  }
  if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** Forgets a client's counter (a successful sign-in clears its failed attempts for that address). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes counters whose window has ended: an ended window counts as zero anyway (the next
 * attempt starts a new one), so without this every address that ever signed in would keep a row.
 * Returns how many rows went.
 */
export async function purgeEndedRateLimits(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, new Date(now)))
    .returning({ key: rateLimits.key });
  return gone.length;
}
