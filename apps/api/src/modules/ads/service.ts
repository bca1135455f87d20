/**
 * Our own ad server (issue 25; ADR 220, 221): which ads a slot shows now, the counting of their
 * pixels and clicks into daily aggregates, and the campaigns' reports. The choice is made per
 * request (`GET /banner/{slot}`), so the web's cached page HTML never holds an ad.
 */
import type {
  AdLang,
  AdPage,
  WireAdCampaign,
  WireAdCreative,
  WireAdReport,
  WireAdSlot,
  WireServedAd,
} from '@patro/contracts/ads';
import { type AnyColumn, and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  adCampaigns,
  adCreatives,
  adDailyCounts,
  type adSlots,
  adTokenHits,
  entitlements,
} from '../../db/schema.js';
import { AD_FREE } from '../payments/service.js';
import { type AdToken, signAdToken } from './tokens.js';

export type SlotRow = typeof adSlots.$inferSelect;
export type CampaignRow = typeof adCampaigns.$inferSelect;
export type CreativeRow = typeof adCreatives.$inferSelect;

/** What the ad server needs: its database, clock, random source, addresses and token key. */
export interface AdsContext {
  db: Db;
  now: () => number;
  /** A number in [0, 1): `Math.random` in production; tests pass a fixed sequence. */
  random: () => number;
  /** The API's public address: the click and pixel URLs are absolute on it. */
  apiUrl: string;
  /** The web's address: a house ad's click goes to a path on it. */
  webOrigin: string;
  tokenKey: Uint8Array;
}

/** At most this many frames in a slider. */
export const SLIDER_MAX = 5;

export { nepalDay } from './day.js';

// ── Who sees ads ───────────────────────────────────────────────────────────────────────────

/**
 * Whether the account holds an ad-free entitlement now (ADR 184: decisions read the
 * entitlements table, never the services token).
 */
