/**
 * Bluebook renewals paid through Patro (issue 27; ADR 240, 241). The reader pays the estimate's
 * tax, renewal charge and fine for every fiscal year owed plus the service fee an admin set,
 * worked out here from the vehicle and the rate tables at order time (never from the request),
 * through the payments checkout; staff then take it to the office and move it paid → submitted →
 * renewed → receipt uploaded, or an admin refunds it through the payments refund. Each change is
 * in the admin audit log and the reader is told in the app, by mail and by push.
 */
import { formatBsDate, todayInKathmandu } from '@patro/calendar';
import {
  type BluebookPaidStatus,
  bluebookPayBody,
  bluebookReceiptBody,
  bluebookRefundBody,
  bluebookServiceFeeBody,
  bluebookStatusBody,
  coercedRowIdSchema,
  type WireBluebookBreakdown,
  type WireBluebookPaidRenewal,
  type WireBluebookPayQuote,
} from '@patro/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  bluebookPaidRenewals,
  bluebookRenewals,
  bluebookSettings,
  bluebookVehicles,
  paymentOrders,
  users,
} from '../../db/schema.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, conflict, notFound, requestLang } from '../../http/errors.js';
import { type Actor, assertMay, decide } from '../../policy/decide.js';
import type { StaffRoles } from '../../policy/staff.js';
import type { Relation } from '../../policy/table.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import type { Mailer } from '../mail/service.js';
import {
  audit,
  createOrder,
  markRefunded,
  type OrderRow,
  type PaymentsContext,
} from '../payments/service.js';
import type { PushSender } from '../push/sender.js';
import { insertNotification } from '../reminders/repository.js';
import { type Estimate, type FineReading, fiscalYearLabel, renewalAmountBreakdown } from './estimate.js';
import { findRenewals, findVehicle } from './repository.js';
import {
  adOf,
  lastRenewalOf,
  parseIso,
  requestBsDate,
  todayJdnOf,
  type VehicleRow,
  vehicleEstimate,
} from './service.js';

/** The payments product kind of a bluebook renewal (its handler in `paidHandlers`). */
export const BLUEBOOK = 'bluebook';
export type PaidRow = typeof bluebookPaidRenewals.$inferSelect;

/** Statuses in which a renewal is being handled: no second payment for the vehicle meanwhile. */
const HANDLING = ['paid', 'submitted'] as const;
/** The office receipt: a picture or a PDF, at most 2 MB. */
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const MAX_RECEIPT_BYTES = 2 * 1024 * 1024;

export async function serviceFeeOf(db: Db): Promise<number | null> {
  const [row] = await db.select().from(bluebookSettings).where(eq(bluebookSettings.id, 1));
  return row?.serviceFeePaisa ?? null;
}

/** The checkout's breakdown of an estimate with the fee, as the order stores it; null without an amount. */
export function breakdownOf(
  estimate: Estimate,
  feePaisa: number,
  reading: FineReading,
): WireBluebookBreakdown | null {
  const b = renewalAmountBreakdown(estimate, feePaisa);
  if (!b || estimate.status !== 'ok') return null;
  return {
    lines: b.lines.map((l) => ({ code: l.code, fiscal_year: l.fiscalYear, paisa: l.paisa })),
    total: b.totalPaisa,
    service_fee: feePaisa,
    fiscal_year: b.fiscalYear,
    fiscal_year_label: fiscalYearLabel(b.fiscalYear),
    due: { bs: estimate.due.bs, ad: estimate.due.ad },
    fine_reading: reading,
    years: estimate.years.map((y) => ({
      fiscal_year: y.fiscalYear,
      fiscal_year_label: y.fiscalYearLabel,
      act: y.act,
      sources: y.sources,
    })),
  };
}

