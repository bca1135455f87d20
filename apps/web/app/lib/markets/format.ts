/**
 * How market numbers and dates read on the pages (spec §5): the engine's one number formatter
 * (Indian grouping, Devanagari digits in Nepali; large values in हजार/लाख/करोड/अर्ब/खर्ब/नील or
 * K/M/B/T) and its BS/AD date names. Nothing here formats digits itself.
 */
import {
  adToBs,
  formatAdDate,
  formatBsDate,
  formatCompactNumber,
  formatNumber,
  kathmanduIsoDate,
  kathmanduWallClock,
  parseIsoDate,
} from '@patro/calendar';
import type { Lang } from '../../i18n';

/** A price with two decimals: 1,23,456.50 / १,२३,४५६.५०. */
export function price(n: number, lang: Lang): string {
  return formatNumber(n, lang, { fractionDigits: 2 });
}

/** A whole amount (gold per tola): 3,05,200 / ३,०५,२००. */
export function whole(n: number, lang: Lang): string {
  return formatNumber(Math.round(n), lang);
}

/** A change with its sign: +1.06, −0.40 (a real minus sign), 0.00. */
export function change(n: number, lang: Lang, fractionDigits = 2): string {
  const text = formatNumber(Math.abs(n), lang, { fractionDigits });
  if (Math.abs(n) < 10 ** -fractionDigits / 2) return text;
  return `${n > 0 ? '+' : '−'}${text}`;
}

/** Which way a change went, for colour and the words screen readers hear. */
export function direction(n: number | null): 'up' | 'down' | 'same' | 'none' {
  if (n === null) return 'none';
  return n > 0.004 ? 'up' : n < -0.004 ? 'down' : 'same';
}

/** A large value in words: ३.०५ लाख / 305.2K. */
export function inWords(n: number, lang: Lang): string {
  return formatCompactNumber(n, lang, { fractionDigits: 2 });
}

/** An AD ISO date as both calendars show it: { bs: "२०७९ कार्तिक ६", ad: "२०२२ अक्टोबर २३" }. */
export function bothDates(adIso: string, lang: Lang): { bs: string; ad: string } {
  const ad = parseIsoDate(adIso);
  if (!ad) return { bs: adIso, ad: adIso };
  return { bs: formatBsDate(adToBs(ad), lang), ad: formatAdDate(ad, lang) };
}

/** A day in full as the pages print it: "6 Kartik 2079 (23 October 2022)". */
export function bsAndAd(adIso: string, lang: Lang): string {
  const both = bothDates(adIso, lang);
  return `${both.bs} (${both.ad})`;
}

/** A short axis label for a chart: "Kartik 6" / "कार्तिक ६" (BS day and month). */
export function shortBsDate(adIso: string, lang: Lang): string {
  const ad = parseIsoDate(adIso);
  return ad ? formatBsDate(adToBs(ad), lang, 'dayMonth') : adIso;
}

/** An instant (ISO) as a Nepal date and time, for "last refreshed". */
export function nepalDateTime(instant: string, lang: Lang): string {
  const ms = Date.parse(instant);
  const { hour, minute } = kathmanduWallClock(ms);
  const { bs } = bothDates(kathmanduIsoDate(ms), lang);
  const time = formatNumber(hour, lang).padStart(2, lang === 'np' ? '०' : '0');
  const minutes = formatNumber(minute, lang).padStart(2, lang === 'np' ? '०' : '0');
  return `${bs}, ${time}:${minutes}`;
}

/** A whole rupee amount with its sign (one home for money: lib/money). */
export { rupees } from '../money';