export async function holdsAdFree(db: Db, userId: string, nowMs: number): Promise<boolean> {
  const at = new Date(nowMs);
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        eq(entitlements.productKind, AD_FREE),
        isNull(entitlements.revokedAt),
        lte(entitlements.startsAt, at),
        gt(entitlements.expiresAt, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ── Wire ───────────────────────────────────────────────────────────────────────────────────

export function wireSlot(slot: SlotRow, apiUrl: string): WireAdSlot {
  return {
    key: slot.key,
    kind: slot.kind,
    position: slot.position,
    pages: slot.pages as AdPage[],
    ads: slot.ads,
    order: slot.sortOrder,
    width: slot.width,
    height: slot.height,
    mobile_width: slot.mobileWidth,
    mobile_height: slot.mobileHeight,
    urls: [`${apiUrl}/banner/${slot.key}`],
  };
}

export function wireCreative(row: CreativeRow): WireAdCreative {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    slots: row.slots,
    image: row.image,
    image_mobile: row.imageMobile,
    alt: { np: row.altNp, en: row.altEn },
    kind: row.kind,
    status: row.status,
    order: row.sortOrder,
    target_url: row.targetUrl,
  };
}

export function wireCampaign(
  row: CampaignRow,
  creatives: CreativeRow[],
  advertiserEmail: string | null,
): WireAdCampaign {
  return {
    id: row.id,
    name: row.name,
    advertiser: row.advertiser,
    advertiser_email: advertiserEmail,
    target_url: row.targetUrl,
    slots: row.slots,
    pages: row.pages as AdPage[],
    langs: row.langs as AdLang[],
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    daily_cap: row.dailyCap,
    total_cap: row.totalCap,
    weight: row.weight,
    status: row.status,
    creatives: creatives.map(wireCreative),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ── Choosing ───────────────────────────────────────────────────────────────────────────────

/** One of `items` with probability proportional to its weight (`random` in [0, 1)). */
export function weightedPick<T extends { weight: number }>(items: readonly T[], random: () => number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

interface Candidate {
  campaign: CampaignRow;
  weight: number;
  creatives: CreativeRow[];
}

/**
 * The active campaigns that may fill `slot` on `page` in `lang` on Nepal day `day`: in their
 * dates, placed there, with an active creative for the slot, and under their daily and total caps
 * of counted impressions.
 */
export async function runningCampaigns(
  db: Db,
  slot: string,
  page: AdPage,
  lang: AdLang,
  day: string,
): Promise<Candidate[]> {
  const campaigns = await db
    .select()
    .from(adCampaigns)
    .where(
      and(
        eq(adCampaigns.status, 'active'),
        lte(adCampaigns.startsOn, day),
        gte(adCampaigns.endsOn, day),
        sql`${adCampaigns.slots} ? ${slot}`,
        sql`${adCampaigns.pages} ? ${page}`,
        sql`${adCampaigns.langs} ? ${lang}`,
      ),
    )
    .orderBy(asc(adCampaigns.id));
  if (campaigns.length === 0) return [];
  const ids = campaigns.map((c) => c.id);
  const creatives = await db
    .select()
    .from(adCreatives)
    .where(
      and(
        inArray(adCreatives.campaignId, ids),
        eq(adCreatives.status, 'active'),
        sql`${adCreatives.slots} ? ${slot}`,
      ),
    )
    .orderBy(asc(adCreatives.sortOrder), asc(adCreatives.id));
  const capped = campaigns.some((c) => c.dailyCap !== null || c.totalCap !== null);
  const counted = new Map<number, { today: number; total: number }>();
  if (capped) {
    const rows = await db
      .select({
        campaignId: adDailyCounts.campaignId,
        today: sql<number>`coalesce(sum(${adDailyCounts.impressions}) filter (where ${adDailyCounts.day} = ${day}), 0)::int`,
        total: sql<number>`coalesce(sum(${adDailyCounts.impressions}), 0)::int`,
      })
      .from(adDailyCounts)
      .where(inArray(adDailyCounts.campaignId, ids))
      .groupBy(adDailyCounts.campaignId);
    for (const row of rows)
      counted.set(row.campaignId!, { today: Number(row.today), total: Number(row.total) });
  }
  const candidates: Candidate[] = [];
  for (const campaign of campaigns) {
    const own = creatives.filter((c) => c.campaignId === campaign.id);
    if (own.length === 0) continue;
    const counts = counted.get(campaign.id) ?? { today: 0, total: 0 };
    if (campaign.dailyCap !== null && counts.today >= campaign.dailyCap) continue;
    if (campaign.totalCap !== null && counts.total >= campaign.totalCap) continue;
    candidates.push({ campaign, weight: campaign.weight, creatives: own });
  }
  return candidates;
}

/** House or premium creatives of a slot, in their order. */
async function ownCreatives(db: Db, kind: 'house' | 'premium', slot: string): Promise<CreativeRow[]> {
  return db
    .select()
    .from(adCreatives)
    .where(
      and(eq(adCreatives.kind, kind), eq(adCreatives.status, 'active'), sql`${adCreatives.slots} ? ${slot}`),
    )
    .orderBy(asc(adCreatives.sortOrder), asc(adCreatives.id));
}

export type Chosen = { creative: CreativeRow; source: WireServedAd['source'] };

/**
 * What `slot` shows now on `page` in `lang`. An ads slot: campaigns chosen by weight (a banner
 * one, a slider up to {@link SLIDER_MAX} drawn without replacement), else the slot's house ads (a
 * banner one of them at random, a slider all in order). A premium slot: its premium creatives.
 * `subscriber` decides who sees which (spec §6): a subscriber no ads, a non-subscriber no premium.
 */
export async function chooseAds(
  ctx: Pick<AdsContext, 'db' | 'random'>,
  slot: SlotRow,
  page: AdPage,
  lang: AdLang,
  day: string,
  subscriber: boolean,
): Promise<Chosen[]> {
  const many = slot.kind === 'slider';
  if (!slot.ads) {
    if (!subscriber) return [];
    const premium = await ownCreatives(ctx.db, 'premium', slot.key);
    return pickOwn(premium, many, ctx.random).map((creative) => ({ creative, source: 'premium' }));
  }
  if (subscriber) return [];
  const candidates = await runningCampaigns(ctx.db, slot.key, page, lang, day);
  if (candidates.length > 0) {
    const chosen: Chosen[] = [];
    const left = [...candidates];
    while (left.length > 0 && chosen.length < (many ? SLIDER_MAX : 1)) {
      const pick = weightedPick(left, ctx.random);
      left.splice(left.indexOf(pick), 1);
      const creative = pick.creatives[Math.floor(ctx.random() * pick.creatives.length)] ?? pick.creatives[0]!;
      chosen.push({ creative, source: 'campaign' });
    }
    return chosen;
  }
  const house = await ownCreatives(ctx.db, 'house', slot.key);
  return pickOwn(house, many, ctx.random).map((creative) => ({ creative, source: 'house' }));
}

function pickOwn(rows: CreativeRow[], many: boolean, random: () => number): CreativeRow[] {
  if (rows.length === 0) return [];
  if (many) return rows.slice(0, SLIDER_MAX);
  return [rows[Math.floor(random() * rows.length)] ?? rows[0]!];
}

/** The served ad with its fresh token in its click and pixel URLs. */
export function servedAd(
  ctx: Pick<AdsContext, 'apiUrl' | 'tokenKey' | 'now'>,
  slot: SlotRow,
  { creative, source }: Chosen,
  index: number,
  page: AdPage,
  lang: AdLang,
  servedMs: number,
): WireServedAd {
  const token = signAdToken(ctx.tokenKey, { creativeId: creative.id, slot: slot.key, page, lang }, servedMs);
  const pixel = (kind: string) => `${ctx.apiUrl}/ads/px/${kind}/${token}`;
  return {
    creative_id: creative.id,
    slot: slot.key,
    source,
    image: creative.image,
    image_mobile: creative.imageMobile,
    alt: lang === 'np' ? creative.altNp : creative.altEn,
    width: slot.width,
    height: slot.height,
    mobile_width: slot.mobileWidth,
    mobile_height: slot.mobileHeight,
    position: slot.position,
    order: index,
    url: `${ctx.apiUrl}/ads/click/${token}`,
    pixels: { impression: pixel('impression'), viewable: pixel('viewable'), action: pixel('action') },
  };
}

// ── Counting ───────────────────────────────────────────────────────────────────────────────

export type HitKind = 'impression' | 'viewable' | 'action' | 'click';

const COUNT_COLUMN = {
  impression: 'impressions',
  viewable: 'viewable',
  action: 'actions',
  click: 'clicks',
} as const;

/**
 * Known crawlers and tools by their user agent (a short list, ADR 221): words ending in `bot`,
 * crawlers, spiders, Lighthouse, link previews and HTTP libraries; an empty agent too. Headless
 * Chrome is not on it: our own end-to-end tests run it, and a bot that wants to pass renames it.
 */
const BOT_AGENT =
  /\w*bot\b|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|pingdom|uptime|curl\/|wget\/|python-|java\/|go-http-client|okhttp|axios\/|node-fetch|undici/i;

export function isBotAgent(agent: string | undefined): boolean {
  return !agent || agent.trim() === '' || BOT_AGENT.test(agent);
}

/**
 * Counts one pixel or click of a served ad (ADR 221). Each kind counts at most once per token;
 * `viewable`, `action` and `click` count only after the token's impression counted (a click
 * without one came from no script: a crawler, or a page without JavaScript). Anything not
 * counted — a known crawler, a repeat, a hit out of turn — adds to `filtered`. Returns whether it
 * counted; `gone` when the creative no longer exists (nothing to count against).
 */
export async function countHit(
  db: Db,
  kind: HitKind,
  token: AdToken,
  bot: boolean,
): Promise<{ counted: boolean; creative: CreativeRow | null }> {
  const [creative] = await db.select().from(adCreatives).where(eq(adCreatives.id, token.creativeId));
  if (!creative) return { counted: false, creative: null };
  return db.transaction(async (tx) => {
    let counted = false;
    if (!bot) {
      if (kind === 'impression') {
        const first = await tx
          .insert(adTokenHits)
          .values({ nonce: token.nonce, impression: true, expiresAt: new Date(token.expires * 1000) })
          .onConflictDoUpdate({
            target: adTokenHits.nonce,
            set: { impression: true },
            setWhere: eq(adTokenHits.impression, false),
          })
          .returning({ nonce: adTokenHits.nonce });
        counted = first.length > 0;
      } else {
        const flag = adTokenHits[kind];
        const first = await tx
          .update(adTokenHits)
          .set({ [kind]: true })
          .where(and(eq(adTokenHits.nonce, token.nonce), eq(adTokenHits.impression, true), eq(flag, false)))
          .returning({ nonce: adTokenHits.nonce });
        counted = first.length > 0;
      }
    }
    const column = counted ? COUNT_COLUMN[kind] : 'filtered';
    await tx
      .insert(adDailyCounts)
      .values({
        creativeId: creative.id,
        campaignId: creative.campaignId,
        slot: token.slot,
        page: token.page,
        lang: token.lang,
        day: token.day,
        [column]: 1,
      })
      .onConflictDoUpdate({
        target: [
          adDailyCounts.creativeId,
          adDailyCounts.slot,
          adDailyCounts.page,
          adDailyCounts.lang,
          adDailyCounts.day,
        ],
        set: { [column]: sql`${adDailyCounts[column]} + 1` },
      });
    return { counted, creative };
  });
}

/** Deletes the counted-pixel rows of tokens that have expired (the `ads-token-purge` job). */
export async function purgeExpiredTokenHits(db: Db, nowMs: number): Promise<number> {
  const gone = await db
    .delete(adTokenHits)
    .where(lte(adTokenHits.expiresAt, new Date(nowMs)))
    .returning({ nonce: adTokenHits.nonce });
  return gone.length;
}

// ── Reports ────────────────────────────────────────────────────────────────────────────────

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A campaign's counts from `from` to `to` (Nepal days, inclusive) by day, slot, page and language. */
export async function campaignReport(
  db: Db,
  campaign: CampaignRow,
  from: string,
  to: string,
): Promise<WireAdReport> {
  const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const rows = await db
    .select({
      day: adDailyCounts.day,
      slot: adDailyCounts.slot,
      page: adDailyCounts.page,
      lang: adDailyCounts.lang,
      impressions: sum(adDailyCounts.impressions),
      viewable: sum(adDailyCounts.viewable),
      actions: sum(adDailyCounts.actions),
      clicks: sum(adDailyCounts.clicks),
      filtered: sum(adDailyCounts.filtered),
    })
    .from(adDailyCounts)
    .where(
      and(
        eq(adDailyCounts.campaignId, campaign.id),
        gte(adDailyCounts.day, from),
        lte(adDailyCounts.day, to),
      ),
    )
    .groupBy(adDailyCounts.day, adDailyCounts.slot, adDailyCounts.page, adDailyCounts.lang)
    .orderBy(
      asc(adDailyCounts.day),
      asc(adDailyCounts.slot),
      asc(adDailyCounts.page),
      asc(adDailyCounts.lang),
    );
  const totals = { impressions: 0, viewable: 0, actions: 0, clicks: 0 };
  let filtered = 0;
  const wireRows = rows.map((row) => {
    const counts = {
      impressions: Number(row.impressions),
      viewable: Number(row.viewable),
      actions: Number(row.actions),
      clicks: Number(row.clicks),
    };
    totals.impressions += counts.impressions;
    totals.viewable += counts.viewable;
    totals.actions += counts.actions;
    totals.clicks += counts.clicks;
    filtered += Number(row.filtered);
    return { day: row.day, slot: row.slot, page: row.page as AdPage, lang: row.lang as AdLang, ...counts };
  });
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      advertiser: campaign.advertiser,
      starts_on: campaign.startsOn,
      ends_on: campaign.endsOn,
    },
    from,
    to,
    totals: {
      ...totals,
      viewable_rate: rate(totals.viewable, totals.impressions),
      ctr: rate(totals.clicks, totals.impressions),
    },
    filtered,
    // Days with only filtered hits are not report rows: nothing was counted on them.
    rows: wireRows.filter((r) => r.impressions + r.viewable + r.actions + r.clicks > 0),
  };
}

/** The report as CSV: a header and one line per row. */
export function reportCsv(report: WireAdReport): string {
  const lines = ['day,slot,page,lang,impressions,viewable,actions,clicks'];
  for (const r of report.rows) {
    lines.push([r.day, r.slot, r.page, r.lang, r.impressions, r.viewable, r.actions, r.clicks].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
