import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';

const WEB = 'http://localhost:3000';
const JWT_SECRET = 'a-test-signing-key-that-is-long-enough-0123';
let ipCounter = 0;
const nextIp = () => `10.7.${++ipCounter >> 8}.${ipCounter & 255}`;

interface Account {
  email: string;
  password: string;
  access: string;
  refresh: string;
  headers: { authorization: string };
}

// ADR 091: an access token ends with its session — logout, reset, reuse, deletion.
describe.each(testDatabases())('sessions that end when they should, on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: WEB, production: false, jwtSecret: JWT_SECRET });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function newAccount(): Promise<Account> {
    const email = `s-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'correct horse battery';
    await app.inject({
      method: 'POST',
      url: '/users/signup',
      payload: { full_name: 'Sita', email, password },
      remoteAddress: nextIp(),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: email, password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    const { access_token: access, refresh_token: refresh } = login.json();
    return { email, password, access, refresh, headers: { authorization: `Bearer ${access}` } };
  }

  const me = (headers: object) => app.inject({ method: 'GET', url: '/authenticated-user', headers });

  it('logout ends the access token at once', async () => {
    const account = await newAccount();
    expect((await me(account.headers)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/users/logout', payload: { refresh_token: account.refresh } });
    const after = await me(account.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or expired access token');
    // A public read with the ended token is refused too, so the client refreshes (and fails) at once.
    expect((await app.inject({ method: 'GET', url: '/health', headers: account.headers })).statusCode).toBe(
      401,
    );
  });

  it("logout of one device leaves the account's other sessions working", async () => {
    const account = await newAccount();
    const second = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: account.email, password: account.password },
      remoteAddress: nextIp(),
    });
    await app.inject({ method: 'POST', url: '/users/logout', payload: { refresh_token: account.refresh } });
    expect((await me({ authorization: `Bearer ${second.json().access_token}` })).statusCode).toBe(200);
  });

  it('a password reset ends every access token of the account', async () => {
    const account = await newAccount();
    await app.inject({
      method: 'POST',
      url: '/forgot-password',
      payload: { email: account.email },
      remoteAddress: nextIp(),
    });
    const mails = await app.inject({ method: 'GET', url: `/dev/outbox?to=${account.email}` });
    const link = (mails.json() as { links: string[] }[])
      .flatMap((m) => m.links)
      .find((l) => l.includes('/forgot-password'))!;
    const reset = await app.inject({
      method: 'POST',
      url: '/update-password',
      payload: { token: new URL(link).searchParams.get('token'), password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(401);
  });

  it('replaying a rotated refresh token ends the access tokens of that session', async () => {
    const account = await newAccount();
    const first = await app.inject({
      method: 'POST',
      url: '/users/refresh-token',
      payload: { username: account.email, refresh_token: account.refresh },
    });
    const renewed = { authorization: `Bearer ${first.json().access_token}` };
    expect((await me(renewed)).statusCode).toBe(200);
    // The grace for a lost answer is 10 s; a later app clock makes this replay a theft.
    const later = await buildApp({
      database,
      webOrigin: WEB,
      production: false,
      jwtSecret: JWT_SECRET,
      now: () => Date.now() + 60_000,
    });
    try {
      const replay = await later.inject({
        method: 'POST',
        url: '/users/refresh-token',
        payload: { username: account.email, refresh_token: account.refresh },
      });
      expect(replay.statusCode).toBe(401);
    } finally {
      await later.close();
    }
    expect((await me(renewed)).statusCode).toBe(401);
  });

  it('a deleted account gets 401 on every route, never a 500', async () => {
    const account = await newAccount();
    const created = await app.inject({
      method: 'POST',
      url: '/calendars/',
      headers: account.headers,
      payload: { name: 'Family', color: '#0b57d0' },
    });
    const calendarId = created.json().calendar?.id ?? 1;
    const deleted = await app.inject({
      method: 'POST',
      url: '/delete-account',
      headers: account.headers,
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/calendars/', { name: 'Again', color: '#0b57d0' }],
      ['GET', `/hidecalendars/${calendarId}`, undefined],
      ['GET', '/users/calendars', undefined],
      ['GET', '/authenticated-user', undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: account.headers, payload });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('refuses a correctly signed token without an expiry, or without a session', async () => {
    const account = await newAccount();
    const claims = JSON.parse(Buffer.from(account.access.split('.')[1]!, 'base64url').toString());
    const key = new TextEncoder().encode(JWT_SECRET);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const { exp: _exp, ...withoutExp } = claims;
    const { sid: _sid, ...withoutSession } = claims;
    expect((await me({ authorization: `Bearer ${await sign(claims)}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${await sign(withoutExp)}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${await sign(withoutSession)}` })).statusCode).toBe(401);
  });
});
