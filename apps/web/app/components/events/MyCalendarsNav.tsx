import { NavLink } from 'react-router';
import { useT } from '../../lib/root-data';
import { useEventsT } from './use-events-t';

/** The my-calendars screens' tabs. */
export function MyCalendarsNav() {
  const te = useEventsT();
  const t = useT();
  const items = [
    { to: '/my-calendars', label: te('mycal.title'), end: true },
    { to: '/my-calendars/create-event', label: te('mycal.createEvent'), end: false },
    { to: '/my-calendars/configure', label: te('mycal.configure'), end: false },
    { to: '/organization', label: t('user.organization'), end: false },
  ];
  return (
    <nav className="mycal-nav" aria-label={te('mycal.title')}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="chip">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
