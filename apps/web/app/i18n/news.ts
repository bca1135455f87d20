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
  'radio.meta.title': 'नेपाली रेडियो | एफएम स्टेसनहरू लाइभ',
  'radio.meta.station': '{name} लाइभ | नेपाली रेडियो',
  'radio.meta.description': 'नेपालका एफएम रेडियो स्टेसनहरू प्रदेशअनुसार — खोज्नुहोस् र लाइभ सुन्नुहोस्।',
  'radio.heading': 'नेपाली रेडियो',
  'radio.search': 'रेडियो खोज्नुहोस्',
  'radio.searchButton': 'खोज्नुहोस्',
  'radio.empty': 'कुनै रेडियो भेटिएन!',
  'radio.none': 'अहिले कुनै स्टेसनको प्रसारण उपलब्ध छैन।',
  'radio.trending': 'धेरै सुनिएका',
  'radio.provinceNone': 'अन्य',
  'radio.mhz': '{n} मेगाहर्ज',
  'radio.play': 'बजाउनुहोस्',
  'radio.pause': 'रोक्नुहोस्',
  'radio.volume': 'आवाज',
  'radio.nowPlaying': 'अहिले बज्दै',
  'radio.choose': 'सुन्न स्टेसन छान्नुहोस्',
  'radio.loading': 'जोड्दै…',
  'radio.failed': 'यो प्रसारण अहिले बजेन',
  'radio.notPlayable': 'सुरक्षित (https) प्रसारण नभएकाले यहाँ बज्दैन',
  'radio.openStream': 'प्रसारण सिधै खोल्नुहोस्',
  'radio.all': 'सबै स्टेसन',
  'radio.source': 'स्टेसन सूची: {source}',
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
  'radio.meta.title': 'Nepali radio | FM stations live',
  'radio.meta.station': '{name} live | Nepali radio',
  'radio.meta.description': 'Nepal’s FM radio stations by province — search and listen live.',
  'radio.heading': 'Nepali radio',
  'radio.search': 'Search radio',
  'radio.searchButton': 'Search',
  'radio.empty': 'No radio found!',
  'radio.none': 'No station is on the air right now.',
  'radio.trending': 'Trending',
  'radio.provinceNone': 'Other',
  'radio.mhz': '{n} MHz',
  'radio.play': 'Play',
  'radio.pause': 'Pause',
  'radio.volume': 'Volume',
  'radio.nowPlaying': 'Now playing',
  'radio.choose': 'Choose a station to listen',
  'radio.loading': 'Connecting…',
  'radio.failed': 'This stream did not play just now',
  'radio.notPlayable': 'Not a secure (https) stream, so it cannot play here',
  'radio.openStream': 'Open the stream directly',
  'radio.all': 'All stations',
  'radio.source': 'Station list: {source}',
};

const tables: Record<Lang, Record<NewsMessageKey, string>> = { np, en };

export type NewsTranslate = (key: NewsMessageKey, vars?: Record<string, string | number>) => string;

export function newsTranslator(lang: Lang): NewsTranslate {
  const table = tables[lang];
  return (key, vars) => fillVars(table[key], vars);
}
