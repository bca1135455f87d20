/**
 * The islands bundle's `app/i18n` (vite.islands.config.ts puts it in place of ./index.ts): a
 * public page needs the strings of its own language only, so the islands runtime loads that one
 * table (`loadMessages`, before any island hydrates) instead of shipping both (ADR 224: this made
 * room for the ad script within the home page's 100 KB). Same exports as ./index.ts.
 */
import { tableTranslator } from './fill';
import type { MessageKey, Messages } from './np';
import type { Lang, PageDocument, PageId } from './types';

export { LANGS } from './types';
export type { Lang, MessageKey, Messages, PageDocument, PageId };

export const DEFAULT_LANG: Lang = 'np';

const tables: Partial<Record<Lang, Messages>> = {};

/** Loads a language's table; islands hydrate after it (app/islands/client.tsx). */
export function loadMessages(lang: Lang): Promise<void> {
  if (tables[lang]) return Promise.resolve();
  const table =
    lang === 'en' ? import('./table-en').then((m) => m.en) : import('./table-np').then((m) => m.np);
  return table.then((messages) => {
    tables[lang] = messages;
  });
}

export function htmlLang(lang: Lang): string {
  return lang === 'np' ? 'ne' : 'en';
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for a loaded language (a table not loaded yet: the page's, then the key itself). */
export function translator(lang: Lang): Translate {
  const table = tables[lang] ?? Object.values(tables)[0];
  return table ? tableTranslator(table) : (key) => key;
}

export function pageDocument(_lang: Lang, _id: PageId): PageDocument {
  throw new Error('pageDocument is for server loaders');
}
