import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { radioStations, users } from '../src/db/schema.js';
import { readStationList } from '../src/modules/radio/directory.js';
import { checkAllStations, checkStream } from '../src/modules/radio/stream-check.js';
import { guardedFetch } from '../src/security/outbound.js';
import { testDatabases } from './databases.js';
import { insertTestUser, type TestUser } from './users.js';

/** Three stand-ins: a stream that sends MP3 frames forever, a site that answers HTML, one that never answers. */
async function streamServers() {
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    if (request.url === '/live') {
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'icy-name': 'Test FM' });
      // An MPEG-1 Layer III frame header, then more every 50 ms, never ending.
      const frame = Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array(413).fill(0)]);
      response.write(frame);
      const timer = setInterval(() => response.write(frame), 50);
      timers.add(timer);
      response.on('close', () => clearInterval(timer));
    } else if (request.url === '/hls.m3u8') {
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      response.end('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=48000\nlow.m3u8\n');
    } else if (request.url === '/html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Station moved</title>');
    }
    // Anything else: accepted and never answered.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the stream check', () => {
  it('hears audio and HLS, and refuses an HTML answer and a silent server', async () => {
    const servers = await streamServers();
    try {
      expect(await checkStream(guardedFetch, `${servers.base}/live`, 2000)).toEqual({
        alive: true,
        error: null,
      });
      expect(await checkStream(guardedFetch, `${servers.base}/hls.m3u8`, 2000)).toEqual({
        alive: true,
        error: null,
      });
      expect(await checkStream(guardedFetch, `${servers.base}/html`, 2000)).toEqual({
        alive: false,
        error: 'not an audio stream',
      });
      expect(await checkStream(guardedFetch, `${servers.base}/silent`, 1000)).toEqual({
        alive: false,
        error: 'no answer within 1 s',
      });
    } finally {
      await servers.close();
    }
  });
});

