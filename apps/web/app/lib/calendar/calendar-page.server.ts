/**
 * Loader of `/calendar/:base?/:date?/:view?` (spec §2, §4, §5): redirects, URL validation,
 * the month or year from the API, the open day and its panchanga.
 */

import {
  adMonthName,
  adToBs,
  bsMonthLength,
  bsMonthName,
  formatAdDate,
  formatBsDate,
  gregorianMonthLength,
  localizeDigits,
  parseUrlDate,
  todayInKathmandu,
  type YMD,
} from '@patro/calendar';
import { redirect } from 'react-router';
import type { PanchangaState } from '../../components/calendar/PanchangaPanel';
import { type Lang, translator } from '../../i18n';
import {
  apiGet,
  apiPost,
  orNoData,
  type WireCalendarsResponse,
  type WireCity,
  type WirePanchanga,
} from '../api-client';
import { nowMs } from '../clock';
import { webContext } from '../context';
import { paneFromParam, type UrlPane } from './day-pane';
import { cityLabel } from './format';
import { type Base, isBase, pickerTarget } from './nav';
import { notFound, requestLang } from './request.server';
import type { DayView, MonthView, YearView } from './types';
import { viewPrefsQuery } from './view-prefs';
import { buildDayView, buildMonthView, buildPanchangaView, buildYearView } from './views.server';

export interface CalendarPageData {
  lang: Lang;
  base: Base;
  month: MonthView | null;
  year: YearView | null;
  day: DayView | null;
  panchanga: PanchangaState | null;
  /** The day dialog's pane the URL names (`?pane=`), null for its list. */
  pane: UrlPane | null;
  picker: { months: string[] };
  meta: { title: string; description: string };
  /** Today's BS day (Kathmandu), for the favicon. */
  faviconDay: number;
}

export function pickerMonths(base: Base, lang: Lang): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    base === 'bs' ? bsMonthName(i + 1, lang) : adMonthName(i + 1, lang),
  );
}

/** Month payload from the API; null for a 4xx (the grid then shows dates only). */
export async function fetchMonth(
  apiUrl: string,
  base: Base,
  year: number,
  month: number,
  lang: Lang,
  request: Request,
) {
  const result = await apiGet<WireCalendarsResponse>(apiUrl, '/calendars', {
    calendar_type: base.toUpperCase(),
    year,
    month,
    lang,
    ...viewPrefsQuery(request),
  });
  return result.ok ? result.body : null;
}

async function fetchYear(apiUrl: string, base: Base, year: number, lang: Lang, request: Request) {
  const result = await apiGet<WireCalendarsResponse>(apiUrl, '/calendars', {
    calendar_type: base.toUpperCase(),
    start_date: `${year}-01-01`,
    end_date: `${year + 1}-01-01`,
    lang,
    ...viewPrefsQuery(request),
  });
  return result.ok ? result.body : null;
}

/** A place from the URL: `?city=id` or `?lat=&lon=&tz=` (validated loosely; the API validates). */
function placeFromUrl(url: URL): { city: string } | { lat: number; lon: number; tz: string } {
  const lat = Number(url.searchParams.get('lat'));
  const lon = Number(url.searchParams.get('lon'));
  const tz = url.searchParams.get('tz');
  if (
    url.searchParams.has('lat') &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    tz &&
    /^[A-Za-z_+\-/0-9]{1,64}$/.test(tz)
  ) {
    return { lat, lon, tz };
  }
  const city = url.searchParams.get('city');
  return { city: city && /^[a-z-]{2,40}$/.test(city) ? city : 'kathmandu' };
}

export async function loadPanchanga(apiUrl: string, bs: YMD, url: URL, lang: Lang): Promise<PanchangaState> {
  const t = translator(lang);
  const place = placeFromUrl(url);
  const placeId = 'city' in place ? place.city : 'here';
  let cities: WireCity[] = [];
  try {
    const list = await apiGet<{ data: WireCity[] }>(apiUrl, '/panchanga/cities');
    if (list.ok) cities = list.body.data;
  } catch {
    cities = [];
  }
  const options = cities.map((c) => ({ id: c.id, label: cityLabel(c, lang) }));
  try {
    const result = await apiPost<{ data: WirePanchanga }>(apiUrl, '/fetch/panchanga', { ...bs, ...place });
    if (!result.ok || !result.body?.data?.tithi) return { view: null, error: true, cities: options, placeId };
    const p = result.body.data;
    const city = cities.find((c) => c.id === p.place.id);
    const placeName = city
      ? cityLabel(city, lang)
      : t('cal.p.coords', {
          lat: localizeDigits(p.place.lat.toFixed(2), lang),
          lon: localizeDigits(p.place.lon.toFixed(2), lang),
        });
    return { view: buildPanchangaView(p, lang, placeName), error: false, cities: options, placeId };
  } catch {
    return { view: null, error: true, cities: options, placeId };
  }
}

