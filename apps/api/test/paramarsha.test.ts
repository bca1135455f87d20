/**
 * Paramarsha through the API (issue 26; ADR 200–202), on both databases, paying at the local
 * eSewa stand-in over HTTP: nothing reaches an astrologer before the gateway confirms the
 * payment, a replayed payment makes no second request, astrologers see only their own requests,
 * and the reader asks one follow-up question.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { adminAudit, mailOutbox, paramarshaRequests } from '../src/db/schema.js';
import { kundali, tropicalAscendant } from '../src/modules/paramarsha/kundali.js';
import { zoneOffsetMinutes } from '../src/modules/paramarsha/service.js';
import { createPaymentGateways } from '../src/modules/payments/gateways/index.js';
import { outboundGatewayFetch } from '../src/modules/payments/outbound.js';
import {
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
} from '../src/modules/payments/standins/credentials.js';
import { buildEsewaStandIn } from '../src/modules/payments/standins/index.js';
import { configureOutbound } from '../src/security/outbound.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp } from './personal.js';
import { EXAMPLE_PARAMARSHA_REQUEST, EXAMPLE_PARAMARSHA_SERVICE } from './routes.js';
import { insertTestUser, type TestUser } from './users.js';

// This file's stand-in port.
const ESEWA_PORT = 4196;
const esewaUrl = `http://127.0.0.1:${ESEWA_PORT}`;
const START = Date.UTC(2026, 10, 27, 6, 0);
let clock = START;
let esewaApp: FastifyInstance;

beforeAll(async () => {
  configureOutbound({ allow: [`127.0.0.1:${ESEWA_PORT}`] });
  esewaApp = buildEsewaStandIn({ publicUrl: esewaUrl });
  await esewaApp.listen({ port: ESEWA_PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  configureOutbound({});
  await esewaApp?.close();
});

const gateways = () =>
  createPaymentGateways(
    {
      esewa: {
        productCode: ESEWA_TEST_PRODUCT_CODE,
        secretKey: ESEWA_TEST_SECRET_KEY,
        formUrl: `${esewaUrl}/api/epay/main/v2/form`,
        statusUrl: `${esewaUrl}/api/epay/transaction/status/`,
        standIn: true,
      },
    },
    { production: false, fetch: outboundGatewayFetch() },
  );

describe('the birth time zone', () => {
  it('uses the offset in force on the birth date: Nepal +05:30 before 1986, +05:45 after', () => {
    expect(zoneOffsetMinutes('Asia/Kathmandu', '1985-06-01', '10:00')).toBe(330);
    expect(zoneOffsetMinutes('Asia/Kathmandu', '1990-05-14', '06:30')).toBe(345);
    expect(zoneOffsetMinutes('Europe/London', '2000-07-01', '12:00')).toBe(60);
    expect(zoneOffsetMinutes('Nowhere/Else', '2000-07-01', null)).toBeNull();
  });
});

describe('the computed kundali', () => {
  it('puts 0° Aries culminating at the equator on a 90° ascendant (the formula’s orientation)', () => {
    // GMST is 0 at JD 2451545 + (360 − 280.46…)/360.985… days; longitude 0, latitude 0.
    const jd = 2451545 + (360 - 280.46061837) / 360.98564736629;
    expect(tropicalAscendant(jd, 0, 0)).toBeCloseTo(90, 1);
  });

  it('Mesh Sankranti 2081 (13 April 2024): the Sun in Meena before, in Mesha the next morning', () => {
    const place = { latitude: 27.7172, longitude: 85.324, tzOffsetMinutes: 345 };
    const sun = (date: string, time: string) =>
      kundali({ ...place, birthDate: date, birthTime: time }).grahas.find((g) => g.graha === 'sun');
    expect(sun('2024-04-13', '12:00')?.sign).toBe(12);
    expect(sun('2024-04-14', '06:00')?.sign).toBe(1);
  });

  it('at sunrise the lagna is the Sun’s own degree: Kathmandu, 14 April 2024, sunrise 05:46 NPT', () => {
    const chart = kundali({
      birthDate: '2024-04-14',
      birthTime: '05:46',
      latitude: 27.7172,
      longitude: 85.324,
      tzOffsetMinutes: 345,
    });
    const sun = chart.grahas.find((g) => g.graha === 'sun')!;
    // The upper limb shows with the centre below the horizon (refraction): the ascendant leads by about a degree.
    const lead = (((chart.lagna!.longitude - sun.longitude) % 360) + 360) % 360;
    expect(lead).toBeGreaterThan(0);
    expect(lead).toBeLessThan(2.5);
    expect(chart.lagna).toMatchObject({ sign: 1, nakshatra: 1 });
    // Ketu is opposite Rahu; every graha has a nakshatra and a pada.
    const rahu = chart.grahas.find((g) => g.graha === 'rahu')!;
    const ketu = chart.grahas.find((g) => g.graha === 'ketu')!;
    expect(Math.abs(((ketu.longitude - rahu.longitude + 360) % 360) - 180)).toBeLessThan(0.02);
    for (const g of chart.grahas) {
      expect(g.nakshatra).toBeGreaterThanOrEqual(1);
      expect(g.pada).toBeGreaterThanOrEqual(1);
      expect(g.pada).toBeLessThanOrEqual(4);
    }
  });

  it('no birth time: no lagna, the grahas of local noon', () => {
    const chart = kundali({
      birthDate: '1985-06-01',
      birthTime: null,
      latitude: 27.7,
      longitude: 85.3,
      tzOffsetMinutes: 330,
    });
    expect(chart.lagna).toBeNull();
    expect(chart.ut).toBe('1985-06-01T06:30:00.000Z');
  });
});

describe.each(testDatabases())('paramarsha on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: TestUser;
  let guruA: TestUser;
  let guruB: TestUser;
  let serviceId: number;

  beforeAll(async () => {
    clock = START;
    database = await open();
    app = await buildPersonalApp(database, { now: () => clock, payments: { gateways: gateways() } });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    guruA = await insertTestUser(app, database.db, { roles: ['astrologer'] });
    guruB = await insertTestUser(app, database.db, { roles: ['astrologer'] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  /** Books and pays at the stand-in; the order id and the return query. */
  async function book(reader: TestUser) {
    const started = await call('POST', '/paramarsha', reader, {
      ...EXAMPLE_PARAMARSHA_REQUEST,
      service_id: serviceId,
    });
    expect(started.statusCode, started.body).toBe(201);
    const data = started.json().data;
    // eSewa: the page holding the signed form for this very order.
    expect(data.redirect_url).toMatch(new RegExp(`/subscription/pay/esewa/${data.order_id}$`));
    return data as {
      request_id: number;
      order_id: string;
      form: { action: string; fields: Record<string, string> };
    };
  }
  async function pay(started: Awaited<ReturnType<typeof book>>) {
    const posted = await fetch(started.form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(started.form.fields).toString(),
      redirect: 'manual',
    });
    const pageUrl = new URL(posted.headers.get('location') as string, esewaUrl).href;
    const html = await (await fetch(pageUrl)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const answer = await fetch(new URL(action as string, pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'success' }).toString(),
      redirect: 'manual',
    });
    return Object.fromEntries(new URLSearchParams(new URL(answer.headers.get('location') as string).search));
  }
  const back = (user: TestUser, orderId: string, query: Record<string, string>) =>
    call('POST', `/subscription/orders/${orderId}/return`, user, { gateway: 'esewa', query });

  it('shows nothing bookable until an admin adds a service and an astrologer', async () => {
    expect((await call('GET', '/paramarsha-services')).json().data).toEqual([]);
    const reader = await insertTestUser(app, database.db);
    const refused = await call('POST', '/paramarsha', reader, EXAMPLE_PARAMARSHA_REQUEST);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'paramarsha_unavailable', field: 'service_id' });
    const created = await call('POST', '/admin/paramarsha/services', admin, EXAMPLE_PARAMARSHA_SERVICE);
    expect(created.statusCode, created.body).toBe(201);
    serviceId = created.json().data.id;
    // A service without an astrologer is still not offered.
    expect((await call('GET', '/paramarsha-services')).json().data).toEqual([]);
    const reader2 = await insertTestUser(app, database.db);
    const notAstrologer = await call('PUT', '/admin/paramarsha/gurus', admin, {
      email: reader2.email,
      name_np: 'को',
      name_en: 'Who',
      service_ids: [serviceId],
    });
    expect(notAstrologer.json()).toMatchObject({ code: 'paramarsha_not_astrologer', field: 'email' });
    for (const [guru, name] of [
      [guruA, 'A'],
      [guruB, 'B'],
    ] as const) {
      const added = await call('PUT', '/admin/paramarsha/gurus', admin, {
        email: guru.email,
        name_np: `ज्योतिषी ${name}`,
        name_en: `Astrologer ${name}`,
        languages: ['np', 'en'],
        service_ids: [serviceId],
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const services = (await call('GET', '/paramarsha-services')).json().data;
    expect(services).toEqual([
      expect.objectContaining({ id: serviceId, price_paisa: 50000, turnaround_hours: 72 }),
    ]);
    expect(
      (await call('GET', '/guru-profiles')).json().data.map((g: { name_en: string }) => g.name_en),
    ).toEqual(['Astrologer A', 'Astrologer B']);
  });

  it('names the field at fault', async () => {
    const reader = await insertTestUser(app, database.db);
    for (const [field, value] of [
      ['gender', 'x'],
      ['birth_date', '1990-13-40'],
      ['birth_time', '25:00'],
      ['latitude', 100],
      ['subject', 'lottery'],
      ['message', ''],
    ] as const) {
      const answer = await call('POST', '/paramarsha', reader, {
        ...EXAMPLE_PARAMARSHA_REQUEST,
        service_id: serviceId,
        [field]: value,
      });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().field, answer.body).toBe(field);
    }
    const zone = await call('POST', '/paramarsha', reader, {
      ...EXAMPLE_PARAMARSHA_REQUEST,
      service_id: serviceId,
      time_zone: 'Mars/Olympus',
    });
    expect(zone.json()).toMatchObject({ code: 'paramarsha_time_zone', field: 'time_zone' });
    expect((await call('POST', '/paramarsha', undefined, EXAMPLE_PARAMARSHA_REQUEST)).statusCode).toBe(401);
  });

  it('reaches no astrologer before payment; once paid it is assigned once, even when the payment is replayed', async () => {
    const reader = await insertTestUser(app, database.db);
    const started = await book(reader);
    const [unpaid] = await database.db
      .select()
      .from(paramarshaRequests)
      .where(eq(paramarshaRequests.id, started.request_id));
    expect(unpaid).toMatchObject({ status: 'awaiting_payment', assigneeId: null, tzOffsetMinutes: 345 });
    for (const guru of [guruA, guruB]) {
      expect((await call('GET', '/astrologer/paramarsha/requests', guru)).json().data).toEqual([]);
    }
    const query = await pay(started);
    expect((await back(reader, started.order_id, query)).statusCode).toBe(200);
    expect((await back(reader, started.order_id, query)).statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(paramarshaRequests)
      .where(eq(paramarshaRequests.userId, reader.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'assigned', assigneeId: guruA.id });
    const mine = (await call('GET', '/paramarsha/requests', reader)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: started.request_id, status: 'assigned', reply: null }),
    ]);
  });

  it('assigns round-robin, and an astrologer sees only the requests assigned to them', async () => {
    const reader = await insertTestUser(app, database.db);
    clock += 60_000;
    const started = await book(reader);
    await back(reader, started.order_id, await pay(started));
    const [row] = await database.db
      .select()
      .from(paramarshaRequests)
      .where(eq(paramarshaRequests.id, started.request_id));
    expect(row?.assigneeId).toBe(guruB.id);
    const queueB = (await call('GET', '/astrologer/paramarsha/requests', guruB)).json().data;
    expect(queueB.map((r: { id: number }) => r.id)).toEqual([started.request_id]);
    const seenByA = await call('GET', `/paramarsha/requests/${started.request_id}`, guruA);
    expect(seenByA.statusCode).toBe(404);
    expect(seenByA.json().code).toBe('request_not_found');
    expect(
      (await call('POST', `/paramarsha/requests/${started.request_id}/answer`, guruA, { text: 'x' }))
        .statusCode,
    ).toBe(404);
    const otherReader = await insertTestUser(app, database.db);
    expect((await call('GET', `/paramarsha/requests/${started.request_id}`, otherReader)).statusCode).toBe(
      404,
    );
  });

  it('the astrologer drafts and answers; the reader reads it, by mail too, and asks one follow-up', async () => {
    const reader = await insertTestUser(app, database.db);
    clock += 60_000;
    const started = await book(reader);
    await back(reader, started.order_id, await pay(started));
    const [row] = await database.db
      .select()
      .from(paramarshaRequests)
      .where(eq(paramarshaRequests.id, started.request_id));
    const guru = row?.assigneeId === guruA.id ? guruA : guruB;
    const early = await call('POST', `/paramarsha/requests/${started.request_id}/follow-up`, reader, {
      question: 'More?',
    });
    expect(early.json().code).toBe('paramarsha_not_answered');
    const draft = await call('PUT', `/paramarsha/requests/${started.request_id}/draft`, guru, {
      text: 'Draft',
    });
    expect(draft.json().data).toMatchObject({ status: 'in_progress', reply_draft: 'Draft' });
    const answered = await call('POST', `/paramarsha/requests/${started.request_id}/answer`, guru, {
      text: 'A good year for work.',
    });
    expect(answered.json().data).toMatchObject({ status: 'answered', reply: 'A good year for work.' });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, reader.email));
    expect(mails.map((m) => m.subject)).toContain('Patro: your paramarsha has been answered');
    // … and in the bell, which opens their requests.
    const bell = (await call('GET', '/notifications', reader)).json().data;
    expect(bell).toEqual([
      expect.objectContaining({
        title: 'Your paramarsha has been answered',
        clickAction: '/paramarsha/requests',
      }),
    ]);
    const asked = await call('POST', `/paramarsha/requests/${started.request_id}/follow-up`, reader, {
      question: 'And next year?',
    });
    expect(asked.json().data).toMatchObject({ follow_up: 'And next year?', status: 'in_progress' });
    await call('POST', `/paramarsha/requests/${started.request_id}/answer`, guru, { text: 'Also good.' });
    const again = await call('POST', `/paramarsha/requests/${started.request_id}/follow-up`, reader, {
      question: 'And the year after?',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('paramarsha_follow_up_used');
    const read = (await call('GET', `/paramarsha/requests/${started.request_id}`, reader)).json().data;
    expect(read).toMatchObject({
      reply: 'A good year for work.',
      follow_up_reply: 'Also good.',
      status: 'answered',
    });
  });

  it('an admin gives a paid request to another astrologer: audited, the new one is told and answers, the old one loses it', async () => {
    const reader = await insertTestUser(app, database.db);
    clock += 60_000;
    const unpaid = await book(reader);
    const early = await call('POST', `/admin/paramarsha/requests/${unpaid.request_id}/assign`, admin, {
      assignee_id: guruA.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('paramarsha_not_assignable');
    await back(reader, unpaid.order_id, await pay(unpaid));
    const [row] = await database.db
      .select()
      .from(paramarshaRequests)
      .where(eq(paramarshaRequests.id, unpaid.request_id));
    const [from, to] = row?.assigneeId === guruA.id ? [guruA, guruB] : [guruB, guruA];
    const path = `/admin/paramarsha/requests/${unpaid.request_id}/assign`;
    // Only admins; only an active astrologer who offers the service; a real account id.
    expect((await call('POST', path, from, { assignee_id: to.id })).statusCode).toBe(403);
    const stranger = await insertTestUser(app, database.db, { roles: ['astrologer'] });
    const notForIt = await call('POST', path, admin, { assignee_id: stranger.id });
    expect(notForIt.json()).toMatchObject({
      code: 'paramarsha_astrologer_not_for_service',
      field: 'assignee_id',
    });
    expect((await call('POST', path, admin, { assignee_id: 'guru-b' })).statusCode).toBe(400);

    const moved = await call('POST', path, admin, { assignee_id: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'assigned', assignee_id: to.id });
    const [entry] = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'paramarsha.request.assign'));
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      subjectId: String(unpaid.request_id),
      before: { assignee_id: from.id },
      after: { assignee_id: to.id },
    });
    expect((await call('GET', '/notifications?lang=en', to)).json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: `Request #${unpaid.request_id}` })]),
    );
    expect((await call('GET', `/paramarsha/requests/${unpaid.request_id}`, from)).statusCode).toBe(404);
    const answered = await call('POST', `/paramarsha/requests/${unpaid.request_id}/answer`, to, {
      text: 'Yes.',
    });
    expect(answered.statusCode).toBe(200);
    // Answered: no longer anyone else's to take.
    expect((await call('POST', path, admin, { assignee_id: from.id })).json().code).toBe(
      'paramarsha_not_assignable',
    );
  });
});
