import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';

const WEB_ORIGIN = 'http://localhost:3000';

describe.each(testDatabases())('API platform on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: WEB_ORIGIN });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('reports a reachable database on /health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports 503 on /health when the database is gone', async () => {
    const broken = await buildApp({
      database: { ...database, ping: async () => false },
      webOrigin: WEB_ORIGIN,
    });
    const response = await broken.inject({ method: 'GET', url: '/health' });
    await broken.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
  });

  it('serves a seeded dynamic-config value', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dynamic-config/calendar-range' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      key: 'calendar-range',
      value: { bs: { min: 1900, max: 2200 }, ad: { min: 1844, max: 2142 } },
    });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('answers 404 in the common error shape for an unknown config key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dynamic-config/no-such-key' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: "No configuration named 'no-such-key'",
    });
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers 400 naming the parameter for a malformed key, never 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dynamic-config/BAD%20KEY!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/key/);
  });

  it('answers 404 in the common error shape for unknown paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/path?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'No route for GET /no/such/path' });
  });

  it('keeps an incoming request id and makes one up otherwise', async () => {
    const kept = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ method: 'GET', url: '/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS for the web origin only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    const other = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const document = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(document.statusCode).toBe(200);
    const openapi = document.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/dynamic-config/{key}']),
    );
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('rejects a malformed JSON body with 400 on a route that takes one (not a 404)', async () => {
    const good = await app.inject({
      method: 'POST',
      url: '/calendars/dateConvert',
      payload: { based_on: 'AD', date: '2024-10-31' },
    });
    expect(good.statusCode, good.body).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: '/calendars/dateConvert',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/i);
  });
});
