/** Strings of the news, blog and radio pages, both languages (kept out of the shared tables). */
import { fillVars } from './index';
import type { Lang } from './types';

const np = {
  'news.meta.title': 'ताजा समाचार | नेपाली समाचार',
  'news.meta.description': 'नेपालका प्रमुख समाचार स्रोतहरूका ताजा र मुख्य समाचार एकै ठाउँमा।',
  'news.heading': 'समाचार',
  'news.latest': 'ताजा',
  'news.tops': 'मुख्य समाचार',
  'news.outlet': 'स्रोत',
  'news.allOutlets': 'सबै स्रोत',
  'news.show': 'देखाउनुहोस्',
  'news.empty': 'कुनै समाचार भेटिएन',
  'news.never': 'समाचार अहिलेसम्म ल्याइएको छैन। स्रोतहरूसँग सम्पर्क हुनेबित्तिकै यहाँ देखिनेछ।',
  'news.updated': 'अन्तिम पटक ल्याइएको: {when}',
  'news.home': 'मुख्य समाचार',
  'news.more': 'थप समाचार',
  'news.opens': '(स्रोतको साइटमा खुल्छ)',
  'blogs.heading': 'ब्लग',
  'time.justNow': 'भर्खरै',
  'time.minutes': '{n} मिनेट अघि',
  'time.hours': '{n} घण्टा अघि',
  'time.days': '{n} दिन अघि',
} as const;

export type NewsMessageKey = keyof typeof np;

const en: Record<NewsMessageKey, string> = {
  'news.meta.title': 'Latest news | Nepal news',
  'news.meta.description': 'The latest and top headlines from Nepal’s news sites in one place.',
  'news.heading': 'News',
  'news.latest': 'Latest',
  'news.tops': 'Top stories',
  'news.outlet': 'Outlet',
  'news.allOutlets': 'All outlets',
  'news.show': 'Show',
  'news.empty': 'No result found',
  'news.never': 'No news has been fetched yet. Headlines appear here as soon as the outlets answer.',
  'news.updated': 'Last fetched: {when}',
  'news.home': 'Top stories',
  'news.more': 'More news',
  'news.opens': '(opens on the outlet’s site)',
  'blogs.heading': 'Blog',
  'time.justNow': 'just now',
  'time.minutes': '{n} min ago',
  'time.hours': '{n} h ago',
  'time.days': '{n} days ago',
};

const tables: Record<Lang, Record<NewsMessageKey, string>> = { np, en };

export type NewsTranslate = (key: NewsMessageKey, vars?: Record<string, string | number>) => string;

export function newsTranslator(lang: Lang): NewsTranslate {
  const table = tables[lang];
  return (key, vars) => fillVars(table[key], vars);
}
