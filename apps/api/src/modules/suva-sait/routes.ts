import { SAIT_CATEGORIES, type SaitCategory } from '@patro/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cachedBody, sendCachedJson } from '../../http/cache.js';
import { YEAR_RANGE } from '../calendar/range.js';
import { findPublishedSaits } from './repository.js';
import { suvaSait } from './service.js';

const categories = SAIT_CATEGORIES as unknown as [SaitCategory, ...SaitCategory[]];

const query = z.object({
  year: z.coerce
    .number({ message: 'must be a BS year' })
    .int('must be a whole number')
    .min(YEAR_RANGE.BS.min, `must be within ${YEAR_RANGE.BS.min}–${YEAR_RANGE.BS.max}`)
    .max(YEAR_RANGE.BS.max, `must be within ${YEAR_RANGE.BS.min}–${YEAR_RANGE.BS.max}`),
  month: z.coerce
    .number({ message: 'must be a month 1–12' })
    .int('must be a whole number')
    .min(1, 'must be 1–12')
    .max(12, 'must be 1–12')
    .optional(),
  category: z.enum(categories, { message: `must be one of ${categories.join(', ')}` }).optional(),
});

/** `GET /suva-sait`: auspicious days by category, computed from classical muhurta rules (ADR 040). */
export const suvaSaitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/suva-sait',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Suva sait (auspicious days) of a BS year or month',
        description:
          '`{ data: [{ bs, ad, weekday, category, np, en, tithi, nakshatra, source, time, note }] }`, in date order. ' +
          '`source` is `computed` (classical day-level muhurta rules: tithi, nakshatra, weekday, solar month, no ' +
          'rikta tithi, no adhik masa, no Chaturmas where the rule says so) or `published` (a published sait entered ' +
          'by an admin, which overrides the computed verdict for its date and category). Empty: `{ data: [] }`. ' +
          `Categories: ${categories.join(', ')}.`,
        querystring: query,
      },
    },
    async (request, reply) => {
      const { year, month, category } = request.query;
      // Published rows can change at any time (admin), so they are read per request; the computed
      // days are memoised in the service.
      const published = await findPublishedSaits(db, year, month);
      const body = cachedBody({ data: suvaSait(year, month, category, published) });
      return sendCachedJson(request, reply, body, 'public, max-age=600');
    },
  );
};
