/**
 * One small interface for every payment gateway (ADR 180): start a payment for an order, read
 * what the browser brings back (an untrusted claim), and ask the gateway itself what happened (the
 * only answer that may grant anything).
 */

export const GATEWAY_IDS = ['esewa', 'khalti'] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];

/** What the orders service asks a gateway to collect. */
export interface PaymentToStart {
  /**
   * Our order id: eSewa's `transaction_uuid` and Khalti's `purchase_order_id`. Letters, digits
   * and hyphens only (eSewa's rule), at most 64 characters, unique per attempt.
   */
  orderId: string;
  /** The whole amount, in paisa. */
  amountPaisa: number;
  /** What is bought, as the payer sees it on Khalti's page (`purchase_order_name`). */
  productName: string;
  /** Where the browser comes back after paying: eSewa's `success_url`, Khalti's `return_url` (GET). */
  returnUrl: string;
  /** eSewa's `failure_url` (cancel or failure). Khalti sends every outcome to `returnUrl`. */
  failureUrl: string;
}

/** What the browser must do next to reach the gateway's payment page. */
export type BrowserStep =
  /** eSewa: an HTML form POSTed to `action` with exactly these fields. */
  | { kind: 'form-post'; action: string; fields: Record<string, string> }
  /** Khalti: a plain redirect to `payment_url`. */
  | { kind: 'redirect'; url: string };

export interface StartedPayment {
  gateway: GatewayId;
  orderId: string;
  /** The gateway's own id of this attempt (Khalti's `pidx`); eSewa has none before payment. */
  gatewayPaymentId: string | null;
  /** When the gateway's payment link stops working (Khalti's `expires_at`), epoch ms. */
  expiresAt: number | null;
  browser: BrowserStep;
}

/** A return URL's query string as Fastify parses it. */
export type ReturnQuery = Record<string, string | string[] | undefined>;

/**
 * What the browser claims on its way back. A claim is never proof of payment: anyone can type a
 * query string. It says which order to check; only {@link PaymentGateway.check} decides.
 */
export interface PaymentClaim {
  gateway: GatewayId;
  /** Our order id as the return names it; null when the return carries none (eSewa's failure_url). */
  orderId: string | null;
  gatewayPaymentId: string | null;
  status: 'completed' | 'pending' | 'cancelled' | 'failed';
  amountPaisa: number | null;
  /** eSewa's `transaction_code`, Khalti's `transaction_id`; null when there is none yet. */
  gatewayReference: string | null;
}

/** The order as we stored it, which the gateway's answer must match. */
export interface PaymentToCheck {
  orderId: string;
  amountPaisa: number;
  /** Khalti's `pidx` from {@link StartedPayment}; eSewa finds the payment by order id and amount. */
  gatewayPaymentId: string | null;
}

/** The gateway's answer as it came, for the record of every check. */
export interface GatewayEvidence {
  httpStatus: number;
  body: string;
}

/** The gateway's own answer about a payment, compared with our order. */
export type VerifiedPayment = (
  | {
      /** Paid, for exactly the order's amount. The only status that grants anything. */
      status: 'completed';
      gatewayReference: string;
      amountPaisa: number;
    }
  | {
      /**
       * Not final yet (eSewa PENDING or AMBIGUOUS; Khalti Initiated or Pending): check again
       * later, grant nothing now.
       */
      status: 'pending';
    }
  | { status: 'cancelled' }
  | { status: 'expired' }
  | { status: 'refunded'; partial: boolean; gatewayReference: string | null }
  /** The gateway knows no such payment (eSewa: never paid or session expired). */
  | { status: 'not-found' }
  | {
      /** The gateway's answer disagrees with our order: never grant, and look into it. */
      status: 'failed';
      reason: 'amount-mismatch' | 'order-mismatch';
      amountPaisa: number | null;
    }
) & { gateway: GatewayId; gatewayStatus: string; evidence: GatewayEvidence };

export type VerifiedStatus = VerifiedPayment['status'];

export interface PaymentGateway {
  readonly id: GatewayId;
  /** Whether this is the local test gateway, where no money moves. */
  readonly standIn: boolean;
  /** Starts a payment; for Khalti this calls the gateway (initiate), for eSewa it signs a form. */
  initiate(payment: PaymentToStart): Promise<StartedPayment>;
  /** Reads a return URL's query into a claim; throws {@link PaymentGatewayError} on a forged or broken one. */
  readReturn(query: ReturnQuery): PaymentClaim;
  /** Asks the gateway (eSewa's status API, Khalti's lookup) what became of the order's payment. */
  check(payment: PaymentToCheck): Promise<VerifiedPayment>;
}

export type PaymentGatewayErrorCode =
  /** The order cannot be sent to this gateway (order id characters, amount below the minimum). */
  | 'payment_invalid'
  /** The gateway refused our request (credentials, validation); the message says what it said. */
  | 'gateway_refused'
  /** The gateway did not answer in time, answered 5xx, or said it is unavailable: try again later. */
  | 'gateway_unavailable'
  /** The gateway answered something its protocol does not allow. */
  | 'gateway_protocol'
  /** A return query that cannot be read (missing fields, bad Base64 or JSON, bad amount). */
  | 'return_malformed'
  /** A return whose signature does not match its fields: tampered with, or not from the gateway. */
  | 'return_signature_invalid'
  /** A correctly signed return for another merchant's product code. */
  | 'return_product_mismatch';

/** A gateway step that failed; `code` is stable for the API's named errors. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
  constructor(
    readonly code: PaymentGatewayErrorCode,
    readonly gateway: GatewayId,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * How a return's claim disagrees with the order it names, or null when it does not: another
 * order, another Khalti payment (`pidx`), or another amount. A disagreeing return is refused
 * before the gateway is asked; an agreeing one still grants nothing until `check` says completed.
 */
export function claimDisagreement(
  claim: PaymentClaim,
  order: PaymentToCheck & { gateway: GatewayId },
): 'gateway' | 'order' | 'gateway-payment' | 'amount' | null {
  if (claim.gateway !== order.gateway) return 'gateway';
  if (claim.orderId !== null && claim.orderId !== order.orderId) return 'order';
  if (claim.gatewayPaymentId !== null && claim.gatewayPaymentId !== order.gatewayPaymentId)
    return 'gateway-payment';
  if (claim.amountPaisa !== null && claim.amountPaisa !== order.amountPaisa) return 'amount';
  return null;
}

/** Letters, digits and hyphens: what eSewa allows in `transaction_uuid`, used for both gateways. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
