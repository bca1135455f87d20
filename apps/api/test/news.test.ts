import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { newsFeeds } from '../src/db/schema.js';
import { fetchActiveFeeds } from '../src/modules/news/ingest.js';
import { seedBlogFeed } from '../src/modules/news/seed.js';
import { testDatabases } from './databases.js';
import { FakeSources, fixturePayload } from './market-sources.js';
import { insertTestUser, type TestUser } from './users.js';

const feed = (file: string) => fixturePayload(`../news/${file}`);
// 2026-11-23 15:00 in Nepal.
const NOW = Date.parse('2026-11-23T09:15:00Z');

describe.each(testDatabases())('news and blogs on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let sources: FakeSources;
  let admin: TestUser;
  let reader: TestUser;
  let astrologer: TestUser;
  let base: string;

  beforeAll(async () => {
    database = await open();
    sources = await new FakeSources().start();
    base = sources.urls.nrb;
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'news-test-secret-news-test-secret-news',
      now: () => NOW,
    });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
    reader = await insertTestUser(app, database.db);
    astrologer = await insertTestUser(app, database.db, { roles: ['astrologer'] });
    // The seeded outlets point at the real sites: pause them, the tests use local feeds.
    await database.db.update(newsFeeds).set({ active: false });
  });
  afterAll(async () => {
    await app?.close();
    await sources?.stop();
    await database?.close();
  });

  const addFeed = async (body: Record<string, unknown>, user: TestUser = admin) =>
    app.inject({ method: 'POST', url: '/admin/feeds', headers: user.headers, payload: body });

  it('a fresh install shows no headlines, never invented ones', async () => {
    const response = await app.inject({ method: 'GET', url: '/news?lang=np' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ items: [], outlets: [], fetched_at: null });
  });

  it('fetches every feed in its language, dedupes by link and by headline across outlets, survives a broken and a silent feed', async () => {
    sources.set('/ok/feed', { status: 200, body: feed('onlinekhabar.xml'), type: 'application/rss+xml' });
    sources.set('/bbc/rss.xml', { status: 200, body: feed('bbc-nepali.xml'), type: 'text/xml' });
    sources.set('/ek/rss', { status: 200, body: feed('ekantipur.xml'), type: 'text/xml' });
    sources.set('/broken/feed', { status: 200, body: feed('broken.xml'), type: 'text/xml' });
    sources.set('/cf/feed', { status: 403, body: feed('cloudflare.html'), type: 'text/html' });
    sources.silent.add('/slow/feed');
    for (const [outlet, path] of [
      ['अनलाइनखबर', '/ok/feed'],
      ['बीबीसी नेपाली', '/bbc/rss.xml'],
      ['कान्तिपुर', '/ek/rss'],
      ['Broken', '/broken/feed'],
      ['Behind Cloudflare', '/cf/feed'],
    ]) {
      expect((await addFeed({ outlet, url: `${base}${path}`, lang: 'np' })).statusCode).toBe(201);
    }
    expect(
      (await addFeed({ outlet: 'Slow', url: `${base}/slow/feed`, lang: 'np', timeout_ms: 1000 })).statusCode,
    ).toBe(201);

    const outcomes = await fetchActiveFeeds(database.db, { now: NOW });
    // Each feed has its own timeout: the silent one was asked, never answered, and ends as its
    // 1 s timeout, while every other feed completed with its own outcome (below).
    expect(sources.hits.get('/slow/feed')).toBe(1);
    const byRows = outcomes.map((o) => [o.status, o.rows, o.error]);
    expect(byRows).toEqual([
      ['ok', 2, null],
      // BBC's NEPSE story has the same headline as Onlinekhabar's: one is kept.
      ['ok', 1, null],
      ['ok', 2, null],
      // What was wrong inside the body is not repeated to the admin (ADR 162).
      ['failed', 0, 'the answer is not an RSS or Atom feed'],
      ['failed', 0, 'HTTP 403 from the feed'],
      ['failed', 0, 'the feed did not answer within 1 s'],
    ]);

    const { data } = (await app.inject({ method: 'GET', url: '/news?lang=np' })).json();
    expect(data.items.map((i: { title: string }) => i.title)).toEqual([
      'काठमाडौंमा आज दिउँसो हल्का वर्षाको सम्भावना',
      'नेप्से परिसूचक ‘१० अंकले’ बढ्यो',
      'हिमालमा हिउँ पहिरो',
      'सडक विस्तारका लागि फैसला, सुनुवाइ ऩहुने',
      'तराईमा शीतलहर & कुहिरो',
    ]);
    expect(data.items[0]).toEqual({
      title: 'काठमाडौंमा आज दिउँसो हल्का वर्षाको सम्भावना',
      link: 'https://www.onlinekhabar.com/2026/11/1712001',
      published_at: '2026-11-23T08:20:00.000Z',
      outlet: 'अनलाइनखबर',
      image: 'https://www.onlinekhabar.com/wp-content/uploads/2026/11/rain.jpg',
    });
    expect(data.fetched_at).toBe('2026-11-23T09:15:00.000Z');
    expect(data.outlets.map((o: { name: string }) => o.name)).toEqual([
      'अनलाइनखबर',
      'बीबीसी नेपाली',
      'कान्तिपुर',
    ]);

    // A second fetch adds nothing: every link is known.
    const again = await fetchActiveFeeds(database.db, { now: NOW + 900_000 });
    expect(again.filter((o) => o.status === 'ok').map((o) => o.rows)).toEqual([0, 0, 0]);
    sources.silent.clear();
  });

  it('category=tops gives each outlet’s newest headline; limit and outlet filter; English readers see no Nepali outlet', async () => {
    const tops = (await app.inject({ method: 'GET', url: '/news?lang=np&category=tops' })).json().data;
    expect(tops.items.map((i: { outlet: string }) => i.outlet)).toEqual([
      'अनलाइनखबर',
      'बीबीसी नेपाली',
      'कान्तिपुर',
    ]);
    const two = (await app.inject({ method: 'GET', url: '/news?lang=np&limit=2' })).json().data;
    expect(two.items).toHaveLength(2);
    const bbcId = tops.outlets.find((o: { name: string }) => o.name === 'बीबीसी नेपाली').id;
    const bbc = (await app.inject({ method: 'GET', url: `/news?lang=np&outlet=${bbcId}` })).json().data;
    expect(bbc.items.map((i: { title: string }) => i.title)).toEqual(['हिमालमा हिउँ पहिरो']);
    const en = (await app.inject({ method: 'GET', url: '/news?lang=en' })).json().data;
    expect(en.items).toEqual([]);
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/news?lang=fr', 'lang'],
      ['/news?category=sports', 'category'],
      ['/news?limit=0', 'limit'],
      ['/news?limit=abc', 'limit'],
      ['/blogs?limit=1000', 'limit'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(field);
    }
    const response = await addFeed({ outlet: 'X', url: 'ftp://example.com/feed', lang: 'np' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('url');
    // Internal addresses are refused as the admin types them (ADR 162); names are checked at fetch.
    for (const inside of [
      'http://localhost:6379/',
      'http://[::1]:5432/',
      'http://167772161/', // 10.0.0.1 written as one number
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.8/feed',
    ]) {
      const refused = await addFeed({ outlet: 'Inside', url: inside, lang: 'np' });
      expect(refused.statusCode, inside).toBe(400);
      expect(refused.json().message, inside).toContain('must be a public http(s) address');
    }
  });

  it('the blog feed (BLOGS_URL) is ingested the same way and listed by /blogs', async () => {
    sources.set('/blog/feed', { status: 200, body: feed('blog-atom.xml'), type: 'application/atom+xml' });
    await seedBlogFeed(database.db, `${base}/blog/feed`);
    await fetchActiveFeeds(database.db, { now: NOW });
    const blogs = (await app.inject({ method: 'GET', url: '/blogs' })).json().data;
    expect(blogs.items.map((i: { link: string }) => i.link)).toEqual([
      'https://blog.example.com/posts/mangsir-festivals',
      'https://blog.example.com/posts/tithi',
    ]);
    // Blog posts are not news headlines.
    const news = (await app.inject({ method: 'GET', url: '/news?lang=np&limit=100' })).json().data;
    expect(news.items.some((i: { link: string }) => i.link.includes('blog.example.com'))).toBe(false);
  });

  it('a sport feed an admin adds feeds /news/sport in its language, and stays out of the news list', async () => {
    expect((await app.inject({ method: 'GET', url: '/news/sport?lang=en' })).json().data.items).toEqual([]);
    sources.set('/sport/feed', { status: 200, body: feed('sport-rss.xml'), type: 'application/rss+xml' });
    const added = await addFeed({
      outlet: 'Sport desk',
      url: `${base}/sport/feed`,
      lang: 'en',
      kind: 'sport',
    });
    expect(added.statusCode, added.body).toBe(201);
    await fetchActiveFeeds(database.db, { now: NOW });
    const sport = (await app.inject({ method: 'GET', url: '/news/sport?lang=en' })).json().data;
    expect(sport.items.map((i: { link: string; outlet: string }) => [i.outlet, i.link])).toEqual([
      ['Sport desk', 'https://sport.example.com/sports/cricket-report'],
      ['Sport desk', 'https://sport.example.com/sports/football-roundup'],
    ]);
    expect((await app.inject({ method: 'GET', url: '/news/sport?lang=np' })).json().data.items).toEqual([]);
    const news = (await app.inject({ method: 'GET', url: '/news?lang=en&limit=100' })).json().data;
    expect(news.items.some((i: { outlet: string }) => i.outlet === 'Sport desk')).toBe(false);
    const wrongKind = await addFeed({ outlet: 'X', url: `${base}/x/feed`, lang: 'en', kind: 'gossip' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toContain('must be news, blog or sport');
  });

  it('admins see each feed’s health, pause, fetch now and remove feeds; visitors, users and astrologers may not', async () => {
    for (const [method, url] of [
      ['GET', '/admin/feeds'],
      ['POST', '/admin/feeds'],
      ['PATCH', '/admin/feeds/1'],
      ['DELETE', '/admin/feeds/1'],
      ['POST', '/admin/feeds/1/fetch'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await app.inject({ method, url, payload })).statusCode, `${method} ${url} as visitor`).toBe(
        401,
      );
      expect(
        (await app.inject({ method, url, payload, headers: reader.headers })).statusCode,
        `${method} ${url} as user`,
      ).toBe(403);
      // An astrologer (rashifal editor) is not an administrator either.
      expect((await app.inject({ method, url, payload, headers: astrologer.headers })).statusCode).toBe(403);
    }
    const list = (await app.inject({ method: 'GET', url: '/admin/feeds', headers: admin.headers })).json()
      .data;
    const broken = list.find((f: { outlet: string }) => f.outlet === 'Broken');
    expect(broken).toMatchObject({ active: true, items: 0, last_success_at: null });
    expect(broken.last_error).toBe('the answer is not an RSS or Atom feed');
    const ok = list.find((f: { url: string }) => f.url === `${base}/ok/feed`);
    expect(ok).toMatchObject({ items: 2, last_error: null, last_success_at: '2026-11-23T09:30:00.000Z' });

    const pause = await app.inject({
      method: 'PATCH',
      url: `/admin/feeds/${broken.id}`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(pause.statusCode).toBe(200);
    // An empty change is a 400 naming what to send, not a 500 (issue 23).
    const empty = await app.inject({
      method: 'PATCH',
      url: `/admin/feeds/${broken.id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().message).toContain('must change active, outlet or timeout_ms');
    const outcomes = await fetchActiveFeeds(database.db, { now: NOW });
    expect(outcomes.some((o) => o.feed_id === broken.id)).toBe(false);

    const now = await app.inject({
      method: 'POST',
      url: `/admin/feeds/${ok.id}/fetch`,
      headers: admin.headers,
    });
    expect(now.json().data).toMatchObject({ status: 'ok', rows: 0 });

    expect((await addFeed({ outlet: 'Again', url: ok.url, lang: 'np' })).statusCode).toBe(409);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/admin/feeds/${ok.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const left = (await app.inject({ method: 'GET', url: '/news?lang=np&limit=100' })).json().data;
    expect(left.items.some((i: { outlet: string }) => i.outlet === 'अनलाइनखबर')).toBe(false);
    expect(
      (await app.inject({ method: 'DELETE', url: `/admin/feeds/${ok.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const [row] = await database.db.select().from(newsFeeds).where(eq(newsFeeds.id, broken.id));
    expect(row?.active).toBe(false);
  });
});
