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
  return newSessionOf(app, db, { id, email, roles });
}

/**
 * Another signed-in session of a user (its own refresh-token family and access token): a logout
 * with a bearer token ends the session that token names, so a test that logs out uses one.
 */
export async function newSessionOf(
  app: FastifyInstance,
  db: Db,
  { id, email, roles = [] as string[] }: { id: string; email: string; roles?: string[] },
): Promise<TestUser> {
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

/** One call to the API however the caller reaches it: `app.inject` in tests, HTTP in the benches. */
export type ApiRequest = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<{ status: number; body: unknown }>;

/** {@link ApiRequest} through `app.inject`, from `remoteAddress` when given. */
export function injectRequest(app: FastifyInstance, remoteAddress?: string): ApiRequest {
  return async (method, path, body) => {
    const response = await app.inject({
      method,
      url: path,
      ...(body ? { payload: body } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
}

/** A session from signing up the way a person does. */
export interface SignedUpUser {
  email: string;
  access_token: string;
  refresh_token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/**
 * Signs up through `POST /users/signup`, takes the verification link from the outbox
 * (`GET /dev/outbox`, outside production) and opens it, which signs in (ADR 096). The one way
 * tests and benches get a session for an account made through the API.
 */
export async function signUpAndVerify(
  api: FastifyInstance | ApiRequest,
  account: { fullName: string; email: string; password: string },
  { remoteAddress, lang }: { remoteAddress?: string; lang?: 'np' | 'en' } = {},
): Promise<SignedUpUser> {
  const request = typeof api === 'function' ? api : injectRequest(api, remoteAddress);
  const query = lang ? `?lang=${lang}` : '';
  const { fullName, email: typed, password } = account;
  const signUp = await request('POST', `/users/signup${query}`, {
    full_name: fullName,
    email: typed,
    password,
  });
  if (signUp.status !== 202)
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const email = typed.trim().toLowerCase();
  // The outbox answers only this machine (ADR 163), whatever address the sign-up came from.
  const fromHere = typeof api === 'function' ? api : injectRequest(api);
  const outbox = await fromHere('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = (outbox.body as { links: string[] }[])
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/user-verify?token='));
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  const verified = await request('GET', `/user-verify/${new URL(link).searchParams.get('token')}`);
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
  const { access_token, refresh_token } = verified.body as { access_token: string; refresh_token: string };
  return { email, access_token, refresh_token, headers: { authorization: `Bearer ${access_token}` } };
}
