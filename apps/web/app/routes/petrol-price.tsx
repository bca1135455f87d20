import type { WireFuelPrices } from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { DataAge } from '../components/markets/DataAge';
import { MarketTable } from '../components/markets/MarketTable';
import { SourceNote } from '../components/markets/SourceNote';
import { marketsTranslator } from '../i18n/markets';
import { publicPage } from '../islands/island';
import { pageAds } from '../lib/ads/slots.server';
import { apiGet, orNoData } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { bsAndAd, price } from '../lib/markets/format';
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

/** /petrol-price (spec §2): NOC's prices in force by product, the date they took effect, and past revisions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'markets');
  const fuel = await orNoData(async () => {
    const answer = await apiGet<{ data: WireFuelPrices }>(apiUrl, '/api/noc/public/prices', { lang });
    if (!answer.ok) throw new Error(`GET /api/noc/public/prices answered ${answer.status}`);
    return answer.body.data;
  });
  return { lang, fuel, ads: await ads };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = marketsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({
    matches,
    location,
    title: t('fuel.meta.title'),
    description: t('fuel.meta.description'),
  });
};

export default function PetrolPrice() {
  const { lang, fuel, ads } = useLoaderData<typeof loader>();
  const t = marketsTranslator(lang);
  const money = (n: number, currency: 'NPR' | 'USD') =>
    // A no-break space keeps the amount beside its currency when a narrow cell wraps.
    `${currency === 'USD' ? (lang === 'np' ? 'अमेरिकी डलर' : 'USD') : lang === 'np' ? 'रू' : 'Rs'}\u00a0${price(n, lang)}`;
  const when = (iso: string) => bsAndAd(iso, lang);
  const current = fuel.current;
  return (
    <div className="page market-page">
      <h1 className="market-heading">{t('fuel.heading')}</h1>
      <AdSlots ads={ads} position="top" />
      <AdSlots ads={ads} position="bottom" />
      {!current ? (
        <p className="empty-state">{t('fuel.empty')}</p>
      ) : (
        <>
          <p className="market-date">
            <time dateTime={current.effective_date}>
              {t('fuel.effective', { date: when(current.effective_date) })}
            </time>
          </p>
          {fuel.status.stale && <DataAge status={fuel.status} lang={lang} />}
          <p className="fuel-zone">
            <strong>{t('fuel.zone')}:</strong> {fuel.zone}
          </p>
          <MarketTable
            label={t('fuel.heading')}
            className="fuel-table"
            columns={[{ label: t('fuel.product') }, { label: t('fuel.price'), num: true }]}
          >
            {current.prices.map((p) => (
              <tr key={p.product} data-product={p.product}>
                <th scope="row">{p.name}</th>
                <td className="num">
                  <span className="fuel-price">{money(p.price, p.currency)}</span>{' '}
                  <span className="muted small">{p.unit}</span>
                </td>
              </tr>
            ))}
          </MarketTable>
          <SourceNote status={fuel.status} lang={lang} />
          <section className="card" aria-labelledby="fuel-history-heading">
            <h2 id="fuel-history-heading">{t('fuel.history')}</h2>
            <MarketTable
              label={t('fuel.history')}
              columns={[
                { label: t('fuel.effectiveFrom') },
                ...current.prices.map((p) => ({ label: p.name, num: true })),
              ]}
            >
              {fuel.history.map((revision) => (
                <tr key={revision.effective_date}>
                  <th scope="row">{when(revision.effective_date)}</th>
                  {current.prices.map((p) => {
                    const then = revision.prices.find((q) => q.product === p.product);
                    return (
                      <td key={p.product} className="num">
                        {then ? price(then.price, lang) : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </MarketTable>
          </section>
        </>
      )}
      <AdSlots ads={ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
