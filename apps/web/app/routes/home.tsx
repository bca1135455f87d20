import { todayInKathmandu } from '@patro/calendar';
import type { WireBullions, WireForexDay } from '@patro/contracts';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { MarketsPanel } from '../components/markets/MarketsPanel';
import { HomeHeadlines } from '../components/news/HomeHeadlines';
import { translator } from '../i18n';
import { Island, publicPage } from '../islands/island';
import monthIsland from '../islands/month.island';
import { pageAds } from '../lib/ads/slots.server';
import {
  apiGet,
  apiPost,
  orNoData,
  type WireHolidayYear,
  type WireImportant,
  type WirePanchanga,
} from '../lib/api-client';
import { fetchMonth, pickerMonths } from '../lib/calendar/calendar-page.server';
import { holidayFlag } from '../lib/calendar/holiday';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { viewPrefsQuery } from '../lib/calendar/view-prefs';
import { buildMonthView, buildTodayPanel, buildUpcoming, wireDay } from '../lib/calendar/views.server';
import { nowMs } from '../lib/clock';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { loadHeadlines } from '../lib/news/load.server';
import { useT } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import marketsCss from '../styles/markets.css?url';
import newsCss from '../styles/news.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: marketsCss },
  { rel: 'stylesheet', href: newsCss },
];

/** Home (spec §2 "/"): today's panel, the coming festivals and holidays, and this BS month's grid. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'home');
  const now = todayInKathmandu(nowMs());
  const { bs } = now;
  // The markets panel is a nicety too: a failing API call leaves it out, never the page.
  const markets = Promise.all([
    apiGet<{ data: WireForexDay }>(apiUrl, '/forex', { lang })
      .then((r) => (r.ok ? r.body.data : null))
      .catch(() => null),
    apiGet<{ data: WireBullions }>(apiUrl, '/v3/bullions', { timeframe: 'week', lang })
      .then((r) => (r.ok ? r.body.data : null))
      .catch(() => null),
  ]);
  // Headlines and blog posts too: without them the home page is still whole.
  const headlines = Promise.all([
    loadHeadlines(apiUrl, '/news', { lang, category: 'tops', limit: 6 }),
    loadHeadlines(apiUrl, '/blogs', { limit: 4 }),
  ]);
  const [payload, panchanga, important, holidays] = await orNoData(() =>
    Promise.all([
      fetchMonth(apiUrl, 'bs', bs.year, bs.month, lang, request),
      // Sunrise and sunset are a nicety: their failure must not take the page down.
      apiPost<{ data: WirePanchanga }>(apiUrl, '/fetch/panchanga', {
        year: bs.year,
        month: bs.month,
        day: bs.day,
      })
        .then((r) => (r.ok ? r.body.data : null))
        .catch(() => null),
      apiGet<{ data: WireImportant[] }>(apiUrl, '/important-events', {
        range: 'month',
        lang,
        ...viewPrefsQuery(request),
      }).then((r) => (r.ok ? r.body.data : [])),
      Promise.all(
        [bs.year, ...(bs.month >= 11 ? [bs.year + 1] : [])].map((y) =>
          apiGet<WireHolidayYear>(apiUrl, `/goverment-holidays/${y}`).then((r) =>
            r.ok ? r.body.data.holidays : [],
          ),
        ),
      ).then((lists) => lists.flat()),
    ]),
  );
  const month = buildMonthView({
    base: 'bs',
    year: bs.year,
    month: bs.month,
    lang,
    todayJdn: now.jdn,
    currentYear: bs.year,
    payload,
  });
  const [forex, bullions] = await markets;
  const [news, blogs] = await headlines;
  return {
    ads: await ads,
    lang,
    news,
    blogs,
    renderedAt: Date.now(),
    markets: { forex, bullions },
    month,
    picker: { months: pickerMonths('bs', lang) },
    today: buildTodayPanel(now.jdn, lang, wireDay(payload, bs), panchanga),
    upcoming: buildUpcoming(now.jdn, lang, important, holidays, 6),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = translator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('meta.home.title'),
    description: t('meta.home.description'),
  });
};

export default function CalendarHome() {
  const { ads, month, picker, today, upcoming, markets, lang, news, blogs, renderedAt } =
    useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <div className="ad-row ad-row--top">
        <AdSlots ads={ads} position="top" />
      </div>
      <AdSlots ads={ads} position="bottom" />
      <div className="page cal-home">
        <section className="today-card today-panel" aria-labelledby="today-heading">
          <h1 id="today-heading" className="today-label">
            {t('home.today')}
            <span className="visually-hidden">
              : {today.weekday}, {today.bs}
            </span>
          </h1>
          <div className="today-bs" data-bs={today.bsIso}>
            <span className="today-day">{today.bsDay}</span>
            <span className="today-month-year">
              <span className="today-month">{today.bsMonthYear}</span>
              <span className="today-year">{today.weekday}</span>
            </span>
          </div>
          <dl className="today-facts">
            <div>
              <dt>{t('home.ad')}</dt>
              <dd>
                <time dateTime={today.adIso} data-ad={today.adIso}>
                  {today.ad}
                </time>
              </dd>
            </div>
            {today.ns && (
              <div>
                <dt>{t('cal.nsLong')}</dt>
                <dd>{today.ns}</dd>
              </div>
            )}
            {today.tithi && (
              <div>
                <dt>{t('cal.tithi')}</dt>
                <dd>{today.tithi}</dd>
              </div>
            )}
            {today.sunrise && (
              <div>
                <dt>{t('cal.p.sunrise')}</dt>
                <dd>{today.sunrise}</dd>
              </div>
            )}
            {today.sunset && (
              <div>
                <dt>{t('cal.p.sunset')}</dt>
                <dd>{today.sunset}</dd>
              </div>
            )}
          </dl>
          <div className="today-events">
            <h2 className="today-events-heading">{t('cal.home.todayEvents')}</h2>
            {today.events.length ? (
              <ul className="plain-list">
                {today.events.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('cal.home.noTodayEvents')}</p>
            )}
            {today.holiday && (
              <p className="holiday-flag">{holidayFlag(t, today.holidayKind, today.holidayScope)}</p>
            )}
          </div>
          <p className="today-actions">
            <Link className="button button--small" to={today.href}>
              {t('cal.home.dayDetails')}
            </Link>
            <Link className="button button--ghost button--small" to={today.panchangaHref}>
              {t('cal.home.panchanga')}
            </Link>
          </p>
          <p className="today-note">{t('home.timezone')}</p>
        </section>
        <section className="card upcoming" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">{t('cal.home.upcoming')}</h2>
          {upcoming.length === 0 ? (
            <p className="muted">{t('cal.home.noUpcoming')}</p>
          ) : (
            <ul className="upcoming-list">
              {upcoming.map((u) => (
                <li key={u.href} className={u.holiday ? 'is-holiday' : undefined}>
                  <Link to={u.href}>
                    <span className="upcoming-title">{u.title}</span>
                    <span className="upcoming-date">{u.date}</span>
                  </Link>
                  <span className="upcoming-count" data-days={u.days}>
                    {u.countdown}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        {/* The grid with the signed-in reader's own events over it (ADR 067) is an island (ADR 081). */}
        <Island of={monthIsland} props={{ lang, view: month, picker, headingLevel: 2 }} />
        <div className="ad-row">
          <AdSlots ads={ads} position="inline" />
        </div>
        <MarketsPanel forex={markets.forex} bullions={markets.bullions} lang={lang} />
        <HomeHeadlines news={news} blogs={blogs} lang={lang} renderedAt={renderedAt} />
      </div>
    </>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
