import { coercedRowIdSchema } from '@patro/contracts';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  adminAudit,
  coupons,
  couponUses,
  packages,
  paymentChecks,
  paymentOrders,
  users,
} from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { conflict, notFound, requestLang } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import { GATEWAY_IDS } from './gateways/index.js';
import {
  audit,
  checkOrder,
  esewaForm,
  type Lang,
  listPackages,
  listTrials,
  markRefunded,
  orderPackage,
  type PaymentsContext,
  RECEIPT_RESENDS,
  receiptOf,
  resendReceipt,
  startTrialOrRedeem,
  subscriptionState,
  TRIALS_PAGE_SIZE_MAX,
  verifyReturn,
  wireOrder,
  wirePackage,
} from './service.js';

const TAGS = ['payments'];
const bearer = [{ bearerAuth: [] }];
const orderIdParam = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an order id'),
});
const gatewaySchema = z.enum(GATEWAY_IDS, { message: 'must be esewa or khalti' });
const couponCode = z.string().trim().max(40, 'must be at most 40 characters');
const langSchema = z.enum(['np', 'en']).optional();
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #d32f2f');
const text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** Payment calls per account: enough for a reader retrying, too few to hammer a gateway through us. */
const PAYMENT_CALLS = { max: 30, windowMs: 10 * 60_000 };

