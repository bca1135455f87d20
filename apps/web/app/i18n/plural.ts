import { localizeDigits } from '@patro/calendar';
import { fillVars } from './fill';
import type { Lang } from './types';

const englishPlurals = new Intl.PluralRules('en');

/**
 * A translator over one table of strings whose numeric `count` picks the plural form: in English
 * `key#one` when Intl.PluralRules says "one" (and the table has it), else `key`; Nepali nouns do
 * not change with the number. The count is written in the language's digits (the engine's
 * formatter, never Intl 'ne'). Kept apart from `fill.ts`, which every island loads.
 */
export function pluralTranslator<K extends string>(
  table: Record<K, string>,
  lang: Lang,
): (key: K, vars?: Record<string, string | number>) => string {
  return (key, vars) => {
    const count = vars?.count;
    if (typeof count !== 'number') return fillVars(table[key], vars);
    const form = lang === 'en' ? englishPlurals.select(count) : 'other';
    const text = (table as Record<string, string>)[`${key}#${form}`] ?? table[key];
    return fillVars(text, { ...vars, count: localizeDigits(count, lang) });
  };
}
