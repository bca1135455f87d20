import type { WireNewsList } from '@patro/contracts';
import { newsTranslator } from '../../i18n/news';
import type { Lang } from '../../i18n/types';
import { NewsList } from './NewsList';

/**
 * Home: the top headlines (one per outlet) and the newest blog posts. When no headline could be
 * fetched the block stays and says so; blogs are shown only when there are some.
 */
export function HomeHeadlines({
  news,
  blogs,
  lang,
  renderedAt,
}: {
  news: WireNewsList | null;
  blogs: WireNewsList | null;
  lang: Lang;
  renderedAt: number;
}) {
  const t = newsTranslator(lang);
  const hasNews = !!news && news.items.length > 0;
  const hasBlogs = !!blogs && blogs.items.length > 0;
  return (
    <>
      <section className="card news-home" aria-labelledby="home-news-heading">
        <h2 id="home-news-heading">{t('news.home')}</h2>
        {hasNews ? (
          <NewsList items={news.items} lang={lang} renderedAt={renderedAt} t={t} />
        ) : (
          // Said, not dropped: a reader should know the headlines are missing, not wonder where they went.
          <p className="news-home-missing" role="status">
            {t('news.home.missing')}
          </p>
        )}
        <p className="news-home-more">
          <a href="/news">{t('news.more')}</a>
        </p>
      </section>
      {hasBlogs && (
        <section className="card news-home" aria-labelledby="home-blogs-heading">
          <h2 id="home-blogs-heading">{t('blogs.heading')}</h2>
          <NewsList items={blogs.items} lang={lang} renderedAt={renderedAt} t={t} compact />
        </section>
      )}
    </>
  );
}
