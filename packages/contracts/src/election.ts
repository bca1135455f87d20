/**
 * The election pages' wire (spec §2 /election; ADR 170, 171): House of Representatives
 * first-past-the-post results of BS 2082 with 2079 beside them. Read-only and public.
 */

export interface WireBilingual {
  np: string;
  en: string;
}

/** Where the numbers come from, shown on every page. */
export interface WireElectionSource {
  /** BS year of the election */
  year: number;
  /** AD date of polling day, YYYY-MM-DD */
  polled_on: string;
  /** YYYY-MM-DD: the last update of the feed as recorded */
  as_of: string;
  publisher: WireBilingual;
  url: string;
  /** how the file reached us (a public mirror of the Commission's feed) */
  via: string;
}

export interface WirePartyName {
  /** the reviewed party id (party-names.json), or the published name for a party not in the table */
  key: string;
  /** bilingual name from the reviewed table; null for a party it does not list */
  name: WireBilingual | null;
  /** the name as published in this year's file */
  published: string;
}

export interface WireElectionCandidate extends WirePartyName {
  id: number;
  /** as published (Devanagari) */
  candidate: string;
  gender: string;
  age: number | null;
  /** the election symbol's name as published (the feed has no images) */
  symbol: string;
  votes: number;
  rank: number;
  /** from `Remarks: "Elected"` */
  elected: boolean;
  /** percent of the constituency's votes, two decimals */
  vote_share: number;
}

export interface WireTallyRow {
  key: string;
  name: WireBilingual | null;
  /** every published spelling met in the year's file */
  published: string[];
  seats: number;
  votes: number;
  candidates: number;
  vote_share: number;
}

export interface WireDistrictRef {
  id: number;
  slug: string;
  name: WireBilingual;
}

export interface WireProvinceRef {
  id: number;
  name: WireBilingual;
}

export interface WireConstituencySummary {
  /** `${districtId}-${number}` */
  key: string;
  number: number;
  name: WireBilingual;
  district: WireDistrictRef;
  province: WireProvinceRef;
  winner: WireElectionCandidate;
  runner_up: WireElectionCandidate | null;
  total_votes: number;
  margin: number;
  candidates: number;
  /** the 2079 winner of the same seat */
  previous_winner: WireElectionCandidate | null;
  /** the seat went to another party (or another independent) than in 2079 */
  changed_hands: boolean | null;
}

export interface WireProvinceSummary extends WireProvinceRef {
  constituencies: number;
  districts: number;
  /** seats won in the province, most first */
  seats: { key: string; name: WireBilingual | null; published: string; seats: number }[];
}

/** GET /election */
export interface WireElectionOverview {
  source: WireElectionSource;
  previous_source: WireElectionSource;
  constituencies: number;
  candidates: number;
  total_votes: number;
  tally: WireTallyRow[];
  previous_tally: WireTallyRow[];
  provinces: WireProvinceSummary[];
  /** what the data does not have: 'proportional-representation', 'turnout', … */
  lacks: string[];
  /** seats changing hands since 2079 */
  changed_hands: number;
}

/** GET /election/provinces/:province */
export interface WireElectionProvince {
  source: WireElectionSource;
  province: WireProvinceRef;
  tally: WireTallyRow[];
  districts: (WireDistrictRef & { constituencies: WireConstituencySummary[] })[];
  lacks: string[];
}

/** GET /election/districts/:district */
export interface WireElectionDistrict {
  source: WireElectionSource;
  province: WireProvinceRef;
  district: WireDistrictRef;
  tally: WireTallyRow[];
  constituencies: WireConstituencySummary[];
  lacks: string[];
}

/** GET /election/constituencies */
export interface WireElectionConstituencies {
  source: WireElectionSource;
  constituencies: WireConstituencySummary[];
}

/** GET /election/constituencies/:constituency */
export interface WireElectionConstituency {
  source: WireElectionSource;
  previous_source: WireElectionSource;
  constituency: WireConstituencySummary;
  candidates: WireElectionCandidate[];
  previous: { candidates: WireElectionCandidate[]; total_votes: number } | null;
  swing: {
    /** share of the 2082 winner's party in 2079 and 2082, percent */
    before_share: number | null;
    after_share: number;
    /** points gained by the 2082 winner's party; null for an independent winner */
    winner_party_swing: number | null;
    changed_hands: boolean;
  } | null;
  lacks: string[];
}

export type WireElectionHit =
  | {
      kind: 'candidate';
      candidate: WireElectionCandidate;
      constituency: { key: string; name: WireBilingual };
    }
  | { kind: 'party'; key: string; name: WireBilingual; seats: number; votes: number }
  | { kind: 'constituency'; key: string; name: WireBilingual; winner: WireElectionCandidate }
  | { kind: 'district'; slug: string; name: WireBilingual; constituencies: number };

/** GET /election/search?q= */
export interface WireElectionSearch {
  source: WireElectionSource;
  q: string;
  hits: WireElectionHit[];
  /** more matched than were returned */
  truncated: boolean;
}
