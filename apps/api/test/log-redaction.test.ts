import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { mailOutbox, users } from '../src/db/schema.js';
import { redactUrl } from '../src/http/logging.js';
import { testDatabases } from './databases.js';

// ADR 092: a full account journey at the most talkative log level, then a grep of the log
// for every secret the journey handled.
describe.each(testDatabases())('no secret reaches the log, on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await open();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Production without SMTP_URL: the set-up where verification links used to be logged.
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      production: true,
      logger: { level: 'trace', stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function lastLink(to: string, page: string): Promise<string> {
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const link = mails.flatMap((m) => m.links).findLast((l) => l.includes(page));
    expect(link).toBeDefined();
    return link!;
  }

  it('sign-up, verify, reset, feed read, refresh and logout leave no token, link, password, hash or feed secret', async () => {
    const email = 'journey@example.com';
    const password = 'my secret passphrase 1';
    const newPassword = 'another secret phrase 2';
    const secrets: string[] = [password, newPassword];

    const signup = await app.inject({
      method: 'POST',
      url: '/users/signup',
      payload: { full_name: 'Journey', email, password },
    });
    expect(signup.statusCode).toBe(202);

    const verifyLink = await lastLink(email, '/user-verify');
    const verifyToken = new URL(verifyLink).searchParams.get('token')!;
    secrets.push(verifyLink, verifyToken);
    expect((await app.inject({ method: 'GET', url: `/refresh_veritoken/${verifyToken}` })).statusCode).toBe(
      200,
    );
    const secondVerify = await lastLink(email, '/user-verify');
    const secondToken = new URL(secondVerify).searchParams.get('token')!;
    secrets.push(secondVerify, secondToken);
    const verified = await app.inject({ method: 'GET', url: `/user-verify/${secondToken}` });
    expect(verified.statusCode).toBe(200);
    secrets.push(verified.json().access_token, verified.json().refresh_token);

    await app.inject({ method: 'POST', url: '/forgot-password', payload: { email } });
    const resetLink = await lastLink(email, '/forgot-password');
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    secrets.push(resetLink, resetToken);
    const reset = await app.inject({
      method: 'POST',
      url: '/update-password',
      payload: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    secrets.push(user!.passwordHash!, user!.passwordHash!.split('$').at(-1)!);

    const login = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: email, password: newPassword },
    });
    const { access_token, refresh_token } = login.json();
    secrets.push(access_token, refresh_token);
    const headers = { authorization: `Bearer ${access_token}` };

    const mine = await app.inject({ method: 'GET', url: '/users/calendars', headers });
    const feedUrl: string = mine.json().data.calendars[0].ical_url;
    const feedSecret = feedUrl.split('/ical/')[1]!.replace('.ics', '');
    secrets.push(feedUrl, feedSecret);
    const feed = await app.inject({ method: 'GET', url: new URL(feedUrl).pathname });
    expect(feed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/ical/${feedSecret}x.ics` })).statusCode).toBe(404);

    const renewed = await app.inject({
      method: 'POST',
      url: '/users/refresh-token',
      payload: { username: email, refresh_token },
    });
    secrets.push(renewed.json().access_token, renewed.json().refresh_token);
    const logout = await app.inject({
      method: 'POST',
      url: '/users/logout',
      payload: { refresh_token: renewed.json().refresh_token },
      headers: { authorization: `Bearer ${renewed.json().access_token}` },
    });
    expect(logout.statusCode).toBe(200);

    // A public-calendar link whose token has no digit: redacted by its route, not its shape.
    const digitless = 'AbcdEfghIjklMnopQrstUvwxYzabCdefGhijKlmnOpq';
    secrets.push(digitless);
    await app.inject({ method: 'GET', url: `/api/v1/public/calendar/${digitless}` });
    await app.inject({ method: 'GET', url: `/api/v1/public/calendar/${digitless}/calendar.ics` });

    // A failed query whose parameters hold the e-mail's hash: the database error logger's case.
    const failure = await database.db
      .execute(sql`SELECT ${user!.passwordHash}::int`)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    app.log.error({ err: failure }, 'request failed');

    const log = lines.join('');
    // The log did record the journey (so the grep below is not of an empty file)…
    expect(log).toContain('/ical/[redacted].ics');
    expect(log).toContain('/user-verify/[redacted]');
    expect(log).toContain('mail kept in the outbox');
    expect(log).toContain('Failed query');
    // …and none of its secrets.
    for (const secret of secrets) expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(log).not.toMatch(/scrypt\$\d/);
  });
});

describe('redactUrl', () => {
  it('removes the secrets of the routes that carry them, whatever they look like', () => {
    // About 1 in 230 feed secrets has no digit: the shape rule alone left it in the log.
    const noDigit = 'AbcdEfghIjklMnopQrstUvwxYzabCdefGhijKlmnOpq';
    expect(redactUrl(`/ical/${noDigit}.ics`)).toBe(`/ical/${noDigit}.ics`);
    expect(redactUrl(`/ical/${noDigit}.ics`, '/ical/:file')).toBe('/ical/[redacted].ics');
    expect(redactUrl(`/api/v1/public/calendar/${noDigit}`, '/api/v1/public/calendar/:token')).toBe(
      '/api/v1/public/calendar/[redacted]',
    );
    expect(
      redactUrl(
        `/api/v1/public/calendar/${noDigit}/calendar.ics`,
        '/api/v1/public/calendar/:token/calendar.ics',
      ),
    ).toBe('/api/v1/public/calendar/[redacted]/calendar.ics');
    // The public link inside the QR code's ?url=.
    const link = encodeURIComponent(`https://patro.example/public/calendar/${noDigit}`);
    expect(
      redactUrl(`/api/v1/calendars/7/generate-qr?url=${link}&size=2`, '/api/v1/calendars/:id/generate-qr'),
    ).toBe('/api/v1/calendars/7/generate-qr?url=[redacted]&size=2');
  });

  it('keeps route names and numeric ids, removes tokens from paths and queries', () => {
    expect(redactUrl('/toggle-verified-events')).toBe('/toggle-verified-events');
    expect(redactUrl('/calendars/12?lang=en')).toBe('/calendars/12?lang=en');
    expect(redactUrl('/ical/Ab3dEfGh1jKlMnOpQrStUvWx.ics')).toBe('/ical/[redacted].ics');
    expect(redactUrl('/auth/google/callback?code=abc&state=xyz&iss=x')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&iss=x',
    );
  });
});

