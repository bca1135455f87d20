/**
 * The sports answers (ADR 174): the shipped recorded files, parsed once on first use and kept
 * (they never change while the process runs), shaped for the wire.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type {
  WireCricket,
  WireCricketMatch,
  WireCricketMatchRow,
  WireSportsSource,
  WireSportsTeam,
  WireStandingRow,
  WireWorldCup,
  WireWorldCupMatch,
  WireWorldCupMatchRow,
  WireWorldCupTeam,
} from '@patro/contracts';
import {
  type CricketMatch,
  eventKey,
  eventStandings,
  type MatchScorecard,
  matchScorecard,
  parseCricsheetMatch,
} from './cricsheet.js';
import { loadWorldCup, readCricsheetFiles, WORLD_CUP_YEARS, type WorldCupYear } from './loader.js';
import type { StandingRow } from './standings.js';
import {
  groupStandings,
  knockoutBracket,
  matchStatistics,
  matchSummary,
  rankThirdPlaced,
  type TeamName,
  type WorldCup,
  type WorldCupMatch,
} from './worldcup.js';

export const WORLD_CUP_SOURCE: WireSportsSource = {
  name: 'openfootball (worldcup.json, Football.TXT)',
  url: 'https://github.com/openfootball/worldcup.json',
  licence: 'CC0 1.0 (public domain)',
  recorded: '2026-11-27',
};

export const CRICSHEET_SOURCE: WireSportsSource = {
  name: 'Cricsheet',
  url: 'https://cricsheet.org',
  licence: 'ODC-BY 1.0 (attribution)',
  recorded: '2026-11-27',
};

export function isWorldCupYear(year: number): year is WorldCupYear {
  return (WORLD_CUP_YEARS as readonly number[]).includes(year);
}

const team = (t: TeamName): WireSportsTeam => ({ code: t.fifaCode, en: t.en, np: t.np });

function matchRow(m: WorldCupMatch): WireWorldCupMatchRow {
  return {
    id: m.id,
    num: m.num,
    stage: m.stage,
    round: m.round,
    group: m.group,
    team1: team(m.team1),
    team2: team(m.team2),
    kickoff: {
      utc: m.kickoff.utc,
      venue: { date: m.kickoff.venue.date, time: m.kickoff.venue.time, offset: m.kickoff.venue.offset },
      nepal: { date: m.kickoff.nepal.date, time: m.kickoff.nepal.time, offset: m.kickoff.nepal.offset },
    },
    venue: { stadium: m.venue.stadium, city: m.venue.city },
    score: m.score,
    winner: m.winner,
    hasDetails: m.details !== null,
  };
}

/** The World Cups, parsed on first use. */
export class SportsData {
  #cups = new Map<WorldCupYear, WorldCup>();
  #wire = new Map<WorldCupYear, WireWorldCup>();
  #cricket: { matches: CricketMatch[]; cards: MatchScorecard[]; names: Map<string, WireSportsTeam> } | null =
    null;

  constructor(private readonly dataDir?: string) {}

  /**
   * Parses everything once (ADR 170: right after the server listens, so no reader pays for it),
   * one data set per turn of the event loop so requests in between are not held up long.
   */
  warm(onError: (error: unknown) => void): void {
    const steps = [...WORLD_CUP_YEARS.map((year) => () => this.worldCup(year)), () => this.cricket()];
    const next = () => {
      const step = steps.shift();
      if (!step) return;
      try {
        step();
      } catch (error) {
        onError(error);
      }
      setImmediate(next);
    };
    setImmediate(next);
  }

  cup(year: WorldCupYear): WorldCup {
    let cup = this.#cups.get(year);
    if (!cup) {
      cup = this.dataDir ? loadWorldCup(year, this.dataDir) : loadWorldCup(year);
      this.#cups.set(year, cup);
    }
    return cup;
  }

  worldCup(year: WorldCupYear): WireWorldCup {
    const cached = this.#wire.get(year);
    if (cached) return cached;
    const cup = this.cup(year);
    const standings = groupStandings(cup);
    const thirds = year === 2026 ? rankThirdPlaced(standings) : [];
    const qualifiedThirds = new Set(thirds.slice(0, 8).map((r) => r.team));
    const byName = (name: string) => cup.teams.find((t) => t.en === name)!;
    const row = (r: StandingRow): WireStandingRow => ({
      position: r.position,
      team: team(byName(r.team)),
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalDifference,
      points: r.points,
      decidedBy: r.decidedBy,
      qualified: r.position <= 2 || (r.position === 3 && qualifiedThirds.has(r.team)),
    });
    const final = cup.matches.find((m) => m.stage === 'final');
    const groupOf = new Map(cup.groups.flatMap((g) => g.teams.map((t) => [t.fifaCode, g.group] as const)));
    const wire: WireWorldCup = {
      year,
      years: [...WORLD_CUP_YEARS],
      name: cup.name,
      champion: final?.winner ? team(final.winner === 1 ? final.team1 : final.team2) : null,
      matches: cup.matches.map(matchRow),
      groups: standings.map((g) => ({ group: g.group, table: g.table.map(row) })),
      thirdPlaced: thirds.map((r) => ({ ...row(r), group: r.group })),
      bracket: knockoutBracket(cup).map((b) => ({ matchId: b.matchId, stage: b.stage, from: b.from })),
      teams: cup.teams
        .map((t) => ({
          ...team(t),
          group: groupOf.get(t.fifaCode) ?? null,
          confederation: cup.profiles.get(t.fifaCode)?.confederation ?? null,
          squadSize: cup.squads.find((s) => s.team.fifaCode === t.fifaCode)?.players.length ?? 0,
        }))
        .sort((a, b) => a.en.localeCompare(b.en)),
      lacks: [...(cup.squads.length ? [] : ['squads'])],
      source: WORLD_CUP_SOURCE,
    };
    this.#wire.set(year, wire);
    return wire;
  }

