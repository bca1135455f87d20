import type { WireVegetablePrices } from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { DataAge } from '../components/markets/DataAge';
import { MarketDate, MarketTable } from '../components/markets/MarketTable';
import { SourceNote } from '../components/markets/SourceNote';
import { TrendChart } from '../components/markets/TrendChart';
import { marketsTranslator } from '../i18n/markets';
import { publicPage } from '../islands/island';
import { pageAds } from '../lib/ads/slots.server';
import { apiGet, orNoData } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { price } from '../lib/markets/format';
import { PUBLIC_MARKET_HEADERS } from '../lib/markets/page';
import { pageMeta, rootDataFrom } from '../lib/meta';
import calendarCss from '../styles/calendar.css?url';
import marketsCss from '../styles/markets.css?url';

/** A public page: server HTML, cached, no router runtime in the browser (ADR 081). */
export const handle = publicPage;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: marketsCss },
];

export const headers: HeadersFunction = () => PUBLIC_MARKET_HEADERS;

/** Kalimati's units (normalised by the API) as the Nepali page names them. */
const UNITS_NP: Record<string, string> = { kg: 'के.जी.', dozen: 'दर्जन', piece: 'गोटा' };

/** /vegetables (spec §2): Kalimati's wholesale prices, searched and filtered by GET form, and one item's history. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'markets');
  const query = new URL(request.url).searchParams;
  const q = (query.get('q') ?? '').slice(0, 60);
  const unit = (query.get('unit') ?? '').slice(0, 20);
  const item = (query.get('item') ?? '').slice(0, 120);
  const load = (withItem: boolean) =>
    apiGet<{ data: WireVegetablePrices }>(apiUrl, '/api/vegetable/public/prices', {
      lang,
      q: q || undefined,
      unit: unit || undefined,
      item: withItem && item ? item : undefined,
    });
  const prices = await orNoData(async () => {
    let answer = await load(true);
    // An item the market no longer lists: show the day without its history.
    if (!answer.ok && item) answer = await load(false);
    if (!answer.ok) throw new Error(`GET /api/vegetable/public/prices answered ${answer.status}`);
    return answer.body.data;
  });
  return { lang, q, unit, item, prices, ads: await ads };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = marketsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({ matches, location, title: t('veg.meta.title'), description: t('veg.meta.description') });
};

export default function Vegetables() {
  const { lang, q, unit, prices, ads } = useLoaderData<typeof loader>();
  const t = marketsTranslator(lang);
  const history = prices.history;
  const itemHref = (name: string) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (unit) params.set('unit', unit);
    params.set('item', name);
    return `/vegetables?${params}#history`;
  };
  return (
    <div className="page market-page">
      <h1 className="market-heading">{t('veg.heading')}</h1>
      <AdSlots ads={ads} position="top" />
      <AdSlots ads={ads} position="bottom" />
      {!prices.date ? (
        <p className="empty-state">{t('veg.empty')}</p>
      ) : (
        <>
          <MarketDate iso={prices.date} lang={lang} />
          {prices.status.stale && <DataAge status={prices.status} lang={lang} />}
          <form method="get" action="/vegetables" className="veg-form">
            <label className="field-inline">
              <span>{t('veg.search')}</span>
              <input type="search" name="q" defaultValue={q} maxLength={60} />
            </label>
            <label className="field-inline">
              <span>{t('veg.unit')}</span>
              <select name="unit" defaultValue={unit}>
                <option value="">{t('veg.allUnits')}</option>
                {prices.units.map((u) => (
                  <option key={u} value={u}>
                    {lang === 'np' ? (UNITS_NP[u] ?? u) : u}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--small">
              {t('veg.search')}
            </button>
          </form>
          {prices.items.length === 0 ? (
            <p className="empty-state">{t('veg.noMatch')}</p>
          ) : (
            <MarketTable
              label={t('veg.heading')}
              className="veg-table"
              columns={[
                { label: t('veg.name') },
                { label: t('veg.unit') },
                { label: t('veg.min'), num: true },
                { label: t('veg.max'), num: true },
                { label: t('veg.avg'), num: true },
              ]}
            >
              {prices.items.map((i) => (
                <tr key={i.name_en}>
                  <th scope="row">
                    <Link to={itemHref(i.name_en)}>{i.name}</Link>
                  </th>
                  <td>{i.unit}</td>
                  <td className="num">{price(i.min, lang)}</td>
                  <td className="num">{price(i.max, lang)}</td>
                  <td className="num">{price(i.avg, lang)}</td>
                </tr>
              ))}
            </MarketTable>
          )}
          <p className="muted small">{t('veg.wholesale')}</p>
        </>
      )}
      <SourceNote status={prices.status} lang={lang} />
      {history && (
        <section className="card trend-card" aria-labelledby="history-heading" id="history">
          <h2 id="history-heading">{t('veg.history', { name: history.name })}</h2>
          <TrendChart
            id="veg-trend"
            lang={lang}
            tableOpen
            summary={t('veg.history', { name: history.name })}
            series={[
              { label: t('veg.min'), tone: 'buy', values: history.points.map((p) => p.min) },
              { label: t('veg.avg'), tone: 'gold', values: history.points.map((p) => p.avg) },
              { label: t('veg.max'), tone: 'sell', values: history.points.map((p) => p.max) },
            ]}
            days={history.points.map((p) => p.date)}
          />
        </section>
      )}
      <AdSlots ads={ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
