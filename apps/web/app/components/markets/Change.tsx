import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { change, direction } from '../../lib/markets/format';

/** A change from the previous day: sign, colour and a word for screen readers. */
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
  if (value === null) return <span className="change change--none">{t('mk.noChange')}</span>;
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
