/**
 * A FIFA World Cup as it was played, from openfootball's files (CC0): worldcup.json for every
 * match, score and goal; Football.TXT for line-ups, cards, substitutions, shoot-outs, attendance
 * and referees; groups, stadiums, teams and squads. Pure: the loader (loader.ts) reads the files.
 */

import type { FootballTxtMatch, Lineup, ShootoutKick } from './football-txt.js';
import { type Kickoff, kickoffFrom, parseUtcOffset } from './kickoff.js';
import {
  computeGroupTable,
  fairPlayDeduction,
  type GroupResult,
  rankAcrossGroups,
  type StandingRow,
  type TieBreakOrder,
} from './standings.js';

export class WorldCupDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorldCupDataError';
  }
}

/** What the recorded files do not have; pages say so instead of inventing figures. */
export const WORLD_CUP_DATA_LACKS = [
  'possession',
  'shots',
  'shots-on-target',
  'corners',
  'fouls',
  'offsides',
  'passes',
  'expected-goals',
  'player-ratings',
  'live-minute-by-minute',
] as const;

export interface TeamName {
  en: string;
  np: string;
  fifaCode: string;
  aliases: string[];
}

/** The reviewed name table (data/sports/worldcup/team-names.json): every spelling → one team. */
export class TeamNames {
  private readonly byAnyName = new Map<string, TeamName>();
  constructor(readonly teams: readonly TeamName[]) {
    for (const t of teams) for (const n of [t.en, ...t.aliases]) this.byAnyName.set(n.toLowerCase(), t);
  }
  /** The team a spelling from any of the files names, or null. */
  find(name: string): TeamName | null {
    return this.byAnyName.get(name.trim().toLowerCase()) ?? null;
  }
  get(name: string): TeamName {
    const t = this.find(name);
    if (!t) throw new WorldCupDataError(`team "${name}" is not in the team-names table`);
    return t;
  }
}

export function parseTeamNames(json: unknown): TeamNames {
  const teams = (json as { teams?: unknown }).teams;
  if (!Array.isArray(teams)) throw new WorldCupDataError('team-names: "teams" must be an array');
  return new TeamNames(
    teams.map((t: Record<string, unknown>) => {
      if (typeof t.en !== 'string' || typeof t.np !== 'string' || typeof t.fifaCode !== 'string')
        throw new WorldCupDataError(`team-names: entry ${JSON.stringify(t)} lacks en, np or fifaCode`);
      return {
        en: t.en,
        np: t.np,
        fifaCode: t.fifaCode,
        aliases: Array.isArray(t.aliases) ? t.aliases.map(String) : [],
      };
    }),
  );
}

export type Stage =
  | 'group'
  | 'round-of-32'
  | 'round-of-16'
  | 'quarter-final'
  | 'semi-final'
  | 'third-place'
  | 'final';

const STAGE_OF_ROUND: [RegExp, Stage][] = [
  [/^Matchday/, 'group'],
  [/^Round of 32/, 'round-of-32'],
  [/^Round of 16/, 'round-of-16'],
  [/^Quarter-final/, 'quarter-final'],
  [/^Semi-final/, 'semi-final'],
  [/third place/i, 'third-place'],
  [/^Final$/, 'final'],
];

export interface Goal {
  /** 1 = the first-named team scored it (an own goal counts for the side it is listed under) */
  side: 1 | 2;
  player: string;
  /** as published: "90+2", "106" */
  minute: string;
  penalty: boolean;
  ownGoal: boolean;
}

export interface Score {
  /** after 90 minutes */
  fullTime: [number, number];
  halfTime: [number, number] | null;
  /** after extra time (cumulative), when played */
  extraTime: [number, number] | null;
  penalties: [number, number] | null;
}

export interface Venue {
  /** the stadium's name in the stadiums file (Estadio Azteca), or the match file's when unknown */
  stadium: string;
  city: string;
  capacity: number | null;
  /** the name the Football.TXT file uses (FIFA's tournament name, "Mexico City Stadium") */
  tournamentName: string | null;
}

export interface Substitution {
  side: 1 | 2;
  minute: string;
  on: string;
  off: string;
}

