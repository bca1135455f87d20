import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON body serialised once, with the ETag that names it. */
export interface CachedBody {
  json: string;
  etag: string;
  /** The body gzipped, made on the first request that accepts gzip and kept with the body. */
  gzip?: Buffer;
}

/** Bodies smaller than this go out uncompressed (gzip would not pay for itself). */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(request: FastifyRequest): boolean {
  const accept = request.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/.test(accept) && !/\bgzip;\s*q=0(\.0*)?\b/.test(accept);
}

/** Serialises `payload` and derives a strong ETag from its bytes. */
export function cachedBody(payload: unknown): CachedBody {
  const json = JSON.stringify(payload);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag };
}

/**
 * A small least-recently-used map: public calendar reads are the same for every visitor, so
 * each distinct answer is computed and serialised once and then served from memory.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();
  constructor(readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  /** Returns the cached value, computing and storing it on a miss. */
  getOrSet(key: string, compute: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * Sends a cacheable JSON answer: `Cache-Control` for browsers and CDNs, the ETag, and a bodiless
 * 304 when the client already holds this exact version. A client that accepts gzip gets the
 * body gzipped once and kept with it, so a cache hit costs no compression.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
): FastifyReply {
  // The gzipped bytes are another representation, so they carry their own ETag; a client holding
  // either one gets a 304.
  const gzipped = body.json.length >= GZIP_MIN_BYTES && acceptsGzip(request);
  const gzipEtag = `${body.etag.slice(0, -1)}-gzip"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', gzipped ? gzipEtag : body.etag)
    // A bearer token can change the answer (a signed-in reader's calendars): a CDN must not hand
    // a visitor's copy to them.
    .header('vary', 'Accept-Encoding, Authorization');
  const presented = request.headers['if-none-match'];
  if (
    presented
      ?.split(',')
      .some((tag) => [body.etag, gzipEtag].some((etag) => tag.trim() === etag || tag.trim() === `W/${etag}`))
  ) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (gzipped) {
    body.gzip ??= gzipSync(body.json);
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}
