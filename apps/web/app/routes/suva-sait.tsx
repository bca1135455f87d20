import {
  bsMonthName,
  formatAdDate,
  formatBsDate,
  localizeDigits,
  MUHURTA_RULES,
  todayInKathmandu,
} from '@patro/calendar';
import {
  Form,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { translator } from '../i18n';
import { saitTranslator } from '../i18n/sait';
import { Island, publicPage } from '../islands/island';
import submitOnChange from '../islands/submit-on-change.island';
import { apiGet, orNoData, type WireSait } from '../lib/api-client';
import { digits } from '../lib/calendar/format';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { dayHref, isYearInRange, pickerYears } from '../lib/calendar/nav';
import { notFound, requestLang } from '../lib/calendar/request.server';
import { nowMs } from '../lib/clock';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: calendarCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const t = translator(lang);
  const ts = saitTranslator(lang);
  const url = new URL(request.url);
  const today = todayInKathmandu(nowMs()).bs;
  const yearText = url.searchParams.get('year');
  const monthText = url.searchParams.get('month');
  const category = url.searchParams.get('category') || '';
  const year = yearText ? Number(yearText) : today.year;
  if (!isYearInRange('bs', year)) throw notFound();
  // month: '' (or absent on the first visit: this month) or 1–12; 'all' = the whole year.
  let month: number | null =
    monthText === null ? today.month : monthText === 'all' || monthText === '' ? null : Number(monthText);
  if (month !== null && !(Number.isInteger(month) && month >= 1 && month <= 12)) month = today.month;
  const categories = MUHURTA_RULES.map((r) => ({ id: r.category, name: r.names[lang] }));
  const known = categories.some((c) => c.id === category);
  const { apiUrl } = webContext(context, request);
  const answer = await orNoData(() =>
    apiGet<{ data: WireSait[] }>(apiUrl, '/suva-sait', {
      year,
      month: month ?? undefined,
      category: known ? category : undefined,
    }),
  );
  const entries = answer.ok ? answer.body.data : [];
  const groups = categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      days: entries
        .filter((e) => e.category === c.id)
        .map((e) => {
          const [by, bm, bd] = e.bs.split('-').map(Number) as [number, number, number];
          const [ay, am, ad] = e.ad.split('-').map(Number) as [number, number, number];
          const bs = { year: by, month: bm, day: bd };
          return {
            key: e.bs,
            bs: formatBsDate(bs, lang, month === null ? 'dayMonth' : 'dayMonth'),
            ad: formatAdDate({ year: ay, month: am, day: ad }, lang),
            weekday: lang === 'np' ? e.weekday.np : e.weekday.en,
            detail: [e.tithi, e.nakshatra]
              .filter(Boolean)
              .map((n) => (lang === 'np' ? n!.np : n!.en))
              .join(', '),
            time: e.time ?? '',
            published: e.source === 'published',
            href: dayHref('bs', bs),
          };
        }),
    }))
    .filter((g) => g.days.length > 0);
  const what =
    month === null
      ? `${t('cal.bs')} ${localizeDigits(year, lang)}`
      : `${bsMonthName(month, lang)} ${localizeDigits(year, lang)}`;
  return {
    lang,
    year,
    yearText: localizeDigits(year, lang),
    month,
    category: known ? category : '',
    categories,
    months: Array.from({ length: 12 }, (_, i) => bsMonthName(i + 1, lang)),
    groups,
    heading: ts('sait.resultsFor', { what }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const ts = saitTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({
    matches,
    location,
    title: ts('sait.meta.title', { year: data.yearText }),
    description: ts('sait.meta.description', { year: data.yearText }),
  });
};

export default function SuvaSait() {
  const data = useLoaderData<typeof loader>();
  const ts = saitTranslator(useLang());
  return (
    <div className="page sait-page">
      <h1>{ts('sait.heading')}</h1>
      <Form method="get" id="sait-filter" className="card filter-form" preventScrollReset>
        <div className="field">
          <label htmlFor="sait-year">{ts('sait.year')}</label>
          <select id="sait-year" name="year" defaultValue={data.year}>
            {pickerYears('bs', data.year).map((y) => (
              <option key={y} value={y}>
                {digits(y, data.lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sait-month">{ts('sait.month')}</label>
          <select id="sait-month" name="month" defaultValue={data.month ?? 'all'}>
            <option value="all">{ts('sait.allMonths')}</option>
            {data.months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sait-category">{ts('sait.category')}</label>
          <select id="sait-category" name="category" defaultValue={data.category}>
            <option value="">{ts('sait.allCategories')}</option>
            {data.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {ts('sait.show')}
        </button>
      </Form>
      <Island of={submitOnChange} props={{ formId: 'sait-filter' }} />
      <h2 className="sait-results-heading">{data.heading}</h2>
      {data.groups.length === 0 ? (
        <p className="empty-state" role="status">
          {ts('sait.empty')}
        </p>
      ) : (
        <div className="sait-groups">
          {data.groups.map((g) => (
            <section key={g.id} className="card sait-group" aria-labelledby={`sait-${g.id}`}>
              <h3 id={`sait-${g.id}`}>
                {g.name} <span className="count">({ts('sait.days', { count: g.days.length })})</span>
              </h3>
              <ul className="sait-days">
                {g.days.map((d) => (
                  <li key={d.key}>
                    <Link to={d.href}>
                      <span className="sait-date">
                        {d.bs}, {d.weekday}
                      </span>
                      <span className="sait-sub">
                        {d.ad}
                        {d.detail ? ` · ${d.detail}` : ''}
                        {d.time ? ` · ${d.time}` : ''}
                      </span>
                    </Link>
                    {d.published && <span className="tag">{ts('sait.published')}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="cal-note">{ts('sait.note')}</p>
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
