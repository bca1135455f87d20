import { coercedRowIdSchema, FEED_KINDS } from '@patro/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { newsFeeds } from '../../db/schema.js';
import { cachedBody, sendCachedJson } from '../../http/cache.js';
import { conflict, notFound } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';
import { type Fetcher, fetchableUrl } from '../../security/outbound.js';
import { fetchFeed } from './ingest.js';
import { feedHealthList, newsList } from './service.js';

// Feeds are fetched every 15 minutes; a CDN may keep a copy 5.
const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';

const lang = z.enum(['np', 'en'], { message: 'must be np or en' }).default('np');
const limit = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100, 'must be at most 100')
  .default(30);
const feedId = z.object({
  id: coercedRowIdSchema('must be a feed id'),
});
const timeoutMs = z
  .number()
  .int('must be a whole number')
  .min(1000, 'must be at least 1000')
  .max(15000, 'must be at most 15000');

export interface NewsRouteOptions {
  db: Db;
  now: () => number;
  fetcher?: Fetcher;
  /** The admin area's role check (ADR 121). */
  roles: StaffRoles;
}

/** News and blog headlines (spec §7 "GET news feeds", "GET blog posts") and the admin feed screen's calls. */
export const newsRoutes: FastifyPluginAsyncZod<NewsRouteOptions> = async (
  app,
  { db, now, fetcher, roles },
) => {
  const feedsAdmin = roles.only('admin.feeds.manage');
  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Latest or top headlines in one language',
        description:
          '`{ data: { items: [{ title, link, published_at, outlet, image }], outlets: [{ id, name }], fetched_at } }`. ' +
          '`category=tops`: the newest headline of each outlet. `outlet`: one outlet only. Links go to the outlet.',
        querystring: z.object({
          lang,
          category: z.enum(['latest', 'tops'], { message: 'must be latest or tops' }).default('latest'),
          outlet: z.coerce
            .number({ message: 'must be an outlet id' })
            .int()
            .positive('must be an outlet id')
            // Ids are PostgreSQL integers: a larger number is no outlet, not a database error.
            .max(2_147_483_647, 'must be an outlet id')
            .optional(),
          limit,
        }),
      },
    },
    async (request, reply) => {
      const { lang, category, outlet, limit } = request.query;
      const data = await newsList(db, { lang, kind: 'news', category, outlet, limit });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/news/sport',
    {
      schema: {
        tags: ['news'],
        summary: 'Sport headlines in one language (feeds of kind `sport`: outlets’ sport sections)',
        description:
          'Same shape as `/news`; empty until an admin adds a sport feed at /admin/feeds. Headline and link only.',
        querystring: z.object({ lang, limit }),
      },
    },
    async (request, reply) => {
      const { lang, limit } = request.query;
      const data = await newsList(db, { lang, kind: 'sport', limit });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/blogs',
    {
      schema: {
        tags: ['news'],
        summary: 'Posts of our blog (BLOGS_URL)',
        description: 'Same shape as `/news`; empty when no blog feed is configured or fetched.',
        querystring: z.object({ limit }),
      },
    },
    async (request, reply) => {
      const data = await newsList(db, { lang: null, kind: 'blog', limit: request.query.limit });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/admin/feeds',
    {
      preValidation: feedsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Every feed and its health (admin)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await feedHealthList(db) };
    },
  );

  app.post(
    '/admin/feeds',
    {
      preValidation: feedsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Add a feed (admin)',
        security: [{ bearerAuth: [] }],
        body: z.object({
          outlet: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
          url: fetchableUrl,
          lang: z.enum(['np', 'en'], { message: 'must be np or en' }),
          kind: z.enum(FEED_KINDS, { message: 'must be news, blog or sport' }).default('news'),
          timeout_ms: timeoutMs.default(6000),
        }),
      },
    },
    async (request, reply) => {
      const { outlet, url, lang, kind, timeout_ms } = request.body;
      const [created] = await db
        .insert(newsFeeds)
        .values({ outlet: outlet.normalize('NFC'), url, lang, kind, timeoutMs: timeout_ms })
        .onConflictDoNothing()
        .returning({ id: newsFeeds.id });
      if (!created) throw conflict('feed_exists', {}, 'url');
      reply.status(201);
      return { data: { id: created.id } };
    },
  );

  app.patch(
    '/admin/feeds/:id',
    {
      preValidation: feedsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Pause, resume or rename a feed (admin)',
        security: [{ bearerAuth: [] }],
        params: feedId,
        body: z
          .object({
            active: z.boolean({ message: 'must be true or false' }).optional(),
            outlet: z
              .string()
              .trim()
              .min(1, 'is required')
              .max(80, 'must be at most 80 characters')
              .optional(),
            timeout_ms: timeoutMs.optional(),
          })
          // An empty change has nothing to write (it was a 500, issue 23).
          .refine((b) => Object.values(b).some((v) => v !== undefined), {
            message: 'must change active, outlet or timeout_ms',
          }),
      },
    },
    async (request) => {
      const { active, outlet, timeout_ms } = request.body;
      const changed = await db
        .update(newsFeeds)
        .set({
          ...(active === undefined ? {} : { active }),
          ...(outlet === undefined ? {} : { outlet: outlet.normalize('NFC') }),
          ...(timeout_ms === undefined ? {} : { timeoutMs: timeout_ms }),
        })
        .where(eq(newsFeeds.id, request.params.id))
        .returning({ id: newsFeeds.id });
      if (changed.length === 0) throw notFound('feed_not_found');
      return { data: { id: request.params.id } };
    },
  );

  app.delete(
    '/admin/feeds/:id',
    {
      preValidation: feedsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Remove a feed and its headlines (admin)',
        security: [{ bearerAuth: [] }],
        params: feedId,
      },
    },
    async (request) => {
      const removed = await db
        .delete(newsFeeds)
        .where(eq(newsFeeds.id, request.params.id))
        .returning({ id: newsFeeds.id });
      if (removed.length === 0) throw notFound('feed_not_found');
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    '/admin/feeds/:id/fetch',
    {
      preValidation: feedsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Fetch one feed now (admin)',
        security: [{ bearerAuth: [] }],
        params: feedId,
      },
    },
    async (request) => {
      const [feed] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, request.params.id));
      if (!feed) throw notFound('feed_not_found');
      return { data: await fetchFeed(db, feed, { fetcher, now: now() }) };
    },
  );
};
