import { formatAdDate, formatBsDate, formatNumber, parseIsoDate } from '@patro/calendar';
import type { WireDateBoth } from '@patro/contracts';
import type { Lang } from '../../i18n';

export const num = (n: number, lang: Lang) => formatNumber(n, lang);

/** A BS ISO date in words. */
export function bsWords(iso: string, lang: Lang): string {
  const d = parseIsoDate(iso, { calendar: 'bs' });
  return d ? formatBsDate(d, lang) : iso;
}

/** "१६ असोज २०८२ (२ अक्टोबर २०२५)" — BS first, AD beside it. */
export function bothWords(date: WireDateBoth, lang: Lang): string {
  const ad = parseIsoDate(date.ad);
  return `${bsWords(date.bs, lang)} (${ad ? formatAdDate(ad, lang) : date.ad})`;
}

/** An AD ISO date in words. */
export function adWords(iso: string, lang: Lang): string {
  const d = parseIsoDate(iso);
  return d ? formatAdDate(d, lang) : iso;
}
