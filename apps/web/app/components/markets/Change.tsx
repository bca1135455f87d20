import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { change, direction } from '../../lib/markets/format';

/**
 * A change from the previous published value: sign, colour and a word for screen readers. None
 * without a previous value (never a 0 for a day that was not published).
 */
export function Change({
  value,
  lang,
  fractionDigits = 2,
}: {
  value: number | null;
  lang: Lang;
  fractionDigits?: number;
}) {
  const t = marketsTranslator(lang);
  const way = direction(value);
  if (value === null) return null;
  return (
    <span className={`change change--${way}`}>
      <span aria-hidden="true">{way === 'up' ? '▲ ' : way === 'down' ? '▼ ' : ''}</span>
      <span className="visually-hidden">
        {way === 'up' ? t('mk.up') : way === 'down' ? t('mk.down') : t('mk.same')}{' '}
      </span>
      {change(value, lang, fractionDigits)}
    </span>
  );
}
