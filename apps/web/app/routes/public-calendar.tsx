import { todayInKathmandu } from '@patro/calendar';
import type { WireEvent, WirePublicCalendar } from '@patro/contracts';
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { MonthGrid } from '../components/calendar/MonthCalendar';
import { ColourDot } from '../components/events/ColourDot';
import { personalEventsByIso, timeText } from '../components/events/personal-layer';
import { useEventsT } from '../components/events/use-events-t';
import { useSharingT } from '../components/sharing/use-sharing-t';
import { translator } from '../i18n';
import { sharingTranslator } from '../i18n/sharing';
import { Island, publicPage } from '../islands/island';
import subscribe from '../islands/subscribe.island';
import { apiGet, orNoData } from '../lib/api-client';
import { PUBLISHED_CALENDAR_CACHE_CONTROL } from '../lib/cache-control';
import { isBase, isYearInRange, shiftMonth } from '../lib/calendar/nav';
import { notFound, requestLang } from '../lib/calendar/request.server';
import { buildMonthView } from '../lib/calendar/views.server';
import { nowMs } from '../lib/clock';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import sharingCss from '../styles/sharing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: sharingCss },
];

/**
 * A public page (ADR 081): server HTML that works without script, the same for everyone who
 * shares a language, kept in the page cache for a short while only (ADR 087): an unpublished
 * calendar's link ends within a minute. Subscribe is the one island.
 */
export const handle = { ...publicPage, cacheControl: PUBLISHED_CALENDAR_CACHE_CONTROL };

interface PublicAnswer {
  data: WirePublicCalendar & {
    public_url: string;
    month: { calendar_type: 'BS' | 'AD'; year: number; month: number };
    events: Record<string, Record<string, Record<string, WireEvent[]>>>;
  };
}

const monthHref = (token: string, base: string, year: number, month: number) =>
  `/public/calendar/${token}?base=${base}&year=${year}&month=${month}`;

