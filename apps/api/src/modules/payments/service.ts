/**
 * Orders, checks with the gateway, idempotent grants, trials and coupons (ADR 181–185). The one
 * rule: nothing is granted from what a browser brings back; only a gateway's own answer to our
 * server (`PaymentGateway.check`) completes an order, for exactly its amount, once.
 */
import { randomUUID } from 'node:crypto';
import { formatAdDate, formatBsDate, todayInKathmandu } from '@patro/calendar';
import { and, desc, eq, gt, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  adminAudit,
  coupons,
  couponUses,
  entitlements,
  packages,
  paymentChecks,
  paymentOrders,
  trialGrants,
  users,
} from '../../db/schema.js';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import type { Mailer } from '../mail/service.js';
import {
  claimDisagreement,
  type GatewayId,
  KHALTI_MINIMUM_PAISA,
  type PaymentGateway,
  PaymentGatewayError,
  type ReturnQuery,
  type VerifiedPayment,
} from './gateways/index.js';
import { paisaToRupeesText } from './money.js';

export type PackageRow = typeof packages.$inferSelect;
export type OrderRow = typeof paymentOrders.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type Lang = 'np' | 'en';

const DAY_MS = 86_400_000;
/** eSewa gives no link lifetime; its guidance is to check with the status API after five minutes (commerce §1.3). We stop after an hour, like Khalti's default link. */
export const ORDER_LINK_MINUTES = 60;
/** Orders younger than this are left to the reader's own return (commerce §1.5). */
export const RECHECK_AFTER_MS = 5 * 60_000;
/** The free trial everyone gets once (spec §1). */
export const DEFAULT_TRIAL_DAYS = 7;
/** The product kind the ad-free packages give. */
export const AD_FREE = 'ad-free';

/**
 * What another module does once one of its orders is paid (paramarsha, bluebook): called inside
 * the transaction that marks the order completed, exactly once per order.
 */
export type PaidHandler = (order: OrderRow, tx: Db) => Promise<void>;

export interface PaymentsContext {
  db: Db;
  gateways: Partial<Record<GatewayId, PaymentGateway>>;
  now: () => number;
  webOrigin: string;
  mailer?: Mailer;
  /**
   * What happens when an order of a product kind is paid, run once per order inside the
   * transaction that completes it. Other modules add theirs (paramarsha); `ad-free` grants its package.
   */
  paidHandlers: Map<string, PaidHandler>;
}

/** The payments of one app, with the ad-free package's grant as the first paid handler. */
export function createPaymentsContext(options: Omit<PaymentsContext, 'paidHandlers'>): PaymentsContext {
  const paidHandlers = new Map<string, PaidHandler>([
    [AD_FREE, (order, tx) => grantPackage(order, tx, options.now())],
  ]);
  return { ...options, paidHandlers };
}

// ── Entitlements ───────────────────────────────────────────────────────────────────────────

/**
 * Adds `days` (or the package's period) to the account's `productKind`, from its current expiry
 * when that is still ahead (a renewal adds a period), else from now. The account row is locked
 * first, so two grants at once cannot both start from the same expiry; the expiry is then read and
 * the grant written in one statement (ADR 237: one round trip fewer inside the transaction, and
 * the package's period read there too). Null when this order already granted (unique order id) or
 * the package is gone.
 */
