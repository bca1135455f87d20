import type { MetaFunction } from 'react-router';
import { translator } from '../i18n';
import { type EventsMessageKey, eventsTranslator } from '../i18n/events';
import { pageMeta, rootDataFrom } from './meta';

/** Meta of a my-calendars screen: personal pages, never indexed. */
export function myCalendarsMeta(title: EventsMessageKey): MetaFunction {
  return ({ matches, location }) => {
    const lang = rootDataFrom(matches)?.lang ?? 'np';
    const t = translator(lang);
    const te = eventsTranslator(lang);
    return pageMeta({
      matches,
      location,
      title: `${te(title)} | ${t('site.name')}`,
      description: te('mycal.intro'),
      noindex: true,
    });
  };
}
