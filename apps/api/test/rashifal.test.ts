import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

/** An instant in Kathmandu (UTC+05:45) as epoch ms. */
const kathmandu = (local: string) => Date.parse(`${local}+05:45`);
// Monday 2026-11-23 is BS 2083 Mangsir 7; Mangsir 1 is 2026-11-17 and BS 2083 began on
// 2026-04-14 (published calendar, ../shared/reference/official/bs-2083.json).
const MORNING = kathmandu('2026-11-23T08:00:00');

describe.each(testDatabases())('rashifal API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let nowMs = MORNING;
  let user: TestUser;
  let astrologer: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      now: () => nowMs,
      adminEmails: ['boss@example.com'],
    });
    user = await insertTestUser(app, database.db, { fullName: 'Reader' });
    astrologer = await insertTestUser(app, database.db, {
      fullName: 'Jyotishi Sharma',
      roles: ['astrologer'],
    });
    admin = await insertTestUser(app, database.db, { fullName: 'Admin', roles: ['admin'] });
    // The bootstrap super-admin has no role in the database or the token: ADMIN_EMAILS gives it.
    superAdmin = await insertTestUser(app, database.db, { email: 'boss@example.com', fullName: 'Boss' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = callAs(() => app);

  it('the portal answers np[] keyed by type: 12 signs each, with names, letters, colour and period', async () => {
    const response = await call('GET', '/rashifal?lang=np');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json();
    expect(body.date).toBe('2026-11-23');
    expect(Object.keys(body.np)).toEqual(['daily', 'weekly', 'monthly', 'yearly']);
    for (const type of ['daily', 'weekly', 'monthly', 'yearly']) expect(body.np[type]).toHaveLength(12);
    const aries = body.np.daily[0];
    expect(aries).toMatchObject({
      id: 1,
      slug: 'aries',
      name: 'मेष',
      en: 'Aries',
      title: 'मेष राशिफल',
      source: 'computed',
      type: 'daily',
      period: { start: '2026-11-23', end: '2026-11-23', label: 'सोमबार, २०८३ मंसिर ७' },
    });
    expect(aries.letters.slice(0, 3)).toEqual(['चु', 'चे', 'चो']);
    expect(aries.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(aries.text).not.toMatch(/[A-Za-z0-9]/);
    expect(aries.basis).toContain('ग्रह गोचर');
    expect(aries.transits[0]).toMatchObject({ graha: 'moon' });
    expect(body.np.weekly[0].period).toMatchObject({ start: '2026-11-22', end: '2026-11-28' });
    expect(body.np.monthly[0].period).toMatchObject({ start: '2026-11-17', label: '२०८३ मंसिर' });
    expect(body.np.yearly[0].period).toMatchObject({ start: '2026-04-14', label: 'वि.सं. २०८३' });
  });

  it('narrows by type and sign, in English too', async () => {
    const response = await call('GET', '/rashifal?lang=en&type=weekly&sign=Leo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['date', 'en']);
    expect(body.en.weekly).toHaveLength(1);
    expect(body.en.weekly[0]).toMatchObject({
      id: 5,
      name: 'Leo',
      title: 'Leo horoscope',
      source: 'computed',
    });
    expect(body.en.weekly[0].basis).toMatch(/^Computed by Patro from the planets’ transits/);
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/rashifal?type=hourly', 'type'],
      ['/rashifal?lang=fr', 'lang'],
      ['/rashifal?sign=ophiuchus', 'sign'],
      ['/rashifal?date=2026-02-30', 'date'],
      ['/rashifal?date=2031-01-01', 'date'],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    }
  });

  it('authorization matrix: the editor and role calls as visitor, user, astrologer, admin and super-admin', async () => {
    const entry = {
      sign: 2,
      type: 'daily',
      lang: 'en',
      text: 'A matrix test entry written by hand for Taurus.',
    };
    const matrix: [string, 'GET' | 'PUT', string, Record<string, unknown> | undefined, number[]][] = [
      ['editor read', 'GET', '/admin/rashifal?type=daily&lang=en', undefined, [401, 403, 200, 200, 200]],
      ['entry write', 'PUT', '/admin/rashifal', entry, [401, 403, 200, 200, 200]],
      ['admin me', 'GET', '/admin/me', undefined, [401, 403, 200, 200, 200]],
      [
        'grant astrologer',
        'PUT',
        '/admin/users/roles',
        { email: 'nobody@example.com', role: 'astrologer', granted: true },
        [401, 403, 403, 404, 404],
      ],
      [
        'grant admin',
        'PUT',
        '/admin/users/roles',
        { email: 'nobody@example.com', role: 'admin', granted: true },
        [401, 403, 403, 403, 404],
      ],
    ];
    const callers = [undefined, user, astrologer, admin, superAdmin];
    for (const [name, method, url, payload, expected] of matrix) {
      const got: number[] = [];
      for (const caller of callers) got.push((await call(method, url, caller, payload)).statusCode);
      expect(got, name).toEqual(expected);
    }
    const del = async (caller?: TestUser) =>
      (await call('DELETE', '/admin/rashifal/999999', caller)).statusCode;
    expect([await del(), await del(user), await del(astrologer), await del(admin)]).toEqual([
      401, 403, 404, 404,
    ]);
  });

  it('an astrologer writes, previews as a scheduled draft, and the public reading switches at the publish time', async () => {
    const text = 'आज मेष राशिका लागि ज्योतिषीले लेखेको फल: धैर्य राख्नुहोस्, साँझ शुभ समाचार आउनेछ।';
    const saved = await call('PUT', '/admin/rashifal', astrologer, {
      sign: 1,
      type: 'daily',
      lang: 'np',
      text: `  ${text}  `,
      publish_at: '2026-11-23T10:00:00+05:45',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json().entry).toMatchObject({
      sign: 1,
      period_start: '2026-11-23',
      text,
      published: false,
      author: 'Jyotishi Sharma',
    });

    // Before 10:00 the visitor still reads the computed text.
    let daily = (await call('GET', '/rashifal?lang=np&type=daily&sign=aries')).json().np.daily[0];
    expect(daily.source).toBe('computed');
    const editor = (await call('GET', '/admin/rashifal?type=daily&lang=np', astrologer)).json();
    expect(editor.slots[0].entry).toMatchObject({ text, published: false });
    expect(editor.slots[0].computed).toBe(daily.text);
    expect(editor.slots[1].entry).toBeNull();

    nowMs = kathmandu('2026-11-23T10:00:00');
    daily = (await call('GET', '/rashifal?lang=np&type=daily&sign=aries')).json().np.daily[0];
    expect(daily).toMatchObject({
      source: 'astrologer',
      text,
      author: 'Jyotishi Sharma',
      basis: null,
      transits: [],
    });
    // The English reading of the same sign and the next day stay computed.
    expect((await call('GET', '/rashifal?lang=en&type=daily&sign=aries')).json().en.daily[0].source).toBe(
      'computed',
    );
    expect(
      (await call('GET', '/rashifal?lang=np&type=daily&sign=aries&date=2026-11-24')).json().np.daily[0]
        .source,
    ).toBe('computed');

    // Removing it brings the computed reading back.
    const removed = await call('DELETE', `/admin/rashifal/${saved.json().entry.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/rashifal?lang=np&type=daily&sign=aries')).json().np.daily[0].source).toBe(
      'computed',
    );
    nowMs = MORNING;
  });

  it('a weekly entry written on any day of the week belongs to the week; bad entries are 400 naming the field', async () => {
    const saved = await call('PUT', '/admin/rashifal', astrologer, {
      sign: 12,
      type: 'weekly',
      lang: 'en',
      date: '2026-11-26',
      text: 'A week for Pisces written by our astrologer, with care.',
    });
    expect(saved.json().entry).toMatchObject({ period_start: '2026-11-22', published: true });
    for (const [payload, field] of [
      [{ sign: 13, type: 'daily', lang: 'np', text: 'x'.repeat(30) }, 'sign'],
      [{ sign: 1, type: 'hourly', lang: 'np', text: 'x'.repeat(30) }, 'type'],
      [{ sign: 1, type: 'daily', lang: 'np', text: '   short   ' }, 'text'],
      [{ sign: 1, type: 'daily', lang: 'np', text: 'x'.repeat(30), publish_at: 'tomorrow' }, 'publish_at'],
    ] as const) {
      const response = await call('PUT', '/admin/rashifal', astrologer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${field}:`);
    }
  });

  it('roles: an admin makes an astrologer, who can then write; a revoked role stops at once, even with the old token', async () => {
    const newcomer = await insertTestUser(app, database.db, {
      email: 'new.astrologer@example.com',
      fullName: 'New',
    });
    const write = () =>
      call('PUT', '/admin/rashifal', newcomer, {
        sign: 3,
        type: 'monthly',
        lang: 'np',
        text: 'मिथुन राशिका लागि यो महिना राम्रो छ, धैर्य राख्नुहोस्।',
      });
    expect((await write()).statusCode).toBe(403);
    const granted = await call('PUT', '/admin/users/roles', admin, {
      email: 'New.Astrologer@example.com',
      role: 'astrologer',
      granted: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().roles).toEqual(['astrologer']);
    expect((await write()).statusCode).toBe(200);
    await call('PUT', '/admin/users/roles', admin, {
      email: 'new.astrologer@example.com',
      role: 'astrologer',
      granted: false,
    });
    expect((await write()).statusCode).toBe(403);
    // The bootstrap super-admin's role was written to the database, so a new token carries it.
    expect((await call('GET', '/authenticated-user', superAdmin)).json()).toMatchObject({ admin: 1 });
  });
});
