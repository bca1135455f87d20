import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { AdSlots } from '../components/ads/AdSlots';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { NewsList } from '../components/news/NewsList';
import { newsTranslator } from '../i18n/news';
import { Island, publicPage } from '../islands/island';
import submitOnChange from '../islands/submit-on-change.island';
import { pageAds } from '../lib/ads/slots.server';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { loadHeadlines } from '../lib/news/load.server';
import newsCss from '../styles/news.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

// Feeds are fetched every 15 minutes: a copy may be kept 5.
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
});

/** /news (spec §2): latest or top headlines in the reader's language, one outlet or all, and the blog. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ads = pageAds(context, 'news');
  const params = new URL(request.url).searchParams;
  const category = params.get('category') === 'tops' ? 'tops' : 'latest';
  const outletParam = Number(params.get('outlet'));
  const outlet = Number.isInteger(outletParam) && outletParam > 0 ? outletParam : undefined;
  const [news, blogs] = await Promise.all([
    loadHeadlines(apiUrl, '/news', { lang, category, outlet, limit: 40 }),
    loadHeadlines(apiUrl, '/blogs', { limit: 5 }),
  ]);
  return {
    lang,
    category,
    outlet: outlet ?? null,
    news,
    blogs,
    renderedAt: Date.now(),
    ads: await ads,
  } as const;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = newsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({
    matches,
    location,
    title: t('news.meta.title'),
    description: t('news.meta.description'),
  });
};

export default function News() {
  const { lang, category, outlet, news, blogs, renderedAt, ads } = useLoaderData<typeof loader>();
  const t = newsTranslator(lang);
  const tab = (value: 'latest' | 'tops') => {
    const query = new URLSearchParams();
    if (value === 'tops') query.set('category', 'tops');
    if (outlet) query.set('outlet', String(outlet));
    const search = query.toString();
    return `/news${search ? `?${search}` : ''}`;
  };
  return (
    <div className="page news-page">
      <h1 className="news-heading">{t('news.heading')}</h1>
      <AdSlots ads={ads} position="top" />
      <AdSlots ads={ads} position="bottom" />
      <nav className="news-tabs" aria-label={t('news.heading')}>
        {(['latest', 'tops'] as const).map((value) => (
          <a key={value} href={tab(value)} aria-current={category === value ? 'page' : undefined}>
            {t(value === 'tops' ? 'news.tops' : 'news.latest')}
          </a>
        ))}
      </nav>
      {news && news.outlets.length > 0 && (
        <form method="get" action="/news" className="news-filter" id="news-filter">
          {category === 'tops' && <input type="hidden" name="category" value="tops" />}
          <label className="field-inline">
            <span>{t('news.outlet')}</span>
            <select name="outlet" defaultValue={outlet ?? ''}>
              <option value="">{t('news.allOutlets')}</option>
              {news.outlets.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--small">
            {t('news.show')}
          </button>
          <Island of={submitOnChange} props={{ formId: 'news-filter' }} />
        </form>
      )}
      <div className="news-columns">
        <section aria-labelledby="news-list-heading">
          <h2 id="news-list-heading" className="visually-hidden">
            {t(category === 'tops' ? 'news.tops' : 'news.latest')}
          </h2>
          {!news || news.fetched_at === null ? (
            <p className="empty-state">{t('news.never')}</p>
          ) : news.items.length === 0 ? (
            <p className="empty-state">{t('news.empty')}</p>
          ) : (
            <NewsList items={news.items} lang={lang} renderedAt={renderedAt} t={t} />
          )}
          {news?.fetched_at && (
            <p className="muted small">{t('news.updated', { when: nepalDateTime(news.fetched_at, lang) })}</p>
          )}
        </section>
        {blogs && blogs.items.length > 0 && (
          <aside className="card news-blogs" aria-labelledby="blogs-heading">
            <h2 id="blogs-heading">{t('blogs.heading')}</h2>
            <NewsList items={blogs.items} lang={lang} renderedAt={renderedAt} t={t} compact />
          </aside>
        )}
      </div>
      <AdSlots ads={ads} position="inline" />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
