/**
 * The radio relay (ADR 158): a station whose stream is plain http cannot be played by our https
 * pages (mixed content), so the API passes that one stream on from its own origin. Only the
 * station's listed stream is ever fetched (the client names a station, never a URL), through the
 * guarded outbound rules (ADR 162), and every listener is bounded: a cap on listeners overall and
 * per client address, and on bytes and minutes per listener.
 */
import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dailyLimit, unavailable } from '../../http/errors.js';
import { OutboundError, type OutboundStream, openOutboundStream } from '../../security/outbound.js';

export interface RelayLimits {
  /** Listeners at once on this API process; 0 turns the relay off (plain-http stations are not listed). */
  maxListeners: number;
  /** Listeners at once from one client address. */
  maxPerAddress: number;
  /** Bytes one listener is sent before the relay ends its stream. */
  maxBytes: number;
  /** How long one listener is sent audio before the relay ends its stream. */
  maxSeconds: number;
  /** Until the broadcaster's answer is in. */
  connectTimeoutMs: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxListeners: 40,
  maxPerAddress: 3,
  // About three hours of a 96 kbit/s stream.
  maxBytes: 128 * 1024 * 1024,
  maxSeconds: 3 * 60 * 60,
  connectTimeoutMs: 10_000,
};

/** What a relayed answer may call itself; anything else is not passed on. */
const RELAYED_TYPES = /^(audio\/[\w.+-]+|application\/ogg|video\/mp2t)$/i;

/** Whether a station's stream goes through the relay: plain http, and not an HLS playlist (ADR 158). */
export function needsRelay(streamUrl: string): boolean {
  return streamUrl.startsWith('http://') && !/\.m3u8(\?|$)/i.test(streamUrl);
}

/** The listeners of one process, by client address. */
export class RelayListeners {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(readonly limits: RelayLimits) {}

  get count(): number {
    return this.total;
  }

  /** A slot for `address`, or the refusal to send; the slot's `release` is idempotent. */
  take(address: string): { release: () => void } {
    if (this.total >= this.limits.maxListeners) throw unavailable('radio_relay_full');
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.maxPerAddress)
      throw dailyLimit('radio_relay_address_full', { limit: this.limits.maxPerAddress });
    this.total++;
    this.byAddress.set(address, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.byAddress.get(address) ?? 1) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }
}

/** Passes bytes on until `maxBytes`, then ends the stream (the rest is never read). */
function byteCap(maxBytes: number, onCap: () => void): Transform {
  let sent = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const room = maxBytes - sent;
      if (chunk.length >= room) {
        sent = maxBytes;
        this.push(chunk.subarray(0, room));
        this.push(null);
        onCap();
        callback();
        return;
      }
      sent += chunk.length;
      callback(null, chunk);
    },
  });
}

/**
 * Relays `streamUrl` to `reply` for one listener. The slot is taken before the broadcaster is
 * called and given back whichever way the stream ends (listener gone, cap, broadcaster gone).
 */
export async function relayStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streamUrl: string,
  listeners: RelayListeners,
): Promise<FastifyReply> {
  const { limits } = listeners;
  const slot = listeners.take(request.ip);
  let upstream: OutboundStream;
  try {
    upstream = await openOutboundStream(streamUrl, {
      connectTimeoutMs: limits.connectTimeoutMs,
      // No cookie, token or address of the listener goes to the broadcaster.
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; PatroRadioRelay/1.0)', 'icy-metadata': '0' },
    });
  } catch (error) {
    slot.release();
    if (error instanceof OutboundError) throw unavailable('radio_stream_unreachable');
    throw error;
  }
  const header = upstream.headers['content-type'];
  const type = (Array.isArray(header) ? header[0] : header)?.split(';')[0]?.trim() ?? '';
  if (upstream.status < 200 || upstream.status >= 300 || !RELAYED_TYPES.test(type)) {
    upstream.close();
    slot.release();
    throw unavailable('radio_stream_unreachable');
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    upstream.close();
    slot.release();
  };
  const capped = byteCap(limits.maxBytes, finish);
  const timer = setTimeout(() => {
    capped.end();
    finish();
  }, limits.maxSeconds * 1000);
  upstream.body.on('end', () => capped.end());
  upstream.body.on('close', () => {
    if (!capped.writableEnded) capped.end();
  });
  upstream.body.pipe(capped);
  reply.raw.on('close', finish);
  capped.on('close', finish);
  reply
    .status(200)
    .header('content-type', type.toLowerCase())
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(capped);
}
