import {
  angasAt,
  ayanaName,
  bsMonthLength,
  bsToJdn,
  type CalendarDay,
  calendarDay,
  formatBsDate,
  KATHMANDU,
  karanaName,
  lunarMonthName,
  nakshatraName,
  type Place,
  rashiName,
  rituName,
  tithiName,
  yogaName,
} from '@patro/calendar';
import type { WirePanchanga } from '@patro/contracts';
import { wireNs, wireTithi } from '@patro/contracts/day-wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CachedBody, cachedBody, LruCache, sendCachedJson } from '../../http/cache.js';
import { badField } from '../../http/errors.js';
import { isTimeZone } from '../../http/params.js';
import { wireWeekday } from '../calendar/mapping.js';
import { YEAR_RANGE } from '../calendar/range.js';
import { iso } from '../calendar/service.js';
import { CITIES, CITY_IDS, cityById } from './cities.js';

const int = (what: string) => z.coerce.number({ message: `must be a ${what}` }).int('must be a whole number');

const body = z
  .object({
    year: int('BS year')
      .min(YEAR_RANGE.BS.min, `must be within ${YEAR_RANGE.BS.min}–${YEAR_RANGE.BS.max}`)
      .max(YEAR_RANGE.BS.max, `must be within ${YEAR_RANGE.BS.min}–${YEAR_RANGE.BS.max}`),
    month: int('BS month').min(1, 'must be 1–12').max(12, 'must be 1–12'),
    day: int('BS day').min(1, 'must be 1–32').max(32, 'must be 1–32'),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (00:00–23:59)')
      .optional()
      .describe('Local time at the place: the angas in force then are added as `at_time`'),
    city: z.enum(CITY_IDS, { message: `must be one of ${CITY_IDS.join(', ')}` }).optional(),
    lat: z.coerce
      .number({ message: 'must be a number' })
      .min(-90, 'must be within −90…90')
      .max(90, 'must be within −90…90')
      .optional(),
    lon: z.coerce
      .number({ message: 'must be a number' })
      .min(-180, 'must be within −180…180')
      .max(180, 'must be within −180…180')
      .optional(),
    tz: z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kathmandu').optional(),
    mode: z.enum(['official', 'computed', 'drik']).default('official'),
  })
  .superRefine((b, ctx) => {
    const coords = [b.lat, b.lon, b.tz].filter((v) => v !== undefined).length;
    if (coords > 0 && coords < 3) {
      for (const field of ['lat', 'lon', 'tz'] as const) {
        if (b[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'is required with lat, lon and tz' });
      }
    }
    if (coords === 3 && b.city !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'give either city or lat, lon and tz' });
    }
  });

type Body = z.output<typeof body>;

const named = (n: number, name: (n: number, lang: 'np' | 'en') => string) => ({
  number: n,
  np: name(n, 'np'),
  en: name(n, 'en'),
});

function panchangaAnswer(day: CalendarDay, place: Place & { id?: string }, b: Body): WirePanchanga {
  const p = day.panchanga;
  const kala = p.kala
    ? Object.fromEntries(Object.entries(p.kala).map(([k, w]) => [k, { start: w.start.iso, end: w.end.iso }]))
    : null;
  let atTime: Record<string, unknown> | undefined;
  if (b.time) {
    const [h, m] = b.time.split(':').map(Number) as [number, number];
    const a = angasAt(day.jdn, h * 60 + m, { place, panchangaMode: b.mode === 'drik' ? 'drik' : 'computed' });
    atTime = {
      time: b.time,
      at: a.at.iso,
      tithi: named(a.tithi, tithiName),
      nakshatra: named(a.nakshatra, nakshatraName),
      yoga: named(a.yoga, yogaName),
      karana: named(a.karana, karanaName),
    };
  }
  return {
    date: {
      bs: iso(day.bs),
      ad: iso(day.ad),
      weekday: wireWeekday(day),
      text: { np: formatBsDate(day.bs, 'np'), en: formatBsDate(day.bs, 'en') },
    },
    place: {
      id: place.id ?? null,
      name: place.name ?? null,
      lat: place.latitude,
      lon: place.longitude,
      tz: place.timeZone,
    },
    mode: b.mode,
    source: day.source,
    sunrise: p.sunrise?.iso ?? null,
    sunset: p.sunset?.iso ?? null,
    moonrise: p.moonrise?.iso ?? null,
    moonset: p.moonset?.iso ?? null,
    tithi: wireTithi(day),
    nakshatra: { ...named(day.nakshatra.index, nakshatraName), end: day.nakshatra.end?.iso ?? null },
    yoga: { ...named(day.yoga.index, yogaName), end: day.yoga.end?.iso ?? null },
    karanas: p.karanas.map((k, i) => ({
      ...named(i === 0 ? day.karana.index : k.index, karanaName),
      end: i === 0 ? (day.karana.end?.iso ?? null) : k.end.iso,
    })),
    sun_rashi: named(p.sunRashi, rashiName),
    moon_rashi: named(p.moonRashi, rashiName),
    ritu: named(p.ritu, rituName),
    ayana: { id: p.ayana, np: ayanaName(p.ayana, 'np'), en: ayanaName(p.ayana, 'en') },
    lunar_month: {
      month: day.lunarMonth.month,
      adhik: day.lunarMonth.adhik,
      np: lunarMonthName(day.lunarMonth.month, 'np', day.lunarMonth.adhik),
      en: lunarMonthName(day.lunarMonth.month, 'en', day.lunarMonth.adhik),
    },
    ns: wireNs(day),
    kala,
    festivals: day.festivals.map((f) => ({ id: f.id, np: f.names.np, en: f.names.en, holiday: f.holiday })),
    holiday: day.holiday,
    ...(atTime ? { at_time: atTime } : {}),
  };
}

