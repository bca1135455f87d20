import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { calendars, userIdentities, users } from '../src/db/schema.js';
import { testDatabases } from './databases.js';
import { insertTestUser } from './users.js';

const WEB = 'http://localhost:3000';
const API = 'http://localhost:4000';
const CLIENT = { id: 'patro-test-client', secret: 'patro-test-secret-that-is-long-enough' };

/** Who the local provider signs in next (its "login form" is this variable). */
interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1. Its login and consent steps finish
 * themselves with the account the test chose, so the flow is driven with plain HTTP requests.
 */
async function startProvider() {
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount | undefined;
  let provider: Provider | undefined;
  const server: Server = createServer(async (req, res) => {
    if (!provider) return res.end();
    try {
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          if (!next) throw new Error('The test chose no account');
          accounts.set(next.sub, next);
          return await provider.interactionFinished(req, res, { login: { accountId: next.sub } }, {});
        }
        const grant = new provider.Grant({
          accountId: details.session?.accountId ?? '',
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        return await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      }
      return provider.callback()(req, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${API}/auth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
  });
  return {
    issuer,
    signInAs(account: ProviderAccount) {
      next = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('Google sign-in against a local OpenID provider on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startProvider>>;

  beforeAll(async () => {
    provider = await startProvider();
    database = await open();
    app = await buildApp({
      database,
      webOrigin: WEB,
      apiUrl: API,
      production: false,
      oauthProviders: {
        google: { clientId: CLIENT.id, clientSecret: CLIENT.secret, issuer: provider.issuer },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await provider.close();
  });

  /**
   * Start → provider (login, consent) → our callback, as a browser would, with a fresh browser
   * (cookie jar) each time. `tamperState` changes the state on the way back.
   */
  async function signIn(account: ProviderAccount, { tamperState = false, redirect = '/calendar/2081' } = {}) {
    provider.signInAs(account);
    const start = await app.inject({
      method: 'GET',
      url: `/auth/google/start?redirect=${encodeURIComponent(redirect)}`,
    });
    expect(start.statusCode).toBe(302);
    const pending = start.cookies.find((cookie) => cookie.name === 'patro_oauth');
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth' });
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const jar = new Map<string, string>();
    let location = authorize.href;
    for (let step = 0; step < 10 && !location.startsWith(API); step++) {
      const response = await fetch(location, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const header of response.headers.getSetCookie()) {
        const pair = header.split(';')[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const next = response.headers.get('location');
      if (!next)
        throw new Error(`The provider stopped at ${location}: ${response.status} ${await response.text()}`);
      location = new URL(next, location).href;
    }
    const callback = new URL(location);
    expect(callback.pathname).toBe('/auth/google/callback');
    if (tamperState) callback.searchParams.set('state', 'forged-state-value');
    return app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { patro_oauth: pending!.value },
    });
  }

  function landedSignedIn(response: Awaited<ReturnType<typeof signIn>>) {
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${WEB}/verification`);
    expect(response.cookies.find((c) => c.name === 'patro_refresh')).toMatchObject({
      httpOnly: true,
      path: '/users',
    });
    return { token: target.searchParams.get('token')!, redirect: target.searchParams.get('redirect') };
  }

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/authenticated-user', headers: { authorization: `Bearer ${token}` } });

  it('lists only the configured providers', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json()).toEqual({ google: true, facebook: false });
    expect((await app.inject({ method: 'GET', url: '/auth/facebook/start' })).statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: '/auth/myspace/start' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('provider');
  });

  it('creates a verified account with its default calendar, then signs the same person in again', async () => {
    const sub = randomUUID();
    const email = `g-${sub.slice(0, 8)}@gmail.example`;
    const first = landedSignedIn(await signIn({ sub, email, email_verified: true, name: 'Gita Gurung' }));
    expect(first.redirect).toBe('/calendar/2081');
    const created = (await me(first.token)).json();
    expect(created).toMatchObject({ email, full_name: 'Gita Gurung', email_verified: true });
    const owned = await database.db.select().from(calendars).where(eq(calendars.ownerUserId, created.id));
    expect(owned).toHaveLength(1);
    const [account] = await database.db.select().from(users).where(eq(users.id, created.id));
    expect(account?.passwordHash).toBeNull();

    const second = landedSignedIn(await signIn({ sub, email, email_verified: true, name: 'Gita Gurung' }));
    expect((await me(second.token)).json().id).toBe(created.id);
    const identities = await database.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, sub)));
    expect(identities).toHaveLength(1);
  });

  it('links the identity to the account that already has the verified address', async () => {
    const existing = await insertTestUser(app, database.db);
    const sub = randomUUID();
    const landed = landedSignedIn(
      await signIn({ sub, email: existing.email.toUpperCase(), email_verified: true }),
    );
    expect((await me(landed.token)).json().id).toBe(existing.id);
    const [identity] = await database.db.select().from(userIdentities).where(eq(userIdentities.subject, sub));
    expect(identity?.userId).toBe(existing.id);
  });

  it('drops the password of an unverified account it takes over, so its maker cannot sign in', async () => {
    const email = `taken-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/users/signup',
      payload: { full_name: 'Squatter', email, password: 'squatter password' },
      remoteAddress: '10.9.9.9',
    });
    expect(signup.statusCode).toBe(202);
    // Sign-up gives no session; an unverified account still signs in with its password (ADR 096).
    const squatter = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: email, password: 'squatter password' },
    });
    expect(squatter.statusCode).toBe(200);
    landedSignedIn(await signIn({ sub: randomUUID(), email, email_verified: true }));
    const login = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: email, password: 'squatter password' },
    });
    expect(login.statusCode).toBe(401);
    const squatterRefresh = await app.inject({
      method: 'POST',
      url: '/users/refresh-token',
      payload: { username: email, refresh_token: squatter.json().refresh_token },
    });
    expect(squatterRefresh.statusCode).toBe(401);
  });

  it('refuses an address the provider has not verified', async () => {
    const email = `unverified-${randomUUID().slice(0, 8)}@example.com`;
    const response = await signIn({ sub: randomUUID(), email, email_verified: false });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB}/login?error=oauth`);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a tampered state and creates nobody', async () => {
    const email = `tampered-${randomUUID().slice(0, 8)}@example.com`;
    const response = await signIn({ sub: randomUUID(), email, email_verified: true }, { tamperState: true });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB}/login?error=oauth`);
    expect(response.cookies.find((c) => c.name === 'patro_refresh')).toBeUndefined();
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a callback without the sign-in cookie, or with a forged one', async () => {
    for (const cookies of [
      {},
      { patro_oauth: JSON.stringify({ provider: 'google', state: 'x', redirect: '/' }) },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/auth/google/callback?code=abc&state=x',
        cookies,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${WEB}/login?error=oauth`);
    }
  });

  it.each([['//evil.example/'], ['https://evil.example/'], ['/\\evil.example'], ['calendar']])(
    'accepts only paths on this site as redirect, not %s',
    async (redirect) => {
      const response = await app.inject({
        method: 'GET',
        url: `/auth/google/start?redirect=${encodeURIComponent(redirect)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('redirect: must be a path on this site');
    },
  );
});

describe('social sign-in settings', () => {
  it('configures a provider only with both its client id and secret, with the public issuer by default', () => {
    expect(loadConfig({}).oauthProviders).toEqual({ google: undefined, facebook: undefined });
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      FACEBOOK_CLIENT_ID: 'fb',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      FACEBOOK_ISSUER: 'http://127.0.0.1:9000/',
    });
    expect(config.oauthProviders).toEqual({
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
      facebook: { clientId: 'fb', clientSecret: 'fb-secret', issuer: 'http://127.0.0.1:9000' },
    });
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ FACEBOOK_CLIENT_SECRET: 'secret' }, 'FACEBOOK_CLIENT_ID'],
    [{ GOOGLE_ISSUER: 'accounts.google.com' }, 'GOOGLE_ISSUER'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}=`));
  });
});
