/**
 * Bluebook renewals paid through Patro (issue 27; ADR 240–243), on both databases, paying at the
 * local eSewa stand-in over HTTP: no fee set means no payment; the amount comes from the vehicle
 * and the rate tables (every fiscal year owed), never from the request; staff move it paid →
 * submitted → renewed → receipt uploaded, each step audited and told to the reader, and the due
 * date moves; an admin refunds through the payments refund; the history shows it all; a vehicle
 * that asked for it appears in its owner's calendar feed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import {
  adminAudit,
  bluebookPaidRenewals,
  mailOutbox,
  paymentOrders,
  userNotifications,
} from '../src/db/schema.js';
import { createPaymentGateways } from '../src/modules/payments/gateways/index.js';
import { outboundGatewayFetch } from '../src/modules/payments/outbound.js';
import {
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
} from '../src/modules/payments/standins/credentials.js';
import { buildEsewaStandIn } from '../src/modules/payments/standins/index.js';
import { configureOutbound } from '../src/security/outbound.js';
import { testDatabases } from './databases.js';
import { SVG_LABELLED_PNG } from './images.js';
import { buildPersonalApp, kathmandu, userWithCalendar } from './personal.js';
import { insertTestUser, type TestUser } from './users.js';

// This file's stand-in port.
const ESEWA_PORT = 4197;
const esewaUrl = `http://127.0.0.1:${ESEWA_PORT}`;
/** BS 2082-06-06 (AD 2025-09-22). */
const NOW = kathmandu('2025-09-22T08:00:00');
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

const motorcycle = {
  province: 'bagmati',
  category: 'motorcycle',
  engine_cc: 150,
  registration_number: 'Ba 12 Pa 3456',
  renewal_date: '2081-06-16',
  insurance_expiry: '2082-06-13',
};

