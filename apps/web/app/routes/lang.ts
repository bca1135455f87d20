import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { COOKIE_MAX_AGE, parseLang } from '../lib/prefs';

/**
 * `/lang/:lang?back=/path`: the language switch without JavaScript (the header's language link,
 * spec §4). Sets the `lang` cookie and goes back to the page; with JavaScript the link's click
 * handler does the same in place (and remembers it in localStorage).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = parseLang(params.lang ?? null);
  if (!lang) throw data('Unknown language', { status: 404 });
  const back = new URL(request.url).searchParams.get('back') ?? '/';
  // Only a path on this site: never an open redirect.
  const target = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/';
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': `lang=${lang}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax` },
  });
}