async function grant(
  tx: Db,
  input: {
    userId: string;
    productKind: string;
    packageId: number | null;
    source: 'order' | 'trial' | 'coupon';
    orderId?: string;
    couponCode?: string | null;
    days: number | { periodOfPackage: number };
    now: number;
  },
): Promise<{ expiresAt: Date } | null> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${input.userId} FOR UPDATE`);
  const now = new Date(input.now).toISOString();
  const days =
    typeof input.days === 'number'
      ? sql`${input.days}::int`
      : sql`(SELECT period_days FROM packages WHERE id = ${input.days.periodOfPackage})`;
  // Whole days of 86 400 s, as the reader's "days left" counts them (an interval of '1 day'
  // would follow the session's time zone across a DST change).
  const result = await tx.execute(sql`
    INSERT INTO entitlements
      (user_id, product_kind, package_id, source, order_id, coupon_code, starts_at, expires_at)
    SELECT ${input.userId}, ${input.productKind}, ${input.packageId}::int, ${input.source},
      ${input.orderId ?? null}, ${input.couponCode ?? null}, current.starts,
      current.starts + period.days * interval '86400 seconds'
    FROM (
      SELECT greatest(coalesce(max(expires_at), ${now}::timestamptz), ${now}::timestamptz) AS starts
      FROM entitlements
      WHERE user_id = ${input.userId} AND product_kind = ${input.productKind} AND revoked_at IS NULL
    ) AS current, (SELECT ${days} AS days) AS period
    WHERE period.days IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING expires_at`);
  const row = (result as unknown as { rows: { expires_at: Date | string }[] }).rows[0];
  return row ? { expiresAt: new Date(row.expires_at) } : null;
}

/** The built-in handler: an ad-free order adds its package's period. */
async function grantPackage(order: OrderRow, tx: Db, now: number): Promise<void> {
  if (!order.userId || order.packageId === null) return;
  // The order's product kind is its package's (`orderPackage`); the period is read in the grant.
  await grant(tx, {
    userId: order.userId,
    productKind: order.productKind,
    packageId: order.packageId,
    source: 'order',
    orderId: order.id,
    couponCode: order.couponCode,
    days: { periodOfPackage: order.packageId },
    now,
  });
}

// ── Packages and coupons ───────────────────────────────────────────────────────────────────

export async function listPackages(db: Db, options: { all?: boolean } = {}): Promise<PackageRow[]> {
  const rows = await db.select().from(packages).orderBy(packages.sortOrder, packages.id);
  return options.all ? rows : rows.filter((p) => p.active);
}

/** A coupon as typed (trimmed, upper-cased), checked for the account, or the spec's refusals. */
export async function findUsableCoupon(
  db: Db,
  code: string | undefined,
  userId: string,
  now: number,
  packageId: number | null,
): Promise<CouponRow> {
  const typed = code?.trim().toUpperCase() ?? '';
  if (typed === '') throw badRequest('coupon_required');
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, typed));
  if (
    !coupon ||
    coupon.disabled ||
    (coupon.validFrom && coupon.validFrom.getTime() > now) ||
    (coupon.validUntil && coupon.validUntil.getTime() <= now)
  ) {
    throw badRequest('coupon_invalid');
  }
  if (coupon.packageId !== null && packageId !== null && coupon.packageId !== packageId) {
    throw badRequest('coupon_other_package');
  }
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) FILTER (WHERE ${couponUses.userId} = ${userId})::int`,
    })
    .from(couponUses)
    .where(eq(couponUses.couponId, coupon.id));
  if (
    (coupon.maxUses !== null && (counts?.all ?? 0) >= coupon.maxUses) ||
    (counts?.mine ?? 0) >= coupon.maxUsesPerAccount
  ) {
    throw conflict('coupon_used_up');
  }
  return coupon;
}

/** The price after a percent or fixed coupon, never below zero. */
export function discountedPaisa(pricePaisa: number, coupon: CouponRow | null): number {
  if (!coupon) return pricePaisa;
  if (coupon.kind === 'percent') return pricePaisa - Math.floor((pricePaisa * coupon.value) / 100);
  if (coupon.kind === 'fixed') return Math.max(0, pricePaisa - coupon.value);
  return pricePaisa;
}

// ── Orders ─────────────────────────────────────────────────────────────────────────────────

export interface NewOrder {
  userId: string;
  /** What is bought: `ad-free`, `paramarsha`, `bluebook`, … (its handler in `paidHandlers`). */
  productKind: string;
  /** The module's own id of the thing (the package id for ad-free). */
  productRef: string;
  productName: string;
  amountPaisa: number;
  listPricePaisa?: number;
  gateway: GatewayId;
  lang: Lang;
  packageId?: number | null;
  coupon?: CouponRow | null;
}

/** What the browser does next: the spec's `redirect_url`, and for eSewa the signed form too. */
export interface OrderStart {
  order_id: string;
  status: 'initiated';
  amount_paisa: number;
  gateway: GatewayId;
  redirect_url: string;
  form: { action: string; fields: Record<string, string> } | null;
}

/** Where each gateway sends the browser back: the web's return page for this order. */
export function returnUrl(webOrigin: string, gateway: GatewayId, orderId: string): string {
  return `${webOrigin}/subscription/return/${gateway}/${orderId}`;
}

/**
 * Writes the order, then asks the gateway to start the payment (Khalti's initiate; eSewa's
 * signed form). Other modules call this for their own product kinds (ADR 182).
 */