/**
 * Packages, orders, returns from the gateways, trials and coupons for readers (spec §2, §4, §7),
 * and the packages, coupons, orders and audit screens for admins (ADR 181–186).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext; roles: StaffRoles }> = async (
  app,
  { payments, roles },
) => {
  const db: Db = payments.db;
  const limit = async (userId: string) =>
    enforceRateLimits(db, [{ key: `payments:${userId}`, ...PAYMENT_CALLS }], payments.now());
  const langOf = (request: Parameters<typeof requestLang>[0], given?: Lang): Lang =>
    given ?? requestLang(request);

  app.get(
    '/api/packages',
    {
      schema: {
        tags: TAGS,
        summary: 'The packages on sale and the trial (spec §7)',
        description:
          '`{ data: [{ id, slug, type, product_kind, name, description, package_color, period_days, price_paisa, price_rupees }] }` in `locale` (np default).',
        querystring: z.object({ locale: z.enum(['np', 'en', 'ne']).optional() }),
      },
    },
    async (request, reply) => {
      const lang: Lang = request.query.locale === 'en' ? 'en' : 'np';
      reply.header('cache-control', 'public, max-age=60');
      return { data: (await listPackages(db)).map((p) => wirePackage(p, lang)) };
    },
  );

  app.get(
    '/subscription',
    {
      schema: {
        tags: TAGS,
        summary: 'Your subscription: active, days left, expiry in BS and AD, orders and grants',
        security: bearer,
        querystring: z.object({ lang: langSchema }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return {
        data: await subscriptionState(db, user.id, payments.now(), langOf(request, request.query.lang)),
      };
    },
  );

  const orderBody = z.object({
    package_id: z.number().int('must be a package id').positive('must be a package id').optional(),
    gateway: gatewaySchema,
    coupon_code: couponCode.optional(),
    lang: langSchema,
  });
  app.post(
    '/subscription/orders',
    {
      schema: {
        tags: TAGS,
        summary: 'Start paying for a package: the order is written, then the gateway is asked',
        description:
          '`{ data: { order_id, status: "initiated", amount_paisa, gateway, redirect_url, form } }`. Khalti: open `redirect_url`. ' +
          'eSewa: POST `form.fields` to `form.action` (or open `redirect_url`, a page that does). 400 `package_required`, `coupon_invalid`, …',
        security: bearer,
        body: orderBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await limit(user.id);
      const { package_id, gateway, coupon_code, lang } = request.body;
      const started = await orderPackage(payments, {
        userId: user.id,
        packageId: package_id,
        gateway,
        ...(coupon_code !== undefined ? { couponCode: coupon_code } : {}),
        lang: langOf(request, lang),
      });
      reply.status(201);
      return { data: started };
    },
  );

  app.get(
    '/v2/initiatepayments',
    {
      schema: {
        tags: TAGS,
        summary: 'Start paying for a package (spec §7 shape): answers redirect_url',
        description: '`{ redirect_url, order_id, initiated: true }`. `gateway` defaults to eSewa.',
        security: bearer,
        querystring: z.object({
          product_id: z.coerce
            .number()
            .int('must be a package id')
            .positive('must be a package id')
            .optional(),
          gateway: gatewaySchema.optional(),
          coupon_code: couponCode.optional(),
          lang: langSchema,
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limit(user.id);
      const { product_id, gateway, coupon_code, lang } = request.query;
      const started = await orderPackage(payments, {
        userId: user.id,
        packageId: product_id,
        gateway: gateway ?? 'esewa',
        ...(coupon_code !== undefined ? { couponCode: coupon_code } : {}),
        lang: langOf(request, lang),
      });
      return { redirect_url: started.redirect_url, order_id: started.order_id, initiated: true };
    },
  );

  app.get(
    '/subscription/orders/:orderId/esewa-form',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed eSewa form of an order not yet paid (the page behind its redirect_url)',
        description:
          'Public: the order id is the capability, and the form only pays that order. 404 once the order moved on.',
        params: orderIdParam,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await esewaForm(payments, request.params.orderId) };
    },
  );

  app.post(
    '/subscription/orders/:orderId/return',
    {
      schema: {
        tags: TAGS,
        summary: 'What the gateway sent the browser back with: checked with the gateway, never trusted',
        description:
          '`query` is the return page\u2019s query string (eSewa `data`, Khalti `pidx`, `status`, …). It only names what ' +
          'to check: the server asks the gateway, and grants once for a completed payment of the order\u2019s amount. ' +
          '400 `payment_return_invalid` (bad signature), `payment_return_mismatch` (another order or amount); 404 for an order not yours.',
        security: bearer,
        params: orderIdParam,
        body: z.object({
          gateway: gatewaySchema,
          query: z.record(z.string().max(40), z.string().max(4096)).default({}),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await limit(user.id);
      const order = await verifyReturn(
        payments,
        user.id,
        request.body.gateway,
        request.params.orderId,
        request.body.query,
      );
      reply.header('cache-control', 'private, no-store');
      return { data: wireOrder(order) };
    },
  );

  app.post(
    '/subscription/orders/:orderId/check',
    {
      schema: {
        tags: TAGS,
        summary: 'Check again: ask the gateway about your payment still being confirmed',
        security: bearer,
        params: orderIdParam,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await limit(user.id);
      const [order] = await db
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.id, request.params.orderId), eq(paymentOrders.userId, user.id)));
      if (!order) throw notFound('order_not_found');
      return { data: wireOrder(await checkOrder(payments, order.id, 'reader')) };
    },
  );

  app.get(
    '/subscription/orders/:orderId/receipt',
    {
      schema: {
        tags: TAGS,
        summary: 'The receipt of one of your payments',
        security: bearer,
        params: orderIdParam,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await receiptOf(db, user.id, request.params.orderId) };
    },
  );

  app.post(
    '/subscription/orders/:orderId/receipt/resend',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail the receipt of one of your completed payments again, in the language you ordered in',
        description:
          `\`{ data: { order_id, sent_to } }\`. At most ${RECEIPT_RESENDS.max} a payment an hour (yours and an admin\u2019s together): ` +
          '429 `receipt_resend_limited`. 404 for a payment not yours; 409 `receipt_not_available` for one not completed.',
        security: bearer,
        params: orderIdParam,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await limit(user.id);
      reply.status(202);
      return { data: await resendReceipt(payments, request.params.orderId, { readerId: user.id }) };
    },
  );

  app.post(
    '/subscription/trial',
    {
      schema: {
        tags: TAGS,
        summary:
          'Start your one free trial (7 days, or a campaign coupon\u2019s), or redeem a free-period coupon',
        description:
          '`{ data: { days, expires_at, source } }`. 409 `trial_already_used`; 400 `coupon_invalid`.',
        security: bearer,
        body: z.object({ coupon_code: couponCode.optional() }).default({}),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await limit(user.id);
      reply.status(201);
      return { data: await startTrialOrRedeem(payments, user.id, request.body.coupon_code) };
    },
  );

  // ── Admin ────────────────────────────────────────────────────────────────────────────────
  const packagesAdmin = roles.only('subscriptions.packages.manage');
  const ordersAdmin = roles.only('payments.refund');
  const trialsAdmin = roles.only('payments.trials.read');
  const receiptsAdmin = roles.only('payments.receipts.resend');
  const adminOpts = { tags: TAGS, security: bearer };

  app.get(
    '/admin/packages',
    {
      preValidation: packagesAdmin,
      schema: { ...adminOpts, summary: 'Every package, active or not (admin)' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listPackages(db, { all: true }) };
    },
  );

  app.patch(
    '/admin/packages/:id',
    {
      preValidation: packagesAdmin,
      schema: {
        ...adminOpts,
        summary: 'Edit a package: price, period, colour, names, descriptions, active (admin)',
        params: z.object({ id: coercedRowIdSchema('must be a package id') }),
        body: z
          .object({
            // null takes the package off sale until a price is set again (ADR 181).
            price_paisa: z
              .number()
              .int('must be whole paisa')
              .min(0, 'must be 0 or more')
              .max(100_000_000, 'is too large')
              .nullable(),
            period_days: z
              .number()
              .int('must be whole days')
              .min(1, 'must be at least 1')
              .max(3660, 'is too long'),
            colour,
            name_np: text(80),
            name_en: text(80),
            description_np: text(600),
            description_en: text(600),
            active: z.boolean(),
          })
          .partial()
          .refine((b) => Object.keys(b).length > 0, 'send at least one field'),
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'subscriptions.packages.manage');
      const [before] = await db.select().from(packages).where(eq(packages.id, request.params.id));
      if (!before) throw notFound('package_not_found');
      const b = request.body;
      const [after] = await db
        .update(packages)
        .set({
          ...(b.price_paisa !== undefined ? { pricePaisa: b.price_paisa } : {}),
          ...(b.period_days !== undefined ? { periodDays: b.period_days } : {}),
          ...(b.colour !== undefined ? { colour: b.colour } : {}),
          ...(b.name_np !== undefined ? { nameNp: b.name_np } : {}),
          ...(b.name_en !== undefined ? { nameEn: b.name_en } : {}),
          ...(b.description_np !== undefined ? { descriptionNp: b.description_np } : {}),
          ...(b.description_en !== undefined ? { descriptionEn: b.description_en } : {}),
          ...(b.active !== undefined ? { active: b.active } : {}),
          updatedAt: new Date(payments.now()),
        })
        .where(eq(packages.id, before.id))
        .returning();
      await audit(db, caller, payments.now(), 'package.update', 'package', String(before.id), before, after);
      return { data: after };
    },
  );

  app.get(
    '/admin/coupons',
    {
      preValidation: packagesAdmin,
      schema: { ...adminOpts, summary: 'Every coupon with how often it was used (admin)' },
    },
    async (_request, reply) => {
      const rows = await db
        .select({
          coupon: coupons,
          uses: sql<number>`(SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = ${coupons.id})`,
        })
        .from(coupons)
        .orderBy(desc(coupons.createdAt));
      reply.header('cache-control', 'private, no-store');
      return { data: rows.map((r) => ({ ...r.coupon, uses: r.uses })) };
    },
  );

  app.post(
    '/admin/coupons',
    {
      preValidation: packagesAdmin,
      schema: {
        ...adminOpts,
        summary: 'Create a coupon: percent or fixed discount, free period, or a campaign trial (admin)',
        body: z
          .object({
            code: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9-]{3,40}$/, 'must be 3 to 40 letters, digits or hyphens'),
            kind: z.enum(['percent', 'fixed', 'free-period', 'trial'], {
              message: 'must be percent, fixed, free-period or trial',
            }),
            value: z
              .number()
              .int('must be a whole number')
              .min(1, 'must be at least 1')
              .max(100_000_000, 'is too large'),
            package_id: z.number().int().positive().nullable().optional(),
            valid_from: z
              .string()
              .datetime({ offset: true, message: 'must be a date and time' })
              .nullable()
              .optional(),
            valid_until: z
              .string()
              .datetime({ offset: true, message: 'must be a date and time' })
              .nullable()
              .optional(),
            max_uses: z.number().int().min(1, 'must be at least 1').nullable().optional(),
            max_uses_per_account: z.number().int().min(1, 'must be at least 1').max(1000).optional(),
            note: z.string().trim().max(200, 'must be at most 200 characters').optional(),
          })
          .refine((b) => b.kind !== 'percent' || b.value <= 100, {
            message: 'a percent is at most 100',
            path: ['value'],
          }),
      },
    },
    async (request, reply) => {
      const caller = await roles.require(request, 'subscriptions.packages.manage');
      const b = request.body;
      const code = b.code.toUpperCase();
      if (b.package_id != null) {
        const [pack] = await db
          .select({ id: packages.id })
          .from(packages)
          .where(eq(packages.id, b.package_id));
        if (!pack) throw notFound('package_not_found');
      }
      const [row] = await db
        .insert(coupons)
        .values({
          code,
          kind: b.kind,
          value: b.value,
          packageId: b.package_id ?? null,
          validFrom: b.valid_from ? new Date(b.valid_from) : null,
          validUntil: b.valid_until ? new Date(b.valid_until) : null,
          maxUses: b.max_uses ?? null,
          maxUsesPerAccount: b.max_uses_per_account ?? 1,
          note: b.note ?? '',
          createdAt: new Date(payments.now()),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('coupon_code_taken', undefined, 'code');
      await audit(db, caller, payments.now(), 'coupon.create', 'coupon', String(row.id), null, row);
      reply.status(201);
      return { data: row };
    },
  );

  app.patch(
    '/admin/coupons/:id',
    {
      preValidation: packagesAdmin,
      schema: {
        ...adminOpts,
        summary: 'Disable or enable a coupon (admin)',
        params: z.object({ id: coercedRowIdSchema('must be a coupon id') }),
        body: z.object({ disabled: z.boolean({ message: 'must be true or false' }) }),
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'subscriptions.packages.manage');
      const [before] = await db.select().from(coupons).where(eq(coupons.id, request.params.id));
      if (!before) throw notFound('coupon_not_found');
      const [after] = await db
        .update(coupons)
        .set({ disabled: request.body.disabled })
        .where(eq(coupons.id, before.id))
        .returning();
      await audit(
        db,
        caller,
        payments.now(),
        request.body.disabled ? 'coupon.disable' : 'coupon.enable',
        'coupon',
        String(before.id),
        { disabled: before.disabled },
        { disabled: after?.disabled },
      );
      return { data: after };
    },
  );

  app.get(
    '/admin/coupons/:id/uses',
    {
      preValidation: packagesAdmin,
      schema: {
        ...adminOpts,
        summary: 'Who used a coupon, and when (admin)',
        params: z.object({ id: coercedRowIdSchema('must be a coupon id') }),
      },
    },
    async (request, reply) => {
      const [coupon] = await db.select().from(coupons).where(eq(coupons.id, request.params.id));
      if (!coupon) throw notFound('coupon_not_found');
      const rows = await db
        .select({ use: couponUses, email: users.email })
        .from(couponUses)
        .leftJoin(users, eq(users.id, couponUses.userId))
        .where(eq(couponUses.couponId, coupon.id))
        .orderBy(desc(couponUses.usedAt));
      reply.header('cache-control', 'private, no-store');
      return {
        data: rows.map((r) => ({
          email: r.email,
          order_id: r.use.orderId,
          used_at: r.use.usedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/admin/orders',
    {
      preValidation: ordersAdmin,
      schema: {
        ...adminOpts,
        summary: 'Search orders by account e-mail, order id or gateway reference (admin)',
        querystring: z.object({ q: z.string().trim().max(120, 'must be at most 120 characters').optional() }),
      },
    },
    async (request, reply) => {
      const q = request.query.q;
      const rows = await db
        .select({ order: paymentOrders, email: users.email })
        .from(paymentOrders)
        .leftJoin(users, eq(users.id, paymentOrders.userId))
        .where(
          q
            ? or(
                eq(paymentOrders.id, q),
                eq(paymentOrders.gatewayReference, q),
                eq(paymentOrders.gatewayPaymentId, q),
                ilike(users.email, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
              )
            : undefined,
        )
        .orderBy(desc(paymentOrders.createdAt))
        .limit(100);
      reply.header('cache-control', 'private, no-store');
      return { data: rows.map((r) => ({ ...wireOrder(r.order), email: r.email })) };
    },
  );

  app.get(
    '/admin/orders/:orderId',
    {
      preValidation: ordersAdmin,
      schema: {
        ...adminOpts,
        summary: 'One order with every check made with the gateway (admin)',
        params: orderIdParam,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ order: paymentOrders, email: users.email })
        .from(paymentOrders)
        .leftJoin(users, eq(users.id, paymentOrders.userId))
        .where(eq(paymentOrders.id, request.params.orderId));
      if (!row) throw notFound('order_not_found');
      const checks = await db
        .select()
        .from(paymentChecks)
        .where(eq(paymentChecks.orderId, row.order.id))
        .orderBy(desc(paymentChecks.checkedAt), desc(paymentChecks.id));
      const log = await db
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.subjectType, 'order'), eq(adminAudit.subjectId, row.order.id)))
        .orderBy(desc(adminAudit.at));
      reply.header('cache-control', 'private, no-store');
      return {
        data: {
          ...wireOrder(row.order),
          email: row.email,
          gateway_payment_id: row.order.gatewayPaymentId,
          checks: checks.map((c) => ({
            id: c.id,
            checked_at: c.checkedAt.toISOString(),
            trigger: c.trigger,
            gateway_status: c.gatewayStatus,
            outcome: c.outcome,
            http_status: c.httpStatus,
            detail: c.detail,
          })),
          audit: log,
        },
      };
    },
  );

  app.post(
    '/admin/orders/:orderId/check',
    {
      preValidation: ordersAdmin,
      schema: { ...adminOpts, summary: 'Ask the gateway again about an order (admin)', params: orderIdParam },
    },
    async (request) => {
      const caller = await roles.require(request, 'payments.refund');
      const [before] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, request.params.orderId));
      if (!before) throw notFound('order_not_found');
      const after = await checkOrder(payments, before.id, 'admin');
      await audit(
        db,
        caller,
        payments.now(),
        'order.recheck',
        'order',
        before.id,
        { status: before.status },
        { status: after.status },
      );
      return { data: wireOrder(after) };
    },
  );

  app.post(
    '/admin/orders/:orderId/refund',
    {
      preValidation: ordersAdmin,
      schema: {
        ...adminOpts,
        summary: 'Mark a completed payment refunded, with the reason; its days are taken back (admin)',
        params: orderIdParam,
        body: z.object({ reason: text(300) }),
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'payments.refund');
      return {
        data: wireOrder(await markRefunded(payments, request.params.orderId, request.body.reason, caller)),
      };
    },
  );

  app.post(
    '/admin/orders/:orderId/receipt/resend',
    {
      preValidation: receiptsAdmin,
      schema: {
        ...adminOpts,
        summary:
          'Mail a completed payment\u2019s receipt to its account again, in the order\u2019s language (admin, audited)',
        description: `At most ${RECEIPT_RESENDS.max} a payment an hour, the reader\u2019s own re-sends included: 429 \`receipt_resend_limited\`.`,
        params: orderIdParam,
      },
    },
    async (request, reply) => {
      const caller = await roles.require(request, 'payments.receipts.resend');
      reply.status(202);
      return { data: await resendReceipt(payments, request.params.orderId, { admin: caller }) };
    },
  );

  app.get(
    '/admin/trials',
    {
      preValidation: trialsAdmin,
      schema: {
        ...adminOpts,
        summary:
          'The trials granted, newest first: who, how many days, through which coupon, until when, active (admin)',
        description:
          '`{ data: [{ user_id, email, days, coupon_code, campaign, granted_at, starts_at, expires_at, revoked, active }], page, page_size, total }`. ' +
          '`q`: part of the account\u2019s e-mail; `page` from 1; `page_size` 25 unless asked (at most 100).',
        querystring: z.object({
          q: z.string().trim().max(120, 'must be at most 120 characters').optional(),
          page: z.coerce
            .number()
            .int('must be a page number')
            .min(1, 'must be a page number')
            .max(10_000, 'is too large')
            .default(1),
          page_size: z.coerce
            .number()
            .int('must be a whole number')
            .min(1, 'must be at least 1')
            .max(TRIALS_PAGE_SIZE_MAX, `must be at most ${TRIALS_PAGE_SIZE_MAX}`)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { q, page, page_size } = request.query;
      return listTrials(db, {
        ...(q ? { q } : {}),
        page,
        ...(page_size !== undefined ? { pageSize: page_size } : {}),
        now: payments.now(),
      });
    },
  );

  app.get(
    '/admin/audit',
    {
      preValidation: ordersAdmin,
      schema: {
        ...adminOpts,
        summary: 'The admin audit log, newest first (admin)',
        querystring: z.object({
          subject_type: z.string().max(40).optional(),
          subject_id: z.string().max(80).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { subject_type, subject_id } = request.query;
      const rows = await db
        .select()
        .from(adminAudit)
        .where(
          and(
            subject_type ? eq(adminAudit.subjectType, subject_type) : undefined,
            subject_id ? eq(adminAudit.subjectId, subject_id) : undefined,
          ),
        )
        .orderBy(desc(adminAudit.at), desc(adminAudit.id))
        .limit(200);
      reply.header('cache-control', 'private, no-store');
      return { data: rows };
    },
  );
};
