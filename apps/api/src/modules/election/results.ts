/**
 * House of Representatives first-past-the-post results, from the Election Commission Nepal's
 * result feed (one record per candidate; README in data/election/). Pure: parsed JSON in, model
 * out; loader.ts reads the files.
 *
 * The winner is the record with Remarks "Elected" (E_STATUS is empty in the final feed). Only
 * FPTP: proportional-representation seats are not in these files, and neither are the counts of
 * voters and ballots cast, so turnout cannot be computed from them.
 */

import { toDevanagariDigits } from '@patro/calendar';

export class ElectionDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ElectionDataError';
  }
}

export interface Bilingual {
  np: string;
  en: string;
}

export interface Candidate {
  id: number;
  name: string;
  gender: string;
  age: number | null;
  /** the party name as published, whitespace tidied */
  party: string;
  /** the reviewed party's id when the name is in the table, else null */
  partyId: string | null;
  symbol: { id: number | null; name: string };
  votes: number;
  /** 1 = most votes: as published, or the place by votes where the file's ranks repeat (2079) */
  rank: number;
  elected: boolean;
}

export interface Constituency {
  /** `${districtId}-${number}`, the Commission's key (the number counts within the district) */
  key: string;
  number: number;
  districtId: number;
  provinceId: number;
  /** "झापा-५" / "Jhapa-5" */
  name: Bilingual;
  /** by rank */
  candidates: Candidate[];
  winner: Candidate;
  totalVotes: number;
  /** votes of the winner minus the runner-up */
  margin: number;
}

export interface District {
  id: number;
  provinceId: number;
  /** np as this year's file spells it; en from the reviewed places table */
  name: Bilingual;
  constituencies: Constituency[];
}

export interface Province {
  id: number;
  name: Bilingual;
  districts: District[];
}

export interface PartyInfo {
  id: string;
  np: string;
  en: string;
  variants: string[];
}

export interface PartyTable {
  independent: string;
  parties: PartyInfo[];
}

export interface PlacesTable {
  provinces: { id: number; np: string; en: string }[];
  districts: { id: number; provinceId: number; np: string; en: string }[];
}

export interface Election {
  /** BS year: 2082, 2079 */
  year: number;
  provinces: Province[];
  constituencies: Constituency[];
  candidates: number;
  /** what the data does not have, for the pages to say */
  notInData: readonly string[];
}

export const ELECTION_DATA_LACKS = [
  'proportional-representation',
  'turnout',
  'registered-voters',
  'invalid-votes',
] as const;

/** The feeds carry trailing and doubled spaces in party names; one spelling per party. */
export const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim();

export function parsePartyTable(json: unknown): PartyTable {
  const j = json as { independent?: unknown; parties?: unknown };
  if (typeof j.independent !== 'string' || !Array.isArray(j.parties))
    throw new ElectionDataError('party table: "independent" and "parties" are required');
  return {
    independent: j.independent,
    parties: j.parties.map((p: Record<string, unknown>) => {
      if (
        typeof p.id !== 'string' ||
        typeof p.np !== 'string' ||
        typeof p.en !== 'string' ||
        !Array.isArray(p.variants)
      )
        throw new ElectionDataError(`party table: entry ${JSON.stringify(p)} lacks id, np, en or variants`);
      return { id: p.id, np: p.np, en: p.en, variants: p.variants.map((v) => tidyName(String(v))) };
    }),
  };
}

interface FeedRecord {
  CandidateID: number;
  CandidateName: string;
  Gender: string;
  Age: number | null;
  PoliticalPartyName: string;
  SymbolID: number | null;
  SymbolName: string;
  State: number;
  DistrictCd: number;
  DistrictName: string;
  SCConstID: string | number;
  TotalVoteReceived: number;
  Rank: string | number;
  Remarks: string | null;
}

