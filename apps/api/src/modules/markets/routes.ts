import type { WireMarketSourceId, WireQueuedFetch, WireSourceHealth } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cachedBody, sendCachedJson } from '../../http/cache.js';
import { badField, notFound, unavailable } from '../../http/errors.js';
import { type JobQueueSlot, nextCronOccurrence, type QueuedRun } from '../../jobs/engine.js';
import type { StaffRoles } from '../../policy/staff.js';
import { fetchHealth, recentFetches } from './ingest.js';
import { marketJobName } from './jobs.js';
import {
  BULLION_TIMEFRAMES,
  type BullionTimeframe,
  bullions,
  forexDay,
  forexTrend,
  fuelPriceList,
  TREND_DAYS,
  vegetablePriceList,
} from './service.js';
import { MARKET_SOURCES, marketSource } from './sources.js';

const lang = z.enum(['np', 'en'], { message: 'must be np or en' }).default('np');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'must be a real date',
  );

// Prices change a few times a day at most; a CDN may serve a copy for 5 minutes.
const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';

export interface MarketRouteOptions {
  db: Db;
  now: () => number;
  /** The job engine the admin's "fetch now" queues on (ADR 103). */
  jobs: JobQueueSlot;
  /** The admin area's role check, read from the database (ADR 121). */
  roles: StaffRoles;
}

function queuedFetch(source: WireMarketSourceId, run: QueuedRun): WireQueuedFetch {
  return { source, job_id: run.id, state: run.state, queued_at: run.queuedAt.toISOString() };
}

