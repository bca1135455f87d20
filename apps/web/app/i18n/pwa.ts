import { tableTranslator } from './fill';
import { enPwa } from './pwa-en';
import { npPwa, type PwaMessageKey } from './pwa-np';
import type { Lang } from './types';

export type { PwaMessageKey };
export type PwaTranslate = (key: PwaMessageKey, vars?: Record<string, string | number>) => string;

const tables: Record<Lang, Record<PwaMessageKey, string>> = { np: npPwa, en: enPwa };

/** A translator of the install, offline, update and push strings for one language. */
export function pwaTranslator(lang: Lang): PwaTranslate {
  return tableTranslator(tables[lang]);
}
