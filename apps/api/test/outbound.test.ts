import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchOutbound,
  isFetchableUrl,
  type OutboundPolicy,
  openOutboundStream,
} from '../src/security/outbound.js';

/** A local server whose paths do what each test needs; `written` counts body bytes it sent per path. */
let server: Server;
let base: string;
let port: number;
const written = new Map<string, number>();
const closed = new Set<string>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    response.on('close', () => closed.add(path));
    if (path === '/ok') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end('<rss>fine</rss>');
    } else if (path === '/to-inside') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
    } else if (path === '/to-ok') {
      response.writeHead(301, { location: '/ok' });
      response.end();
    } else if (path === '/loop') {
      response.writeHead(302, { location: '/loop' });
      response.end();
    } else if (path === '/endless') {
      // An endless body: 64 KB chunks for as long as the client reads.
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      const push = () => {
        while (!response.destroyed && response.write(chunk)) {
          written.set(path, (written.get(path) ?? 0) + chunk.length);
          if ((written.get(path) ?? 0) > 50_000_000) return response.end();
        }
        if (!response.destroyed) response.once('drain', push);
      };
      push();
    } else if (path === '/bomb') {
      // 20 MB of zeros, gzipped to about 20 KB.
      response.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' });
      response.end(gzipSync(Buffer.alloc(20_000_000)));
    } else if (path === '/gzip') {
      response.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'gzip' });
      response.end(gzipSync(Buffer.from('<rss>zipped</rss>')));
    } else if (path === '/silent') {
      // Accepts and never answers.
    } else {
      response.writeHead(404);
      response.end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const allowLocal = (): OutboundPolicy => ({ allow: [`127.0.0.1:${port}`] });
const get = (url: string, policy: OutboundPolicy, extra: { maxBytes?: number; timeoutMs?: number } = {}) =>
  fetchOutbound(url, { timeoutMs: extra.timeoutMs ?? 5000, maxBytes: extra.maxBytes ?? 1_000_000 }, policy);

describe('the guarded outbound fetch (ADR 162)', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://[::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
  ])('refuses %s, saying only that the address is internal', async (url) => {
    const failure = get(url, {});
    await expect(failure).rejects.toMatchObject({ failure: 'address_refused' });
    await expect(failure).rejects.toThrow('private or internal network');
    expect(isFetchableUrl(url, {})).toBe(false);
  });

  it('refuses a public name that resolves to an internal address, before connecting', async () => {
    const policy: OutboundPolicy = { resolve: async () => ['10.1.2.3'] };
    await expect(get('http://feeds.example.com/rss', policy)).rejects.toMatchObject({
      failure: 'address_refused',
    });
    // …and one whose answers mix a public and an internal address.
    const mixed: OutboundPolicy = { resolve: async () => ['93.184.216.34', '127.0.0.1'] };
    await expect(get('http://feeds.example.com/rss', mixed)).rejects.toMatchObject({
      failure: 'address_refused',
    });
  });

  it('refuses what is not http or https, and addresses with credentials', async () => {
    await expect(get('ftp://example.com/feed', {})).rejects.toMatchObject({ failure: 'bad_url' });
    await expect(get('file:///etc/passwd', {})).rejects.toMatchObject({ failure: 'bad_url' });
    await expect(get('http://user:pass@example.com/', {})).rejects.toMatchObject({ failure: 'bad_url' });
    expect(isFetchableUrl('javascript:alert(1)', {})).toBe(false);
    expect(isFetchableUrl('https://www.onlinekhabar.com/feed', {})).toBe(true);
  });

  it('fetches an allowed local server, and decompresses gzip', async () => {
    const ok = await get(`${base}/ok`, allowLocal());
    expect(ok).toMatchObject({ status: 200, ok: true, truncated: false });
    expect(ok.text()).toBe('<rss>fine</rss>');
    expect((await get(`${base}/gzip`, allowLocal())).text()).toBe('<rss>zipped</rss>');
    const missing = await get(`${base}/nothing`, allowLocal());
    expect(missing).toMatchObject({ status: 404, ok: false });
  });

  it('checks every redirect: a public-looking feed cannot send the server inside', async () => {
    await expect(get(`${base}/to-inside`, allowLocal())).rejects.toMatchObject({
      failure: 'address_refused',
    });
    const followed = await get(`${base}/to-ok`, allowLocal());
    expect(followed.url).toBe(`${base}/ok`);
    expect(followed.text()).toBe('<rss>fine</rss>');
    await expect(get(`${base}/loop`, allowLocal())).rejects.toMatchObject({ failure: 'too_many_redirects' });
  });

  it('stops reading an endless body at the limit and hangs up', async () => {
    await expect(get(`${base}/endless`, allowLocal(), { maxBytes: 1_000_000 })).rejects.toMatchObject({
      failure: 'too_large',
    });
    await expect.poll(() => closed.has('/endless')).toBe(true);
    // The server could not push more than the limit plus what sat in the socket buffers.
    expect(written.get('/endless') ?? 0).toBeLessThan(20_000_000);
  });

  it('keeps the first bytes of a stream when asked to truncate', async () => {
    const first = await fetchOutbound(
      `${base}/endless`,
      { timeoutMs: 5000, maxBytes: 16 * 1024, overLimit: 'truncate' },
      allowLocal(),
    );
    expect(first).toMatchObject({ status: 200, truncated: true });
    expect(first.body.length).toBe(16 * 1024);
    expect(first.headers['content-type']).toBe('audio/mpeg');
  });

  it('counts the limit after decompression (a gzip bomb)', async () => {
    await expect(get(`${base}/bomb`, allowLocal(), { maxBytes: 3_000_000 })).rejects.toMatchObject({
      failure: 'too_large',
    });
  });

  it('gives up at the time limit, and says nothing about what answered', async () => {
    await expect(get(`${base}/silent`, allowLocal(), { timeoutMs: 300 })).rejects.toMatchObject({
      failure: 'timeout',
    });
    // A closed port on an allowed host: "could not be reached", not ECONNREFUSED and the port.
    const closedPort = fetchOutbound(
      'http://127.0.0.1:1/',
      { timeoutMs: 2000, maxBytes: 100 },
      { allow: ['127.0.0.1:1'] },
    );
    await expect(closedPort).rejects.toMatchObject({
      failure: 'unreachable',
      message: 'the server could not be reached',
    });
  });
});

