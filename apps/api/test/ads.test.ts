/**
 * Our own ad server through the API (issue 25; ADR 220–222), on both databases: which ad a slot
 * shows (slot, page, language, Nepal days, caps, weights with a fixed random sequence), house ads
 * when no campaign runs, premium slots for subscribers only, the pixels and the click redirect
 * counting once per token, junk refused with codes, the per-address limit, the bot filter, the
 * advertiser's own reports and CSV, and the admin's audited changes.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { adCampaigns, adminAudit, adTokenHits, entitlements } from '../src/db/schema.js';
import { adsJobs } from '../src/modules/ads/jobs.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, kathmandu } from './personal.js';
import { insertTestUser, type TestUser } from './users.js';

const API = 'https://api.patro.test';
const WEB = 'http://localhost:3000';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface ServedAd {
  creative_id: number;
  source: string;
  image: string;
  image_mobile: string;
  alt: string;
  order: number;
  width: number;
  mobile_height: number;
  url: string;
  pixels: { impression: string; viewable: string; action: string };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const tokenOf = (ad: ServedAd) => ad.url.split('/').pop()!;

/** A campaign as an admin sends it, running on home-top, in English, on 20–21 November 2026. */
const campaignBody = (over: Record<string, unknown> = {}) => ({
  name: 'Winter sale',
  advertiser: 'Example Traders',
  target_url: 'https://advertiser.example/winter?utm_source=patro',
  slots: ['home-top'],
  pages: ['home'],
  langs: ['en'],
  starts_on: '2026-11-20',
  ends_on: '2026-11-21',
  weight: 1,
  status: 'active',
  creatives: [
    {
      image: 'https://cdn.advertiser.example/winter-728x90.png',
      image_mobile: 'https://cdn.advertiser.example/winter-320x100.png',
      alt: { np: 'जाडो छुट', en: 'Winter sale' },
    },
  ],
  ...over,
});

