/**
 * The feeds a fresh install fetches (reference data-sources §5a) and how one feed is asked. Admins
 * add, pause and remove feeds later (/admin/feeds); this list only seeds an empty table.
 */
import type { Fetcher } from '../../security/outbound.js';

export interface FeedSeed {
  outlet: string;
  url: string;
  lang: 'np' | 'en';
}

export const DEFAULT_FEEDS: readonly FeedSeed[] = [
  { outlet: 'अनलाइनखबर', url: 'https://www.onlinekhabar.com/feed', lang: 'np' },
  { outlet: 'कान्तिपुर', url: 'https://ekantipur.com/rss', lang: 'np' },
  { outlet: 'सेतोपाटी', url: 'https://www.setopati.com/feed', lang: 'np' },
  { outlet: 'रातोपाटी', url: 'https://www.ratopati.com/feed', lang: 'np' },
  { outlet: 'बीबीसी नेपाली', url: 'https://feeds.bbci.co.uk/nepali/rss.xml', lang: 'np' },
  { outlet: 'नागरिक', url: 'https://nagariknews.nagariknetwork.com/feed', lang: 'np' },
  { outlet: 'Onlinekhabar English', url: 'https://english.onlinekhabar.com/feed', lang: 'en' },
  { outlet: 'The Kathmandu Post', url: 'https://kathmandupost.com/rss', lang: 'en' },
  { outlet: 'Republica', url: 'https://myrepublica.nagariknetwork.com/feed', lang: 'en' },
  { outlet: 'The Himalayan Times', url: 'https://thehimalayantimes.com/feed', lang: 'en' },
  { outlet: 'Nepali Times', url: 'https://www.nepalitimes.com/feed', lang: 'en' },
];

// Several outlets refuse clients that do not look like a browser (reference §5a).
const FEED_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36',
  accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
};

const MAX_FEED_BYTES = 3_000_000;

/**
 * GETs a feed within its own timeout through the guarded fetch (ADR 162): reading stops at 3 MB.
 * A refused address, network failure, timeout, oversize answer or non-2xx throws.
 */
export async function getFeed(fetcher: Fetcher, url: string, timeoutMs: number) {
  const response = await fetcher(url, { timeoutMs, maxBytes: MAX_FEED_BYTES, headers: FEED_HEADERS });
  if (!response.ok)
    throw Object.assign(new Error(`HTTP ${response.status} from the feed`), { httpStatus: response.status });
  return { status: response.status, body: response.text() };
}
