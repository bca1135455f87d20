import { en, enPages } from './en';
import { tableTranslator } from './fill';
import { type MessageKey, type Messages, np, npPages } from './np';
import type { Lang, PageDocument, PageId } from './types';

export { LANGS } from './types';
export type { Lang, MessageKey, Messages, PageDocument, PageId };

export const messages: Record<Lang, Messages> = { np, en };

export const DEFAULT_LANG: Lang = 'np';

/** `<html lang>` value: BCP 47 `ne` for Nepali. */
export function htmlLang(lang: Lang): string {
  return lang === 'np' ? 'ne' : 'en';
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * Both tables are always here; the islands bundle's copy of this module (./index.islands.ts)
 * loads the page's one table first, so callers there await this before translating.
 */
export function loadMessages(_lang: Lang): Promise<void> {
  return Promise.resolve();
}

/** A translator for one language; `{name}` placeholders are filled from `vars`. */
export function translator(lang: Lang): Translate {
  return tableTranslator(messages[lang]);
}

/** A static page's document; used by server loaders so the page bodies stay out of the client bundle. */
export function pageDocument(lang: Lang, id: PageId): PageDocument {
  return (lang === 'np' ? npPages : enPages)[id];
}
