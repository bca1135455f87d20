import type { WireBullionPrices, WireBullions } from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { Change } from '../components/markets/Change';
import { DataAge } from '../components/markets/DataAge';
import { MarketTable, RangeChoice } from '../components/markets/MarketTable';
import { SourceNote } from '../components/markets/SourceNote';
import { TrendChart } from '../components/markets/TrendChart';
import { marketsTranslator } from '../i18n/markets';
import { publicPage } from '../islands/island';
import { pageAds } from '../lib/ads/slots.server';
import { apiGet, orNoData } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { bothDates, bsAndAd, inWords, rupees, whole } from '../lib/markets/format';
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

const RANGES = ['week', 'month', 'year'] as const;
type Range = (typeof RANGES)[number];
const METALS = ['hallmark_gold', 'tejabi_gold', 'silver'] as const;
/** The metals drawn as trends (tejabi gold is no longer published). */
const CHARTED = [
  { metal: 'hallmark_gold', tone: 'gold' },
  { metal: 'silver', tone: 'silver' },
] as const;

/** /gold-price-nepal (spec §2): today's FENEGOSIDA prices per tola and per 10 g, the change and the history. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'markets');
  const asked = new URL(request.url).searchParams.get('range');
  // Spec §9: the history shows the last month unless another range is chosen.
  const range: Range = (RANGES as readonly string[]).includes(asked ?? '') ? (asked as Range) : 'month';
  const bullions = await orNoData(async () => {
    const answer = await apiGet<{ data: WireBullions }>(apiUrl, '/v3/bullions', { timeframe: range, lang });
    if (!answer.ok) throw new Error(`GET /v3/bullions answered ${answer.status}`);
    return answer.body.data;
  });
  return { lang, range, bullions, ads: await ads };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = marketsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({ matches, location, title: t('au.meta.title'), description: t('au.meta.description') });
};

const key = (metal: string, unit: 'tola' | '10g') => `${metal}_${unit}` as keyof WireBullionPrices;

export default function GoldPrice() {
  const { lang, range, bullions, ads } = useLoaderData<typeof loader>();
  const t = marketsTranslator(lang);
  const { latest, changes } = bullions;
  const days = Object.keys(bullions.data).sort();
  const date = latest ? bothDates(latest.date, lang) : null;
  const cell = (prices: WireBullionPrices, metal: string, unit: 'tola' | '10g') => prices[key(metal, unit)];
  const fullDate = (iso: string) => bsAndAd(iso, lang);
  return (
    <div className="page market-page">
      <h1 className="market-heading">{t('au.heading')}</h1>
      <AdSlots ads={ads} position="top" />
      <AdSlots ads={ads} position="bottom" />
      {!latest ? (
        <p className="empty-state">{t('au.empty')}</p>
      ) : (
        <>
          {date && (
            <p className="market-date">
              <time dateTime={latest.date}>
                {date.bs} · {date.ad}
              </time>
            </p>
          )}
          {bullions.status.stale && <DataAge status={bullions.status} lang={lang} />}
          <ul className="bullion-cards">
            {METALS.map((metal) => {
              const tola = cell(latest, metal, 'tola');
              const grams = cell(latest, metal, '10g');
              const change = changes[key(metal, 'tola')]?.amount ?? null;
              const change10 = changes[key(metal, '10g')]?.amount ?? null;
              return (
                <li key={metal} className={`bullion-card bullion-card--${metal}`} data-metal={metal}>
                  <h2>{t(`au.${metal}`)}</h2>
                  {tola === null && grams === null ? (
                    <p className="muted">{t('au.notPublished')}</p>
                  ) : (
                    <dl>
                      <div>
                        <dt>{t('au.perTola')}</dt>
                        <dd>
                          <span className="bullion-price">
                            {tola === null ? t('au.notPublished') : rupees(tola, lang)}
                          </span>
                          {tola !== null && <span className="bullion-words">{inWords(tola, lang)}</span>}
                          {tola !== null && <Change value={change} lang={lang} fractionDigits={0} />}
                        </dd>
                      </div>
                      <div>
                        <dt>{t('au.per10g')}</dt>
                        <dd>
                          <span className="bullion-price">
                            {grams === null ? t('au.notPublished') : rupees(grams, lang)}
                          </span>
                          {grams !== null && <Change value={change10} lang={lang} fractionDigits={0} />}
                        </dd>
                      </div>
                    </dl>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="muted small">{t('au.tolaNote')}</p>
          <SourceNote status={bullions.status} lang={lang} />

          <section className="card trend-card" aria-labelledby="history-heading" id="history">
            <h2 id="history-heading">{t('au.history')}</h2>
            <form method="get" action="/gold-price-nepal#history" className="trend-form">
              <RangeChoice
                name="range"
                options={RANGES}
                chosen={range}
                labelOf={(r) => t(`au.${r}`)}
                lang={lang}
              />
            </form>
            <div className="trend-pair">
              {CHARTED.map(({ metal, tone }) => {
                const values = days.map((d) => bullions.data[d]?.[key(metal, 'tola')] ?? null);
                const held = values.filter((v): v is number => v !== null);
                return (
                  <TrendChart
                    key={metal}
                    id={`${metal}-trend`}
                    lang={lang}
                    format={(n) => whole(n, lang)}
                    summary={t('au.chartLabel', {
                      metal: t(`au.${metal}`),
                      from: fullDate(days[0] ?? latest.date),
                      to: fullDate(days.at(-1) ?? latest.date),
                      low: held.length ? whole(Math.min(...held), lang) : '—',
                      high: held.length ? whole(Math.max(...held), lang) : '—',
                    })}
                    series={[{ label: `${t(`au.${metal}`)} · ${t('au.perTola')}`, tone, values }]}
                    days={days}
                  />
                );
              })}
            </div>
            <MarketTable
              label={t('au.history')}
              className="bullion-history"
              showCaption
              columns={[
                { label: t('mk.date') },
                { label: `${t('au.hallmark_gold')} · ${t('au.perTola')}`, num: true },
                { label: `${t('au.hallmark_gold')} · ${t('au.per10g')}`, num: true },
                { label: `${t('au.silver')} · ${t('au.perTola')}`, num: true },
                { label: `${t('au.silver')} · ${t('au.per10g')}`, num: true },
              ]}
            >
              {[...days].reverse().map((d) => {
                const p = bullions.data[d]!;
                const show = (n: number | null) => (n === null ? '—' : whole(n, lang));
                return (
                  <tr key={d}>
                    <th scope="row">{fullDate(d)}</th>
                    <td className="num">{show(p.hallmark_gold_tola)}</td>
                    <td className="num">{show(p.hallmark_gold_10g)}</td>
                    <td className="num">{show(p.silver_tola)}</td>
                    <td className="num">{show(p.silver_10g)}</td>
                  </tr>
                );
              })}
            </MarketTable>
          </section>
        </>
      )}
      <AdSlots ads={ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
