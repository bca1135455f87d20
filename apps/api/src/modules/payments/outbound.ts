/**
 * The gateways' server-side calls (Khalti initiate and lookup, eSewa's status API) go through the
 * guarded outbound module (ADR 162) like every other fetch of the API: checked addresses, a size
 * limit and a time limit. OUTBOUND_ALLOW lets development and tests reach the local stand-ins.
 */
import { type Fetcher, guardedFetch } from '../../security/outbound.js';
import type { GatewayFetch } from './gateways/index.js';

/** A gateway answer is a small JSON document. */
const MAX_ANSWER_BYTES = 256 * 1024;

export function outboundGatewayFetch(fetcher: Fetcher = guardedFetch, timeoutMs = 15_000): GatewayFetch {
  return async (url, init) => {
    const answer = await fetcher(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 2,
      signal: init.signal,
    });
    const empty = answer.status === 204 || answer.status === 304 || answer.status < 200;
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status < 200 ? 502 : answer.status,
    });
  };
}
