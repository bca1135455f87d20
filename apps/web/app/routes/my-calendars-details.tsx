import { todayInKathmandu } from '@patro/calendar';
import { useEffect, useState } from 'react';
import { Link, type LinksFunction, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { MonthGrid } from '../components/calendar/MonthCalendar';
import { fetchMonthAsUser, listCalendarEvents, listReadableCalendars } from '../components/events/api';
import { ColourDot } from '../components/events/ColourDot';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { MyCalendarsNav } from '../components/events/MyCalendarsNav';
import { personalEventsByIso, repeatText, timeText } from '../components/events/personal-layer';
import type { PersonalEvent, SeriesRecord, UserCalendar } from '../components/events/types';
import { useEventsT } from '../components/events/use-events-t';
import { useEventsVersion } from '../components/events/usePersonalMonth';
import { MembershipPanel, PeoplePanel } from '../components/sharing/SharingPanel';
import { apiErrorText } from '../lib/api-error';
import { digits } from '../lib/calendar/format';
import { isBase, isYearInRange, shiftMonth } from '../lib/calendar/nav';
import { notFound, requestLang } from '../lib/calendar/request.server';
import type { MonthView } from '../lib/calendar/types';
import { buildMonthView, otherBaseMonth } from '../lib/calendar/views.server';
import { nowMs } from '../lib/clock';
import { myCalendarsMeta } from '../lib/my-calendars-meta';
import { useLang, useT } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';
import sharingCss from '../styles/sharing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
  { rel: 'stylesheet', href: sharingCss },
];

export const meta = myCalendarsMeta('mycal.detailsTitle');

const detailsHref = (id: number, base: string, year: number, month: number) =>
  `/my-calendars/details/${id}/${base}/${year}/${String(month).padStart(2, '0')}`;

