import { parseUrlDate, todayInKathmandu } from '@patro/calendar';
import { useCallback, useEffect, useState } from 'react';
import { Link, type LinksFunction, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import {
  listCalendarsWithDefaults,
  toggleCalendarDisplay,
  toggleUnverifiedEvents,
} from '../components/events/api';
import { ColourDot } from '../components/events/ColourDot';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { MyCalendarsNav } from '../components/events/MyCalendarsNav';
import type { DefaultCalendar, UserCalendar } from '../components/events/types';
import { useEventsT } from '../components/events/use-events-t';
import { announceEventsChanged } from '../components/events/usePersonalMonth';
import { SharedCalendarChoices } from '../components/sharing/SharedCalendars';
import { apiErrorText } from '../lib/api-error';
import { refreshUser, syncCalendarView } from '../lib/auth/session';
import { useSession } from '../lib/auth/store';
import { isBase, monthHref } from '../lib/calendar/nav';
import { notFound, requestLang } from '../lib/calendar/request.server';
import { monthTitle } from '../lib/calendar/views.server';
import { nowMs } from '../lib/clock';
import { myCalendarsMeta } from '../lib/my-calendars-meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
];

export const meta = myCalendarsMeta('mycal.configure');

/**
 * /my-calendars/configure/:base?/:date?: which calendars the month in the URL shows — Patro's
 * default calendars (public, read on the server), the user's own and those shared with them or
 * subscribed (read in the browser) — and the unverified-events setting.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const base = params.base ?? 'bs';
  if (!isBase(base)) throw notFound();
  const now = todayInKathmandu(nowMs());
  const parsed = params.date ? parseUrlDate(params.date, base) : { ...(base === 'bs' ? now.bs : now.ad) };
  if (!parsed) throw notFound();
  const lang = requestLang(request);
  return {
    month: {
      title: monthTitle(base, parsed.year, parsed.month, lang),
      href: monthHref(base, parsed.year, parsed.month),
    },
  };
}

function Configure({ month }: Awaited<ReturnType<typeof loader>>) {
  const te = useEventsT();
  const { user } = useSession();
  const lang = useLang();
  const [calendars, setCalendars] = useState<UserCalendar[] | null>(null);
  const [defaults, setDefaults] = useState<DefaultCalendar[]>([]);
  const [shared, setShared] = useState<UserCalendar[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(user?.settings[0]?.unverified_events === 1);

  useEffect(() => setUnverified(user?.settings[0]?.unverified_events === 1), [user]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await listCalendarsWithDefaults(lang, signal);
      if (signal?.aborted) return;
      if (result.ok) {
        setCalendars(result.body.calendars);
        setShared(result.body.shared);
        setDefaults(result.body.defaults);
      } else setError(apiErrorText(result, lang));
    },
    [lang],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Shown at once, put back if the API refuses (own, shared and Patro's calendars alike).
  const flip = <C extends { id: number; display: 0 | 1 }>(list: C[], id: number): C[] =>
    list.map((c) => (c.id === id ? { ...c, display: c.display === 1 ? 0 : 1 } : c));
  const toggle = async (calendar: { id: number }) => {
    const previous = { calendars, shared, defaults };
    setCalendars((list) => list && flip(list, calendar.id));
    setShared((list) => flip(list, calendar.id));
    setDefaults((list) => flip(list, calendar.id));
    const result = await toggleCalendarDisplay(calendar.id);
    if (!result.ok) {
      setCalendars(previous.calendars);
      setShared(previous.shared);
      setDefaults(previous.defaults);
      setError(apiErrorText(result, lang));
    } else {
      announceEventsChanged();
      void syncCalendarView();
    }
  };

  const toggleUnverified = async () => {
    setUnverified((v) => !v);
    const result = await toggleUnverifiedEvents();
    if (!result.ok) {
      setUnverified((v) => !v);
      setError(apiErrorText(result, lang));
      return;
    }
    void refreshUser().then(() => syncCalendarView());
  };

  // Spec §8: with every calendar unticked (the reader's own and Patro's), prompt to select one.
  const everyCalendar = [...(calendars ?? []), ...shared, ...defaults];
  const noneShown =
    calendars !== null && everyCalendar.length > 0 && everyCalendar.every((c) => c.display === 0);
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div role="status">{noneShown && <p className="select-prompt">{te('mycal.selectPrompt')}</p>}</div>
      <section className="card" aria-labelledby="cfg-mine">
        <h2 id="cfg-mine">{te('mycal.title')}</h2>
        {calendars === null ? (
          <p className="muted">{te('ev.loading')}</p>
        ) : (
          <CalendarChecks calendars={calendars} onToggle={toggle} />
        )}
      </section>
      {calendars !== null && (
        <SharedCalendarChoices
          shared={shared}
          onToggle={toggle}
          onChanged={() => {
            void load();
            announceEventsChanged();
            void syncCalendarView();
          }}
        />
      )}
      <section className="card" aria-labelledby="cfg-defaults">
        <h2 id="cfg-defaults">{te('mycal.defaults')}</h2>
        <p className="muted">{te('mycal.defaultsNote')}</p>
        <CalendarChecks calendars={defaults} onToggle={toggle} />
        <label className="choice">
          <input type="checkbox" checked={unverified} onChange={toggleUnverified} />
          {te('mycal.unverified')}
        </label>
      </section>
      <p>
        <Link className="button" to={month.href}>
          {te('mycal.viewMonth', { month: month.title })}
        </Link>
      </p>
    </>
  );
}

/** Show/hide check boxes for a list of calendars (the user's own, or Patro's). */
function CalendarChecks({
  calendars,
  onToggle,
}: {
  calendars: readonly (UserCalendar | DefaultCalendar)[];
  onToggle: (calendar: { id: number }) => void;
}) {
  return (
    <ul className="plain-list calendar-checks">
      {calendars.map((c) => (
        <li key={c.id}>
          <label className="calendar-toggle">
            <input type="checkbox" checked={c.display === 1} onChange={() => onToggle(c)} />
            <ColourDot colour={c.colour} size={16} />
            <span className="calendar-name">{c.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

export default function ConfigureCalendars() {
  const data = useLoaderData<typeof loader>();
  const te = useEventsT();
  return (
    <div className="page page--narrow my-calendars">
      <h1>{te('mycal.configure')}</h1>
      <MyCalendarsNav />
      <SignedInOnly>
        <Configure {...data} />
      </SignedInOnly>
    </div>
  );
}