export interface Booking {
  side: 1 | 2;
  player: string;
  kind: 'yellow' | 'red' | 'second-yellow';
  minute: string;
}

export interface MatchDetails {
  attendance: number | null;
  referees: string[];
  lineups: [Lineup, Lineup];
  substitutions: Substitution[];
  bookings: Booking[];
  shootout: ShootoutKick[];
}

export interface WorldCupMatch {
  /** stable and readable: 2026-06-11-mex-rsa */
  id: string;
  year: number;
  /** FIFA's match number where the file gives it (knock-out rounds) */
  num: number | null;
  stage: Stage;
  /** as published: "Matchday 1", "Round of 32" */
  round: string;
  /** "A".."L", or null in the knock-out rounds */
  group: string | null;
  team1: TeamName;
  team2: TeamName;
  kickoff: Kickoff;
  venue: Venue;
  score: Score | null;
  goals: Goal[];
  /** 1 or 2; null for a draw in the group stage or an unplayed match */
  winner: 1 | 2 | null;
  /** null when the Football.TXT file has no line-ups for the match */
  details: MatchDetails | null;
}

export interface MatchStatistics {
  goals: [number, number];
  penaltiesScored: [number, number];
  ownGoalsFor: [number, number];
  yellowCards: [number, number];
  redCards: [number, number];
  substitutions: [number, number];
  attendance: number | null;
  /** figures that need data the files do not have */
  notInData: readonly string[];
}

export interface GroupStandings {
  group: string;
  table: StandingRow[];
}

export interface BracketMatch {
  matchId: string;
  num: number | null;
  stage: Stage;
  /** ids of the two matches whose winners (losers, for third place) meet here */
  from: [string | null, string | null];
}

export interface Squad {
  team: TeamName;
  players: {
    number: number;
    position: string;
    name: string;
    club: string | null;
    clubCountry: string | null;
    dateOfBirth: string | null;
  }[];
}

/** From worldcup.teams.json (2026 only): what a team page shows beside the name. */
export interface TeamProfile {
  fifaCode: string;
  flag: string | null;
  confederation: string | null;
  continent: string | null;
}

export interface Stadium {
  name: string;
  city: string;
  capacity: number | null;
  offsetMinutes: number | null;
  countryCode: string | null;
}

export interface WorldCup {
  year: number;
  name: string;
  teams: TeamName[];
  groups: { group: string; teams: TeamName[] }[];
  stadiums: Stadium[];
  matches: WorldCupMatch[];
  squads: Squad[];
  /** by FIFA code; empty when the tournament's files have no teams file (2022) */
  profiles: Map<string, TeamProfile>;
  tieBreakOrder: TieBreakOrder;
}

export interface WorldCupSources {
  year: number;
  matches: unknown;
  groups: unknown;
  stadiums: unknown;
  squads?: unknown;
  teams?: unknown;
  footballTxt?: FootballTxtMatch[];
  teamNames: TeamNames;
}

interface JsonGoal {
  name: string;
  minute: string | number;
  penalty?: boolean;
  owngoal?: boolean;
}
interface JsonMatch {
  round: string;
  num?: number;
  date: string;
  time: string;
  team1: string;
  team2: string;
  score?: { ft?: [number, number]; ht?: [number, number]; et?: [number, number]; p?: [number, number] };
  goals1?: JsonGoal[];
  goals2?: JsonGoal[];
  group?: string;
  ground: string;
}

const slug = (s: string) => s.toLowerCase();

function stageOf(round: string): Stage {
  for (const [re, stage] of STAGE_OF_ROUND) if (re.test(round)) return stage;
  throw new WorldCupDataError(`unknown round "${round}"`);
}

function readStadiums(json: unknown): Stadium[] {
  const list = (json as { stadiums?: unknown }).stadiums;
  if (!Array.isArray(list)) throw new WorldCupDataError('stadiums: "stadiums" must be an array');
  return list.map((s: Record<string, unknown>) => ({
    name: String(s.name),
    city: String(s.city),
    capacity: typeof s.capacity === 'number' ? s.capacity : null,
    offsetMinutes: typeof s.timezone === 'string' ? parseUtcOffset(s.timezone) : null,
    countryCode: typeof s.cc === 'string' ? s.cc : null,
  }));
}

