import { type GatewayEvidence, type GatewayId, PaymentGatewayError } from './types.js';

/**
 * The `fetch`-like function the gateways call: the global `fetch` today, the guarded outbound
 * module later. Only what a gateway call needs.
 */
export type GatewayFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<Response>;

/** How a gateway client reaches the network. */
export interface GatewayTransport {
  fetch: GatewayFetch;
  /** Each call's limit; a slower gateway counts as unavailable. */
  timeoutMs: number;
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 10_000;

/** An answer's status, its text and the text parsed as JSON (undefined when it is not JSON). */
export interface GatewayAnswer extends GatewayEvidence {
  json: unknown;
}

/**
 * One call with the timeout. A network failure or timeout throws `gateway_unavailable`; every
 * HTTP status comes back to the caller, because Khalti answers two final statuses with HTTP 400.
 */
export async function callGateway(
  gateway: GatewayId,
  transport: GatewayTransport,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<GatewayAnswer> {
  let response: Response;
  let body: string;
  try {
    response = await transport.fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PaymentGatewayError(
      'gateway_unavailable',
      gateway,
      timedOut
        ? `${gateway} did not answer within ${transport.timeoutMs} ms`
        : `${gateway} could not be reached`,
      { cause: error },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { httpStatus: response.status, body, json };
}

/** Throws `gateway_unavailable` for a 5xx answer (the gateway's trouble, worth a retry). */
export function refuseServerError(gateway: GatewayId, answer: GatewayAnswer): void {
  if (answer.httpStatus >= 500) {
    throw new PaymentGatewayError(
      'gateway_unavailable',
      gateway,
      `${gateway} answered HTTP ${answer.httpStatus}`,
    );
  }
}

/** The single value of a query parameter, or undefined (a repeated parameter is refused). */
export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}
