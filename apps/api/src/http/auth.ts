import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';
import { unauthenticated } from './errors.js';
import type { SessionCheck } from './sessions.js';

/** Who is asking, as read from a valid access token. */
export interface AuthUser {
  id: string;
  email: string;
  /** Role names as the token was issued; the policy reads them again from the database for staff calls (ADR 152). */
  roles: string[];
  /** The session (refresh-token family) the token was issued for; it ends the token when it ends. */
  sessionId: string;
}

/** Access tokens live this long; the refresh token (accounts module) renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'patro';
const AUDIENCE = 'patro-api';
const SECRET_NAME = 'access-token-key';

/** Signs and verifies access tokens (HS256 JWTs) with one server key. */
export interface AccessTokens {
  sign(user: AuthUser, now?: number): Promise<string>;
  /** The token's user, or null when the token is malformed, forged or expired. */
  verify(token: string, now?: number): Promise<AuthUser | null>;
}

export function accessTokens(key: Uint8Array): AccessTokens {
  return {
    async sign(user, now = Date.now()) {
      const issuedAt = Math.floor(now / 1000);
      return new SignJWT({ email: user.email, roles: user.roles, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, now = Date.now()) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now),
          // A token without an expiry would be valid for ever; one without a session cannot be ended.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const { sub, email, sid } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string') return null;
        const roles = Array.isArray(payload.roles) ? payload.roles.filter((r) => typeof r === 'string') : [];
        return { id: sub, email, roles, sessionId: sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * The signing key: `JWT_SECRET` when configured (required in production, where several API
 * processes must share it); otherwise one generated on first start and kept in the database, so
 * sessions survive a restart of a development server.
 */
export async function loadAccessTokenKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The access-token key could not be stored');
  return new TextEncoder().encode(row.value);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. A bad or expired token never gets this far. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    sessions: SessionCheck;
  }
}

/**
 * Reads `Authorization: Bearer …` on every request. No header: a visitor. A header with a
 * token that does not verify, or whose session has ended (logout, password reset, account
 * deleted): 401 at once, even on public routes, so the client refreshes instead of silently
 * seeing the visitor's view.
 */
export function registerAuth(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessions: SessionCheck,
  now: () => number,
): void {
  app.decorate('accessTokens', tokens);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  // Callback style, not async: a visitor's request (no header) must not pay for a promise on the
  // public reads' hot path (ADR 044).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined || header === '') {
      done();
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      done(unauthenticated('token_invalid'));
      return;
    }
    tokens
      .verify(match[1], now())
      .then(async (user) => (user && (await sessions.isOpen(user.sessionId, user.id)) ? user : null))
      .then(
        (user) => {
          if (!user) return done(unauthenticated('token_invalid'));
          request.user = user;
          done();
        },
        (error: Error) => done(error),
      );
  });
  // A route whose schema says it needs a bearer token answers a visitor 401 before its input is
  // validated: who is asking comes first, and a visitor learns nothing of the body's shape.
  app.addHook('preValidation', (request, _reply, done) => {
    const security = (request.routeOptions.schema as { security?: unknown[] } | undefined)?.security;
    if (!request.user && security && security.length > 0) {
      done(unauthenticated());
      return;
    }
    done();
  });
}

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
