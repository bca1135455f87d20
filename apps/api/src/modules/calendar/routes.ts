import {
  calendarDay,
  jdnToBs,
  jdnToGregorian,
  kathmanduOffsetMinutes,
  type Lang,
  todayInKathmandu,
} from '@patro/calendar';
import { wireNs, wireTithi } from '@patro/contracts/day-wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type CachedBody, cachedBody, LruCache, sendCachedJson } from '../../http/cache.js';
import { badField } from '../../http/errors.js';
import {
  abandonedSignal,
  accountReader,
  type HeavyReadGate,
  isLongRange,
  rangeCost,
  stopIfAbandoned,
  stringifyInTurns,
} from '../../http/heavy-reads.js';
import { ComputePool, computePoolSize } from './compute-pool.js';
import { isImportantEvent, wireWeekday } from './mapping.js';
import { type MonthJob, type MonthPayload, publicEventsOf } from './month-payload.js';
import {
  addPersonalToMonth,
  loadPersonalView,
  mergePersonalEvents,
  type PersonalView,
  personalOccurrencesByDay,
} from './personal.js';
import { baseToJdn, clampToEngine, MAX_RANGE_DAYS, monthRange, parseBaseDate, YEAR_RANGE } from './range.js';
import type { DefaultCalendarSet } from './repository.js';
import { loadDefaultCalendars } from './repository.js';
import { iso } from './service.js';

/** Options of the calendar routes: the database, the clock (tests inject one), where months are built. */
export interface CalendarRouteOptions {
  db: Db;
  now: () => number;
  /** `pool` (default): cold month and range reads are built on worker threads; `inline`: on the event loop. */
  compute?: 'inline' | 'pool';
  /** A signed-in reader's long range is a heavy read (ADR 230). */
  heavyReads: HeavyReadGate;
}

const lang = z.enum(['np', 'en']).default('np').describe('Language of titles and names (default np)');
const unverified = z
  .enum(['0', '1'])
  .default('0')
  .describe('1 shows NS (lunar) events whose date is not verified by published data (spec §5)');

const hide = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'must be calendar ids separated by commas')
  .optional()
  .describe(
    'Default calendars to leave out, e.g. `3,5`: the web server sends the ones a signed-in reader ' +
      'hid, so the page it renders without their token matches their choice (a bearer read ignores it)',
  );

const calendarsQuery = z
  .object({
    calendar_type: z.enum(['BS', 'AD']).default('BS').describe('Base calendar of year, month and dates'),
    year: z.coerce.number().int('must be a whole number').optional(),
    month: z.coerce
      .number()
      .int('must be a whole number')
      .min(1, 'must be 1–12')
      .max(12, 'must be 1–12')
      .optional(),
    start_date: z.string().optional().describe('YYYY-MM-DD in the base calendar'),
    end_date: z.string().optional().describe('YYYY-MM-DD in the base calendar, included'),
    lang,
    unverified,
    hide,
  })
  .superRefine((q, ctx) => {
    if (q.year !== undefined) {
      const r = YEAR_RANGE[q.calendar_type];
      if (q.year < r.min || q.year > r.max) {
        ctx.addIssue({
          code: 'custom',
          path: ['year'],
          message: `must be within ${r.min}–${r.max} (${q.calendar_type})`,
        });
      }
    }
  });

const todayQuery = z.object({ lang, unverified });

const importantQuery = z.object({
  range: z.enum(['month']).optional().describe('month: the coming month from the date'),
  bs: z.string().optional().describe('BS date YYYY-MM-DD (default today in Kathmandu)'),
  ad: z.string().optional().describe('AD date YYYY-MM-DD (default today in Kathmandu)'),
  lang,
  unverified,
  hide,
});

/**
 * Whose read this is: the unverified-events rule, the default calendars left out, and a
 * signed-in reader's own calendars and events.
 */
interface Reader {
  showUnverified: boolean;
  hidden: ReadonlySet<number>;
  personal?: Personal;
}

/** A visitor, or the web server rendering for a reader whose choices came in the query. */
function visitor(unverified: '0' | '1', hideIds?: string): Reader {
  return {
    showUnverified: unverified === '1',
    hidden: new Set((hideIds ?? '').split(',').filter(Boolean).map(Number)),
  };
}

/** A signed-in reader: their settings and hidden calendars (the query's `unverified=1` still adds). */
function signedIn(unverified: '0' | '1', personal: Personal): Reader {
  return {
    showUnverified: unverified === '1' || personal.view.showUnverified,
    hidden: personal.view.hiddenDefaults,
    personal,
  };
}

