/**
 * The web's one rule for showing a failed API call (ADR 150): the shared catalogue's message for
 * the answer's `code`, in the page's language, its parameters filled from the answer; the spec's
 * fallback ("Something Went Wrong", §8) for a code this copy does not know, for a network failure
 * and for an answer without a code. The API's own `message` is never shown, so a Nepali page
 * never shows English.
 */
import { errorText } from '@patro/contracts/errors';
import type { Lang } from '../i18n';
import type { ApiFailure } from './api-failure';

export function apiErrorText(failure: ApiFailure, lang: Lang): string {
  return errorText(failure.status > 0 ? failure.code : undefined, lang, failure.params);
}
