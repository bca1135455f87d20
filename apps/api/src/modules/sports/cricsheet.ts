/**
 * Cricsheet match files (JSON format 1.x, https://cricsheet.org/format/json/) → a checked match
 * and a scorecard computed from the deliveries. Pure: text in, data out. The same parser serves
 * the shipped files and, later, files an admin imports. Data from Cricsheet (cricsheet.org).
 */

export class CricsheetFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CricsheetFormatError';
  }
}

export interface Delivery {
  batter: string;
  bowler: string;
  nonStriker: string;
  runs: { batter: number; extras: number; total: number; nonBoundary: boolean };
  extras: { wides: number; noballs: number; byes: number; legbyes: number; penalty: number };
  wickets: { playerOut: string; kind: string; fielders: { name: string; substitute: boolean }[] }[];
}

export interface Over {
  /** 0-based, as in the file */
  over: number;
  deliveries: Delivery[];
}

export interface Innings {
  team: string;
  overs: Over[];
  target: { runs: number; overs: number | null } | null;
  superOver: boolean;
}

export type Outcome =
  | {
      kind: 'win';
      winner: string;
      by: { runs: number } | { wickets: number } | { innings: true; runs: number };
      method: string | null;
    }
  | { kind: 'tie' | 'no-result' | 'draw'; eliminatorWinner: string | null; method: string | null };

export interface CricketMatch {
  /** Cricsheet's match id (the file name without .json) */
  id: string;
  teams: [string, string];
  matchType: string;
  matchTypeNumber: number | null;
  gender: string;
  dates: string[];
  venue: string;
  city: string | null;
  event: { name: string; matchNumber: number | null; group: string | null; stage: string | null } | null;
  season: string;
  /** overs per innings (50, 20) */
  oversPerInnings: number | null;
  ballsPerOver: number;
  toss: { winner: string; decision: 'bat' | 'field' };
  outcome: Outcome;
  playerOfMatch: string[];
  /** the playing XI of each team, in the file's order */
  players: Record<string, string[]>;
  officials: { umpires: string[]; tvUmpires: string[]; matchReferees: string[]; reserveUmpires: string[] };
  innings: Innings[];
  /** Cricsheet's meta: data_version, created, revision */
  meta: { dataVersion: string; created: string; revision: number };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new CricsheetFormatError(`missing ${what}`);
  return value;
}

function readDelivery(d: unknown, where: string): Delivery {
  if (!isObject(d) || !isObject(d.runs)) throw new CricsheetFormatError(`${where}: a delivery without runs`);
  const batter = d.batter;
  const bowler = d.bowler;
  const nonStriker = d.non_striker;
  if (typeof batter !== 'string' || typeof bowler !== 'string' || typeof nonStriker !== 'string')
    throw new CricsheetFormatError(`${where}: a delivery without batter, bowler or non_striker`);
  const e = isObject(d.extras) ? d.extras : {};
  return {
    batter,
    bowler,
    nonStriker,
    runs: {
      batter: num(d.runs.batter),
      extras: num(d.runs.extras),
      total: num(d.runs.total),
      nonBoundary: d.runs.non_boundary === true,
    },
    extras: {
      wides: num(e.wides),
      noballs: num(e.noballs),
      byes: num(e.byes),
      legbyes: num(e.legbyes),
      penalty: num(e.penalty),
    },
    wickets: (Array.isArray(d.wickets) ? d.wickets : []).map((w: unknown) => {
      if (!isObject(w) || typeof w.player_out !== 'string' || typeof w.kind !== 'string')
        throw new CricsheetFormatError(`${where}: a wicket without player_out or kind`);
      return {
        playerOut: w.player_out,
        kind: w.kind,
        fielders: (Array.isArray(w.fielders) ? w.fielders : []).filter(isObject).map((f) => ({
          name: String(f.name ?? ''),
          substitute: f.substitute === true,
        })),
      };
    }),
  };
}

