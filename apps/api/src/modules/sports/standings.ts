/**
 * Group tables computed from results, in the order FIFA's tournament regulations rank teams.
 *
 * FIFA World Cup Qatar 2022 regulations, art. 32.5: points; goal difference; goals scored; then,
 * among the teams still level, points, goal difference and goals in the matches between them;
 * then fair-play points; then the drawing of lots.
 * FIFA World Cup 2026 regulations put the matches between the level teams first (points, goal
 * difference, goals between them, re-applied to a smaller group still level), then overall goal
 * difference and goals, fair play, and the FIFA ranking.
 * A tie the data cannot break (lots, ranking) is reported as such, never guessed.
 */

export type TieBreakOrder = 'fifa-2022' | 'fifa-2026';

export interface GroupResult {
  team1: string;
  team2: string;
  goals1: number;
  goals2: number;
}

export interface StandingRow {
  position: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** fair-play points (≤ 0) when card data was given, else null */
  fairPlay: number | null;
  /** set when the row's place needed more than points: the criterion that decided it */
  decidedBy: 'goal-difference' | 'goals-scored' | 'head-to-head' | 'fair-play' | 'unresolved' | null;
}

interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

function tally(teams: readonly string[], results: readonly GroupResult[]): Map<string, Tally> {
  const table = new Map<string, Tally>(
    teams.map((t) => [t, { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }]),
  );
  for (const r of results) {
    const a = table.get(r.team1);
    const b = table.get(r.team2);
    if (!a || !b) continue;
    a.played++;
    b.played++;
    a.goalsFor += r.goals1;
    a.goalsAgainst += r.goals2;
    b.goalsFor += r.goals2;
    b.goalsAgainst += r.goals1;
    if (r.goals1 > r.goals2) {
      a.won++;
      a.points += 3;
      b.lost++;
    } else if (r.goals1 < r.goals2) {
      b.won++;
      b.points += 3;
      a.lost++;
    } else {
      a.drawn++;
      b.drawn++;
      a.points++;
      b.points++;
    }
  }
  return table;
}

type Key = (team: string) => number;
type Criterion = { name: StandingRow['decidedBy']; keys: (teams: string[]) => Key[]; reapply?: boolean };

/**
 * Sorts `teams` by the criteria in turn; teams level on one criterion go to the next. Returns
 * ordered groups (a group of more than one = still level after every criterion).
 */
function rankBy(
  teams: string[],
  criteria: Criterion[],
  decided: Map<string, StandingRow['decidedBy']>,
): string[][] {
  if (teams.length <= 1 || criteria.length === 0) return [teams];
  const [criterion, ...rest] = criteria as [Criterion, ...Criterion[]];
  const keys = criterion.keys(teams);
  const compare = (a: string, b: string) => {
    for (const key of keys) {
      const d = key(b) - key(a);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...teams].sort(compare);
  const out: string[][] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && compare(sorted[i]!, sorted[j]!) === 0) j++;
    const level = sorted.slice(i, j);
    if (level.length === 1) {
      if (teams.length > 1 && !decided.has(level[0]!)) decided.set(level[0]!, criterion.name);
      out.push(level);
    } else if (level.length < teams.length && criterion.reapply) {
      // FIFA 2026: a smaller group still level re-applies the head-to-head criteria to itself.
      out.push(...rankBy(level, criteria, decided));
    } else {
      out.push(...rankBy(level, rest, decided));
    }
    i = j;
  }
  return out;
}

export function computeGroupTable(
  teams: readonly string[],
  results: readonly GroupResult[],
  options: { order: TieBreakOrder; fairPlay?: ReadonlyMap<string, number> },
): StandingRow[] {
  const overall = tally(teams, results);
  const get = (t: string) => overall.get(t)!;
  const headToHead = (level: string[]): Key[] => {
    const among = tally(
      level,
      results.filter((r) => level.includes(r.team1) && level.includes(r.team2)),
    );
    const h = (t: string) => among.get(t)!;
    return [(t) => h(t).points, (t) => h(t).goalsFor - h(t).goalsAgainst, (t) => h(t).goalsFor];
  };
  const points: Criterion = { name: null, keys: () => [(t) => get(t).points] };
  const gd: Criterion = {
    name: 'goal-difference',
    keys: () => [(t) => get(t).goalsFor - get(t).goalsAgainst],
  };
  const gf: Criterion = { name: 'goals-scored', keys: () => [(t) => get(t).goalsFor] };
  const h2h: Criterion = { name: 'head-to-head', keys: headToHead, reapply: options.order === 'fifa-2026' };
  const fairPlay = options.fairPlay;
  const fp: Criterion = { name: 'fair-play', keys: () => (fairPlay ? [(t) => fairPlay.get(t) ?? 0] : []) };
  const criteria = options.order === 'fifa-2022' ? [points, gd, gf, h2h, fp] : [points, h2h, gd, gf, fp];

  const decided = new Map<string, StandingRow['decidedBy']>();
  const groups = rankBy([...teams], criteria, decided);
  const rows: StandingRow[] = [];
  for (const group of groups) {
    for (const team of group) {
      const t = get(team);
      rows.push({
        position: rows.length + 1,
        team,
        ...t,
        goalDifference: t.goalsFor - t.goalsAgainst,
        fairPlay: fairPlay ? (fairPlay.get(team) ?? 0) : null,
        decidedBy: group.length > 1 ? 'unresolved' : (decided.get(team) ?? null),
      });
    }
  }
  return rows;
}

/** FIFA fair-play deduction for one player in one match: only the heaviest applies. */
export function fairPlayDeduction(cards: readonly { kind: 'yellow' | 'red' | 'second-yellow' }[]): number {
  const kinds = new Set(cards.map((c) => c.kind));
  if (kinds.has('second-yellow')) return -3;
  if (kinds.has('red')) return kinds.has('yellow') ? -5 : -4;
  if (kinds.has('yellow')) return -1;
  return 0;
}

/** Ranks rows from different groups (the best third-placed teams of 2026): points, GD, goals, fair play. */
export function rankAcrossGroups<T extends StandingRow>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      (b.fairPlay ?? 0) - (a.fairPlay ?? 0),
  );
}
