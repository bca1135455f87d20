/**
 * The encrypted-response envelope (spec §7; ADR 196): an opt-in compatibility mode for clients
 * built for the old encrypted calls. When the server has a key and IV (ENVELOPE_KEY, ENVELOPE_IV)
 * AND the request asks with `X-Patro-Envelope: aes-cbc`, a successful JSON answer of one of the
 * calls the spec marks encrypted goes out in the shape those clients decrypt:
 *
 *   hex(AES-CBC(key, iv, PKCS#7, base64(UTF-8 JSON))), the hex string reversed.
 *
 * It keeps out casual scraping only: any key a browser or app holds is public. Off by default.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const ENVELOPE_HEADER = 'x-patro-envelope';
export const ENVELOPE_SCHEME = 'aes-cbc';

/** The calls the spec (§7) marks encrypted: method and route pattern. */
export const ENVELOPE_ROUTES: readonly string[] = [
  'GET /calendars',
  'GET /suva-sait',
  'POST /fetch/panchanga',
  'GET /api/v1/public/calendar/:token',
];

export interface EnvelopeKey {
  key: Buffer;
  iv: Buffer;
}

/** Key (16, 24 or 32 bytes: AES-128/192/256) and IV (16 bytes) as the old clients hold them: UTF-8 text. */
export function envelopeKey(key: string, iv: string): EnvelopeKey {
  const k = Buffer.from(key, 'utf8');
  const v = Buffer.from(iv, 'utf8');
  if (![16, 24, 32].includes(k.length)) throw new Error('ENVELOPE_KEY must be 16, 24 or 32 bytes');
  if (v.length !== 16) throw new Error('ENVELOPE_IV must be 16 bytes');
  return { key: k, iv: v };
}

const algorithm = (key: Buffer) => `aes-${key.length * 8}-cbc`;

export function sealEnvelope(json: string, { key, iv }: EnvelopeKey): string {
  const plain = Buffer.from(json, 'utf8').toString('base64');
  const cipher = createCipheriv(algorithm(key), key, iv);
  const hex = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
  return [...hex].reverse().join('');
}

/** The JSON text inside an envelope; throws when it is not one sealed with this key. */
export function openEnvelope(body: string, { key, iv }: EnvelopeKey): string {
  const hex = [...body.trim()].reverse().join('');
  if (!/^([0-9a-f]{32})+$/i.test(hex)) throw new Error('not an envelope');
  const decipher = createDecipheriv(algorithm(key), key, iv);
  const base64 = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Error('not an envelope');
  return Buffer.from(base64, 'base64').toString('utf8');
}

/**
 * Seals the marked calls' successful JSON answers for a request that asks, when a key is set.
 * Every marked answer varies on the header, so no cache hands one form to a client that asked for the other.
 */
export function registerEnvelope(app: FastifyInstance, key: EnvelopeKey | null): void {
  const marked = new Set(ENVELOPE_ROUTES);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!marked.has(`${request.method} ${request.routeOptions.url}`)) return payload;
    reply.header('vary', mergeVary(reply.getHeader('vary'), ENVELOPE_HEADER));
    if (!key || request.headers[ENVELOPE_HEADER] !== ENVELOPE_SCHEME) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, '-aes"'));
    reply.header('content-type', 'text/plain; charset=utf-8');
    reply.header(ENVELOPE_HEADER, ENVELOPE_SCHEME);
    return sealEnvelope(payload, key);
  });
}

function mergeVary(current: unknown, name: string): string {
  const parts = String(current ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.some((p) => p.toLowerCase() === name)) parts.push(name);
  return parts.join(', ');
}
