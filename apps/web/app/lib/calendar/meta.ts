import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translator } from '../../i18n';
import { isNoData } from '../api-client';
import { pageMeta, rootDataFrom } from '../meta';

type Matches = Parameters<typeof pageMeta>[0]['matches'];

/** The favicon of calendar pages: today's BS day of the month (spec §9), drawn per request. */
export function faviconHref(day: number, lang: 'np' | 'en'): string {
  return `/favicon-day/${day}.svg${lang === 'en' ? '?digits=latin' : ''}`;
}

/** Metadata of a calendar page that failed: not found (404) or no data (503). */
export function calendarErrorMeta({
  matches,
  location,
  error,
}: {
  matches: Matches;
  location: { pathname: string };
  error: unknown;
}): MetaDescriptor[] {
  const t = translator(rootDataFrom(matches)?.lang ?? 'np');
  const noData = isRouteErrorResponse(error) && isNoData(error.data);
  return pageMeta({
    matches,
    location,
    title: noData ? t('cal.noData.title') : t('meta.notFound.title'),
    description: noData ? t('cal.noData.body') : t('meta.notFound.description'),
    noindex: true,
  });
}