// Issue 22 §5: Fastify's two request lines (incoming, completed), each an object walked by every
// redaction path, were most of a cached month read's cost under load; one text line replaces them.
describe('the access log', () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: { reqId?: string; msg: string; level: number }[] = [];

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ database, webOrigin: 'http://localhost:3000', logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one line per request: method, URL without its token, status, time and address', async () => {
    const month = '/calendars?calendar_type=BS&year=2083&month=8';
    const answers = [
      await app.inject({ method: 'GET', url: month }),
      // The second read is the cache hit, answered from the route's onRequest hook.
      await app.inject({ method: 'GET', url: month, headers: { 'accept-encoding': 'gzip' } }),
      await app.inject({ method: 'GET', url: '/ical/Ab3dEfGh1jKlMnOpQrStUvWx.ics' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404]);
    const ofRequest = (response: (typeof answers)[number]) =>
      lines.filter((line) => line.reqId === response.headers['x-request-id']).map((line) => line.msg);
    expect(ofRequest(answers[0]!)).toEqual([
      expect.stringMatching(
        /^GET \/calendars\?calendar_type=BS&year=2083&month=8 200 \d+\.\d ms 127\.0\.0\.1$/,
      ),
    ]);
    expect(ofRequest(answers[1]!)).toEqual([expect.stringMatching(/^GET \/calendars\?\S+ 200 \d+\.\d ms /)]);
    expect(ofRequest(answers[2]!)).toEqual([expect.stringMatching(/^GET \/ical\/\[redacted\]\.ics 404 /)]);
  });
});
