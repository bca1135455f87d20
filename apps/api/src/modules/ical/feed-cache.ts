/**
 * Built iCalendar feeds, kept by what they are made of (ADR 230). A feed is a pure function of its
 * calendar row, the calendar's series and their changed occurrences, and today's date in
 * Kathmandu (the window). The database says cheaply whether any of those rows changed: every
 * insert, update or delete of a row changes the set of (id, xmin) pairs — `xmin` is the
 * transaction that wrote the row version, on PostgreSQL and PGlite alike — so one aggregate query
 * names the feed's version without reading its rows, whichever process or path wrote them.
 *
 * The version is also the feed's ETag: a client that holds it gets 304 without the feed being
 * built or even looked up; anyone else gets the kept bytes (gzipped once when they accept gzip).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../http/errors.js';

const gzip = promisify(gzipCallback);

/** At most this many bytes of feeds (text and gzip) are kept; a full 1,000-event feed is ~1.5 MB. */
export const FEED_CACHE_BYTES = 32 * 1024 * 1024;

export interface BuiltFeed {
  text: string;
  /** Made on the first request that accepts gzip, kept with the text. */
  gzip?: Buffer;
}

/** What names one version of a feed: the calendar, today's JDN and its rows' versions. */
/**
 * `vehiclesOf`: the owner whose own link also carries their vehicles (ADR 242): their vehicle and
 * renewal rows join the version, and an owner's feed never shares a version with a member's link.
 */
export async function feedVersion(
  db: Db,
  calendarId: number,
  todayJdn: number,
  vehiclesOf: string | null = null,
): Promise<string> {
  const result = await db.execute(sql`
    SELECT
      (SELECT xmin::text FROM calendars WHERE id = ${calendarId}) AS calendar,
      (SELECT count(*)::text || ':' || coalesce(md5(string_agg(id::text || '.' || xmin::text, ',' ORDER BY id)), '')
         FROM event_series WHERE calendar_id = ${calendarId}) AS series,
      (SELECT count(*)::text || ':' || coalesce(md5(string_agg(o.id::text || '.' || o.xmin::text, ',' ORDER BY o.id)), '')
         FROM event_occurrence_overrides o JOIN event_series s ON s.id = o.series_id
         WHERE s.calendar_id = ${calendarId}) AS overrides,
      (SELECT count(*)::text || ':' || coalesce(md5(string_agg(v.id::text || '.' || v.xmin::text, ',' ORDER BY v.id)), '')
         FROM bluebook_vehicles v WHERE v.user_id = ${vehiclesOf} AND v.in_calendar) AS vehicles,
      (SELECT count(*)::text || ':' || coalesce(md5(string_agg(r.id::text || '.' || r.xmin::text, ',' ORDER BY r.id)), '')
         FROM bluebook_renewals r JOIN bluebook_vehicles v ON v.id = r.vehicle_id
         WHERE v.user_id = ${vehiclesOf}) AS renewals`);
  const row = (
    result as unknown as {
      rows: { calendar: string; series: string; overrides: string; vehicles: string; renewals: string }[];
    }
  ).rows[0]!;
  const own = vehiclesOf === null ? '' : `|own|${row.vehicles}|${row.renewals}`;
  const digest = createHash('sha1')
    .update(`${calendarId}|${todayJdn}|${row.calendar}|${row.series}|${row.overrides}${own}`)
    .digest('base64url');
  return `"ics-${digest}"`;
}

/** Whether the request's If-None-Match names `etag` (or its gzip twin). */
function holds(request: FastifyRequest, etag: string): boolean {
  const presented = request.headers['if-none-match'];
  if (!presented) return false;
  const gzipEtag = `${etag.slice(0, -1)}-gzip"`;
  return presented.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === etag || t === gzipEtag || t === '*';
  });
}

function acceptsGzip(request: FastifyRequest): boolean {
  const accept = request.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/.test(accept) && !/\bgzip;\s*q=0(\.0*)?\b/.test(accept);
}

/** Feeds by version, bounded by bytes. */
export class FeedCache {
  readonly #feeds = new LRUCache<string, BuiltFeed>({
    maxSize: FEED_CACHE_BYTES,
    // Strings are counted at two bytes a character (V8 keeps non-Latin-1 text so).
    sizeCalculation: (feed) => feed.text.length * 2 + (feed.gzip?.length ?? 0) + 1,
  });
  readonly #building = new Map<string, Promise<string>>();

  /**
   * Answers a feed request: 304 when the client holds `etag`, the kept feed when there is one,
   * else `work.build()` (the heavy part; the caller gates it) kept and sent. `work.kept()` runs
   * before a 304 or a kept feed is sent (it charges the reader, and may refuse with a 429).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    etag: string,
    headers: { cacheControl: string; filename: string },
    work: { kept: () => void; build: () => Promise<string> },
  ): Promise<FastifyReply> {
    const gzipped = acceptsGzip(request);
    reply
      .header('cache-control', headers.cacheControl)
      .header('etag', gzipped ? `${etag.slice(0, -1)}-gzip"` : etag)
      .header('vary', 'Accept-Encoding');
    if (holds(request, etag)) {
      work.kept();
      return reply.code(304).send();
    }
    let feed = this.#feeds.get(etag);
    if (feed) work.kept();
    else {
      // Requests for the same version share one build.
      let building = this.#building.get(etag);
      const shared = building !== undefined;
      if (building) work.kept();
      else {
        building = work.build().finally(() => this.#building.delete(etag));
        this.#building.set(etag, building);
      }
      // A shared build whose own client left is not this request's failure: build it here.
      const text = await building.catch((error: unknown) => {
        if (shared && error instanceof ApiError && error.code === 'request_abandoned') return work.build();
        throw error;
      });
      feed = this.#feeds.get(etag) ?? { text };
      this.#feeds.set(etag, feed);
    }
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${headers.filename}"`);
    if (!gzipped) return reply.send(feed.text);
    if (!feed.gzip) {
      // On libuv's thread pool, not the event loop (a full feed takes ~20 ms to compress).
      feed.gzip = await gzip(feed.text);
      // Counted again with its gzip.
      this.#feeds.set(etag, feed);
    }
    return reply.header('content-encoding', 'gzip').send(feed.gzip);
  }

  /** Kept feeds (tests). */
  get size(): number {
    return this.#feeds.size;
  }
}
