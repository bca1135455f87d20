import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { YearCalendar } from '../components/calendar/YearCalendar';
import { Island, publicPage } from '../islands/island';
import monthIsland from '../islands/month.island';
import { type PageAds, pageAds } from '../lib/ads/slots.server';
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

export const handle = publicPage;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [page, ads] = await Promise.all([
    loadCalendarPage(request, params, context),
    pageAds(context, 'calendar'),
  ]);
  return { ...page, ads };
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
  const data = useLoaderData() as CalendarPageData & { ads: PageAds };
  // The year view is plain server HTML; a month (with its open day) is an island (ADR 081).
  return (
    <>
      <div className="ad-row ad-row--top">
        <AdSlots ads={data.ads} position="top" />
      </div>
      <AdSlots ads={data.ads} position="bottom" />
      <div className="page cal-page">
        {data.year && <YearCalendar view={data.year} />}
        {data.month && (
          <Island
            of={monthIsland}
            props={{
              lang: data.lang,
              view: data.month,
              picker: data.picker,
              day: data.day,
              panchanga: data.panchanga,
              pane: data.pane,
            }}
          />
        )}
        <p className="visually-hidden" aria-live="polite">
          {data.day ? data.day.title : ''}
        </p>
        <AdSlots ads={data.ads} position="inline" />
      </div>
    </>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
