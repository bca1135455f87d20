/**
 * Types of the festival catalogue (data in `src/data/festivals.ts`) and of resolved festival dates.
 *
 * Lunar months are numbered as in `format`'s LUNAR_MONTHS: 1 = Chaitra, 2 = Baisakh (Vaishakha) …
 * 8 = Kartik … 12 = Falgun. Every lunar rule states its month convention explicitly:
 * `purnimanta` is how Nepali patros label months (the krishna half carries the *next* month's
 * name: "Kartik Krishna Aunsi" is Laxmi Puja), `amanta` is how the engine counts internally
 * (month runs new moon to new moon; Nepal Sambat also counts this way). Tithi is the number
 * within the paksha, 1–15 (krishna 15 = Aunsi/Amavasya, shukla 15 = Purnima).
 */
import type { YMD } from '../types.js';

/** The moment of the day that decides which civil day holds a lunar festival (engine-notes §6, §7.2). */
export type FestivalKala = 'udaya' | 'arunodaya' | 'madhyahna' | 'aparahna' | 'pradosha' | 'nishitha';

/** Month naming convention of a lunar rule. */
export type MonthConvention = 'purnimanta' | 'amanta';

/** Where a festival is observed (and where its holiday applies). */
export type FestivalRegion = 'national' | 'hills' | 'terai' | 'valley' | 'community';

/**
 * Holiday status: `national` public holiday, `restricted` (a holiday only for a region or a group:
 * valley-only Indra Jatra, women-only Teej, community holidays), or `none`.
 */
export type HolidayKind = 'national' | 'restricted' | 'none';

/** Event priority as in the API's event record ("0" highest). */
export type FestivalPriority = '0' | '1' | '2';

export type FestivalCategory =
  | 'hindu'
  | 'buddhist'
  | 'newar'
  | 'kirat'
  | 'tibetan'
  | 'tharu'
  | 'christian'
  | 'islamic'
  | 'sikh'
  | 'national'
  | 'international'
  | 'sankranti';

/** Tie-break for the udaya rule and for the kala rules. */
export interface FestivalTie {
  /**
   * The tithi prevails at the deciding moment on two consecutive days (vriddhi / both days):
   * take the first day, the second, or the one where the tithi covers more of the kala (vyapti).
   */
  both: 'first' | 'second' | 'vyapti';
  /**
   * The tithi prevails at the deciding moment on no day (kshaya at sunrise / neither day at the
   * kala): `start` = the civil day (sunrise to sunrise) in which the tithi begins, `next` = the day after that.
   */
  neither: 'start' | 'next';
}

/**
 * What to do when the festival's lunar month is repeated (adhik masa): keep the nija month's
 * occurrence, the adhik one, both, or `adhik-if-any` — the adhik month's in a year that has one,
 * else the nija month's (Ganga Dashahara, ADR 030).
 */
export type AdhikPolicy = 'nija' | 'adhik' | 'both' | 'adhik-if-any';

export interface LunarRule {
  kind: 'lunar';
  /** Lunar month 1–12 (1 = Chaitra, 2 = Baisakh … 8 = Kartik … 12 = Falgun), in the stated convention. */
  month: number;
  convention: MonthConvention;
  paksha: 'shukla' | 'krishna';
  /** 1–15 within the paksha (15 = Purnima in shukla, Aunsi in krishna). */
  tithi: number;
  kala: FestivalKala;
  tie: FestivalTie;
  adhik: AdhikPolicy;
  /**
   * With `udaya`: when the tithi ends before this kala on its sunrise day, the festival moves to
   * the day before (where the tithi began and covered that kala). Mha Puja: Pratipada at sunrise,
   * unless it ends before madhyahna.
   */
  dayBeforeIfEndsBefore?: FestivalKala;
}

/** The first day of a BS month, i.e. the day the Sun enters a rashi (sankranti, civil-day rule). */
export interface SankrantiRule {
  kind: 'sankranti';
  /** BS month 1–12 whose first day it is (Magh = 10 for Makar Sankranti). */
  month: number;
}

export interface BsDateRule {
  kind: 'bs-date';
  month: number;
  day: number;
}

export interface AdDateRule {
  kind: 'ad-date';
  month: number;
  day: number;
}

/** A fixed number of days after (or before, negative) another catalogue festival. */
export interface RelativeRule {
  kind: 'relative';
  to: string;
  offset: number;
}

/** Not computable from this engine (e.g. Islamic lunar dates depend on moon sighting): published dates only. */
export interface PublishedOnlyRule {
  kind: 'published';
  why: string;
}

export type FestivalRule =
  | LunarRule
  | SankrantiRule
  | BsDateRule
  | AdDateRule
  | RelativeRule
  | PublishedOnlyRule;

export interface FestivalDefinition {
  /** Stable id (kebab-case); never reused. */
  id: string;
  names: { np: string; en: string };
  rule: FestivalRule;
  region: FestivalRegion;
  holiday: HolidayKind;
  /** Who or where the restricted holiday applies to (English), when `holiday` is `restricted`. */
  holidayScope?: string;
  priority: FestivalPriority;
  category: FestivalCategory;
  /**
   * Regular expressions (source text, matched against the published Nepali event name) that
   * identify this festival in published day data. Used for official-mode overrides and the golden test.
   */
  published?: string[];
  /** Patterns that must NOT match (to separate e.g. "Kojagrat Brata" from "Kojagrat Purnima"). */
  publishedExclude?: string[];
  /** Short note on the rule's evidence or caveats. */
  note?: string;
  /** First BS year the festival is observed (an observance instituted in that year). */
  firstBsYear?: number;
}

/** A festival placed on a civil day. */
export interface ResolvedFestival {
  id: string;
  names: { np: string; en: string };
  /** Gregorian date. */
  ad: YMD;
  /** BS date (in the month table of the mode used). */
  bs: YMD;
  jdn: number;
  holiday: HolidayKind;
  region: FestivalRegion;
  priority: FestivalPriority;
  category: FestivalCategory;
  /** `published` when the date comes from shipped published data, `rule` when computed from the rule. */
  source: 'published' | 'rule';
  /** Why this day, in English, e.g. "Kartik Krishna Aunsi prevails at pradosha on 2081-07-15 (Chaturdashi at sunrise)". */
  reason: string;
}

export interface FestivalOptions {
  /** `official` (default): published dates override rules where shipped. `computed`: rules only, computed month table. */
  mode?: 'official' | 'computed';
  /** Place for sunrise and kala windows (default Kathmandu). */
  place?: import('../types.js').Place;
}
