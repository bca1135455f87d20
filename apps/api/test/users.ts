import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { refreshTokens, users } from '../src/db/schema.js';

/**
 * A user made straight in the database, with an open session (a refresh-token row) and a valid
 * access token for it, for tests of other modules.
 */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  sessionId: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
  headers: { authorization: string };
}

export async function insertTestUser(
  app: FastifyInstance,
  db: Db,
  {
    email = `user-${randomUUID().slice(0, 8)}@example.com`,
    fullName = 'Test User',
    roles = [] as string[],
  } = {},
): Promise<TestUser> {
  const id = randomUUID();
  await db.insert(users).values({ id, email, fullName, roles, emailVerifiedAt: new Date() });
  const sessionId = randomUUID();
  await db.insert(refreshTokens).values({
    userId: id,
    familyId: sessionId,
    tokenHash: `test-session-${sessionId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const token = await app.accessTokens.sign({ id, email, roles, sessionId });
  return { id, email, token, sessionId, headers: { authorization: `Bearer ${token}` } };
}

/**
 * `call(method, url, user?, payload?)`: a request as `user` (or as a visitor) to the app the
 * getter returns (it is built in `beforeAll`).
 */
export function callAs(app: () => FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: Record<string, unknown>,
  ) => app().inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
}