/** Forex, bullion, fuel and vegetable prices (spec §7) and the admin sources screen's calls. */
export const marketRoutes: FastifyPluginAsyncZod<MarketRouteOptions> = async (
  app,
  { db, now, jobs, roles },
) => {
  app.get(
    '/forex',
    {
      schema: {
        tags: ['markets'],
        summary: 'Exchange rates of one day (Nepal Rastra Bank)',
        description:
          '`{ data: { date, date_bs, previous_date, published_on, modified_on, rates: [{ iso3, name, unit, buy, sell, ' +
          'buy_change, sell_change }], status } }`. Buy and sell are NPR per `unit`. Without `date`: the newest ' +
          'published day up to today in Nepal (before midnight publication, yesterday).',
        querystring: z.object({ date: isoDate.optional(), lang }),
      },
    },
    async (request, reply) => {
      const { date, lang } = request.query;
      const data = await forexDay(db, { date, now: now(), lang });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.post(
    '/forex/currencycode',
    {
      schema: {
        tags: ['markets'],
        summary: 'Trend of one currency',
        description:
          'Body `{ currency: "USD", days: 7 | 30 | 90 | 365 }` (JSON or form). Answers `{ data: { currency, days, ' +
          'points: [{ date, buy, sell }], status } }` up to the newest published day.',
        body: z.object({
          currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code such as USD'),
          days: z.coerce
            .number({ message: 'must be 7, 30, 90 or 365' })
            .refine((d) => (TREND_DAYS as readonly number[]).includes(d), 'must be 7, 30, 90 or 365')
            .default(30),
          lang,
        }),
      },
    },
    async (request) => {
      const { currency, days, lang } = request.body;
      return { data: await forexTrend(db, { currency, days, now: now(), lang }) };
    },
  );

  app.get(
    '/v3/bullions',
    {
      schema: {
        tags: ['markets'],
        summary: 'Gold and silver prices (FENEGOSIDA)',
        description:
          '`timeframe=week|month|year` or `from=YYYY-MM-DD` (default: the last month). `{ data: { from, to, latest, ' +
          'previous, data: { "YYYY-MM-DD": { hallmark_gold_tola, hallmark_gold_10g, tejabi_gold_tola, tejabi_gold_10g, ' +
          'silver_tola, silver_10g } }, status } }`; a price not published is null.',
        querystring: z.object({
          timeframe: z
            .enum(Object.keys(BULLION_TIMEFRAMES) as [BullionTimeframe, ...BullionTimeframe[]], {
              message: 'must be week, month or year',
            })
            .optional(),
          from: isoDate.optional(),
          lang,
        }),
      },
    },
    async (request, reply) => {
      const { timeframe, from, lang } = request.query;
      if (timeframe && from) throw badField('querystring', 'from', 'give either timeframe or from, not both');
      const data = await bullions(db, { timeframe, from, now: now(), lang });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/api/noc/public/prices',
    {
      schema: {
        tags: ['markets'],
        summary: 'Fuel prices (Nepal Oil Corporation)',
        description:
          '`{ data: { zone, current: { effective_date, effective_date_bs, prices: [{ product, name, price, unit, currency }] }, ' +
          'history: [...], status } }`, newest revision first.',
        querystring: z.object({ lang }),
      },
    },
    async (request, reply) => {
      const data = await fuelPriceList(db, { now: now(), lang: request.query.lang });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/api/vegetable/public/prices',
    {
      schema: {
        tags: ['markets'],
        summary: 'Vegetable and fruit prices (Kalimati market)',
        description:
          'Wholesale minimum, maximum and average of the newest market day. `q` filters by name, `unit` by unit ' +
          "(kg, dozen, piece), `item` (an English name) adds that item's history.",
        querystring: z.object({
          lang,
          q: z.string().max(60, 'must be at most 60 characters').optional(),
          unit: z.string().max(20, 'must be at most 20 characters').optional(),
          item: z.string().max(120, 'must be at most 120 characters').optional(),
        }),
      },
    },
    async (request, reply) => {
      const { lang, q, unit, item } = request.query;
      const data = await vegetablePriceList(db, {
        now: now(),
        lang,
        q: q || undefined,
        unit: unit || undefined,
        item: item || undefined,
      });
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/admin/sources',
    {
      schema: {
        tags: ['markets'],
        summary: 'Health of every market source (admin)',
        description:
          'Last success, last error, next run, the latest fetches of each source, and `pending_fetch`: a fetch ' +
          'queued or running now (`{ source, job_id, state, queued_at }`), else null.',
        security: [{ bearerAuth: [] }],
      },
      preValidation: roles.only('admin.sources.read'),
    },
    async (_request, reply) => {
      const at = now();
      const sources: WireSourceHealth[] = [];
      for (const source of MARKET_SOURCES) {
        const recent = await recentFetches(db, source.id, 10);
        const pending = await jobs.current?.pending(marketJobName(source.id));
        sources.push({
          id: source.id,
          name: source.name.en,
          name_np: source.name.np,
          url: source.homepage,
          schedule: source.scheduleText.en,
          schedule_np: source.scheduleText.np,
          next_run_at:
            'cron' in source.schedule
              ? new Date(nextCronOccurrence(source.schedule.cron, at)).toISOString()
              : null,
          pending_fetch: pending ? queuedFetch(source.id, pending) : null,
          ...fetchHealth(recent),
        });
      }
      reply.header('cache-control', 'private, no-store');
      return { data: sources };
    },
  );

  app.post(
    '/admin/sources/:source/fetch',
    {
      schema: {
        tags: ['markets'],
        summary: 'Fetch one source now (admin)',
        description:
          'Queues one fetch of the source on the job engine and answers 202 at once: `{ data: { source, job_id, ' +
          'state: queued | running | done, queued_at } }`. A fetch already queued or running is answered instead ' +
          'of a second one; a failed fetch waiting for its retry (`retrying` in the health) is retried at once. ' +
          'The result appears in `GET /admin/sources` when the run ends.',
        security: [{ bearerAuth: [] }],
        params: z.object({ source: z.string() }),
      },
      preValidation: roles.only('admin.sources.fetch'),
    },
    async (request, reply) => {
      const source = marketSource(request.params.source);
      if (!source) throw notFound('source_not_found', { source: request.params.source });
      const engine = jobs.current;
      if (!engine) throw unavailable('jobs_starting');
      const run = await engine.trigger(marketJobName(source.id));
      if (!run) throw notFound('source_not_found', { source: request.params.source });
      reply.code(202).header('cache-control', 'private, no-store');
      return { data: queuedFetch(source.id, run) };
    },
  );
};
