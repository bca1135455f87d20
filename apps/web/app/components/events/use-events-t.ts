import { useMemo } from 'react';
import { type EventsTranslate, eventsTranslator } from '../../i18n/events';
import { useLang } from '../../lib/root-data';

/** The personal-calendar strings in the page language (i18n/events-*.ts); stable per language, so it can be a hook dependency. */
export function useEventsT(): EventsTranslate {
  const lang = useLang();
  return useMemo(() => eventsTranslator(lang), [lang]);
}