/** A match's "ground" names a city (2026: "Mexico City") or "Stadium, City" (2022). */
function findStadium(ground: string, stadiums: Stadium[]): Stadium | null {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/\biconic\b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const [namePart] = ground.split(', ');
  return (
    stadiums.find((s) => s.city === ground) ??
    stadiums.find((s) => norm(s.name) === norm(namePart ?? '')) ??
    stadiums.find((s) =>
      norm(s.name).startsWith(
        norm(namePart ?? '')
          .split(' ')
          .slice(0, 2)
          .join(' '),
      ),
    ) ??
    null
  );
}

function detailsFrom(txt: FootballTxtMatch, team1: TeamName, names: TeamNames): MatchDetails | null {
  if (txt.lineups.length !== 2) return null;
  const sideOf = (team: string): 1 | 2 => (names.get(team).fifaCode === team1.fifaCode ? 1 : 2);
  const ordered = [...txt.lineups].sort((a, b) => sideOf(a.team) - sideOf(b.team)) as [Lineup, Lineup];
  const substitutions: Substitution[] = [];
  const bookings: Booking[] = [];
  for (const lineup of ordered) {
    const side = sideOf(lineup.team);
    for (const p of lineup.players) {
      if (p.off) substitutions.push({ side, minute: p.off.minute, on: p.off.by, off: p.name });
      for (const c of p.cards) bookings.push({ side, player: p.name, kind: c.kind, minute: c.minute });
    }
  }
  const byMinute = (a: { minute: string }, b: { minute: string }) =>
    minuteValue(a.minute) - minuteValue(b.minute);
  return {
    attendance: txt.attendance,
    referees: txt.referees,
    lineups: ordered,
    substitutions: substitutions.sort(byMinute),
    bookings: bookings.sort(byMinute),
    shootout: txt.shootout,
  };
}

/** "90+2" → 90.02, so stoppage time sorts after the 90th minute and before the 91st. */
export function minuteValue(minute: string): number {
  const [base, added] = minute.split('+');
  return Number(base) + Number(added ?? 0) / 100;
}