export async function createOrder(ctx: PaymentsContext, input: NewOrder): Promise<OrderStart> {
  const gateway = ctx.gateways[input.gateway];
  if (!gateway) throw badRequest('gateway_not_offered');
  if (input.gateway === 'khalti' && input.amountPaisa < KHALTI_MINIMUM_PAISA) {
    throw badRequest('payment_amount_too_small');
  }
  const now = ctx.now();
  const id = randomUUID();
  const [order] = await ctx.db
    .insert(paymentOrders)
    .values({
      id,
      userId: input.userId,
      productKind: input.productKind,
      productRef: input.productRef,
      productName: input.productName,
      packageId: input.packageId ?? null,
      couponId: input.coupon?.id ?? null,
      couponCode: input.coupon?.code ?? null,
      listPricePaisa: input.listPricePaisa ?? input.amountPaisa,
      amountPaisa: input.amountPaisa,
      gateway: input.gateway,
      status: 'initiated',
      linkExpiresAt: new Date(now + ORDER_LINK_MINUTES * 60_000),
      lang: input.lang,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('the order could not be written');
  const back = returnUrl(ctx.webOrigin, input.gateway, id);
  let started: Awaited<ReturnType<PaymentGateway['initiate']>>;
  try {
    started = await gateway.initiate({
      orderId: id,
      amountPaisa: input.amountPaisa,
      productName: input.productName,
      returnUrl: back,
      failureUrl: `${back}?cancelled=1`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(paymentOrders)
      .set({ status: 'failed', failureReason: message, updatedAt: new Date(now) })
      .where(eq(paymentOrders.id, id));
    await recordCheck(ctx.db, id, now, 'initiate', null, 'error', null, message);
    if (error instanceof PaymentGatewayError && error.code === 'gateway_unavailable') {
      throw new ApiError(503, 'payment_gateway_unavailable');
    }
    throw new ApiError(502, 'payment_gateway_unavailable');
  }
  if (started.gatewayPaymentId !== null || started.expiresAt !== null) {
    await ctx.db
      .update(paymentOrders)
      .set({
        gatewayPaymentId: started.gatewayPaymentId,
        ...(started.expiresAt !== null ? { linkExpiresAt: new Date(started.expiresAt) } : {}),
      })
      .where(eq(paymentOrders.id, id));
  }
  const browser = started.browser;
  return {
    order_id: id,
    status: 'initiated',
    amount_paisa: input.amountPaisa,
    gateway: input.gateway,
    redirect_url: browser.kind === 'redirect' ? browser.url : `${ctx.webOrigin}/subscription/pay/esewa/${id}`,
    form: browser.kind === 'form-post' ? { action: browser.action, fields: browser.fields } : null,
  };
}

/** The ad-free package order a reader starts (spec §7 `initiatepayments`). */
export async function orderPackage(
  ctx: PaymentsContext,
  input: {
    userId: string;
    packageId: number | undefined;
    gateway: GatewayId;
    couponCode?: string;
    lang: Lang;
  },
): Promise<OrderStart> {
  if (input.packageId === undefined) throw badRequest('package_required');
  const [pack] = await ctx.db.select().from(packages).where(eq(packages.id, input.packageId));
  if (!pack?.active || pack.kind !== 'annual') throw badRequest('package_required');
  if (pack.pricePaisa === null) throw conflict('package_not_priced');
  const coupon =
    input.couponCode !== undefined && input.couponCode.trim() !== ''
      ? await findUsableCoupon(ctx.db, input.couponCode, input.userId, ctx.now(), pack.id)
      : null;
  if (coupon && (coupon.kind === 'free-period' || coupon.kind === 'trial')) {
    throw badRequest('coupon_not_for_payment');
  }
  const amount = discountedPaisa(pack.pricePaisa, coupon);
  return createOrder(ctx, {
    userId: input.userId,
    productKind: pack.productKind,
    productRef: String(pack.id),
    productName: input.lang === 'np' ? pack.nameNp : pack.nameEn,
    amountPaisa: amount,
    listPricePaisa: pack.pricePaisa,
    gateway: input.gateway,
    lang: input.lang,
    packageId: pack.id,
    coupon,
  });
}

/** An eSewa order's signed form again (the self-posting page behind its `redirect_url`). */
export async function esewaForm(ctx: PaymentsContext, orderId: string) {
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  const gateway = ctx.gateways.esewa;
  if (order?.gateway !== 'esewa' || order.status !== 'initiated' || !gateway) {
    throw notFound('order_not_found');
  }
  const back = returnUrl(ctx.webOrigin, 'esewa', order.id);
  const started = await gateway.initiate({
    orderId: order.id,
    amountPaisa: order.amountPaisa,
    productName: order.productName,
    returnUrl: back,
    failureUrl: `${back}?cancelled=1`,
  });
  if (started.browser.kind !== 'form-post') throw notFound('order_not_found');
  return { action: started.browser.action, fields: started.browser.fields };
}

async function recordCheck(
  db: Db,
  orderId: string,
  now: number,
  trigger: string,
  gatewayStatus: string | null,
  outcome: string,
  httpStatus: number | null,
  detail: string,
): Promise<void> {
  await db.insert(paymentChecks).values({
    orderId,
    checkedAt: new Date(now),
    trigger,
    gatewayStatus,
    outcome,
    httpStatus,
    detail: detail.slice(0, 4000),
  });
}

export type CheckTrigger = 'return' | 'reader' | 'job' | 'daily' | 'admin';

/** Order statuses from which a gateway's "completed" still completes (a late payment counts). */
const OPEN = ['initiated', 'pending', 'expired', 'cancelled', 'failed'] as const;

/**
 * Asks the order's gateway what became of it, records the answer, and moves the order: completed
 * (granting once, in the same transaction), pending, cancelled, expired, refunded (revoking) or
 * failed (an answer that disagrees with the order). Returns the order as it now stands.
 */
export async function checkOrder(
  ctx: PaymentsContext,
  orderId: string,
  trigger: CheckTrigger,
): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order) throw notFound('order_not_found');
  return checkLoadedOrder(ctx, order, trigger);
}

/** `checkOrder` of an order the caller has just read (the return: not read twice, ADR 237). */
async function checkLoadedOrder(
  ctx: PaymentsContext,
  order: OrderRow,
  trigger: CheckTrigger,
): Promise<OrderRow> {
  const gateway = ctx.gateways[order.gateway as GatewayId];
  if (!gateway) throw new ApiError(503, 'payment_gateway_unavailable');
  // A refunded order is final; a completed one is asked again only to learn of a refund.
  if (order.status === 'refunded') return order;
  if (order.status === 'completed' && trigger !== 'daily' && trigger !== 'admin') return order;
  const now = ctx.now();
  let verified: VerifiedPayment;
  try {
    verified = await gateway.check({
      orderId: order.id,
      amountPaisa: order.amountPaisa,
      gatewayPaymentId: order.gatewayPaymentId,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordCheck(ctx.db, order.id, now, trigger, null, 'error', null, message);
    await ctx.db
      .update(paymentOrders)
      .set({ lastCheckedAt: new Date(now) })
      .where(eq(paymentOrders.id, order.id));
    if (trigger === 'job' || trigger === 'daily') throw error;
    return order;
  }
  await recordCheck(
    ctx.db,
    order.id,
    now,
    trigger,
    verified.gatewayStatus,
    verified.status === 'failed' ? `failed:${verified.reason}` : verified.status,
    verified.evidence.httpStatus,
    verified.evidence.body,
  );
  const stamp = { lastCheckedAt: new Date(now), updatedAt: new Date(now) };
  const linkOver = now >= order.linkExpiresAt.getTime();
  switch (verified.status) {
    case 'completed':
      return complete(ctx, order, verified.gatewayReference, now);
    case 'pending':
      return setStatus(ctx.db, order, linkOver && order.gateway === 'khalti' ? 'expired' : 'pending', stamp);
    case 'cancelled':
      return setStatus(ctx.db, order, 'cancelled', stamp);
    case 'expired':
      return setStatus(ctx.db, order, 'expired', stamp);
    case 'not-found':
      return setStatus(ctx.db, order, linkOver ? 'expired' : order.status, stamp);
    case 'refunded':
      return order.status === 'completed'
        ? refund(ctx.db, order, `gateway: ${verified.gatewayStatus}`, now)
        : setStatus(ctx.db, order, order.status, stamp);
    case 'failed':
      if (order.status === 'completed') return setStatus(ctx.db, order, 'completed', stamp);
      return setStatus(ctx.db, order, 'failed', { ...stamp, failureReason: verified.reason });
  }
}

async function setStatus(
  db: Db,
  order: OrderRow,
  status: OrderRow['status'],
  set: Partial<OrderRow>,
): Promise<OrderRow> {
  // Never move a completed or refunded order backwards from here.
  const [row] = await db
    .update(paymentOrders)
    .set({ ...set, status })
    .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...OPEN])))
    .returning();
  if (row) return row;
  const [current] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
  return current ?? order;
}