  worldCupMatch(year: WorldCupYear, id: string): WireWorldCupMatch | null {
    const m = this.cup(year).matches.find((x) => x.id === id);
    if (!m) return null;
    const d = m.details;
    const stats = matchStatistics(m);
    return {
      ...matchRow(m),
      year,
      venueDetail: {
        stadium: m.venue.stadium,
        city: m.venue.city,
        capacity: m.venue.capacity,
        tournamentName: m.venue.tournamentName,
      },
      summary: matchSummary(m),
      details: d
        ? {
            attendance: d.attendance,
            referees: d.referees,
            lineups: d.lineups.map((l) => ({
              team: l.team,
              lines: l.lines,
              players: l.players.map((p) => ({
                name: p.name,
                captain: p.captain,
                substitute: p.substitute,
                onMinute: p.onMinute,
                off: p.off,
                cards: p.cards,
              })),
            })),
            shootout: d.shootout.map((k) => ({ side: k.side, player: k.player, scored: k.scored })),
          }
        : null,
      statistics: stats ? { ...stats, notInData: [...stats.notInData] } : null,
      source: WORLD_CUP_SOURCE,
    };
  }

  worldCupTeam(year: WorldCupYear, code: string): WireWorldCupTeam | null {
    const cup = this.cup(year);
    const t = cup.teams.find((x) => x.fifaCode.toLowerCase() === code.toLowerCase());
    if (!t) return null;
    const group = cup.groups.find((g) => g.teams.some((x) => x.fifaCode === t.fifaCode))?.group ?? null;
    return {
      year,
      team: { ...team(t), group, confederation: cup.profiles.get(t.fifaCode)?.confederation ?? null },
      players: cup.squads.find((s) => s.team.fifaCode === t.fifaCode)?.players ?? [],
      matches: cup.matches
        .filter((m) => m.team1.fifaCode === t.fifaCode || m.team2.fifaCode === t.fifaCode)
        .map(matchRow),
      source: WORLD_CUP_SOURCE,
    };
  }

  #cricketData() {
    if (!this.#cricket) {
      const files = this.dataDir ? readCricsheetFiles(this.dataDir) : readCricsheetFiles();
      const matches = files
        .map((f) => parseCricsheetMatch(f.text, f.file.replace(/\.json$/, '')))
        .sort((a, b) => (b.dates[0] ?? '').localeCompare(a.dates[0] ?? ''));
      const namesFile = this.dataDir
        ? `${this.dataDir}/cricket-team-names.json`
        : fileURLToPath(new URL('../../../data/sports/cricket-team-names.json', import.meta.url));
      const table = JSON.parse(readFileSync(namesFile, 'utf8')) as {
        teams: { en: string; np: string; code: string }[];
      };
      const names = new Map(table.teams.map((t) => [t.en, t]));
      this.#cricket = { matches, cards: matches.map(matchScorecard), names };
    }
    return this.#cricket;
  }

  #cricketTeam(name: string): WireSportsTeam {
    return (
      this.#cricketData().names.get(name) ?? { code: name.slice(0, 3).toUpperCase(), en: name, np: name }
    );
  }

  #cricketRow(card: MatchScorecard): WireCricketMatchRow {
    const m = card.match;
    return {
      id: m.id,
      date: m.dates[0] ?? '',
      matchType: m.matchType,
      teams: [this.#cricketTeam(m.teams[0]), this.#cricketTeam(m.teams[1])],
      venue: m.venue,
      city: m.city,
      event: m.event,
      eventKey: eventKey(m),
      result: card.resultText,
      winner: m.outcome.kind === 'win' ? m.outcome.winner : null,
      innings: card.innings.map((i) => ({
        team: i.team,
        runs: i.runs,
        wickets: i.wickets,
        overs: i.overs,
        allOut: i.allOut,
      })),
    };
  }

  cricket(): WireCricket {
    const { cards } = this.#cricketData();
    const events = new Map<string, MatchScorecard[]>();
    for (const c of cards) {
      const key = eventKey(c.match);
      events.set(key, [...(events.get(key) ?? []), c]);
    }
    return {
      matches: cards.map((c) => this.#cricketRow(c)),
      standings: [...events].map(([event, list]) => ({
        event,
        matches: list.length,
        rows: eventStandings(list).map((r) => ({
          team: this.#cricketTeam(r.team),
          played: r.played,
          won: r.won,
          lost: r.lost,
          tied: r.tied,
          noResult: r.noResult,
          points: r.points,
          netRunRate: r.netRunRate,
        })),
      })),
      nextFixture: null,
      source: CRICSHEET_SOURCE,
    };
  }

  cricketMatch(id: string): WireCricketMatch | null {
    const card = this.#cricketData().cards.find((c) => c.match.id === id);
    if (!card) return null;
    const m = card.match;
    return {
      ...this.#cricketRow(card),
      dates: m.dates,
      season: m.season,
      oversPerInnings: m.oversPerInnings,
      toss: m.toss,
      playerOfMatch: m.playerOfMatch,
      players: m.teams.map((t) => ({ team: t, xi: m.players[t] ?? [] })),
      officials: m.officials,
      scorecard: card.innings.map((i) => ({
        ...i,
        batting: i.batting.map(({ dismissal: _d, ...b }) => b),
        bowling: i.bowling.map(({ balls: _b, dots: _x, ...b }) => b),
      })),
      source: CRICSHEET_SOURCE,
    };
  }
}
