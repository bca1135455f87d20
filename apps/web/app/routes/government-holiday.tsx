import { formatAdDate, formatBsDate, localizeDigits, todayInKathmandu } from '@patro/calendar';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { ChevronIcon } from '../components/calendar/CalendarIcons';
import { translator } from '../i18n';
import { publicPage } from '../islands/island';
import { apiGet, orNoData, type WireHolidayYear } from '../lib/api-client';
import { holidayScopeText } from '../lib/calendar/holiday';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { dayHref, isYearInRange, shiftYear } from '../lib/calendar/nav';
import { notFound, requestLang } from '../lib/calendar/request.server';
import { nowMs } from '../lib/clock';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useT } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: calendarCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const t = translator(lang);
  const url = new URL(request.url);
  const current = todayInKathmandu(nowMs()).bs.year;
  const yearText = url.searchParams.get('year');
  let year = current;
  if (yearText !== null) {
    year = Number(yearText);
    if (!/^\d{4}$/.test(yearText) || !isYearInRange('bs', year)) throw notFound();
  }
  const { apiUrl } = webContext(context, request);
  const answer = await orNoData(() => apiGet<WireHolidayYear>(apiUrl, `/goverment-holidays/${year}`));
  const list = answer.ok ? answer.body.data : null;
  const holidays = (list?.holidays ?? []).map((h) => {
    const [by, bm, bd] = h.bs.split('-').map(Number) as [number, number, number];
    const [ay, am, ad] = h.ad.split('-').map(Number) as [number, number, number];
    const bs = { year: by, month: bm, day: bd };
    return {
      key: `${h.bs}-${h.en}`,
      bs: formatBsDate(bs, lang, 'dayMonth'),
      ad: formatAdDate({ year: ay, month: am, day: ad }, lang),
      weekday: lang === 'np' ? h.weekday.np : h.weekday.en,
      name: lang === 'np' ? h.np : h.en,
      national: h.kind === 'national',
      scope: holidayScopeText(h.scope, lang),
      href: dayHref('bs', bs),
      month: bm,
    };
  });
  const prev = shiftYear('bs', year, -1, current);
  const next = shiftYear('bs', year, 1, current);
  return {
    lang,
    year,
    yearText: localizeDigits(year, lang),
    holidays,
    source: list?.source ?? null,
    // Days, not entries: one day can be the holiday of two occasions.
    national: localizeDigits(new Set(holidays.filter((h) => h.national).map((h) => h.href)).size, lang),
    restricted: localizeDigits(new Set(holidays.filter((h) => !h.national).map((h) => h.href)).size, lang),
    prev: {
      href: `/government-holiday?year=${prev}`,
      label: t('hol.prevYear', { year: localizeDigits(prev, lang) }),
    },
    next: {
      href: `/government-holiday?year=${next}`,
      label: t('hol.nextYear', { year: localizeDigits(next, lang) }),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = translator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({
    matches,
    location,
    title: t('hol.meta.title', { year: data.yearText }),
    description: t('hol.meta.description', { year: data.yearText }),
  });
};

export default function GovernmentHoliday() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page holidays-page">
      <div className="cal-title-row">
        <Link className="cal-nav" to={data.prev.href} aria-label={data.prev.label}>
          <ChevronIcon direction="left" />
        </Link>
        <div className="cal-title">
          <h1 className="cal-heading">{t('hol.heading', { year: data.yearText })}</h1>
          <p className="cal-subtitle">
            {t('hol.summary', { national: data.national, restricted: data.restricted })}
          </p>
        </div>
        <Link className="cal-nav" to={data.next.href} aria-label={data.next.label}>
          <ChevronIcon direction="right" />
        </Link>
      </div>
      {data.holidays.length === 0 ? (
        <p className="empty-state">{t('hol.empty')}</p>
      ) : (
        <table className="data-table holidays-table">
          <caption className="visually-hidden">{t('hol.heading', { year: data.yearText })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hol.date')}</th>
              <th scope="col">{t('hol.name')}</th>
              <th scope="col">{t('hol.kind')}</th>
            </tr>
          </thead>
          <tbody>
            {data.holidays.map((h) => (
              <tr key={h.key} className={h.national ? 'is-national' : 'is-restricted'}>
                <td>
                  <Link to={h.href} className="holiday-date">
                    {h.bs}
                  </Link>
                  <span className="holiday-sub">
                    {h.weekday}, {h.ad}
                  </span>
                </td>
                <th scope="row" className="holiday-name">
                  {h.name}
                </th>
                <td>
                  <span className={h.national ? 'tag tag--holiday' : 'tag'}>
                    {h.national ? t('hol.national') : t('hol.restricted')}
                  </span>
                  {h.scope && <span className="holiday-sub">{h.scope}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.source && (
        <p className="cal-note">
          {data.source === 'published' ? t('hol.source.published') : t('hol.source.computed')}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