/** Completes the order and grants, once: the status change and the grant are one transaction. */
async function complete(
  ctx: PaymentsContext,
  order: OrderRow,
  reference: string,
  now: number,
): Promise<OrderRow> {
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({
        status: 'completed',
        gatewayReference: reference,
        completedAt: new Date(now),
        lastCheckedAt: new Date(now),
        updatedAt: new Date(now),
        failureReason: null,
      })
      .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...OPEN])))
      .returning();
    if (!row) return null;
    if (row.couponId !== null) {
      await tx
        .insert(couponUses)
        .values({ couponId: row.couponId, userId: row.userId, orderId: row.id, usedAt: new Date(now) })
        .onConflictDoNothing();
    }
    await ctx.paidHandlers.get(row.productKind)?.(row, tx as unknown as Db);
    return row;
  });
  if (!done) {
    const [current] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    return current ?? order;
  }
  await mailReceipt(ctx, done).catch(() => undefined);
  return done;
}

/** Marks a completed order refunded and revokes what it granted. */
async function refund(db: Db, order: OrderRow, reason: string, now: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentOrders)
      .set({
        status: 'refunded',
        refundReason: reason,
        updatedAt: new Date(now),
        lastCheckedAt: new Date(now),
      })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'completed')))
      .returning();
    if (!row) throw conflict('order_not_refundable');
    await tx
      .update(entitlements)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(entitlements.orderId, order.id), isNull(entitlements.revokedAt)));
    return row;
  });
}

