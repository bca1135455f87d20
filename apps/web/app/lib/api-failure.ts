/**
 * A failed API call as the web keeps it (ADR 150), read from the error body. Apart from the
 * catalogue (lib/api-error.ts), so the session module that reads every answer does not carry the
 * catalogue's texts into pages that never show a refusal.
 */
import type { ErrorParams } from '@patro/contracts/errors';

/** What a failed call carries: the status (0 for a network failure), the code and its values. */
export interface ApiFailure {
  status: number;
  code?: string;
  /** The field at fault, when one is (`invalid_field`). */
  field?: string;
  params?: ErrorParams;
}

/** The `code` and `params` of an error body read from the wire (anything else is dropped). */
export function failureFromBody(status: number, body: unknown): { ok: false } & ApiFailure {
  const wire = (body ?? {}) as { code?: unknown; field?: unknown; params?: unknown };
  // Kept as sent: `apiErrorText` falls back for a code this copy does not know.
  const code = typeof wire.code === 'string' ? wire.code : undefined;
  const params = wire.params && typeof wire.params === 'object' ? (wire.params as ErrorParams) : undefined;
  const field = typeof wire.field === 'string' ? wire.field : undefined;
  return {
    ok: false,
    status,
    ...(code ? { code } : {}),
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
  };
}
