/**
 * A local stand-in for Khalti ePayment KPG-2 (ADR 180), following data-sources §6b and Khalti's
 * docs: `POST /api/v2/epayment/initiate/` with `Authorization: Key …` answering `pidx`,
 * `payment_url`, `expires_at` and `expires_in`; the payment page at `/?pidx=…` where the tester
 * chooses the outcome; the GET callback to `return_url` with Khalti's query fields in Khalti's
 * order; and `POST /api/v2/epayment/lookup/`, which answers `Expired` and `User canceled` with
 * HTTP 400 and a normal body. Never started in production.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { KHALTI_MINIMUM_PAISA } from '../gateways/khalti.js';
import { KHALTI_STANDIN_SECRET_KEY } from './credentials.js';
import {
  amountText,
  both,
  choiceForm,
  details,
  escapeHtml,
  page,
  type StandInOptions,
  standInApp,
  TEXT,
  testerPaymentsPage,
  withQuery,
} from './page.js';

const NAME = 'Khalti';

/** The sandbox's link lifetime (its sample answer says 1800 s; production links last 60 min). */
export const KHALTI_STANDIN_LINK_SECONDS = 1800;

type KhaltiStatus =
  | 'Initiated'
  | 'Pending'
  | 'Completed'
  | 'User canceled'
  | 'Refunded'
  | 'Partially refunded';

interface KhaltiPayment {
  pidx: string;
  returnUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  expiresAt: number;
  status: KhaltiStatus;
  transactionId: string | null;
  /** The tester's choice on the payment page; null until then. */
  choice: string | null;
}

export interface KhaltiStandInOptions extends StandInOptions {
  secretKey?: string;
  linkSeconds?: number;
}

/** Khalti's ids (pidx, transaction ids) are 22 base62 characters. */
function khaltiId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(22), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Khalti writes times in Nepal time with microseconds: 2023-05-25T16:26:16.471649+05:45. */
function nepalTime(epochMs: number): string {
  return new Date(epochMs + (5 * 60 + 45) * 60_000).toISOString().replace('Z', '000+05:45');
}

function isUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value);
}