describe('the recorded station list', () => {
  it('has name, stream, frequency, place and a province 1–7 for every station, and unique URL names', () => {
    const list = readStationList();
    expect(list.length).toBe(58);
    expect(list.find((s) => s.slug === 'radio-kantipur')).toEqual({
      slug: 'radio-kantipur',
      name: 'Radio Kantipur',
      streamUrl: 'https://radio-broadcast.ekantipur.com/stream',
      frequency: 96.1,
      address: 'Subidhanagar,Tinkune, Kathmandu, Nepal',
      province: 3,
      nameNe: 'रेडियो कान्तिपुर',
      addressNe: 'सुबिधानगर, तीनकुने, काठमाडौं, नेपाल',
    });
    expect(new Set(list.map((s) => s.slug)).size).toBe(list.length);
    for (const station of list) {
      expect(station.province, station.name).toBeGreaterThanOrEqual(1);
      expect(station.province, station.name).toBeLessThanOrEqual(7);
      expect(station.streamUrl, station.name).toMatch(/^https?:\/\//);
      // Every station has its name and place in Devanagari (the reviewed table, ADR 159), no Latin letters.
      expect(station.nameNe, station.name).toMatch(/^[\u0900-\u097F\s()–-]+$/);
      expect(station.addressNe, station.name).toMatch(/^[\u0900-\u097F\s(),–-]+$/);
    }
  });
});

describe.each(testDatabases())('the radio directory on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let admin: TestUser;
  let reader: TestUser;
  let astrologer: TestUser;
  let servers: Awaited<ReturnType<typeof streamServers>>;

  beforeAll(async () => {
    database = await open();
    servers = await streamServers();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'radio-test-secret-radio-test-secret',
    });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    reader = await insertTestUser(app, database.db);
    astrologer = await insertTestUser(app, database.db, { roles: ['astrologer'] });
  });
  afterAll(async () => {
    await app?.close();
    await servers?.close();
    await database?.close();
  });

  const directory = async (query = '') =>
    (await app.inject({ method: 'GET', url: `/radios${query}` })).json().data;

  it('lists the recorded stations grouped by province, searchable in both scripts; http streams play through the relay', async () => {
    const data = await directory();
    expect(data.stations).toHaveLength(58);
    const provinces = data.stations.map((s: { province: number }) => s.province);
    expect(provinces).toEqual([...provinces].sort((a, b) => a - b));
    // Provenance in plain words: whose list, its licence (none stated), when recorded; never checked yet.
    expect(data.source).toEqual({
      name: { en: 'the Nepali Radio app by Bibek Oli', np: 'विवेक ओलीको नेपाली रेडियो एप' },
      url: 'https://github.com/bibekoli/nepali-radio',
      licence: null,
      recorded: '2026-11-23',
      checked_at: null,
    });
    expect(
      (await directory(`?q=${encodeURIComponent('पोखरा')}`)).stations.map(
        (s: { name_ne: string }) => s.name_ne,
      ),
    ).toEqual(['एभरेस्ट एफएम', 'रेडियो अन्नपूर्ण', 'रेडियो सफलता', 'रेडियो सराङकोट']);
    const found = await directory('?q=pokhara');
    expect(found.stations.map((s: { name: string }) => s.name)).toEqual([
      'Everest FM',
      'Radio Annapurna',
      'Radio Safalta',
      'Radio Sarangkot',
    ]);
    expect((await directory('?q=96.1')).stations.map((s: { slug: string }) => s.slug)).toEqual([
      'radio-kantipur',
    ]);
    expect((await directory('?q=nothing-like-this')).stations).toEqual([]);
    const nepal = data.stations.find((s: { slug: string }) => s.slug === 'radio-nepal');
    expect(nepal).toMatchObject({
      playable: true,
      relayed: true,
      stream_type: 'audio',
      name_ne: 'रेडियो नेपाल',
      address_ne: 'काठमाडौं, नेपाल',
    });
    const bbc = data.stations.find((s: { slug: string }) => s.slug === 'bbc-nepali');
    expect(bbc).toMatchObject({ playable: true, relayed: false, stream_type: 'hls', frequency: 103 });
    // 31 of the 58 streams are plain http: every one is relayed, none is left unplayable.
    expect(data.stations.filter((s: { relayed: boolean }) => s.relayed)).toHaveLength(31);
  });

  it('counts plays for trending, most played first', async () => {
    for (const slug of ['image-fm', 'radio-kantipur', 'image-fm']) {
      expect((await app.inject({ method: 'POST', url: `/radios/${slug}/play` })).statusCode).toBe(204);
    }
    const { trending } = await directory();
    expect(trending.map((s: { slug: string; plays: number }) => [s.slug, s.plays])).toEqual([
      ['image-fm', 2],
      ['radio-kantipur', 1],
    ]);
    expect((await app.inject({ method: 'POST', url: '/radios/no-such-fm/play' })).statusCode).toBe(404);
  });

  it('hides a station whose stream is dead until it answers again; a round where nothing answers hides nothing', async () => {
    const set = (slug: string, url: string) =>
      database.db.update(radioStations).set({ streamUrl: url }).where(eq(radioStations.slug, slug));
    // Our own network down: every check fails, the directory stays as it was.
    await database.db.update(radioStations).set({ streamUrl: `${servers.base}/silent` });
    expect(await checkAllStations(database.db, { timeoutMs: 500, parallel: 29 })).toEqual({
      checked: 58,
      alive: 0,
    });
    expect((await directory()).stations).toHaveLength(58);
    // Point every station at the local stand-ins: three alive, one HTML, the rest silent.
    await database.db.update(radioStations).set({ streamUrl: `${servers.base}/silent` });
    await set('radio-kantipur', `${servers.base}/live`);
    await set('radio-nepal', `${servers.base}/live`);
    await set('bbc-nepali', `${servers.base}/hls.m3u8`);
    await set('image-fm', `${servers.base}/html`);
    const result = await checkAllStations(database.db, { timeoutMs: 800, parallel: 20 });
    expect(result).toEqual({ checked: 58, alive: 3 });
    const after = await directory();
    // A plain-http HLS playlist answers, but our https pages could not play it: not listed (ADR 158).
    expect(after.stations.map((s: { slug: string }) => s.slug).sort()).toEqual([
      'radio-kantipur',
      'radio-nepal',
    ]);
    expect((await app.inject({ method: 'GET', url: '/radios/bbc-nepali' })).statusCode).toBe(404);
    // The about line's "checked on" is the last check.
    expect(after.source.checked_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(after.trending.map((s: { slug: string }) => s.slug)).toEqual(['radio-kantipur']);
    expect((await app.inject({ method: 'GET', url: '/radios/image-fm' })).statusCode).toBe(404);

    await set('image-fm', `${servers.base}/live`);
    await checkAllStations(database.db, { timeoutMs: 800, parallel: 20 });
    expect((await app.inject({ method: 'GET', url: '/radios/image-fm' })).statusCode).toBe(200);
  });

  it('admins see every station with the check’s verdict and edit one; visitors, users and astrologers may not', async () => {
    for (const [method, url] of [
      ['GET', '/admin/radios'],
      ['PATCH', '/admin/radios/1'],
    ] as const) {
      const payload = method === 'PATCH' ? { hidden: true } : undefined;
      expect((await app.inject({ method, url, payload })).statusCode, `${method} ${url} as visitor`).toBe(
        401,
      );
      expect((await app.inject({ method, url, payload, headers: reader.headers })).statusCode).toBe(403);
      // An astrologer (rashifal editor) is not an administrator either.
      expect((await app.inject({ method, url, payload, headers: astrologer.headers })).statusCode).toBe(403);
    }
    const list = (await app.inject({ method: 'GET', url: '/admin/radios', headers: admin.headers })).json()
      .data;
    expect(list).toHaveLength(58);
    const dead = list.find((s: { slug: string }) => s.slug === 'radio-sagarmatha');
    expect(dead).toMatchObject({ alive: false, check_error: 'no answer within 0.8 s' });
    const kantipur = list.find((s: { slug: string }) => s.slug === 'radio-kantipur');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/admin/radios/${kantipur.id}`,
      headers: admin.headers,
      payload: { frequency: 96.1, address: 'Tinkune, Kathmandu', hidden: true },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ address: 'Tinkune, Kathmandu', hidden: true });
    expect((await app.inject({ method: 'GET', url: '/radios/radio-kantipur' })).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'PATCH',
      url: `/admin/radios/${kantipur.id}`,
      headers: admin.headers,
      payload: { province: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('province');
  });

  it('a logo is an https address an admin sets and clears; it reaches the public directory', async () => {
    const list = (await app.inject({ method: 'GET', url: '/admin/radios', headers: admin.headers })).json()
      .data;
    // Alive after the check test above (most stations are dead or hidden by now).
    const bbc = list.find((s: { slug: string }) => s.slug === 'radio-nepal');
    expect(bbc.logo).toBeNull();
    const setLogo = (logo: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/admin/radios/${bbc.id}`,
        headers: admin.headers,
        payload: { logo },
      });
    // An http image would be mixed content on our https pages: refused, naming the field.
    const plain = await setLogo('http://bbc.example/logo.png');
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('logo');
    expect(plain.body).toContain('https');
    expect((await setLogo('javascript:alert(1)')).statusCode).toBe(400);
    expect((await setLogo('https://bbc.example/logo.png')).statusCode).toBe(200);
    const listed = (await directory()).stations.find((s: { slug: string }) => s.slug === 'radio-nepal');
    expect(listed.logo).toBe('https://bbc.example/logo.png');
    expect((await setLogo(null)).json().data.logo).toBeNull();
  });

  it('the station and feed screens read roles from the database, not the token (ADR 121)', async () => {
    const setRoles = (id: string, roles: string[]) =>
      database.db.update(users).set({ roles }).where(eq(users.id, id));
    const get = (url: string, who: TestUser) =>
      app.inject({ method: 'GET', url, headers: who.headers }).then((r) => r.statusCode);
    const promoted = await insertTestUser(app, database.db);
    await setRoles(promoted.id, ['admin']);
    // Granted after the token was made: in at once.
    for (const url of ['/admin/radios', '/admin/feeds', '/admin/sources'])
      expect(await get(url, promoted)).toBe(200);
    // Revoked while the token still says admin: out at once.
    const demoted = await insertTestUser(app, database.db, { roles: ['admin'] });
    await setRoles(demoted.id, []);
    for (const url of ['/admin/radios', '/admin/feeds', '/admin/sources'])
      expect(await get(url, demoted)).toBe(403);
  });
});