/** Reads and checks one Cricsheet JSON match file. Throws CricsheetFormatError on anything it cannot use. */
export function parseCricsheetMatch(text: string, id: string): CricketMatch {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new CricsheetFormatError('not JSON');
  }
  if (!isObject(json) || !isObject(json.info) || !Array.isArray(json.innings))
    throw new CricsheetFormatError('not a Cricsheet match file (no info or innings)');
  const meta = isObject(json.meta) ? json.meta : {};
  if (typeof meta.data_version !== 'string' || !meta.data_version.startsWith('1.'))
    throw new CricsheetFormatError(`unsupported data_version ${String(meta.data_version)} (1.x expected)`);
  const info = json.info;
  const teams = strings(info.teams);
  if (teams.length !== 2) throw new CricsheetFormatError('info.teams must name two teams');
  const toss = need(isObject(info.toss) ? info.toss : null, 'info.toss');
  const tossDecision = toss.decision === 'bat' || toss.decision === 'field' ? toss.decision : null;
  const outcome = need(isObject(info.outcome) ? info.outcome : null, 'info.outcome');
  const by = isObject(outcome.by) ? outcome.by : null;
  const method = typeof outcome.method === 'string' ? outcome.method : null;
  let parsedOutcome: Outcome;
  if (typeof outcome.winner === 'string' && by) {
    parsedOutcome = {
      kind: 'win',
      winner: outcome.winner,
      by: by.innings
        ? { innings: true, runs: num(by.runs) }
        : typeof by.runs === 'number'
          ? { runs: by.runs }
          : { wickets: num(by.wickets) },
      method,
    };
  } else if (outcome.result === 'tie' || outcome.result === 'no result' || outcome.result === 'draw') {
    parsedOutcome = {
      kind: outcome.result === 'no result' ? 'no-result' : outcome.result,
      eliminatorWinner: typeof outcome.eliminator === 'string' ? outcome.eliminator : null,
      method,
    };
  } else throw new CricsheetFormatError('info.outcome has neither a winner nor a result');
  const players = isObject(info.players) ? info.players : {};
  const event = isObject(info.event) ? info.event : null;
  const officials = isObject(info.officials) ? info.officials : {};
  return {
    id,
    teams: [teams[0]!, teams[1]!],
    matchType: String(need(info.match_type, 'info.match_type')),
    matchTypeNumber: typeof info.match_type_number === 'number' ? info.match_type_number : null,
    gender: String(info.gender ?? ''),
    dates: strings(info.dates),
    venue: String(need(info.venue, 'info.venue')),
    city: typeof info.city === 'string' ? info.city : null,
    event: event
      ? {
          name: String(event.name ?? ''),
          matchNumber: typeof event.match_number === 'number' ? event.match_number : null,
          group: event.group === undefined ? null : String(event.group),
          stage: typeof event.stage === 'string' ? event.stage : null,
        }
      : null,
    season: String(info.season ?? ''),
    oversPerInnings: typeof info.overs === 'number' ? info.overs : null,
    ballsPerOver: typeof info.balls_per_over === 'number' ? info.balls_per_over : 6,
    toss: {
      winner: String(need(toss.winner, 'info.toss.winner')),
      decision: need(tossDecision, 'info.toss.decision'),
    },
    outcome: parsedOutcome,
    playerOfMatch: strings(info.player_of_match),
    players: Object.fromEntries(teams.map((t) => [t, strings(players[t])])),
    officials: {
      umpires: strings(officials.umpires),
      tvUmpires: strings(officials.tv_umpires),
      matchReferees: strings(officials.match_referees),
      reserveUmpires: strings(officials.reserve_umpires),
    },
    innings: json.innings.map((inn: unknown, i: number) => {
      if (!isObject(inn) || typeof inn.team !== 'string' || !Array.isArray(inn.overs))
        throw new CricsheetFormatError(`innings ${i + 1}: no team or overs`);
      const target = isObject(inn.target) ? inn.target : null;
      return {
        team: inn.team,
        superOver: inn.super_over === true,
        target: target
          ? { runs: num(target.runs), overs: typeof target.overs === 'number' ? target.overs : null }
          : null,
        overs: inn.overs.map((o: unknown) => {
          if (!isObject(o) || typeof o.over !== 'number' || !Array.isArray(o.deliveries))
            throw new CricsheetFormatError(`innings ${i + 1}: an over without a number or deliveries`);
          return {
            over: o.over,
            deliveries: o.deliveries.map((d) => readDelivery(d, `innings ${i + 1} over ${o.over}`)),
          };
        }),
      };
    }),
    meta: {
      dataVersion: meta.data_version,
      created: String(meta.created ?? ''),
      revision: num(meta.revision),
    },
  };
}

