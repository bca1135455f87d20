import type { WireMarketStatus } from '@patro/contracts';
import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { bothDates, whole } from '../../lib/markets/format';

/**
 * The line beside a number that says which day it is of and, when the source could not be
 * refreshed (its last attempt failed, it was never fetched, or the data is older than the
 * source's cadence), how old it is: "As of 14 Ashoj 2083 (2 days ago) — could not be refreshed".
 * The age is the API's, counted on the app's clock.
 */
export function DataAge({
  status,
  lang,
  className = 'market-age',
}: {
  status: WireMarketStatus;
  lang: Lang;
  className?: string;
}) {
  const text = dataAgeText(status, lang);
  if (!text) return null;
  return (
    <p className={status.stale ? `${className} ${className}--stale` : className} data-stale={status.stale}>
      {status.data_date && <time dateTime={status.data_date}>{text}</time>}
    </p>
  );
}

/** The words of {@link DataAge}, or null without data. */
export function dataAgeText(status: WireMarketStatus, lang: Lang): string | null {
  if (!status.data_date) return null;
  const t = marketsTranslator(lang);
  const asOf = t('mk.age.asOf', { date: bothDates(status.data_date, lang).bs });
  if (!status.stale || status.age_days === null) return asOf;
  const age =
    status.age_days === 0 ? t('mk.age.today') : t('mk.age.days', { n: whole(status.age_days, lang) });
  return `${asOf} (${age}) — ${t('mk.age.notRefreshed')}`;
}