function dayExists(base: Base, date: YMD): boolean {
  const length =
    base === 'bs' ? bsMonthLength(date.year, date.month) : gregorianMonthLength(date.year, date.month);
  return date.day <= length;
}

export async function loadCalendarPage(
  request: Request,
  params: Record<string, string | undefined>,
  context: Parameters<typeof webContext>[0],
): Promise<CalendarPageData> {
  const url = new URL(request.url);
  const { base: baseParam, date: dateParam, view: viewParam, y, m, d } = params;

  // Slash-separated dates (spec §5 allows `/`): /calendar/bs/2081/07/15 → the dash form.
  if (y !== undefined && m !== undefined && d !== undefined) {
    // Only digits, a known base and view go into the Location header: a control character there
    // made the redirect itself fail with a 500 (ADR 093).
    const digits = [y, m, d].every((part) => /^\d{1,4}$/.test(part));
    if (!digits || !isBase(baseParam) || (viewParam !== undefined && viewParam !== 'panchanga')) {
      throw notFound();
    }
    throw redirect(`/calendar/${baseParam}/${y}-${m}-${d}${viewParam ? `/${viewParam}` : ''}`, 301);
  }
  if (baseParam === undefined || (baseParam === 'monthly' && dateParam === undefined)) {
    throw redirect('/calendar/bs');
  }
  if (!isBase(baseParam)) throw notFound();
  const base = baseParam;
  if (dateParam && viewParam && /^\d{4}$/.test(dateParam) && /^\d{2}$/.test(viewParam)) {
    throw redirect(`/calendar/${base}/${dateParam}-${viewParam}`, 301);
  }
  if (dateParam === undefined) {
    const target = pickerTarget(base, url.searchParams.get('year'), url.searchParams.get('month'));
    if (target) throw redirect(target);
  }
  if (viewParam !== undefined && viewParam !== 'panchanga') throw notFound();

  const lang = requestLang(request);
  const t = translator(lang);
  const { apiUrl } = webContext(context, request);
  const now = todayInKathmandu(nowMs());
  const currentYear = base === 'bs' ? now.bs.year : now.ad.year;
  const todayBase = base === 'bs' ? now.bs : now.ad;

  let target: { year: number; month: number; day: number; precision: 'year' | 'month' | 'day' };
  if (dateParam === undefined) {
    target = { ...todayBase, precision: 'month' };
  } else {
    const parsed = parseUrlDate(dateParam, base);
    if (!parsed) throw notFound();
    target = parsed;
  }
  if (viewParam && target.precision !== 'day') throw notFound();
  if (target.precision === 'day' && !dayExists(base, target)) throw notFound();

  const common = {
    lang,
    base,
    picker: { months: pickerMonths(base, lang) },
    faviconDay: now.bs.day,
  };

  if (target.precision === 'year') {
    const payload = await orNoData(() => fetchYear(apiUrl, base, target.year, lang, request));
    const year = buildYearView({ base, year: target.year, lang, todayJdn: now.jdn, currentYear, payload });
    return {
      ...common,
      month: null,
      year,
      day: null,
      panchanga: null,
      pane: null,
      meta: {
        title: t('cal.meta.title', { what: year.title }),
        description: t('cal.meta.yearDescription', { year: year.title }),
      },
    };
  }

  const payload = await orNoData(() => fetchMonth(apiUrl, base, target.year, target.month, lang, request));
  const month = buildMonthView({
    base,
    year: target.year,
    month: target.month,
    lang,
    todayJdn: now.jdn,
    currentYear,
    payload,
    ...(target.precision === 'day' ? { selectedDay: target.day } : {}),
  });
  let day: DayView | null = null;
  let panchanga: PanchangaState | null = null;
  let title = month.title;
  let description = t('cal.meta.monthDescription', { month: month.title, other: month.subtitle });
  if (target.precision === 'day') {
    const date = { year: target.year, month: target.month, day: target.day };
    day = buildDayView({ base, date, lang, payload });
    const bs = base === 'bs' ? date : adToBs(date);
    const dayTitle = base === 'bs' ? formatBsDate(bs, lang) : formatAdDate(date, lang);
    title = dayTitle;
    description = t('cal.meta.dayDescription', {
      day: day.title,
      other: base === 'bs' ? day.ad : day.bs,
      tithi: day.tithi || '—',
      events: day.events.map((e) => e.title).join(', ') || t('cal.noEventsDay'),
    });
    if (viewParam === 'panchanga') {
      panchanga = await loadPanchanga(apiUrl, bs, url, lang);
      title = t('cal.meta.panchanga', { day: dayTitle });
      description = t('cal.meta.panchangaDescription', { day: day.title });
    }
  }
  return {
    ...common,
    month,
    year: null,
    day,
    panchanga,
    // The panchanga URL shows its own pane; an unknown or stale `pane` opens the list.
    pane: day && !panchanga ? paneFromParam(url.searchParams.get('pane'), day.events.length) : null,
    meta: { title: t('cal.meta.title', { what: title }), description },
  };
}
