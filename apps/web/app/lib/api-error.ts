/**
 * The web's one rule for showing a failed API call (ADR 150): the shared catalogue's message for
 * the answer's `code`, in the page's language, its parameters filled from the answer; the spec's
 * fallback ("Something Went Wrong", §8) for a code this copy does not know, for a network failure
 * and for an answer without a code. The API's own `message` is never shown, so a Nepali page
 * never shows English.
 */
import { type ErrorParams, errorText } from '@patro/contracts/errors';
import type { Lang } from '../i18n';

/** What a failed call carries: the status (0 for a network failure), the code and its values. */
export interface ApiFailure {
  status: number;
  code?: string;
  /** The field at fault, when one is (`invalid_field`). */
  field?: string;
  params?: ErrorParams;
}

export function apiErrorText(failure: ApiFailure, lang: Lang): string {
  return errorText(failure.status > 0 ? failure.code : undefined, lang, failure.params);
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
