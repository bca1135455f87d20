/**
 * Every server-side fetch of a URL goes through here (DESIGN decision 13, ADR 162): news feeds,
 * radio stream checks, market sources, payment gateways. An admin types the URLs of feeds and
 * streams, so a URL is never trusted to point outside:
 *
 * - only http and https, on any port; the host is resolved here and EVERY address it resolves to
 *   must be public unicast (no loopback, private, link-local — 169.254.169.254 —, carrier-grade
 *   NAT, unique-local, multicast or reserved range; IPv4-mapped IPv6 is unwrapped first); names
 *   of cloud metadata services are refused by name;
 * - the connection goes to the address that was checked (the lookup is pinned), so a DNS answer
 *   that changes between the check and the connect cannot send it inside;
 * - redirects are followed by hand, each one checked the same way, at most `maxRedirects`;
 * - the body is read as a stream and the read stops at `maxBytes` (after decompression), and the
 *   whole exchange at `timeoutMs`, so a large or endless answer never fills the API's memory;
 * - failures are reported as an `OutboundError` whose message says what kind of failure it was in
 *   words that reveal nothing about what answered inside (no socket errors, no body excerpts).
 *
 * Tests and local development reach their own servers through an explicit allow-list of
 * `host:port` (config OUTBOUND_ALLOW, refused in production).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

export type OutboundFailure =
  | 'bad_url'
  | 'address_refused'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects';

const FAILURE_TEXT: Record<OutboundFailure, string> = {
  bad_url: 'the address is not an http or https URL',
  address_refused: 'the address points to a private or internal network, which Patro does not fetch',
  unreachable: 'the server could not be reached',
  timeout: 'no answer within the time limit',
  too_large: 'the answer is larger than the limit',
  too_many_redirects: 'too many redirects',
};

/** A fetch that failed; `message` is safe to show an admin and to log. */
export class OutboundError extends Error {
  constructor(readonly failure: OutboundFailure) {
    super(FAILURE_TEXT[failure]);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The most bytes of (decompressed) body read. */
  maxBytes: number;
  /** `error` (default): a longer body fails with `too_large`; `truncate`: keep the first bytes and stop. */
  overLimit?: 'error' | 'truncate';
  /** `first-chunk`: hang up as soon as the first data arrives (a live stream's check). */
  read?: 'all' | 'first-chunk';
  maxRedirects?: number;
  /** An outer cancellation (e.g. the job stopping). */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  ok: boolean;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body was cut at `maxBytes` (only with `overLimit: 'truncate'`). */
  truncated: boolean;
  text(): string;
}

export interface OutboundPolicy {
  /** `host:port` (or `host:*`) reachable even on an internal address (tests' local servers). */
  allow?: readonly string[];
  /** Name resolution; the system resolver by default (tests pass a fixed table). */
  resolve?: (host: string) => Promise<string[]>;
}

/** Host names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata',
  'metadata.azure.com',
  'instance-data',
]);

async function systemResolve(host: string): Promise<string[]> {
  const answers = await dnsLookup(host, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/**
 * Whether an admin may give `value` for the server to fetch: http(s) without credentials, and not a
 * literal internal address or a metadata service's name. Names are resolved and checked again at
 * every fetch; this only refuses at once what can never be fetched.
 */
export function isFetchableUrl(value: string, policy: OutboundPolicy = processPolicy): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = hostOf(url);
  if (policy.allow?.some((entry) => entry === `${host}:${portOf(url)}` || entry === `${host}:*`)) return true;
  if (refusedName(host)) return false;
  return !ipaddr.isValid(host) || isPublicAddress(host);
}

/** A feed or stream address as admins type it (news feeds, radio streams). */
export const fetchableUrl = z
  .string()
  .max(500, 'must be at most 500 characters')
  .refine((value) => isFetchableUrl(value), 'must be a public http(s) address');

function refusedName(host: string): boolean {
  return METADATA_HOSTS.has(host) || host === 'localhost' || /\.(internal|local|localhost)$/.test(host);
}

/** Whether `address` (IPv4 or IPv6 text) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

function hostOf(url: URL): string {
  // URL keeps IPv6 literals in brackets.
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** The checked address to connect to for `url`, or an `OutboundError`. */
async function checkedAddress(url: URL, policy: OutboundPolicy): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('bad_url');
  if (url.username || url.password) throw new OutboundError('bad_url');
  const host = hostOf(url);
  const allowed =
    policy.allow?.some((entry) => entry === `${host}:${portOf(url)}` || entry === `${host}:*`) ?? false;
  if (!allowed && refusedName(host)) throw new OutboundError('address_refused');
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    // The URL parser has already turned "2130706433" or "0x7f.1" into 127.0.0.1.
    addresses = [host];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      throw new OutboundError('unreachable');
    }
  }
  if (addresses.length === 0) throw new OutboundError('unreachable');
  if (!allowed && !addresses.every(isPublicAddress)) throw new OutboundError('address_refused');
  return addresses[0] as string;
}

function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

interface Hop {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  truncated: boolean;
}

