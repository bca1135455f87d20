import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { DayDialog } from '../components/calendar/DayDialog';
import { MonthCalendar } from '../components/calendar/MonthCalendar';
import { YearCalendar } from '../components/calendar/YearCalendar';
import { type CalendarPageData, loadCalendarPage } from '../lib/calendar/calendar-page.server';
import { calendarErrorMeta, faviconHref } from '../lib/calendar/meta';
import { pageMeta, rootDataFrom } from '../lib/meta';
import calendarCss from '../styles/calendar.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: calendarCss }];

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
  return (
    <div className="page cal-page">
      {data.year && <YearCalendar view={data.year} />}
      {data.month && (
        <MonthCalendar
          view={data.month}
          picker={data.picker}
          {...(data.day ? { selectedIso: data.day.iso } : {})}
        />
      )}
      {data.day && (
        <DayDialog day={data.day} panchanga={data.panchanga} picker={data.picker} base={data.base} />
      )}
      <p className="visually-hidden" aria-live="polite">
        {data.day ? data.day.title : ''}
      </p>
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
