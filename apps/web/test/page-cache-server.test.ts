import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stops, startBuiltWeb, startTestApi } from './built-product';

// The built web server in front of the real API, through a pass-through proxy that counts the
// API calls and can stop answering (an overloaded or unreachable API).
const stops: Stops = [];
let webUrl = '';
let apiCalls = 0;
let apiHangs = false;

beforeAll(async () => {
  const api = await startTestApi(stops);
  const target = new URL(api.url);
  const held: http.ServerResponse[] = [];
  const proxy = http.createServer((req, res) => {
    apiCalls++;
    if (apiHangs) {
      held.push(res);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  stops.unshift(
    () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        proxy.closeAllConnections();
        proxy.close(resolve);
      }),
  );
  // The default API budget (5 s): a cold API on a busy machine needs more than a second.
  const web = await startBuiltWeb(stops, {
    apiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
  });
  webUrl = web.url;
}, 120_000);

afterAll(async () => {
  for (const stop of stops) await stop();
});

const get = (page: string, cookie = 'lang=en') => fetch(`${webUrl}${page}`, { headers: { cookie } });

describe('the web server page cache', { timeout: 60_000 }, () => {
  it('renders a month once; a repeat costs no render and no API call', async () => {
    const first = await get('/calendar/bs/2082-03');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const body = await first.text();
    const calls = apiCalls;
    expect(calls).toBeGreaterThan(0);
    const again = await get('/calendar/bs/2082-03');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe(body);
    expect(apiCalls).toBe(calls);
  });

  it('a crowd asking for a never-seen month at once gets one render', async () => {
    const before = apiCalls;
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('/calendar/bs/2082-04')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const bodies = new Set(await Promise.all(answers.map((a) => a.text())));
    expect(bodies.size).toBe(1);
    // One render of this month asks the API for the month (and nothing 40 times over).
    const once = apiCalls - before;
    const before2 = apiCalls;
    await get('/calendar/bs/2082-05');
    expect(once).toBe(apiCalls - before2);
  });

  // Every public page, the later issues' included (markets, rashifal, news, radio, the web
  // widgets and the page that offers them): shared cache headers, an ETag, and a repeat that
  // costs no render (ADR 082). A page missing here is one a festival morning would render anew.
  it.each([
    '/',
    '/calendar/bs/2082-03-10',
    '/nepali-to-english-date-converter',
    '/government-holiday',
    '/suva-sait',
    '/about',
    '/forex',
    '/gold-price-nepal',
    '/petrol-price',
    '/vegetables',
    '/nepali-rashifal',
    '/nepali-rashifal/weekly',
    '/news',
    '/nepali-radio',
    '/web-widgets',
    '/widgets/today',
    '/widgets/month',
    '/widgets/converter',
    '/widgets/forex',
    '/widgets/gold',
  ])('%s is a shared, cached public page', async (page) => {
    const first = await get(page);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers.get('etag')).toMatch(/^W\/".+"$/);
    const body = await first.text();
    const again = await get(page);
    expect(again.headers.get('x-page-cache')).toMatch(/^(hit|stale)$/);
    expect(await again.text()).toBe(body);
  });

  it('when the API does not answer, a cold page is the no-data page, never stored; cached pages stay', async () => {
    apiHangs = true;
    try {
      const cold = await get('/calendar/bs/2082-06');
      expect(cold.status).toBe(200);
      expect(cold.headers.get('cache-control')).toBe('no-store');
      expect(await cold.text()).toContain('The calendar could not be loaded');
      const warm = await get('/calendar/bs/2082-03');
      expect(warm.headers.get('x-page-cache')).toBe('hit');
      expect(await warm.text()).not.toContain('The calendar could not be loaded');
    } finally {
      apiHangs = false;
    }
    // The API is back: the page that failed is rendered afresh.
    const recovered = await get('/calendar/bs/2082-06');
    expect(recovered.headers.get('x-page-cache')).toBe('miss');
    expect(await recovered.text()).not.toContain('The calendar could not be loaded');
  });
});
