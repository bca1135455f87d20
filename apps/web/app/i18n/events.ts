import { enEvents } from './events-en';
import { type EventsMessageKey, npEvents } from './events-np';
import { tableTranslator } from './fill';
import type { Lang } from './types';

export type { EventsMessageKey };
export type EventsTranslate = (key: EventsMessageKey, vars?: Record<string, string | number>) => string;

const tables: Record<Lang, Record<EventsMessageKey, string>> = { np: npEvents, en: enEvents };

/** A translator of the personal-calendar strings for one language; `{name}` filled from `vars`. */
export function eventsTranslator(lang: Lang): EventsTranslate {
  return tableTranslator(tables[lang]);
}
