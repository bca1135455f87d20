import { localizeDigits } from '@patro/calendar';
import type { WireRadioDirectory, WireRadioStation } from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { StationLogo } from '../components/radio/StationLogo';
import { newsTranslator } from '../i18n/news';
import type { Lang } from '../i18n/types';
import { Island, publicPage } from '../islands/island';
import radioPlayer from '../islands/radio-player.island';
import { pageAds } from '../lib/ads/slots.server';
import { apiGet } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { bsAndAd, nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { PROVINCES } from '../lib/news/provinces';
import newsCss from '../styles/news.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'public, max-age=120, stale-while-revalidate=600',
});

/**
 * /nepali-radio and /nepali-radio/:name (spec §2): the stations whose stream answers, grouped by
 * province, searchable (`?q=`), trending first; a station's page starts the player on it.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'radio');
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 60);
  let directory: WireRadioDirectory | null = null;
  try {
    const answer = await apiGet<{ data: WireRadioDirectory }>(apiUrl, '/radios', { q: q || undefined });
    directory = answer.ok ? answer.body.data : null;
  } catch {
    directory = null;
  }
  // The player knows every station, so links switch stations in place whatever the search shows.
  let all = directory;
  if (q && directory) {
    all = await apiGet<{ data: WireRadioDirectory }>(apiUrl, '/radios', {})
      .then((a) => (a.ok ? a.body.data : directory))
      .catch(() => directory);
  }
  const station = params.name ? (all?.stations.find((s) => s.slug === params.name) ?? null) : null;
  if (params.name && directory && !station) {
    throw data({ kind: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  }
  return { lang, q, directory, station, all: all?.stations ?? [], apiUrl, ads: await ads };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location, error }) => {
  if (!loaded || error) return calendarErrorMeta({ matches, location, error });
  const t = newsTranslator(rootDataFrom(matches)?.lang ?? loaded.lang);
  return pageMeta({
    matches,
    location,
    title: loaded.station
      ? t('radio.meta.station', { name: stationName(loaded.station, loaded.lang) })
      : t('radio.meta.title'),
    description: t('radio.meta.description'),
  });
};

/** The station's name in the page's language (Devanagari from the reviewed table, ADR 159). */
function stationName(station: WireRadioStation, lang: Lang): string {
  return lang === 'np' ? (station.name_ne ?? station.name) : station.name;
}

/** The name in the other script, shown small beside it so either spelling is recognised. */
function otherName(station: WireRadioStation, lang: Lang): string | null {
  if (!station.name_ne) return null;
  return lang === 'np' ? station.name : station.name_ne;
}

function stationPlace(station: WireRadioStation, lang: Lang): string | null {
  return lang === 'np' ? (station.address_ne ?? station.address) : station.address;
}

/** The about line: whose list, its licence, when it was recorded and when the streams were last checked. */
function aboutLine(source: WireRadioDirectory['source'], lang: Lang): string {
  const t = newsTranslator(lang);
  const values = {
    source: source.name[lang],
    licence: source.licence ?? t('radio.noLicence'),
    recorded: bsAndAd(source.recorded, lang),
  };
  return source.checked_at
    ? t('radio.about', { ...values, checked: nepalDateTime(source.checked_at, lang) })
    : t('radio.aboutUnchecked', values);
}

function frequency(
  station: WireRadioStation,
  lang: Lang,
  t: ReturnType<typeof newsTranslator>,
): string | null {
  return station.frequency === null
    ? null
    : t('radio.mhz', { n: localizeDigits(station.frequency.toFixed(1), lang) });
}

function StationLink({ station, lang }: { station: WireRadioStation; lang: Lang }) {
  const t = newsTranslator(lang);
  const mhz = frequency(station, lang, t);
  const other = otherName(station, lang);
  return (
    <a className="radio-station" href={`/nepali-radio/${station.slug}`} data-station={station.slug}>
      <StationLogo station={{ ...station, name: stationName(station, lang) }} lang={lang} />
      <span className="radio-station-name">{stationName(station, lang)}</span>
      {other && (
        <span className="radio-station-alt" lang={lang === 'np' ? 'en' : 'ne'}>
          {other}
        </span>
      )}
      <span className="radio-station-meta">
        {[mhz, stationPlace(station, lang)].filter(Boolean).join(' · ')}
      </span>
    </a>
  );
}

