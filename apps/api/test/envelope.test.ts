/**
 * The encrypted-response envelope (spec §7; ADR 196): off by default; with a key and the client's
 * header, the marked calls answer in the old clients' shape, which opens back to the same JSON.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { ENVELOPE_HEADER, envelopeKey, openEnvelope, sealEnvelope } from '../src/http/envelope.js';
import { testDatabases } from './databases.js';
import { TEST_NOW } from './personal.js';

/** A fixed test key and IV (AES-128), as an operator would set ENVELOPE_KEY and ENVELOPE_IV. */
const KEY = envelopeKey('0123456789abcdef', 'fedcba9876543210');

describe('the envelope shape', () => {
  it('round-trips JSON with Devanagari, and refuses a tampered or foreign body', () => {
    const json = JSON.stringify({ data: { title: 'दशैं', n: 1 } });
    const sealed = sealEnvelope(json, KEY);
    expect(sealed).toMatch(/^[0-9a-f]+$/);
    expect(openEnvelope(sealed, KEY)).toBe(json);
    const tampered = `${sealed.slice(0, 5)}${sealed[5] === '0' ? '1' : '0'}${sealed.slice(6)}`;
    expect(() => JSON.parse(openEnvelope(tampered, KEY))).toThrow();
    expect(() => openEnvelope(sealed, envelopeKey('another-key-1234', 'fedcba9876543210'))).toThrow();
    expect(() => openEnvelope('{"data":1}', KEY)).toThrow();
  });

  it('takes only AES key lengths and a 16-byte IV', () => {
    expect(() => envelopeKey('short', 'fedcba9876543210')).toThrow(/16, 24 or 32 bytes/);
    expect(() => envelopeKey('0123456789abcdef', 'short')).toThrow(/16 bytes/);
  });
});

describe.each(testDatabases())('the envelope on the API on $name', ({ open }) => {
  let database: Database;
  let plain: FastifyInstance;
  let sealed: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    const common = {
      database,
      webOrigin: 'http://localhost:3000',
      now: () => TEST_NOW,
      calendarCompute: 'inline' as const,
    };
    plain = await buildApp(common);
    sealed = await buildApp({ ...common, envelope: KEY });
  });
  afterAll(async () => {
    await plain?.close();
    await sealed?.close();
    await database?.close();
  });

  const asked = { [ENVELOPE_HEADER]: 'aes-cbc' };
  const calls = [
    { method: 'GET' as const, url: '/calendars?calendar_type=BS&year=2081&month=7' },
    { method: 'GET' as const, url: '/suva-sait?year=2081&month=7' },
    {
      method: 'POST' as const,
      url: '/fetch/panchanga',
      payload: { year: 2081, month: 7, day: 15, time: '06:00' },
    },
  ];

  it('answers the marked calls sealed only when the server has a key and the client asks; the same JSON inside', async () => {
    for (const call of calls) {
      const reference = await plain.inject(call);
      expect(reference.statusCode, call.url).toBe(200);
      // Off by default: the header alone changes nothing.
      const unconfigured = await plain.inject({ ...call, headers: asked });
      expect(unconfigured.body).toBe(reference.body);
      // Configured but not asked: plain JSON, marked as varying on the header.
      const notAsked = await sealed.inject(call);
      expect(notAsked.body).toBe(reference.body);
      expect(notAsked.headers.vary).toContain(ENVELOPE_HEADER);
      const envelope = await sealed.inject({ ...call, headers: asked });
      expect(envelope.headers[ENVELOPE_HEADER]).toBe('aes-cbc');
      expect(envelope.headers['content-type']).toContain('text/plain');
      expect(envelope.body).not.toContain('{');
      expect(JSON.parse(openEnvelope(envelope.body, KEY))).toEqual(reference.json());
    }
  });

  it('leaves errors and calls the spec does not mark in plain JSON', async () => {
    const error = await sealed.inject({ method: 'GET', url: '/calendars?calendar_type=XX', headers: asked });
    expect(error.statusCode).toBe(400);
    expect(error.json()).toMatchObject({ code: 'invalid_field', field: 'calendar_type' });
    const unmarked = await sealed.inject({ method: 'GET', url: '/health', headers: asked });
    expect(unmarked.headers[ENVELOPE_HEADER]).toBeUndefined();
  });
});
