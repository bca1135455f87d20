import type { WireMarketStatus } from '@patro/contracts';
import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { bothDates, nepalDateTime } from '../../lib/markets/format';

/**
 * Whose numbers these are, of which day (BS and AD), and — when the last refresh failed or
 * never happened — a plain statement that the figures could not be refreshed.
 */
export function SourceNote({ status, lang }: { status: WireMarketStatus; lang: Lang }) {
  const t = marketsTranslator(lang);
  const date = status.data_date ? bothDates(status.data_date, lang) : null;
  const dateText = date ? `${date.bs} (${date.ad})` : '';
  return (
    <div className="market-source">
      <p>
        {t('mk.source')}:{' '}
        <a href={status.source.url} rel="noopener noreferrer" target="_blank">
          {status.source.name}
        </a>
        {date && <> · {t('mk.asOf', { date: dateText })}</>}
        {status.last_success_at && (
          <> · {t('mk.lastRefreshed', { time: nepalDateTime(status.last_success_at, lang) })}</>
        )}
      </p>
      {status.stale && date && (
        <p className="market-stale" role="status">
          {status.last_success_at
            ? t('mk.stale', { source: status.source.name, date: dateText })
            : t('mk.neverFetched', { source: status.source.name, date: dateText })}
        </p>
      )}
    </div>
  );
}
