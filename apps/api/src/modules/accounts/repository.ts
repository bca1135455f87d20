import { and, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, userIdentities, users, userTokens } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type OneTimeTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function insertUser(
  db: Db,
  user: {
    id: string;
    email: string;
    fullName: string;
    passwordHash: string | null;
    emailVerifiedAt: Date | null;
  },
): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'passwordHash' | 'emailVerifiedAt' | 'showUnverifiedEvents' | 'darkMode'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Flips one setting in one statement, so two quick toggles never both read the old value. */
export async function toggleUserSetting(
  db: Db,
  id: string,
  setting: 'showUnverifiedEvents' | 'darkMode',
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ [setting]: not(users[setting]), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deletes the user; the foreign keys cascade to calendars, events, tokens and identities. */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserByIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.user;
}

export async function insertIdentity(
  db: Db,
  identity: { userId: string; provider: string; subject: string },
) {
  await db.insert(userIdentities).values(identity).onConflictDoNothing();
}

// Refresh tokens

export async function insertRefreshToken(
  db: Db,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a live token rotated; false when it was already rotated or revoked. The condition in the
 * statement makes two concurrent uses of one token end with exactly one winner.
 */
export async function markRefreshTokenRotated(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeRefreshFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// One-time tokens (verification and reset links)

/** Written only when the user exists: an unknown id runs the same statement and writes nothing. */
export async function insertOneTimeToken(
  db: Db,
  token: { tokenHash: string; userId: string; purpose: OneTimeTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${userTokens} (token_hash, user_id, purpose, expires_at)
    SELECT ${token.tokenHash}, ${users.id}, ${token.purpose}, ${token.expiresAt.toISOString()}::timestamptz
    FROM ${users} WHERE ${users.id} = ${token.userId}`);
}

export async function findOneTimeToken(db: Db, tokenHash: string, purpose: OneTimeTokenPurpose) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
  return row;
}

/** Uses a token once: false when another request used it first. */
export async function markOneTimeTokenUsed(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)))
    .returning({ tokenHash: userTokens.tokenHash });
  return rows.length > 0;
}

/** Unused links of one purpose stop working when a new one is sent or one is used. */
export async function expireOneTimeTokens(db: Db, userId: string, purpose: OneTimeTokenPurpose, at: Date) {
  await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