function requestOnce(url: URL, address: string, request: OutboundRequest, signal: AbortSignal): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...request.headers },
        lookup: pinnedLookup(address),
        signal,
        // The certificate is checked against the URL's name, not the pinned address.
        servername: ipaddr.isValid(hostOf(url)) ? undefined : hostOf(url),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ status, headers: response.headers, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const stream = decoded(response);
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = (truncated: boolean) => {
          if (done) return;
          done = true;
          resolve({ status, headers: response.headers, body: Buffer.concat(chunks), truncated });
        };
        stream.on('data', (chunk: Buffer) => {
          if (done) return;
          const room = request.maxBytes - size;
          if (chunk.length > room) {
            if (request.overLimit === 'truncate') {
              chunks.push(chunk.subarray(0, room));
              size += room;
              finish(true);
            } else {
              done = true;
              reject(new OutboundError('too_large'));
            }
            // Stop reading at once: the rest of an endless stream is never downloaded.
            response.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
          if (request.read === 'first-chunk' && size > 0) {
            finish(true);
            response.destroy();
          }
        });
        stream.on('end', () => finish(false));
        stream.on('error', () => {
          if (!done) {
            done = true;
            reject(new OutboundError(signal.aborted ? 'timeout' : 'unreachable'));
          }
        });
      },
    );
    outgoing.on('error', () => reject(new OutboundError(signal.aborted ? 'timeout' : 'unreachable')));
    if (request.body !== undefined) outgoing.end(request.body);
    else outgoing.end();
  });
}

/**
 * Fetches `url` under the rules above. A non-2xx answer is returned (with its body, bounded), not
 * thrown: the caller decides what a 404 means. Throws only `OutboundError`.
 */
export async function fetchOutbound(
  url: string,
  request: OutboundRequest,
  policy: OutboundPolicy = processPolicy,
): Promise<OutboundResponse> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('bad_url');
  }
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const maxRedirects = request.maxRedirects ?? 5;
  for (let redirects = 0; ; redirects++) {
    const address = await checkedAddress(current, policy);
    if (signal.aborted) throw new OutboundError('timeout');
    const hop = await requestOnce(current, address, request, signal);
    const location = hop.headers.location;
    if (hop.status >= 300 && hop.status < 400 && location) {
      if (redirects >= maxRedirects) throw new OutboundError('too_many_redirects');
      try {
        current = new URL(Array.isArray(location) ? (location[0] as string) : location, current);
      } catch {
        throw new OutboundError('bad_url');
      }
      continue;
    }
    const finalUrl = current.toString();
    return {
      url: finalUrl,
      status: hop.status,
      ok: hop.status >= 200 && hop.status < 300,
      headers: hop.headers,
      body: hop.body,
      truncated: hop.truncated,
      text: () => hop.body.toString('utf8'),
    };
  }
}

/** A stream opened by `openOutboundStream`: its status and headers, and the body as it arrives. */
export interface OutboundStream {
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body; the caller reads it, bounds it, and calls `close()` when done. */
  body: IncomingMessage;
  /** Hangs up (idempotent). */
  close(): void;
}

export interface OutboundStreamRequest {
  headers?: Record<string, string>;
  /** Until the answer's status line and headers are in, redirects included; the body has no time limit here. */
  connectTimeoutMs: number;
  maxRedirects?: number;
  /** Hangs up whenever it fires (the listener left, a cap was reached). */
  signal?: AbortSignal;
}

/**
 * A GET whose body is handed over as a stream instead of read into memory: for a relay that passes
 * a live stream on (ADR 158). The same rules as `fetchOutbound` (only http/https, every address
 * of every hop public unless allowed, the lookup pinned, redirects checked one by one); no body
 * decompression (`accept-encoding: identity`). The caller bounds the bytes and the time it reads.
 * Throws only `OutboundError`.
 */
export async function openOutboundStream(
  url: string,
  request: OutboundStreamRequest,
  policy: OutboundPolicy = processPolicy,
): Promise<OutboundStream> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('bad_url');
  }
  const hangUp = new AbortController();
  const signal = request.signal ? AbortSignal.any([hangUp.signal, request.signal]) : hangUp.signal;
  const connectTimer = setTimeout(() => hangUp.abort(), request.connectTimeoutMs);
  const maxRedirects = request.maxRedirects ?? 5;
  try {
    for (let redirects = 0; ; redirects++) {
      const address = await checkedAddress(current, policy);
      if (signal.aborted) throw new OutboundError('timeout');
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const client = current.protocol === 'https:' ? https : http;
        const outgoing = client.request(
          current,
          {
            method: 'GET',
            headers: { ...request.headers, 'accept-encoding': 'identity' },
            lookup: pinnedLookup(address),
            signal,
            servername: ipaddr.isValid(hostOf(current)) ? undefined : hostOf(current),
          },
          resolve,
        );
        outgoing.on('error', () => reject(new OutboundError(signal.aborted ? 'timeout' : 'unreachable')));
        outgoing.end();
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new OutboundError('too_many_redirects');
        try {
          current = new URL(Array.isArray(location) ? (location[0] as string) : location, current);
        } catch {
          throw new OutboundError('bad_url');
        }
        continue;
      }
      clearTimeout(connectTimer);
      // A failure after the headers ends the body stream; it never surfaces as a thrown socket error.
      response.on('error', () => {});
      return {
        url: current.toString(),
        status,
        headers: response.headers,
        body: response,
        close: () => {
          hangUp.abort();
          response.destroy();
        },
      };
    }
  } catch (error) {
    clearTimeout(connectTimer);
    hangUp.abort();
    throw error instanceof OutboundError ? error : new OutboundError('unreachable');
  }
}

/** How a module fetches a URL; every caller gets `fetchOutbound` unless a test hands it another. */
export type Fetcher = (url: string, request: OutboundRequest) => Promise<OutboundResponse>;

let processPolicy: OutboundPolicy = {};

/** The process's policy: set once at start-up from OUTBOUND_ALLOW (and by the API tests' setup). */
export function configureOutbound(policy: OutboundPolicy): void {
  processPolicy = policy;
}

/** `fetchOutbound` under the process's policy. */
export const guardedFetch: Fetcher = (url, request) => fetchOutbound(url, request);

/** The `host:port` list of OUTBOUND_ALLOW (`127.0.0.1:4810,localhost:4811`), lower-cased. */
export function parseOutboundAllow(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}