/** Reads the feed (a JSON array, BOM-prefixed as the Commission serves it, or not). */
export function parseResultFeed(text: string): FeedRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ElectionDataError('the result feed is not JSON');
  }
  if (!Array.isArray(json)) throw new ElectionDataError('the result feed must be an array of candidates');
  return json.map((r: Record<string, unknown>, i) => {
    for (const field of ['CandidateID', 'State', 'DistrictCd', 'TotalVoteReceived'] as const)
      if (typeof r[field] !== 'number') throw new ElectionDataError(`record ${i}: ${field} must be a number`);
    for (const field of ['CandidateName', 'PoliticalPartyName', 'DistrictName'] as const)
      if (typeof r[field] !== 'string') throw new ElectionDataError(`record ${i}: ${field} must be text`);
    if (r.SCConstID === undefined || r.Rank === undefined)
      throw new ElectionDataError(`record ${i}: SCConstID and Rank are required`);
    return r as unknown as FeedRecord;
  });
}

export function buildElection(
  year: number,
  records: FeedRecord[],
  places: PlacesTable,
  parties: PartyTable,
): Election {
  const partyByName = new Map<string, PartyInfo>();
  for (const p of parties.parties) for (const v of p.variants) partyByName.set(v, p);
  const districtEn = new Map(places.districts.map((d) => [d.id, d.en]));
  const provinceNames = new Map(places.provinces.map((p) => [p.id, p]));

  const byConstituency = new Map<
    string,
    { districtId: number; provinceId: number; number: number; districtNp: string; candidates: Candidate[] }
  >();
  for (const r of records) {
    const number = Number(r.SCConstID);
    const key = `${r.DistrictCd}-${number}`;
    let c = byConstituency.get(key);
    if (!c) {
      c = {
        districtId: r.DistrictCd,
        provinceId: r.State,
        number,
        districtNp: r.DistrictName.trim(),
        candidates: [],
      };
      byConstituency.set(key, c);
    }
    const party = tidyName(r.PoliticalPartyName);
    c.candidates.push({
      id: r.CandidateID,
      name: tidyName(r.CandidateName),
      gender: r.Gender,
      age: typeof r.Age === 'number' ? r.Age : null,
      party,
      partyId: partyByName.get(party)?.id ?? null,
      symbol: {
        id: typeof r.SymbolID === 'number' ? r.SymbolID : null,
        name: tidyName(String(r.SymbolName ?? '')),
      },
      votes: r.TotalVoteReceived,
      rank: Number(r.Rank),
      elected: r.Remarks === 'Elected',
    });
  }

  const constituencies: Constituency[] = [...byConstituency.entries()].map(([key, c]) => {
    // The 2079 file carries Rank "1" for every candidate; where the published ranks are not one
    // per candidate, the rank is the place by votes (ties share a place).
    if (new Set(c.candidates.map((x) => x.rank)).size !== c.candidates.length)
      for (const x of c.candidates) x.rank = 1 + c.candidates.filter((y) => y.votes > x.votes).length;
    const candidates = c.candidates.sort((a, b) => a.rank - b.rank || b.votes - a.votes);
    const elected = candidates.filter((x) => x.elected);
    if (elected.length !== 1)
      throw new ElectionDataError(`${year} ${key}: ${elected.length} candidates marked Elected`);
    const en = districtEn.get(c.districtId);
    if (!en)
      throw new ElectionDataError(`${year} ${key}: district ${c.districtId} is not in the places table`);
    const byVotes = [...candidates].sort((a, b) => b.votes - a.votes);
    return {
      key,
      number: c.number,
      districtId: c.districtId,
      provinceId: c.provinceId,
      name: { np: `${c.districtNp}-${toDevanagariDigits(c.number)}`, en: `${en}-${c.number}` },
      candidates,
      winner: elected[0]!,
      totalVotes: candidates.reduce((s, x) => s + x.votes, 0),
      margin: (byVotes[0]?.votes ?? 0) - (byVotes[1]?.votes ?? 0),
    };
  });
  constituencies.sort(
    (a, b) => a.provinceId - b.provinceId || a.districtId - b.districtId || a.number - b.number,
  );

  const provinces: Province[] = [];
  for (const c of constituencies) {
    let p = provinces.find((x) => x.id === c.provinceId);
    if (!p) {
      const names = provinceNames.get(c.provinceId);
      if (!names) throw new ElectionDataError(`province ${c.provinceId} is not in the places table`);
      p = { id: c.provinceId, name: { np: names.np, en: names.en }, districts: [] };
      provinces.push(p);
    }
    let d = p.districts.find((x) => x.id === c.districtId);
    if (!d) {
      d = {
        id: c.districtId,
        provinceId: p.id,
        name: { np: c.name.np.replace(/-[०-९]+$/, ''), en: districtEn.get(c.districtId)! },
        constituencies: [],
      };
      p.districts.push(d);
    }
    d.constituencies.push(c);
  }
  return { year, provinces, constituencies, candidates: records.length, notInData: ELECTION_DATA_LACKS };
}

