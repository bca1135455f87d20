import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { feedForToken } from './service.js';

export interface IcalRouteOptions {
  db: Db;
  now: () => number;
}

/** `GET /ical/{token}.ics`: a personal calendar's private iCalendar feed (the secret token is the auth). */
export const icalRoutes: FastifyPluginAsyncZod<IcalRouteOptions> = async (app, { db, now }) => {
  app.get(
    '/ical/:file',
    {
      schema: {
        tags: ['personal-calendars'],
        summary: 'Private iCalendar (RFC 5545) feed of a personal calendar',
        description:
          'Subscribe from Google Calendar or Apple Calendar with the `ical_url` of the calendar. BS-recurring ' +
          'events appear as their AD occurrences from one year back to ten years ahead.',
        params: z.object({ file: z.string().describe('`{token}.ics`') }),
      },
    },
    async (request, reply) => {
      const match = /^([\w-]{16,64})\.ics$/.exec(request.params.file);
      const feed = match ? await feedForToken(db, match[1]!, now()) : null;
      if (feed === null) throw notFound('ical_feed_not_found');
      return reply
        .header('cache-control', 'private, max-age=300')
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="patro.ics"')
        .send(feed);
    },
  );
};