/**
 * /my-calendars/details/:id/:base?/:year?/:month?: the month's layout is public (built on the
 * server like every calendar month, without the public events); the calendar's events are the
 * user's and are read in the browser.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const base = params.base ?? 'bs';
  if (!Number.isInteger(id) || id <= 0 || !isBase(base)) throw notFound();
  const now = todayInKathmandu(nowMs());
  const today = base === 'bs' ? now.bs : now.ad;
  const year = params.year === undefined ? today.year : Number(params.year);
  const month = params.month === undefined ? today.month : Number(params.month);
  if (
    !/^\d{4}$/.test(String(year)) ||
    !isYearInRange(base, year) ||
    !(month >= 1 && month <= 12) ||
    !Number.isInteger(month)
  )
    throw notFound();
  const view = buildMonthView({
    base,
    year,
    month,
    lang: requestLang(request),
    todayJdn: now.jdn,
    currentYear: today.year,
    payload: { data: { calendars: [], events: {} } },
  });
  const prev = shiftMonth(base, year, month, -1, today.year);
  const next = shiftMonth(base, year, month, 1, today.year);
  const other = base === 'bs' ? 'ad' : 'bs';
  const otherDate = otherBaseMonth(base, year, month, now.jdn);
  return {
    id,
    view,
    links: {
      prev: detailsHref(id, base, prev.year, prev.month),
      next: detailsHref(id, base, next.year, next.month),
      otherBase: detailsHref(id, other, otherDate.year, otherDate.month),
      otherLabel: other,
    },
  };
}

type Loaded = Awaited<ReturnType<typeof loader>>;

function CalendarMonth({ id, view, links: nav }: Loaded) {
  const t = useT();
  const te = useEventsT();
  const lang = useLang();
  const [calendar, setCalendar] = useState<UserCalendar | null | undefined>(undefined);
  const [series, setSeries] = useState<SeriesRecord[] | null>(null);
  const [byIso, setByIso] = useState<Record<string, PersonalEvent[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [version, bump] = useEventsVersion();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads after a change.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const [calendars, events, month] = await Promise.all([
        listReadableCalendars(lang, signal),
        listCalendarEvents(id, signal),
        fetchMonthAsUser(view.base, view.year, view.month, lang, signal),
      ]);
      if (signal.aborted) return;
      if (!calendars.ok) {
        setError(apiErrorText(calendars, lang));
        return;
      }
      setCalendar(calendars.body.find((c) => c.id === id) ?? null);
      setSeries(events.ok ? events.body : []);
      if (month.ok) {
        const mine = personalEventsByIso(month.body);
        const only: Record<string, PersonalEvent[]> = {};
        for (const [iso, list] of Object.entries(mine)) {
          const here = list.filter((e) => e.calendarId === id);
          if (here.length) only[iso] = here;
        }
        setByIso(only);
      }
    })();
    return () => controller.abort();
  }, [id, view.base, view.year, view.month, lang, version]);

  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (calendar === undefined) return <p className="muted">{te('ev.loading')}</p>;
  if (calendar === null) return <p className="empty-state">{te('mycal.notFound')}</p>;

  const monthEvents = view.days.flatMap((c) => (byIso[c.iso] ?? []).map((e) => ({ cell: c, event: e })));
  return (
    <>
      <h2 className="calendar-title">
        <ColourDot colour={calendar.colour} size={16} />
        {calendar.name}
      </h2>
      {calendar.display === 0 && <p className="select-prompt">{te('mycal.hiddenNote')}</p>}
      <div className="cal-toolbar mycal-toolbar">
        <Link
          className="button button--small button--ghost"
          to={nav.prev}
          aria-label={view.links.prevMonthLabel}
        >
          ‹
        </Link>
        <div className="cal-title">
          <h3 id="cal-heading" className="cal-heading">
            {view.title}
          </h3>
          <p className="cal-subtitle">{view.subtitle}</p>
        </div>
        <Link
          className="button button--small button--ghost"
          to={nav.next}
          aria-label={view.links.nextMonthLabel}
        >
          ›
        </Link>
        <Link className="chip" to={nav.otherBase}>
          {te(nav.otherLabel === 'ad' ? 'ev.base.ad' : 'ev.base.bs')}
        </Link>
      </div>
      <MonthGrid view={view} personal={byIso} />
      <section className="cal-events" aria-labelledby="mycal-month-events">
        <h3 id="mycal-month-events">{t('cal.monthEvents', { month: view.title })}</h3>
        {series && series.length === 0 ? (
          <p className="empty-state">{te('mycal.empty')}</p>
        ) : monthEvents.length === 0 ? (
          <p className="empty-state">{te('mycal.emptyMonth')}</p>
        ) : (
          <ul className="cal-event-list">
            {monthEvents.map(({ cell, event }) => (
              <li key={`${cell.iso}|${event.key}`}>
                <Link to={cell.href}>
                  <span className="cal-event-day">{cell.main}</span>
                  <span className="cal-event-title">
                    <ColourDot colour={event.colour} />
                    {event.title} · {timeText(event, te, lang)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {calendar.access === 'owner' || calendar.access === 'manager' ? (
        <PeoplePanel calendar={calendar} />
      ) : (
        <MembershipPanel calendar={calendar} onChanged={() => bump((v) => v + 1)} />
      )}
      {series && series.length > 0 && (
        <section className="card" aria-labelledby="mycal-all-events">
          <h3 id="mycal-all-events">{te('mycal.allEvents')}</h3>
          <ul className="series-list">
            {series.map((s) => (
              <li key={s.id}>
                <strong>{s.title}</strong>{' '}
                <span className="muted">
                  {digits(s.date, lang)} ({s.base}) · {repeatText(s.repeat ?? null, s.base, te, lang)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default function CalendarDetails() {
  const data = useLoaderData<typeof loader>() as Loaded & { view: MonthView };
  const te = useEventsT();
  return (
    <div className="page my-calendars">
      <h1>{te('mycal.detailsTitle')}</h1>
      <MyCalendarsNav />
      <SignedInOnly>
        <CalendarMonth {...data} />
      </SignedInOnly>
    </div>
  );
}
