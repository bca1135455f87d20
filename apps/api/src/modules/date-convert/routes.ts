import { bsJdnRange, calendarDay, formatAdDate, formatBsDate, jdnOfDate } from '@patro/calendar';
import { wireNs, wireTithi } from '@patro/contracts/day-wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CachedBody, cachedBody, LruCache } from '../../http/cache.js';
import { badField } from '../../http/errors.js';
import { wireWeekday } from '../calendar/mapping.js';
import { YEAR_RANGE } from '../calendar/range.js';
import { iso } from '../calendar/service.js';

/** NS years covered by the engine's BS 1900–2200. */
const NS_YEARS = { min: YEAR_RANGE.BS.min - 936, max: YEAR_RANGE.BS.max - 937 };

const body = z.object({
  date: z
    .string({ message: 'is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .describe(
      'AD or BS: YYYY-MM-DD. NS: YYYY-MM-DD with MM = 01–13 (13 = Anala) and DD = 01–30 (01–15 thwa, 16–30 ga)',
    ),
  based_on: z.enum(['AD', 'BS', 'NS'], { message: 'must be AD, BS or NS' }),
});

/**
 * The JDN of a request's date; `null` when it is well-formed but does not exist (a day past the
 * month's length, an NS month 13 in a year without Anala); 400 naming the field when malformed.
 */
function jdnOf(date: string, base: 'AD' | 'BS' | 'NS'): number | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const range = base === 'NS' ? NS_YEARS : YEAR_RANGE[base];
  if (year < range.min || year > range.max) {
    throw badField('body', 'date', `the ${base} year must be within ${range.min}–${range.max}`);
  }
  const maxMonth = base === 'NS' ? 13 : 12;
  if (month < 1 || month > maxMonth) throw badField('body', 'date', `the month must be 01–${maxMonth}`);
  if (day < 1) throw badField('body', 'date', 'the day must be 01 or more');
  return jdnOfDate(base, { year, month, day });
}

/** `POST /calendars/dateConvert` (spec §7): a date in all three calendars, or `""` when it does not exist. */
export const dateConvertRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new LruCache<CachedBody>(1024);
  app.post(
    '/calendars/dateConvert',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Convert a date between AD, BS and NS',
        description:
          'JSON or form-encoded `{ date, based_on }`. Answers `{ data: { ad, bs, ns, bs_year, bs_month, bs_day, ' +
          'ad_year, ad_month, ad_day, weekday, tithi, text, source, calendar_source } }`; a well-formed date that does ' +
          'not exist (BS 2081-02-32, AD 2023-02-30, an NS Anala in a year without one) answers the JSON string `""` ' +
          '(spec §5: "an empty response means the date does not exist"); a malformed date or a year outside the ' +
          'supported range answers 400 naming the field.',
        body,
      },
    },
    async (request, reply) => {
      const { date, based_on } = request.body;
      reply.header('cache-control', 'no-store');
      const key = `${based_on}|${date}`;
      let answer = cache.get(key);
      if (!answer) {
        const jdn = jdnOf(date, based_on);
        const { first, last } = bsJdnRange();
        if (jdn === null || jdn < first || jdn > last) {
          answer = cachedBody('');
        } else {
          const day = calendarDay(jdn);
          answer = cachedBody({
            data: {
              based_on,
              date,
              ad: iso(day.ad),
              bs: iso(day.bs),
              ns: wireNs(day),
              bs_year: day.bs.year,
              bs_month: day.bs.month,
              bs_day: day.bs.day,
              ad_year: day.ad.year,
              ad_month: day.ad.month,
              ad_day: day.ad.day,
              weekday: wireWeekday(day),
              tithi: wireTithi(day),
              text: {
                bs: { np: formatBsDate(day.bs, 'np'), en: formatBsDate(day.bs, 'en') },
                ad: { np: formatAdDate(day.ad, 'np'), en: formatAdDate(day.ad, 'en') },
              },
              holiday: day.holiday,
              source: day.source,
              calendar_source: day.calendarSource,
            },
          });
        }
        cache.set(key, answer);
      }
      return reply.type('application/json; charset=utf-8').send(answer.json);
    },
  );
};