// radio: the relay of plain-http streams (ADR 158)
describe.each(testDatabases())('the plain-http stream relay on $name', ({ open }) => {
  let database: Database;
  /** A relay with a small byte cap, driven through inject. */
  let app: FastifyInstance;
  /** A relay of two listeners, one per address, listening on a port (listeners stay connected). */
  let capped: FastifyInstance;
  let cappedBase: string;
  let servers: Awaited<ReturnType<typeof streamServers>>;
  const frame = [0xff, 0xfb, 0x90, 0x64];

  const pointAt = (slug: string, url: string) =>
    database.db.update(radioStations).set({ streamUrl: url }).where(eq(radioStations.slug, slug));

  /** A listener from `address` (X-Forwarded-For, the apps trust one proxy): its status, code, first bytes. */
  function listen(address: string, slug = 'radio-nepal') {
    return new Promise<{ status: number; type: string; first: Buffer; code?: string; hangUp: () => void }>(
      (resolve, reject) => {
        const request = httpGet(
          `${cappedBase}/radios/${slug}/stream`,
          { headers: { 'x-forwarded-for': address } },
          (response) => {
            const status = response.statusCode ?? 0;
            const type = String(response.headers['content-type'] ?? '');
            const hangUp = () => request.destroy();
            if (status !== 200) {
              let text = '';
              response.on('data', (chunk) => {
                text += chunk;
              });
              response.on('end', () =>
                resolve({ status, type, first: Buffer.alloc(0), code: JSON.parse(text).code, hangUp }),
              );
              return;
            }
            response.once('data', (first: Buffer) => resolve({ status, type, first, hangUp }));
          },
        );
        request.on('error', reject);
      },
    );
  }

  beforeAll(async () => {
    database = await open();
    servers = await streamServers();
    const options = {
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'radio-test-secret-radio-test-secret',
    };
    app = await buildApp({ ...options, radioRelay: { maxBytes: 4000, connectTimeoutMs: 1000 } });
    capped = await buildApp({
      ...options,
      trustProxy: 1,
      radioRelay: { maxListeners: 2, maxPerAddress: 1, connectTimeoutMs: 1000 },
    });
    await capped.listen({ port: 0, host: '127.0.0.1' });
    cappedBase = `http://127.0.0.1:${(capped.server.address() as AddressInfo).port}`;
    await pointAt('radio-nepal', `${servers.base}/live`);
    await pointAt('radio-sagarmatha', `${servers.base}/live`);
  });
  afterAll(async () => {
    await capped?.close();
    await app?.close();
    await servers?.close();
    await database?.close();
  });

  it('passes a station’s plain-http stream on from our origin, and ends it at the byte cap', async () => {
    const response = await app.inject({ method: 'GET', url: '/radios/radio-nepal/stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    // The broadcaster's own header names are not passed on.
    expect(response.headers['icy-name']).toBeUndefined();
    expect([...response.rawPayload.subarray(0, 4)]).toEqual(frame);
    // An endless stream, cut at exactly the cap.
    expect(response.rawPayload.length).toBe(4000);
  });

  it('refuses an unknown station, an https station, and a stream that is not audio', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/radios/no-such-fm/stream' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('radio_not_found');
    // An https stream plays from the broadcaster; the relay carries only what needs it.
    const secure = await app.inject({ method: 'GET', url: '/radios/radio-kantipur/stream' });
    expect(secure.statusCode).toBe(404);
    await pointAt('radio-kathmandu', `${servers.base}/html`);
    const html = await app.inject({ method: 'GET', url: '/radios/radio-kathmandu/stream' });
    expect(html.statusCode).toBe(503);
    expect(html.json().code).toBe('radio_stream_unreachable');
    expect(html.body).not.toContain('Station moved');
  });

  it('never fetches an internal address: the guarded rules refuse it unless OUTBOUND_ALLOW names it', async () => {
    // The tests' OUTBOUND_ALLOW names 127.0.0.1 only; the metadata service is refused before any connection.
    await pointAt('radio-birgunj', 'http://169.254.169.254/latest/meta-data/');
    const inside = await app.inject({ method: 'GET', url: '/radios/radio-birgunj/stream' });
    expect(inside.statusCode).toBe(503);
    expect(inside.json().code).toBe('radio_stream_unreachable');
    expect(inside.body).not.toContain('169.254');
    // The caller names a station, never an address: a URL in the path is just an unknown station.
    const url = await app.inject({
      method: 'GET',
      url: `/radios/${encodeURIComponent(`${servers.base}/live`)}/stream`,
    });
    expect(url.statusCode).toBe(404);
  });

  it('refuses a second listener from one address (429) and any listener past the cap (503), and frees a slot on hang-up', async () => {
    const first = await listen('203.0.113.1');
    expect(first).toMatchObject({ status: 200, type: 'audio/mpeg' });
    expect([...first.first.subarray(0, 4)]).toEqual(frame);
    const again = await listen('203.0.113.1', 'radio-sagarmatha');
    expect(again).toMatchObject({ status: 429, code: 'radio_relay_address_full' });
    const second = await listen('203.0.113.2', 'radio-sagarmatha');
    expect(second.status).toBe(200);
    const third = await listen('203.0.113.3');
    expect(third).toMatchObject({ status: 503, code: 'radio_relay_full' });
    first.hangUp();
    // The slot is given back once the server sees the listener gone.
    await vi.waitFor(
      async () => {
        const next = await listen('203.0.113.3');
        next.hangUp();
        expect(next.status).toBe(200);
      },
      { timeout: 5000, interval: 50 },
    );
    second.hangUp();
  });
});
