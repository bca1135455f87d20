/**
 * Our own ad server through the API (issue 25; ADR 220–222): the slots the pages place, each
 * slot's ads chosen per request, the first-party pixels and click redirect that count them into
 * daily aggregates, the campaigns' reports for admins and their advertisers, and the admin's
 * campaigns, house ads and slots (every change in the audit log, ADR 186).
 */

import { coercedRowIdSchema, emailSchema } from '@patro/contracts';
import { AD_PAGES, type WireAdCampaignList } from '@patro/contracts/ads';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { adCampaigns, adCreatives, adDailyCounts, adSlots, users } from '../../db/schema.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, badField, conflict, notFound } from '../../http/errors.js';
import { campaignRelations } from '../../policy/campaigns.js';
import { type Actor, assertMay, may } from '../../policy/decide.js';
import type { StaffCaller, StaffRoles } from '../../policy/staff.js';
import { enforceRateLimits, type RateLimitRule } from '../../security/rate-limit.js';
import { audit } from '../payments/service.js';
import {
  type AdsContext,
  type CampaignRow,
  type CreativeRow,
  campaignReport,
  chooseAds,
  countHit,
  holdsAdFree,
  isBotAgent,
  nepalDay,
  reportCsv,
  servedAd,
  wireCampaign,
  wireCreative,
  wireSlot,
} from './service.js';
import { readAdToken, SLOT_KEY } from './tokens.js';

export interface AdsOptions extends AdsContext {
  roles: StaffRoles;
  /** Counting calls (pixels and clicks) one client address may make per window. */
  hitLimit: { max: number; windowMs: number };
}

/** The default counting limit per client address: a busy shared address (a mobile carrier's NAT) stays under it. */
export const AD_HIT_LIMIT = { max: 1200, windowMs: 10 * 60_000 };

const TAG = 'ads';
const slotKey = z.string().regex(SLOT_KEY, 'must be lower-case letters, digits and dashes (at most 32)');
const langSchema = z.enum(['np', 'en']);
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a real date');
const line = (max: number) => z.string().trim().min(1).max(max);
const cap = z.number().int().positive().max(1_000_000_000).nullable();
const altSchema = z.object({ np: line(200), en: line(200) });
const imageRef = z.string().trim().min(1).max(500);

const creativeInCampaign = z.object({
  /** An existing creative of this campaign (PATCH); without it, a new one. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
  /** The slots it may fill; default: all of the campaign's. */
  slots: z.array(slotKey).min(1).max(20).optional(),
  image: imageRef,
  image_mobile: imageRef,
  alt: altSchema,
  status: z.enum(['active', 'off']).optional(),
  order: z.number().int().min(0).max(1000).optional(),
});

const campaignFields = {
  name: line(120),
  advertiser: line(120),
  advertiser_email: emailSchema.nullable(),
  target_url: z.string().trim().min(1).max(2000),
  slots: z.array(slotKey).min(1).max(20),
  pages: z.array(z.enum(AD_PAGES)).min(1).max(AD_PAGES.length),
  langs: z.array(langSchema).min(1).max(2),
  starts_on: daySchema,
  ends_on: daySchema,
  daily_cap: cap,
  total_cap: cap,
  weight: z.number().int().min(1).max(100),
  status: z.enum(['draft', 'active', 'paused', 'ended']),
  creatives: z.array(creativeInCampaign).max(20),
};

export const adCampaignBody = z.object({
  ...campaignFields,
  advertiser_email: campaignFields.advertiser_email.optional().default(null),
  daily_cap: cap.optional().default(null),
  total_cap: cap.optional().default(null),
  weight: campaignFields.weight.optional().default(1),
  status: campaignFields.status.optional().default('draft'),
  creatives: campaignFields.creatives.optional().default([]),
});
/** A PATCH: any of the fields; `creatives` lists the creatives to keep or add (one left out is turned off, never deleted). */
export const adCampaignPatch = z.object(campaignFields).partial();

