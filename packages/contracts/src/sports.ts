/**
 * Sports (ADR 174): what the API answers for the World Cup and cricket pages and the web renders.
 * Recorded data only: openfootball (CC0) for the World Cup, Cricsheet (attribution) for cricket.
 */

/** A team as the reviewed name table gives it. */
export interface WireSportsTeam {
  code: string;
  en: string;
  np: string;
}

export interface WireWallClock {
  date: string;
  time: string;
  offset: string;
}

export type WireWorldCupStage =
  | 'group'
  | 'round-of-32'
  | 'round-of-16'
  | 'quarter-final'
  | 'semi-final'
  | 'third-place'
  | 'final';

export interface WireWorldCupScore {
  fullTime: [number, number];
  halfTime: [number, number] | null;
  extraTime: [number, number] | null;
  penalties: [number, number] | null;
}

/** One match in a list: enough for fixtures, results and the bracket. */
export interface WireWorldCupMatchRow {
  id: string;
  num: number | null;
  stage: WireWorldCupStage;
  round: string;
  group: string | null;
  team1: WireSportsTeam;
  team2: WireSportsTeam;
  kickoff: { utc: string; venue: WireWallClock; nepal: WireWallClock };
  venue: { stadium: string; city: string };
  score: WireWorldCupScore | null;
  winner: 1 | 2 | null;
  /** whether the recorded file has line-ups, cards and substitutions for it */
  hasDetails: boolean;
}

export interface WireStandingRow {
  position: number;
  team: WireSportsTeam;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  decidedBy: string | null;
  /** 2026: the best eight third-placed teams also went through */
  qualified: boolean;
}

export interface WireSportsSource {
  name: string;
  url: string;
  licence: string;
  recorded: string;
}

/** GET /sports/worldcup/:year */
export interface WireWorldCup {
  year: number;
  years: number[];
  name: string;
  champion: WireSportsTeam | null;
  matches: WireWorldCupMatchRow[];
  groups: { group: string; table: WireStandingRow[] }[];
  /** 2026 only: the third-placed teams ranked across groups */
  thirdPlaced: (WireStandingRow & { group: string })[];
  bracket: { matchId: string; stage: WireWorldCupStage; from: [string | null, string | null] }[];
  teams: (WireSportsTeam & { group: string | null; confederation: string | null; squadSize: number })[];
  lacks: string[];
  source: WireSportsSource;
}

export interface WireLineupPlayer {
  name: string;
  captain: boolean;
  substitute: boolean;
  onMinute: string | null;
  off: { minute: string; by: string } | null;
  cards: { kind: 'yellow' | 'red' | 'second-yellow'; minute: string }[];
}

export type WireSummaryEvent =
  | { kind: 'goal'; side: 1 | 2; minute: string; player: string; penalty: boolean; ownGoal: boolean }
  | { kind: 'card'; side: 1 | 2; minute: string; player: string; card: 'yellow' | 'red' | 'second-yellow' }
  | { kind: 'substitution'; side: 1 | 2; minute: string; on: string; off: string };

/** GET /sports/worldcup/:year/matches/:id */
export interface WireWorldCupMatch extends WireWorldCupMatchRow {
  year: number;
  venueDetail: { stadium: string; city: string; capacity: number | null; tournamentName: string | null };
  summary: WireSummaryEvent[];
  details: {
    attendance: number | null;
    referees: string[];
    lineups: { team: string; lines: string[][]; players: WireLineupPlayer[] }[];
    shootout: { side: 1 | 2; player: string; scored: boolean }[];
  } | null;
  statistics: {
    goals: [number, number];
    penaltiesScored: [number, number];
    ownGoalsFor: [number, number];
    yellowCards: [number, number];
    redCards: [number, number];
    substitutions: [number, number];
    attendance: number | null;
    notInData: string[];
  } | null;
  source: WireSportsSource;
}

/** GET /sports/worldcup/:year/teams/:code */
export interface WireWorldCupTeam {
  year: number;
  team: WireSportsTeam & { group: string | null; confederation: string | null };
  players: {
    number: number;
    position: string;
    name: string;
    club: string | null;
    clubCountry: string | null;
    dateOfBirth: string | null;
  }[];
  matches: WireWorldCupMatchRow[];
  source: WireSportsSource;
}

/** One cricket match in a list. */
export interface WireCricketMatchRow {
  id: string;
  date: string;
  matchType: string;
  teams: [WireSportsTeam, WireSportsTeam];
  venue: string;
  city: string | null;
  event: { name: string; matchNumber: number | null; group: string | null; stage: string | null } | null;
  eventKey: string;
  result: string;
  /** null for a tie, no result or draw */
  winner: string | null;
  innings: { team: string; runs: number; wickets: number; overs: string; allOut: boolean }[];
}

export interface WireCricketStandingRow {
  team: WireSportsTeam;
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  netRunRate: number | null;
}

/** GET /sports/cricket */
export interface WireCricket {
  matches: WireCricketMatchRow[];
  standings: { event: string; rows: WireCricketStandingRow[]; matches: number }[];
  /** Recorded files hold played matches only: no fixtures. */
  nextFixture: null;
  source: WireSportsSource;
}

export interface WireCricketInnings {
  team: string;
  runs: number;
  wickets: number;
  balls: number;
  overs: string;
  allOut: boolean;
  extras: { total: number; byes: number; legbyes: number; wides: number; noballs: number; penalty: number };
  batting: {
    player: string;
    runs: number;
    balls: number;
    fours: number;
    sixes: number;
    strikeRate: number | null;
    howOut: string;
    out: boolean;
  }[];
  didNotBat: string[];
  bowling: {
    player: string;
    overs: string;
    maidens: number;
    runs: number;
    wickets: number;
    economy: number | null;
    wides: number;
    noballs: number;
  }[];
  fallOfWickets: { wicket: number; runs: number; player: string; over: string }[];
  target: { runs: number; overs: number | null } | null;
  superOver: boolean;
}

/** GET /sports/cricket/matches/:id */
export interface WireCricketMatch extends WireCricketMatchRow {
  dates: string[];
  season: string;
  oversPerInnings: number | null;
  toss: { winner: string; decision: 'bat' | 'field' };
  playerOfMatch: string[];
  players: { team: string; xi: string[] }[];
  officials: { umpires: string[]; tvUmpires: string[]; matchReferees: string[]; reserveUmpires: string[] };
  scorecard: WireCricketInnings[];
  source: WireSportsSource;
}
