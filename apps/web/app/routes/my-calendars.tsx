import type { LinksFunction } from 'react-router';
import { CalendarList } from '../components/events/CalendarList';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { MyCalendarsNav } from '../components/events/MyCalendarsNav';
import { useEventsT } from '../components/events/use-events-t';
import { SharedCalendars, UserGroups } from '../components/sharing/SharedCalendars';
import { myCalendarsMeta } from '../lib/my-calendars-meta';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';
import sharingCss from '../styles/sharing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
  { rel: 'stylesheet', href: sharingCss },
];

export const meta = myCalendarsMeta('mycal.title');

/** /my-calendars: the user's calendars (the data is theirs, so it is read in the browser). */
export default function MyCalendars() {
  const te = useEventsT();
  return (
    <div className="page page--narrow my-calendars">
      <h1>{te('mycal.title')}</h1>
      <MyCalendarsNav />
      <p className="muted">{te('mycal.intro')}</p>
      <SignedInOnly>
        <CalendarList />
        <SharedCalendars />
        <UserGroups />
      </SignedInOnly>
    </div>
  );
}
