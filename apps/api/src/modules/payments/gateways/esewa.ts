/**
 * eSewa ePay v2 (reference: data-sources §6a). The browser POSTs a signed form to eSewa; eSewa
 * sends it back to `success_url?data=<Base64 JSON>` signed over its `signed_field_names`, or to
 * `failure_url` with nothing reliable. Only the status API says what happened.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AmountError, paisaToRupeesText, rupeesToPaisa } from '../money.js';
import { callGateway, type GatewayTransport, refuseServerError, single } from './http.js';
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

export interface EsewaSettings {
  productCode: string;
  secretKey: string;
  /** The form endpoint the browser POSTs to (`…/api/epay/main/v2/form`). */
  formUrl: string;
  /** The status API (`…/api/epay/transaction/status/`). */
  statusUrl: string;
  standIn: boolean;
}

/** The fields the request signature covers, in eSewa's order. */
export const ESEWA_REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

/**
 * The message eSewa signs: `name=value` for each name in `signedFieldNames`, joined by commas.
 * `signed_field_names` itself is one of the names in a success payload, and its value has commas.
 */
export function esewaSignedMessage(fields: Record<string, string>, signedFieldNames: string): string {
  return signedFieldNames
    .split(',')
    .map((name) => {
      const value = fields[name];
      if (value === undefined) throw new Error(`signed field ${name} is missing`);
      return `${name}=${value}`;
    })
    .join(',');
}

/** Base64(HMAC-SHA256(secret, message)), as eSewa computes `signature`. */
export function esewaSignature(secretKey: string, message: string): string {
  return createHmac('sha256', secretKey).update(message, 'utf8').digest('base64');
}

