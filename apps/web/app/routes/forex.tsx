import type { WireForexDay, WireForexTrend } from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { Change } from '../components/markets/Change';
import { DataAge } from '../components/markets/DataAge';
import { MarketDate, MarketTable, RangeChoice } from '../components/markets/MarketTable';
import { SourceNote } from '../components/markets/SourceNote';
import { TrendChart } from '../components/markets/TrendChart';
import { marketsTranslator } from '../i18n/markets';
import { publicPage } from '../islands/island';
import { pageAds } from '../lib/ads/slots.server';
import { apiGet, apiPost, orNoData } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { convertCurrency, parseAmountInput } from '../lib/markets/convert';
import { currencyName } from '../lib/markets/currencies';
import { bothDates, price, whole } from '../lib/markets/format';
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

const TREND_DAYS = [7, 30, 90, 365] as const;

/**
 * /forex (spec §2): every currency's buy and sell with its unit and change, a converter and a
 * trend chart. Both forms are GET forms, so the page works without script and every state is a URL.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'markets');
  const url = new URL(request.url);
  const query = url.searchParams;
  const day = await orNoData(async () => {
    const answer = await apiGet<{ data: WireForexDay }>(apiUrl, '/forex', { lang });
    if (!answer.ok) throw new Error(`GET /forex answered ${answer.status}`);
    return answer.body.data;
  });
  const codes = day.rates.map((r) => r.iso3);
  const pick = (value: string | null, fallback: string) => {
    const code = (value ?? '').toUpperCase();
    return code === 'NPR' || codes.includes(code) ? code : fallback;
  };
  const trendCode = pick(query.get('currency'), codes.includes('USD') ? 'USD' : (codes[0] ?? 'USD'));
  const daysParam = Number(query.get('days'));
  const days = (TREND_DAYS as readonly number[]).includes(daysParam) ? daysParam : 30;
  const trend =
    codes.length > 0 && trendCode !== 'NPR'
      ? await orNoData(async () => {
          const answer = await apiPost<{ data: WireForexTrend }>(apiUrl, '/forex/currencycode', {
            currency: trendCode,
            days,
            lang,
          });
          return answer.ok ? answer.body.data : null;
        })
      : null;

  const from = pick(query.get('from'), 'USD');
  const to = pick(query.get('to'), 'NPR');
  const amountText = query.get('amount');
  const amount = amountText === null ? 1 : parseAmountInput(amountText);
  const result = amount === null ? null : convertCurrency(amount, from, to, day.rates);
  return {
    ads: await ads,
    lang,
    day,
    trend,
    trendCode,
    days,
    converter: {
      amountText: amountText ?? '1',
      from,
      to,
      invalid: amountText !== null && amount === null,
      result: result === null || amount === null ? null : { amount, value: result },
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = marketsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({ matches, location, title: t('fx.meta.title'), description: t('fx.meta.description') });
};

export default function Forex() {
  const { ads, lang, day, trend, trendCode, days, converter } = useLoaderData<typeof loader>();
  const t = marketsTranslator(lang);
  const nameOf = (code: string) =>
    code === 'NPR'
      ? t('fx.npr')
      : `${currencyName(code, day.rates.find((r) => r.iso3 === code)?.name ?? code, lang)} (${code})`;
  const options = ['NPR', ...day.rates.map((r) => r.iso3)];
  return (
    <div className="page market-page">
      <h1 className="market-heading">{t('fx.heading')}</h1>
      <AdSlots ads={ads} position="top" />
      <AdSlots ads={ads} position="bottom" />
      {day.date && <MarketDate iso={day.date} lang={lang} />}
      {day.status.stale && <DataAge status={day.status} lang={lang} />}
      {day.rates.length === 0 ? (
        <p className="empty-state">{t('fx.empty')}</p>
      ) : (
        <MarketTable
          label={t('fx.heading')}
          className="forex-table"
          columns={[
            { label: t('fx.currency') },
            { label: t('fx.unit'), num: true },
            { label: t('fx.buy'), num: true },
            { label: t('fx.sell'), num: true },
            { label: t('fx.change'), num: true },
          ]}
        >
          {day.rates.map((r) => (
            <tr key={r.iso3} data-currency={r.iso3}>
              <th scope="row">
                <span className="currency-name">{currencyName(r.iso3, r.name, lang)}</span>{' '}
                <span className="currency-code">{r.iso3}</span>
              </th>
              <td className="num">{whole(r.unit, lang)}</td>
              <td className="num">{price(r.buy, lang)}</td>
              <td className="num">{price(r.sell, lang)}</td>
              <td className="num">
                <Change value={r.buy_change} lang={lang} />
              </td>
            </tr>
          ))}
        </MarketTable>
      )}
      <SourceNote status={day.status} lang={lang} />

      {day.rates.length > 0 && (
        <section className="card converter" aria-labelledby="converter-heading" id="converter">
          <h2 id="converter-heading">{t('fx.converter')}</h2>
          <form method="get" action="/forex#converter" className="converter-form">
            <input type="hidden" name="currency" value={trendCode} />
            <input type="hidden" name="days" value={days} />
            <label className="field-inline">
              <span>{t('fx.amount')}</span>
              <input
                name="amount"
                inputMode="decimal"
                defaultValue={converter.amountText}
                aria-invalid={converter.invalid || undefined}
                aria-describedby={converter.invalid ? 'amount-error' : undefined}
                size={10}
              />
            </label>
            <label className="field-inline">
              <span>{t('fx.from')}</span>
              <select name="from" defaultValue={converter.from}>
                {options.map((code) => (
                  <option key={code} value={code}>
                    {nameOf(code)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field-inline">
              <span>{t('fx.to')}</span>
              <select name="to" defaultValue={converter.to}>
                {options.map((code) => (
                  <option key={code} value={code}>
                    {nameOf(code)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {t('fx.convert')}
            </button>
          </form>
          {converter.invalid && (
            <p id="amount-error" className="market-error" role="alert">
              {t('fx.badAmount')}
            </p>
          )}
          {converter.result && (
            <p className="converter-result">
              <output name="result" htmlFor="amount">
                {t('fx.result', {
                  amount: price(converter.result.amount, lang),
                  from: converter.from,
                  result: price(converter.result.value, lang),
                  to: converter.to,
                })}
              </output>
            </p>
          )}
          <p className="muted small">{t('fx.resultNote')}</p>
        </section>
      )}

      {trend && (
        <section className="card trend-card" aria-labelledby="trend-heading" id="trend">
          <h2 id="trend-heading">
            {t('fx.trend', { name: currencyName(trend.currency.iso3, trend.currency.name, lang) })}
          </h2>
          <form method="get" action="/forex#trend" className="trend-form">
            <input type="hidden" name="amount" value={converter.amountText} />
            <input type="hidden" name="from" value={converter.from} />
            <input type="hidden" name="to" value={converter.to} />
            <label className="field-inline">
              <span>{t('fx.currency')}</span>
              <select name="currency" defaultValue={trendCode}>
                {day.rates.map((r) => (
                  <option key={r.iso3} value={r.iso3}>
                    {currencyName(r.iso3, r.name, lang)} ({r.iso3})
                  </option>
                ))}
              </select>
            </label>
            <RangeChoice
              name="days"
              options={TREND_DAYS}
              chosen={days}
              labelOf={(d) => t('fx.trendDays', { days: whole(d, lang) })}
              lang={lang}
            />
          </form>
          <p className="muted small">
            {t('fx.perUnit', { unit: trend.currency.unit, code: trend.currency.iso3 })}
          </p>
          {trend.points.length === 0 ? (
            <p className="empty-state">{t('fx.trendEmpty')}</p>
          ) : (
            <TrendChart
              id="forex-trend"
              lang={lang}
              summary={t('fx.chartLabel', {
                name: currencyName(trend.currency.iso3, trend.currency.name, lang),
                days: trend.days,
                from: bothDates(trend.points[0]!.date, lang).bs,
                to: bothDates(trend.points.at(-1)!.date, lang).bs,
                low: price(Math.min(...trend.points.map((p) => p.buy)), lang),
                high: price(Math.max(...trend.points.map((p) => p.sell)), lang),
              })}
              series={[
                { label: t('fx.buyLine'), tone: 'buy', values: trend.points.map((p) => p.buy) },
                { label: t('fx.sellLine'), tone: 'sell', values: trend.points.map((p) => p.sell) },
              ]}
              days={trend.points.map((p) => p.date)}
            />
          )}
        </section>
      )}
      <AdSlots ads={ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
