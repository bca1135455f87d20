/**
 * Khalti ePayment, KPG-2 (reference: data-sources §6b, commerce-and-pages §1.4). The server
 * initiates with `Authorization: Key …` and gets `pidx` and `payment_url`; Khalti sends the browser
 * back to `return_url` with a GET query; only the lookup is final, and it answers `Expired` and
 * `User canceled` with HTTP 400 and a normal body.
 */
import { AmountError, paisaFromKhalti } from '../money.js';
import { callGateway, type GatewayAnswer, type GatewayTransport, refuseServerError, single } from './http.js';
import {
  ORDER_ID_PATTERN,
  type PaymentClaim,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentToCheck,
  type PaymentToStart,
  type ReturnQuery,
  type StartedPayment,
  type VerifiedPayment,
} from './types.js';

export interface KhaltiSettings {
  /** The API root, e.g. `https://khalti.com/api/v2` (no trailing slash). */
  apiUrl: string;
  secretKey: string;
  /** Our public site, Khalti's `website_url`. */
  websiteUrl: string;
  standIn: boolean;
}

/** Khalti refuses less than Rs 10. */
export const KHALTI_MINIMUM_PAISA = 1000;

/** Khalti's lookup statuses (compared without case: the docs write "Partially Refunded" and "Partially refunded"). */
const STATUS_MAP: Record<string, VerifiedPayment['status']> = {
  completed: 'completed',
  pending: 'pending',
  initiated: 'pending',
  refunded: 'refunded',
  'partially refunded': 'refunded',
  expired: 'expired',
  'user canceled': 'cancelled',
};

/** The message of a Khalti error body: `{"detail": …}` or `{"<field>": ["…"], "error_key": …}`. */
function khaltiErrorMessage(answer: GatewayAnswer): string {
  const body = answer.json;
  if (typeof body !== 'object' || body === null) return `HTTP ${answer.httpStatus}`;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (name === 'error_key' || name === 'status_code') continue;
    if (name === 'detail' && typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) parts.push(`${name}: ${value.join(' ')}`);
  }
  return parts.join('; ') || `HTTP ${answer.httpStatus}`;
}

