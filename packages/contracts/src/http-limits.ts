/**
 * How long the API and the web server wait for a client (hardening: a client that sends its
 * headers or body slowly must not hold a connection for ever). Node checks open connections
 * against these every `checkEveryMs`. Answers may take longer (a live stream, server-sent events):
 * these bound only the time to receive the request.
 */
export const SERVER_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: 30_000,
  /** The headers must arrive within this. */
  headersMs: 15_000,
  /** How often Node looks for connections past either limit. */
  checkEveryMs: 1_000,
} as const;

export type ServerTimeouts = { requestMs: number; headersMs: number; checkEveryMs: number };
