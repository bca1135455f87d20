import { kathmanduIsoDate } from '@patro/calendar';
import type { WireNewsItem } from '@patro/contracts';
import type { NewsTranslate } from '../../i18n/news';
import type { Lang } from '../../i18n/types';
import { shortBsDate } from '../../lib/markets/format';
import { relativeTime } from '../../lib/news/relative';

/** Headlines linking out to the outlets (we keep no article text): image, headline, outlet and age. */
export function NewsList({
  items,
  lang,
  renderedAt,
  t,
  compact = false,
}: {
  items: WireNewsItem[];
  lang: Lang;
  renderedAt: number;
  t: NewsTranslate;
  compact?: boolean;
}) {
  return (
    <ul className={compact ? 'news-list news-list--compact' : 'news-list'}>
      {items.map((item) => {
        const nepalDay = kathmanduIsoDate(Date.parse(item.published_at));
        return (
          <li key={item.link} className="news-item">
            {item.image && !compact && (
              <img
                className="news-image"
                src={item.image}
                alt=""
                loading="lazy"
                decoding="async"
                width="96"
                height="64"
              />
            )}
            <div className="news-text">
              <a className="news-title" href={item.link} target="_blank" rel="noopener noreferrer">
                {item.title}
                <span className="visually-hidden"> {t('news.opens')}</span>
              </a>
              <p className="news-meta">
                <span className="news-outlet">{item.outlet}</span>
                {' · '}
                <time dateTime={item.published_at}>
                  {relativeTime(item.published_at, renderedAt, lang, t) ?? shortBsDate(nepalDay, lang)}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
