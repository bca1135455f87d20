import path from 'node:path';
import { offsetClock } from '@patro/contracts/clock';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, configWarnings, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      webPort: 3000,
      apiPort: 4000,
      apiUrl: 'http://localhost:4000',
      webOrigin: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
    });
  });

  it('derives the API address and web origin from the ports', () => {
    const config = loadConfig({ PORT: '3100', API_PORT: '4100' });
    expect(config.apiUrl).toBe('http://localhost:4100');
    expect(config.webOrigin).toBe('http://localhost:3100');
  });

  it('keeps an explicit API address without its trailing slash', () => {
    expect(loadConfig({ API_URL: 'https://api.patro.example/' }).apiUrl).toBe('https://api.patro.example');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).webPort).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ API_PORT: '0' }, 'API_PORT'],
    [{ API_URL: 'localhost:4000' }, 'API_URL'],
    [{ DATABASE_URL: 'mysql://root@localhost/test' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REMINDER_INTERVAL_SECONDS: '0' }, 'REMINDER_INTERVAL_SECONDS'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}=`));
  });

  it('serves the mail outbox only when asked, on a loopback listener, outside production, not behind a proxy', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(configWarnings(loadConfig({ DEV_OUTBOX: '1' })).join('\n')).toContain(
      '/dev/outbox lists every mail',
    );
    expect(() => loadConfig({ DEV_OUTBOX: '1', HOST: '0.0.0.0' })).toThrow(/DEV_OUTBOX=.*loopback/);
    expect(() => loadConfig({ DEV_OUTBOX: '1', TRUST_PROXY: '1' })).toThrow(/DEV_OUTBOX=.*proxy/);
    expect(() =>
      loadConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/DEV_OUTBOX=.*production/);
  });

  it('reads TRUST_PROXY as a switch or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY="yes"/);
  });

  it('reads ADMIN_EMAILS as lower-cased addresses and refuses anything else', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@Example.com, ops@example.com' }).adminEmails).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss' })).toThrow(/ADMIN_EMAILS/);
  });

  it('takes both VAPID keys or neither, in base64url, and a mailto:/https: subject', () => {
    const publicKey = `B${'x'.repeat(86)}`;
    const privateKey = 'y'.repeat(43);
    expect(loadConfig({}).vapid).toMatchObject({ keys: undefined, subject: 'mailto:no-reply@patro.invalid' });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://patro.app',
      }).vapid,
    ).toMatchObject({ keys: { publicKey, privateKey }, subject: 'https://patro.app' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY.*must be set together/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://patro.app' })).toThrow(/VAPID_SUBJECT/);
  });

  it('sends push only to the browsers’ push services unless PUSH_SERVICE_HOSTS names others', () => {
    expect(loadConfig({}).vapid.serviceHosts).toEqual(
      expect.arrayContaining(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.apple.com']),
    );
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.org,127.0.0.1' }).vapid.serviceHosts).toEqual([
      'push.example.org',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://x/' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', API_PORT: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT="x"');
      expect((error as Error).message).toContain('API_PORT="y"');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes the number of proxies, and warns at start-up on `true` (which trusts forged addresses)', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: 'true' }))).toEqual([
      expect.stringContaining('set it to the number of proxies in front of the API'),
    ]);
  });

  it('behind one proxy (TRUST_PROXY=1), forging X-Forwarded-For does not reset the sign-in limit', async () => {
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ database, webOrigin: 'http://localhost:3000', trustProxy: 1 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/users/login',
          remoteAddress: '10.0.0.2',
          // The client writes the first entry; the proxy appends the address it saw.
          headers: { 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.7` },
          payload: { username: 'someone@example.com', password: 'not the password' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('RATE_LIMIT_FACTOR (tests and development only)', () => {
  it('is 1 unless set, takes a whole number, warns when raised and is refused in production', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '1.5' })).toThrow(
      /RATE_LIMIT_FACTOR="1.5": must be a whole number/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), RATE_LIMIT_FACTOR: '20' }),
    ).toThrow(/RATE_LIMIT_FACTOR=.*for tests and development only/);
    expect(configWarnings(loadConfig({ RATE_LIMIT_FACTOR: '20' }))).toEqual([
      expect.stringContaining('RATE_LIMIT_FACTOR=20'),
    ]);
  });
});

describe('CLOCK_AT (the test clock, ADR 072)', () => {
  it('takes an ISO instant with an offset, names a bad one, and is refused in production', () => {
    expect(loadConfig({}).clockAt).toBeUndefined();
    expect(loadConfig({ CLOCK_AT: '2026-11-24T09:00:00+05:45' }).clockAt).toBe(Date.UTC(2026, 10, 24, 3, 15));
    expect(() => loadConfig({ CLOCK_AT: '2026-11-24' })).toThrow(
      /CLOCK_AT="2026-11-24": must be an ISO instant with an offset/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        CLOCK_AT: '2026-11-24T09:00:00+05:45',
      }),
    ).toThrow(/CLOCK_AT=.*must not be set in production/);
    expect(configWarnings(loadConfig({ CLOCK_AT: '2026-11-24T09:00:00+05:45' }))).toEqual([
      expect.stringContaining('2026-11-24T03:15:00.000Z'),
    ]);
  });

  it('makes "today" the published day of that instant: 8 Mangsir 2083, a full moon', async () => {
    const database = await openDatabase({ memory: true });
    const { clockAt } = loadConfig({ CLOCK_AT: '2026-11-24T09:00:00+05:45' });
    const app = await buildApp({ database, webOrigin: 'http://localhost:3000', now: offsetClock(clockAt) });
    try {
      const answer = await app.inject({ method: 'GET', url: '/calendars/today?lang=en' });
      expect(answer.statusCode).toBe(200);
      // bs-2083.json (official): 2083-08-08 = 2026-11-24, Purnima, Guru Nanak Jayanti.
      expect(answer.json().data).toMatchObject({ bs: '2083-08-08', ad: '2026-11-24' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