export function khaltiGateway(settings: KhaltiSettings, transport: GatewayTransport): PaymentGateway {
  const fail = (code: ConstructorParameters<typeof PaymentGatewayError>[0], message: string) =>
    new PaymentGatewayError(code, 'khalti', message);
  const headers = {
    authorization: `Key ${settings.secretKey}`,
    'content-type': 'application/json',
  };

  return {
    id: 'khalti',
    standIn: settings.standIn,

    async initiate(payment: PaymentToStart): Promise<StartedPayment> {
      if (!ORDER_ID_PATTERN.test(payment.orderId)) {
        throw fail('payment_invalid', 'an order id may have only letters, digits and hyphens');
      }
      if (!Number.isSafeInteger(payment.amountPaisa) || payment.amountPaisa < KHALTI_MINIMUM_PAISA) {
        throw fail('payment_invalid', 'Khalti takes at least Rs 10 (1000 paisa)');
      }
      const answer = await callGateway('khalti', transport, `${settings.apiUrl}/epayment/initiate/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          return_url: payment.returnUrl,
          website_url: settings.websiteUrl,
          amount: payment.amountPaisa,
          purchase_order_id: payment.orderId,
          purchase_order_name: payment.productName,
        }),
      });
      refuseServerError('khalti', answer);
      if (answer.httpStatus !== 200) {
        throw fail('gateway_refused', `Khalti refused the payment: ${khaltiErrorMessage(answer)}`);
      }
      const body = answer.json as Record<string, unknown> | undefined;
      const pidx = body?.pidx;
      const paymentUrl = body?.payment_url;
      if (
        typeof pidx !== 'string' ||
        pidx === '' ||
        typeof paymentUrl !== 'string' ||
        !URL.canParse(paymentUrl)
      ) {
        throw fail('gateway_protocol', 'initiate answered without pidx or payment_url');
      }
      const expiresAt = typeof body?.expires_at === 'string' ? Date.parse(body.expires_at) : Number.NaN;
      return {
        gateway: 'khalti',
        orderId: payment.orderId,
        gatewayPaymentId: pidx,
        expiresAt: Number.isNaN(expiresAt) ? null : expiresAt,
        browser: { kind: 'redirect', url: paymentUrl },
      };
    },

    readReturn(query: ReturnQuery): PaymentClaim {
      const pidx = single(query.pidx);
      const status = single(query.status);
      // An older failure callback carries only `?message=…`.
      if (pidx === undefined && status === undefined && single(query.message) !== undefined) {
        return {
          gateway: 'khalti',
          orderId: null,
          gatewayPaymentId: null,
          status: 'failed',
          amountPaisa: null,
          gatewayReference: null,
        };
      }
      if (!pidx || !status) throw fail('return_malformed', 'the callback has no pidx or status');
      const orderId = single(query.purchase_order_id);
      if (orderId !== undefined && !ORDER_ID_PATTERN.test(orderId)) {
        throw fail('return_malformed', 'purchase_order_id is not one of our order ids');
      }
      const amountText = single(query.total_amount) ?? single(query.amount);
      let amountPaisa: number | null = null;
      if (amountText !== undefined && amountText !== '') {
        try {
          amountPaisa = paisaFromKhalti(amountText);
        } catch (error) {
          if (error instanceof AmountError) throw fail('return_malformed', error.message);
          throw error;
        }
      }
      const claimed = status.toLowerCase();
      const reference = single(query.transaction_id) || single(query.tidx) || single(query.txnId) || null;
      return {
        gateway: 'khalti',
        orderId: orderId ?? null,
        gatewayPaymentId: pidx,
        status:
          claimed === 'completed'
            ? 'completed'
            : claimed === 'pending'
              ? 'pending'
              : claimed === 'user canceled'
                ? 'cancelled'
                : 'failed',
        amountPaisa,
        gatewayReference: reference,
      };
    },

    async check(payment: PaymentToCheck): Promise<VerifiedPayment> {
      if (!payment.gatewayPaymentId) {
        throw fail('payment_invalid', 'a Khalti payment is looked up by its pidx, and this order has none');
      }
      const answer = await callGateway('khalti', transport, `${settings.apiUrl}/epayment/lookup/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ pidx: payment.gatewayPaymentId }),
      });
      refuseServerError('khalti', answer);
      const evidence = { httpStatus: answer.httpStatus, body: answer.body };
      const body = answer.json as Record<string, unknown> | undefined;
      // Expired and User canceled come as HTTP 400 with a lookup body: read the body first.
      const gatewayStatus = typeof body?.status === 'string' ? body.status : undefined;
      if (gatewayStatus === undefined) {
        if (answer.httpStatus === 404 || body?.detail === 'Not found.') {
          return { gateway: 'khalti', gatewayStatus: 'Not found', evidence, status: 'not-found' };
        }
        if (answer.httpStatus === 401 || answer.httpStatus === 403) {
          throw fail('gateway_refused', `Khalti refused the lookup: ${khaltiErrorMessage(answer)}`);
        }
        throw fail('gateway_protocol', `the lookup answered HTTP ${answer.httpStatus} without a status`);
      }
      const status = STATUS_MAP[gatewayStatus.toLowerCase()];
      if (status === undefined) {
        // The docs: "For status other than these, hold the transaction and contact Khalti."
        throw fail(
          'gateway_protocol',
          `the lookup answered an unknown status ${JSON.stringify(gatewayStatus)}`,
        );
      }
      const expectedHttp = status === 'expired' || status === 'cancelled' ? 400 : 200;
      if (answer.httpStatus !== expectedHttp) {
        throw fail('gateway_protocol', `the lookup answered ${gatewayStatus} with HTTP ${answer.httpStatus}`);
      }
      const base = { gateway: 'khalti' as const, gatewayStatus, evidence };
      const reference =
        typeof body?.transaction_id === 'string' && body.transaction_id !== '' ? body.transaction_id : null;
      if (body?.pidx !== payment.gatewayPaymentId) {
        return { ...base, status: 'failed', reason: 'order-mismatch', amountPaisa: null };
      }
      if (status === 'refunded') {
        return {
          ...base,
          status,
          partial: gatewayStatus.toLowerCase() !== 'refunded',
          gatewayReference: reference,
        };
      }
      if (status !== 'completed') return { ...base, status } as VerifiedPayment;
      let paid: number;
      try {
        paid = paisaFromKhalti(body.total_amount as number);
      } catch {
        throw fail('gateway_protocol', 'the lookup answered a total_amount that is not whole paisa');
      }
      // Only Completed counts, and only for the order's amount.
      if (paid !== payment.amountPaisa) {
        return { ...base, status: 'failed', reason: 'amount-mismatch', amountPaisa: paid };
      }
      if (reference === null) throw fail('gateway_protocol', 'a Completed lookup without transaction_id');
      return { ...base, status: 'completed', gatewayReference: reference, amountPaisa: paid };
    },
  };
}
