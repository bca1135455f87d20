import { data } from 'react-router';
import { DEFAULT_LANG, type Lang } from '../../i18n';
import { parseLang, readCookie } from '../prefs';

/** The page language of a request (cookie `lang`, default Nepali), as the root loader decides it. */
export function requestLang(request: Request): Lang {
  return parseLang(readCookie(request.headers.get('cookie'), 'lang')) ?? DEFAULT_LANG;
}

/** The not-found response (rendered by the route's ErrorBoundary as the not-found page, HTTP 404). */
export function notFound() {
  return data({ kind: 'not-found' as const }, { status: 404 });
}