// ── Scorecard ────────────────────────────────────────────────────────────────────────────────

/** Dismissals credited to the bowler (Laws of Cricket 32–39); run outs and retirements are not. */
const BOWLER_WICKETS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);
/** Not a fall of wicket: the batter may return. */
const NOT_OUT_KINDS = new Set(['retired hurt', 'retired not out']);

export interface BattingLine {
  player: string;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** runs per 100 balls, one decimal; null before a ball is faced */
  strikeRate: number | null;
  /** "not out", "c Fielder b Bowler", "b Bowler", "lbw b Bowler", "run out (Fielder)", … */
  howOut: string;
  out: boolean;
  dismissal: { kind: string; bowler: string | null; fielders: string[] } | null;
}

export interface BowlingLine {
  player: string;
  /** legal balls bowled */
  balls: number;
  /** "9.2" */
  overs: string;
  maidens: number;
  runs: number;
  wickets: number;
  /** runs per six-ball over, two decimals; null before a legal ball */
  economy: number | null;
  wides: number;
  noballs: number;
  dots: number;
}

export interface FallOfWicket {
  wicket: number;
  runs: number;
  player: string;
  /** "48.2": the ball of the innings at which it fell */
  over: string;
}

export interface InningsScorecard {
  team: string;
  runs: number;
  wickets: number;
  /** legal balls */
  balls: number;
  overs: string;
  allOut: boolean;
  extras: { total: number; byes: number; legbyes: number; wides: number; noballs: number; penalty: number };
  batting: BattingLine[];
  didNotBat: string[];
  bowling: BowlingLine[];
  fallOfWickets: FallOfWicket[];
  target: { runs: number; overs: number | null } | null;
  superOver: boolean;
}

export function oversText(balls: number, ballsPerOver = 6): string {
  return `${Math.floor(balls / ballsPerOver)}.${balls % ballsPerOver}`.replace(/\.0$/, '');
}

function howOutText(kind: string, bowler: string, fielders: { name: string; substitute: boolean }[]): string {
  const f = fielders.map((x) => (x.substitute ? `sub (${x.name})` : x.name));
  switch (kind) {
    case 'bowled':
      return `b ${bowler}`;
    case 'lbw':
      return `lbw b ${bowler}`;
    case 'caught':
      return `c ${f[0] ?? ''} b ${bowler}`;
    case 'caught and bowled':
      return `c & b ${bowler}`;
    case 'stumped':
      return `st ${f[0] ?? ''} b ${bowler}`;
    case 'hit wicket':
      return `hit wicket b ${bowler}`;
    case 'run out':
      return f.length ? `run out (${f.join('/')})` : 'run out';
    default:
      return kind;
  }
}

