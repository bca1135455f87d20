import { todayInKathmandu } from '@patro/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import {
  abandonedSignal,
  accountReader,
  FEED_BUILD_COST,
  FEED_FETCH_COST,
  feedLinkReader,
  type HeavyReadGate,
} from '../../http/heavy-reads.js';
import type { FeedCache } from './feed-cache.js';
import { feedVersion } from './feed-cache.js';
import { buildFeed, feedOfToken } from './service.js';

export interface IcalRouteOptions {
  db: Db;
  now: () => number;
  /** Feed builds are heavy reads of the link's holder (ADR 230). */
  heavyReads: HeavyReadGate;
  /** Built feeds by version, shared with the organisations' public feeds. */
  feeds: FeedCache;
}

/** `GET /ical/{token}.ics`: a personal calendar's private iCalendar feed (the secret token is the auth). */
export const icalRoutes: FastifyPluginAsyncZod<IcalRouteOptions> = async (
  app,
  { db, now, heavyReads, feeds },
) => {
  app.get(
    '/ical/:file',
    {
      schema: {
        tags: ['personal-calendars'],
        summary: 'Private iCalendar (RFC 5545) feed of a personal calendar',
        description:
          'Subscribe from Google Calendar or Apple Calendar with the `ical_url` of the calendar. BS-recurring ' +
          'events appear as their AD occurrences from one year back to ten years ahead. An unchanged feed keeps its ' +
          '`ETag` (`If-None-Match` → 304). Building a feed is a heavy read of the link holder: with one already ' +
          'building and one waiting, another is refused with 429 `too_many_heavy_reads` and `Retry-After`.',
        params: z.object({ file: z.string().describe('`{token}.ics`') }),
      },
    },
    async (request, reply) => {
      const match = /^([\w-]{16,64})\.ics$/.exec(request.params.file);
      if (!match) throw notFound('ical_feed_not_found');
      // Every fetch costs the link and its holder some of their budget, a build more (ADR 230). A
      // link with nothing left is refused before any query; the cost is charged once it is known.
      const byLink = feedLinkReader(match[1]!);
      heavyReads.ensure(byLink, FEED_FETCH_COST);
      const link = await feedOfToken(db, match[1]!);
      if (link === null) throw notFound('ical_feed_not_found');
      const reader = accountReader(link.holderId);
      heavyReads.ensure(reader, FEED_FETCH_COST);
      const nowMs = now();
      // The owner's own link to their first calendar also carries their vehicles (ADR 242).
      const vehiclesOf =
        link.own && link.calendar.isUserDefault && link.calendar.ownerUserId
          ? link.calendar.ownerUserId
          : null;
      const etag = await feedVersion(db, link.calendar.id, todayInKathmandu(nowMs).jdn, vehiclesOf);
      return feeds.send(
        request,
        reply,
        etag,
        { cacheControl: 'private, max-age=300', filename: 'patro.ics' },
        {
          kept: () => {
            heavyReads.charge(reader, FEED_FETCH_COST);
            heavyReads.spend(byLink, FEED_FETCH_COST);
          },
          build: () => {
            const signal = abandonedSignal(reply.raw);
            return heavyReads.run(reader, signal, FEED_FETCH_COST + FEED_BUILD_COST, () => {
              heavyReads.spend(byLink, FEED_FETCH_COST);
              return buildFeed(db, link.calendar, nowMs, signal, link.own);
            });
          },
        },
      );
    },
  );
};