/** What paying now would cost, or why it cannot be paid for. */
export function quoteOf(
  estimate: Estimate,
  feePaisa: number | null,
  reading: FineReading,
  handling: PaidRow | undefined,
): WireBluebookPayQuote {
  if (feePaisa === null) return { status: 'no_fee' };
  if (handling) return { status: 'in_progress', renewal_id: handling.id };
  const b = breakdownOf(estimate, feePaisa, reading);
  if (!b) {
    return {
      status: 'no_amount',
      missing_years: estimate.status === 'no_table' ? estimate.missingYears : [estimate.fiscalYear],
    };
  }
  return { status: 'available', ...b };
}

/** A paid renewal as the reader and staff see it; a refund made in the payments admin shows too. */
export function wirePaid(row: PaidRow, order: OrderRow | undefined): WireBluebookPaidRenewal {
  const refundedElsewhere = order?.status === 'refunded' && row.status !== 'refunded';
  const renewed = row.renewedBs ? { bs: row.renewedBs, ad: adOf(parseIso(row.renewedBs)) } : null;
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    registration_number: row.registrationNumber,
    status: refundedElsewhere ? 'refunded' : row.status,
    amount: row.amountPaisa,
    breakdown: row.breakdown as WireBluebookBreakdown,
    events: (row.events as { status: BluebookPaidStatus; at: string }[]).map((e) => ({
      status: e.status,
      at: e.at,
    })),
    renewed_on: renewed,
    receipt: row.receiptType ? `/bluebook/paid-renewals/${row.id}/receipt` : null,
    receipt_type: row.receiptType,
    refund_reason: refundedElsewhere ? (order?.refundReason ?? null) : row.refundReason,
    order: {
      order_id: order?.id ?? row.orderId,
      gateway: order?.gateway ?? null,
      status: order?.status ?? null,
      gateway_reference: order?.gatewayReference ?? null,
    },
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Paid renewals with their orders (awaiting payment left out unless `all`). */
export async function paidRenewalsOf(
  db: Db,
  where: { userId?: string; vehicleIds?: number[] },
): Promise<{ row: PaidRow; wire: WireBluebookPaidRenewal }[]> {
  const conditions = [ne(bluebookPaidRenewals.status, 'awaiting_payment')];
  if (where.userId) conditions.push(eq(bluebookPaidRenewals.userId, where.userId));
  if (where.vehicleIds) {
    if (where.vehicleIds.length === 0) return [];
    conditions.push(inArray(bluebookPaidRenewals.vehicleId, where.vehicleIds));
  }
  const rows = await db
    .select({ row: bluebookPaidRenewals, order: paymentOrders })
    .from(bluebookPaidRenewals)
    .leftJoin(paymentOrders, eq(paymentOrders.id, bluebookPaidRenewals.orderId))
    .where(and(...conditions))
    .orderBy(desc(bluebookPaidRenewals.id))
    .limit(500);
  return rows.map(({ row, order }) => ({ row, wire: wirePaid(row, order ?? undefined) }));
}

const event = (status: BluebookPaidStatus, at: number, by: string | null) => ({
  status,
  at: new Date(at).toISOString(),
  by,
});

/**
 * The payments core calls this once per order, inside the transaction that completes it: the
 * renewal becomes paid. Nothing else reads the amount from the browser.
 */
export async function markRenewalPaid(order: OrderRow, tx: Db, now: number): Promise<void> {
  const [row] = await tx
    .select()
    .from(bluebookPaidRenewals)
    .where(eq(bluebookPaidRenewals.orderId, order.id));
  if (row?.status !== 'awaiting_payment') return;
  await tx
    .update(bluebookPaidRenewals)
    .set({
      status: 'paid',
      paidAt: new Date(now),
      updatedAt: new Date(now),
      events: [...(row.events as unknown[]), event('paid', now, null)],
    })
    .where(and(eq(bluebookPaidRenewals.id, row.id), eq(bluebookPaidRenewals.status, 'awaiting_payment')));
}

/** The reader's words for each step, both languages. */
export function statusText(
  status: BluebookPaidStatus,
  plate: string,
  extra: { renewedBs?: string | null; reason?: string | null } = {},
): { titleNp: string; titleEn: string; np: string; en: string } {
  const titleNp = `ब्लुबुक नवीकरण: ${plate}`;
  const titleEn = `Bluebook renewal: ${plate}`;
  switch (status) {
    case 'submitted':
      return {
        titleNp,
        titleEn,
        np: `${plate} को ब्लुबुक र कागजात यातायात कार्यालयमा बुझाइयो।`,
        en: `The bluebook and papers of ${plate} have been submitted at the transport office.`,
      };
    case 'renewed': {
      const date = extra.renewedBs ? parseIso(extra.renewedBs) : null;
      return {
        titleNp,
        titleEn,
        np: `${plate} को ब्लुबुक नवीकरण भयो${date ? ` (${formatBsDate(date, 'np', 'long')})` : ''}। अर्को म्याद सरेको छ।`,
        en: `${plate}'s bluebook has been renewed${extra.renewedBs ? ` (BS ${extra.renewedBs})` : ''}. The next due date has moved.`,
      };
    }
    case 'receipt_uploaded':
      return {
        titleNp,
        titleEn,
        np: `${plate} को कार्यालयको रसिद राखिएको छ: नवीकरणको इतिहासमा हेर्नुहोस्।`,
        en: `The office receipt for ${plate} has been uploaded: see it in the renewal history.`,
      };
    case 'refunded':
      return {
        titleNp,
        titleEn,
        np: `${plate} को नवीकरण भुक्तानी फिर्ता गरियो। कारण: ${extra.reason ?? ''}`,
        en: `The renewal payment for ${plate} has been refunded. Reason: ${extra.reason ?? ''}`,
      };
    default:
      return {
        titleNp,
        titleEn,
        np: `${plate} को नवीकरण भुक्तानी प्राप्त भयो।`,
        en: `We received the renewal payment for ${plate}.`,
      };
  }
}

export interface BluebookPayOptions {
  payments: PaymentsContext;
  roles: StaffRoles;
  fineReading: FineReading;
  mailer: Mailer;
  push?: PushSender;
  webOrigin: string;
}

const HOUR = 3_600_000;
const TAG = 'bluebook';
const bearer = [{ bearerAuth: [] }];
const vehicleParams = z.object({ id: coercedRowIdSchema('must be a vehicle id') });
const renewalParams = z.object({ id: coercedRowIdSchema('must be a renewal id') });

export const bluebookPayRoutes: FastifyPluginAsyncZod<BluebookPayOptions> = async (
  app,
  { payments, roles, fineReading, mailer, push, webOrigin },
) => {
  privateAnswers(app);
  const db = payments.db;
  const now = payments.now;
  payments.paidHandlers.set(BLUEBOOK, (order, tx) => markRenewalPaid(order, tx, now()));
  const handle = roles.only('bluebook.renewals.handle');

  /** Tells the reader of a step: in the app, by mail, and by push. */
  async function notify(row: PaidRow, text: ReturnType<typeof statusText>): Promise<void> {
    if (!row.userId) return;
    const path = '/services/bluebook/history';
    await insertNotification(db, {
      userId: row.userId,
      title: text.titleEn,
      message: text.en,
      messageNp: text.np,
      onTime: new Date(now()),
      clickAction: path,
    });
    const [reader] = await db.select().from(users).where(eq(users.id, row.userId));
    const link = `${webOrigin}${path}${row.lang === 'en' ? '?lang=en' : ''}`;
    if (reader) {
      await mailer.send({
        to: reader.email,
        subject: row.lang === 'np' ? `पात्रो: ${text.titleNp}` : `Patro: ${text.titleEn}`,
        text:
          row.lang === 'np' ? `${text.np}\n\n${text.en}\n\n${link}` : `${text.en}\n\n${text.np}\n\n${link}`,
        links: [link],
      });
    }
    await push
      ?.sendToUser(row.userId, (lang) => ({
        title: lang === 'np' ? text.titleNp : text.titleEn,
        message: lang === 'np' ? text.np : text.en,
        on_time: new Date(now()).toISOString(),
        clickAction: path,
      }))
      .catch(() => undefined);
  }

  async function paidRow(id: number): Promise<PaidRow> {
    const [row] = await db.select().from(bluebookPaidRenewals).where(eq(bluebookPaidRenewals.id, id));
    if (!row || row.status === 'awaiting_payment') throw notFound('bluebook_renewal_not_found');
    return row;
  }

  async function orderOf(row: PaidRow): Promise<OrderRow | undefined> {
    if (!row.orderId) return undefined;
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, row.orderId));
    return order;
  }

  /** Moves `row` from `from` to `to` (no one else moved it meanwhile), with the event. */
  async function step(
    row: PaidRow,
    from: readonly BluebookPaidStatus[],
    to: BluebookPaidStatus,
    by: string,
    set: Partial<PaidRow> = {},
  ): Promise<PaidRow> {
    const order = await orderOf(row);
    const current = wirePaid(row, order).status;
    if (!from.includes(current)) throw conflict('bluebook_status_step', { status: current });
    const [updated] = await db
      .update(bluebookPaidRenewals)
      .set({
        ...set,
        status: to,
        updatedAt: new Date(now()),
        events: [...(row.events as unknown[]), event(to, now(), by)],
      })
      .where(and(eq(bluebookPaidRenewals.id, row.id), eq(bluebookPaidRenewals.status, row.status)))
      .returning();
    if (!updated) throw conflict('bluebook_status_step', { status: current });
    return updated;
  }

  // ── The reader ──────────────────────────────────────────────────────────────────────────

  app.post(
    '/bluebook/vehicles/:id/pay',
    {
      schema: {
        tags: [TAG],
        security: bearer,
        summary:
          'Pay for this vehicle’s renewal through Patro (tax, renewal charge, fine and the service fee)',
        description:
          'The amount is worked out here from the vehicle and the rate tables (every fiscal year owed) plus the ' +
          'service fee an admin set; nothing in the request sets it. Answers 201 `{ data: { renewal_id, order_id, ' +
          'amount_paisa, breakdown, redirect_url, form } }`. 409 `bluebook_pay_unavailable` while no fee is set, ' +
          '`bluebook_no_rate_table` when a year owed has no table, `bluebook_renewal_in_progress` while one is handled.',
        params: vehicleParams,
        body: bluebookPayBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const vehicle = await findVehicle(db, request.params.id);
      // Only the owner pays for a vehicle; anyone else's vehicle reads as not found.
      const relations: Relation[] = vehicle?.userId === user.id ? ['vehicle.owner'] : [];
      assertMay(
        vehicle && relations.length === 0 ? await roles.caller(request) : { id: user.id, roles: [] },
        'bluebook.vehicle.write',
        relations,
      );
      if (!vehicle) throw notFound('vehicle_not_found');
      await enforceRateLimits(db, [{ key: `bluebook-pay:${user.id}`, max: 20, windowMs: HOUR }], now());
      const fee = await serviceFeeOf(db);
      if (fee === null) throw conflict('bluebook_pay_unavailable');
      const [handling] = await db
        .select()
        .from(bluebookPaidRenewals)
        .where(
          and(
            eq(bluebookPaidRenewals.vehicleId, vehicle.id),
            inArray(bluebookPaidRenewals.status, [...HANDLING]),
          ),
        );
      if (handling) throw conflict('bluebook_renewal_in_progress');
      const todayJdn = todayJdnOf(now());
      const last = lastRenewalOf(vehicle, await findRenewals(db, [vehicle.id]));
      const estimate = vehicleEstimate(vehicle, last, todayJdn, fineReading);
      const breakdown = breakdownOf(estimate, fee, fineReading);
      if (!breakdown) {
        const quote = quoteOf(estimate, fee, fineReading, undefined);
        const years = quote.status === 'no_amount' ? quote.missing_years : [estimate.fiscalYear];
        throw conflict('bluebook_no_rate_table', { years: years.map(fiscalYearLabel).join(', ') });
      }
      const lang = request.body.lang ?? requestLang(request);
      const [row] = await db
        .insert(bluebookPaidRenewals)
        .values({
          userId: user.id,
          vehicleId: vehicle.id,
          registrationNumber: vehicle.registrationNumber,
          status: 'awaiting_payment',
          amountPaisa: breakdown.total,
          breakdown,
          events: [],
          lang,
          createdAt: new Date(now()),
          updatedAt: new Date(now()),
        })
        .returning();
      if (!row) throw new Error('the renewal could not be written');
      let started: Awaited<ReturnType<typeof createOrder>>;
      try {
        started = await createOrder(payments, {
          userId: user.id,
          productKind: BLUEBOOK,
          productRef: String(row.id),
          productName:
            lang === 'np'
              ? `ब्लुबुक नवीकरण: ${vehicle.registrationNumber}`
              : `Bluebook renewal: ${vehicle.registrationNumber}`,
          amountPaisa: breakdown.total,
          gateway: request.body.gateway,
          lang,
        });
      } catch (error) {
        await db.delete(bluebookPaidRenewals).where(eq(bluebookPaidRenewals.id, row.id));
        throw error;
      }
      await db
        .update(bluebookPaidRenewals)
        .set({ orderId: started.order_id })
        .where(eq(bluebookPaidRenewals.id, row.id));
      reply.status(201);
      return {
        data: {
          renewal_id: row.id,
          order_id: started.order_id,
          amount_paisa: started.amount_paisa,
          breakdown,
          gateway: started.gateway,
          redirect_url: started.redirect_url,
          form: started.form,
        },
      };
    },
  );

  app.get(
    '/bluebook/paid-renewals/:id/receipt',
    {
      schema: {
        tags: [TAG],
        security: bearer,
        summary:
          'The office receipt of a renewal paid through Patro: its reader, staff handling renewals, admins',
        params: renewalParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const [row] = await db
        .select()
        .from(bluebookPaidRenewals)
        .where(eq(bluebookPaidRenewals.id, request.params.id));
      if (row?.userId !== user.id) {
        const caller: Actor = await roles.caller(request);
        // Anyone but the reader and the staff reads an unknown id and someone else's alike.
        if (!decide(caller, 'bluebook.renewals.handle').allowed) throw notFound('bluebook_renewal_not_found');
      }
      if (!row) throw notFound('bluebook_renewal_not_found');
      if (!row.receipt || !row.receiptType) throw notFound('bluebook_receipt_not_found');
      reply.header('content-type', row.receiptType);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', 'inline');
      reply.header('cache-control', 'private, no-store');
      return reply.send(row.receipt);
    },
  );

  // ── Staff ───────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/bluebook/renewals',
    {
      preValidation: handle,
      schema: {
        tags: [TAG],
        security: bearer,
        summary: 'Renewals paid through Patro, newest first, with the vehicle and the reader (staff)',
        description: '`status` keeps one step (`paid`, `submitted`, …).',
        querystring: z.object({
          status: z
            .enum(['paid', 'submitted', 'renewed', 'receipt_uploaded', 'refunded'], {
              error: 'must be paid, submitted, renewed, receipt_uploaded or refunded',
            })
            .optional(),
        }),
      },
    },
    async (request) => {
      const list = await paidRenewalsOf(db, {});
      const vehicleIds = [...new Set(list.map((l) => l.row.vehicleId).filter((id) => id !== null))];
      const userIds = [...new Set(list.map((l) => l.row.userId).filter((id) => id !== null))];
      const vehicles = vehicleIds.length
        ? await db.select().from(bluebookVehicles).where(inArray(bluebookVehicles.id, vehicleIds))
        : [];
      const readers = userIds.length
        ? await db
            .select({ id: users.id, email: users.email, fullName: users.fullName })
            .from(users)
            .where(inArray(users.id, userIds))
        : [];
      const byVehicle = new Map(vehicles.map((v) => [v.id, v]));
      const byUser = new Map(readers.map((u) => [u.id, u]));
      const wanted = request.query.status;
      return {
        data: list
          .filter((l) => !wanted || l.wire.status === wanted)
          .map(({ row, wire }) => {
            const v = row.vehicleId === null ? undefined : byVehicle.get(row.vehicleId);
            const reader = row.userId === null ? undefined : byUser.get(row.userId);
            return {
              ...wire,
              vehicle: v ? staffVehicle(v) : null,
              reader: reader ? { name: reader.fullName, email: reader.email } : null,
            };
          }),
      };
    },
  );

  app.post(
    '/admin/bluebook/renewals/:id/status',
    {
      preValidation: handle,
      schema: {
        tags: [TAG],
        security: bearer,
        summary: 'Move a paid renewal on: paid → submitted → renewed (staff; audited; the reader is told)',
        description:
          '`renewed` takes `renewed_on`, the renewal date the office gave (BS, not in the future; today when left ' +
          'out): it is recorded as a renewal, so the vehicle’s next due date moves. 409 `bluebook_status_step` ' +
          'for a step out of order.',
        params: renewalParams,
        body: bluebookStatusBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'bluebook.renewals.handle');
      const row = await paidRow(request.params.id);
      const body = request.body;
      let updated: PaidRow;
      if (body.status === 'submitted') {
        updated = await step(row, ['paid'], 'submitted', caller.email);
      } else {
        const todayJdn = todayJdnOf(now());
        const today = todayInKathmandu(now()).bs;
        const renewedText =
          body.renewed_on ??
          `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
        const renewed = requestBsDate(renewedText, 'renewed_on', todayJdn, { notFuture: true });
        updated = await step(row, ['submitted'], 'renewed', caller.email, { renewedBs: renewedText });
        const order = await orderOf(updated);
        if (updated.vehicleId !== null) {
          const [renewal] = await db
            .insert(bluebookRenewals)
            .values({
              vehicleId: updated.vehicleId,
              renewedBs: renewedText,
              renewedAd: adOf(renewed),
              amountPaisa: updated.amountPaisa,
              channel: 'patro',
              reference: order?.gatewayReference ?? null,
            })
            .returning();
          const [linked] = await db
            .update(bluebookPaidRenewals)
            .set({ renewalId: renewal!.id })
            .where(eq(bluebookPaidRenewals.id, updated.id))
            .returning();
          updated = linked ?? updated;
        }
      }
      await audit(
        db,
        caller,
        now(),
        `bluebook.renewal.${body.status}`,
        'bluebook_renewal',
        String(row.id),
        { status: row.status },
        { status: updated.status, renewed_on: updated.renewedBs },
        body.note ?? null,
      );
      await notify(
        updated,
        statusText(updated.status, updated.registrationNumber, { renewedBs: updated.renewedBs }),
      );
      return { data: wirePaid(updated, await orderOf(updated)) };
    },
  );

  app.post(
    '/admin/bluebook/renewals/:id/receipt',
    {
      preValidation: handle,
      bodyLimit: 3_000_000,
      schema: {
        tags: [TAG],
        security: bearer,
        summary: 'Upload the office receipt of a renewed renewal (staff; audited; the reader is told)',
        description:
          '`file`: base64 PNG, JPEG or WebP picture or PDF of at most 2 MB, judged from its bytes. The renewal must ' +
          'be renewed (or already have a receipt, which this replaces).',
        params: renewalParams,
        body: bluebookReceiptBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'bluebook.renewals.handle');
      const row = await paidRow(request.params.id);
      const { bytes, type } = await readReceipt(request.body.file);
      const updated = await step(row, ['renewed', 'receipt_uploaded'], 'receipt_uploaded', caller.email, {
        receipt: bytes,
        receiptType: type,
      });
      await audit(
        db,
        caller,
        now(),
        'bluebook.renewal.receipt',
        'bluebook_renewal',
        String(row.id),
        { status: row.status, receipt_type: row.receiptType },
        { status: updated.status, receipt_type: type, bytes: bytes.length },
      );
      await notify(updated, statusText('receipt_uploaded', updated.registrationNumber));
      return { data: wirePaid(updated, await orderOf(updated)) };
    },
  );

  app.post(
    '/admin/bluebook/renewals/:id/refund',
    {
      preValidation: handle,
      schema: {
        tags: [TAG],
        security: bearer,
        summary:
          'Refund a paid renewal not yet renewed, with the reason (admins: the payments refund; audited)',
        description:
          'Marks the order refunded through the payments admin’s refund (money returned from the gateway’s ' +
          'dashboard) and the renewal refunded; the reader is told the reason.',
        params: renewalParams,
        body: bluebookRefundBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'payments.refund');
      const row = await paidRow(request.params.id);
      const order = await orderOf(row);
      const current = wirePaid(row, order).status;
      if (current !== 'paid' && current !== 'submitted')
        throw conflict('bluebook_status_step', { status: current });
      if (order?.status === 'completed') await markRefunded(payments, order.id, request.body.reason, caller);
      const [updated] = await db
        .update(bluebookPaidRenewals)
        .set({
          status: 'refunded',
          refundReason: request.body.reason,
          updatedAt: new Date(now()),
          events: [...(row.events as unknown[]), event('refunded', now(), caller.email)],
        })
        .where(eq(bluebookPaidRenewals.id, row.id))
        .returning();
      if (!updated) throw notFound('bluebook_renewal_not_found');
      await audit(
        db,
        caller,
        now(),
        'bluebook.renewal.refund',
        'bluebook_renewal',
        String(row.id),
        { status: row.status },
        { status: updated.status },
        request.body.reason,
      );
      await notify(
        updated,
        statusText('refunded', updated.registrationNumber, { reason: request.body.reason }),
      );
      return { data: wirePaid(updated, await orderOf(updated)) };
    },
  );

  app.get(
    '/admin/bluebook/service-fee',
    {
      preValidation: roles.only('bluebook.fee.manage'),
      schema: {
        tags: [TAG],
        security: bearer,
        summary: 'The service fee of renewals paid through Patro, paisa (null: not offered) (admins)',
      },
    },
    async () => ({ data: { service_fee_paisa: await serviceFeeOf(db) } }),
  );

  app.put(
    '/admin/bluebook/service-fee',
    {
      preValidation: roles.only('bluebook.fee.manage'),
      schema: {
        tags: [TAG],
        security: bearer,
        summary:
          'Set the service fee (paisa), or null to stop offering payment through Patro (admins; audited)',
        body: bluebookServiceFeeBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'bluebook.fee.manage');
      const before = await serviceFeeOf(db);
      const fee = request.body.service_fee_paisa;
      await db
        .insert(bluebookSettings)
        .values({ id: 1, serviceFeePaisa: fee, updatedAt: new Date(now()) })
        .onConflictDoUpdate({
          target: bluebookSettings.id,
          set: { serviceFeePaisa: fee, updatedAt: new Date(now()) },
        });
      await audit(
        db,
        caller,
        now(),
        'bluebook.service_fee.update',
        'bluebook_settings',
        '1',
        { service_fee_paisa: before },
        { service_fee_paisa: fee },
      );
      return { data: { service_fee_paisa: fee } };
    },
  );
};

/** What staff handling the renewal need of the vehicle. */
function staffVehicle(v: VehicleRow) {
  return {
    id: v.id,
    province: v.province,
    category: v.category,
    engine_cc: v.engineCc,
    motor_kw: v.motorWatts === null ? null : v.motorWatts / 1000,
    renewal_date: v.renewalBs,
    insurance_expiry: v.insuranceExpiryBs,
  };
}

/** The receipt's bytes and their type, judged from the bytes (a `data:` URL's prefix allowed). */
export async function readReceipt(base64: string): Promise<{ bytes: Buffer; type: string }> {
  const data = base64.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new ApiError(400, 'bluebook_receipt_not_file', {}, 'file');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_RECEIPT_BYTES)
    throw new ApiError(413, 'bluebook_receipt_too_large', { size: '2 MB' }, 'file');
  const found = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const type = RECEIPT_TYPES.find((t) => t === found?.mime);
  if (!type) throw new ApiError(400, 'bluebook_receipt_not_file', {}, 'file');
  return { bytes, type };
}
