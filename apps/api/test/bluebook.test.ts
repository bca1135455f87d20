/**
 * Vehicle bluebook (issue 27; ADR 210–213): the rate tables, the public estimate, a reader's
 * vehicles with validation that names the field, owner-only rights, recorded renewals moving the
 * due date, the history's 30-day filter, the fine reading from configuration, and the reminders.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { mailOutbox, userNotifications } from '../src/db/schema.js';
import { runBluebookReminders } from '../src/modules/bluebook/reminders.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, kathmandu } from './personal.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

/** BS 2082-06-06 (AD 2025-09-22), ten days before Vijaya Dashami 2082 (BS 2082-06-16 = AD 2025-10-02). */
const NOW = kathmandu('2025-09-22T08:00:00');

const motorcycle = {
  province: 'bagmati',
  category: 'motorcycle',
  engine_cc: 150,
  registration_number: 'Ba 12 Pa 3456',
  renewal_date: '2081-06-16',
  insurance_expiry: '2082-06-13',
  remind_mail: true,
  remind_push: false,
};

describe.each(testDatabases())('bluebook on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, { now: () => NOW });
    owner = await insertTestUser(app, database.db, { email: 'rider@example.com' });
    other = await insertTestUser(app, database.db);
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists the rate tables with their sources, and the provinces that have none', async () => {
    const res = await call('GET', '/bluebook/rates');
    expect(res.statusCode).toBe(200);
    const { tables, provinces_without_tables, fine_reading } = res.json().data;
    const bagmati = tables.find(
      (t: { province: string; fiscal_year: number; category: string }) =>
        t.province === 'bagmati' && t.fiscal_year === 2082 && t.category === 'motorcycle',
    );
    expect(bagmati.slabs.map((s: { rupees: number }) => s.rupees)).toEqual([
      3000, 5000, 6500, 12000, 25000, 35000,
    ]);
    expect(bagmati.sources[0].url).toBe('https://thirdwheel.com.np/bluebook-tax-rates');
    expect(provinces_without_tables).toEqual(['koshi', 'madhesh', 'lumbini', 'karnali', 'sudurpashchim']);
    expect(fine_reading).toBe('directive');
  });

  it('the admin screen’s call: admins only, with the slab check', async () => {
    expect((await call('GET', '/admin/bluebook/rates', other)).statusCode).toBe(403);
    const res = await call('GET', '/admin/bluebook/rates', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.problems).toEqual([]);
  });

  it('estimates without an account: tax, charge, due date BS and AD, days left, the holiday, the Act', async () => {
    const res = await call(
      'GET',
      '/bluebook/estimate?province=bagmati&category=motorcycle&engine_cc=150&renewal_date=2081-06-16',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      estimate: true,
      tax: 500_000,
      renewal_charge: 30_000,
      fine: 0,
      total: 530_000,
      due: { bs: '2082-06-16', ad: '2025-10-02' },
      days_left: 10,
      fiscal_year_label: '2082/83',
      act: { en: 'Bagmati Province Finance Act 2082/83' },
      due_holiday: { weekly: false, names: [{ en: 'Vijaya Dashami (Dashain Tika)' }] },
    });
  });

  it('refuses bad vehicles naming the field: cc out of range, a plate of the wrong shape, a future renewal date', async () => {
    const bad = async (patch: Record<string, unknown>, field: string) => {
      const res = await call('POST', '/bluebook/vehicles', owner, { ...motorcycle, ...patch });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_field', field });
      return res.json().message as string;
    };
    expect(await bad({ engine_cc: 9000 }, 'engine_cc')).toMatch(/50–2500 cc/);
    expect(await bad({ engine_cc: undefined }, 'engine_cc')).toMatch(/required/);
    expect(await bad({ registration_number: 'ABC-1234' }, 'registration_number')).toMatch(
      /Nepali registration/,
    );
    expect(await bad({ renewal_date: '2082-06-07' }, 'renewal_date')).toMatch(/future/);
    expect(await bad({ renewal_date: '2081-13-01' }, 'renewal_date')).toMatch(/BS calendar/);
    expect(
      await bad({ category: 'electric-two-wheeler', engine_cc: undefined, motor_kw: 50 }, 'motor_kw'),
    ).toMatch(/0.1–20 kW/);
  });

  it('accepts the plate formats in use, in either script', async () => {
    for (const plate of [
      'बा १२ प ३४५६',
      'Bagmati Pradesh 01-002 Pa 0001',
      'प्रदेश ३ ०१-००१ प १२३४',
      'ga 1 pa 123',
    ]) {
      const res = await call('GET', '/bluebook/vehicles', owner);
      expect(res.statusCode).toBe(200);
      const created = await call('POST', '/bluebook/vehicles', owner, {
        ...motorcycle,
        registration_number: plate,
      });
      expect(created.statusCode, `${plate}: ${created.body}`).toBe(201);
      await call('DELETE', `/bluebook/vehicles/${created.json().data.id}`, owner);
    }
  });

  it('only the owner reads and changes a vehicle; others get 404, an admin reads it but cannot change it', async () => {
    const created = await call('POST', '/bluebook/vehicles', owner, motorcycle);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const url = `/bluebook/vehicles/${id}`;
    // Role rows (ADR 152): bluebook.vehicle.read / bluebook.vehicle.write.
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, other)).json()).toMatchObject({
      statusCode: 404,
      code: 'vehicle_not_found',
    });
    expect((await call('PUT', url, other, motorcycle)).statusCode).toBe(404);
    expect((await call('DELETE', url, other)).statusCode).toBe(404);
    expect(
      (await call('POST', `${url}/renewals`, other, { renewed_on: '2082-06-01', channel: 'office' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('PUT', url, admin, motorcycle)).json()).toMatchObject({
      statusCode: 403,
      code: 'vehicle_owner_only',
    });
    expect((await call('GET', '/bluebook/vehicles', other)).json().data).toEqual([]);
    const mine = await call('GET', url, owner);
    expect(mine.json().data).toMatchObject({
      registration_number: 'Ba 12 Pa 3456',
      insurance_expiry: { bs: '2082-06-13' },
      insurance_days_left: 7,
      estimate: { status: 'ok', total: 530_000, days_left: 10 },
    });
    expect((await call('DELETE', url, owner)).statusCode).toBe(204);
    expect((await call('GET', url, owner)).statusCode).toBe(404);
  });

  it('a renewal recorded elsewhere moves the due date; the history filters at most 30 days at a time', async () => {
    const id = (await call('POST', '/bluebook/vehicles', owner, motorcycle)).json().data.id as number;
    const early = await call('POST', `/bluebook/vehicles/${id}/renewals`, owner, {
      renewed_on: '2081-06-01',
      channel: 'office',
    });
    expect(early.json()).toMatchObject({ code: 'invalid_field', field: 'renewed_on' });
    const future = await call('POST', `/bluebook/vehicles/${id}/renewals`, owner, {
      renewed_on: '2082-06-07',
      channel: 'tmis',
    });
    expect(future.json()).toMatchObject({ field: 'renewed_on' });
    const res = await call('POST', `/bluebook/vehicles/${id}/renewals`, owner, {
      renewed_on: '2082-06-05',
      channel: 'nagarik',
      amount: 5300,
      reference: 'TMIS-778812',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.vehicle).toMatchObject({
      last_renewal: '2082-06-05',
      // Next expiry 2083-06-05 falls in FY 2083/84, for which no table is shipped: it says so.
      estimate: {
        status: 'no_table',
        due: { bs: '2083-06-05' },
        previous: { fiscal_year_label: '2082/83', tax: 500_000 },
      },
    });

    const history = await call('GET', '/bluebook/history?from=2082-06-01&to=2082-06-30', owner);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.renewals).toEqual([
      expect.objectContaining({
        vehicle_id: id,
        registration_number: 'Ba 12 Pa 3456',
        renewed_on: { bs: '2082-06-05', ad: '2025-09-21' },
        amount: 530_000,
        channel: 'nagarik',
        reference: 'TMIS-778812',
      }),
    ]);
    const outside = await call('GET', '/bluebook/history?from=2082-05-01&to=2082-05-30', owner);
    expect(outside.json().data.renewals).toEqual([]);
    const wide = await app.inject({
      method: 'GET',
      url: '/bluebook/history?from=2082-05-01&to=2082-06-05',
      headers: { ...owner.headers, 'accept-language': 'ne' },
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({
      code: 'history_range_too_wide',
      message: 'मितिको दायरा ३० दिनभन्दा बढी हुनु हुँदैन',
    });
    expect((await call('GET', '/bluebook/history', other)).json().data.renewals).toEqual([]);
    await call('DELETE', `/bluebook/vehicles/${id}`, owner);
  });

  it('the fine reading comes from configuration', async () => {
    // Ten days after the due date: nothing on the directive reading, 5% on the summary's.
    const late = kathmandu('2025-10-12T08:00:00');
    const directive = await buildPersonalApp(database, { now: () => late });
    const summary = await buildPersonalApp(database, { now: () => late, bluebookFineReading: 'summary' });
    const url =
      '/bluebook/estimate?province=bagmati&category=motorcycle&engine_cc=150&renewal_date=2081-06-16&lang=en';
    try {
      expect((await directive.inject({ url })).json().data).toMatchObject({
        days_left: -10,
        fine: 0,
        fine_percent: 0,
      });
      expect((await summary.inject({ url })).json().data).toMatchObject({
        fine: 25_000,
        fine_percent: 5,
        total: 555_000,
      });
    } finally {
      await directive.close();
      await summary.close();
    }
  });

  it('reminds 30, 7 and 1 days before the due date and the insurance expiry, once each, by the chosen channel', async () => {
    const rider = await insertTestUser(app, database.db, { email: 'reminded@example.com' });
    const id = (await call('POST', '/bluebook/vehicles', rider, motorcycle)).json().data.id as number;
    const options = {
      db: database.db,
      mailer: app.mailer,
      webOrigin: 'http://localhost:3000',
      fineReading: 'directive' as const,
    };
    const mails = async () =>
      (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'reminded@example.com'))).map(
        (m) => m.subject,
      );
    // 10 days before the due date (the 30-day reminder), 7 before the insurance expiry.
    expect(await runBluebookReminders(options, NOW)).toBeGreaterThanOrEqual(2);
    expect(await mails()).toEqual(['Bluebook renewal: Ba 12 Pa 3456', 'Vehicle insurance: Ba 12 Pa 3456']);
    expect(await runBluebookReminders(options, NOW + 3_600_000)).toBe(0);
    // Seven days before the due date: the 7-day one; the insurance's next is its 1-day one.
    await runBluebookReminders(options, kathmandu('2025-09-25T08:00:00'));
    await runBluebookReminders(options, kathmandu('2025-09-28T08:00:00'));
    const all = await mails();
    expect(all).toHaveLength(4);
    const notes = await database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, rider.id));
    expect(notes.map((n) => n.message)).toContain(
      'Vehicle tax for Ba 12 Pa 3456 is due in 7 days, on BS 2082-06-16. The amount shown in Patro is an estimate.',
    );
    expect(notes.map((n) => n.message)).toContain(
      'Third-party insurance for Ba 12 Pa 3456 expires in 1 day, on BS 2082-06-13. Renewal needs valid insurance.',
    );
    await call('DELETE', `/bluebook/vehicles/${id}`, rider);
  });
});
