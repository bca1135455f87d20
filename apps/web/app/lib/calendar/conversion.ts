/**
 * The date converter's limits and its check of a requested date, so a date the API would refuse
 * gets the spec §8 message in the reader's language instead of the API's validation text.
 */
import { type Lang, translator } from '../../i18n';
import { digits } from './format';

export type ConvBase = 'BS' | 'AD' | 'NS';

export interface ConversionResult {
  bs: string;
  ad: string;
  ns: string;
  weekday: string;
  tithi: string;
  href: string;
}

export type ConversionOutcome =
  | { result: ConversionResult; message: null }
  /** `unavailable`: the API did not answer (try again later), not a date that does not exist. */
  | { result: null; message: string; unavailable?: true };

export const CONVERSION_RANGES: Record<ConvBase, { min: number; max: number; months: number; days: number }> =
  {
    BS: { min: 1900, max: 2200, months: 12, days: 32 },
    AD: { min: 1844, max: 2142, months: 12, days: 31 },
    NS: { min: 964, max: 1263, months: 13, days: 30 },
  };

/** The reader's-language message for a date outside the converter's limits, or null when it is within them. */
export function conversionProblem(
  base: ConvBase,
  date: { year: number; month: number; day: number },
  lang: Lang,
): string | null {
  const t = translator(lang);
  const r = CONVERSION_RANGES[base];
  const base_ = t(`conv.short.${base}`);
  if (date.year < r.min || date.year > r.max)
    return t('conv.invalid.year', { base: base_, min: digits(r.min, lang), max: digits(r.max, lang) });
  if (date.month < 1 || date.month > r.months)
    return t('conv.invalid.month', { base: base_, max: digits(r.months, lang) });
  if (date.day < 1 || date.day > r.days) return t('conv.invalid.day', { max: digits(r.days, lang) });
  return null;
}