export function buildWorldCup(src: WorldCupSources): WorldCup {
  const names = src.teamNames;
  const matchesJson = src.matches as { name?: string; matches?: JsonMatch[] };
  if (!Array.isArray(matchesJson.matches)) throw new WorldCupDataError('matches: "matches" must be an array');
  const groupsJson = (src.groups as { groups?: { name: string; teams: string[] }[] }).groups;
  if (!Array.isArray(groupsJson)) throw new WorldCupDataError('groups: "groups" must be an array');
  const stadiums = readStadiums(src.stadiums);

  const txtByKey = new Map<string, FootballTxtMatch>();
  for (const t of src.footballTxt ?? []) {
    const a = names.find(t.team1);
    const b = names.find(t.team2);
    if (a && b) txtByKey.set(`${t.date}|${a.fifaCode}|${b.fifaCode}`, t);
  }

  const matches = matchesJson.matches.map((m): WorldCupMatch => {
    const team1 = names.get(m.team1);
    const team2 = names.get(m.team2);
    const stage = stageOf(m.round);
    const [clock, offsetText] = m.time.split(' ');
    const stadium = findStadium(m.ground, stadiums);
    const offset = offsetText ? parseUtcOffset(offsetText) : (stadium?.offsetMinutes ?? null);
    if (offset === null || !clock)
      throw new WorldCupDataError(`match ${m.date} ${m.team1} v ${m.team2}: no UTC offset`);
    const txt = txtByKey.get(`${m.date}|${team1.fifaCode}|${team2.fifaCode}`);
    const s = m.score;
    const score: Score | null = s?.ft
      ? { fullTime: s.ft, halfTime: s.ht ?? null, extraTime: s.et ?? null, penalties: s.p ?? null }
      : null;
    const goals: Goal[] = [
      ...(m.goals1 ?? []).map((g) => ({ g, side: 1 as const })),
      ...(m.goals2 ?? []).map((g) => ({ g, side: 2 as const })),
    ]
      .map(({ g, side }) => ({
        side,
        player: g.name,
        minute: String(g.minute),
        penalty: !!g.penalty,
        ownGoal: !!g.owngoal,
      }))
      .sort((a, b) => minuteValue(a.minute) - minuteValue(b.minute));
    return {
      id: `${m.date}-${slug(team1.fifaCode)}-${slug(team2.fifaCode)}`,
      year: src.year,
      num: m.num ?? null,
      stage,
      round: m.round,
      group: m.group ? m.group.replace(/^Group /, '') : null,
      team1,
      team2,
      kickoff: kickoffFrom(m.date, clock, offset),
      venue: {
        stadium: stadium?.name ?? m.ground,
        city: stadium?.city ?? m.ground,
        capacity: stadium?.capacity ?? null,
        tournamentName: txt?.stadium ?? null,
      },
      score,
      goals,
      winner: score ? winnerOf(score) : null,
      details: txt ? detailsFrom(txt, team1, names) : null,
    };
  });

  const squads: Squad[] = Array.isArray(src.squads)
    ? (src.squads as { name: string; players: Record<string, unknown>[] }[]).map((sq) => ({
        team: names.get(sq.name),
        players: sq.players.map((p) => {
          const club = p.club as { name?: string; country?: string } | undefined;
          return {
            number: Number(p.number),
            position: String(p.pos),
            name: String(p.name),
            club: club?.name ?? null,
            clubCountry: club?.country ?? null,
            dateOfBirth: typeof p.date_of_birth === 'string' ? p.date_of_birth : null,
          };
        }),
      }))
    : [];

  const profiles = new Map<string, TeamProfile>();
  if (Array.isArray(src.teams))
    for (const t of src.teams as Record<string, unknown>[]) {
      const team = names.get(String(t.name));
      profiles.set(team.fifaCode, {
        fifaCode: team.fifaCode,
        flag: typeof t.flag_icon === 'string' ? t.flag_icon : null,
        confederation: typeof t.confed === 'string' ? t.confed : null,
        continent: typeof t.continent === 'string' ? t.continent : null,
      });
    }

  const groups = groupsJson.map((g) => ({
    group: g.name.replace(/^Group /, ''),
    teams: g.teams.map((t) => names.get(t)),
  }));
  return {
    year: src.year,
    name: matchesJson.name ?? `World Cup ${src.year}`,
    teams: groups.flatMap((g) => g.teams),
    groups,
    stadiums,
    matches: matches.sort((a, b) => a.kickoff.utc.localeCompare(b.kickoff.utc)),
    squads,
    profiles,
    tieBreakOrder: src.year >= 2026 ? 'fifa-2026' : 'fifa-2022',
  };
}

function winnerOf(score: Score): 1 | 2 | null {
  const decisive = score.penalties ?? score.extraTime ?? score.fullTime;
  if (decisive[0] === decisive[1]) return null;
  return decisive[0] > decisive[1] ? 1 : 2;
}

/** Fair-play points per team over the group matches, from the Football.TXT cards (null if any match lacks them). */
function groupFairPlay(matches: WorldCupMatch[]): Map<string, number> | null {
  const fp = new Map<string, number>();
  for (const m of matches) {
    if (!m.details) return null;
    for (const [i, lineup] of m.details.lineups.entries()) {
      const team = (i === 0 ? m.team1 : m.team2).en;
      for (const p of lineup.players) fp.set(team, (fp.get(team) ?? 0) + fairPlayDeduction(p.cards));
    }
  }
  return fp;
}

/** Every group's final table, computed from the group-stage results. */
export function groupStandings(cup: WorldCup): GroupStandings[] {
  return cup.groups.map(({ group, teams }) => {
    const played = cup.matches.filter((m) => m.stage === 'group' && m.group === group && m.score);
    const results: GroupResult[] = played.map((m) => ({
      team1: m.team1.en,
      team2: m.team2.en,
      goals1: m.score!.fullTime[0],
      goals2: m.score!.fullTime[1],
    }));
    const fairPlay = groupFairPlay(played) ?? undefined;
    return {
      group,
      table: computeGroupTable(
        teams.map((t) => t.en),
        results,
        { order: cup.tieBreakOrder, ...(fairPlay ? { fairPlay } : {}) },
      ),
    };
  });
}

