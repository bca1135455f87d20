import { localizeDigits } from '@patro/calendar';
import type { WireRadioDirectory, WireRadioStation } from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { StationLogo } from '../components/radio/StationLogo';
import { newsTranslator } from '../i18n/news';
import type { Lang } from '../i18n/types';
import { Island, publicPage } from '../islands/island';
import radioPlayer from '../islands/radio-player.island';
import { apiGet } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
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
  return { lang, q, directory, station, all: all?.stations ?? [], apiUrl };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location, error }) => {
  if (!loaded || error) return calendarErrorMeta({ matches, location, error });
  const t = newsTranslator(rootDataFrom(matches)?.lang ?? loaded.lang);
  return pageMeta({
    matches,
    location,
    title: loaded.station ? t('radio.meta.station', { name: loaded.station.name }) : t('radio.meta.title'),
    description: t('radio.meta.description'),
  });
};

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
  return (
    <a className="radio-station" href={`/nepali-radio/${station.slug}`} data-station={station.slug}>
      <StationLogo station={station} lang={lang} />
      <span className="radio-station-name">{station.name}</span>
      <span className="radio-station-meta">
        {[mhz, station.address].filter(Boolean).join(' · ')}
        {!station.playable && <span className="radio-badge">http</span>}
      </span>
    </a>
  );
}

export default function Radio() {
  const { lang, q, directory, station, all, apiUrl } = useLoaderData<typeof loader>();
  const t = newsTranslator(lang);
  const groups = new Map<number | null, WireRadioStation[]>();
  for (const s of directory?.stations ?? []) {
    const list = groups.get(s.province) ?? [];
    list.push(s);
    groups.set(s.province, list);
  }
  return (
    <div className="page radio-page">
      {station ? (
        <div className="radio-title">
          <StationLogo station={station} lang={lang} size="large" />
          <h1 className="radio-heading">{station.name}</h1>
        </div>
      ) : (
        <h1 className="radio-heading">{t('radio.heading')}</h1>
      )}
      {station && (
        <p className="radio-station-facts">
          {[
            frequency(station, lang, t),
            station.address,
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
            name: s.name,
            frequency: frequency(s, lang, t),
            stream_url: s.stream_url,
            stream_type: s.stream_type,
            playable: s.playable,
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
            notPlayable: t('radio.notPlayable'),
          },
        }}
      />
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
      {directory && <p className="muted small">{t('radio.source', { source: directory.source })}</p>}
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
