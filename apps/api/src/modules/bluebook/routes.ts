/**
 * Vehicle bluebook (issue 27; ADR 210–212): the rate tables and the calculator for everyone, a
 * reader's own vehicles, the renewals they recorded and their history. Every amount is an
 * estimate naming its Act and fiscal year.
 */

import { bsToJdn, todayInKathmandu } from '@patro/calendar';
import {
  BLUEBOOK_HISTORY_MAX_DAYS,
  BLUEBOOK_VEHICLES_LIMIT,
  type BluebookVehicleBody,
  bluebookEstimateQuery,
  bluebookRenewalBody,
  bluebookVehicleBody,
  coercedRowIdSchema,
  type WireBluebookRates,
} from '@patro/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bluebookRenewals, bluebookVehicles } from '../../db/schema.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, badField, conflict, notFound } from '../../http/errors.js';
import { type Actor, assertMay } from '../../policy/decide.js';
import type { StaffRoles } from '../../policy/staff.js';
import type { Relation } from '../../policy/table.js';
import { estimateRenewal, type FineReading } from './estimate.js';
import { paidRenewalsOf, quoteOf, serviceFeeOf } from './pay.js';
import { allTableProblems } from './rates.js';
import { RATE_TABLES } from './rates-data.js';
import { countVehicles, findRenewals, findVehicle, findVehicles, renewalsByVehicle } from './repository.js';
import {
  adOf,
  type PayView,
  provincesWithoutTables,
  requestBsDate,
  todayJdnOf,
  type VehicleRow,
  wireEstimate,
  wireRateTable,
  wireRenewal,
  wireVehicle,
} from './service.js';

export interface BluebookOptions {
  db: Db;
  now: () => number;
  roles: StaffRoles;
  /** Which reading of the fine windows the estimates use (`BLUEBOOK_FINE_READING`, ADR 211). */
  fineReading: FineReading;
}

const idParams = z.object({ id: coercedRowIdSchema('must be a vehicle id') });
const TAG = 'bluebook';

/** The public part: the rate tables with their sources, and the calculator. */
export const bluebookPublicRoutes: FastifyPluginAsyncZod<BluebookOptions> = async (
  app,
  { now, roles, fineReading },
) => {
  app.get(
    '/bluebook/rates',
    {
      schema: {
        tags: [TAG],
        summary: 'The vehicle tax rate tables by province, fiscal year and category, with their sources',
        description:
          '`{ data: { tables: [{ province, fiscal_year, fiscal_year_label, category, unit, act, slabs: [{ from, to, rupees }], renewal_charge, confidence, sources, note }], provinces_without_tables, fine_reading } }`.',
      },
    },
    async (_request, reply) => {
      const data: WireBluebookRates = {
        tables: RATE_TABLES.map(wireRateTable),
        provinces_without_tables: provincesWithoutTables(),
        fine_reading: fineReading,
      };
      reply.header('cache-control', 'public, max-age=3600');
      return { data };
    },
  );

  app.get(
    '/bluebook/estimate',
    {
      schema: {
        tags: [TAG],
        summary:
          'Estimate a renewal: tax, renewal charge, fine, due date BS and AD, days left (no account needed)',
        description:
          'An estimate from the province’s rate table for the fiscal year of the due date, never an official demand. ' +
          '`status` is `ok`, `no_table` (no table for that province, category and year: says which years have one) or ' +
          '`outside_table`. Amounts in paisa.',
        querystring: bluebookEstimateQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const todayJdn = todayJdnOf(now());
      const lastRenewal = requestBsDate(q.renewal_date, 'renewal_date', todayJdn, {
        notFuture: true,
        where: 'querystring',
      });
      const estimate = estimateRenewal({
        province: q.province,
        category: q.category,
        size: q.engine_cc ?? q.motor_kw ?? 0,
        lastRenewal,
        todayJdn,
        reading: fineReading,
      });
      reply.header('cache-control', 'private, max-age=300');
      return { data: wireEstimate(estimate) };
    },
  );

  app.get(
    '/admin/bluebook/rates',
    {
      preValidation: roles.only('bluebook.rates.read'),
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'The rate tables with the check of their slabs and the fine reading in force (admin)',
      },
    },
    async () => ({
      data: {
        tables: RATE_TABLES.map(wireRateTable),
        provinces_without_tables: provincesWithoutTables(),
        fine_reading: fineReading,
        problems: allTableProblems(),
      },
    }),
  );
};

