import { ERROR_MESSAGES } from '@patro/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { calendars } from '../src/db/schema.js';
import { testDatabases } from './databases.js';

// ADR 150: every refusal names a stable code; its message is the catalogue's, in the reader's language.
describe.each(testDatabases())('named errors on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: 'http://localhost:3000' });
    // A write whose row is removed by another request between the route's check and its insert:
    // the database's own refusal, as a route meets it in that race.
    app.post('/test/calendar-of-removed-account', async () => {
      await database.db
        .insert(calendars)
        .values({ nameNp: 'क', nameEn: 'C', colour: '#000000', ownerUserId: 'removed' });
      return {};
    });
    app.post('/test/same-feed-link-twice', async () => {
      const values = { nameNp: 'क', nameEn: 'C', colour: '#000000', icalToken: 'one-token' };
      await database.db.insert(calendars).values(values);
      await database.db.insert(calendars).values(values);
      return {};
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signIn = (headers: Record<string, string>, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'nobody-here@example.com', password: 'not the password' },
      headers,
      remoteAddress,
    });

  it('answers a wrong sign-in with its code, in English by default and in Nepali for Accept-Language ne', async () => {
    const english = await signIn({}, '10.1.0.1');
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'invalid_login',
      message: 'Invalid email or password',
    });
    for (const header of ['ne-NP,ne;q=0.9,en;q=0.8', 'np', 'fr, ne;q=0.5']) {
      const nepali = await signIn({ 'accept-language': header }, '10.1.0.2');
      expect(nepali.json()).toMatchObject({ code: 'invalid_login', message: 'इमेल वा पासवर्ड मिलेन' });
    }
    const preferEnglish = await signIn({ 'accept-language': 'en-GB, ne;q=0.1' }, '10.1.0.3');
    expect(preferEnglish.json().message).toBe('Invalid email or password');
  });

  it('names the field of a schema failure (invalid_field) and follows ?lang over Accept-Language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/calendars?year=2081&month=13&lang=np',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'invalid_field', field: 'month' });
    expect(body.message).toMatch(/[\u0900-\u097F]/);
    expect(body.message).not.toMatch(/Invalid/);

    const english = await app.inject({ method: 'GET', url: '/calendars?year=2081&month=13&lang=en' });
    expect(english.json()).toMatchObject({ code: 'invalid_field', field: 'month' });
    expect(english.json().message).toMatch(/^Invalid querystring: month: /);
  });

  it('keeps English when the route only defaults its lang to np (the reader did not choose it)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/calendars?start_date=2081-01-01&end_date=2082-12-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_field',
      field: 'end_date',
      message: 'Invalid querystring: end_date: a read covers at most 400 days',
    });
  });

  it('answers an unknown route with route_not_found and a body-too-large with too_large', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/no/such/path',
      headers: { 'accept-language': 'ne' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'route_not_found',
      message: 'GET /no/such/path भन्ने ठेगाना छैन',
    });

    const big = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'Payload Too Large', code: 'too_large' });
  });

  it('carries the message parameters so a client fills its own copy, with Nepali digits in Nepali', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/dynamic-config/no-such-key',
      headers: { 'accept-language': 'ne' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'config_not_found',
      params: { key: 'no-such-key' },
      message: "'no-such-key' नामको सेटिङ छैन",
    });
  });

  it('answers a write that lost a race with the row it refers to as 404 removed_meanwhile, not 500', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/test/calendar-of-removed-account',
      headers: { 'accept-language': 'ne' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      code: 'removed_meanwhile',
      message: ERROR_MESSAGES.removed_meanwhile.np,
    });
  });

  it('answers a write that lost a race with the same row as 409 changed_meanwhile, not 500', async () => {
    const answer = await app.inject({ method: 'POST', url: '/test/same-feed-link-twice' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'changed_meanwhile' });
  });

  it('has a Nepali and an English text for every code', () => {
    for (const [code, texts] of Object.entries(ERROR_MESSAGES)) {
      expect(texts.np, code).toMatch(/[\u0900-\u097F]/);
      expect(texts.en, code).toBeTruthy();
    }
  });
});
