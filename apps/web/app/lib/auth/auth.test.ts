import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initials } from '../../components/UserMenu';
import { enAccount } from '../../i18n/en';
import { npAccount } from '../../i18n/np';
import { emailError, fullNameError, newPasswordError, safeRedirect } from './account-page';
import { apiFetch, localExpiry, signIn } from './session';
import { getSession, startSession } from './store';

/** A JWT-shaped token (only the payload matters to the client: it never checks signatures). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('access-token expiry', () => {
  const now = 1_800_000_000_000;
  it('counts the lifetime from receipt, so a wrong device clock does not matter', () => {
    const issuedLongAgo = token({ iat: 1000, exp: 1000 + 900 });
    expect(localExpiry(issuedLongAgo, now)).toBe(now + 900_000);
  });
  it('uses exp as it stands without iat', () => {
    expect(localExpiry(token({ exp: 2_000_000_000 }), now)).toBe(2_000_000_000_000);
  });
  it('treats missing and unreadable tokens as expired (no expiry)', () => {
    expect(localExpiry(null, now)).toBeNull();
    expect(localExpiry('not-a-jwt', now)).toBeNull();
    expect(localExpiry('a.%%%.c', now)).toBeNull();
    expect(localExpiry(token({ sub: 'x' }), now)).toBeNull();
    expect(localExpiry(token({ exp: '2030' }), now)).toBeNull();
  });
  it('reads base64url payloads with non-ASCII text', () => {
    expect(localExpiry(token({ name: 'सीता', iat: 10, exp: 70 }), now)).toBe(now + 60_000);
  });
});

describe('account form checks (the API’s rules)', () => {
  it('checks e-mail addresses', () => {
    expect(emailError('sita@example.com')).toBeNull();
    expect(emailError('  sita@example.com ')).toBeNull();
    expect(emailError('sita@example')).toBe('error.email');
    expect(emailError('sita example.com')).toBe('error.email');
    expect(emailError('')).toBe('error.email');
  });
  it('wants 8 to 128 characters in a new password, spaces included', () => {
    expect(newPasswordError('')).toBe('error.passwordRequired');
    expect(newPasswordError('1234567')).toBe('error.passwordShort');
    expect(newPasswordError('        ')).toBeNull();
    expect(newPasswordError('x'.repeat(128))).toBeNull();
    expect(newPasswordError('x'.repeat(129))).toBe('error.passwordLong');
  });
  it('wants a name of at most 100 characters', () => {
    expect(fullNameError('  ')).toBe('error.nameRequired');
    expect(fullNameError('Sita')).toBeNull();
    expect(fullNameError('x'.repeat(101))).toBe('error.nameLong');
  });
  it('honours only redirects to a path on this site', () => {
    expect(safeRedirect('/my-calendars?x=1')).toBe('/my-calendars?x=1');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect(null, '/calendar')).toBe('/calendar');
  });
});

describe('account screen strings', () => {
  it('exist in both languages, Nepali with Devanagari digits only', () => {
    expect(Object.keys(enAccount).sort()).toEqual(Object.keys(npAccount).sort());
    expect(Object.entries(npAccount).filter(([, text]) => /[0-9]/.test(text))).toEqual([]);
    expect(Object.entries(enAccount).filter(([, text]) => !text.trim())).toEqual([]);
  });
});

describe('initials', () => {
  it('takes the first and last names, Devanagari included', () => {
    expect(initials('Sita Kumari Rai')).toBe('SR');
    expect(initials('hari')).toBe('H');
    expect(initials('सीता राई')).toBe('सीरा');
    expect(initials('   ')).toBe('?');
  });
});

/**
 * The refresh protocol against a small stand-in for the API (Node's fetch has no cookie jar, so
 * the real API's cookie refresh cannot run here; the e2e suite drives it in Chromium).
 */
describe('apiFetch and the single-flight refresh', () => {
  let server: Server;
  let refreshes = 0;
  let current = '';
  const fresh = () =>
    token({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 900, n: Math.random() });
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const bearer = (req: IncomingMessage) => req.headers.authorization?.replace(/^Bearer /, '') ?? '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/users/login') {
        current = fresh();
        return json(res, 200, { access_token: current, refresh_token: 'ignored' });
      }
      if (req.url === '/users/refresh-token') {
        refreshes += 1;
        // Slow enough that every waiting request piles up behind this one refresh.
        setTimeout(() => {
          current = fresh();
          json(res, 200, { access_token: current, refresh_token: 'ignored' });
        }, 50);
        return;
      }
      if (bearer(req) !== current)
        return json(res, 401, { statusCode: 401, message: 'Invalid or expired access token' });
      if (req.url === '/authenticated-user') {
        return json(res, 200, { id: 'u1', email: 'sita@example.com', full_name: 'Sita Rai', settings: [] });
      }
      return json(res, 200, { path: req.url });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    startSession(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs in, then on a 401 runs one refresh for all waiting requests, which retry once', async () => {
    const signedIn = await signIn('sita@example.com', 'correct horse');
    expect(signedIn.ok).toBe(true);
    expect(getSession()).toMatchObject({ status: 'signed-in', user: { full_name: 'Sita Rai' } });

    current = 'revoked-on-the-server';
    const results = await Promise.all([apiFetch('/a'), apiFetch('/b'), apiFetch('/c', { query: { x: 1 } })]);
    expect(results.map((r) => r.ok && r.body)).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c?x=1' }]);
    expect(refreshes).toBe(1);

    // The renewed token is used from now on, without another refresh.
    expect((await apiFetch('/d')).ok).toBe(true);
    expect(refreshes).toBe(1);
  });
});
