import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsFeeds } from '../../db/schema.js';
import { DEFAULT_FEEDS } from './feeds.js';

/** Fills an empty feed table with the outlets of reference §5a (an admin's list is never touched). */
export async function seedNewsFeeds(db: Db): Promise<void> {
  const [any] = await db
    .select({ id: newsFeeds.id })
    .from(newsFeeds)
    .where(eq(newsFeeds.kind, 'news'))
    .limit(1);
  if (any) return;
  await db
    .insert(newsFeeds)
    .values(DEFAULT_FEEDS.map((f) => ({ ...f, kind: 'news' })))
    .onConflictDoNothing();
}

/** The blog's feed (`BLOGS_FEED_URL`, or `BLOGS_URL` + `/feed`) joins the feeds once, as kind `blog`. */
export async function seedBlogFeed(db: Db, feedUrl: string | undefined): Promise<void> {
  if (!feedUrl) return;
  await db
    .insert(newsFeeds)
    .values({ outlet: 'Blog', url: feedUrl, lang: 'np', kind: 'blog' })
    .onConflictDoNothing();
}
