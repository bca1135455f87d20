import { tableTranslator } from './fill';
import { enSharing } from './sharing-en';
import { npSharing, type SharingMessageKey } from './sharing-np';
import type { Lang } from './types';

export type { SharingMessageKey };
export type SharingTranslate = (key: SharingMessageKey, vars?: Record<string, string | number>) => string;

const tables: Record<Lang, Record<SharingMessageKey, string>> = { np: npSharing, en: enSharing };

/** A translator of the sharing and organisation strings for one language; `{name}` filled from `vars`. */
export function sharingTranslator(lang: Lang): SharingTranslate {
  return tableTranslator(tables[lang]);
}
