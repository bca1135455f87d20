import { enEvents } from './events-en';
import { type EventsMessageKey, npEvents } from './events-np';
import type { Lang } from './types';

export type { EventsMessageKey };
export type EventsTranslate = (key: EventsMessageKey, vars?: Record<string, string | number>) => string;

const tables: Record<Lang, Record<EventsMessageKey, string>> = { np: npEvents, en: enEvents };

/** A translator of the personal-calendar strings for one language; `{name}` filled from `vars`. */
export function eventsTranslator(lang: Lang): EventsTranslate {
  const table = tables[lang];
  return (key, vars) =>
    vars
      ? table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
      : table[key];
}
