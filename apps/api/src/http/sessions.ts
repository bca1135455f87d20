import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';

/**
 * Whether the session an access token names (`sid`, the refresh-token family) is still open, so
 * logout, a password reset or change, reuse detection and account deletion end the access token at
 * once instead of after its 15 minutes (ADR 091). A session is open while one token of its family
 * is unrevoked; deleting the account deletes the family with it.
 *
 * Answers are cached for `ttlMs` so a burst of requests costs one query; this process drops a
 * user's cached answers the moment it ends one of their sessions (`forgetUser`), and another API
 * process sees the end within `ttlMs`.
 */
export interface SessionCheck {
  isOpen(sessionId: string, userId: string): Promise<boolean>;
  /** Forget every cached answer for this user: call after ending any of their sessions. */
  forgetUser(userId: string): void;
}

/** Cached answers are trusted this long (another API process's logout shows within it). */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_CACHED_SESSIONS = 10_000;

type SessionCache = Map<string, { userId: string; open: boolean; checkedAt: number }>;
// One cache per database handle, shared by every app built on it in this process.
const caches = new WeakMap<Db, SessionCache>();

export function sessionCheck(db: Db, ttlMs = SESSION_CACHE_TTL_MS): SessionCheck {
  // Insertion order is age order: the oldest entry is evicted first when the map is full.
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entries = cache;
  return {
    async isOpen(sessionId, userId) {
      // The real clock, not the app's: tests fix the app's clock, and this is only a cache's age.
      const now = Date.now();
      const cached = entries.get(sessionId);
      if (cached && cached.userId === userId && now - cached.checkedAt < ttlMs) return cached.open;
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, sessionId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .limit(1);
      const open = rows.length > 0;
      entries.delete(sessionId);
      if (entries.size >= MAX_CACHED_SESSIONS) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { userId, open, checkedAt: now });
      return open;
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of entries) if (entry.userId === userId) entries.delete(sessionId);
    },
  };
}