/** An admin marks a completed payment refunded (money returned from the gateway's dashboard). */
export async function markRefunded(
  ctx: PaymentsContext,
  orderId: string,
  reason: string,
  actor: { id: string; email: string },
): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'completed') throw conflict('order_not_refundable');
  const now = ctx.now();
  const row = await refund(ctx.db, order, reason, now);
  await audit(
    ctx.db,
    actor,
    now,
    'order.refund',
    'order',
    order.id,
    { status: order.status },
    { status: row.status },
    reason,
  );
  return row;
}

/**
 * The reader's browser came back from the gateway with `query`. The claim only names what to
 * check: a forged or disagreeing one is refused, an agreeing one is checked with the gateway.
 * Only the order's own account may do this (another account's order is 404).
 */
export async function verifyReturn(
  ctx: PaymentsContext,
  userId: string,
  gatewayId: GatewayId,
  orderId: string,
  query: ReturnQuery,
): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  if (!order || order.gateway !== gatewayId) throw notFound('order_not_found');
  const gateway = ctx.gateways[gatewayId];
  if (!gateway) throw new ApiError(503, 'payment_gateway_unavailable');
  const now = ctx.now();
  let claim: ReturnType<PaymentGateway['readReturn']>;
  try {
    claim = gateway.readReturn(query);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordCheck(ctx.db, order.id, now, 'return', null, 'refused', null, `return refused: ${message}`);
    throw badRequest('payment_return_invalid');
  }
  const disagreement = claimDisagreement(claim, {
    gateway: gatewayId,
    orderId: order.id,
    amountPaisa: order.amountPaisa,
    gatewayPaymentId: order.gatewayPaymentId,
  });
  if (disagreement !== null) {
    await recordCheck(
      ctx.db,
      order.id,
      now,
      'return',
      null,
      'refused',
      null,
      `return for another ${disagreement}`,
    );
    throw badRequest('payment_return_mismatch');
  }
  return checkLoadedOrder(ctx, order, 'return');
}

// ── Trials and free periods ────────────────────────────────────────────────────────────────

/**
 * The account's one trial: 7 days, or a `trial` coupon's days (the 15-day campaign). A
 * `free-period` coupon grants its days and is not the trial.
 */
export async function startTrialOrRedeem(
  ctx: PaymentsContext,
  userId: string,
  couponCode: string | undefined,
): Promise<{ days: number; expires_at: string; source: 'trial' | 'coupon' }> {
  const now = ctx.now();
  const coupon =
    couponCode !== undefined ? await findUsableCoupon(ctx.db, couponCode, userId, now, null) : null;
  if (coupon && coupon.kind !== 'trial' && coupon.kind !== 'free-period') {
    // A discount is used at checkout, not here.
    throw badRequest('coupon_invalid');
  }
  const isTrial = !coupon || coupon.kind === 'trial';
  const days = coupon ? coupon.value : DEFAULT_TRIAL_DAYS;
  const [trialPackage] = await ctx.db.select().from(packages).where(eq(packages.kind, 'trial')).limit(1);
  const granted = await ctx.db.transaction(async (tx) => {
    if (isTrial) {
      const [taken] = await tx
        .insert(trialGrants)
        .values({ userId, days, couponId: coupon?.id ?? null, grantedAt: new Date(now) })
        .onConflictDoNothing()
        .returning();
      if (!taken) throw conflict('trial_already_used');
    }
    if (coupon) {
      await tx.insert(couponUses).values({ couponId: coupon.id, userId, usedAt: new Date(now) });
    }
    return grant(tx as unknown as Db, {
      userId,
      productKind: AD_FREE,
      packageId: coupon?.packageId ?? trialPackage?.id ?? null,
      source: isTrial ? 'trial' : 'coupon',
      couponCode: coupon?.code ?? null,
      days,
      now,
    });
  });
  if (!granted) throw new Error('the trial could not be granted');
  return { days, expires_at: granted.expiresAt.toISOString(), source: isTrial ? 'trial' : 'coupon' };
}

// ── What the reader sees ───────────────────────────────────────────────────────────────────

/** Days left, rounded up (spec §4); 0 once expired. */
export function daysLeft(expiresAt: number, now: number): number {
  return expiresAt > now ? Math.ceil((expiresAt - now) / DAY_MS) : 0;
}