export function inningsScorecard(match: CricketMatch, innings: Innings): InningsScorecard {
  const bpo = match.ballsPerOver;
  const batters = new Map<string, BattingLine>();
  const bat = (name: string) => {
    let line = batters.get(name);
    if (!line) {
      line = {
        player: name,
        runs: 0,
        balls: 0,
        fours: 0,
        sixes: 0,
        strikeRate: null,
        howOut: 'not out',
        out: false,
        dismissal: null,
      };
      batters.set(name, line);
    }
    return line;
  };
  const bowlers = new Map<string, BowlingLine>();
  const bowl = (name: string) => {
    let line = bowlers.get(name);
    if (!line) {
      line = {
        player: name,
        balls: 0,
        overs: '0',
        maidens: 0,
        runs: 0,
        wickets: 0,
        economy: null,
        wides: 0,
        noballs: 0,
        dots: 0,
      };
      bowlers.set(name, line);
    }
    return line;
  };
  const extras = { total: 0, byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: 0 };
  const fallOfWickets: FallOfWicket[] = [];
  let runs = 0;
  let wickets = 0;
  let legalBalls = 0;

  for (const over of innings.overs) {
    // A maiden: one bowler, a complete over, nothing conceded off the bat, wides or no-balls.
    const perBowler = new Map<string, { legal: number; conceded: number }>();
    for (const d of over.deliveries) {
      bat(d.batter);
      bat(d.nonStriker);
      const bowler = bowl(d.bowler);
      const legal = d.extras.wides === 0 && d.extras.noballs === 0;
      // Byes and leg-byes are not the bowler's; wides and no-balls are (ICC playing conditions).
      const conceded = d.runs.total - d.extras.byes - d.extras.legbyes - d.extras.penalty;
      const striker = bat(d.batter);
      striker.runs += d.runs.batter;
      if (d.extras.wides === 0) striker.balls++;
      if (!d.runs.nonBoundary && d.runs.batter === 4) striker.fours++;
      if (!d.runs.nonBoundary && d.runs.batter === 6) striker.sixes++;
      bowler.runs += conceded;
      bowler.wides += d.extras.wides;
      bowler.noballs += d.extras.noballs;
      if (legal) {
        bowler.balls++;
        legalBalls++;
        if (d.runs.total === 0) bowler.dots++;
      }
      const spell = perBowler.get(d.bowler) ?? { legal: 0, conceded: 0 };
      spell.legal += legal ? 1 : 0;
      spell.conceded += conceded;
      perBowler.set(d.bowler, spell);
      extras.byes += d.extras.byes;
      extras.legbyes += d.extras.legbyes;
      extras.wides += d.extras.wides;
      extras.noballs += d.extras.noballs;
      extras.penalty += d.extras.penalty;
      runs += d.runs.total;
      for (const w of d.wickets) {
        const out = bat(w.playerOut);
        if (NOT_OUT_KINDS.has(w.kind)) {
          out.howOut = w.kind;
          continue;
        }
        const credited = BOWLER_WICKETS.has(w.kind);
        if (credited) bowler.wickets++;
        out.out = true;
        out.howOut = howOutText(w.kind, d.bowler, w.fielders);
        out.dismissal = {
          kind: w.kind,
          bowler: credited ? d.bowler : null,
          fielders: w.fielders.map((f) => f.name),
        };
        wickets++;
        fallOfWickets.push({ wicket: wickets, runs, player: w.playerOut, over: oversText(legalBalls, bpo) });
      }
    }
    if (perBowler.size === 1) {
      const [[name, spell]] = [...perBowler.entries()] as [[string, { legal: number; conceded: number }]];
      if (spell.legal === bpo && spell.conceded === 0) bowl(name).maidens++;
    }
  }
  extras.total = extras.byes + extras.legbyes + extras.wides + extras.noballs + extras.penalty;
  for (const b of batters.values())
    b.strikeRate = b.balls ? Math.round((b.runs / b.balls) * 1000) / 10 : null;
  for (const b of bowlers.values()) {
    b.overs = oversText(b.balls, bpo);
    b.economy = b.balls ? Math.round((b.runs / (b.balls / bpo)) * 100) / 100 : null;
  }
  const xi = match.players[innings.team] ?? [];
  return {
    team: innings.team,
    runs,
    wickets,
    balls: legalBalls,
    overs: oversText(legalBalls, bpo),
    // All out: ten wickets, or every batter of a shorter XI used up (retirements aside).
    allOut: wickets >= Math.max(1, (xi.length || 11) - 1),
    extras,
    batting: [...batters.values()],
    didNotBat: xi.filter((p) => !batters.has(p)),
    bowling: [...bowlers.values()],
    fallOfWickets,
    target: innings.target,
    superOver: innings.superOver,
  };
}

export interface MatchScorecard {
  match: CricketMatch;
  innings: InningsScorecard[];
  /** "India won by 10 wickets (D/L)" */
  resultText: string;
}

export function resultText(match: CricketMatch): string {
  const o = match.outcome;
  const method = o.method ? ` (${o.method})` : '';
  if (o.kind === 'win') {
    const by = o.by;
    if ('innings' in by) return `${o.winner} won by an innings and ${by.runs} runs${method}`;
    if ('runs' in by) return `${o.winner} won by ${by.runs} run${by.runs === 1 ? '' : 's'}${method}`;
    return `${o.winner} won by ${by.wickets} wicket${by.wickets === 1 ? '' : 's'}${method}`;
  }
  if (o.kind === 'tie')
    return `Match tied${o.eliminatorWinner ? ` (${o.eliminatorWinner} won the super over)` : ''}${method}`;
  if (o.kind === 'draw') return 'Match drawn';
  return 'No result';
}