const slotFields = {
  kind: z.enum(['banner', 'slider']),
  position: z.enum(['top', 'inline', 'bottom']),
  pages: z.array(z.enum(AD_PAGES)).min(1).max(AD_PAGES.length),
  ads: z.boolean(),
  order: z.number().int().min(0).max(1000),
  width: z.number().int().min(1).max(2000),
  height: z.number().int().min(1).max(2000),
  mobile_width: z.number().int().min(1).max(2000),
  mobile_height: z.number().int().min(1).max(2000),
  status: z.enum(['active', 'off']),
};
export const adSlotBody = z.object({
  key: slotKey,
  ...slotFields,
  order: slotFields.order.optional().default(0),
  status: slotFields.status.optional().default('active'),
});
export const adSlotPatch = z.object(slotFields).partial();

const houseFields = {
  kind: z.enum(['house', 'premium']),
  slots: z.array(slotKey).min(1).max(20),
  image: imageRef,
  image_mobile: imageRef,
  alt: altSchema,
  /** A path on the web site (`/subscription`). */
  target_url: z.string().trim().min(1).max(500),
  status: z.enum(['active', 'off']),
  order: z.number().int().min(0).max(1000),
};
export const adHouseBody = z.object({
  ...houseFields,
  status: houseFields.status.optional().default('active'),
  order: houseFields.order.optional().default(0),
});
export const adHousePatch = z.object(houseFields).partial();

// ── Checks with their own codes ────────────────────────────────────────────────────────────

/** An https address with a host and no credentials, or 400 `ad_target_https_only`. */
export function httpsTarget(value: string, field = 'target_url'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError(400, 'ad_target_https_only', {}, field);
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new ApiError(400, 'ad_target_https_only', {}, field);
  }
  return url.toString();
}

/** A path on our own web site: one leading slash, no scheme, no backslash, no whitespace. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

function sitePath(value: string, field: string): string {
  if (!isSitePath(value)) throw badField('body', field, 'must be a path on the site, such as /subscription');
  return value;
}

function imageAddress(value: string, field: string): string {
  if (isSitePath(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '')
      return value;
  } catch {
    // Falls through to the refusal.
  }
  throw badField(
    'body',
    field,
    'must be an https:// address or a path on the site, such as /house-ads/x.svg',
  );
}

async function assertSlotsExist(db: Db, keys: readonly string[], field: string, adsOnly: boolean | null) {
  if (keys.length === 0) return;
  const rows = await db
    .select({ key: adSlots.key, ads: adSlots.ads })
    .from(adSlots)
    .where(inArray(adSlots.key, [...new Set(keys)]));
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    if (!row || (adsOnly !== null && row.ads !== adsOnly))
      throw new ApiError(400, 'ad_slot_unknown', { slot: key }, field);
  }
}

/** The account with `email`, given the advertiser role; 400 `advertiser_not_found` when none. */
async function linkAdvertiser(
  db: Db,
  email: string,
): Promise<{ id: string; roles: string[]; granted: boolean }> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!row) throw new ApiError(400, 'advertiser_not_found', { email }, 'advertiser_email');
  if (row.roles.includes('advertiser')) return { id: row.id, roles: row.roles, granted: false };
  const roles = [...row.roles, 'advertiser'];
  await db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, row.id));
  return { id: row.id, roles, granted: true };
}

// ── Public: slots, banners, counting ───────────────────────────────────────────────────────

