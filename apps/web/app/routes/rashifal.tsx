/**
 * `/nepali-rashifal`, `/nepali-rashifal/:type` and `/nepali-rashifal/:type/:slug` (spec §2): the
 * twelve signs' rashifal for a period, or one sign's. Server HTML, complete without JavaScript:
 * the period and sign are in the URL, the text comes from the API in the loader (ADR 122).
 */
import type { WireRashifalEntry, WireRashifalPortal } from '@patro/contracts';
import {
  data,
  type HeadersFunction,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { translator } from '../i18n';
import { publicPage } from '../islands/island';
import { type PageAds, pageAds } from '../lib/ads/slots.server';
import { apiGet, orNoData } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { notFound, requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { RASHI_SLUGS, rashiKey } from '../lib/nav';
import {
  excerpt,
  isRashifalType,
  RASHIFAL_CACHE_HEADERS,
  RASHIFAL_TYPES,
  type RashifalType,
  rashifalHref,
  rashifalTypeOf,
  signClass,
  TYPE_TAB,
  TYPE_TITLE,
} from '../lib/rashifal';
import { useT } from '../lib/root-data';
import rashifalCss from '../styles/rashifal.css?url';

/** A public page: server HTML, cached, no router runtime in the browser (ADR 081). */
export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rashifalCss }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const typeParam = params.type ?? 'daily';
  const slug = params.slug;
  if (!isRashifalType(typeParam)) {
    // /nepali-rashifal/day (and week, month, year) are aliases: permanent redirects (spec §2).
    const alias = rashifalTypeOf(typeParam);
    if (alias) throw redirect(rashifalHref(alias, slug?.toLowerCase()), 301);
    throw notFound();
  }
  const type: RashifalType = typeParam;
  if (slug !== undefined && !RASHI_SLUGS.includes(slug)) {
    if (RASHI_SLUGS.includes(slug.toLowerCase())) throw redirect(rashifalHref(type, slug.toLowerCase()), 301);
    throw notFound();
  }
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'rashifal');
  const answer = await orNoData(() =>
    apiGet<WireRashifalPortal>(apiUrl, '/rashifal', { lang, type, sign: slug }),
  );
  if (!answer.ok) throw new Response(answer.message, { status: answer.status });
  const entries = answer.body[lang]?.[type] ?? [];
  const first = entries[0];
  if (!first) throw notFound();
  const body: LoaderData = { lang, type, slug: slug ?? null, period: first.period, entries, ads: await ads };
  return data(body, { headers: RASHIFAL_CACHE_HEADERS });
}

interface LoaderData {
  lang: 'np' | 'en';
  type: RashifalType;
  slug: string | null;
  period: WireRashifalEntry['period'];
  entries: WireRashifalEntry[];
  ads: PageAds;
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location, error }) => {
  if (!page || error) return calendarErrorMeta({ matches, location, error });
  const t = translator(rootDataFrom(matches)?.lang ?? page.lang);
  const type = t(TYPE_TITLE[page.type]);
  const period = page.period.label;
  const sign = page.slug ? page.entries[0] : undefined;
  if (sign) {
    return pageMeta({
      matches,
      location,
      title: t('rashifal.meta.signTitle', { sign: sign.name, type, period }),
      description: t('rashifal.meta.signDescription', {
        sign: sign.name,
        type,
        period,
        letters: sign.letters.join(', '),
      }),
    });
  }
  return pageMeta({
    matches,
    location,
    title: t('rashifal.meta.title', { type, period }),
    description: t('rashifal.meta.description', { type, period }),
  });
};

function PeriodTabs({ type, slug }: { type: RashifalType; slug: string | null }) {
  const t = useT();
  return (
    <nav className="rashifal-tabs" aria-label={t('rashifal.tabs')}>
      {RASHIFAL_TYPES.map((tab) => (
        <Link
          key={tab}
          to={rashifalHref(tab, slug ?? undefined)}
          aria-current={tab === type ? 'page' : undefined}
          className="rashifal-tab"
        >
          {t(TYPE_TAB[tab])}
        </Link>
      ))}
    </nav>
  );
}