/** 2026's 48-team format: the eight best third-placed teams also reach the round of 32. */
export function rankThirdPlaced(standings: GroupStandings[]): (StandingRow & { group: string })[] {
  return rankAcrossGroups(
    standings.flatMap((g) => g.table.filter((r) => r.position === 3).map((r) => ({ ...r, group: g.group }))),
  );
}

const NEXT_STAGE: Partial<Record<Stage, Stage>> = {
  'round-of-32': 'round-of-16',
  'round-of-16': 'quarter-final',
  'quarter-final': 'semi-final',
  'semi-final': 'final',
};

/** The knock-out bracket: each match with the two matches that fed it (found from who advanced). */
export function knockoutBracket(cup: WorldCup): BracketMatch[] {
  const knockout = cup.matches.filter((m) => m.stage !== 'group');
  const sideTeam = (m: WorldCupMatch, side: 1 | 2) => (side === 1 ? m.team1 : m.team2).fifaCode;
  const winnerCode = (m: WorldCupMatch) => (m.winner ? sideTeam(m, m.winner) : null);
  const loserCode = (m: WorldCupMatch) => (m.winner ? sideTeam(m, m.winner === 1 ? 2 : 1) : null);
  return knockout.map((m) => {
    const previous =
      m.stage === 'third-place'
        ? 'semi-final'
        : (Object.entries(NEXT_STAGE).find(([, next]) => next === m.stage)?.[0] as Stage | undefined);
    const feeders = knockout.filter((k) => k.stage === previous);
    const pick = m.stage === 'third-place' ? loserCode : winnerCode;
    const fed = (code: string) => feeders.find((k) => pick(k) === code)?.id ?? null;
    return {
      matchId: m.id,
      num: m.num,
      stage: m.stage,
      from: [fed(m.team1.fifaCode), fed(m.team2.fifaCode)],
    };
  });
}

/** The statistics the recorded data supports for one match, and the list of those it does not. */
export function matchStatistics(m: WorldCupMatch): MatchStatistics | null {
  if (!m.score) return null;
  const pair = (f: (side: 1 | 2) => number): [number, number] => [f(1), f(2)];
  const finalGoals = m.score.extraTime ?? m.score.fullTime;
  const bookings = m.details?.bookings ?? [];
  return {
    goals: finalGoals,
    penaltiesScored: pair((s) => m.goals.filter((g) => g.side === s && g.penalty).length),
    ownGoalsFor: pair((s) => m.goals.filter((g) => g.side === s && g.ownGoal).length),
    yellowCards: pair((s) => bookings.filter((b) => b.side === s && b.kind === 'yellow').length),
    redCards: pair((s) => bookings.filter((b) => b.side === s && b.kind !== 'yellow').length),
    substitutions: pair((s) => m.details?.substitutions.filter((x) => x.side === s).length ?? 0),
    attendance: m.details?.attendance ?? null,
    notInData: m.details
      ? WORLD_CUP_DATA_LACKS
      : [...WORLD_CUP_DATA_LACKS, 'line-ups', 'cards', 'substitutions', 'attendance'],
  };
}

export type SummaryEvent =
  | { kind: 'goal'; side: 1 | 2; minute: string; player: string; penalty: boolean; ownGoal: boolean }
  | { kind: 'card'; side: 1 | 2; minute: string; player: string; card: Booking['kind'] }
  | { kind: 'substitution'; side: 1 | 2; minute: string; on: string; off: string };

/** The match in order of play: goals, cards and substitutions by minute. */
export function matchSummary(m: WorldCupMatch): SummaryEvent[] {
  const events: SummaryEvent[] = [
    ...m.goals.map((g) => ({ kind: 'goal' as const, ...g })),
    ...(m.details?.bookings ?? []).map((b) => ({
      kind: 'card' as const,
      side: b.side,
      minute: b.minute,
      player: b.player,
      card: b.kind,
    })),
    ...(m.details?.substitutions ?? []).map((s) => ({ kind: 'substitution' as const, ...s })),
  ];
  return events.sort((a, b) => minuteValue(a.minute) - minuteValue(b.minute));
}
