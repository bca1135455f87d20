import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import {
  calendars,
  eventSeries,
  pushDevices,
  rateLimits,
  refreshTokens,
  users,
  userTokens,
} from '../src/db/schema.js';
import { SIGNUPS_PER_EMAIL_PER_HOUR, SIGNUPS_PER_IP_PER_HOUR } from '../src/modules/accounts/service.js';
import { enforceRateLimits, purgeEndedRateLimits } from '../src/security/rate-limit.js';
import { testDatabases } from './databases.js';
import { insertTestUser, signUpAndVerify } from './users.js';

const WEB = 'http://localhost:3000';
const HOUR = 3_600_000;
const LOGGED_OUT = 'You have been logged out, invalid token';

// Every sign-up comes from its own address, so the per-IP sign-up limit only bites where a test wants it.
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.1.${ipCounter >> 8}.${ipCounter & 255}`;
};
const newEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe.each(testDatabases())('accounts API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  /** The same API two days later: mailed links have expired. */
  let later: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: WEB, production: false });
    later = await buildApp({
      database,
      webOrigin: WEB,
      production: false,
      now: () => Date.now() + 49 * HOUR,
    });
  });
  afterAll(async () => {
    await later.close();
    await app.close();
    await database.close();
  });

  const signUp = (body: object, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url: '/users/signup', payload: body, remoteAddress });

  /** A verified account with a session from its verification link. */
  async function newAccount(password = 'correct horse battery') {
    const email = newEmail();
    const { access_token, refresh_token } = await signUpAndVerify(
      app,
      { fullName: '  Sita Sharma ', email: email.toUpperCase(), password },
      { remoteAddress: nextIp() },
    );
    const tokens: Tokens = { access_token, refresh_token };
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return {
      email,
      password,
      tokens,
      id: user!.id,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    };
  }

  /** `GET /authenticated-user` with an access token. */
  const whoIs = (accessToken: string) =>
    app.inject({
      method: 'GET',
      url: '/authenticated-user',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  const refresh = (payload: object, cookies?: Record<string, string>, via = app) =>
    via.inject({ method: 'POST', url: '/users/refresh-token', payload, cookies });

  async function outboxLinks(to: string): Promise<string[]> {
    const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    return (response.json() as { links: string[] }[]).flatMap((mail) => mail.links);
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  const refreshCookie = (response: LightMyRequestResponse) =>
    response.cookies.find((c) => c.name === 'patro_refresh');

  describe('sign-up', () => {
    it('creates the account, its default calendar and a verification mail; the link signs in', async () => {
      const email = newEmail();
      const response = await signUp({
        full_name: '  Sita Sharma ',
        email: email.toUpperCase(),
        password: 'long enough',
      });
      expect(response.statusCode).toBe(202);
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ email, fullName: 'Sita Sharma', emailVerifiedAt: null });
      expect(user!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      const owned = await database.db.select().from(calendars).where(eq(calendars.ownerUserId, user!.id));
      expect(owned).toEqual([
        expect.objectContaining({ isUserDefault: true, nameEn: 'My calendar', display: true }),
      ]);
      const links = await outboxLinks(email);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/^http:\/\/localhost:3000\/user-verify\?token=[\w-]{43}$/);
      const verified = await app.inject({ method: 'GET', url: `/user-verify/${tokenOf(links[0]!)}` });
      const me = await whoIs(verified.json().access_token);
      expect(me.json()).toMatchObject({ id: user!.id, email, email_verified: true });
    });

    it('lets an account that is not verified yet sign in with its password (a lost mail is no lock-out)', async () => {
      const email = newEmail();
      expect((await signUp({ full_name: 'Ram', email, password: 'long enough' })).statusCode).toBe(202);
      const login = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: email, password: 'long enough' },
        remoteAddress: nextIp(),
      });
      expect(login.statusCode).toBe(200);
      const me = await whoIs(login.json().access_token);
      expect(me.json()).toMatchObject({ email, email_verified: false });
    });

    it('sets the refresh cookie when the link signs in: HttpOnly, SameSite=Strict, Path=/users, 30 days', async () => {
      const email = newEmail();
      await signUp({ full_name: 'Ram', email, password: 'long enough' });
      const response = await app.inject({
        method: 'GET',
        url: `/user-verify/${tokenOf((await outboxLinks(email))[0]!)}`,
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(
        /^patro_refresh=[\w-]+; Max-Age=2592000; Path=\/users; HttpOnly; SameSite=Strict$/,
      );
      expect(refreshCookie(response)?.value).toBe(response.json().refresh_token);
    });

    it('marks the cookie Secure in production', async () => {
      const production = await buildApp({ database, webOrigin: WEB, production: true });
      try {
        const email = newEmail();
        const payload = { full_name: 'Ram', email, password: 'long enough' };
        const remoteAddress = nextIp();
        await production.inject({ method: 'POST', url: '/users/signup', payload, remoteAddress });
        const response = await production.inject({
          method: 'POST',
          url: '/users/login',
          payload: { username: email, password: 'long enough' },
          remoteAddress,
        });
        expect(refreshCookie(response)?.secure).toBe(true);
      } finally {
        await production.close();
      }
    });

    it('keeps one account per address, whatever its case', async () => {
      const account = await newAccount();
      const response = await signUp({
        full_name: 'Again',
        email: ` ${account.email.toUpperCase()}`,
        password: 'x'.repeat(8),
      });
      expect(response.statusCode).toBe(202);
      const rows = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(rows.map((row) => [row.id, row.fullName])).toEqual([[account.id, 'Sita Sharma']]);
    });

    it.each([
      [{ email: 'a@example.com', password: 'long enough' }, 'full_name: is required'],
      [{ full_name: '   ', email: 'a@example.com', password: 'long enough' }, 'full_name: must not be empty'],
      [
        { full_name: 'x'.repeat(101), email: 'a@example.com', password: 'long enough' },
        'full_name: must be at most 100',
      ],
      [
        { full_name: 'Ram', email: 'not-an-address', password: 'long enough' },
        'email: must be a valid e-mail address',
      ],
      [
        { full_name: 'Ram', email: `${'a'.repeat(250)}@x.com`, password: 'long enough' },
        'email: must be at most 254',
      ],
      [
        { full_name: 'Ram', email: 'a@example.com', password: 'short' },
        'password: must be at least 8 characters',
      ],
      [
        { full_name: 'Ram', email: 'a@example.com', password: 'p'.repeat(129) },
        'password: must be at most 128',
      ],
      [{ full_name: 'Ram', email: 'a@example.com', password: 12345678 }, 'password: must be text'],
    ])('answers 400 naming the field for %j', async (body, message) => {
      const response = await signUp(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      const [row] = await database.db.select().from(users).where(eq(users.email, 'a@example.com'));
      expect(row).toBeUndefined();
    });
  });

  describe('sign-up does not tell who has an account (ADR 096)', () => {
    const CHECK_MAIL = {
      en: 'Check your e-mail: we have sent a link to finish creating the account',
      np: 'आफ्नो इमेल हेर्नुहोस्: खाता बनाउने काम सक्न हामीले लिङ्क पठाएका छौं',
    };
    const mails = async (to: string) =>
      (await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
        subject: string;
        text: string;
        links: string[];
      }[];

    it('answers an existing address exactly as a new one, mails its owner and returns no session', async () => {
      const owner = await newAccount();
      const [before] = await database.db.select().from(users).where(eq(users.id, owner.id));
      const mailsBefore = (await mails(owner.email)).length;
      const fresh = await app.inject({
        method: 'POST',
        url: '/users/signup?lang=en',
        payload: { full_name: 'New Person', email: newEmail(), password: 'long enough secret' },
        remoteAddress: nextIp(),
      });
      const taken = await app.inject({
        method: 'POST',
        url: '/users/signup?lang=en',
        payload: { full_name: 'Someone Else', email: owner.email.toUpperCase(), password: 'another secret' },
        remoteAddress: nextIp(),
      });
      for (const response of [fresh, taken]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: CHECK_MAIL.en });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      // The account is untouched: same name, same password, no session anywhere.
      const [after] = await database.db.select().from(users).where(eq(users.id, owner.id));
      expect(after).toEqual(before);
      const [mail, ...older] = await mails(owner.email);
      expect(older).toHaveLength(mailsBefore);
      expect(mail!.text).toContain('Someone tried to create a Patro account with your address');
      expect(mail!.text).toContain('कसैले तपाईंको ठेगानाबाट पात्रो खाता बनाउन खोज्नुभयो');
      expect(mail!.links).toEqual([`${WEB}/login`, `${WEB}/forgot-password`]);
      expect(mail!.text).not.toMatch(/token=/);
    });

    it('answers in the language that asked, Nepali by default', async () => {
      const response = await signUp({ full_name: 'Ram', email: newEmail(), password: 'long enough' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: CHECK_MAIL.np });
    });

    it('makes one account of two concurrent sign-ups with one address, and answers 202 to both', async () => {
      const email = newEmail();
      const answers = await Promise.all(
        ['First', 'Second'].map((name) => signUp({ full_name: name, email, password: 'long enough secret' })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      const received = (await mails(email)).map((mail) => mail.subject).sort();
      expect(received).toHaveLength(2);
      expect(received[0]).toContain('Someone tried to create a Patro account with your address');
      expect(received[1]).toBe('पात्रोमा आफ्नो इमेल पुष्टि गर्नुहोस्');
    });

    it('signs in with the verification link, once, and carries a safe redirect in it', async () => {
      const email = newEmail();
      const response = await signUp({
        full_name: 'Gita',
        email,
        password: 'long enough secret',
        redirect: '/calendar?view=month',
      });
      expect(response.statusCode).toBe(202);
      const [link] = await outboxLinks(email);
      expect(new URL(link!).searchParams.get('redirect')).toBe('/calendar?view=month');
      const verified = await app.inject({ method: 'GET', url: `/user-verify/${tokenOf(link!)}` });
      expect(verified.statusCode).toBe(200);
      const tokens = verified.json() as Tokens;
      expect(refreshCookie(verified)?.value).toBe(tokens.refresh_token);
      const me = await whoIs(tokens.access_token);
      expect(me.json()).toMatchObject({ email, email_verified: true });
      const again = await app.inject({ method: 'GET', url: `/user-verify/${tokenOf(link!)}` });
      expect(again.statusCode).toBe(404);

      const unsafe = await signUp({
        full_name: 'Gita',
        email: newEmail(),
        password: 'long enough secret',
        redirect: '//evil.example/',
      });
      expect(unsafe.statusCode).toBe(400);
      expect(unsafe.json().message).toContain('redirect');
    });

    it('resends the link with the same answer for any address', async () => {
      const pending = newEmail();
      await signUp({ full_name: 'Hari', email: pending, password: 'long enough secret' });
      const verified = await newAccount();
      await app.inject({
        method: 'GET',
        url: `/user-verify/${tokenOf((await outboxLinks(verified.email))[0]!)}`,
      });
      const nobody = newEmail();
      const resend = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/users/resend-verification?lang=en',
          payload: { email },
          remoteAddress: nextIp(),
        });
      const answers = [await resend(pending), await resend(verified.email), await resend(nobody)];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual({ message: CHECK_MAIL.en });
      }
      const pendingLinks = await outboxLinks(pending);
      expect(pendingLinks).toHaveLength(2);
      expect(pendingLinks[0]).toMatch(/\/user-verify\?token=/);
      // The first link stopped working when the new one was sent.
      expect(
        (await app.inject({ method: 'GET', url: `/user-verify/${tokenOf(pendingLinks[1]!)}` })).statusCode,
      ).toBe(404);
      expect((await mails(verified.email))[0]!.links).toEqual([`${WEB}/login`, `${WEB}/forgot-password`]);
      expect((await mails(nobody))[0]!.links).toEqual([`${WEB}/signup`]);
    });
  });

  describe('sign-in', () => {
    it('signs in with the e-mail as username, in any case', async () => {
      const account = await newAccount();
      const response = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: account.email.toUpperCase(), password: account.password },
      });
      expect(response.statusCode).toBe(200);
      const tokens = response.json() as Tokens;
      expect(refreshCookie(response)?.value).toBe(tokens.refresh_token);
      const me = await whoIs(tokens.access_token);
      expect(me.json().id).toBe(account.id);
    });

    it('gives the same 401 for a wrong password and an unknown address', async () => {
      const account = await newAccount();
      for (const payload of [
        { username: account.email, password: 'wrong password' },
        { username: newEmail(), password: account.password },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: '/users/login',
          payload,
          remoteAddress: nextIp(),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Invalid email or password');
      }
    });

    it('answers 400 naming the field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: 'nope' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('username: must be a valid e-mail address');
      expect(response.json().message).toContain('password: is required');
    });
  });

  describe('the signed-in user and settings', () => {
    it('answers the spec shape to its owner', async () => {
      const account = await newAccount();
      const response = await app.inject({
        method: 'GET',
        url: '/authenticated-user',
        headers: account.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: account.id,
        email: account.email,
        full_name: 'Sita Sharma',
        email_verified: true,
        roles: [],
        admin: 0,
        services_jwt: [],
        organizations: [],
        settings: [{ unverified_events: 0, dark_mode: 0 }],
        pic: null,
      });
    });

    it.each([['admin'], ['super-admin']])('gives the admin flag to role %s', async (role) => {
      const admin = await insertTestUser(app, database.db, { roles: [role] });
      const response = await app.inject({
        method: 'GET',
        url: '/authenticated-user',
        headers: admin.headers,
      });
      expect(response.json()).toMatchObject({ admin: 1, roles: [{ name: role }], email_verified: true });
    });

    it.each([
      ['GET', '/authenticated-user'],
      ['GET', '/toggle-verified-events'],
      ['GET', '/toggle-darkmode'],
      ['PUT', '/users/settings'],
      ['POST', '/delete-account'],
    ] as const)('answers 401 to a visitor on %s %s', async (method, url) => {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 to a still-valid token of a deleted account', async () => {
      const gone = await insertTestUser(app, database.db);
      await database.db.delete(users).where(eq(users.id, gone.id));
      for (const url of ['/authenticated-user', '/toggle-darkmode']) {
        const response = await app.inject({ method: 'GET', url, headers: gone.headers });
        expect(response.statusCode).toBe(401);
      }
    });

    it('flips each setting for its owner only', async () => {
      const owner = await insertTestUser(app, database.db);
      const other = await insertTestUser(app, database.db);
      const dark = await app.inject({ method: 'GET', url: '/toggle-darkmode', headers: owner.headers });
      expect(dark.json()).toEqual({ unverified_events: 0, dark_mode: 1 });
      const unverified = await app.inject({
        method: 'GET',
        url: '/toggle-verified-events',
        headers: owner.headers,
      });
      expect(unverified.json()).toEqual({ unverified_events: 1, dark_mode: 1 });
      const back = await app.inject({ method: 'GET', url: '/toggle-darkmode', headers: owner.headers });
      expect(back.json()).toEqual({ unverified_events: 1, dark_mode: 0 });
      const theirs = await app.inject({ method: 'GET', url: '/authenticated-user', headers: other.headers });
      expect(theirs.json().settings).toEqual([{ unverified_events: 0, dark_mode: 0 }]);
    });

    it('sets settings to given values, so repeating is harmless', async () => {
      const owner = await insertTestUser(app, database.db);
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({
          method: 'PUT',
          url: '/users/settings',
          headers: owner.headers,
          payload: { dark_mode: true },
        });
        expect(response.json()).toEqual({ unverified_events: 0, dark_mode: 1 });
      }
      const both = await app.inject({
        method: 'PUT',
        url: '/users/settings',
        headers: owner.headers,
        payload: { dark_mode: 0, unverified_events: 1 },
      });
      expect(both.json()).toEqual({ unverified_events: 1, dark_mode: 0 });
      const bad = await app.inject({
        method: 'PUT',
        url: '/users/settings',
        headers: owner.headers,
        payload: { dark_mode: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('dark_mode');
    });
  });

  describe('refresh tokens', () => {
    it('rotates: the new pair works, the old refresh token does not', async () => {
      const account = await newAccount();
      const first = await refresh({ username: account.email, refresh_token: account.tokens.refresh_token });
      expect(first.statusCode).toBe(200);
      const renewed = first.json() as Tokens;
      expect(renewed.refresh_token).not.toBe(account.tokens.refresh_token);
      const me = await whoIs(renewed.access_token);
      expect(me.json().id).toBe(account.id);
      const second = await refresh({ username: account.email, refresh_token: renewed.refresh_token });
      expect(second.statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is presented again', async () => {
      const account = await newAccount();
      const stolen = account.tokens.refresh_token;
      const owners = (await refresh({ username: account.email, refresh_token: stolen })).json() as Tokens;
      // Replayed two days later: well past the grace for lost answers.
      const replay = await later.inject({
        method: 'POST',
        url: '/users/refresh-token',
        payload: { username: account.email, refresh_token: stolen },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(LOGGED_OUT);
      const newest = await refresh({ username: account.email, refresh_token: owners.refresh_token });
      expect(newest.statusCode).toBe(401);
      // Another session of the same user (another device) is untouched.
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: account.email, password: account.password },
      });
      const other = await refresh({ username: account.email, refresh_token: elsewhere.json().refresh_token });
      expect(other.statusCode).toBe(200);
    });

    it('gives a fresh pair when a token rotated seconds ago comes back (a reload lost the answer)', async () => {
      const account = await newAccount();
      const first = account.tokens.refresh_token;
      const lost = (await refresh({ username: account.email, refresh_token: first })).json() as Tokens;
      const again = await refresh({ username: account.email, refresh_token: first });
      expect(again.statusCode).toBe(200);
      const fresh = again.json() as Tokens;
      expect(fresh.refresh_token).not.toBe(lost.refresh_token);
      // The session goes on with the fresh token; the family was not revoked.
      expect(
        (await refresh({ username: account.email, refresh_token: fresh.refresh_token })).statusCode,
      ).toBe(200);
    });

    it('refreshes with only the cookie and sets the next one', async () => {
      const account = await newAccount();
      const response = await refresh({}, { patro_refresh: account.tokens.refresh_token });
      expect(response.statusCode).toBe(200);
      const next = refreshCookie(response);
      expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/users', maxAge: 2592000 });
      expect(next?.value).toBe(response.json().refresh_token);
      // Without any body at all, too.
      const again = await app.inject({
        method: 'POST',
        url: '/users/refresh-token',
        cookies: { patro_refresh: next!.value },
      });
      expect(again.statusCode).toBe(200);
    });

    it('answers 401 for an unknown token, a wrong username and an expired token', async () => {
      const account = await newAccount();
      const unknown = await refresh({ username: account.email, refresh_token: 'a'.repeat(43) });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().message).toBe(LOGGED_OUT);
      const wrongUser = await refresh({ username: newEmail(), refresh_token: account.tokens.refresh_token });
      expect(wrongUser.statusCode).toBe(401);

      const other = await newAccount();
      const muchLater = await buildApp({ database, webOrigin: WEB, now: () => Date.now() + 31 * 24 * HOUR });
      try {
        const expired = await refresh(
          { username: other.email, refresh_token: other.tokens.refresh_token },
          {},
          muchLater,
        );
        expect(expired.statusCode).toBe(401);
      } finally {
        await muchLater.close();
      }
    });

    it.each([
      [{ username: 'a@example.com', refresh_token: 5 }, 'refresh_token'],
      [{ refresh_token: 'abc' }, 'username'],
      [{}, 'refresh_token: is required'],
    ])('answers 422 (the client logs out) for the malformed body %j', async (payload, field) => {
      const response = await refresh(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain(field);
    });

    it('logs out: revokes the session and clears the cookie', async () => {
      const account = await newAccount();
      const response = await app.inject({
        method: 'POST',
        url: '/users/logout',
        cookies: { patro_refresh: account.tokens.refresh_token },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/^patro_refresh=; Max-Age=0; Path=\/users;/);
      const after = await refresh({ username: account.email, refresh_token: account.tokens.refresh_token });
      expect(after.statusCode).toBe(401);
    });
    it('logs out with only a bearer token: the session of that token ends (issue 22), others stay', async () => {
      const account = await newAccount();
      const second = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: account.email, password: 'correct horse battery' },
        remoteAddress: nextIp(),
      });
      expect(second.statusCode).toBe(200);
      const other = second.json();
      const response = await app.inject({
        method: 'POST',
        url: '/users/logout',
        headers: { authorization: `Bearer ${account.tokens.access_token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('You have been logged out');
      expect((await whoIs(account.tokens.access_token)).statusCode).toBe(401);
      const refreshed = await refresh({
        username: account.email,
        refresh_token: account.tokens.refresh_token,
      });
      expect(refreshed.statusCode).toBe(401);
      // The same person signed in elsewhere stays signed in there.
      expect((await whoIs(other.access_token)).statusCode).toBe(200);
    });
  });

  describe('e-mail verification', () => {
    /** An account that has not opened its link yet, and the link's token. */
    async function unverifiedAccount() {
      const email = newEmail();
      expect((await signUp({ full_name: 'Sita', email, password: 'long enough' })).statusCode).toBe(202);
      return { email, token: tokenOf((await outboxLinks(email))[0]!) };
    }

    it('verifies with the mailed link once', async () => {
      const account = await unverifiedAccount();
      const token = account.token;
      const response = await app.inject({ method: 'GET', url: `/user-verify/${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your email has been verified',
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });
      const me = await whoIs(response.json().access_token);
      expect(me.json().email_verified).toBe(true);
      const again = await app.inject({ method: 'GET', url: `/user-verify/${token}` });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This verification link is not valid');
    });

    it('answers 404 for an unknown link and 410 for an expired one, which can be renewed', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/user-verify/not-a-real-token' });
      expect(unknown.statusCode).toBe(404);
      const account = await unverifiedAccount();
      const token = account.token;
      const expired = await later.inject({ method: 'GET', url: `/user-verify/${token}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toContain('request a new link');

      const renewed = await app.inject({
        method: 'GET',
        url: `/refresh_veritoken/${token}`,
        remoteAddress: nextIp(),
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().message).toBe('We have sent a new verification link to your email');
      const [newest] = await outboxLinks(account.email);
      expect(tokenOf(newest!)).not.toBe(token);
      expect((await app.inject({ method: 'GET', url: `/user-verify/${tokenOf(newest!)}` })).statusCode).toBe(
        200,
      );
      const unknownRenewal = await app.inject({
        method: 'GET',
        url: '/refresh_veritoken/nope',
        remoteAddress: nextIp(),
      });
      expect(unknownRenewal.statusCode).toBe(404);
    });
  });

  describe('password recovery and change', () => {
    const forgot = (email: string, remoteAddress = nextIp()) =>
      app.inject({ method: 'POST', url: '/forgot-password', payload: { email }, remoteAddress });
    const FORGOT = 'If an account exists for this email, we have sent a link to reset the password';

    it('answers the same for unknown addresses, whose mail says there is no account (no reset link)', async () => {
      const email = newEmail();
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: FORGOT });
      expect(await outboxLinks(email)).toEqual(['http://localhost:3000/signup']);
    });

    it('writes the mails in the language of the interface that asked (Nepali by default)', async () => {
      const subjects = async (to: string) =>
        (
          (await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
            subject: string;
            text: string;
          }[]
        ).map((m) => m.subject);
      const english = newEmail();
      const signedUp = await app.inject({
        method: 'POST',
        url: '/users/signup?lang=en',
        payload: { full_name: 'Sita Sharma', email: english, password: 'correct horse battery' },
        remoteAddress: nextIp(),
      });
      expect(signedUp.statusCode).toBe(202);
      expect(await subjects(english)).toEqual(['Verify your email for Patro']);
      await app.inject({
        method: 'POST',
        url: '/forgot-password?lang=en',
        payload: { email: english },
        remoteAddress: nextIp(),
      });
      expect((await subjects(english))[0]).toBe('Reset your Patro password');

      const nepali = await newAccount();
      expect(await subjects(nepali.email)).toEqual(['पात्रोमा आफ्नो इमेल पुष्टि गर्नुहोस्']);
      await forgot(nepali.email);
      expect((await subjects(nepali.email))[0]).toBe('पात्रोको पासवर्ड फेर्नुहोस्');
      const bad = await app.inject({
        method: 'POST',
        url: '/forgot-password?lang=fr',
        payload: { email: english },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('lang');
    });

    it('resets with the mailed link, ends every session and refuses the old password', async () => {
      const account = await newAccount();
      expect((await forgot(account.email)).json()).toEqual({ message: FORGOT });
      const [link] = await outboxLinks(account.email);
      expect(link).toMatch(/^http:\/\/localhost:3000\/forgot-password\?token=/);
      const reset = await app.inject({
        method: 'POST',
        url: '/update-password',
        payload: { token: tokenOf(link!), password: 'a brand new secret' },
      });
      expect(reset.statusCode).toBe(200);
      const oldSession = await refresh({
        username: account.email,
        refresh_token: account.tokens.refresh_token,
      });
      expect(oldSession.statusCode).toBe(401);
      const oldLogin = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: account.email, password: account.password },
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: account.email, password: 'a brand new secret' },
      });
      expect(newLogin.statusCode).toBe(200);
      const reused = await app.inject({
        method: 'POST',
        url: '/update-password',
        payload: { token: tokenOf(link!), password: 'another secret' },
      });
      expect(reused.statusCode).toBe(404);
      expect(reused.json().message).toBe('This password reset link is not valid');
    });

    /** A push device and the feed of the account's own calendar: secrets the account handed out. */
    async function handedOut(account: { id: string; headers: Record<string, string> }) {
      await database.db.insert(pushDevices).values({
        userId: account.id,
        uuid: 'phone',
        platform: 'web',
        endpoint: 'https://push.example/abc',
        p256dh: 'key',
        auth: 'auth',
        tz: 'Asia/Kathmandu',
      });
      const listed = await app.inject({ method: 'GET', url: '/users/calendars', headers: account.headers });
      const feed = new URL(listed.json().data.calendars[0].ical_url as string).pathname;
      expect((await app.inject({ method: 'GET', url: feed })).statusCode).toBe(200);
      return feed;
    }
    const devicesOf = (userId: string) =>
      database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId));

    it('a reset ends the feed links and push devices the account handed out, and the mail says so', async () => {
      const account = await newAccount();
      const feed = await handedOut(account);
      await app.inject({
        method: 'POST',
        url: '/forgot-password?lang=en',
        payload: { email: account.email },
      });
      const [mail] = (
        await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(account.email)}` })
      ).json() as { text: string; links: string[] }[];
      expect(mail!.text).toContain('calendar feed (iCal) links get new addresses');
      const reset = await app.inject({
        method: 'POST',
        url: '/update-password',
        payload: { token: tokenOf(mail!.links[0]!), password: 'a brand new secret' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await app.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
      expect(await devicesOf(account.id)).toEqual([]);
    });

    it('a password change renews the feed links and ends the push devices', async () => {
      const account = await newAccount();
      const feed = await handedOut(account);
      const changed = await app.inject({
        method: 'POST',
        url: '/update-password',
        headers: account.headers,
        payload: { old_password: account.password, password: 'a brand new secret' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await app.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
      expect(await devicesOf(account.id)).toEqual([]);
      const headers = { authorization: `Bearer ${changed.json().access_token}` };
      const listed = await app.inject({ method: 'GET', url: '/users/calendars', headers });
      const renewed = new URL(listed.json().data.calendars[0].ical_url as string).pathname;
      expect((await app.inject({ method: 'GET', url: renewed })).statusCode).toBe(200);
    });

    it('refuses an expired reset link with 410', async () => {
      const account = await newAccount();
      await forgot(account.email);
      const [link] = await outboxLinks(account.email);
      const response = await later.inject({
        method: 'POST',
        url: '/update-password',
        payload: { token: tokenOf(link!), password: 'a brand new secret' },
      });
      expect(response.statusCode).toBe(410);
    });

    it('changes the password of a signed-in user who knows the old one', async () => {
      const account = await newAccount();
      const wrong = await app.inject({
        method: 'POST',
        url: '/update-password',
        headers: account.headers,
        payload: { old_password: 'not it at all', password: 'a brand new secret' },
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe('Password is incorrect');
      const changed = await app.inject({
        method: 'POST',
        url: '/update-password',
        headers: account.headers,
        payload: { old_password: account.password, password: 'a brand new secret' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().refresh_token).toEqual(expect.any(String));
      const oldSession = await refresh({
        username: account.email,
        refresh_token: account.tokens.refresh_token,
      });
      expect(oldSession.statusCode).toBe(401);
      const newSession = await refresh({
        username: account.email,
        refresh_token: changed.json().refresh_token,
      });
      expect(newSession.statusCode).toBe(200);
    });

    it.each([
      [{}, undefined, 'password: is required'],
      [{ password: 'a brand new secret' }, undefined, 'token: is required'],
      [{ token: 'x', password: 'short' }, undefined, 'password: must be at least 8'],
      [{ password: 'a brand new secret' }, 'signed in', 'old_password: is required'],
    ])('answers 400 naming the field for %j (%s)', async (payload, signedIn, message) => {
      const user = await insertTestUser(app, database.db);
      const response = await app.inject({
        method: 'POST',
        url: '/update-password',
        headers: signedIn ? user.headers : {},
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('answers 400 naming the field on forgot-password', async () => {
      const response = await app.inject({ method: 'POST', url: '/forgot-password', payload: { email: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('email:');
    });
  });

  describe('account deletion', () => {
    it('refuses a wrong password and keeps the account', async () => {
      const account = await newAccount();
      const response = await app.inject({
        method: 'POST',
        url: '/delete-account',
        headers: account.headers,
        payload: { password: 'not my password' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Password is incorrect');
      const missing = await app.inject({
        method: 'POST',
        url: '/delete-account',
        headers: account.headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('password');
      expect(await database.db.select().from(users).where(eq(users.id, account.id))).toHaveLength(1);
    });

    it('deletes the user and everything they own, and nothing of anyone else', async () => {
      const account = await newAccount();
      const bystander = await newAccount();
      const [calendar] = await database.db
        .select()
        .from(calendars)
        .where(eq(calendars.ownerUserId, account.id));
      await database.db.insert(eventSeries).values({
        calendarId: calendar!.id,
        base: 'BS',
        titleNp: 'जन्मदिन',
        titleEn: 'Birthday',
        startsOn: '2081-06-12',
        createdBy: account.id,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/delete-account',
        headers: account.headers,
        payload: { password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toEqual(expect.any(String));
      expect(await database.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
      expect(await database.db.select().from(calendars).where(eq(calendars.ownerUserId, account.id))).toEqual(
        [],
      );
      expect(
        await database.db.select().from(eventSeries).where(eq(eventSeries.calendarId, calendar!.id)),
      ).toEqual([]);
      expect(
        await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.id)),
      ).toEqual([]);
      expect(await database.db.select().from(userTokens).where(eq(userTokens.userId, account.id))).toEqual(
        [],
      );
      const me = await app.inject({ method: 'GET', url: '/authenticated-user', headers: account.headers });
      expect(me.statusCode).toBe(401);
      const theirs = await database.db
        .select()
        .from(calendars)
        .where(eq(calendars.ownerUserId, bystander.id));
      expect(theirs).toHaveLength(1);
    });

    it('lets an account without a password confirm with its e-mail', async () => {
      const social = await insertTestUser(app, database.db);
      const wrong = await app.inject({
        method: 'POST',
        url: '/delete-account',
        headers: social.headers,
        payload: { email: 'someone@else.example' },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await app.inject({
        method: 'POST',
        url: '/delete-account',
        headers: social.headers,
        payload: { email: social.email.toUpperCase() },
      });
      expect(right.statusCode).toBe(200);
      expect(await database.db.select().from(users).where(eq(users.id, social.id))).toEqual([]);
    });
  });

  describe('rate limits', () => {
    // 41 password checks (scrypt): slow on a shared machine, hence the longer timeout.
    it('caps guesses at one account from many addresses, higher than per address (issue 23)', {
      timeout: 180_000,
    }, async () => {
      const account = await newAccount();
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/users/login',
          payload: { username: account.email, password: 'wrong password' },
          remoteAddress: nextIp(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
      expect(statuses[40]).toBe(429);
    });

    it('caps re-entering the current password: change and delete share 10 tries (issue 23)', async () => {
      const account = await newAccount();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const change = await app.inject({
          method: 'POST',
          url: '/update-password',
          headers: account.headers,
          payload: { old_password: 'not it at all', password: 'a brand new secret' },
        });
        const remove = await app.inject({
          method: 'POST',
          url: '/delete-account',
          headers: account.headers,
          payload: { password: 'not it at all' },
        });
        statuses.push(change.statusCode, remove.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('refuses the 11th sign-in for one address from one IP, but not another user', async () => {
      const account = await newAccount();
      const other = await newAccount();
      const remoteAddress = nextIp();
      const attempt = (username: string, password: string) =>
        app.inject({ method: 'POST', url: '/users/login', payload: { username, password }, remoteAddress });
      for (let i = 0; i < 10; i++) {
        expect((await attempt(account.email, 'wrong password')).statusCode).toBe(401);
      }
      const eleventh = await attempt(account.email, account.password);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().message).toMatch(
        /^Too many attempts, please try again in (1[0-5]|[1-9]) minutes?$/,
      );
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt(other.email, other.password)).statusCode).toBe(200);
    });

    it('lets a shared address (carrier-grade NAT) sign up many people; one e-mail is refused after 3 an hour', async () => {
      const remoteAddress = nextIp();
      // Twelve people behind one address in an hour (five used to be the end).
      for (let i = 0; i < 12; i++) {
        const ok = await signUp(
          { full_name: 'Ram', email: newEmail(), password: 'long enough' },
          remoteAddress,
        );
        expect(ok.statusCode).toBe(202);
      }
      // One e-mail address, from any IP: three an hour.
      const email = newEmail();
      for (let i = 0; i < SIGNUPS_PER_EMAIL_PER_HOUR; i++)
        expect((await signUp({ full_name: 'Ram', email, password: 'long enough' })).statusCode).toBe(202);
      const again = await signUp({ full_name: 'Ram', email, password: 'long enough' });
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBeDefined();
      // The shared address is not locked out by that.
      expect(
        (await signUp({ full_name: 'Ram', email: newEmail(), password: 'long enough' }, remoteAddress))
          .statusCode,
      ).toBe(202);
    });

    it('refuses sign-ups from one IP past its hourly cap', async () => {
      const remoteAddress = nextIp();
      // The address's earlier sign-ups this hour, counted as a sign-up counts them.
      for (let i = 0; i < SIGNUPS_PER_IP_PER_HOUR; i++)
        await enforceRateLimits(
          database.db,
          [{ key: `signup-ip:${remoteAddress}`, max: SIGNUPS_PER_IP_PER_HOUR, windowMs: 3_600_000 }],
          Date.now(),
        );
      const past = await signUp(
        { full_name: 'Ram', email: newEmail(), password: 'long enough' },
        remoteAddress,
      );
      expect(past.statusCode).toBe(429);
      expect(
        (await signUp({ full_name: 'Ram', email: newEmail(), password: 'long enough' })).statusCode,
      ).toBe(202);
    });

    it('behind a trusted proxy, counts sign-ups per client address, not per proxy', async () => {
      const proxied = await buildApp({ database, webOrigin: WEB, production: false, trustProxy: 1 });
      try {
        const proxy = nextIp();
        const client = nextIp();
        const signUpVia = (forwardedFor: string) =>
          proxied.inject({
            method: 'POST',
            url: '/users/signup',
            payload: { full_name: 'Sita', email: newEmail(), password: 'long enough' },
            remoteAddress: proxy,
            headers: { 'x-forwarded-for': forwardedFor },
          });
        for (let i = 0; i < SIGNUPS_PER_IP_PER_HOUR; i++)
          await enforceRateLimits(
            database.db,
            [{ key: `signup-ip:${client}`, max: SIGNUPS_PER_IP_PER_HOUR, windowMs: 3_600_000 }],
            Date.now(),
          );
        expect((await signUpVia(client)).statusCode).toBe(429);
        // Another person behind the same proxy is not locked out by the first one.
        expect((await signUpVia(nextIp())).statusCode).toBe(202);
      } finally {
        await proxied.close();
      }
    });

    it('refuses the 6th reset mail for one address, from any IP', async () => {
      const account = await newAccount();
      for (let i = 0; i < 5; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/forgot-password',
          payload: { email: account.email },
          remoteAddress: nextIp(),
        });
        expect(response.statusCode).toBe(200);
      }
      const sixth = await app.inject({
        method: 'POST',
        url: '/forgot-password',
        payload: { email: account.email },
        remoteAddress: nextIp(),
      });
      expect(sixth.statusCode).toBe(429);
    });

    it('forgets counters whose window has ended, keeps the running ones', async () => {
      const now = Date.UTC(2026, 10, 22, 12);
      const ended = `test-ended:${randomUUID()}`;
      const running = `test-running:${randomUUID()}`;
      await enforceRateLimits(database.db, [{ key: ended, max: 5, windowMs: HOUR }], now - 2 * HOUR);
      await enforceRateLimits(database.db, [{ key: running, max: 5, windowMs: HOUR }], now - HOUR / 2);
      expect(await purgeEndedRateLimits(database.db, now)).toBeGreaterThanOrEqual(1);
      const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
      expect(keys).not.toContain(ended);
      expect(keys).toContain(running);
    });
  });
});
