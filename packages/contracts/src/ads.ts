/**
 * Our own ad server (issue 25): what the API answers and the web renders. Spec §3 (Banner:
 * image, image_mobile, position, status, order; a slot is a banner or slider with an ads flag
 * and urls; each fetched ad gives url and pixels), §6 (subscribers: no ads, premium banner
 * slots), §7 (`GET /api/v1/public/rows?screen=web`, `GET /banner/{slot}`, the ad call).
 *
 * As everywhere in the API, each type below is the `data` of the answer: `GET /banner/{slot}`
 * answers `{ data: WireBanner }` (ADR 220).
 */

/** The public pages that carry slots. */
export const AD_PAGES = ['home', 'calendar', 'rashifal', 'markets', 'news', 'radio'] as const;
export type AdPage = (typeof AD_PAGES)[number];

/** Where a slot sits: `top` of the content, `inline` between sections, `bottom` fixed on phones. */
export const AD_POSITIONS = ['top', 'inline', 'bottom'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export type AdSlotKind = 'banner' | 'slider';

/** Ad languages: a campaign runs in one or both. */
export type AdLang = 'np' | 'en';

export interface WireAdText {
  np: string;
  en: string;
}

/**
 * One slot as the pages place it (`GET /api/v1/public/rows?screen=web`, spec §7). `ads` true: the
 * slot shows ads to visitors and non-subscribers (spec §3 "ads flag"); false: a premium banner slot,
 * shown only to subscribers. `width`/`height` are the creative's size in CSS px on desktop and
 * `mobile_width`/`mobile_height` below 768 px: the page reserves exactly that box (CLS 0).
 */
export interface WireAdSlot {
  key: string;
  kind: AdSlotKind;
  position: AdPosition;
  pages: AdPage[];
  ads: boolean;
  order: number;
  width: number;
  height: number;
  mobile_width: number;
  mobile_height: number;
  /** The ad calls of this slot (spec §3 "urls"): `GET` each returns a `WireServedAd` or 204. */
  urls: string[];
  /** Admin answers only (`GET /admin/ads/slots`): `off` slots are not in the public rows. */
  status?: 'active' | 'off';
  /**
   * Optional (web, ADR 224): the creative the page may render into its HTML without counting
   * anything. On an ad slot (`ads` true): one of its house ads, shown only to browsers without
   * JavaScript (inside `<noscript>`). On a premium slot (`ads` false): its premium banner, which
   * the browser of an ad-free reader shows without any request to `/banner` or `/ads`. Absent:
   * the slot shows nothing then (its box stays empty with its label, or collapses).
   */
  house?: WireAdHouse;
}

/** A slot's uncounted creative (see `WireAdSlot.house`): URLs absolute or site-relative. */
export interface WireAdHouse {
  image: string;
  image_mobile: string;
  alt: WireAdText;
  /** Where the link goes: a Patro page (a house ad) or any https address; no counting redirect. */
  target: string;
}

/** GET /api/v1/public/rows?screen=web */
export interface WireAdRows {
  slots: WireAdSlot[];
}

/**
 * One chosen ad or banner (spec §3 banner fields, §7 "returning url and pixels"). `url` is the
 * first-party click redirect (`/ads/click/{token}`), never the advertiser's own address; `pixels`
 * are first-party counting URLs, each counting once per token. Absolute URLs on the API host.
 */
export interface WireServedAd {
  /** Stable id of the creative (for tests and the admin's preview). */
  creative_id: number;
  slot: string;
  /** `campaign`, or `house` when no campaign runs (Patro's own promotions), or `premium` (subscribers). */
  source: 'campaign' | 'house' | 'premium';
  image: string;
  image_mobile: string;
  alt: string;
  width: number;
  height: number;
  mobile_width: number;
  mobile_height: number;
  position: AdPosition;
  order: number;
  url: string;
  pixels: {
    /** GET on image load (not on localhost unless the page says so, spec §7). */
    impression: string;
    /** GET after ≥ 50 % in view in a visible, focused tab for one continuous second (MRC). */
    viewable: string;
    /** GET after ≥ 50 % in view for four continuous seconds (spec §9 "action"). */
    action: string;
  };
}

/** GET /banner/{slot}?page=&lang=: a banner slot's ads (a slider has several, in order). */
export interface WireBanner {
  slot: WireAdSlot;
  ads: WireServedAd[];
}

export type CampaignStatus = 'draft' | 'active' | 'paused' | 'ended';

/** A creative of a campaign (or a house ad when `campaign_id` is null). */
export interface WireAdCreative {
  id: number;
  campaign_id: number | null;
  /** Slot keys this creative may fill. */
  slots: string[];
  image: string;
  image_mobile: string;
  alt: WireAdText;
  /** House and premium creatives only: `house` fills ad slots, `premium` the subscribers' slots. */
  kind: 'campaign' | 'house' | 'premium';
  status: 'active' | 'off';
  order: number;
  /** House and premium creatives: the web path a click goes to (`/subscription`); null for a campaign's. */
  target_url?: string | null;
}

/** An admin's view of a campaign (GET /admin/ads/campaigns, /admin/ads/campaigns/{id}). */
export interface WireAdCampaign {
  id: number;
  name: string;
  advertiser: string;
  /** The advertiser account that may read this campaign's report, by e-mail; null: admins only. */
  advertiser_email: string | null;
  target_url: string;
  slots: string[];
  pages: AdPage[];
  langs: AdLang[];
  /** Nepal calendar days, AD `YYYY-MM-DD`, inclusive. */
  starts_on: string;
  ends_on: string;
  daily_cap: number | null;
  total_cap: number | null;
  weight: number;
  status: CampaignStatus;
  creatives: WireAdCreative[];
  created_at: string;
  updated_at: string;
}

/** One row of a report: a day, slot, page and language's counts. */
export interface WireAdReportRow {
  day: string;
  slot: string;
  page: AdPage;
  lang: AdLang;
  impressions: number;
  viewable: number;
  actions: number;
  clicks: number;
}

/** GET /ads/campaigns/{id}/report?from=&to= (also `.csv`). Rates are 0–1, null with no impressions. */
export interface WireAdReport {
  campaign: { id: number; name: string; advertiser: string; starts_on: string; ends_on: string };
  from: string;
  to: string;
  totals: {
    impressions: number;
    viewable: number;
    actions: number;
    clicks: number;
    viewable_rate: number | null;
    ctr: number | null;
  };
  /** Filtered out as bots or repeats, for honesty: counted nowhere else. */
  filtered: number;
  rows: WireAdReportRow[];
}

/** GET /ads/campaigns: the campaigns the caller may read (an advertiser: its own). */
export interface WireAdCampaignList {
  campaigns: {
    id: number;
    name: string;
    advertiser: string;
    status: CampaignStatus;
    starts_on: string;
    ends_on: string;
  }[];
}
