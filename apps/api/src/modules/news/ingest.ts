/**
 * One fetch of a news or blog feed: ask it (its own timeout), parse, keep new headlines, record
 * the fetch beside the market sources' (`market_fetches`, source `feed:<id>`, ADR 130). A failing
 * feed leaves its stored headlines alone, so pages keep the last fetched news.
 */
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketFetches, newsFeeds, newsItems } from '../../db/schema.js';
import { type Fetcher, guardedFetch, OutboundError } from '../../security/outbound.js';
import { FeedFormatError, type FeedItem, parseFeed, titleKey } from './feed-parser.js';
import { getFeed } from './feeds.js';

/** The record key of a feed's fetches in `market_fetches`. */
export const feedSourceKey = (feedId: number) => `feed:${feedId}`;

/** A story already stored under the same headline within this window is the same story. */
const SAME_STORY_WINDOW_MS = 3 * 86_400_000;

export interface FeedOutcome {
  feed_id: number;
  status: 'ok' | 'failed';
  http_status: number | null;
  /** New headlines stored. */
  rows: number;
  error: string | null;
}

/**
 * Stores the items not seen before: a link already stored is skipped, and so is a headline whose
 * key matches a story of the last three days from any outlet. Items without a date get `now`.
 */
export async function storeItems(db: Db, feedId: number, items: FeedItem[], now: number): Promise<number> {
  const fresh = new Map<string, FeedItem & { key: string }>();
  const keys = new Set<string>();
  for (const item of items) {
    const key = titleKey(item.title);
    if (fresh.has(item.link) || keys.has(key)) continue;
    fresh.set(item.link, { ...item, key });
    keys.add(key);
  }
  if (fresh.size === 0) return 0;
  const list = [...fresh.values()];
  const [seenLinks, seenKeys] = await Promise.all([
    db
      .select({ link: newsItems.link })
      .from(newsItems)
      .where(
        inArray(
          newsItems.link,
          list.map((i) => i.link),
        ),
      ),
    db
      .select({ key: newsItems.titleKey })
      .from(newsItems)
      .where(
        and(
          inArray(
            newsItems.titleKey,
            list.map((i) => i.key),
          ),
          gte(newsItems.publishedAt, new Date(now - SAME_STORY_WINDOW_MS)),
        ),
      ),
  ]);
  const links = new Set(seenLinks.map((r) => r.link));
  const stored = new Set(seenKeys.map((r) => r.key));
  const rows = list
    .filter((i) => !links.has(i.link) && !stored.has(i.key))
    .map((i) => ({
      feedId,
      title: i.title,
      titleKey: i.key,
      link: i.link,
      // A date in the future (a misconfigured clock at the outlet) is clamped to now.
      publishedAt: new Date(Math.min(i.publishedAt ?? now, now)),
      image: i.image,
      fetchedAt: new Date(now),
    }));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(newsItems)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: newsItems.id });
  return inserted.length;
}

// Feeds download in parallel but store one at a time, so two outlets' copies of one story,
// arriving together, are still recognised as the same story.
let storing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = storing.then(work, work);
  storing = next.catch(() => undefined);
  return next;
}

/**
 * What an admin is told about a failed fetch: the kind of failure, never what answered inside
 * (a socket error or a piece of the body would tell them what runs at an internal address).
 */
function feedFailureText(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundError) {
    return error.failure === 'timeout'
      ? `the feed did not answer within ${timeoutMs / 1000} s`
      : error.message;
  }
  if (error instanceof FeedFormatError) return 'the answer is not an RSS or Atom feed';
  const status = (error as { httpStatus?: number }).httpStatus;
  return status ? `HTTP ${status} from the feed` : 'the feed could not be fetched';
}

/** Fetches one feed now and records the fetch. Never throws for a feed failure. */
export async function fetchFeed(
  db: Db,
  feed: { id: number; url: string; timeoutMs: number },
  { fetcher = guardedFetch, now = Date.now() }: { fetcher?: Fetcher; now?: number } = {},
): Promise<FeedOutcome> {
  let outcome: FeedOutcome;
  let payload: string | null = null;
  try {
    const { status, body } = await getFeed(fetcher, feed.url, feed.timeoutMs);
    let items: FeedItem[];
    try {
      items = parseFeed(body);
    } catch (error) {
      // Keep what the feed sent when it could not be read, to fix the parser against it.
      payload = body.slice(0, 200_000);
      throw Object.assign(error as Error, { httpStatus: status });
    }
    const rows = await oneAtATime(() => storeItems(db, feed.id, items, now));
    outcome = { feed_id: feed.id, status: 'ok', http_status: status, rows, error: null };
  } catch (error) {
    outcome = {
      feed_id: feed.id,
      status: 'failed',
      http_status: (error as { httpStatus?: number }).httpStatus ?? null,
      rows: 0,
      error: feedFailureText(error, feed.timeoutMs),
    };
  }
  await db.insert(marketFetches).values({
    source: feedSourceKey(feed.id),
    fetchedAt: new Date(now),
    status: outcome.status,
    httpStatus: outcome.http_status,
    error: outcome.error,
    rows: outcome.rows,
    payload,
  });
  return outcome;
}

/** Fetches every active feed at once, each within its own timeout; one slow outlet delays no other. */
export async function fetchActiveFeeds(
  db: Db,
  options: { fetcher?: Fetcher; now?: number } = {},
): Promise<FeedOutcome[]> {
  const feeds = await db.select().from(newsFeeds).where(eq(newsFeeds.active, true));
  return Promise.all(feeds.map((feed) => fetchFeed(db, feed, options)));
}

/** Headlines are kept 60 days; the page shows the newest. */
export const NEWS_RETENTION_DAYS = 60;

export async function purgeOldNews(db: Db, now: number): Promise<void> {
  await db
    .delete(newsItems)
    .where(lt(newsItems.publishedAt, new Date(now - NEWS_RETENTION_DAYS * 86_400_000)));
}