export function matchScorecard(match: CricketMatch): MatchScorecard {
  return {
    match,
    innings: match.innings.map((i) => inningsScorecard(match, i)),
    resultText: resultText(match),
  };
}

// ── Standings ────────────────────────────────────────────────────────────────────────────────

export interface CricketStandingRow {
  team: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  runsFor: number;
  /** balls faced, with an all-out innings counted as the full quota */
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
  /** three decimals, as published; null before a completed match */
  netRunRate: number | null;
}

/**
 * Standings for one event from the matches given: 2 points a win, 1 a tie or no result. Net run
 * rate by the ICC rule: runs per over scored minus runs per over conceded, where a side bowled out
 * counts its full quota of overs, and in a match decided by a revised (D/L) target the side
 * batting first is credited with the target minus one off the revised overs. No-result matches
 * do not count towards net run rate.
 */
export function eventStandings(matches: readonly MatchScorecard[]): CricketStandingRow[] {
  const rows = new Map<string, CricketStandingRow>();
  const row = (team: string) => {
    let r = rows.get(team);
    if (!r) {
      r = {
        team,
        played: 0,
        won: 0,
        lost: 0,
        tied: 0,
        noResult: 0,
        points: 0,
        runsFor: 0,
        ballsFaced: 0,
        runsAgainst: 0,
        ballsBowled: 0,
        netRunRate: null,
      };
      rows.set(team, r);
    }
    return r;
  };
  for (const { match, innings } of matches) {
    const [a, b] = match.teams.map(row) as [CricketStandingRow, CricketStandingRow];
    a.played++;
    b.played++;
    const o = match.outcome;
    if (o.kind === 'win') {
      const [w, l] = o.winner === a.team ? [a, b] : [b, a];
      w.won++;
      w.points += 2;
      l.lost++;
    } else if (o.kind === 'tie') {
      a.tied++;
      b.tied++;
      a.points++;
      b.points++;
    } else {
      a.noResult++;
      b.noResult++;
      a.points++;
      b.points++;
      continue;
    }
    const regular = innings.filter((i) => !i.superOver);
    const first = regular[0];
    const second = regular[1];
    if (!first || !second) continue;
    const bpo = match.ballsPerOver;
    const quota = (match.oversPerInnings ?? 0) * bpo;
    const revised = second.target?.overs != null && second.target.overs * bpo < quota;
    const credit = (inn: InningsScorecard, isFirst: boolean) => {
      if (isFirst && revised) return { runs: second.target!.runs - 1, balls: second.target!.overs! * bpo };
      const allowed = inn === second && revised ? second.target!.overs! * bpo : quota;
      return { runs: inn.runs, balls: inn.allOut && allowed ? allowed : inn.balls };
    };
    for (const [inn, isFirst] of [
      [first, true],
      [second, false],
    ] as const) {
      const c = credit(inn, isFirst);
      const batting = row(inn.team);
      const bowling = inn.team === a.team ? b : a;
      batting.runsFor += c.runs;
      batting.ballsFaced += c.balls;
      bowling.runsAgainst += c.runs;
      bowling.ballsBowled += c.balls;
    }
  }
  for (const r of rows.values()) {
    if (r.ballsFaced && r.ballsBowled)
      r.netRunRate =
        Math.round((r.runsFor / (r.ballsFaced / 6) - r.runsAgainst / (r.ballsBowled / 6)) * 1000) / 1000;
  }
  return [...rows.values()].sort((x, y) => y.points - x.points || (y.netRunRate ?? 0) - (x.netRunRate ?? 0));
}

/** Groups matches by event (name and group) for per-event standings. */
export function eventKey(match: CricketMatch): string {
  if (!match.event) return `${match.matchType} ${match.season}`;
  return match.event.group ? `${match.event.name} — Group ${match.event.group}` : match.event.name;
}
