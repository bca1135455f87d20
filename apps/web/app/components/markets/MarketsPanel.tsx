import type { WireBullions, WireForexDay } from '@patro/contracts';
import { Link } from 'react-router';
import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { bothDates, price, rupees } from '../../lib/markets/format';
import { Change } from './Change';

/** Home: the dollar, hallmark gold and silver of the newest published day, linking to the market pages. */
export function MarketsPanel({
  forex,
  bullions,
  lang,
}: {
  forex: WireForexDay | null;
  bullions: WireBullions | null;
  lang: Lang;
}) {
  const t = marketsTranslator(lang);
  const usd = forex?.rates.find((r) => r.iso3 === 'USD');
  const latest = bullions?.latest ?? null;
  const previous = bullions?.previous ?? null;
  if (!usd && !latest) return null;
  const dated = (iso: string | null | undefined) => (iso ? bothDates(iso, lang).bs : '');
  return (
    <section className="card markets-panel" aria-labelledby="markets-heading">
      <h2 id="markets-heading">{t('home.markets')}</h2>
      <ul>
        {usd && (
          <li>
            <span className="label">
              {t('home.markets.forex')} · {dated(forex?.date)}
            </span>
            <span className="value">
              {t('fx.buy')} {price(usd.buy, lang)} · {t('fx.sell')} {price(usd.sell, lang)}
            </span>
            <Change value={usd.buy_change} lang={lang} />
          </li>
        )}
        {latest?.hallmark_gold_tola && (
          <li>
            <span className="label">
              {t('home.markets.gold')} · {dated(latest.date)}
            </span>
            <span className="value">{rupees(latest.hallmark_gold_tola, lang)}</span>
            <Change
              value={
                previous?.hallmark_gold_tola ? latest.hallmark_gold_tola - previous.hallmark_gold_tola : null
              }
              lang={lang}
              fractionDigits={0}
            />
          </li>
        )}
        {latest?.silver_tola && (
          <li>
            <span className="label">
              {t('home.markets.silver')} · {dated(latest.date)}
            </span>
            <span className="value">{rupees(latest.silver_tola, lang)}</span>
            <Change
              value={previous?.silver_tola ? latest.silver_tola - previous.silver_tola : null}
              lang={lang}
              fractionDigits={0}
            />
          </li>
        )}
      </ul>
      <p className="links">
        <Link to="/forex">{t('home.markets.moreForex')}</Link>
        <Link to="/gold-price-nepal">{t('home.markets.moreGold')}</Link>
      </p>
    </section>
  );
}