export function buildKhaltiStandIn(options: KhaltiStandInOptions): FastifyInstance {
  const secretKey = options.secretKey ?? KHALTI_STANDIN_SECRET_KEY;
  const now = options.now ?? Date.now;
  const linkMs = (options.linkSeconds ?? KHALTI_STANDIN_LINK_SECONDS) * 1000;
  const payments = new Map<string, KhaltiPayment>();
  const app = standInApp(options.logger);

  /** Khalti's two documented 401 bodies. Its scheme word "Key" is case-insensitive (its docs send "key"). */
  function authorized(authorization: string | undefined, reply: FastifyReply): boolean {
    const match = /^key (.+)$/i.exec(authorization ?? '');
    if (!match) {
      reply.code(401).send({ detail: 'Authentication credentials were not provided.', status_code: 401 });
      return false;
    }
    if (match[1] !== secretKey) {
      reply.code(401).send({ detail: 'Invalid token.', status_code: 401 });
      return false;
    }
    return true;
  }

  /** Initiated links expire; the lookup then says Expired. */
  function statusOf(payment: KhaltiPayment): KhaltiStatus | 'Expired' {
    return payment.status === 'Initiated' && now() >= payment.expiresAt ? 'Expired' : payment.status;
  }

  app.post('/api/v2/epayment/initiate/', async (request, reply) => {
    if (!authorized(request.headers.authorization, reply)) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    for (const field of ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name']) {
      const value = body[field];
      if (typeof value !== 'string' || value.trim() === '') errors[field] = ['This field may not be blank.'];
      else if (field.endsWith('_url') && !isUrl(value)) errors[field] = ['Enter a valid URL.'];
    }
    // Khalti takes the amount as an integer or a string of digits (its own examples send "1000").
    const amount =
      typeof body.amount === 'string' && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
      errors.amount = ['A valid integer is required.'];
    } else if (amount < KHALTI_MINIMUM_PAISA) {
      errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
    }
    if (Object.keys(errors).length > 0)
      return reply.code(400).send({ ...errors, error_key: 'validation_error' });
    const pidx = khaltiId();
    const expiresAt = now() + linkMs;
    payments.set(pidx, {
      pidx,
      returnUrl: body.return_url as string,
      amountPaisa: amount as number,
      purchaseOrderId: body.purchase_order_id as string,
      purchaseOrderName: body.purchase_order_name as string,
      expiresAt,
      status: 'Initiated',
      transactionId: null,
      choice: null,
    });
    return {
      pidx,
      payment_url: `${options.publicUrl}/?pidx=${pidx}`,
      expires_at: nepalTime(expiresAt),
      expires_in: Math.round(linkMs / 1000),
    };
  });

  app.get('/', async (request, reply) => {
    const pidx = (request.query as Record<string, unknown>).pidx;
    const payment = typeof pidx === 'string' ? payments.get(pidx) : undefined;
    reply.type('text/html');
    if (!payment) return reply.code(404).send(page(NAME, TEXT.notFound, ''));
    const amount = amountText(payment.amountPaisa);
    const facts = details([
      [TEXT.product, payment.purchaseOrderName],
      [TEXT.order, payment.purchaseOrderId],
      [TEXT.amount, `${amount.ne} / ${amount.en}`],
    ]);
    const status = statusOf(payment);
    if (status === 'Expired') return reply.code(410).send(page(NAME, TEXT.expired, facts));
    if (payment.choice !== null) {
      return reply
        .code(409)
        .send(page(NAME, TEXT.decided, `${facts}<p>${both(TEXT.status)}: ${escapeHtml(status)}</p>`));
    }
    return page(NAME, TEXT.payment, facts + choiceForm(`/?pidx=${payment.pidx}`));
  });

  app.post('/', async (request, reply) => {
    const pidx = (request.query as Record<string, unknown>).pidx;
    const payment = typeof pidx === 'string' ? payments.get(pidx) : undefined;
    const choice = (request.body as Record<string, unknown> | undefined)?.choice;
    if (!payment)
      return reply
        .code(404)
        .type('text/html')
        .send(page(NAME, TEXT.notFound, ''));
    if (payment.choice !== null || statusOf(payment) === 'Expired') {
      return reply.redirect(`/?pidx=${payment.pidx}`, 303);
    }
    let status: 'Completed' | 'Pending' | 'User canceled';
    let transactionId = '';
    if (choice === 'success' || choice === 'pending') {
      payment.status = choice === 'success' ? 'Completed' : 'Pending';
      payment.transactionId = khaltiId();
      status = payment.status;
      transactionId = payment.transactionId;
    } else if (choice === 'cancel') {
      payment.status = 'User canceled';
      status = payment.status;
    } else if (choice === 'tampered') {
      // The browser claims Completed with a made-up transaction id; Khalti's own record stays Initiated.
      status = 'Completed';
      transactionId = khaltiId();
    } else {
      return reply
        .code(400)
        .type('text/html')
        .send(page(NAME, TEXT.refused, ''));
    }
    payment.choice = choice;
    const amount = String(payment.amountPaisa);
    const mobile = status === 'User canceled' ? '' : '98XXXXX904';
    // Khalti's callback fields, in the order of its documented samples.
    const query: [string, string][] =
      status === 'User canceled'
        ? [
            ['pidx', payment.pidx],
            ['transaction_id', ''],
            ['tidx', ''],
            ['amount', amount],
            ['total_amount', amount],
            ['mobile', mobile],
            ['status', status],
            ['purchase_order_id', payment.purchaseOrderId],
            ['purchase_order_name', payment.purchaseOrderName],
          ]
        : [
            ['pidx', payment.pidx],
            ['txnId', transactionId],
            ['amount', amount],
            ['total_amount', amount],
            ['status', status],
            ['mobile', mobile],
            ['tidx', transactionId],
            ['purchase_order_id', payment.purchaseOrderId],
            ['purchase_order_name', payment.purchaseOrderName],
            ['transaction_id', transactionId],
          ];
    return reply.redirect(withQuery(payment.returnUrl, query), 303);
  });

  app.post('/api/v2/epayment/lookup/', async (request, reply) => {
    if (!authorized(request.headers.authorization, reply)) return reply;
    const pidx = ((request.body ?? {}) as Record<string, unknown>).pidx;
    const payment = typeof pidx === 'string' ? payments.get(pidx) : undefined;
    if (!payment) return reply.code(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    const status = statusOf(payment);
    return reply.code(status === 'Expired' || status === 'User canceled' ? 400 : 200).send({
      pidx: payment.pidx,
      total_amount: payment.amountPaisa,
      status,
      transaction_id: payment.transactionId,
      fee: 0,
      refunded: status === 'Refunded' || status === 'Partially refunded',
    });
  });

  // For testers: what Khalti's merchant dashboard would do later — settle a pending payment, refund one.
  app.get('/standin/payments', async (_request, reply) => {
    reply.type('text/html');
    return testerPaymentsPage(
      NAME,
      [...payments.values()].map((payment) => ({
        id: payment.pidx,
        label: `${escapeHtml(payment.purchaseOrderId)}<br><small>${escapeHtml(payment.pidx)}</small>`,
        amountPaisa: payment.amountPaisa,
        status: statusOf(payment),
      })),
    );
  });

  app.post<{ Params: { pidx: string; action: string } }>(
    '/standin/payments/:pidx/:action',
    async (request, reply) => {
      const payment = payments.get(request.params.pidx);
      if (!payment)
        return reply
          .code(404)
          .type('text/html')
          .send(page(NAME, TEXT.notFound, ''));
      const { action } = request.params;
      if (action === 'complete' && payment.status === 'Pending') {
        payment.status = 'Completed';
      } else if ((action === 'refund' || action === 'partial-refund') && payment.status === 'Completed') {
        payment.status = action === 'refund' ? 'Refunded' : 'Partially refunded';
      } else {
        return reply
          .code(409)
          .type('text/html')
          .send(page(NAME, TEXT.refused, `<p>${escapeHtml(statusOf(payment))}</p>`));
      }
      return reply.redirect('/standin/payments', 303);
    },
  );

  return app;
}