export default function Radio() {
  const { lang, q, directory, station, all, apiUrl, ads } = useLoaderData<typeof loader>();
  const t = newsTranslator(lang);
  const groups = new Map<number | null, WireRadioStation[]>();
  for (const s of directory?.stations ?? []) {
    const list = groups.get(s.province) ?? [];
    list.push(s);
    groups.set(s.province, list);
  }
  // In each province, stations in the order of the names the reader sees (Nepali order in Nepali).
  const collator = new Intl.Collator(lang === 'np' ? 'ne' : 'en');
  for (const list of groups.values())
    list.sort((a, b) => collator.compare(stationName(a, lang), stationName(b, lang)));
  return (
    <div className="page radio-page">
      {station ? (
        <div className="radio-title">
          <StationLogo station={{ ...station, name: stationName(station, lang) }} lang={lang} size="large" />
          <h1 className="radio-heading">
            {stationName(station, lang)}
            {otherName(station, lang) && (
              <span className="radio-heading-alt" lang={lang === 'np' ? 'en' : 'ne'}>
                {otherName(station, lang)}
              </span>
            )}
          </h1>
        </div>
      ) : (
        <h1 className="radio-heading">{t('radio.heading')}</h1>
      )}
      {station && (
        <p className="radio-station-facts">
          {[
            frequency(station, lang, t),
            stationPlace(station, lang),
            station.province ? PROVINCES[station.province]?.[lang] : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          {' · '}
          <a href={station.stream_url} rel="noopener noreferrer">
            {t('radio.openStream')}
          </a>
          {' · '}
          <a href="/nepali-radio">{t('radio.all')}</a>
        </p>
      )}
      <Island
        of={radioPlayer}
        props={{
          stations: all.map((s) => ({
            slug: s.slug,
            name: stationName(s, lang),
            frequency: frequency(s, lang, t),
            // A plain-http stream plays from our origin's relay (ADR 158).
            stream_url: s.relayed ? `${apiUrl}/radios/${encodeURIComponent(s.slug)}/stream` : s.stream_url,
            stream_type: s.stream_type,
          })),
          initial: station?.slug ?? null,
          apiUrl,
          labels: {
            play: t('radio.play'),
            pause: t('radio.pause'),
            volume: t('radio.volume'),
            nowPlaying: t('radio.nowPlaying'),
            choose: t('radio.choose'),
            loading: t('radio.loading'),
            failed: t('radio.failed'),
            ended: t('radio.ended'),
          },
        }}
      />
      <AdSlots ads={ads} position="top" />
      <AdSlots ads={ads} position="bottom" />
      <form method="get" action="/nepali-radio" className="radio-search">
        <label className="field-inline">
          <span>{t('radio.search')}</span>
          <input type="search" name="q" defaultValue={q} maxLength={60} />
        </label>
        <button type="submit" className="button button--small">
          {t('radio.searchButton')}
        </button>
      </form>
      {!q && directory && directory.trending.length > 0 && (
        <section className="card" aria-labelledby="radio-trending">
          <h2 id="radio-trending">{t('radio.trending')}</h2>
          <ul className="radio-list">
            {directory.trending.map((s) => (
              <li key={s.slug}>
                <StationLink station={s} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!directory || directory.stations.length === 0 ? (
        <p className="empty-state">{q ? t('radio.empty') : t('radio.none')}</p>
      ) : (
        [...groups].map(([province, stations]) => (
          <section key={province ?? 'other'} aria-labelledby={`province-${province ?? 'other'}`}>
            <h2 id={`province-${province ?? 'other'}`} className="radio-province">
              {province ? (PROVINCES[province]?.[lang] ?? province) : t('radio.provinceNone')}
            </h2>
            <ul className="radio-list">
              {stations.map((s) => (
                <li key={s.slug}>
                  <StationLink station={s} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {directory && <p className="muted small radio-about">{aboutLine(directory.source, lang)}</p>}
      <AdSlots ads={ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