function datesOf(ms: number) {
  const { ad, bs } = todayInKathmandu(ms);
  const iso = (d: { year: number; month: number; day: number }) =>
    `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return {
    ad: iso(ad),
    bs: iso(bs),
    ad_text: { np: formatAdDate(ad, 'np'), en: formatAdDate(ad, 'en') },
    bs_text: { np: formatBsDate(bs, 'np'), en: formatBsDate(bs, 'en') },
  };
}

export function wireOrder(order: OrderRow) {
  return {
    order_id: order.id,
    product_kind: order.productKind,
    product_name: order.productName,
    package_id: order.packageId,
    coupon_code: order.couponCode,
    list_price_paisa: order.listPricePaisa,
    amount_paisa: order.amountPaisa,
    gateway: order.gateway,
    status: order.status,
    gateway_reference: order.gatewayReference,
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
    refund_reason: order.refundReason,
    failure_reason: order.failureReason,
  };
}

export function wirePackage(pack: PackageRow, lang: Lang) {
  return {
    id: pack.id,
    slug: pack.slug,
    type: pack.kind,
    product_kind: pack.productKind,
    name: lang === 'np' ? pack.nameNp : pack.nameEn,
    description: lang === 'np' ? pack.descriptionNp : pack.descriptionEn,
    package_color: pack.colour,
    period_days: pack.periodDays,
    /** Null: not on sale until an admin sets the price. */
    price_paisa: pack.pricePaisa,
    price_rupees: pack.pricePaisa === null ? null : paisaToRupeesText(pack.pricePaisa),
    active: pack.active,
  };
}

/** The reader's subscription: state, days left, expiry in BS and AD, trial, history (spec §4). */
export async function subscriptionState(db: Db, userId: string, now: number, lang: Lang) {
  const grants = await db
    .select({ entitlement: entitlements, pack: packages })
    .from(entitlements)
    .leftJoin(packages, eq(packages.id, entitlements.packageId))
    .where(and(eq(entitlements.userId, userId), eq(entitlements.productKind, AD_FREE)))
    .orderBy(desc(entitlements.expiresAt));
  const live = grants.filter((g) => g.entitlement.revokedAt === null);
  const latest = live[0];
  const expires = latest ? latest.entitlement.expiresAt.getTime() : null;
  const active = expires !== null && expires > now;
  const [trial] = await db.select().from(trialGrants).where(eq(trialGrants.userId, userId));
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(50);
  return {
    active,
    package: latest?.pack ? wirePackage(latest.pack, lang) : null,
    type: latest?.entitlement.source ?? null,
    days_left: expires !== null ? daysLeft(expires, now) : 0,
    expires_at: expires !== null ? new Date(expires).toISOString() : null,
    expiry: expires !== null ? datesOf(expires) : null,
    trial_used: trial !== undefined,
    grants: grants.map(({ entitlement: e, pack }) => ({
      source: e.source,
      package_name: pack ? (lang === 'np' ? pack.nameNp : pack.nameEn) : null,
      order_id: e.orderId,
      coupon_code: e.couponCode,
      starts_at: e.startsAt.toISOString(),
      expires_at: e.expiresAt.toISOString(),
      revoked: e.revokedAt !== null,
    })),
    orders: orders.map(wireOrder),
  };
}

/** The `subscribed_to` claims of each active entitlement (spec §3), for `services_jwt`. */
export async function activeSubscriptions(db: Db, userId: string, now: number) {
  const rows = await db
    .select({ entitlement: entitlements, pack: packages })
    .from(entitlements)
    .leftJoin(packages, eq(packages.id, entitlements.packageId))
    .where(
      and(
        eq(entitlements.userId, userId),
        isNull(entitlements.revokedAt),
        gt(entitlements.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(entitlements.expiresAt));
  // One token per product kind: the latest expiry (renewals chain on).
  const seen = new Set<string>();
  const out: {
    product_id: number | null;
    product_name: string;
    package_name: string | null;
    package_color: string | null;
    type: string;
    coupon_code: string | null;
    expiry_date: string;
  }[] = [];
  for (const { entitlement: e, pack } of rows) {
    if (seen.has(e.productKind)) continue;
    seen.add(e.productKind);
    out.push({
      product_id: pack?.id ?? null,
      product_name: e.productKind,
      package_name: pack?.nameEn ?? null,
      package_color: pack?.colour ?? null,
      type: e.source === 'order' ? (pack?.kind ?? 'annual') : e.source,
      coupon_code: e.couponCode,
      expiry_date: e.expiresAt.toISOString(),
    });
  }
  return out;
}

/** One completed (or refunded) payment of the reader's, as its receipt shows it. */
export async function receiptOf(db: Db, userId: string, orderId: string) {
  const [row] = await db
    .select({ order: paymentOrders, user: users })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  if (!row || (row.order.status !== 'completed' && row.order.status !== 'refunded')) {
    throw notFound('order_not_found');
  }
  const paidAt = (row.order.completedAt ?? row.order.updatedAt).getTime();
  return {
    ...wireOrder(row.order),
    paid_at: new Date(paidAt).toISOString(),
    paid_on: datesOf(paidAt),
    payer: { name: row.user.fullName, email: row.user.email },
    seller: 'Patro',
  };
}

const rupees = (paisa: number, lang: Lang) => {
  const text = paisaToRupeesText(paisa);
  return lang === 'np' ? `रु ${text.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)] as string)}` : `Rs ${text}`;
};

/**
 * The receipt mail of a completed order, in the language the reader ordered in (not the
 * language of whoever asks for it again). Sent through the mail module (the outbox, and SMTP when
 * configured). Returns the address it went to, or null when there is nobody to send it to.
 */
export async function mailReceipt(ctx: PaymentsContext, order: OrderRow): Promise<string | null> {
  if (!ctx.mailer || !order.userId) return null;
  const [user] = await ctx.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return null;
  const lang = order.lang;
  const link = `${ctx.webOrigin}/subscription/receipt/${order.id}${lang === 'en' ? '?lang=en' : ''}`;
  const when = datesOf((order.completedAt ?? new Date(ctx.now())).getTime());
  const lines =
    lang === 'np'
      ? [
          `नमस्ते ${user.fullName},`,
          '',
          `तपाईंको भुक्तानी प्राप्त भयो: ${order.productName}, ${rupees(order.amountPaisa, 'np')}।`,
          `मिति: ${when.bs_text.np} (${when.ad_text.np})`,
          `माध्यम: ${order.gateway === 'esewa' ? 'इसेवा' : 'खल्ती'}, सन्दर्भ: ${order.gatewayReference ?? ''}`,
          `भुक्तानी नम्बर: ${order.id}`,
          '',
          `रसिद: ${link}`,
        ]
      : [
          `Hello ${user.fullName},`,
          '',
          `We received your payment: ${order.productName}, ${rupees(order.amountPaisa, 'en')}.`,
          `Date: ${when.ad_text.en} (${when.bs_text.en} BS)`,
          `Paid with ${order.gateway === 'esewa' ? 'eSewa' : 'Khalti'}, reference ${order.gatewayReference ?? ''}`,
          `Payment number: ${order.id}`,
          '',
          `Receipt: ${link}`,
        ];
  await ctx.mailer.send({
    to: user.email,
    subject: lang === 'np' ? 'Patro: भुक्तानीको रसिद' : 'Patro: your payment receipt',
    text: lines.join('\n'),
    links: [link],
  });
  return user.email;
}

/** Re-sends of one payment's receipt, reader's and admins' together (ADR 236). */
export const RECEIPT_RESENDS = { max: 3, windowMs: 60 * 60_000 };

/**
 * Mails a completed payment's receipt again (ADR 236): the reader for their own payment (another
 * account's is 404), or an admin for anyone's (audited). At most `RECEIPT_RESENDS` per payment per
 * hour, counted before anything is sent: the fourth is 429 `receipt_resend_limited`.
 */
export async function resendReceipt(
  ctx: PaymentsContext,
  orderId: string,
  by: { readerId: string } | { admin: { id: string; email: string } },
): Promise<{ order_id: string; sent_to: string }> {
  const [order] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      'readerId' in by
        ? and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, by.readerId))
        : eq(paymentOrders.id, orderId),
    );
  if (!order) throw notFound('order_not_found');
  if (order.status !== 'completed') throw conflict('receipt_not_available');
  const now = ctx.now();
  try {
    await enforceRateLimits(ctx.db, [{ key: `receipt-resend:${order.id}`, ...RECEIPT_RESENDS }], now);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429) {
      const seconds = error.retryAfterSeconds ?? 60;
      throw new ApiError(
        429,
        'receipt_resend_limited',
        { limit: RECEIPT_RESENDS.max, count: Math.max(1, Math.ceil(seconds / 60)) },
        undefined,
        seconds,
      );
    }
    throw error;
  }
  const sentTo = await mailReceipt(ctx, order);
  if (sentTo === null) throw conflict('receipt_not_available');
  if ('admin' in by) {
    // The address is the account's own; the audit names the payment, not the mail's contents.
    await audit(ctx.db, by.admin, now, 'order.receipt.resend', 'order', order.id, null, {
      sent_to: sentTo,
      lang: order.lang,
    });
  }
  return { order_id: order.id, sent_to: sentTo };
}

// ── Trials granted (ADR 235) ───────────────────────────────────────────────────────────────

export const TRIALS_PAGE_SIZE = 25;
export const TRIALS_PAGE_SIZE_MAX = 100;

/**
 * The trials granted, newest first, `pageSize` a page (`TRIALS_PAGE_SIZE` unless asked): whose (e-mail), how many days,
 * through which coupon or campaign (none: the standard trial), when, until when (the trial's own
 * entitlement, which starts after a paid period still running), and whether it is active now
 * (not yet expired and not revoked). `q` filters by a part of the account's e-mail.
 */
export async function listTrials(
  db: Db,
  options: { q?: string; page: number; pageSize?: number; now: number },
) {
  const pageSize = options.pageSize ?? TRIALS_PAGE_SIZE;
  const q = options.q?.trim() ?? '';
  const where = q ? ilike(users.email, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(trialGrants)
    .innerJoin(users, eq(users.id, trialGrants.userId))
    .where(where);
  const rows = await db
    .select({
      trial: trialGrants,
      email: users.email,
      couponCode: coupons.code,
      couponNote: coupons.note,
      startsAt: entitlements.startsAt,
      expiresAt: entitlements.expiresAt,
      revokedAt: entitlements.revokedAt,
    })
    .from(trialGrants)
    .innerJoin(users, eq(users.id, trialGrants.userId))
    .leftJoin(coupons, eq(coupons.id, trialGrants.couponId))
    .leftJoin(
      entitlements,
      and(eq(entitlements.userId, trialGrants.userId), eq(entitlements.source, 'trial')),
    )
    .where(where)
    .orderBy(desc(trialGrants.grantedAt), trialGrants.userId)
    .limit(pageSize)
    .offset((options.page - 1) * pageSize);
  return {
    data: rows.map((r) => ({
      user_id: r.trial.userId,
      email: r.email,
      days: r.trial.days,
      coupon_code: r.couponCode,
      campaign: r.couponNote || null,
      granted_at: r.trial.grantedAt.toISOString(),
      starts_at: r.startsAt?.toISOString() ?? null,
      expires_at: r.expiresAt?.toISOString() ?? null,
      revoked: r.revokedAt !== null && r.revokedAt !== undefined,
      active:
        r.expiresAt !== null &&
        r.expiresAt.getTime() > options.now &&
        (r.revokedAt === null || r.revokedAt === undefined),
    })),
    page: options.page,
    page_size: pageSize,
    total: counted?.total ?? 0,
  };
}

// ── Reconciliation (ADR 185) ───────────────────────────────────────────────────────────────

/**
 * Orders still initiated or pending five minutes after they were made are checked with the
 * gateway; past their link's expiry a payment the gateway does not know is marked expired.
 * Returns how many were checked.
 */
export async function reconcileOpenOrders(ctx: PaymentsContext, limit = 100): Promise<number> {
  const now = ctx.now();
  const open = await ctx.db
    .select({ id: paymentOrders.id, linkExpiresAt: paymentOrders.linkExpiresAt })
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ['initiated', 'pending']),
        lt(paymentOrders.createdAt, new Date(now - RECHECK_AFTER_MS)),
      ),
    )
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
  let checked = 0;
  for (const order of open) {
    try {
      const after = await checkOrder(ctx, order.id, 'job');
      // A link well past its life that the gateway still calls pending or initiated: expired.
      if (
        (after.status === 'initiated' || after.status === 'pending') &&
        now >= order.linkExpiresAt.getTime() + 24 * 60 * 60_000
      ) {
        await setStatus(ctx.db, after, 'expired', { updatedAt: new Date(now) });
      }
    } catch {
      // Recorded as an 'error' check; the next run tries again.
    }
    checked++;
  }
  return checked;
}

/** The completed payments of the last day are asked again once (refunds made at the gateway). */
export async function recheckCompletedOrders(ctx: PaymentsContext, limit = 1000): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'completed'), gt(paymentOrders.completedAt, new Date(now - DAY_MS))))
    .limit(limit);
  for (const row of rows) {
    try {
      await checkOrder(ctx, row.id, 'daily');
    } catch {
      // Recorded; tomorrow's run does not see it again, an admin can re-check it.
    }
  }
  return rows.length;
}

// ── Audit ──────────────────────────────────────────────────────────────────────────────────

/** Writes one admin change to the audit log (any admin screen may call this). */
export async function audit(
  db: Db,
  actor: { id: string; email: string },
  now: number,
  action: string,
  subjectType: string,
  subjectId: string,
  before: unknown,
  after: unknown,
  reason: string | null = null,
): Promise<void> {
  await db.insert(adminAudit).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    at: new Date(now),
    action,
    subjectType,
    subjectId,
    before: before ?? null,
    after: after ?? null,
    reason,
  });
}