/**
 * /public/calendar/:publictoken: a published organisation calendar for anyone, rendered on the
 * server from the URL alone (month links work without JavaScript). Only Subscribe needs script.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.publictoken ?? '';
  if (!/^[\w-]{16,64}$/.test(token)) throw notFound();
  const url = new URL(request.url);
  const base = url.searchParams.get('base') ?? 'bs';
  if (!isBase(base)) throw notFound();
  const lang = requestLang(request);
  const now = todayInKathmandu(nowMs());
  const today = base === 'bs' ? now.bs : now.ad;
  const year = Number(url.searchParams.get('year') ?? today.year);
  const month = Number(url.searchParams.get('month') ?? today.month);
  if (
    !Number.isInteger(year) ||
    !isYearInRange(base, year) ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12
  )
    throw notFound();
  const { apiUrl } = webContext(context, request);
  const answer = await orNoData(() =>
    apiGet<PublicAnswer>(apiUrl, `/api/v1/public/calendar/${token}`, {
      calendar_type: base.toUpperCase(),
      year,
      month,
      lang,
    }),
  );
  if (!answer.ok) throw notFound();
  const { calendar, organization, ical_url, events } = answer.body.data;
  // The calendar's events as the month layer the grid already draws for a reader's own events.
  const wireCalendar = {
    id: calendar.id,
    calendar_id: calendar.id,
    is_default: 0 as const,
    display: 1 as const,
    default_calendar: 0 as const,
    org_id: organization.id,
    name: calendar.name,
    colour: calendar.colour,
    is_public: 1 as const,
    is_modifiable: 0 as const,
    priority: 0,
    slug: null,
  };
  const days = Object.fromEntries(
    Object.entries(events).map(([y, months]) => [
      y,
      Object.fromEntries(
        Object.entries(months).map(([m, byDay]) => [
          m,
          Object.fromEntries(Object.entries(byDay).map(([d, list]) => [d, { events: list }])),
        ]),
      ),
    ]),
  );
  const byIso = personalEventsByIso({ data: { calendars: [wireCalendar], events: days } } as never);
  const view = buildMonthView({
    base,
    year,
    month,
    lang,
    todayJdn: now.jdn,
    currentYear: today.year,
    payload: { data: { calendars: [], events: {} } },
  });
  const prev = shiftMonth(base, year, month, -1, today.year);
  const next = shiftMonth(base, year, month, 1, today.year);
  return {
    lang,
    token,
    calendar,
    organization,
    icalUrl: ical_url,
    view,
    byIso,
    links: {
      prev: monthHref(token, base, prev.year, prev.month),
      next: monthHref(token, base, next.year, next.month),
      otherBase: monthHref(
        token,
        base === 'bs' ? 'ad' : 'bs',
        base === 'bs' ? now.ad.year : now.bs.year,
        base === 'bs' ? now.ad.month : now.bs.month,
      ),
      otherLabel: base === 'bs' ? 'ad' : 'bs',
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const lang = rootDataFrom(matches)?.lang ?? 'np';
  const t = translator(lang);
  if (!data)
    return pageMeta({
      matches,
      location,
      title: t('meta.notFound.title'),
      description: t('meta.notFound.description'),
      noindex: true,
    });
  const ts = sharingTranslator(lang);
  const org = data.organization;
  return pageMeta({
    matches,
    location,
    title: `${data.calendar.name} · ${org.name} | ${t('site.name')}`,
    description: org.description || ts('pub.by', { org: org.name }),
    ...(org.logo_url ? { image: org.logo_url } : {}),
  });
};

export default function PublicCalendar() {
  const data = useLoaderData<typeof loader>();
  const ts = useSharingT();
  const te = useEventsT();
  const lang = useLang();
  const { calendar, organization: org, view } = data;
  const mine = view.days.flatMap((c) => (data.byIso[c.iso] ?? []).map((e) => ({ cell: c, event: e })));
  return (
    <div className="page public-calendar">
      <header className="org-head">
        {org.logo_url && <img className="org-logo" src={org.logo_url} alt="" width={64} height={64} />}
        <div>
          <h1>
            <ColourDot colour={calendar.colour} size={16} /> {calendar.name}
          </h1>
          <p className="muted">{ts('pub.by', { org: org.name })}</p>
        </div>
      </header>
      {org.description && <p>{org.description}</p>}
      <div className="public-actions">
        <Island of={subscribe} props={{ calendarId: calendar.id, token: data.token }} />
        <a className="button button--ghost" href={data.icalUrl}>
          {ts('pub.ical')}
        </a>
      </div>
      <div className="cal-toolbar public-toolbar">
        <Link
          className="button button--small button--ghost"
          to={data.links.prev}
          aria-label={view.links.prevMonthLabel}
        >
          ‹
        </Link>
        <div className="cal-title">
          <h2 id="cal-heading" className="cal-heading">
            {view.title}
          </h2>
          <p className="cal-subtitle">{view.subtitle}</p>
        </div>
        <Link
          className="button button--small button--ghost"
          to={data.links.next}
          aria-label={view.links.nextMonthLabel}
        >
          ›
        </Link>
        <Link className="chip" to={data.links.otherBase}>
          {te(data.links.otherLabel === 'ad' ? 'ev.base.ad' : 'ev.base.bs')}
        </Link>
      </div>
      <MonthGrid view={view} personal={data.byIso} />
      <section className="cal-events" aria-labelledby="public-month-events">
        <h2 id="public-month-events">{ts('pub.monthEvents', { month: view.title })}</h2>
        {mine.length === 0 ? (
          <p className="empty-state">{ts('pub.noEvents')}</p>
        ) : (
          <ul className="cal-event-list">
            {mine.map(({ cell, event }) => (
              <li key={`${cell.iso}|${event.key}`}>
                <span className="cal-event-day">{cell.main}</span>
                <span className="cal-event-title">
                  {event.title} · {timeText(event, te, lang)}
                  {event.location ? ` · ${event.location}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {(org.contact_email || org.contact_phone) && (
        <p className="muted">
          {ts('pub.contact')}: {[org.contact_email, org.contact_phone].filter(Boolean).join(' · ')}
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
