/**
 * Subscriptions and payments end to end through the API (ADR 181–186), on both databases, against
 * the local eSewa and Khalti stand-ins over HTTP: the server grants only what the gateway itself
 * confirms, once, for the order's amount.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { entitlements, mailOutbox, paymentChecks, paymentOrders } from '../src/db/schema.js';
import { createPaymentGateways } from '../src/modules/payments/gateways/index.js';
import { outboundGatewayFetch } from '../src/modules/payments/outbound.js';
import { recheckCompletedOrders, reconcileOpenOrders } from '../src/modules/payments/service.js';
import {
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  KHALTI_STANDIN_SECRET_KEY,
} from '../src/modules/payments/standins/credentials.js';
import { buildEsewaStandIn, buildKhaltiStandIn } from '../src/modules/payments/standins/index.js';
import { configureOutbound } from '../src/security/outbound.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp } from './personal.js';
import { insertTestUser, type TestUser } from './users.js';

// This file's stand-in ports (the pay helper's range).
const ESEWA_PORT = 4012;
const KHALTI_PORT = 4013;
const esewaUrl = `http://127.0.0.1:${ESEWA_PORT}`;
const khaltiUrl = `http://127.0.0.1:${KHALTI_PORT}`;
const DAY = 86_400_000;

const START = Date.UTC(2026, 10, 27, 6, 0);
let clock = START;
let esewaApp: FastifyInstance;
let khaltiApp: FastifyInstance;

beforeAll(async () => {
  configureOutbound({ allow: [`127.0.0.1:${ESEWA_PORT}`, `127.0.0.1:${KHALTI_PORT}`] });
  esewaApp = buildEsewaStandIn({ publicUrl: esewaUrl });
  khaltiApp = buildKhaltiStandIn({ publicUrl: khaltiUrl, now: () => clock });
  await esewaApp.listen({ port: ESEWA_PORT, host: '127.0.0.1' });
  await khaltiApp.listen({ port: KHALTI_PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  configureOutbound({});
  await esewaApp?.close();
  await khaltiApp?.close();
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
      khalti: {
        apiUrl: `${khaltiUrl}/api/v2`,
        secretKey: KHALTI_STANDIN_SECRET_KEY,
        websiteUrl: 'http://localhost:3000',
        standIn: true,
      },
    },
    { production: false, fetch: outboundGatewayFetch() },
  );

/** The tester's browser on a stand-in's payment page: one choice; answers where it is sent back. */
async function choose(pageUrl: string, choice: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(action).toBeDefined();
  const answer = await fetch(new URL(action as string, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') as string;
}

const queryOf = (location: string) => Object.fromEntries(new URLSearchParams(new URL(location).search));

describe.each(testDatabases())('subscriptions and payments on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let annualId: number;
  let price: number;
  let admin: TestUser;

  beforeAll(async () => {
    clock = START;
    database = await open();
    app = await buildPersonalApp(database, { now: () => clock, payments: { gateways: gateways() } });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    const listed = await app.inject({ method: 'GET', url: '/api/packages?locale=en' });
    const annual = listed.json().data.find((p: { type: string }) => p.type === 'annual');
    annualId = annual.id;
    // The seed sets no price (ADR 181): a reader cannot buy until an admin has set one.
    expect(annual).toMatchObject({ price_paisa: null, price_rupees: null });
    const reader = await insertTestUser(app, database.db);
    const unpriced = await app.inject({
      method: 'POST',
      url: '/subscription/orders',
      headers: reader.headers,
      payload: { package_id: annualId, gateway: 'esewa' },
    });
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().code).toBe('package_not_priced');
    // This test's price, set as an operator would.
    price = 120_000;
    const priced = await app.inject({
      method: 'PATCH',
      url: `/admin/packages/${annualId}`,
      headers: admin.headers,
      payload: { price_paisa: price },
    });
    expect(priced.statusCode, priced.body).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user?: TestUser, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function order(user: TestUser, gateway: 'esewa' | 'khalti', extra: object = {}) {
    const answer = await call('POST', '/subscription/orders', user, {
      package_id: annualId,
      gateway,
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as {
      order_id: string;
      amount_paisa: number;
      redirect_url: string;
      form: { action: string; fields: Record<string, string> } | null;
    };
  }

  /** Pays an order at its gateway's stand-in with `choice`; the return page's query. */
  async function pay(
    started: Awaited<ReturnType<typeof order>>,
    choice: string,
  ): Promise<Record<string, string>> {
    if (started.form) {
      const posted = await fetch(started.form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(started.form.fields).toString(),
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      return queryOf(await choose(new URL(posted.headers.get('location') as string, esewaUrl).href, choice));
    }
    return queryOf(await choose(started.redirect_url, choice));
  }

  const back = (user: TestUser, orderId: string, gateway: string, query: Record<string, string>) =>
    call('POST', `/subscription/orders/${orderId}/return`, user, { gateway, query });
  const state = async (user: TestUser) => (await call('GET', '/subscription?lang=en', user)).json().data;
  /** The same account with an access token of the clock's now (they last 15 minutes). */
  const fresh = async (user: TestUser): Promise<TestUser> => {
    const roles = user.id === admin.id ? ['admin'] : [];
    const token = await app.accessTokens.sign(
      { id: user.id, email: user.email, roles, sessionId: user.sessionId },
      clock,
    );
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  };
  const newUser = async (options?: { email: string }) =>
    fresh(await insertTestUser(app, database.db, options));

  it('lists the annual package and the trial in both languages with the package colour', async () => {
    const np = (await call('GET', '/api/packages?locale=np')).json().data;
    const en = (await call('GET', '/api/packages?locale=en')).json().data;
    expect(np.map((p: { name: string }) => p.name)).toEqual(['वार्षिक विज्ञापनरहित', 'निःशुल्क परीक्षण']);
    expect(en[0]).toMatchObject({ type: 'annual', period_days: 365, package_color: '#c62828' });
  });

  it('eSewa success: the order is written before the redirect, checked with eSewa, granted once; a replay extends nothing', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'esewa');
    const [row] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, started.order_id));
    expect(row).toMatchObject({ status: 'initiated', amountPaisa: price, gateway: 'esewa' });
    expect(started.form?.fields.transaction_uuid).toBe(started.order_id);
    const query = await pay(started, 'success');
    const done = await back(user, started.order_id, 'esewa', query);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', amount_paisa: price });
    expect(done.json().data.gateway_reference).toBeTruthy();
    const first = await state(user);
    expect(first).toMatchObject({ active: true, days_left: 365 });
    // The same return again, and a reload: still one year.
    expect((await back(user, started.order_id, 'esewa', query)).statusCode).toBe(200);
    expect((await call('POST', `/subscription/orders/${started.order_id}/check`, user)).statusCode).toBe(200);
    const again = await state(user);
    expect(again.expires_at).toBe(first.expires_at);
    expect(
      await database.db.select().from(entitlements).where(eq(entitlements.userId, user.id)),
    ).toHaveLength(1);
    // services_jwt: one token whose claims are the subscribed_to entry, expiring with it.
    const me = (await call('GET', '/authenticated-user', user)).json();
    expect(me.services_jwt).toHaveLength(1);
    const claims = decodeJwt(me.services_jwt[0]);
    expect(claims).toMatchObject({ product_name: 'ad-free', package_color: '#c62828', type: 'annual' });
    expect((claims.exp as number) * 1000).toBe(Date.parse(first.expires_at));
    // The receipt, and its mail.
    const receipt = await call('GET', `/subscription/orders/${started.order_id}/receipt`, user);
    expect(receipt.json().data).toMatchObject({ status: 'completed', gateway: 'esewa', amount_paisa: price });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toEqual(['Patro: your payment receipt']);
    expect(mails[0]?.text).toContain(done.json().data.gateway_reference);
  });

  it('Khalti success after eSewa: the renewal adds a year from the current expiry', async () => {
    const user = await insertTestUser(app, database.db);
    const first = await order(user, 'esewa');
    await back(user, first.order_id, 'esewa', await pay(first, 'success'));
    const second = await order(user, 'khalti', { lang: 'en' });
    expect(second.redirect_url.startsWith(khaltiUrl)).toBe(true);
    const done = await back(user, second.order_id, 'khalti', await pay(second, 'success'));
    expect(done.json().data.status).toBe('completed');
    const now = await state(user);
    expect(now.days_left).toBe(730);
    expect(now.orders.map((o: { gateway: string }) => o.gateway)).toEqual(['khalti', 'esewa']);
  });

  it('cancel: the order is cancelled and nothing is granted', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'khalti');
    const answer = await back(user, started.order_id, 'khalti', await pay(started, 'cancel'));
    expect(answer.json().data.status).toBe('cancelled');
    expect((await state(user)).active).toBe(false);
  });

  it('tampered signature, another amount, another account: 4xx with a code, nothing granted, every refusal recorded', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'esewa');
    const tampered = await back(user, started.order_id, 'esewa', await pay(started, 'tampered'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('payment_return_invalid');

    const khalti = await order(user, 'khalti');
    const query = await pay(khalti, 'success');
    const cheaper = await back(user, khalti.order_id, 'khalti', {
      ...query,
      amount: '1000',
      total_amount: '1000',
    });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().code).toBe('payment_return_mismatch');

    const stranger = await insertTestUser(app, database.db);
    const theirs = await back(stranger, khalti.order_id, 'khalti', query);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('order_not_found');
    expect((await state(stranger)).active).toBe(false);
    expect((await state(user)).active).toBe(false);
    const checks = await database.db
      .select()
      .from(paymentChecks)
      .where(eq(paymentChecks.orderId, khalti.order_id));
    expect(checks.map((c) => c.outcome)).toEqual(['refused']);
  });

  it('amount mismatch at the gateway: a payment that disagrees with the order never grants', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'esewa');
    await pay(started, 'success');
    // The order says another amount than was paid: the status API answers for the amount asked.
    await database.db
      .update(paymentOrders)
      .set({ amountPaisa: price + 100 })
      .where(eq(paymentOrders.id, started.order_id));
    const answer = await call('POST', `/subscription/orders/${started.order_id}/check`, user);
    expect(answer.json().data.status).not.toBe('completed');
    expect((await state(user)).active).toBe(false);
  });

  it('pending, then the reconciliation job completes it once eSewa settles; every check is recorded', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'esewa');
    const pending = await back(user, started.order_id, 'esewa', await pay(started, 'pending'));
    expect(pending.json().data.status).toBe('pending');
    const settle = await fetch(`${esewaUrl}/standin/payments/${started.order_id}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(settle.status).toBe(303);
    // Not yet five minutes old: the job leaves it to the reader.
    await reconcileOpenOrders(app.payments);
    expect((await state(user)).active).toBe(false);
    clock += 6 * 60_000;
    await reconcileOpenOrders(app.payments);
    expect(await state(user)).toMatchObject({ active: true, days_left: 365 });
    const checks = await database.db
      .select()
      .from(paymentChecks)
      .where(eq(paymentChecks.orderId, started.order_id));
    expect(checks.map((c) => `${c.trigger}:${c.outcome}`)).toEqual(['return:pending', 'job:completed']);
  });

  it('expired: a Khalti link never paid is marked expired by the job after its lifetime', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'khalti');
    clock += 31 * 60_000;
    await reconcileOpenOrders(app.payments);
    const [row] = await database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, started.order_id));
    expect(row?.status).toBe('expired');
    expect((await state(user)).active).toBe(false);
  });

  it('refunds: an admin marks one refunded with a reason (audited); the daily re-check finds one made at eSewa', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'khalti');
    await back(user, started.order_id, 'khalti', await pay(started, 'success'));
    expect((await state(user)).active).toBe(true);
    const other = await insertTestUser(app, database.db);
    expect(
      (await call('POST', `/admin/orders/${started.order_id}/refund`, other, { reason: 'x' })).statusCode,
    ).toBe(403);
    const refunded = await call('POST', `/admin/orders/${started.order_id}/refund`, admin, {
      reason: 'Paid twice by mistake',
    });
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refund_reason: 'Paid twice by mistake',
    });
    expect((await state(user)).active).toBe(false);
    expect((await call('GET', '/authenticated-user', user)).json().services_jwt).toEqual([]);
    const log = (
      await call('GET', `/admin/audit?subject_type=order&subject_id=${started.order_id}`, admin)
    ).json().data;
    expect(log[0]).toMatchObject({
      action: 'order.refund',
      actorEmail: admin.email,
      reason: 'Paid twice by mistake',
    });
    expect(
      (await call('POST', `/admin/orders/${started.order_id}/refund`, admin, { reason: 'again' })).json()
        .code,
    ).toBe('order_not_refundable');

    const second = await insertTestUser(app, database.db);
    const esewa = await order(second, 'esewa');
    await back(second, esewa.order_id, 'esewa', await pay(esewa, 'success'));
    await fetch(`${esewaUrl}/standin/payments/${esewa.order_id}/refund`, {
      method: 'POST',
      redirect: 'manual',
    });
    await recheckCompletedOrders(app.payments);
    expect((await state(second)).active).toBe(false);
  });

  it('trial: 7 days once per account; a second is refused; a campaign coupon gives 15 days as the one trial', async () => {
    const user = await insertTestUser(app, database.db);
    const first = await call('POST', '/subscription/trial', user, {});
    expect(first.statusCode).toBe(201);
    expect(first.json().data.days).toBe(7);
    expect(await state(user)).toMatchObject({ active: true, days_left: 7, trial_used: true });
    const twice = await call('POST', '/subscription/trial?lang=np', user, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'trial_already_used',
      message: 'यो खाताले निःशुल्क परीक्षण पहिले नै पाइसक्यो',
    });

    const made = await call('POST', '/admin/coupons', admin, {
      code: 'dashain15',
      kind: 'trial',
      value: 15,
      max_uses: 100,
    });
    expect(made.statusCode).toBe(201);
    const campaign = await insertTestUser(app, database.db);
    const fifteen = await call('POST', '/subscription/trial', campaign, { coupon_code: 'DASHAIN15' });
    expect(fifteen.json().data.days).toBe(15);
    expect((await call('POST', '/subscription/trial', campaign, {})).statusCode).toBe(409);
  });

  it('coupons: the spec’s messages in both languages, a discount, limits per code, disabling', async () => {
    const user = await insertTestUser(app, database.db);
    const none = await call('POST', '/subscription/orders', user, { gateway: 'esewa' });
    expect(none.json()).toMatchObject({
      code: 'package_required',
      message: 'Please select package to proceed payment.',
    });
    const required = await call('POST', '/subscription/trial?lang=en', user, { coupon_code: ' ' });
    expect(required.json()).toMatchObject({ code: 'coupon_required', message: 'Coupon code is required' });
    const invalid = await call('POST', '/subscription/orders?lang=np', user, {
      package_id: annualId,
      gateway: 'esewa',
      coupon_code: 'NOPE',
    });
    expect(invalid.json()).toMatchObject({ code: 'coupon_invalid', message: 'कुपन कोड मान्य छैन' });
    const english = await call('POST', '/subscription/orders?lang=en', user, {
      package_id: annualId,
      gateway: 'esewa',
      coupon_code: 'NOPE',
    });
    expect(english.json().message).toBe('Coupon code is Invalid');

    const coupon = (
      await call('POST', '/admin/coupons', admin, {
        code: 'HALF',
        kind: 'percent',
        value: 50,
        max_uses: 1,
        package_id: annualId,
      })
    ).json().data;
    const started = await order(user, 'esewa', { coupon_code: 'half' });
    expect(started.amount_paisa).toBe(price - Math.floor(price / 2));
    await back(user, started.order_id, 'esewa', await pay(started, 'success'));
    const uses = (await call('GET', `/admin/coupons/${coupon.id}/uses`, admin)).json().data;
    expect(uses.map((u: { email: string }) => u.email)).toEqual([user.email]);
    const late = await insertTestUser(app, database.db);
    const usedUp = await call('POST', '/subscription/orders', late, {
      package_id: annualId,
      gateway: 'esewa',
      coupon_code: 'HALF',
    });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().code).toBe('coupon_used_up');

    const other = (
      await call('POST', '/admin/coupons', admin, { code: 'OFF100', kind: 'fixed', value: 10000 })
    ).json().data;
    expect((await call('PATCH', `/admin/coupons/${other.id}`, admin, { disabled: true })).statusCode).toBe(
      200,
    );
    const disabled = await call('POST', '/subscription/orders', late, {
      package_id: annualId,
      gateway: 'esewa',
      coupon_code: 'OFF100',
    });
    expect(disabled.json().code).toBe('coupon_invalid');
  });

  it('admin: edits a package price (audited) and finds orders by account, order id and gateway reference', async () => {
    const user = await insertTestUser(app, database.db);
    const started = await order(user, 'esewa');
    const done = (await back(user, started.order_id, 'esewa', await pay(started, 'success'))).json().data;
    for (const q of [user.email, started.order_id, done.gateway_reference]) {
      const found = (await call('GET', `/admin/orders?q=${encodeURIComponent(q)}`, admin)).json().data;
      expect(found.map((o: { order_id: string }) => o.order_id)).toContain(started.order_id);
    }
    const detail = (await call('GET', `/admin/orders/${started.order_id}`, admin)).json().data;
    expect(detail.checks[0]).toMatchObject({
      trigger: 'return',
      outcome: 'completed',
      gateway_status: 'COMPLETE',
    });
    const edited = await call('PATCH', `/admin/packages/${annualId}`, admin, { price_paisa: price + 100 });
    expect(edited.json().data.pricePaisa).toBe(price + 100);
    const log = (await call('GET', `/admin/audit?subject_type=package&subject_id=${annualId}`, admin)).json()
      .data;
    expect(log[0]).toMatchObject({
      action: 'package.update',
      before: { pricePaisa: price },
      after: { pricePaisa: price + 100 },
    });
    await call('PATCH', `/admin/packages/${annualId}`, admin, { price_paisa: price });
  });

  it('expiry moves on with the clock: days left rounded up, inactive after', async () => {
    const user = await insertTestUser(app, database.db);
    await call('POST', '/subscription/trial', user, {});
    clock += 6 * DAY + 60_000;
    // Access tokens last 15 minutes: a new session after the days go by.
    const at = async (): Promise<TestUser> => {
      const token = await app.accessTokens.sign(
        { id: user.id, email: user.email, roles: [], sessionId: user.sessionId },
        clock,
      );
      return { ...user, token, headers: { authorization: `Bearer ${token}` } };
    };
    const later = await at();
    expect((await state(later)).days_left).toBe(1);
    clock += DAY;
    const last = await at();
    expect(await state(last)).toMatchObject({ active: false, days_left: 0 });
  });

  it('trials granted (admin): who, 7 or 15 days, which coupon, when, until when, active; by e-mail, paged; admins only', async () => {
    const marker = `trials-${randomUUID().slice(0, 8)}`;
    const plain = await newUser({ email: `${marker}-plain@example.com` });
    const grantedAt = clock;
    expect((await call('POST', '/subscription/trial', plain, {})).statusCode).toBe(201);
    const boss = await fresh(admin);
    const code = `TIHAR-${marker.slice(7)}`.toUpperCase();
    expect(
      (
        await call('POST', '/admin/coupons', boss, {
          code,
          kind: 'trial',
          value: 15,
          note: 'Tihar campaign',
        })
      ).statusCode,
    ).toBe(201);
    clock += 60_000;
    const campaign = await newUser({ email: `${marker}-campaign@example.com` });
    expect((await call('POST', '/subscription/trial', campaign, { coupon_code: code })).statusCode).toBe(201);
    // Someone else's trial is not in this search.
    await call('POST', '/subscription/trial', await newUser(), {});

    const list = async (query: string, who: TestUser = boss) =>
      call('GET', `/admin/trials?${query}`, await fresh(who));
    const found = (await list(`q=${marker.toUpperCase()}`)).json();
    expect(found).toMatchObject({ page: 1, page_size: 25, total: 2 });
    expect(found.data).toEqual([
      expect.objectContaining({
        email: campaign.email,
        days: 15,
        coupon_code: code,
        campaign: 'Tihar campaign',
        granted_at: new Date(grantedAt + 60_000).toISOString(),
        expires_at: new Date(grantedAt + 60_000 + 15 * DAY).toISOString(),
        active: true,
      }),
      expect.objectContaining({
        email: plain.email,
        days: 7,
        coupon_code: null,
        campaign: null,
        granted_at: new Date(grantedAt).toISOString(),
        expires_at: new Date(grantedAt + 7 * DAY).toISOString(),
        active: true,
      }),
    ]);
    const second = (await list(`q=${marker}&page=2&page_size=1`)).json();
    expect(second).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(second.data.map((t: { email: string }) => t.email)).toEqual([plain.email]);
    expect((await list(`q=${marker}&page=0`)).json().code).toBe('invalid_field');

    // A week and a day later the 7-day trial is over; the campaign's 15 days still run.
    clock += 8 * DAY;
    const later = (await list(`q=${marker}`)).json().data;
    expect(later.map((t: { active: boolean }) => t.active)).toEqual([true, false]);

    const reader = await newUser();
    expect((await list(`q=${marker}`, reader)).statusCode).toBe(403);
    expect((await call('GET', '/admin/trials')).statusCode).toBe(401);
  });

  it('re-sending a receipt: the reader’s own completed payment, in the language ordered in; an admin’s is audited; 3 an hour, then 429', async () => {
    const user = await newUser();
    const started = await order(user, 'khalti', { lang: 'np' });
    await back(user, started.order_id, 'khalti', await pay(started, 'success'));
    const mails = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).map(
        (m) => m.subject,
      );
    expect(await mails()).toEqual(['Patro: भुक्तानीको रसिद']);

    // Asked for in English, mailed in Nepali: the receipt is the order's.
    const resend = (who: TestUser, lang = 'en') =>
      call('POST', `/subscription/orders/${started.order_id}/receipt/resend?lang=${lang}`, who);
    const first = await resend(user);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toEqual({ order_id: started.order_id, sent_to: user.email });
    expect(await mails()).toEqual(['Patro: भुक्तानीको रसिद', 'Patro: भुक्तानीको रसिद']);

    // Another account's payment is not found; an unpaid one of one's own has no receipt.
    const other = await newUser();
    expect((await resend(other)).json().code).toBe('order_not_found');
    const unpaid = await order(user, 'esewa');
    const refused = await call(
      'POST',
      `/subscription/orders/${unpaid.order_id}/receipt/resend?lang=np`,
      user,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'receipt_not_available',
      message: 'पूरा भएको भुक्तानीको मात्र रसिद पठाउन सकिन्छ',
    });

    // An admin re-sends from the order (audited); another account may not.
    const boss = await fresh(admin);
    expect((await call('POST', `/admin/orders/${started.order_id}/receipt/resend`, other)).statusCode).toBe(
      403,
    );
    const byAdmin = await call('POST', `/admin/orders/${started.order_id}/receipt/resend`, boss);
    expect(byAdmin.statusCode, byAdmin.body).toBe(202);
    const log = (
      await call('GET', `/admin/audit?subject_type=order&subject_id=${started.order_id}`, boss)
    ).json().data;
    expect(log[0]).toMatchObject({
      action: 'order.receipt.resend',
      actorEmail: admin.email,
      after: { sent_to: user.email, lang: 'np' },
    });

    // The third this hour goes; the fourth is refused with its own code, and nothing is mailed.
    expect((await resend(user)).statusCode).toBe(202);
    const limited = await resend(user, 'np');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'receipt_resend_limited',
      message: 'यो रसिद पछिल्लो एक घण्टामा ३ पटक इमेलमा पठाइसकियो; ६० मिनेटपछि फेरि प्रयास गर्नुहोस्',
    });
    expect(limited.headers['retry-after']).toBe('3600');
    const byAdminLimited = await call('POST', `/admin/orders/${started.order_id}/receipt/resend`, boss);
    expect(byAdminLimited.json().code).toBe('receipt_resend_limited');
    expect(await mails()).toHaveLength(4);

    // An hour later the window has passed.
    clock += 60 * 60_000;
    expect((await resend(await fresh(user))).statusCode).toBe(202);
    expect(await mails()).toHaveLength(5);
  });
});