describe.each(testDatabases())('ads on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let clock = kathmandu('2026-11-20T10:00:00');
  let randoms: number[] = [];
  let admin: TestUser;
  let reader: TestUser;
  let subscriber: TestUser;
  let advertiserA: TestUser;
  let advertiserB: TestUser;

  const inject = (options: InjectOptions) => app.inject(options);
  const get = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
    inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...headers } });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user: TestUser | undefined,
    payload?: object,
  ) => inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const banner = async (slot: string, page: string, lang: string, user?: TestUser) => {
    const response = await get(`/banner/${slot}?page=${page}&lang=${lang}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.ads as ServedAd[];
  };
  const pixel = (ad: ServedAd, kind: 'impression' | 'viewable' | 'action', agent = BROWSER) =>
    get(pathOf(ad.pixels[kind]), undefined, { 'user-agent': agent });
  const click = (ad: ServedAd, agent = BROWSER) => get(pathOf(ad.url), undefined, { 'user-agent': agent });
  const createCampaign = async (over: Record<string, unknown> = {}) => {
    const response = await send('POST', '/admin/ads/campaigns', admin, campaignBody(over));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; creatives: { id: number }[] };
  };
  const report = async (id: number, user: TestUser, query = '') => {
    const response = await get(`/ads/campaigns/${id}/report${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, {
      now: () => clock,
      apiUrl: API,
      ads: { random: () => randoms.shift() ?? 0, hitLimit: { max: 10_000, windowMs: 60_000 } },
    });
    admin = await insertTestUser(app, database.db, { roles: ['admin'], email: 'admin@example.com' });
    reader = await insertTestUser(app, database.db);
    subscriber = await insertTestUser(app, database.db);
    advertiserA = await insertTestUser(app, database.db, { email: 'a@advertiser.example' });
    advertiserB = await insertTestUser(app, database.db, { email: 'b@advertiser.example' });
    await database.db.insert(entitlements).values({
      userId: subscriber.id,
      productKind: 'ad-free',
      source: 'trial',
      startsAt: new Date(kathmandu('2026-11-01T00:00:00')),
      expiresAt: new Date(kathmandu('2026-12-01T00:00:00')),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    clock = kathmandu('2026-11-20T10:00:00');
    randoms = [];
    // Each test starts with no campaign running: those of earlier tests are ended.
    await database.db.update(adCampaigns).set({ status: 'ended' });
  });

  it('lists the seeded slots with their ad calls on the API host, the phone-only bottom banner on every page', async () => {
    const response = await get('/api/v1/public/rows?screen=web');
    expect(response.statusCode).toBe(200);
    const slots = response.json().data.slots as Record<string, unknown>[];
    expect(slots.map((s) => s.key)).toEqual([
      'home-top',
      'calendar-top',
      'home-slider',
      'rashifal-inline',
      'markets-inline',
      'news-inline',
      'radio-inline',
      'mobile-bottom',
      'home-top-premium',
      'calendar-top-premium',
    ]);
    expect(slots[0]).toEqual({
      key: 'home-top',
      kind: 'banner',
      position: 'top',
      pages: ['home'],
      ads: true,
      order: 0,
      width: 728,
      height: 90,
      mobile_width: 320,
      mobile_height: 100,
      urls: [`${API}/banner/home-top`],
      // Shown only without JavaScript, never counted (ADR 224): the slot's first house ad.
      house: {
        image: '/house-ads/ad-free-728x90.svg',
        image_mobile: '/house-ads/ad-free-320x100.svg',
        alt: expect.objectContaining({ en: expect.any(String), np: expect.any(String) }),
        target: '/subscription',
      },
    });
    expect(slots.find((s) => s.key === 'mobile-bottom')).toMatchObject({
      position: 'bottom',
      pages: ['home', 'calendar', 'rashifal', 'markets', 'news', 'radio'],
      mobile_width: 320,
      mobile_height: 50,
    });
    // A premium slot carries its premium banner, so an ad-free reader's page needs no call at all.
    const premium = slots.find((s) => s.key === 'home-top-premium') as {
      ads: boolean;
      house?: { target: string };
    };
    expect(premium.ads).toBe(false);
    expect(premium.house?.target).not.toBe('/subscription');
    expect((await get('/api/v1/public/rows?screen=app')).json().code).toBe('invalid_field');
  });

  it('fills a slot with Patro’s house ads when no campaign runs: one for a banner, all in order for the slider', async () => {
    randoms = [0.3];
    const response = await get('/banner/home-top?page=home&lang=en');
    expect(response.headers['cache-control']).toBe('no-store');
    const [ad, ...more] = response.json().data.ads as ServedAd[];
    expect(more).toEqual([]);
    // 0.3 of four house ads: the second, paramarsha.
    expect(ad).toMatchObject({
      source: 'house',
      image: '/house-ads/paramarsha-728x90.svg',
      image_mobile: '/house-ads/paramarsha-320x100.svg',
      alt: 'Ask an astrologer: Ask now',
      width: 728,
      mobile_height: 100,
    });
    expect(ad!.url).toMatch(new RegExp(`^${API}/ads/click/`));
    expect(ad!.pixels.impression).toMatch(new RegExp(`^${API}/ads/px/impression/`));
    const click = await get(pathOf(ad!.url), undefined, { 'user-agent': BROWSER });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(`${WEB}/paramarsha`);

    const slider = await banner('home-slider', 'home', 'np');
    expect(slider.map((a) => [a.source, a.order, a.image])).toEqual([
      ['house', 0, '/house-ads/ad-free-728x90.svg'],
      ['house', 1, '/house-ads/paramarsha-728x90.svg'],
      ['house', 2, '/house-ads/bluebook-728x90.svg'],
      ['house', 3, '/house-ads/quiz-728x90.svg'],
    ]);
    expect(slider[0]!.alt).toBe('विज्ञापनबिनाको पात्रो: सदस्यता लिनुहोस्');
    expect(slider[0]!.image_mobile).toBe('/house-ads/ad-free-300x250.svg');
    // Every served ad has its own token.
    expect(new Set(slider.map(tokenOf)).size).toBe(4);
  });

  it('refuses a page the slot is not on, an unknown page and an unknown slot with their codes', async () => {
    const wrongPage = await get('/banner/home-top?page=calendar&lang=en');
    expect([wrongPage.statusCode, wrongPage.json().code]).toEqual([400, 'ad_slot_not_on_page']);
    const unknownPage = await get('/banner/home-top?page=sports&lang=en');
    expect([unknownPage.statusCode, unknownPage.json().code]).toEqual([400, 'invalid_field']);
    const unknownSlot = await get('/banner/nowhere?page=home&lang=en');
    expect([unknownSlot.statusCode, unknownSlot.json().code]).toEqual([404, 'ad_slot_not_found']);
    const nepali = await get('/banner/home-top?page=calendar&lang=np');
    expect(nepali.json().message).toBe('विज्ञापन स्थान home-top पृष्ठ calendar मा राखिएको छैन');
  });

  it('serves a campaign only in its slot, page, language and Nepal days, and not while a draft', async () => {
    const campaign = await createCampaign();
    const creative = campaign.creatives[0]!.id;
    const served = await banner('home-top', 'home', 'en');
    expect(served.map((a) => [a.source, a.creative_id, a.image])).toEqual([
      ['campaign', creative, 'https://cdn.advertiser.example/winter-728x90.png'],
    ]);
    expect(served[0]!.alt).toBe('Winter sale');
    // Nepali readers, another slot, another page: the house ads.
    expect((await banner('home-top', 'home', 'np'))[0]!.source).toBe('house');
    expect((await banner('calendar-top', 'calendar', 'en'))[0]!.source).toBe('house');
    expect((await banner('mobile-bottom', 'home', 'en'))[0]!.source).toBe('house');

    // The last minute of 21 November in Kathmandu still runs it; the first of the 22nd — still
    // the 21st in UTC — does not. The day before it starts neither.
    clock = kathmandu('2026-11-21T23:59:00');
    expect((await banner('home-top', 'home', 'en'))[0]!.source).toBe('campaign');
    clock = kathmandu('2026-11-22T00:00:00');
    expect(new Date(clock).toISOString().slice(0, 10)).toBe('2026-11-21');
    expect((await banner('home-top', 'home', 'en'))[0]!.source).toBe('house');
    clock = kathmandu('2026-11-19T23:59:59');
    expect((await banner('home-top', 'home', 'en'))[0]!.source).toBe('house');

    clock = kathmandu('2026-11-20T10:00:00');
    const draft = await send('PATCH', `/admin/ads/campaigns/${campaign.id}`, admin, { status: 'paused' });
    expect(draft.statusCode).toBe(200);
    expect((await banner('home-top', 'home', 'en'))[0]!.source).toBe('house');
  });

  it('chooses among running campaigns by weight, and a slider draws them without repeating', async () => {
    const light = await createCampaign({ name: 'Light', weight: 1 });
    const heavy = await createCampaign({ name: 'Heavy', weight: 3, slots: ['home-top', 'home-slider'] });
    const lightCreative = light.creatives[0]!.id;
    const heavyCreative = heavy.creatives[0]!.id;
    // Weights 1 and 3: a draw below ¼ is the light one, above it the heavy one (then the creative draw).
    randoms = [0.2, 0];
    expect((await banner('home-top', 'home', 'en'))[0]!.creative_id).toBe(lightCreative);
    randoms = [0.26, 0];
    expect((await banner('home-top', 'home', 'en'))[0]!.creative_id).toBe(heavyCreative);
    randoms = [0.99, 0];
    expect((await banner('home-top', 'home', 'en'))[0]!.creative_id).toBe(heavyCreative);
    // Over many draws of an even sequence the shares follow the weights: 25 of 100 light.
    let lightCount = 0;
    for (let i = 0; i < 100; i++) {
      randoms = [(i + 0.5) / 100, 0];
      if ((await banner('home-top', 'home', 'en'))[0]!.creative_id === lightCreative) lightCount++;
    }
    expect(lightCount).toBe(25);
    // The slider: only the heavy campaign is placed there, once, not the house ads beside it.
    const slider = await banner('home-slider', 'home', 'en');
    expect(slider.map((a) => [a.source, a.creative_id, a.order])).toEqual([['campaign', heavyCreative, 0]]);
  });

  it('stops a campaign at its daily cap of counted impressions until the next Nepal day, and at its total cap for good', async () => {
    const capped = await createCampaign({ daily_cap: 2, total_cap: 3, ends_on: '2026-11-30' });
    const servedAndSeen = async () => {
      const [ad] = await banner('home-top', 'home', 'en');
      if (ad!.source === 'campaign') expect((await pixel(ad!, 'impression')).statusCode).toBe(204);
      return ad!.source;
    };
    // Served but never rendered: not counted, the cap is of impressions.
    await banner('home-top', 'home', 'en');
    expect([await servedAndSeen(), await servedAndSeen(), await servedAndSeen()]).toEqual([
      'campaign',
      'campaign',
      'house',
    ]);
    clock = kathmandu('2026-11-21T00:00:30');
    expect([await servedAndSeen(), await servedAndSeen()]).toEqual(['campaign', 'house']);
    clock = kathmandu('2026-11-22T09:00:00');
    expect(await servedAndSeen()).toBe('house');
    const counted = await report(capped.id, admin);
    expect(counted.totals.impressions).toBe(3);
    expect(counted.rows.map((r: { day: string; impressions: number }) => [r.day, r.impressions])).toEqual([
      ['2026-11-20', 2],
      ['2026-11-21', 1],
    ]);
  });

  it('counts each pixel once per token, viewable and action only after the impression, crawlers as filtered', async () => {
    const campaign = await createCampaign();
    const [first] = await banner('home-top', 'home', 'en');
    const [second] = await banner('home-top', 'home', 'en');
    const [third] = await banner('home-top', 'home', 'en');

    // Viewable before any impression: not counted.
    expect((await pixel(second!, 'viewable')).statusCode).toBe(204);
    const hit = await pixel(first!, 'impression');
    expect([hit.statusCode, hit.body, hit.headers['cache-control']]).toEqual([204, '', 'no-store']);
    expect((await pixel(first!, 'impression')).statusCode).toBe(204);
    expect((await pixel(first!, 'viewable')).statusCode).toBe(204);
    expect((await pixel(first!, 'viewable')).statusCode).toBe(204);
    expect((await pixel(first!, 'action')).statusCode).toBe(204);
    // Our own end-to-end browser (headless Chromium) counts; a crawler does not.
    expect((await pixel(second!, 'impression', HEADLESS)).statusCode).toBe(204);
    expect((await pixel(third!, 'impression', GOOGLEBOT)).statusCode).toBe(204);
    expect((await pixel(third!, 'impression', '')).statusCode).toBe(204);

    const counted = await report(campaign.id, admin);
    expect(counted.totals).toEqual({
      impressions: 2,
      viewable: 1,
      actions: 1,
      clicks: 0,
      viewable_rate: 0.5,
      ctr: 0,
    });
    // The early viewable, the repeated impression and viewable, the crawler and the empty agent.
    expect(counted.filtered).toBe(5);
  });

  it('refuses junk, tampered and expired tokens and unknown kinds with 400 and a code, never 500', async () => {
    await createCampaign();
    const [ad] = await banner('home-top', 'home', 'en');
    const token = tokenOf(ad!);
    const parts = token.split('.');
    const tampered = [String(Number(parts[0]) + 1), ...parts.slice(1)].join('.');
    const otherSlot = [parts[0], 'calendar-top', ...parts.slice(2)].join('.');
    for (const bad of ['garbage', tampered, otherSlot, `${token}x`, '.'.repeat(6), 'x'.repeat(99)]) {
      for (const url of [
        `/ads/px/impression/${encodeURIComponent(bad)}`,
        `/ads/click/${encodeURIComponent(bad)}`,
      ]) {
        const response = await get(url, undefined, { 'user-agent': BROWSER });
        expect([response.statusCode, response.json().code], url).toEqual([400, 'ad_token_invalid']);
        expect(response.headers.location).toBeUndefined();
      }
    }
    // The longest real token fits the router's 100-character parameter; a longer one is refused there.
    expect(token.length).toBeLessThanOrEqual(100);
    const long = await get(`/ads/px/impression/${'x'.repeat(300)}`, undefined, { 'user-agent': BROWSER });
    expect(long.statusCode).toBe(414);
    const kind = await get(`/ads/px/bogus/${token}`, undefined, { 'user-agent': BROWSER });
    expect([kind.statusCode, kind.json().code]).toEqual([400, 'invalid_field']);
    // A day and a second later the token has expired.
    clock += 86_401_000;
    const expired = await pixel(ad!, 'impression');
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'ad_token_invalid']);
    expect(expired.json().message).toBe('This ad link is not valid or has expired');
  });

  it('redirects a click only to the campaign’s own address from the database, counting it once after the impression', async () => {
    const campaign = await createCampaign();
    const [ad] = await banner('home-top', 'home', 'en');
    // No script ran (no impression): redirected, not counted.
    const early = await click(ad!);
    expect([early.statusCode, early.headers.location]).toEqual([
      302,
      'https://advertiser.example/winter?utm_source=patro',
    ]);
    await pixel(ad!, 'impression');
    // A query of the request's own changes nothing: no open redirect.
    const first = await get(`${pathOf(ad!.url)}?url=https://evil.example/&to=//evil.example`, undefined, {
      'user-agent': BROWSER,
    });
    expect([first.statusCode, first.headers.location, first.headers['cache-control']]).toEqual([
      302,
      'https://advertiser.example/winter?utm_source=patro',
      'no-store',
    ]);
    expect((await click(ad!)).statusCode).toBe(302);
    // The admin changes the address: the next click follows the database.
    await send('PATCH', `/admin/ads/campaigns/${campaign.id}`, admin, {
      target_url: 'https://advertiser.example/new',
    });
    expect((await click(ad!)).headers.location).toBe('https://advertiser.example/new');
    const counted = await report(campaign.id, admin);
    expect([counted.totals.clicks, counted.totals.impressions, counted.totals.ctr]).toEqual([1, 1, 1]);
    expect(counted.filtered).toBe(3);
  });

  it('limits counting calls per client address: 429 with a code and Retry-After', async () => {
    const limited = await buildPersonalApp(database, {
      now: () => clock,
      apiUrl: API,
      ads: { hitLimit: { max: 3, windowMs: 60_000 } },
    });
    try {
      const hit = () =>
        limited.inject({ method: 'GET', url: '/ads/px/impression/junk', remoteAddress: '203.0.113.9' });
      expect([(await hit()).statusCode, (await hit()).statusCode, (await hit()).statusCode]).toEqual([
        400, 400, 400,
      ]);
      const refused = await hit();
      expect([refused.statusCode, refused.json().code, refused.headers['retry-after']]).toEqual([
        429,
        'rate_limited',
        '60',
      ]);
      const click = await limited.inject({
        method: 'GET',
        url: '/ads/click/junk',
        remoteAddress: '203.0.113.9',
      });
      expect(click.statusCode).toBe(429);
      // Another address is not held back.
      const other = await limited.inject({
        method: 'GET',
        url: '/ads/px/impression/junk',
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('gives a subscriber no ads but the premium slots, and everyone else the ads but no premium', async () => {
    await createCampaign({ langs: ['en', 'np'] });
    expect(await banner('home-top', 'home', 'en', subscriber)).toEqual([]);
    expect(await banner('mobile-bottom', 'news', 'np', subscriber)).toEqual([]);
    randoms = [0];
    const premium = await banner('home-top-premium', 'home', 'np', subscriber);
    expect(premium.map((a) => [a.source, a.image])).toEqual([
      ['premium', '/house-ads/paramarsha-728x90.svg'],
    ]);
    expect(premium[0]!.alt).toBe('ज्योतिषीसँग परामर्श: प्रश्न सोध्नुहोस्');
    // A premium creative never sells the subscription the reader already has.
    for (let i = 0; i < 3; i++) {
      randoms = [i / 3];
      expect((await banner('home-top-premium', 'home', 'en', subscriber))[0]!.image).not.toContain('ad-free');
    }
    expect(await banner('home-top-premium', 'home', 'en')).toEqual([]);
    expect(await banner('home-top-premium', 'home', 'en', reader)).toEqual([]);
    expect((await banner('home-top', 'home', 'en', reader))[0]!.source).toBe('campaign');
    expect((await banner('home-top', 'home', 'en'))[0]!.source).toBe('campaign');
    // Once the entitlement is revoked (a refund), the ads come back; the access token is unchanged.
    await database.db
      .update(entitlements)
      .set({ revokedAt: new Date(clock) })
      .where(eq(entitlements.userId, subscriber.id));
    try {
      expect((await banner('home-top', 'home', 'en', subscriber))[0]!.source).toBe('campaign');
      expect(await banner('home-top-premium', 'home', 'en', subscriber)).toEqual([]);
    } finally {
      await database.db
        .update(entitlements)
        .set({ revokedAt: null })
        .where(eq(entitlements.userId, subscriber.id));
    }
  });

  it('shows an advertiser only its own campaigns and reports; the report and CSV match the counted hits', async () => {
    const own = await createCampaign({ name: 'A’s campaign', advertiser_email: 'A@advertiser.example' });
    const theirs = await createCampaign({
      name: 'B’s campaign',
      advertiser_email: 'b@advertiser.example',
      slots: ['calendar-top'],
      pages: ['calendar'],
    });
    // A's campaign: two impressions on the 20th (one viewable, one clicked), one with its action on the 21st.
    const [one] = await banner('home-top', 'home', 'en');
    const [two] = await banner('home-top', 'home', 'en');
    await pixel(one!, 'impression');
    await pixel(one!, 'viewable');
    await pixel(two!, 'impression');
    await click(two!);
    clock = kathmandu('2026-11-21T08:00:00');
    const [three] = await banner('home-top', 'home', 'en');
    await pixel(three!, 'impression');
    await pixel(three!, 'action');

    const list = await get('/ads/campaigns', advertiserA);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.campaigns).toEqual([
      {
        id: own.id,
        name: 'A’s campaign',
        advertiser: 'Example Traders',
        status: 'active',
        starts_on: '2026-11-20',
        ends_on: '2026-11-21',
      },
    ]);
    expect((await get('/ads/campaigns', reader)).json().data.campaigns).toEqual([]);
    const listB = (await get('/ads/campaigns', advertiserB)).json().data.campaigns;
    expect(listB.map((c: { id: number }) => c.id)).toEqual([theirs.id]);
    expect((await get(`/ads/campaigns/${own.id}/report`, advertiserB)).statusCode).toBe(404);
    expect((await get(`/ads/campaigns/${theirs.id}/report`, advertiserB)).statusCode).toBe(200);
    const adminList = (await get('/ads/campaigns', admin))
      .json()
      .data.campaigns.map((c: { id: number }) => c.id);
    expect(adminList).toEqual(expect.arrayContaining([own.id, theirs.id]));
    expect((await get('/ads/campaigns')).statusCode).toBe(401);

    for (const url of [`/ads/campaigns/${theirs.id}/report`, `/ads/campaigns/${theirs.id}/report.csv`]) {
      const refused = await get(url, advertiserA);
      expect([refused.statusCode, refused.json().code]).toEqual([404, 'campaign_not_found']);
      expect((await get(url, reader)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }

    const mine = await report(own.id, advertiserA);
    expect(mine).toEqual({
      campaign: {
        id: own.id,
        name: 'A’s campaign',
        advertiser: 'Example Traders',
        starts_on: '2026-11-20',
        ends_on: '2026-11-21',
      },
      from: '2026-11-20',
      to: '2026-11-21',
      totals: { impressions: 3, viewable: 1, actions: 1, clicks: 1, viewable_rate: 1 / 3, ctr: 1 / 3 },
      filtered: 0,
      rows: [
        {
          day: '2026-11-20',
          slot: 'home-top',
          page: 'home',
          lang: 'en',
          impressions: 2,
          viewable: 1,
          actions: 0,
          clicks: 1,
        },
        {
          day: '2026-11-21',
          slot: 'home-top',
          page: 'home',
          lang: 'en',
          impressions: 1,
          viewable: 0,
          actions: 1,
          clicks: 0,
        },
      ],
    });
    expect((await report(own.id, advertiserA, '?from=2026-11-21&to=2026-11-21')).totals.impressions).toBe(1);
    const reversed = await get(`/ads/campaigns/${own.id}/report?from=2026-11-21&to=2026-11-20`, advertiserA);
    expect([reversed.statusCode, reversed.json().field]).toEqual([400, 'to']);

    const csv = await get(`/ads/campaigns/${own.id}/report.csv`, advertiserA);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="campaign-${own.id}-2026-11-20-2026-11-21.csv"`,
    );
    expect(csv.body.trim().split('\r\n')).toEqual([
      'day,slot,page,lang,impressions,viewable,actions,clicks',
      '2026-11-20,home-top,home,en,2,1,0,1',
      '2026-11-21,home-top,home,en,1,0,1,0',
    ]);
    // The admin reads any report; the advertiser account got its role.
    expect((await report(theirs.id, admin)).totals.impressions).toBe(0);
    const [row] = await database.db.select().from(adCampaigns).where(eq(adCampaigns.id, own.id));
    expect(row!.advertiserUserId).toBe(advertiserA.id);
    const meA = await get('/admin/me', advertiserA);
    expect(meA.statusCode).toBe(200);
  });

  it('validates an admin’s campaign with clear codes in both languages', async () => {
    const refused = async (over: Record<string, unknown>, lang = 'en') => {
      const response = await inject({
        method: 'POST',
        url: '/admin/ads/campaigns',
        headers: { ...admin.headers, 'accept-language': lang === 'np' ? 'ne' : 'en' },
        payload: campaignBody(over),
      });
      expect(response.statusCode, response.body).toBe(400);
      const { code, field, message } = response.json();
      return [code, field, message];
    };
    expect(await refused({ target_url: 'http://advertiser.example/' })).toEqual([
      'ad_target_https_only',
      'target_url',
      'An ad’s target address must be an https:// address',
    ]);
    expect((await refused({ target_url: 'javascript:alert(1)' }, 'np'))[2]).toBe(
      'विज्ञापनको गन्तव्य ठेगाना https:// बाट सुरु हुनुपर्छ',
    );
    expect((await refused({ target_url: '/subscription' }))[0]).toBe('ad_target_https_only');
    expect(await refused({ starts_on: '2026-11-22' })).toEqual([
      'ad_dates_reversed',
      'ends_on',
      'A campaign must start on or before its end date',
    ]);
    expect((await refused({ slots: ['nowhere'] })).slice(0, 2)).toEqual(['ad_slot_unknown', 'slots']);
    // A premium slot is not for campaigns.
    expect((await refused({ slots: ['home-top-premium'] }))[0]).toBe('ad_slot_unknown');
    expect((await refused({ advertiser_email: 'nobody@example.com' })).slice(0, 2)).toEqual([
      'advertiser_not_found',
      'advertiser_email',
    ]);
    for (const bad of [
      { weight: 0 },
      { weight: 101 },
      { daily_cap: 0 },
      { total_cap: 1.5 },
      { pages: ['sports'] },
      { langs: ['fr'] },
      { starts_on: '2026-02-30' },
      {
        creatives: [
          { image: 'http://cdn.example/x.png', image_mobile: '/house-ads/x.svg', alt: { np: 'क', en: 'k' } },
        ],
      },
    ]) {
      expect((await refused(bad))[0], JSON.stringify(bad)).toBe('invalid_field');
    }
  });

  it('audits every admin change; a campaign with counts is ended, not deleted', async () => {
    const campaign = await createCampaign();
    const changed = await send('PATCH', `/admin/ads/campaigns/${campaign.id}`, admin, {
      weight: 7,
      creatives: [
        {
          id: campaign.creatives[0]!.id,
          image: '/house-ads/quiz-728x90.svg',
          image_mobile: '/house-ads/quiz-320x100.svg',
          alt: { np: 'क', en: 'K' },
        },
        {
          image: 'https://cdn.advertiser.example/b.png',
          image_mobile: 'https://cdn.advertiser.example/b-m.png',
          alt: { np: 'ख', en: 'B' },
        },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.weight).toBe(7);
    expect(changed.json().data.creatives).toHaveLength(2);
    const log = await get(`/admin/audit?subject_type=ad-campaign&subject_id=${campaign.id}`, admin);
    const entries = log.json().data as {
      action: string;
      actorEmail: string;
      before: { weight: number } | null;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['ad-campaign.update', 'ad-campaign.create']);
    expect(entries[0]!.before?.weight).toBe(1);
    expect(entries.every((e) => e.actorEmail === 'admin@example.com')).toBe(true);

    const [ad] = await banner('home-top', 'home', 'en');
    await pixel(ad!, 'impression');
    const kept = await send('DELETE', `/admin/ads/campaigns/${campaign.id}`, admin);
    expect([kept.statusCode, kept.json().code]).toEqual([409, 'ad_campaign_has_counts']);
    const unused = await createCampaign({ status: 'draft' });
    expect((await send('DELETE', `/admin/ads/campaigns/${unused.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/admin/ads/campaigns/${unused.id}`, admin)).statusCode).toBe(404);

    const slot = await send('PATCH', '/admin/ads/slots/radio-inline', admin, { status: 'off' });
    expect(slot.statusCode).toBe(200);
    expect((await get('/banner/radio-inline?page=radio&lang=en')).statusCode).toBe(404);
    await send('PATCH', '/admin/ads/slots/radio-inline', admin, { status: 'active' });
    const house = await send('POST', '/admin/ads/house', admin, {
      kind: 'house',
      slots: ['radio-inline'],
      image: '/house-ads/quiz-728x90.svg',
      image_mobile: '/house-ads/quiz-300x250.svg',
      alt: { np: 'प्रश्नोत्तरी', en: 'Quiz' },
      target_url: '/quiz',
    });
    expect(house.statusCode, house.body).toBe(201);
    const badHouse = await send('POST', '/admin/ads/house', admin, {
      kind: 'house',
      slots: ['radio-inline'],
      image: '/x.svg',
      image_mobile: '/x.svg',
      alt: { np: 'क', en: 'k' },
      target_url: 'https://evil.example/',
    });
    expect([badHouse.statusCode, badHouse.json().field]).toEqual([400, 'target_url']);

    const actions = (await database.db.select().from(adminAudit)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['ad-campaign.delete', 'ad-slot.update', 'ad-house.create', 'user.role-grant']),
    );
  });

  it('authorization matrix: visitor, reader, advertiser, admin', async () => {
    const campaign = await createCampaign({ advertiser_email: 'a@advertiser.example', status: 'draft' });
    const matrix: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, object | undefined, number[]][] = [
      ['rows', 'GET', '/api/v1/public/rows?screen=web', undefined, [200, 200, 200, 200]],
      ['banner', 'GET', '/banner/home-top?page=home&lang=en', undefined, [200, 200, 200, 200]],
      ['campaign list', 'GET', '/ads/campaigns', undefined, [401, 200, 200, 200]],
      ['report', 'GET', `/ads/campaigns/${campaign.id}/report`, undefined, [401, 404, 200, 200]],
      ['csv', 'GET', `/ads/campaigns/${campaign.id}/report.csv`, undefined, [401, 404, 200, 200]],
      ['admin list', 'GET', '/admin/ads/campaigns', undefined, [401, 403, 403, 200]],
      [
        'admin create',
        'POST',
        '/admin/ads/campaigns',
        campaignBody({ status: 'draft' }),
        [401, 403, 403, 201],
      ],
      ['admin read', 'GET', `/admin/ads/campaigns/${campaign.id}`, undefined, [401, 403, 403, 200]],
      ['admin change', 'PATCH', `/admin/ads/campaigns/${campaign.id}`, { weight: 2 }, [401, 403, 403, 200]],
      ['slots', 'GET', '/admin/ads/slots', undefined, [401, 403, 403, 200]],
      ['slot change', 'PATCH', '/admin/ads/slots/home-top', { order: 0 }, [401, 403, 403, 200]],
      ['house', 'GET', '/admin/ads/house', undefined, [401, 403, 403, 200]],
      ['house change', 'PATCH', '/admin/ads/house/1', { order: 0 }, [401, 403, 403, 200]],
      ['admin delete', 'DELETE', `/admin/ads/campaigns/${campaign.id}`, undefined, [401, 403, 403, 204]],
    ];
    for (const [name, method, url, payload, expected] of matrix) {
      const got: number[] = [];
      for (const caller of [undefined, reader, advertiserA, admin]) {
        got.push((await send(method as 'POST', url, caller, payload)).statusCode);
      }
      expect(got, name).toEqual(expected);
    }
  });

  it('forgets the counted pixels of expired tokens with the hourly job', async () => {
    await createCampaign();
    const [ad] = await banner('home-top', 'home', 'en');
    await pixel(ad!, 'impression');
    const nonce = tokenOf(ad!).split('.')[4]!;
    const [job] = adsJobs({ db: database.db, now: () => clock });
    await job!.run({ scheduledAt: clock, attempt: 0, data: {} });
    expect(await database.db.select().from(adTokenHits).where(eq(adTokenHits.nonce, nonce))).toHaveLength(1);
    clock += 86_400_000;
    await job!.run({ scheduledAt: clock, attempt: 0, data: {} });
    expect(await database.db.select().from(adTokenHits).where(eq(adTokenHits.nonce, nonce))).toHaveLength(0);
  });
});
