import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CachedBody, cachedBody, LruCache, sendCachedJson } from '../../http/cache.js';
import { YEAR_RANGE } from '../calendar/range.js';
import { holidaysOfBsYear } from './service.js';

const params = z.object({
  year: z.coerce
    .number({ message: 'must be a BS year' })
    .int('must be a whole number')
    .min(YEAR_RANGE.BS.min, `must be within ${YEAR_RANGE.BS.min}–${YEAR_RANGE.BS.max}`)
    .max(YEAR_RANGE.BS.max, `must be within ${YEAR_RANGE.BS.min}–${YEAR_RANGE.BS.max}`),
});

/** `GET /goverment-holidays/{year}` (spelled as in spec §7): the public holidays of a BS year. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new LruCache<CachedBody>(64);
  app.get(
    '/goverment-holidays/:year',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Public holidays of a BS year',
        description:
          '`{ data: { year, source, holiday_coverage, holidays: [{ bs, ad, weekday, np, en, kind, scope, source, public_holiday, ' +
          'festival_id }] } }`. `kind` is `national` or `restricted` (with `scope`, e.g. women, Kathmandu Valley); ' +
          '`source` is `published` (the published holiday list) or `computed` (the festival rule).',
        params,
      },
    },
    async (request, reply) => {
      const { year } = request.params;
      const body = cache.getOrSet(String(year), () => cachedBody({ data: holidaysOfBsYear(year) }));
      return sendCachedJson(request, reply, body, 'public, max-age=3600, stale-while-revalidate=86400');
    },
  );
};
