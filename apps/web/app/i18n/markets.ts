import { tableTranslator } from './fill';
import { enMarkets } from './markets-en';
import { type MarketsMessageKey, npMarkets } from './markets-np';
import type { Lang } from './types';

export type { MarketsMessageKey };
export type MarketsTranslate = (key: MarketsMessageKey, vars?: Record<string, string | number>) => string;

const tables: Record<Lang, Record<MarketsMessageKey, string>> = { np: npMarkets, en: enMarkets };

/** A translator of the market pages' strings for one language; `{name}` filled from `vars`. */
export function marketsTranslator(lang: Lang): MarketsTranslate {
  return tableTranslator(tables[lang]);
}