function Letters({ entry }: { entry: WireRashifalEntry }) {
  const t = useT();
  return (
    <p className="rashifal-letters">
      <span className="muted">{t('rashifal.letters')}:</span> {entry.letters.join(', ')}
    </p>
  );
}

function Source({ entry, full }: { entry: WireRashifalEntry; full: boolean }) {
  const t = useT();
  if (entry.source === 'astrologer') {
    return <p className="rashifal-source">{t('rashifal.byAstrologer', { name: entry.author ?? '' })}</p>;
  }
  return (
    <div className="rashifal-source">
      {full ? <p>{entry.basis}</p> : <p className="rashifal-badge">{t('rashifal.computed')}</p>}
      <details open={full}>
        <summary>{t('rashifal.transitsUsed')}</summary>
        <ul className="rashifal-transits">
          {entry.transits.map((transit) => (
            <li key={transit.graha} className={transit.good ? 'is-good' : 'is-hard'}>
              {transit.label}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function Overview({ page }: { page: LoaderData }) {
  const t = useT();
  return (
    <>
      <p className="muted rashifal-intro">{t('rashifal.intro')}</p>
      <ul className="rashifal-grid">
        {page.entries.map((entry) => {
          const short = excerpt(entry.text);
          const href = rashifalHref(page.type, entry.slug);
          return (
            <li key={entry.id} className={`rashifal-card ${signClass(entry)}`}>
              <h2 className="rashifal-sign">
                <Link to={href} className={`rashi-pill ${signClass(entry)}`}>
                  {entry.name}
                </Link>
              </h2>
              <Letters entry={entry} />
              <p className="rashifal-text">{short.text}</p>
              {short.more ? (
                <p>
                  <Link to={href}>
                    {t('rashifal.readMore')}
                    <span className="visually-hidden"> ({entry.name})</span> <span aria-hidden="true">→</span>
                  </Link>
                </p>
              ) : null}
              <Source entry={entry} full={false} />
            </li>
          );
        })}
      </ul>
      <p className="muted rashifal-note">{t('rashifal.computedNote')}</p>
    </>
  );
}

function SignPage({ page, entry }: { page: LoaderData; entry: WireRashifalEntry }) {
  const t = useT();
  return (
    <>
      <article className={`rashifal-card rashifal-card--full ${signClass(entry)}`}>
        <Letters entry={entry} />
        <p className="rashifal-text">{entry.text}</p>
        <Source entry={entry} full />
      </article>
      <nav className="rashifal-others" aria-label={t('rashifal.otherSigns')}>
        <h2>{t('rashifal.otherSigns')}</h2>
        <ul>
          {RASHI_SLUGS.map((slug) => (
            <li key={slug}>
              <Link
                to={rashifalHref(page.type, slug)}
                aria-current={slug === entry.slug ? 'page' : undefined}
              >
                {t(rashiKey(slug))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export default function Rashifal() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const sign = page.slug ? page.entries[0] : undefined;
  return (
    <div className="page rashifal-page">
      <header className="rashifal-head">
        {sign ? (
          <h1>
            <span className={`rashi-pill ${signClass(sign)}`}>{sign.name}</span> {t(TYPE_TITLE[page.type])}
          </h1>
        ) : (
          <h1>{t(TYPE_TITLE[page.type])}</h1>
        )}
        <p className="rashifal-period">{page.period.label}</p>
      </header>
      <PeriodTabs type={page.type} slug={page.slug} />
      <AdSlots ads={page.ads} position="top" />
      <AdSlots ads={page.ads} position="bottom" />
      {sign ? <SignPage page={page} entry={sign} /> : <Overview page={page} />}
      <AdSlots ads={page.ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