// radio: the streaming variant the radio relay uses (ADR 158)
describe('the guarded outbound stream (ADR 158)', () => {
  const open = (url: string, policy: OutboundPolicy) =>
    openOutboundStream(url, { connectTimeoutMs: 2000 }, policy);

  it('refuses a private address unless it is allowed, and every redirect inside', async () => {
    await expect(open(`${base}/endless`, {})).rejects.toMatchObject({ failure: 'address_refused' });
    await expect(open('http://169.254.169.254/latest/meta-data/', {})).rejects.toMatchObject({
      failure: 'address_refused',
    });
    await expect(
      open('http://radio.example.com/live', { resolve: async () => ['10.1.2.3'] }),
    ).rejects.toMatchObject({
      failure: 'address_refused',
    });
    await expect(open(`${base}/to-inside`, allowLocal())).rejects.toMatchObject({
      failure: 'address_refused',
    });
    await expect(open(`${base}/silent`, allowLocal())).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('hands an endless body over as it arrives, and hangs up on close', async () => {
    const stream = await open(`${base}/endless`, allowLocal());
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('audio/mpeg');
    const first: Buffer = await new Promise((resolve) => stream.body.once('data', resolve));
    expect(first.length).toBeGreaterThan(0);
    stream.close();
    await new Promise((resolve) => stream.body.once('close', resolve));
    expect(stream.body.destroyed).toBe(true);
  });
});
