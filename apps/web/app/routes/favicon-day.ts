import type { LoaderFunctionArgs } from 'react-router';
import { faviconSvg, parseFaviconFile } from '../lib/calendar/favicon';

/** `/favicon-day/{1–32}.svg`: the calendar pages' favicon, today's BS day on a calendar leaf. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const day = parseFaviconFile(params.file ?? '');
  if (day === null)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const latin = new URL(request.url).searchParams.get('digits') === 'latin';
  return new Response(faviconSvg(day, latin ? 'en' : 'np'), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The picture of a day number never changes.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
