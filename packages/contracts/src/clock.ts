/**
 * The test clock (`CLOCK_AT`, ADR 072): e2e tests start the product at a fixed instant so "today"
 * is a published day, not the wall clock. One rule for the API and the web server's configs.
 */

/** An ISO instant with its offset, such as 2026-11-24T09:00:00+05:45 (or ...Z). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const CLOCK_AT_FORMAT = 'must be an ISO instant with an offset, such as 2026-11-24T09:00:00+05:45';
export const CLOCK_AT_IN_PRODUCTION = 'is for tests and development only and must not be set in production';

/** Epoch ms of a `CLOCK_AT` value, or undefined when it is not an ISO instant with an offset. */
export function parseClockAt(raw: string): number | undefined {
  if (!ISO_INSTANT.test(raw)) return undefined;
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * "Now" as epoch ms: `at` when the process started, then advancing with real time, so timers,
 * token lifetimes and cache freshness behave as with the real clock. Without `at`, `Date.now`.
 */
export function offsetClock(at: number | undefined, startedAt: number = Date.now()): () => number {
  if (at === undefined) return Date.now;
  const offset = at - startedAt;
  return () => Date.now() + offset;
}
