import { todayInKathmandu } from '@patro/calendar';
import { useMemo, useState } from 'react';
import { Link, type LinksFunction } from 'react-router';
import { EventForm } from '../components/events/EventForm';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { MyCalendarsNav } from '../components/events/MyCalendarsNav';
import { useEventsT } from '../components/events/use-events-t';
import { myCalendarsMeta } from '../lib/my-calendars-meta';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
];

export const meta = myCalendarsMeta('mycal.createEvent');

/** /my-calendars/create-event: the event form on its own page, starting on today (BS, Kathmandu). */
export default function CreateEvent() {
  const te = useEventsT();
  const today = useMemo(() => todayInKathmandu(Date.now()).bs, []);
  const [done, setDone] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="page page--narrow my-calendars">
      <h1>{te('mycal.createEvent')}</h1>
      <MyCalendarsNav />
      <SignedInOnly>
        {done ? (
          <div className="card">
            <p className="form-status" role="status">
              {done}
            </p>
            <p className="form-actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setDone(null);
                  setRound((r) => r + 1);
                }}
              >
                {te('mycal.createAnother')}
              </button>
              <Link className="button button--ghost" to="/my-calendars">
                {te('mycal.title')}
              </Link>
              <Link className="button button--ghost" to="/calendar/bs">
                {te('mycal.toCalendar')}
              </Link>
            </p>
          </div>
        ) : (
          <EventForm key={round} base="BS" date={today} onDone={setDone} />
        )}
      </SignedInOnly>
    </div>
  );
}
