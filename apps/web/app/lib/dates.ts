/**
 * Dates in words from the API's ISO dates, by the engine's formatters: "२०८२ असोज १६" /
 * "16 Asoj 2082" for BS, "२०२५ अक्टोबर २" / "2 October 2025" for AD. An ISO date that does not
 * parse is shown as it came.
 */
import { formatAdDate, formatBsDate, parseIsoDate } from '@patro/calendar';
import type { Lang } from '../i18n/types';

/** A BS ISO date in words. */
export function bsWords(iso: string, lang: Lang): string {
  const d = parseIsoDate(iso, { calendar: 'bs' });
  return d ? formatBsDate(d, lang) : iso;
}

/** An AD ISO date in words. */
export function adWords(iso: string, lang: Lang): string {
  const d = parseIsoDate(iso);
  return d ? formatAdDate(d, lang) : iso;
}

/** BS first, AD beside it: "२०८२ असोज १६ (२०२५ अक्टोबर २)". */
export function bothWords(date: { bs: string; ad: string }, lang: Lang): string {
  return `${bsWords(date.bs, lang)} (${adWords(date.ad, lang)})`;
}