/**
 * `POST /fetch/panchanga` (spec §7; plain JSON — the spec's AES encryption is out of scope, see
 * ADR 042) and `GET /panchanga/cities`.
 */
export const panchangaRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new LruCache<CachedBody>(512);
  const list = cachedBody({
    data: CITIES.map((c) => ({
      id: c.id,
      np: c.names.np,
      en: c.names.en,
      country: c.country,
      lat: c.latitude,
      lon: c.longitude,
      tz: c.timeZone,
    })),
  });

  app.get(
    '/panchanga/cities',
    { schema: { tags: ['calendar'], summary: 'Cities selectable for the panchanga' } },
    async (request, reply) => {
      return sendCachedJson(request, reply, list, 'public, max-age=86400');
    },
  );

  app.post(
    '/fetch/panchanga',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Panchanga of a BS day at a place',
        description:
          'Form-encoded or JSON: `year`, `month`, `day` (BS), optional `time` (HH:MM local), and a place: `city` ' +
          '(see GET /panchanga/cities; default Kathmandu) or `lat`, `lon`, `tz`. `mode`: `official` (default: ' +
          'published data over computed values, Kathmandu), `computed` (Surya Siddhanta) or `drik`. Answers ' +
          '`{ data: { date, place, sunrise, sunset, moonrise, moonset, tithi, nakshatra, yoga, karanas, sun_rashi, ' +
          'moon_rashi, ritu, ayana, lunar_month, ns, kala, festivals, at_time? } }`, every element with its end time.',
        body,
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (b.day > bsMonthLength(b.year, b.month)) {
        throw badField(
          'body',
          'day',
          `BS ${b.year}-${String(b.month).padStart(2, '0')} has ${bsMonthLength(b.year, b.month)} days`,
        );
      }
      const place: Place & { id?: string } =
        b.lat !== undefined && b.lon !== undefined && b.tz !== undefined
          ? { latitude: b.lat, longitude: b.lon, timeZone: b.tz }
          : (cityById(b.city ?? 'kathmandu') ?? { ...KATHMANDU, id: 'kathmandu' });
      const key = JSON.stringify([
        b.year,
        b.month,
        b.day,
        b.time ?? '',
        place.latitude,
        place.longitude,
        place.timeZone,
        b.mode,
      ]);
      const answer = cache.getOrSet(key, () => {
        const jdn = bsToJdn({ year: b.year, month: b.month, day: b.day });
        const day = calendarDay(jdn, {
          mode: b.mode === 'official' ? 'official' : 'computed',
          place: {
            latitude: place.latitude,
            longitude: place.longitude,
            timeZone: place.timeZone,
            ...(place.name ? { name: place.name } : {}),
          },
          panchangaMode: b.mode === 'drik' ? 'drik' : 'computed',
        });
        return cachedBody({ data: panchangaAnswer(day, place, b) });
      });
      return sendCachedJson(request, reply, answer, 'public, max-age=3600');
    },
  );
};
