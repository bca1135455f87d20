import type { WireBullions, WireForexDay } from '@patro/contracts';
import { Link } from 'react-router';
import type { Lang } from '../../i18n';
import { marketsTranslator } from '../../i18n/markets';
import { price, rupees } from '../../lib/markets/format';
import { Change } from './Change';
import { DataAge } from './DataAge';

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
  const changes = bullions?.changes ?? null;
  if (!usd && !latest) return null;
  return (
    <section className="card markets-panel" aria-labelledby="markets-heading">
      <h2 id="markets-heading">{t('home.markets')}</h2>
      <ul>
        {usd && (
          <li>
            <span className="label">{t('home.markets.forex')}</span>
            <span className="value">
              {t('fx.buy')} {price(usd.buy, lang)} · {t('fx.sell')} {price(usd.sell, lang)}
            </span>
            <Change value={usd.buy_change} lang={lang} />
            {forex && <DataAge status={forex.status} lang={lang} />}
          </li>
        )}
        {latest?.hallmark_gold_tola && (
          <li>
            <span className="label">{t('home.markets.gold')}</span>
            <span className="value">{rupees(latest.hallmark_gold_tola, lang)}</span>
            <Change value={changes?.hallmark_gold_tola?.amount ?? null} lang={lang} fractionDigits={0} />
            {bullions && <DataAge status={bullions.status} lang={lang} />}
          </li>
        )}
        {latest?.silver_tola && (
          <li>
            <span className="label">{t('home.markets.silver')}</span>
            <span className="value">{rupees(latest.silver_tola, lang)}</span>
            <Change value={changes?.silver_tola?.amount ?? null} lang={lang} fractionDigits={0} />
            {bullions && <DataAge status={bullions.status} lang={lang} />}
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
