import { en, enPages } from './en';
import { type MessageKey, type Messages, np, npPages } from './np';
import type { Lang, PageDocument, PageId } from './types';

export { LANGS } from './types';
export type { Lang, MessageKey, Messages, PageDocument, PageId };

export const messages: Record<Lang, Messages> = { np, en };

export const DEFAULT_LANG: Lang = 'np';

export function isLang(value: unknown): value is Lang {
  return value === 'np' || value === 'en';
}

/** `<html lang>` value: BCP 47 `ne` for Nepali. */
export function htmlLang(lang: Lang): string {
  return lang === 'np' ? 'ne' : 'en';
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one language; `{name}` placeholders are filled from `vars`. */
export function translator(lang: Lang): Translate {
  const table = messages[lang];
  return (key, vars) => fillVars(table[key], vars);
}

/** `{name}` placeholders of a message filled from `vars` (unknown names stay as written). */
export function fillVars(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A static page's document; used by server loaders so the page bodies stay out of the client bundle. */
export function pageDocument(lang: Lang, id: PageId): PageDocument {
  return (lang === 'np' ? npPages : enPages)[id];
}
