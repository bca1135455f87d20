/**
 * Money as the pages show it: the engine's number formatter (Indian grouping, Devanagari digits in
 * Nepali) after the rupee sign, "रू ३,०५,२००" / "Rs 3,05,200". Market prices arrive in rupees;
 * what Patro sells (packages, consultations, bluebook estimates) is kept in paisa.
 */
import { formatNumber } from '@patro/calendar';
import type { Lang } from '../i18n/types';

const SIGN: Record<Lang, string> = { np: 'रू', en: 'Rs' };

/** A whole rupee amount: "रू ३,०५,२००" / "Rs 3,05,200". */
export function rupees(n: number, lang: Lang): string {
  return `${SIGN[lang]} ${formatNumber(Math.round(n), lang)}`;
}

/** An amount kept in paisa, with the paisa only when there are any: "रू ५,३००" / "Rs 12.50". */
export function rupeesFromPaisa(paisa: number, lang: Lang): string {
  const amount = paisa / 100;
  return `${SIGN[lang]} ${formatNumber(amount, lang, Number.isInteger(amount) ? {} : { fractionDigits: 2 })}`;
}
