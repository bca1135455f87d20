/**
 * What every sports page shares (ADR 174): the recorded data changes only with a release, so a
 * page is cached for an hour; an unknown match or team is the "match not found" page with 404,
 * never indexed.
 */
import type { HeadersFunction, MetaDescriptor } from 'react-router';
import { sportsTranslator } from '../../i18n/sports';
import type { Lang } from '../../i18n/types';
import { pageMeta } from '../meta';

type MetaArgs = Pick<Parameters<typeof pageMeta>[0], 'matches' | 'location'>;

/** The loader's own Cache-Control (a 404's no-store) wins over the hour. */
export const sportsHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'public, max-age=3600, stale-while-revalidate=86400',
});

/** The meta of the "match not found" page (spec §2 /sports/cricket/error). */
export function matchMissingMeta(lang: Lang, { matches, location }: MetaArgs): MetaDescriptor[] {
  const t = sportsTranslator(lang);
  return pageMeta({
    matches,
    location,
    title: t('cr.error.meta'),
    description: t('cr.error.body'),
    noindex: true,
  });
}
