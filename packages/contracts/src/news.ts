/** News, blogs and radio (ADR 130–133): what the API answers and the web renders. */
import type { WireSourceHealth } from './markets.js';

/** One headline, linking out to the outlet's article. */
export interface WireNewsItem {
  title: string;
  link: string;
  /** ISO instant. */
  published_at: string;
  outlet: string;
  image: string | null;
}

/** GET /news and GET /blogs. */
export interface WireNewsList {
  items: WireNewsItem[];
  /** The outlets of the reader's language, for the outlet filter. */
  outlets: { id: number; name: string }[];
  /** When a feed last answered (ISO), or null when nothing was ever fetched. */
  fetched_at: string | null;
}

/** `news`: an outlet's main feed; `blog`: our blog (BLOGS_URL); `sport`: an outlet's sport section. */
export const FEED_KINDS = ['news', 'blog', 'sport'] as const;
export type WireFeedKind = (typeof FEED_KINDS)[number];

/** GET /admin/feeds: one feed and its health. */
export interface WireFeedHealth {
  id: number;
  outlet: string;
  url: string;
  lang: 'np' | 'en';
  kind: WireFeedKind;
  active: boolean;
  timeout_ms: number;
  items: number;
  last_success_at: string | null;
  last_error_at: string | null;
  last_error: string | null;
  recent: WireSourceHealth['recent'];
}

/** One station of the radio directory. */
export interface WireRadioStation {
  id: number;
  slug: string;
  name: string;
  frequency: number | null;
  address: string | null;
  province: number | null;
  stream_url: string;
  /** hls (m3u8, needs hls.js outside Safari), audio (a direct stream). */
  stream_type: 'hls' | 'audio';
  /** Every listed station plays (ADR 158); kept for older clients. */
  playable: boolean;
  /**
   * The stream is plain http: a secure page plays it through the API's relay,
   * `GET /radios/:slug/stream`, not from `stream_url` (ADR 158).
   */
  relayed: boolean;
  logo: string | null;
  plays: number;
  /** The name and place in Devanagari (a reviewed table, ADR 159); null where none is recorded. */
  name_ne: string | null;
  address_ne: string | null;
}

/** Where the station list came from, said in plain words on the page's about line (ADR 159). */
export interface WireRadioSource {
  /** The list's origin: an app's name and its author. */
  name: { en: string; np: string };
  /** Its home page. */
  url: string;
  /** The licence it states, or null when it states none. */
  licence: string | null;
  /** The day the list was recorded (YYYY-MM-DD). */
  recorded: string;
  /** The last stream check of any listed station (ISO instant), or null before the first. */
  checked_at: string | null;
}

/** GET /radios. */
export interface WireRadioDirectory {
  stations: WireRadioStation[];
  trending: WireRadioStation[];
  source: WireRadioSource;
}

/** GET /admin/radios: a station with what the check found. */
export interface WireRadioAdmin extends WireRadioStation {
  hidden: boolean;
  alive: boolean;
  checked_at: string | null;
  check_error: string | null;
}