export const adsRoutes: FastifyPluginAsyncZod<AdsOptions> = async (app, options) => {
  const { db, now, roles, hitLimit } = options;

  app.get(
    '/api/v1/public/rows',
    {
      schema: {
        tags: [TAG],
        summary: 'The banner slots the pages place, each with its ad call (spec §7)',
        description:
          '`{ data: { slots: [{ key, kind, position, pages, ads, order, width, height, mobile_width, mobile_height, urls }] } }`: ' +
          '`ads` false is a premium slot (subscribers only). `GET` each of `urls` with `?page=&lang=` for its ads.',
        querystring: z.object({ screen: z.enum(['web']) }),
      },
    },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(adSlots)
        .where(eq(adSlots.status, 'active'))
        .orderBy(asc(adSlots.sortOrder), asc(adSlots.key));
      // Each slot's uncounted creative (ADR 224): an ad slot's first house ad, shown only without
      // JavaScript; a premium slot's first premium banner, shown to ad-free readers without a call.
      const uncounted = await db
        .select()
        .from(adCreatives)
        .where(and(inArray(adCreatives.kind, ['house', 'premium']), eq(adCreatives.status, 'active')))
        .orderBy(asc(adCreatives.sortOrder), asc(adCreatives.id));
      reply.header('cache-control', 'public, max-age=300');
      return {
        data: {
          slots: rows.map((row) => {
            const kind = row.ads ? 'house' : 'premium';
            const creative = uncounted.find((c) => c.kind === kind && c.slots.includes(row.key));
            return {
              ...wireSlot(row, options.apiUrl),
              ...(creative && {
                house: {
                  image: creative.image,
                  image_mobile: creative.imageMobile,
                  alt: { np: creative.altNp, en: creative.altEn },
                  target: creative.targetUrl ?? '/',
                },
              }),
            };
          }),
        },
      };
    },
  );

  app.get(
    '/banner/:slot',
    {
      schema: {
        tags: [TAG],
        summary: 'A slot’s ads now, each with its click URL and pixels (spec §7)',
        description:
          '`{ data: { slot, ads: [{ creative_id, slot, source, image, image_mobile, alt, width, height, mobile_width, ' +
          'mobile_height, position, order, url, pixels: { impression, viewable, action } }] } }`. Chosen per request, never ' +
          'cached (`no-store`). A signed-in subscriber gets no ads in an ads slot; anyone else none in a premium slot. ' +
          '`page` must be one the slot is placed on (`ad_slot_not_on_page`).',
        querystring: z.object({ page: z.enum(AD_PAGES), lang: langSchema.default('np') }),
        params: z.object({ slot: slotKey }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, lang } = request.query;
      const [slot] = await db
        .select()
        .from(adSlots)
        .where(and(eq(adSlots.key, request.params.slot), eq(adSlots.status, 'active')));
      if (!slot) throw notFound('ad_slot_not_found');
      if (!slot.pages.includes(page)) {
        throw new ApiError(400, 'ad_slot_not_on_page', { slot: slot.key, page }, 'page');
      }
      const at = now();
      let subscriber = false;
      if (request.user) {
        const actor: Actor = {
          id: request.user.id,
          roles: (await holdsAdFree(db, request.user.id, at)) ? ['subscriber'] : [],
        };
        subscriber = may(actor, 'ads.skip');
      }
      const day = nepalDay(at);
      const chosen = await chooseAds(options, slot, page, lang, day, subscriber);
      return {
        data: {
          slot: wireSlot(slot, options.apiUrl),
          ads: chosen.map((c, index) => servedAd(options, slot, c, index, page, lang, at)),
        },
      };
    },
  );

  /** Every counting call counts against its address's limit first, junk included. */
  const limitHits = async (request: { ip: string }) => {
    const rule: RateLimitRule = { key: `ad-hits:${request.ip}`, ...hitLimit };
    await enforceRateLimits(db, [rule], now());
  };
  const tokenOf = (raw: string) => {
    const token = readAdToken(options.tokenKey, raw, now());
    if (!token) throw new ApiError(400, 'ad_token_invalid', {}, 'token');
    return token;
  };

  app.get(
    '/ads/px/:kind/:token',
    {
      preValidation: limitHits,
      schema: {
        tags: [TAG],
        summary: 'Count a served ad’s impression, viewable impression or 4-second action (204, no body)',
        description:
          '`impression` when the image has loaded; `viewable` after ≥ 50 % in view in a visible, focused tab for one ' +
          'continuous second (MRC); `action` after four seconds (spec §9). Each counts once per token; `viewable` and ' +
          '`action` only after the impression. Known crawlers, repeats and hits out of turn are counted as filtered. ' +
          'A token that does not verify: 400 `ad_token_invalid`. Rate-limited per address (429 `rate_limited`).',
        params: z.object({ kind: z.enum(['impression', 'viewable', 'action']), token: z.string().max(300) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = tokenOf(request.params.token);
      await countHit(db, request.params.kind, token, isBotAgent(request.headers['user-agent']));
      reply.status(204).send();
    },
  );

  app.get(
    '/ads/click/:token',
    {
      preValidation: limitHits,
      schema: {
        tags: [TAG],
        summary: 'A served ad’s click: counted once per token, then 302 to the campaign’s own address',
        description:
          'The target is read from the database (the campaign’s `target_url`, or a house ad’s page on the web site), ' +
          'never from the request. A token that does not verify: 400 `ad_token_invalid`.',
        params: z.object({ token: z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.params.token);
      const { creative } = await countHit(db, 'click', token, isBotAgent(request.headers['user-agent']));
      reply.header('cache-control', 'no-store');
      return reply.redirect(await clickTarget(db, creative, options.webOrigin), 302);
    },
  );

  // ── Reports: admins see every campaign, an advertiser its own (policy `campaign.advertiser`) ──

  /** The campaign when the caller may read its report; 404 `campaign_not_found` otherwise (as for none). */
  async function readableCampaign(
    request: Parameters<typeof requireUser>[0],
    id: number,
  ): Promise<CampaignRow> {
    const user = requireUser(request);
    const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
    if (!row) throw notFound('campaign_not_found');
    assertMay(await roles.caller(request), 'ads.campaign.report.read', campaignRelations(row, user.id));
    return row;
  }

  const reportQuery = z.object({ from: daySchema.optional(), to: daySchema.optional() });
  const reportOf = async (row: CampaignRow, query: z.infer<typeof reportQuery>) => {
    const from = query.from ?? row.startsOn;
    const to = query.to ?? row.endsOn;
    if (from > to) throw badField('querystring', 'to', 'must not be before from');
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > 400) throw badField('querystring', 'to', 'must be at most 400 days after from');
    return campaignReport(db, row, from, to);
  };
  const idParams = z.object({ id: coercedRowIdSchema('must be a campaign id') });

  const reportRoutes: FastifyPluginAsyncZod = async (reports) => {
    privateAnswers(reports);

    reports.get(
      '/ads/campaigns',
      {
        schema: {
          tags: [TAG],
          security: [{ bearerAuth: [] }],
          summary: 'The campaigns whose reports you may read (an admin: all; an advertiser: its own)',
          description: '`{ data: { campaigns: [{ id, name, advertiser, status, starts_on, ends_on }] } }`.',
        },
      },
      async (request) => {
        const user = requireUser(request);
        const caller = await roles.caller(request);
        const all = may(caller, 'ads.campaigns.manage');
        const rows = await db
          .select()
          .from(adCampaigns)
          .where(all ? undefined : eq(adCampaigns.advertiserUserId, user.id))
          .orderBy(desc(adCampaigns.startsOn), desc(adCampaigns.id));
        const readable = rows.filter((row) =>
          may(
            caller,
            'ads.campaign.report.read',
            row.advertiserUserId === user.id ? ['campaign.advertiser'] : [],
          ),
        );
        const data: WireAdCampaignList = {
          campaigns: readable.map((r) => ({
            id: r.id,
            name: r.name,
            advertiser: r.advertiser,
            status: r.status,
            starts_on: r.startsOn,
            ends_on: r.endsOn,
          })),
        };
        return { data };
      },
    );

    reports.get(
      '/ads/campaigns/:id/report',
      {
        schema: {
          tags: [TAG],
          security: [{ bearerAuth: [] }],
          summary:
            'A campaign’s report: impressions, viewable, actions, clicks by day, slot, page and language',
          description:
            '`from` and `to` are Nepal days (AD `YYYY-MM-DD`, inclusive; default the campaign’s dates). ' +
            '`{ data: { campaign, from, to, totals: { impressions, viewable, actions, clicks, viewable_rate, ctr }, filtered, rows } }`. ' +
            'Another advertiser’s campaign answers 404 `campaign_not_found`.',
          params: idParams,
          querystring: reportQuery,
        },
      },
      async (request) => {
        const row = await readableCampaign(request, request.params.id);
        return { data: await reportOf(row, request.query) };
      },
    );

    reports.get(
      '/ads/campaigns/:id/report.csv',
      {
        schema: {
          tags: [TAG],
          security: [{ bearerAuth: [] }],
          summary: 'The same report as CSV (a header, one line per day, slot, page and language)',
          params: idParams,
          querystring: reportQuery,
        },
      },
      async (request, reply) => {
        const row = await readableCampaign(request, request.params.id);
        const report = await reportOf(row, request.query);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="campaign-${row.id}-${report.from}-${report.to}.csv"`,
          );
        return reportCsv(report);
      },
    );
  };
  await app.register(reportRoutes);
};

/** Where a click goes: the campaign's https address, a house ad's page, or the home page when the ad is gone. */
async function clickTarget(db: Db, creative: CreativeRow | null, webOrigin: string): Promise<string> {
  const home = `${webOrigin}/`;
  if (!creative) return home;
  if (creative.campaignId === null) {
    return creative.targetUrl && isSitePath(creative.targetUrl) ? `${webOrigin}${creative.targetUrl}` : home;
  }
  const [campaign] = await db
    .select({ targetUrl: adCampaigns.targetUrl })
    .from(adCampaigns)
    .where(eq(adCampaigns.id, creative.campaignId));
  if (!campaign) return home;
  try {
    return httpsTarget(campaign.targetUrl);
  } catch {
    return home;
  }
}

// ── Admin: campaigns, house ads, slots ─────────────────────────────────────────────────────

export const adsAdminRoutes: FastifyPluginAsyncZod<AdsOptions> = async (app, { db, now, roles, apiUrl }) => {
  privateAnswers(app);
  const manage = roles.only('ads.campaigns.manage');
  const admin = (request: Parameters<typeof roles.require>[0]) =>
    roles.require(request, 'ads.campaigns.manage');
  const idParams = z.object({ id: coercedRowIdSchema('must be an id') });

  async function campaignWire(row: CampaignRow) {
    const creatives = await db
      .select()
      .from(adCreatives)
      .where(eq(adCreatives.campaignId, row.id))
      .orderBy(asc(adCreatives.sortOrder), asc(adCreatives.id));
    let email: string | null = null;
    if (row.advertiserUserId) {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, row.advertiserUserId));
      email = user?.email ?? null;
    }
    return wireCampaign(row, creatives, email);
  }

  async function findCampaign(id: number): Promise<CampaignRow> {
    const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
    if (!row) throw notFound('campaign_not_found');
    return row;
  }

  /** Checks a campaign as it will be (its dates, target, slots, creatives) and links its advertiser. */
  async function checkCampaign(
    caller: StaffCaller,
    merged: {
      target_url: string;
      starts_on: string;
      ends_on: string;
      slots: string[];
      advertiser_email: string | null | undefined;
    },
    creatives: z.infer<typeof creativeInCampaign>[] | undefined,
  ): Promise<{ targetUrl: string; advertiserUserId: string | null | undefined }> {
    const targetUrl = httpsTarget(merged.target_url);
    if (merged.starts_on > merged.ends_on) throw new ApiError(400, 'ad_dates_reversed', {}, 'ends_on');
    await assertSlotsExist(db, merged.slots, 'slots', true);
    for (const [i, creative] of (creatives ?? []).entries()) {
      imageAddress(creative.image, `creatives.${i}.image`);
      imageAddress(creative.image_mobile, `creatives.${i}.image_mobile`);
      for (const slot of creative.slots ?? []) {
        if (!merged.slots.includes(slot))
          throw new ApiError(400, 'ad_slot_unknown', { slot }, `creatives.${i}.slots`);
      }
    }
    let advertiserUserId: string | null | undefined;
    if (merged.advertiser_email === null) advertiserUserId = null;
    else if (merged.advertiser_email !== undefined) {
      const linked = await linkAdvertiser(db, merged.advertiser_email);
      advertiserUserId = linked.id;
      if (linked.granted) {
        await audit(db, caller, now(), 'user.role-grant', 'user', linked.id, null, { role: 'advertiser' });
      }
    }
    return { targetUrl, advertiserUserId };
  }

  /** Writes the creatives a body lists: updates those with an id of this campaign, adds the rest, turns off the ones left out. */
  async function writeCreatives(
    tx: Db,
    campaignId: number,
    slots: string[],
    list: z.infer<typeof creativeInCampaign>[],
    replacing: boolean,
  ) {
    const existing = await tx.select().from(adCreatives).where(eq(adCreatives.campaignId, campaignId));
    const kept = new Set<number>();
    for (const creative of list) {
      const values = {
        slots: creative.slots ?? slots,
        image: creative.image,
        imageMobile: creative.image_mobile,
        altNp: creative.alt.np,
        altEn: creative.alt.en,
        status: creative.status ?? 'active',
        sortOrder: creative.order ?? 0,
        updatedAt: new Date(now()),
      };
      if (creative.id !== undefined) {
        if (!existing.some((e) => e.id === creative.id)) throw notFound('ad_creative_not_found');
        kept.add(creative.id);
        await tx.update(adCreatives).set(values).where(eq(adCreatives.id, creative.id));
      } else {
        await tx.insert(adCreatives).values({ ...values, campaignId, kind: 'campaign', targetUrl: null });
      }
    }
    if (replacing) {
      const dropped = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
      if (dropped.length > 0) {
        await tx
          .update(adCreatives)
          .set({ status: 'off', updatedAt: new Date(now()) })
          .where(inArray(adCreatives.id, dropped));
      }
    }
  }

  app.get(
    '/admin/ads/campaigns',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Every campaign with its creatives (admin)',
        description: '`{ data: [WireAdCampaign] }`, newest first.',
      },
    },
    async () => {
      const rows = await db.select().from(adCampaigns).orderBy(desc(adCampaigns.id));
      return { data: await Promise.all(rows.map(campaignWire)) };
    },
  );

  app.post(
    '/admin/ads/campaigns',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Create a campaign with its creatives (admin)',
        description:
          '`target_url` https only; `starts_on` ≤ `ends_on` (Nepal days); caps positive or null; `weight` 1–100; ' +
          '`slots` existing ads slots; `advertiser_email` an account, which gets the `advertiser` role. ' +
          'Status `draft` until set `active`. Answers 201 `{ data: WireAdCampaign }`.',
        body: adCampaignBody,
      },
    },
    async (request, reply) => {
      const caller = await admin(request);
      const body = request.body;
      const checked = await checkCampaign(caller, body, body.creatives);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(adCampaigns)
          .values({
            name: body.name,
            advertiser: body.advertiser,
            advertiserUserId: checked.advertiserUserId ?? null,
            targetUrl: checked.targetUrl,
            slots: body.slots,
            pages: body.pages,
            langs: body.langs,
            startsOn: body.starts_on,
            endsOn: body.ends_on,
            dailyCap: body.daily_cap,
            totalCap: body.total_cap,
            weight: body.weight,
            status: body.status,
            createdAt: new Date(now()),
            updatedAt: new Date(now()),
          })
          .returning();
        await writeCreatives(tx, created!.id, body.slots, body.creatives, false);
        return created!;
      });
      const wire = await campaignWire(row);
      await audit(db, caller, now(), 'ad-campaign.create', 'ad-campaign', String(row.id), null, wire);
      reply.status(201);
      return { data: wire };
    },
  );

  app.get(
    '/admin/ads/campaigns/:id',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'One campaign with its creatives (admin)',
        params: idParams,
      },
    },
    async (request) => ({ data: await campaignWire(await findCampaign(request.params.id)) }),
  );

  app.patch(
    '/admin/ads/campaigns/:id',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Change a campaign (admin): any field; `creatives` lists those to keep (with `id`) or add',
        description:
          'A creative left out of `creatives` is turned off, not deleted, so its counts stay in the report. ' +
          '`advertiser_email: null` unlinks the advertiser.',
        params: idParams,
        body: adCampaignPatch,
      },
    },
    async (request) => {
      const caller = await admin(request);
      const before = await findCampaign(request.params.id);
      const beforeWire = await campaignWire(before);
      const body = request.body;
      const slots = body.slots ?? before.slots;
      const checked = await checkCampaign(
        caller,
        {
          target_url: body.target_url ?? before.targetUrl,
          starts_on: body.starts_on ?? before.startsOn,
          ends_on: body.ends_on ?? before.endsOn,
          slots,
          advertiser_email: body.advertiser_email,
        },
        body.creatives,
      );
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(adCampaigns)
          // A field the PATCH left out is undefined, and Drizzle leaves undefined columns unchanged.
          .set({
            name: body.name,
            advertiser: body.advertiser,
            advertiserUserId: checked.advertiserUserId,
            targetUrl: checked.targetUrl,
            slots,
            pages: body.pages,
            langs: body.langs,
            startsOn: body.starts_on,
            endsOn: body.ends_on,
            dailyCap: body.daily_cap,
            totalCap: body.total_cap,
            weight: body.weight,
            status: body.status,
            updatedAt: new Date(now()),
          })
          .where(eq(adCampaigns.id, before.id))
          .returning();
        if (body.creatives !== undefined) await writeCreatives(tx, before.id, slots, body.creatives, true);
        return updated!;
      });
      const wire = await campaignWire(row);
      await audit(db, caller, now(), 'ad-campaign.update', 'ad-campaign', String(row.id), beforeWire, wire);
      return { data: wire };
    },
  );

  app.delete(
    '/admin/ads/campaigns/:id',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Delete a campaign that has counted nothing (admin); one with counts is ended instead (409)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const caller = await admin(request);
      const before = await findCampaign(request.params.id);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(adDailyCounts)
        .where(eq(adDailyCounts.campaignId, before.id));
      if (Number(counted?.n ?? 0) > 0) throw conflict('ad_campaign_has_counts');
      const beforeWire = await campaignWire(before);
      await db.delete(adCampaigns).where(eq(adCampaigns.id, before.id));
      await audit(
        db,
        caller,
        now(),
        'ad-campaign.delete',
        'ad-campaign',
        String(before.id),
        beforeWire,
        null,
      );
      reply.status(204).send();
    },
  );

  // Slots.
  app.get(
    '/admin/ads/slots',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Every ad slot, those turned off too (admin)',
        description: '`{ data: [WireAdSlot with status] }`.',
      },
    },
    async () => {
      const rows = await db.select().from(adSlots).orderBy(asc(adSlots.sortOrder), asc(adSlots.key));
      return { data: rows.map((row) => ({ ...wireSlot(row, apiUrl), status: row.status })) };
    },
  );

  app.post(
    '/admin/ads/slots',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Add an ad slot (admin); the web places it on its pages by key',
        body: adSlotBody,
      },
    },
    async (request, reply) => {
      const caller = await admin(request);
      const b = request.body;
      const [row] = await db
        .insert(adSlots)
        .values({
          key: b.key,
          kind: b.kind,
          position: b.position,
          pages: b.pages,
          ads: b.ads,
          sortOrder: b.order,
          width: b.width,
          height: b.height,
          mobileWidth: b.mobile_width,
          mobileHeight: b.mobile_height,
          status: b.status,
          createdAt: new Date(now()),
          updatedAt: new Date(now()),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('ad_slot_exists', { slot: b.key }, 'key');
      const wire = { ...wireSlot(row, apiUrl), status: row.status };
      await audit(db, caller, now(), 'ad-slot.create', 'ad-slot', row.key, null, wire);
      reply.status(201);
      return { data: wire };
    },
  );

  app.patch(
    '/admin/ads/slots/:key',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Change an ad slot (admin): its pages, sizes, order or status',
        params: z.object({ key: slotKey }),
        body: adSlotPatch,
      },
    },
    async (request) => {
      const caller = await admin(request);
      const [before] = await db.select().from(adSlots).where(eq(adSlots.key, request.params.key));
      if (!before) throw notFound('ad_slot_not_found');
      const b = request.body;
      const [row] = await db
        .update(adSlots)
        .set({
          kind: b.kind,
          position: b.position,
          pages: b.pages,
          ads: b.ads,
          sortOrder: b.order,
          width: b.width,
          height: b.height,
          mobileWidth: b.mobile_width,
          mobileHeight: b.mobile_height,
          status: b.status,
          updatedAt: new Date(now()),
        })
        .where(eq(adSlots.key, before.key))
        .returning();
      const wire = { ...wireSlot(row!, apiUrl), status: row!.status };
      await audit(
        db,
        caller,
        now(),
        'ad-slot.update',
        'ad-slot',
        before.key,
        { ...wireSlot(before, apiUrl), status: before.status },
        wire,
      );
      return { data: wire };
    },
  );

  // House and premium creatives.
  app.get(
    '/admin/ads/house',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary:
          'The house ads (fill ad slots when no campaign runs) and premium creatives (subscribers’ slots) (admin)',
        description: '`{ data: [WireAdCreative] }`.',
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(adCreatives)
        .where(inArray(adCreatives.kind, ['house', 'premium']))
        .orderBy(asc(adCreatives.kind), asc(adCreatives.sortOrder), asc(adCreatives.id));
      return { data: rows.map(wireCreative) };
    },
  );

  app.post(
    '/admin/ads/house',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary:
          'Add a house ad or premium creative (admin): its slots, images, alt text and the site page it opens',
        body: adHouseBody,
      },
    },
    async (request, reply) => {
      const caller = await admin(request);
      const b = request.body;
      await assertSlotsExist(db, b.slots, 'slots', b.kind === 'house');
      const [row] = await db
        .insert(adCreatives)
        .values({
          campaignId: null,
          kind: b.kind,
          slots: b.slots,
          image: imageAddress(b.image, 'image'),
          imageMobile: imageAddress(b.image_mobile, 'image_mobile'),
          altNp: b.alt.np,
          altEn: b.alt.en,
          targetUrl: sitePath(b.target_url, 'target_url'),
          status: b.status,
          sortOrder: b.order,
          createdAt: new Date(now()),
          updatedAt: new Date(now()),
        })
        .returning();
      const wire = wireCreative(row!);
      await audit(db, caller, now(), 'ad-house.create', 'ad-creative', String(row!.id), null, wire);
      reply.status(201);
      return { data: wire };
    },
  );

  app.patch(
    '/admin/ads/house/:id',
    {
      preValidation: manage,
      schema: {
        tags: [TAG],
        security: [{ bearerAuth: [] }],
        summary: 'Change a house ad or premium creative (admin)',
        params: idParams,
        body: adHousePatch,
      },
    },
    async (request) => {
      const caller = await admin(request);
      const [before] = await db
        .select()
        .from(adCreatives)
        .where(and(eq(adCreatives.id, request.params.id), inArray(adCreatives.kind, ['house', 'premium'])));
      if (!before) throw notFound('ad_creative_not_found');
      const b = request.body;
      const kind = b.kind ?? (before.kind as 'house' | 'premium');
      const slots = b.slots ?? before.slots;
      if (b.slots !== undefined || b.kind !== undefined)
        await assertSlotsExist(db, slots, 'slots', kind === 'house');
      const [row] = await db
        .update(adCreatives)
        .set({
          kind,
          slots,
          ...(b.image !== undefined ? { image: imageAddress(b.image, 'image') } : {}),
          ...(b.image_mobile !== undefined
            ? { imageMobile: imageAddress(b.image_mobile, 'image_mobile') }
            : {}),
          ...(b.alt !== undefined ? { altNp: b.alt.np, altEn: b.alt.en } : {}),
          ...(b.target_url !== undefined ? { targetUrl: sitePath(b.target_url, 'target_url') } : {}),
          status: b.status,
          sortOrder: b.order,
          updatedAt: new Date(now()),
        })
        .where(eq(adCreatives.id, before.id))
        .returning();
      const wire = wireCreative(row!);
      await audit(
        db,
        caller,
        now(),
        'ad-house.update',
        'ad-creative',
        String(before.id),
        wireCreative(before),
        wire,
      );
      return { data: wire };
    },
  );
};