export interface PartyTallyRow {
  /** the reviewed id, or the published name for a party not in the table */
  key: string;
  name: Bilingual | null;
  /** every published spelling met in this year's file */
  published: string[];
  seats: number;
  votes: number;
  candidates: number;
  /** share of all FPTP votes, percent with two decimals */
  voteShare: number;
}

const partyKey = (c: Candidate) => c.partyId ?? c.party;

/** Seats won (FPTP) and votes by party, most seats first, then most votes. */
export function partyTally(election: Election, parties: PartyTable): PartyTallyRow[] {
  const info = new Map(parties.parties.map((p) => [p.id, p]));
  const rows = new Map<string, PartyTallyRow>();
  let allVotes = 0;
  for (const c of election.constituencies) {
    for (const cand of c.candidates) {
      const key = partyKey(cand);
      let row = rows.get(key);
      if (!row) {
        const p = cand.partyId ? info.get(cand.partyId) : undefined;
        row = {
          key,
          name: p ? { np: p.np, en: p.en } : null,
          published: [],
          seats: 0,
          votes: 0,
          candidates: 0,
          voteShare: 0,
        };
        rows.set(key, row);
      }
      if (!row.published.includes(cand.party)) row.published.push(cand.party);
      row.candidates++;
      row.votes += cand.votes;
      allVotes += cand.votes;
      if (cand.elected) row.seats++;
    }
  }
  for (const r of rows.values()) r.voteShare = allVotes ? Math.round((r.votes / allVotes) * 10000) / 100 : 0;
  return [...rows.values()].sort((a, b) => b.seats - a.seats || b.votes - a.votes);
}

export function totalVotes(election: Election): number {
  return election.constituencies.reduce((s, c) => s + c.totalVotes, 0);
}

export interface ConstituencySwing {
  key: string;
  name: Bilingual;
  before: { year: number; winner: Candidate; winnerShare: number };
  after: { year: number; winner: Candidate; winnerShare: number };
  /** the later winner's party changed from the earlier winner's (joined by the reviewed table) */
  changedHands: boolean;
  /**
   * Percentage points gained by the later winner's party since the earlier election (its share
   * then was 0 if it did not stand). Independents are not one party: for an independent winner
   * this is null.
   */
  winnerPartySwing: number | null;
}

function partyShare(c: Constituency, key: string): number {
  const votes = c.candidates.filter((x) => partyKey(x) === key).reduce((s, x) => s + x.votes, 0);
  return c.totalVotes ? (votes / c.totalVotes) * 100 : 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The swing in every constituency between two elections (keys are stable: same district ids and numbers). */
export function constituencySwing(
  before: Election,
  after: Election,
  parties: PartyTable,
): ConstituencySwing[] {
  const earlier = new Map(before.constituencies.map((c) => [c.key, c]));
  return after.constituencies.flatMap((c) => {
    const prev = earlier.get(c.key);
    if (!prev) return [];
    const independent = c.winner.party === parties.independent;
    const key = partyKey(c.winner);
    return [
      {
        key: c.key,
        name: c.name,
        before: {
          year: before.year,
          winner: prev.winner,
          winnerShare: round2(partyShare(prev, partyKey(prev.winner))),
        },
        after: { year: after.year, winner: c.winner, winnerShare: round2(partyShare(c, key)) },
        changedHands:
          independent || prev.winner.party === parties.independent
            ? c.winner.id !== prev.winner.id
            : key !== partyKey(prev.winner),
        winnerPartySwing: independent ? null : round2(partyShare(c, key) - partyShare(prev, key)),
      },
    ];
  });
}