/** Whether `signature` is eSewa's signature of `message`, compared in constant time. */
export function esewaSignatureMatches(secretKey: string, message: string, signature: string): boolean {
  const expected = Buffer.from(esewaSignature(secretKey, message), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The fields a success payload must have, and must have signed, for us to read it. */
const PAYLOAD_FIELDS = ['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'];

/** eSewa's status API answer → our verified status. */
const STATUS_MAP = {
  COMPLETE: 'completed',
  PENDING: 'pending',
  // "Payment in a halted state": not final, check again.
  AMBIGUOUS: 'pending',
  FULL_REFUND: 'refunded',
  PARTIAL_REFUND: 'refunded',
  NOT_FOUND: 'not-found',
  // Reversed by eSewa.
  CANCELED: 'cancelled',
} as const;

export function esewaGateway(settings: EsewaSettings, transport: GatewayTransport): PaymentGateway {
  const fail = (code: ConstructorParameters<typeof PaymentGatewayError>[0], message: string) =>
    new PaymentGatewayError(code, 'esewa', message);

  return {
    id: 'esewa',
    standIn: settings.standIn,

    async initiate(payment: PaymentToStart): Promise<StartedPayment> {
      if (!ORDER_ID_PATTERN.test(payment.orderId)) {
        throw fail('payment_invalid', 'an eSewa transaction_uuid may have only letters, digits and hyphens');
      }
      if (!Number.isSafeInteger(payment.amountPaisa) || payment.amountPaisa < 1) {
        throw fail('payment_invalid', 'the amount must be at least 1 paisa');
      }
      const total = paisaToRupeesText(payment.amountPaisa);
      const fields: Record<string, string> = {
        amount: total,
        tax_amount: '0',
        total_amount: total,
        transaction_uuid: payment.orderId,
        product_code: settings.productCode,
        product_service_charge: '0',
        product_delivery_charge: '0',
        success_url: payment.returnUrl,
        failure_url: payment.failureUrl,
        signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
      };
      fields.signature = esewaSignature(
        settings.secretKey,
        esewaSignedMessage(fields, ESEWA_REQUEST_SIGNED_FIELDS),
      );
      return {
        gateway: 'esewa',
        orderId: payment.orderId,
        gatewayPaymentId: null,
        expiresAt: null,
        browser: { kind: 'form-post', action: settings.formUrl, fields },
      };
    },

    readReturn(query: ReturnQuery): PaymentClaim {
      const data = single(query.data);
      if (query.data === undefined) {
        // failure_url: eSewa sends no reliable payload. The order is known from our own URL.
        return {
          gateway: 'esewa',
          orderId: null,
          gatewayPaymentId: null,
          status: 'cancelled',
          amountPaisa: null,
          gatewayReference: null,
        };
      }
      if (data === undefined || data.length > 4096)
        throw fail('return_malformed', 'data must be one Base64 value');
      // A query parser turns an unencoded "+" into a space; Base64 has no spaces, so put it back.
      const base64 = data.replaceAll(' ', '+');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw fail('return_malformed', 'data is not Base64');
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
      } catch {
        throw fail('return_malformed', 'data is not Base64 JSON');
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        throw fail('return_malformed', 'data is not a JSON object');
      }
      // eSewa's values are strings; keep each exactly as sent, since the signature covers the text.
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(payload)) {
        if (typeof value === 'string') fields[name] = value;
        else if (typeof value === 'number') fields[name] = String(value);
      }
      const signedFieldNames = fields.signed_field_names;
      const signature = fields.signature;
      if (signedFieldNames === undefined || signature === undefined) {
        throw fail('return_malformed', 'data has no signed_field_names or signature');
      }
      const signed = signedFieldNames.split(',');
      const unsigned = PAYLOAD_FIELDS.filter((name) => !signed.includes(name) || fields[name] === undefined);
      if (unsigned.length > 0) {
        throw fail('return_malformed', `data does not carry signed ${unsigned.join(', ')}`);
      }
      let message: string;
      try {
        message = esewaSignedMessage(fields, signedFieldNames);
      } catch (error) {
        throw fail('return_malformed', (error as Error).message);
      }
      if (!esewaSignatureMatches(settings.secretKey, message, signature)) {
        throw fail('return_signature_invalid', 'the signature does not match the payment data');
      }
      if (fields.product_code !== settings.productCode) {
        throw fail('return_product_mismatch', 'the payment is for another merchant');
      }
      let amountPaisa: number;
      try {
        amountPaisa = rupeesToPaisa(fields.total_amount as string);
      } catch (error) {
        if (error instanceof AmountError) throw fail('return_malformed', error.message);
        throw error;
      }
      const status =
        fields.status === 'COMPLETE' ? 'completed' : fields.status === 'PENDING' ? 'pending' : 'failed';
      return {
        gateway: 'esewa',
        orderId: fields.transaction_uuid as string,
        gatewayPaymentId: null,
        status,
        amountPaisa,
        gatewayReference: fields.transaction_code || null,
      };
    },

    async check(payment: PaymentToCheck): Promise<VerifiedPayment> {
      const url = new URL(settings.statusUrl);
      url.searchParams.set('product_code', settings.productCode);
      url.searchParams.set('total_amount', paisaToRupeesText(payment.amountPaisa));
      url.searchParams.set('transaction_uuid', payment.orderId);
      const answer = await callGateway('esewa', transport, url.href, { method: 'GET' });
      refuseServerError('esewa', answer);
      const evidence = { httpStatus: answer.httpStatus, body: answer.body };
      const body = answer.json as Record<string, unknown> | undefined;
      if (typeof body !== 'object' || body === null) {
        throw fail('gateway_protocol', `the status API answered HTTP ${answer.httpStatus} without JSON`);
      }
      // The documented outage body: {"code":0,"error_message":"Service is currently unavailable"}.
      if (typeof body.error_message === 'string') {
        throw new PaymentGatewayError('gateway_unavailable', 'esewa', `eSewa: ${body.error_message}`);
      }
      const gatewayStatus = body.status;
      if (typeof gatewayStatus !== 'string' || !(gatewayStatus in STATUS_MAP)) {
        throw fail(
          'gateway_protocol',
          `the status API answered an unknown status ${JSON.stringify(gatewayStatus)}`,
        );
      }
      const base = { gateway: 'esewa' as const, gatewayStatus, evidence };
      const status = STATUS_MAP[gatewayStatus as keyof typeof STATUS_MAP];
      const reference = typeof body.ref_id === 'string' && body.ref_id !== '' ? body.ref_id : null;
      if (status === 'not-found' || status === 'pending' || status === 'cancelled')
        return { ...base, status };
      if (status === 'refunded') {
        return { ...base, status, partial: gatewayStatus === 'PARTIAL_REFUND', gatewayReference: reference };
      }
      // COMPLETE: it must be this order, for this amount, with eSewa's reference.
      if (body.transaction_uuid !== payment.orderId || body.product_code !== settings.productCode) {
        return { ...base, status: 'failed', reason: 'order-mismatch', amountPaisa: null };
      }
      let paid: number;
      try {
        paid = rupeesToPaisa(body.total_amount as string | number);
      } catch {
        throw fail('gateway_protocol', 'the status API answered a total_amount that is not an amount');
      }
      if (paid !== payment.amountPaisa) {
        return { ...base, status: 'failed', reason: 'amount-mismatch', amountPaisa: paid };
      }
      if (reference === null) throw fail('gateway_protocol', 'a COMPLETE status without ref_id');
      return { ...base, status: 'completed', gatewayReference: reference, amountPaisa: paid };
    },
  };
}
