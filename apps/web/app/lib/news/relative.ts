import { localizeDigits } from '@patro/calendar';
import type { NewsTranslate } from '../../i18n/news';
import type { Lang } from '../../i18n/types';

/**
 * "२ घण्टा अघि": how long before `renderedAt` (the page's render time, so the server HTML and
 * its cached copies say the same) an item was published. Older than a week: null (show the date).
 */
export function relativeTime(
  publishedIso: string,
  renderedAt: number,
  lang: Lang,
  t: NewsTranslate,
): string | null {
  const minutes = Math.floor((renderedAt - Date.parse(publishedIso)) / 60_000);
  if (Number.isNaN(minutes)) return null;
  if (minutes < 1) return t('time.justNow');
  const n = (value: number) => localizeDigits(value, lang);
  if (minutes < 60) return t('time.minutes', { n: n(minutes) });
  if (minutes < 24 * 60) return t('time.hours', { n: n(Math.floor(minutes / 60)) });
  if (minutes < 7 * 24 * 60) return t('time.days', { n: n(Math.floor(minutes / 1440)) });
  return null;
}
