import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { faqEntries, feedbackMessages } from '../src/db/schema.js';
import { FAQ_SEED } from '../src/modules/feedback/faq-seed.js';
import type { Mail } from '../src/modules/mail/service.js';
import { testDatabases } from './databases.js';
import { insertTestUser, type TestUser } from './users.js';

const NOW = Date.parse('2026-11-28T04:00:00Z');

const valid = {
  name: 'सीता शर्मा',
  email: 'sita@example.org',
  mobile: '९८४१२३४५६७',
  title: 'Panchanga',
  message: 'The tithi for tomorrow looks different from my printed calendar.',
  lang: 'np',
};

describe.each(testDatabases())('feedback, contact and the FAQ on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: TestUser;
  let support: TestUser;
  let reader: TestUser;
  let clock = NOW;
  const mails: Mail[] = [];

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'support-test-secret-support-test-secret',
      now: () => clock,
      mailer: { send: async (mail) => void mails.push(mail) },
    });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    support = await insertTestUser(app, database.db, { roles: ['support'] });
    reader = await insertTestUser(app, database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    mails.length = 0;
    await database.db.delete(feedbackMessages);
  });

  const send = (payload: object, remoteAddress = '198.51.100.7', lang = 'en') =>
    app.inject({ method: 'POST', url: `/feedback?lang=${lang}`, payload, remoteAddress });

  it('stores a message, with the mobile number as ten digits, and mails the acknowledgement in the reader’s language', async () => {
    const answer = await send(valid);
    expect(answer.statusCode).toBe(201);
    const [row] = await database.db.select().from(feedbackMessages);
    expect(row).toMatchObject({
      kind: 'feedback',
      name: 'सीता शर्मा',
      mobile: '9841234567',
      status: 'new',
      lang: 'np',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('sita@example.org');
    expect(mails[0]?.subject).toBe('हामीले तपाईंको सन्देश पायौं: Panchanga');

    await send({
      ...valid,
      email: 'ram@example.org',
      kind: 'contact',
      topic: 'press',
      lang: 'en',
      mobile: '',
    });
    expect(mails[1]?.subject).toBe('We received your message: Panchanga');
    const contact = await database.db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.email, 'ram@example.org'));
    expect(contact[0]).toMatchObject({ kind: 'contact', topic: 'press', mobile: null });
  });

  it.each([
    ['name', { name: '  ' }, 'feedback_name', 'Enter your full name', 'पूरा नाम लेख्नुहोस्'],
    [
      'email',
      { email: 'sita@example' },
      'feedback_email',
      'Enter a valid email address',
      'सही इमेल ठेगाना लेख्नुहोस्',
    ],
    [
      'mobile',
      { mobile: '01-4412345' },
      'feedback_mobile',
      'Enter a valid Nepali mobile number (98XXXXXXXX)',
      'सही नेपाली मोबाइल नम्बर लेख्नुहोस् (९८XXXXXXXX)',
    ],
    ['title', { title: '' }, 'feedback_title', 'Enter a title', 'शीर्षक लेख्नुहोस्'],
    [
      'message',
      { message: 'short' },
      'feedback_message',
      'Write your message (10 to 4000 characters)',
      'आफ्नो सन्देश लेख्नुहोस् (१० देखि ४००० अक्षर)',
    ],
    [
      'topic',
      { kind: 'contact', topic: 'gossip' },
      'feedback_topic',
      'Choose what your message is about',
      'सन्देशको विषय छान्नुहोस्',
    ],
  ])('names the field at fault: %s, in both languages', async (field, change, code, en, np) => {
    const english = await send({ ...valid, ...change }, '198.51.100.8', 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code, field, message: en });
    const nepali = await send({ ...valid, ...change }, '198.51.100.8', 'np');
    expect(nepali.json()).toMatchObject({ code, field, message: np });
    expect(await database.db.select().from(feedbackMessages)).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('a filled honeypot looks accepted but stores and mails nothing', async () => {
    const answer = await send({ ...valid, website: 'https://spam.example' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ data: { received: true } });
    expect(await database.db.select().from(feedbackMessages)).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('limits one address to five messages an hour, then answers 429 with the wait', async () => {
    const hari = { ...valid, email: 'hari@example.org' };
    for (let i = 0; i < 5; i++) expect((await send(hari, `203.0.113.${i}`)).statusCode).toBe(201);
    const sixth = await send(hari, '203.0.113.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('rate_limited');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await database.db.select().from(feedbackMessages)).toHaveLength(5);
    clock += 61 * 60 * 1000;
    expect((await send(hari, '203.0.113.100')).statusCode).toBe(201);
    clock = NOW; // the signed-in callers' tokens of the later tests were issued at NOW
  });

  it('limits one caller to sixty messages in ten minutes, whatever the addresses', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await send({ ...valid, email: `reader${i}@example.org` }, '192.0.2.50')).statusCode).toBe(201);
    }
    expect((await send({ ...valid, email: 'one-more@example.org' }, '192.0.2.50')).statusCode).toBe(429);
  });

  it('the inbox is for support staff and admins only: list, read, mark answered, reply by mail', async () => {
    expect((await send(valid, '198.51.100.20')).statusCode).toBe(201);
    const [row] = await database.db.select().from(feedbackMessages);
    const id = row?.id;
    const calls = [
      ['GET', '/admin/feedback/messages', undefined],
      ['GET', `/admin/feedback/messages/${id}`, undefined],
      ['PATCH', `/admin/feedback/messages/${id}`, { answered: true }],
      ['POST', `/admin/feedback/messages/${id}/reply`, { reply: 'Thank you' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await app.inject({ method, url, payload })).statusCode, `${method} ${url} as visitor`).toBe(
        401,
      );
      expect(
        (await app.inject({ method, url, payload, headers: reader.headers })).statusCode,
        `${method} ${url} as reader`,
      ).toBe(403);
    }
    expect(
      await database.db.select().from(feedbackMessages).where(eq(feedbackMessages.status, 'new')),
    ).toHaveLength(1);

    const list = await app.inject({
      method: 'GET',
      url: '/admin/feedback/messages',
      headers: support.headers,
    });
    expect(list.json().data.map((m: { title: string }) => m.title)).toEqual(['Panchanga']);
    const one = await app.inject({
      method: 'GET',
      url: `/admin/feedback/messages/${id}`,
      headers: admin.headers,
    });
    expect(one.json().data).toMatchObject({ email: 'sita@example.org', mobile: '9841234567', status: 'new' });

    mails.length = 0;
    const replied = await app.inject({
      method: 'POST',
      url: `/admin/feedback/messages/${id}/reply`,
      headers: support.headers,
      payload: { reply: 'तिथि २०८२ को प्रकाशित पात्रोअनुसार हो।' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      status: 'answered',
      reply: 'तिथि २०८२ को प्रकाशित पात्रोअनुसार हो।',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'sita@example.org', subject: 'जवाफ: Panchanga' });
    expect(mails[0]?.text).toContain('> The tithi for tomorrow');

    const answeredList = await app.inject({
      method: 'GET',
      url: '/admin/feedback/messages',
      headers: admin.headers,
    });
    expect(answeredList.json().data).toEqual([]);
    const reopened = await app.inject({
      method: 'PATCH',
      url: `/admin/feedback/messages/${id}`,
      headers: admin.headers,
      payload: { answered: false },
    });
    expect(reopened.json().data.status).toBe('new');
    expect(
      (
        await app.inject({ method: 'GET', url: '/admin/feedback/messages/999999', headers: admin.headers })
      ).json().code,
    ).toBe('support_message_not_found');
  });

  it('serves the seeded FAQ grouped in the asked language, searchable in both', async () => {
    const page = (await app.inject({ method: 'GET', url: '/faq?lang=en' })).json().data;
    expect(page.groups.map((g: { name: string }) => g.name)).toEqual([
      'Calendar and dates',
      'Accounts',
      'Notifications and widgets',
      'Prices, news and radio',
    ]);
    const count = page.groups.reduce((n: number, g: { items: unknown[] }) => n + g.items.length, 0);
    expect(count).toBe(FAQ_SEED.filter((f) => f.section === 'app').length);
    const found = (
      await app.inject({ method: 'GET', url: `/faq?lang=np&q=${encodeURIComponent('delete account')}` })
    ).json().data;
    expect(
      found.groups.flatMap((g: { items: { question: string }[] }) => g.items.map((i) => i.question)),
    ).toEqual(['खाता र मेरो डेटा कसरी मेटाउने?']);
    const market = (
      await app.inject({ method: 'GET', url: '/faq?section=marketplace&lang=en&q=esewa' })
    ).json().data;
    expect(market.groups[0].name).toBe('Payments');
    expect((await app.inject({ method: 'GET', url: '/faq?section=shop' })).json()).toMatchObject({
      code: 'invalid_field',
      field: 'section',
    });
  });

  it('admins edit the FAQ; support staff and readers may not', async () => {
    const entry = {
      section: 'app',
      group_np: 'खाता',
      group_en: 'Accounts',
      question_np: 'इमेल बदल्न मिल्छ?',
      question_en: 'Can I change my e-mail?',
      answer_np: 'उत्तर',
      answer_en: 'Answer',
      position: 55,
    };
    for (const headers of [undefined, reader.headers, support.headers]) {
      const status = (await app.inject({ method: 'POST', url: '/admin/faq', payload: entry, headers }))
        .statusCode;
      expect(status).toBe(headers ? 403 : 401);
    }
    const made = await app.inject({
      method: 'POST',
      url: '/admin/faq',
      payload: entry,
      headers: admin.headers,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    const missing = await app.inject({
      method: 'POST',
      url: '/admin/faq',
      payload: { ...entry, answer_en: '' },
      headers: admin.headers,
    });
    expect(missing.json()).toMatchObject({ code: 'invalid_field', field: 'answer_en' });
    const changed = await app.inject({
      method: 'PUT',
      url: `/admin/faq/${id}`,
      payload: { ...entry, answer_en: 'Not yet: sign up again with the new address.' },
      headers: admin.headers,
    });
    expect(changed.json().data.answer_en).toBe('Not yet: sign up again with the new address.');
    const accounts = (await app.inject({ method: 'GET', url: '/faq?lang=en&q=change' })).json().data;
    expect(accounts.groups[0].items.map((i: { question: string }) => i.question)).toContain(
      'Can I change my e-mail?',
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/admin/faq/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect(await database.db.select().from(faqEntries).where(eq(faqEntries.id, id))).toEqual([]);
    expect(
      (await app.inject({ method: 'DELETE', url: `/admin/faq/${id}`, headers: admin.headers })).json().code,
    ).toBe('faq_not_found');
  });
});
