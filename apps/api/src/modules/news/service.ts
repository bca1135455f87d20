/** Reading stored headlines for the news page, the home page and the admin feed screen. */
import type { WireFeedHealth, WireFeedKind, WireNewsList } from '@patro/contracts';
import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsFeeds, newsItems } from '../../db/schema.js';
import { fetchHealth, recentFetches } from '../markets/ingest.js';
import { feedSourceKey } from './ingest.js';

export type NewsCategory = 'latest' | 'tops';

/**
 * Headlines of one kind in one language, newest first. `tops` (spec §7 `category=tops`) is the
 * newest headline of each outlet, so no single busy outlet fills the top list (ADR 130).
 */
export async function newsList(
  db: Db,
  {
    lang,
    kind,
    category = 'latest',
    outlet,
    limit,
  }: {
    lang: 'np' | 'en' | null;
    kind: WireFeedKind;
    category?: NewsCategory;
    outlet?: number;
    limit: number;
  },
): Promise<WireNewsList> {
  const conditions = [eq(newsFeeds.kind, kind)];
  if (lang) conditions.push(eq(newsFeeds.lang, lang));
  const outlets = await db
    .select({ id: newsFeeds.id, name: newsFeeds.outlet, fetchedAt: max(newsItems.fetchedAt) })
    .from(newsFeeds)
    .leftJoin(newsItems, eq(newsItems.feedId, newsFeeds.id))
    .where(and(...conditions))
    .groupBy(newsFeeds.id, newsFeeds.outlet)
    .orderBy(newsFeeds.id);
  if (outlet !== undefined) conditions.push(eq(newsFeeds.id, outlet));
  const rows = await db
    .select({
      feedId: newsItems.feedId,
      title: newsItems.title,
      link: newsItems.link,
      publishedAt: newsItems.publishedAt,
      outlet: newsFeeds.outlet,
      image: newsItems.image,
    })
    .from(newsItems)
    .innerJoin(newsFeeds, eq(newsFeeds.id, newsItems.feedId))
    .where(and(...conditions))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
    .limit(category === 'tops' ? Math.max(limit * 10, 200) : limit);
  let chosen = rows;
  if (category === 'tops') {
    const seen = new Set<number>();
    chosen = rows.filter((r) => {
      if (seen.has(r.feedId)) return false;
      seen.add(r.feedId);
      return true;
    });
  }
  const fetched = outlets.map((o) => o.fetchedAt).filter((d): d is Date => d != null);
  return {
    items: chosen.slice(0, limit).map((r) => ({
      title: r.title,
      link: r.link,
      published_at: r.publishedAt.toISOString(),
      outlet: r.outlet,
      image: r.image,
    })),
    outlets: outlets.filter((o) => o.fetchedAt).map((o) => ({ id: o.id, name: o.name })),
    fetched_at: fetched.length ? new Date(Math.max(...fetched.map((d) => d.getTime()))).toISOString() : null,
  };
}

/** Every feed with its stored headline count and fetch health (admin). */
export async function feedHealthList(db: Db): Promise<WireFeedHealth[]> {
  const feeds = await db
    .select({
      id: newsFeeds.id,
      outlet: newsFeeds.outlet,
      url: newsFeeds.url,
      lang: newsFeeds.lang,
      kind: newsFeeds.kind,
      active: newsFeeds.active,
      timeoutMs: newsFeeds.timeoutMs,
      items: count(newsItems.id),
    })
    .from(newsFeeds)
    .leftJoin(newsItems, eq(newsItems.feedId, newsFeeds.id))
    .groupBy(newsFeeds.id)
    .orderBy(newsFeeds.kind, newsFeeds.lang, newsFeeds.id);
  return Promise.all(
    feeds.map(async (feed) => {
      const { data_date: _unused, ...health } = fetchHealth(
        await recentFetches(db, feedSourceKey(feed.id), 10),
      );
      return {
        id: feed.id,
        outlet: feed.outlet,
        url: feed.url,
        lang: feed.lang === 'en' ? 'en' : 'np',
        kind: feed.kind === 'blog' ? 'blog' : 'news',
        active: feed.active,
        timeout_ms: feed.timeoutMs,
        items: Number(feed.items),
        ...health,
      } satisfies WireFeedHealth;
    }),
  );
}