/** The part of a visitor's cache key their reader decides. */
const readerKey = (r: Reader) =>
  `${r.showUnverified ? 1 : 0}|${[...r.hidden].sort((a, b) => a - b).join(',')}`;
const PUBLIC_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** A signed-in reader's additions: their view and their occurrences by JDN over the range read. */
interface Personal {
  view: PersonalView;
  byDay: Awaited<ReturnType<typeof personalOccurrencesByDay>>;
}

/** A signed-in user's answer: built for them alone, never stored by a browser, a CDN or the LRU. */
function sendPrivateJson(reply: FastifyReply, payload: unknown): FastifyReply {
  return sendPrivateText(reply, JSON.stringify(payload));
}

function sendPrivateText(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .type('application/json; charset=utf-8')
    .send(json);
}

/**
 * `GET /calendars`, `GET /calendars/today`, `GET /important-events` (spec §7): the default
 * calendars' events over the engine's days, answered from an in-memory LRU after the first read.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRouteOptions> = async (
  app,
  { db, now, compute = 'pool', heavyReads },
) => {
  // Month-sized answers (~28 KB) and the few long ranges (a year is ~300 KB) are kept apart so a
  // sweep of yearly reads cannot push the hot months out or grow memory past ~25 MB.
  const cache = new LruCache<CachedBody>(512);
  const longRanges = new LruCache<CachedBody>(32);
  // Visitors' month-sized answers by exact URL: the same bodies as `cache` (a second spelling of a
  // query is a second key to one body), so at most 512 more months (~16 MB) stay referenced.
  const byUrl = new LruCache<CachedBody>(512);
  let defaults: DefaultCalendarSet | undefined;
  // The default calendars change only with a seed (a release); read them once per process.
  const defaultSet = async () => {
    defaults ??= await loadDefaultCalendars(db);
    return defaults;
  };
  // Cold months and ranges are built off the event loop (ADR 045); today and the coming
  // festivals stay inline: a day or a month at a time, and the first one warms this thread's engine.
  const pool = new ComputePool({
    size: compute === 'pool' ? computePoolSize() : 0,
    defaults: defaultSet,
    log: app.log,
  });
  app.addHook('onListen', async () => {
    pool.warm().catch((error) => app.log.warn({ err: error }, 'calendar compute pool did not warm up'));
  });
  app.addHook('onClose', () => pool.close());

  const wireEventsOf = (jdn: number, set: DefaultCalendarSet, language: Lang, reader: Reader) => {
    const day = calendarDay(jdn);
    const events = publicEventsOf(day, set, language, reader.showUnverified, reader.hidden);
    const mine = reader.personal?.byDay.get(jdn);
    return {
      day,
      events: mine ? mergePersonalEvents(events, mine, language, reader.personal?.view.readOnly) : events,
    };
  };

  /** The signed-in reader's additions over [first, last], or undefined for a visitor. */
  const personalFor = async (request: FastifyRequest, first: number, last: number, signal?: AbortSignal) => {
    if (!request.user) return undefined;
    const view = await loadPersonalView(db, request.user.id);
    stopIfAbandoned(signal);
    return { view, byDay: await personalOccurrencesByDay(view, first, last, signal) };
  };

  /**
   * The public answer of a month or range for a reader's choices, from the LRU or built by the pool
   * (one build per key however many requests wait for it).
   */
  const publicMonthBody = async (
    first: number,
    last: number,
    base: 'BS' | 'AD',
    language: Lang,
    reader: Reader,
  ): Promise<CachedBody> => {
    const key = `${base}|${first}|${last}|${language}|${readerKey(reader)}`;
    const store = last - first < 62 ? cache : longRanges;
    const hit = store.get(key);
    if (hit) return hit;
    const job: MonthJob = {
      first,
      last,
      base,
      lang: language,
      showUnverified: reader.showUnverified,
      hidden: [...reader.hidden],
    };
    const payload = await pool.run(key, job);
    // Requests that shared the build find the first one's body here instead of serialising again.
    let body = store.get(key);
    if (!body) {
      body = cachedBody(payload);
      store.set(key, body);
    }
    return body;
  };

  app.get(
    '/calendars',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Days and events of a month or a date range (default calendars)',
        description:
          'Either `year` and `month`, or `start_date` and `end_date` (at most 400 days; a yearly read is ' +
          '`{year}-01-01` to `{year+1}-01-01`), in the base `calendar_type`. With a bearer token, a range of more ' +
          'than 62 days is a heavy read: one runs per account and one waits; another is refused with 429 ' +
          '`too_many_heavy_reads` and `Retry-After`. Answers ' +
          '`{ data: { calendars, events: { [year]: { [month]: { [day]: day } } } } }` grouped by the base ' +
          'calendar; each day has `BS_date` or `AD_date`, `bs_year`, `bs_month`, `bs_day`, `ad`, `is_verified`, ' +
          '`weekday`, `tithi`, `ns`, `holiday`, `source` (official|projected|computed) and `events` (event records ' +
          '`jbo`, `jci`, `jds`, `jtl`, `jir`, `gh`, `priority`, `jevdt`, `ad`, `event_verified_date`) in spec §5 order.',
        querystring: calendarsQuery,
      },
      // A visitor's repeat of a URL already answered skips validation and parsing: the answer
      // depends on the URL alone (ADR 044).
      onRequest: (request, reply, done) => {
        const known = request.headers.authorization === undefined && byUrl.get(request.url);
        if (known) {
          sendCachedJson(request, reply, known, PUBLIC_CACHE);
          return;
        }
        done();
      },
    },
    async (request, reply) => {
      const q = request.query;
      const base = q.calendar_type;
      let first: number;
      let last: number;
      if (q.start_date !== undefined || q.end_date !== undefined) {
        if (q.start_date === undefined)
          throw badField('querystring', 'start_date', 'is required with end_date');
        if (q.end_date === undefined)
          throw badField('querystring', 'end_date', 'is required with start_date');
        const start = parseBaseDate(q.start_date, base, 'querystring', 'start_date');
        if (!start) throw badField('querystring', 'start_date', `${q.start_date} does not exist in ${base}`);
        const end = parseBaseDate(q.end_date, base, 'querystring', 'end_date', { allowNextYear: true });
        if (!end) throw badField('querystring', 'end_date', `${q.end_date} does not exist in ${base}`);
        first = baseToJdn(start, base);
        last = baseToJdn(end, base);
        if (last < first) throw badField('querystring', 'end_date', 'must not be before start_date');
        if (last - first + 1 > MAX_RANGE_DAYS) {
          throw badField('querystring', 'end_date', `a read covers at most ${MAX_RANGE_DAYS} days`);
        }
      } else {
        if (q.year === undefined)
          throw badField('querystring', 'year', 'is required (with month), or give start_date and end_date');
        if (q.month === undefined) throw badField('querystring', 'month', 'is required with year');
        ({ first, last } = monthRange(q.year, q.month, base));
      }
      ({ first, last } = clampToEngine(first, last));
      const user = request.user;
      if (user) {
        const range = { first, last };
        const signedInRead = async (signal?: AbortSignal) => {
          const personal = (await personalFor(request, range.first, range.last, signal))!;
          // The public part is what a visitor with the same choices gets (and shares their LRU entry);
          // parsing its JSON gives this request its own copy to add the user's events to.
          const reader = signedIn(q.unverified, personal);
          const body = await publicMonthBody(range.first, range.last, base, q.lang, reader);
          stopIfAbandoned(signal);
          const payload = JSON.parse(body.json) as MonthPayload;
          const answer = addPersonalToMonth(
            payload,
            { ...range, base, lang: q.lang },
            personal.view,
            personal.byDay,
          );
          // A long range's answer (up to ~3 MB) is written a part at a time (ADR 230).
          if (!signal) return sendPrivateJson(reply, answer);
          return sendPrivateText(reply, await stringifyInTurns(answer, signal));
        };
        // A long range is a heavy read of the account (ADR 230): one at a time, one waiting.
        if (!isLongRange(first, last)) return signedInRead();
        const signal = abandonedSignal(reply.raw);
        return heavyReads.run(accountReader(user.id), signal, rangeCost(first, last), () =>
          signedInRead(signal),
        );
      }
      const body = await publicMonthBody(first, last, base, q.lang, visitor(q.unverified, q.hide));
      if (request.headers.authorization === undefined && last - first < 62) byUrl.set(request.url, body);
      return sendCachedJson(request, reply, body, PUBLIC_CACHE);
    },
  );

  app.get(
    '/calendars/today',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Today in Asia/Kathmandu with its events',
        description:
          '`{ data: { today_events, bs_day, bs_month, bs_year, ad, bs, weekday, tithi, ns, holiday, source } }` for ' +
          'the civil date in Kathmandu (never the server’s zone).',
        querystring: todayQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const nowMs = now();
      const today = todayInKathmandu(nowMs);
      const todayPayload = (set: DefaultCalendarSet, reader: Reader) => {
        const { day, events } = wireEventsOf(today.jdn, set, q.lang, reader);
        return {
          data: {
            today_events: events,
            bs_day: day.bs.day,
            bs_month: day.bs.month,
            bs_year: day.bs.year,
            ad: iso(day.ad),
            bs: iso(day.bs),
            weekday: wireWeekday(day),
            tithi: wireTithi(day),
            ns: wireNs(day),
            holiday: day.holiday,
            source: day.source,
          },
        };
      };
      const personal = request.user && (await personalFor(request, today.jdn, today.jdn));
      if (personal) {
        return sendPrivateJson(reply, todayPayload(await defaultSet(), signedIn(q.unverified, personal)));
      }
      const reader = visitor(q.unverified);
      const key = `today|${today.jdn}|${q.lang}|${readerKey(reader)}`;
      let body = cache.get(key);
      if (!body) {
        body = cachedBody(todayPayload(await defaultSet(), reader));
        cache.set(key, body);
      }
      // Fresh until Kathmandu's next midnight, and never longer than five minutes.
      const offsetMs = Math.round(kathmanduOffsetMinutes(nowMs) * 60_000);
      const untilMidnight = Math.ceil((86_400_000 - ((nowMs + offsetMs) % 86_400_000)) / 1000);
      return sendCachedJson(
        request,
        reply,
        body,
        `public, max-age=${Math.max(1, Math.min(300, untilMidnight))}`,
      );
    },
  );

  app.get(
    '/important-events',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Coming festivals and holidays',
        description:
          'From today in Kathmandu (or the `bs`/`ad` date): with `range=month` the festivals and holidays of the ' +
          'coming month (30 days from the date); with a date and no range, that day only. Answers ' +
          '`{ data: [{ bs, ad, days_from, weekday, tithi, holiday, events }] }`; events are the holidays, priority 0–1 ' +
          'events and catalogue festivals of the default calendars.',
        querystring: importantQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.bs !== undefined && q.ad !== undefined)
        throw badField('querystring', 'ad', 'give either bs or ad, not both');
      let from = todayInKathmandu(now()).jdn;
      if (q.bs !== undefined) {
        const date = parseBaseDate(q.bs, 'BS', 'querystring', 'bs');
        if (!date) throw badField('querystring', 'bs', `${q.bs} does not exist in BS`);
        from = baseToJdn(date, 'BS');
      } else if (q.ad !== undefined) {
        const date = parseBaseDate(q.ad, 'AD', 'querystring', 'ad');
        if (!date) throw badField('querystring', 'ad', `${q.ad} does not exist in AD`);
        from = baseToJdn(date, 'AD');
      }
      const days = q.range === 'month' || (q.bs === undefined && q.ad === undefined) ? 30 : 1;
      const { first, last } = clampToEngine(from, from + days - 1);
      const importantPayload = (set: DefaultCalendarSet, reader: Reader) => {
        const data = [];
        for (let jdn = first; jdn <= last; jdn++) {
          const { day, events } = wireEventsOf(jdn, set, q.lang, reader);
          const important = events.filter(isImportantEvent);
          if (important.length === 0) continue;
          data.push({
            bs: iso(jdnToBs(jdn)),
            ad: iso(jdnToGregorian(jdn)),
            days_from: jdn - from,
            weekday: wireWeekday(day),
            tithi: wireTithi(day),
            holiday: day.holiday,
            source: day.source,
            events: important,
          });
        }
        return { data };
      };
      // A signed-in reader's list leaves out the default calendars they hid (personal events are
      // never "important": no priority, no holiday).
      if (request.user) {
        const view = await loadPersonalView(db, request.user.id);
        return sendPrivateJson(
          reply,
          importantPayload(await defaultSet(), signedIn(q.unverified, { view, byDay: new Map() })),
        );
      }
      const reader = visitor(q.unverified, q.hide);
      const key = `important|${first}|${last}|${q.lang}|${readerKey(reader)}`;
      let body = cache.get(key);
      if (!body) {
        body = cachedBody(importantPayload(await defaultSet(), reader));
        cache.set(key, body);
      }
      return sendCachedJson(request, reply, body, 'public, max-age=300');
    },
  );
};
