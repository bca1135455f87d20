import { localizeDigits } from '@patro/calendar';
import type { Lang } from './types';

/** `{name}` placeholders of `text` filled from `vars` (an unknown name stays as written). */
export function fillVars(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const englishPlurals = new Intl.PluralRules('en');

/**
 * A translator over one table of strings: `{name}` placeholders are filled from `vars`. Given its
 * language, a numeric `count` picks the plural form: in English `key#one` when Intl.PluralRules
 * says "one" (and the table has it), else `key`; Nepali nouns do not change with the number.
 * The count is written in the language's digits (the engine's formatter, never Intl 'ne').
 */
export function tableTranslator<K extends string>(
  table: Record<K, string>,
  lang?: Lang,
): (key: K, vars?: Record<string, string | number>) => string {
  return (key, vars) => {
    const count = vars?.count;
    if (lang === undefined || typeof count !== 'number') return fillVars(table[key], vars);
    const form = lang === 'en' ? englishPlurals.select(count) : 'other';
    const text = (table as Record<string, string>)[`${key}#${form}`] ?? table[key];
    return fillVars(text, { ...vars, count: localizeDigits(count, lang) });
  };
}
