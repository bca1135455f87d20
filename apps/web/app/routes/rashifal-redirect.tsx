import { type LoaderFunctionArgs, redirect } from 'react-router';
import { notFound } from '../lib/calendar/request.server';
import { rashifalHref, rashifalTypeOf } from '../lib/rashifal';

/**
 * `/rashi`, `/rashifal`, `/rashifal/:alias` and `/rashifal/:alias/:slug` (spec §2): permanent
 * redirects to the `/nepali-rashifal` pages. An unknown alias is a 404, never a guess.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (!params.alias) throw redirect('/nepali-rashifal', 301);
  const type = rashifalTypeOf(params.alias);
  if (!type) throw notFound();
  throw redirect(rashifalHref(type, params.slug?.toLowerCase()), 301);
}

export { CalendarErrorBoundary as ErrorBoundary } from '../components/calendar/CalendarError';

export default function RashifalRedirect() {
  return null;
}