/** A PDF's first bytes: what `file-type` knows a PDF by. */
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString('base64')}`;

describe.each(testDatabases())('bluebook renewals paid through Patro on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let reader: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, { now: () => NOW, payments: { gateways: gateways() } });
    ({ user: reader } = await userWithCalendar(app, database, { email: 'rider@example.com' }));
    other = await insertTestUser(app, database.db);
    staff = await insertTestUser(app, database.db, { roles: ['support'] });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function addVehicle(user: TestUser, body: object = motorcycle): Promise<number> {
    const res = await call('POST', '/bluebook/vehicles', user, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id;
  }
  const vehicle = async (user: TestUser, id: number) =>
    (await call('GET', `/bluebook/vehicles/${id}`, user)).json().data;

  /** Pays the order at the stand-in and brings the browser's query back to the API. */
  async function payAt(
    user: TestUser,
    started: { order_id: string; form: { action: string; fields: Record<string, string> } },
  ) {
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
    const query = Object.fromEntries(
      new URLSearchParams(new URL(answer.headers.get('location') as string).search),
    );
    const back = await call('POST', `/subscription/orders/${started.order_id}/return`, user, {
      gateway: 'esewa',
      query,
    });
    expect(back.json().data.status, back.body).toBe('completed');
    return query;
  }

  it('no service fee set: the vehicle says so and the API refuses with 409 bluebook_pay_unavailable', async () => {
    const id = await addVehicle(reader);
    expect((await vehicle(reader, id)).pay).toEqual({ status: 'no_fee' });
    const refused = await call('POST', `/bluebook/vehicles/${id}/pay`, reader, { gateway: 'esewa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bluebook_pay_unavailable');
    expect(refused.json().message).toMatch(/not available yet/);
  });

  it('only an admin sets the fee; the change is audited', async () => {
    for (const who of [undefined, other, staff]) {
      const res = await call('PUT', '/admin/bluebook/service-fee', who, { service_fee_paisa: 15_000 });
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
    const bad = await call('PUT', '/admin/bluebook/service-fee', admin, { service_fee_paisa: 1.5 });
    expect(bad.json()).toMatchObject({ code: 'invalid_field', field: 'service_fee_paisa' });
    const set = await call('PUT', '/admin/bluebook/service-fee', admin, { service_fee_paisa: 15_000 });
    expect(set.json().data).toEqual({ service_fee_paisa: 15_000 });
    const [row] = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'bluebook.service_fee.update'));
    expect(row).toMatchObject({ before: { service_fee_paisa: null }, after: { service_fee_paisa: 15_000 } });
  });

  it('a vehicle without a rate table cannot be paid for: 409 bluebook_no_rate_table naming the year', async () => {
    const id = await addVehicle(reader, {
      ...motorcycle,
      province: 'koshi',
      registration_number: 'Ko 1 Pa 1',
    });
    expect((await vehicle(reader, id)).pay).toEqual({ status: 'no_amount', missing_years: [2082] });
    const refused = await call('POST', `/bluebook/vehicles/${id}/pay`, reader, { gateway: 'esewa' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'bluebook_no_rate_table', params: { years: '2082/83' } });
  });

  it('counts every fiscal year owed, each with its own table and fine', async () => {
    // Renewed 2079-06-16: FY 2080/81 (84%) and 2081/82 (52%) are owed; 2082/83 is not due until 2082-06-16.
    const id = await addVehicle(reader, {
      ...motorcycle,
      renewal_date: '2079-06-16',
      registration_number: 'Ba 1 Pa 2',
    });
    const v = await vehicle(reader, id);
    expect(
      v.estimate.years.map((y: { fiscal_year: number; fine: number }) => [y.fiscal_year, y.fine]),
    ).toEqual([
      [2080, 420_000],
      [2081, 260_000],
    ]);
    expect(v.estimate.total).toBe(1_700_000);
    expect(v.pay).toMatchObject({ status: 'available', total: 1_715_000, service_fee: 15_000 });
  });

  it('pays the amount worked out on the server, stores the breakdown, and grants once even when replayed', async () => {
    const id = await addVehicle(reader);
    // Not the owner: someone else's vehicle reads as not found.
    expect((await call('POST', `/bluebook/vehicles/${id}/pay`, other, { gateway: 'esewa' })).statusCode).toBe(
      404,
    );
    const started = await call('POST', `/bluebook/vehicles/${id}/pay`, reader, {
      gateway: 'esewa',
      amount_paisa: 100,
    });
    expect(started.statusCode, started.body).toBe(201);
    const data = started.json().data;
    // Rs 5,000 tax + Rs 300 renewal charge + no fine + Rs 150 fee.
    expect(data.amount_paisa).toBe(545_000);
    expect(data.breakdown.lines).toEqual([
      { code: 'tax', fiscal_year: 2082, paisa: 500_000 },
      { code: 'renewal_charge', fiscal_year: 2082, paisa: 30_000 },
      { code: 'fine', fiscal_year: 2082, paisa: 0 },
      { code: 'service_fee', fiscal_year: null, paisa: 15_000 },
    ]);
    expect(data.breakdown.years[0].act.en).toBe('Bagmati Province Finance Act 2082/83');
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, data.order_id));
    expect(order).toMatchObject({ productKind: 'bluebook', amountPaisa: 545_000, status: 'initiated' });
    // Not paid yet: staff do not see it.
    expect((await call('GET', '/admin/bluebook/renewals', staff)).json().data).toEqual([]);

    const query = await payAt(reader, data);
    // The browser's return replayed: still one paid renewal, paid once.
    await call('POST', `/subscription/orders/${data.order_id}/return`, reader, { gateway: 'esewa', query });
    const rows = await database.db
      .select()
      .from(bluebookPaidRenewals)
      .where(eq(bluebookPaidRenewals.vehicleId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amountPaisa: 545_000 });
    expect((rows[0]!.events as unknown[]).length).toBe(1);

    const again = await call('POST', `/bluebook/vehicles/${id}/pay`, reader, { gateway: 'esewa' });
    expect(again.json().code).toBe('bluebook_renewal_in_progress');
    expect((await vehicle(reader, id)).pay).toMatchObject({ status: 'in_progress' });
  });

  it('staff move it paid → submitted → renewed → receipt uploaded; audited, the reader told, the due date moves', async () => {
    expect((await call('GET', '/admin/bluebook/renewals', other)).statusCode).toBe(403);
    const list = (await call('GET', '/admin/bluebook/renewals', staff)).json().data;
    expect(list).toHaveLength(1);
    const [paid] = list;
    expect(paid).toMatchObject({
      status: 'paid',
      registration_number: 'Ba 12 Pa 3456',
      vehicle: { province: 'bagmati', engine_cc: 150 },
      reader: { email: 'rider@example.com' },
      order: { gateway: 'esewa', status: 'completed' },
    });
    expect(paid.order.gateway_reference).toBeTruthy();
    const url = (step: string) => `/admin/bluebook/renewals/${paid.id}/${step}`;

    const early = await call('POST', url('status'), staff, { status: 'renewed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'bluebook_status_step', params: { status: 'paid' } });
    const tooEarly = await call('POST', url('receipt'), staff, { file: PDF });
    expect(tooEarly.json().code).toBe('bluebook_status_step');

    expect((await call('POST', url('status'), staff, { status: 'submitted' })).json().data.status).toBe(
      'submitted',
    );
    const future = await call('POST', url('status'), staff, { status: 'renewed', renewed_on: '2082-07-01' });
    expect(future.json()).toMatchObject({ code: 'invalid_field', field: 'renewed_on' });
    const renewed = await call('POST', url('status'), staff, { status: 'renewed', renewed_on: '2082-06-05' });
    expect(renewed.json().data).toMatchObject({ status: 'renewed', renewed_on: { bs: '2082-06-05' } });
    // Like a recorded renewal: the next due date is a year on.
    const v = await vehicle(reader, paid.vehicle_id);
    expect(v.last_renewal).toBe('2082-06-05');
    expect(v.estimate.due.bs).toBe('2083-06-05');
    expect(v.paid_renewals[0].status).toBe('renewed');

    const svg = await call('POST', url('receipt'), staff, { file: SVG_LABELLED_PNG });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ code: 'bluebook_receipt_not_file', field: 'file' });
    const uploaded = await call('POST', url('receipt'), staff, { file: PDF });
    expect(uploaded.json().data).toMatchObject({
      status: 'receipt_uploaded',
      receipt: `/bluebook/paid-renewals/${paid.id}/receipt`,
      receipt_type: 'application/pdf',
    });
    const file = await call('GET', `/bluebook/paid-renewals/${paid.id}/receipt`, reader);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
    expect((await call('GET', `/bluebook/paid-renewals/${paid.id}/receipt`, other)).statusCode).toBe(404);
    expect((await call('GET', `/bluebook/paid-renewals/${paid.id}/receipt`, staff)).statusCode).toBe(200);

    const audits = await database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectType, 'bluebook_renewal'), eq(adminAudit.subjectId, String(paid.id))));
    expect(audits.map((a) => [a.action, a.actorEmail])).toEqual([
      ['bluebook.renewal.submitted', staff.email],
      ['bluebook.renewal.renewed', staff.email],
      ['bluebook.renewal.receipt', staff.email],
    ]);
    const told = await database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, reader.id));
    expect(told.map((n) => n.messageNp)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('यातायात कार्यालयमा बुझाइयो'),
        expect.stringContaining('नवीकरण भयो'),
        expect.stringContaining('रसिद राखिएको'),
      ]),
    );
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rider@example.com'));
    expect(mails.some((m) => m.text.includes('submitted at the transport office'))).toBe(true);
  });

  it('the history shows the payment with its amount, gateway reference and receipt, and the renewal it made', async () => {
    const res = await call('GET', '/bluebook/history', reader);
    const { payments, renewals } = res.json().data;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'receipt_uploaded',
      amount: 545_000,
      receipt: expect.stringMatching(/\/receipt$/),
      order: { gateway: 'esewa', status: 'completed' },
    });
    expect(payments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'paid',
      'submitted',
      'renewed',
      'receipt_uploaded',
    ]);
    expect(renewals[0]).toMatchObject({
      channel: 'patro',
      renewed_on: { bs: '2082-06-05' },
      reference: payments[0].order.gateway_reference,
    });
    // Someone else sees none of it.
    expect((await call('GET', '/bluebook/history', other)).json().data.payments).toEqual([]);
  });

  it('an admin refunds with the reason through the payments refund; support staff may not', async () => {
    const id = await addVehicle(reader, { ...motorcycle, registration_number: 'Ba 3 Pa 33' });
    const started = (await call('POST', `/bluebook/vehicles/${id}/pay`, reader, { gateway: 'esewa' })).json()
      .data;
    await payAt(reader, started);
    const renewalId = started.renewal_id;
    const refund = (who: TestUser, reason: string) =>
      call('POST', `/admin/bluebook/renewals/${renewalId}/refund`, who, { reason });
    expect((await refund(staff, 'The office charged less')).statusCode).toBe(403);
    const done = await refund(admin, 'The vehicle was renewed elsewhere');
    expect(done.json().data).toMatchObject({
      status: 'refunded',
      refund_reason: 'The vehicle was renewed elsewhere',
      order: { status: 'refunded' },
    });
    expect((await refund(admin, 'Again')).json().code).toBe('bluebook_status_step');
    const [audit] = await database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'order.refund'), eq(adminAudit.subjectId, started.order_id)));
    expect(audit?.reason).toBe('The vehicle was renewed elsewhere');
    // Free to pay again now.
    expect((await vehicle(reader, id)).pay.status).toBe('available');
  });

  it('a vehicle that asked for it appears in its owner’s calendar feed, in BS and AD', async () => {
    const mine = (await call('GET', '/users/calendars', reader)).json().data.calendars as {
      is_user_default?: boolean;
      ical_url: string | null;
    }[];
    const feedUrl = mine.find((c) => c.ical_url)!.ical_url!;
    const feed = async () => (await app.inject({ method: 'GET', url: new URL(feedUrl).pathname })).body;
    expect(await feed()).not.toContain('Bluebook renewal');
    const id = await addVehicle(reader, {
      ...motorcycle,
      registration_number: 'Ba 9 Pa 99',
      in_calendar: true,
    });
    expect((await vehicle(reader, id)).in_calendar).toBe(true);
    const text = (await feed()).replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY:ब्लुबुक नवीकरण / Bluebook renewal: Ba 9 Pa 99');
    expect(text).toContain('DTSTART;VALUE=DATE:20251002');
    expect(text).toContain('BS 2082-06-16 (AD 2025-10-02)');
    expect(text).toContain('SUMMARY:सवारी बीमा / Vehicle insurance: Ba 9 Pa 99');
    expect(text).toContain('UID:bluebook-');
  });
});