function vehicleValues(body: BluebookVehicleBody, todayJdn: number) {
  const renewal = requestBsDate(body.renewal_date, 'renewal_date', todayJdn, { notFuture: true });
  if (renewal.year < 2000) throw badField('body', 'renewal_date', 'must be BS 2000 or later');
  if (body.insurance_expiry) requestBsDate(body.insurance_expiry, 'insurance_expiry', todayJdn);
  return {
    province: body.province,
    category: body.category,
    engineCc: body.engine_cc ?? null,
    motorWatts: body.motor_kw === undefined ? null : Math.round(body.motor_kw * 1000),
    registrationNumber: body.registration_number.normalize('NFC').trim().replace(/\s+/g, ' '),
    renewalBs: body.renewal_date,
    insuranceExpiryBs: body.insurance_expiry ?? null,
    remindPush: body.remind_push,
    remindMail: body.remind_mail,
    inCalendar: body.in_calendar,
  };
}

/** The signed-in reader's own vehicles (ADR 212): only the owner and admins; anyone else gets 404. */
export const bluebookRoutes: FastifyPluginAsyncZod<BluebookOptions> = async (
  app,
  { db, now, roles, fineReading },
) => {
  privateAnswers(app);

  /** The vehicle when the caller may do `action` to it; 404 for a vehicle they cannot see. */
  async function vehicleFor(
    request: Parameters<typeof requireUser>[0],
    id: number,
    action: 'bluebook.vehicle.read' | 'bluebook.vehicle.write',
  ): Promise<VehicleRow> {
    const user = requireUser(request);
    const row = await findVehicle(db, id);
    if (!row) throw notFound('vehicle_not_found');
    const relations: Relation[] = row.userId === user.id ? ['vehicle.owner'] : [];
    // Account roles only matter when the vehicle is someone else's: read them from the database then.
    const actor: Actor = relations.length > 0 ? { id: user.id, roles: [] } : await roles.caller(request);
    assertMay(actor, action, relations);
    return row;
  }

  /** Each vehicle's quote for paying through Patro and its renewals paid so far (ADR 240). */
  async function payViews(vehicleIds: number[]): Promise<(id: number) => PayView> {
    const fee = await serviceFeeOf(db);
    const paid = await paidRenewalsOf(db, { vehicleIds });
    return (id) => {
      const mine = paid.filter((p) => p.row.vehicleId === id);
      const handling = mine.find((p) => p.wire.status === 'paid' || p.wire.status === 'submitted');
      return {
        quote: (estimate) => quoteOf(estimate, fee, fineReading, handling?.row),
        paid: mine.map((p) => p.wire),
      };
    };
  }

  const one = async (row: VehicleRow) => {
    const renewals = await findRenewals(db, [row.id]);
    const pay = await payViews([row.id]);
    return wireVehicle(row, renewals, todayJdnOf(now()), fineReading, pay(row.id));
  };

  app.get(
    '/bluebook/vehicles',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Your vehicles, each with its renewal estimate',
        description:
          '`{ data: [{ id, province, category, engine_cc, motor_kw, registration_number, renewal_date, last_renewal, insurance_expiry, insurance_days_left, remind_push, remind_mail, estimate }] }`.',
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await findVehicles(db, user.id);
      const renewals = await renewalsByVehicle(
        db,
        rows.map((r) => r.id),
      );
      const todayJdn = todayJdnOf(now());
      const pay = await payViews(rows.map((r) => r.id));
      return {
        data: rows.map((r) => wireVehicle(r, renewals.get(r.id) ?? [], todayJdn, fineReading, pay(r.id))),
      };
    },
  );

  app.post(
    '/bluebook/vehicles',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Save a vehicle',
        description:
          '`engine_cc` for petrol and diesel vehicles, `motor_kw` for electric ones; `registration_number` in the Nepali ' +
          'format; `renewal_date` as written in the bluebook (BS, not in the future); `insurance_expiry` BS.',
        body: bluebookVehicleBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const values = vehicleValues(request.body, todayJdnOf(now()));
      if ((await countVehicles(db, user.id)) >= BLUEBOOK_VEHICLES_LIMIT) {
        throw conflict('vehicles_limit_reached', { limit: BLUEBOOK_VEHICLES_LIMIT });
      }
      const [row] = await db
        .insert(bluebookVehicles)
        .values({ ...values, userId: user.id })
        .returning();
      reply.status(201);
      return { data: await one(row!) };
    },
  );

  app.get(
    '/bluebook/vehicles/:id',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'One of your vehicles',
        params: idParams,
      },
    },
    async (request) => ({
      data: await one(await vehicleFor(request, request.params.id, 'bluebook.vehicle.read')),
    }),
  );

  app.put(
    '/bluebook/vehicles/:id',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Change one of your vehicles (the whole vehicle, as for saving one)',
        params: idParams,
        body: bluebookVehicleBody,
      },
    },
    async (request) => {
      const row = await vehicleFor(request, request.params.id, 'bluebook.vehicle.write');
      const values = vehicleValues(request.body, todayJdnOf(now()));
      const [updated] = await db
        .update(bluebookVehicles)
        .set({ ...values, updatedAt: new Date(now()) })
        .where(eq(bluebookVehicles.id, row.id))
        .returning();
      return { data: await one(updated!) };
    },
  );

  app.delete(
    '/bluebook/vehicles/:id',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Delete one of your vehicles and its recorded renewals',
        params: idParams,
      },
    },
    async (request, reply) => {
      const row = await vehicleFor(request, request.params.id, 'bluebook.vehicle.write');
      await db.delete(bluebookVehicles).where(eq(bluebookVehicles.id, row.id));
      reply.status(204);
    },
  );

  app.post(
    '/bluebook/vehicles/:id/renewals',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary:
          'Record a renewal made elsewhere (office, TMIS, Nagarik App, eSewa, Khalti): the next due date moves',
        description:
          '`renewed_on` BS, not in the future and not before the bluebook’s renewal date; `amount` in rupees.',
        params: idParams,
        body: bluebookRenewalBody,
      },
    },
    async (request, reply) => {
      const row = await vehicleFor(request, request.params.id, 'bluebook.vehicle.write');
      const todayJdn = todayJdnOf(now());
      const renewed = requestBsDate(request.body.renewed_on, 'renewed_on', todayJdn, { notFuture: true });
      if (bsToJdn(renewed) < bsToJdn(requestBsDate(row.renewalBs, 'renewal_date', todayJdn))) {
        throw badField('body', 'renewed_on', 'must not be before the renewal date written in the bluebook');
      }
      const amount = request.body.amount;
      const [renewal] = await db
        .insert(bluebookRenewals)
        .values({
          vehicleId: row.id,
          renewedBs: request.body.renewed_on,
          renewedAd: adOf(renewed),
          amountPaisa: amount === undefined || amount === null ? null : Math.round(amount * 100),
          channel: request.body.channel,
          reference: request.body.reference || null,
        })
        .returning();
      reply.status(201);
      return { data: { renewal: wireRenewal(renewal!, row.registrationNumber), vehicle: await one(row) } };
    },
  );

  app.get(
    '/bluebook/history',
    {
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary:
          'Your recorded renewals and renewals paid through Patro, newest first, optionally in a date range of at most 30 days',
        description:
          '`from` and `to` are BS dates (both or neither); a range wider than 30 days is refused with ' +
          '`history_range_too_wide`. `vehicle_id` keeps one vehicle.',
        querystring: z.object({
          from: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a BS date YYYY-MM-DD')
            .optional(),
          to: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a BS date YYYY-MM-DD')
            .optional(),
          vehicle_id: coercedRowIdSchema('must be a vehicle id').optional(),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { from, to, vehicle_id } = request.query;
      let range: { fromAd: string; toAd: string } | undefined;
      if (from !== undefined || to !== undefined) {
        if (from === undefined) throw badField('querystring', 'from', 'is required with to');
        if (to === undefined) throw badField('querystring', 'to', 'is required with from');
        const today = todayJdnOf(now());
        const f = requestBsDate(from, 'from', today, { where: 'querystring' });
        const t = requestBsDate(to, 'to', today, { where: 'querystring' });
        const days = bsToJdn(t) - bsToJdn(f) + 1;
        if (days < 1) throw badField('querystring', 'to', 'must not be before from');
        if (days > BLUEBOOK_HISTORY_MAX_DAYS) {
          throw new ApiError(400, 'history_range_too_wide', { limit: BLUEBOOK_HISTORY_MAX_DAYS }, 'to');
        }
        range = { fromAd: adOf(f), toAd: adOf(t) };
      }
      let vehicles = await findVehicles(db, user.id);
      if (vehicle_id !== undefined) {
        vehicles = vehicles.filter((v) => v.id === vehicle_id);
        if (vehicles.length === 0) throw notFound('vehicle_not_found');
      }
      const plates = new Map(vehicles.map((v) => [v.id, v.registrationNumber]));
      const rows = await findRenewals(db, [...plates.keys()], range);
      // Renewals paid through Patro: the reader's own, also of vehicles since deleted, by the day they were paid.
      const paid = (await paidRenewalsOf(db, { userId: user.id }))
        .map((p) => p.wire)
        .filter((p) => vehicle_id === undefined || p.vehicle_id === vehicle_id)
        .filter((p) => {
          if (!range) return true;
          const day = adOf(todayInKathmandu(Date.parse(p.paid_at ?? p.created_at)).bs);
          return day >= range.fromAd && day <= range.toAd;
        });
      return {
        data: {
          payments: paid,
          renewals: rows.map((r) => wireRenewal(r, plates.get(r.vehicleId)!)),
          vehicles: vehicles.map((v) => ({ id: v.id, registration_number: v.registrationNumber })),
        },
      };
    },
  );
};
