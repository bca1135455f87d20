import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { DayDialog } from '../components/calendar/DayDialog';
import { MonthCalendar } from '../components/calendar/MonthCalendar';
import { YearCalendar } from '../components/calendar/YearCalendar';
import { usePersonalMonth } from '../components/events/usePersonalMonth';
import { type CalendarPageData, loadCalendarPage } from '../lib/calendar/calendar-page.server';
import { calendarErrorMeta, faviconHref } from '../lib/calendar/meta';
import { pageMeta, rootDataFrom } from '../lib/meta';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';

// my-calendars.css styles the day dialog's event form (signed-in users).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadCalendarPage(request, params, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  return pageMeta({
    matches,
    location,
    title: data.meta.title,
    description: data.meta.description,
    icon: faviconHref(data.faviconDay, rootDataFrom(matches)?.lang ?? data.lang),
  });
};

export default function CalendarPage() {
  const data = useLoaderData() as CalendarPageData;
  // The signed-in user's events over the cached public month (client-only, ADR 067); the
  // yearly view asks for nothing (year 0 matches no month).
  const personal = usePersonalMonth(data.base, data.month?.year ?? 0, data.month?.month ?? 0, data.lang);
  return (
    <div className="page cal-page">
      {data.year && <YearCalendar view={data.year} />}
      {data.month && (
        <MonthCalendar
          view={data.month}
          picker={data.picker}
          {...(data.day ? { selectedIso: data.day.iso } : {})}
          personal={personal.byIso}
        />
      )}
      {data.day && (
        <DayDialog
          day={data.day}
          panchanga={data.panchanga}
          picker={data.picker}
          base={data.base}
          personal={personal.byIso[data.day.iso] ?? []}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {data.day ? data.day.title : ''}
      </p>
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
