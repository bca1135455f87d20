/**
 * Rashifal (horoscope) wire shapes: the portal read (`GET /rashifal`, spec §7 "returns np[] keyed
 * by type"), the astrologer editor's reads and writes under `/admin/rashifal`, and role grants.
 */
export type WireRashifalType = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** A horoscope sign (spec §3): id 1–12, names, title, the letters of the name, colour. */
export interface WireRashiSign {
  id: number;
  slug: string;
  name: string;
  np: string;
  en: string;
  title: string;
  /** नामका अक्षर: syllables that begin names under this sign. */
  letters: string[];
  /** The sign's element (tattva); `colour` is the element's display colour. */
  element: 'fire' | 'earth' | 'air' | 'water';
  colour: string;
}

export interface WireRashifalPeriod {
  type: WireRashifalType;
  /** First and last day, AD ISO dates (Kathmandu). */
  start: string;
  end: string;
  /** The period in words, e.g. "२०८३ मंसिर ७, सोमबार" or "Mangsir 2083". */
  label: string;
}

export interface WireTransit {
  graha: string;
  sign: number;
  house: number;
  good: boolean;
  label: string;
}

/** One sign's rashifal for one period. */
export interface WireRashifalEntry extends WireRashiSign {
  type: WireRashifalType;
  period: WireRashifalPeriod;
  text: string;
  /** `astrologer`: written in the editor; `computed`: composed from the planets' transits. */
  source: 'astrologer' | 'computed';
  /** Astrologer entries: who wrote it and when it was published. */
  author: string | null;
  published_at: string | null;
  /** Computed entries: how it was computed, and the transits used. */
  basis: string | null;
  transits: WireTransit[];
}

/** `GET /rashifal?lang=np` → `{ date, np: { daily: [...12], weekly, monthly, yearly } }`. */
export type WireRashifalPortal = { date: string } & Partial<
  Record<'np' | 'en', Partial<Record<WireRashifalType, WireRashifalEntry[]>>>
>;

/** An astrologer's entry as the editor sees it (drafts and scheduled ones included). */
export interface WireRashifalDraft {
  id: number;
  sign: number;
  type: WireRashifalType;
  period_start: string;
  lang: 'np' | 'en';
  text: string;
  publish_at: string;
  published: boolean;
  author: string;
  updated_at: string;
}

/** `GET /admin/rashifal` — one row per sign with the entry (if any) and the computed text beside it. */
export interface WireRashifalEditorSlot {
  sign: WireRashiSign;
  entry: WireRashifalDraft | null;
  computed: string;
}

export interface WireRashifalEditor {
  type: WireRashifalType;
  lang: 'np' | 'en';
  period: WireRashifalPeriod;
  slots: WireRashifalEditorSlot[];
}
