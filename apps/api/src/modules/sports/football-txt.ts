/**
 * Football.TXT (openfootball's plain-text match format, CC0) → matches with line-ups, cards,
 * substitutions, penalty shoot-outs, attendance and referees. Pure: text in, data out.
 *
 *   ▪▪ Group A
 *   Thu Jun 11 13:00 UTC-6 @ Mexico City Stadium, Mexico City, Att: 80824
 *     Mexico v South Africa  2-0
 *        (Julian QUINONES 9', Raul JIMENEZ 67')
 *   Mexico: Raul RANGEL - Cesar MONTES [c] [R 90+2'], … Brian GUTIERREZ [Y 23'] (66' Luis CHAVEZ) - …
 *   Refs: Wilton SAMPAIO (BRA)
 */

import { parseUtcOffset } from './kickoff.js';

export class FootballTxtError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'FootballTxtError';
  }
}

export type CardKind = 'yellow' | 'red' | 'second-yellow';

export interface Card {
  kind: CardKind;
  /** as written: "23", "90+2" */
  minute: string;
}

export interface LineupPlayer {
  name: string;
  captain: boolean;
  cards: Card[];
  /** true for a player who came on */
  substitute: boolean;
  /** the minute this player came on (substitutes only) */
  onMinute: string | null;
  /** the minute this player went off, with who replaced them */
  off: { minute: string; by: string } | null;
}

export interface Lineup {
  team: string;
  /** the starting eleven by line as written (goalkeeper, defence, midfield, attack) */
  lines: string[][];
  /** every player who took part, starters first, then substitutes in the order they appear */
  players: LineupPlayer[];
}

export interface ShootoutKick {
  /** the team that took it: 1 or 2 */
  side: 1 | 2;
  player: string;
  scored: boolean;
  /** running score after the kick, when scored */
  score: [number, number] | null;
}

export interface FootballTxtMatch {
  /** "First Stage", "Round of 32", … as written */
  stage: string;
  /** "Group A" or null */
  group: string | null;
  /** local date at the venue, YYYY-MM-DD */
  date: string;
  time: string;
  offsetMinutes: number;
  /** "Mexico City Stadium" */
  stadium: string;
  city: string;
  attendance: number | null;
  team1: string;
  team2: string;
  /** null for a fixture the file does not yet have a result for */
  score: { ft: [number, number]; aet: boolean; pens: [number, number] | null } | null;
  /** the scorer lines as written (the JSON files carry the goals in structured form) */
  scorersText: string | null;
  shootout: ShootoutKick[];
  lineups: Lineup[];
  referees: string[];
  /** 1-based line of the match header in the file */
  line: number;
}

const MONTHS: Record<string, number> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};

const HEADER =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\w{3}) (\d{1,2}) (\d{2}:\d{2}) (UTC[+-]\d{1,2}(?::\d{2})?) @ (.+?)(?:, Att: (\d+))?$/;
const TEAMS = /^ {2}(\S.*?) v\s+(\S.*?)(?:\s{2,}(\d+)-(\d+)( a\.e\.t\.)?(?:, (\d+)-(\d+) pen\.)?)?\s*$/;

/** Splits on a separator at parenthesis/bracket depth 0. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

const CARD = /^\[(Y|R|Y\/R) (\d+(?:\+\d+)?)'\]/;

/**
 * One player token: `Name [c] [Y 23'] (66' Sub [Y 80'] (88' Sub2))`. Returns the player and every
 * substitute chained behind them.
 */
function parsePlayerToken(token: string, line: number, onMinute: string | null = null): LineupPlayer[] {
  let rest = token.trim();
  const nameEnd = rest.search(/\s*[[(]/);
  const name = (nameEnd === -1 ? rest : rest.slice(0, nameEnd)).trim();
  if (!name) throw new FootballTxtError(`a player without a name in "${token}"`, line);
  rest = nameEnd === -1 ? '' : rest.slice(nameEnd).trim();
  const player: LineupPlayer = {
    name,
    captain: false,
    cards: [],
    substitute: onMinute !== null,
    onMinute,
    off: null,
  };
  const chained: LineupPlayer[] = [];
  while (rest.length > 0) {
    if (rest.startsWith('[c]')) {
      player.captain = true;
      rest = rest.slice(3).trim();
      continue;
    }
    const card = CARD.exec(rest);
    if (card) {
      const kind: CardKind = card[1] === 'Y' ? 'yellow' : card[1] === 'R' ? 'red' : 'second-yellow';
      player.cards.push({ kind, minute: card[2]! });
      rest = rest.slice(card[0].length).trim();
      continue;
    }
    if (rest.startsWith('(')) {
      // the matching parenthesis (substitutes nest: "(64' A (87' B))")
      let depth = 0;
      let end = -1;
      for (let i = 0; i < rest.length; i++) {
        if (rest[i] === '(') depth++;
        else if (rest[i] === ')' && --depth === 0) {
          end = i;
          break;
        }
      }
      if (end === -1) throw new FootballTxtError(`unclosed "(" in "${token}"`, line);
      const inner = rest.slice(1, end).trim();
      const sub = /^(\d+(?:\+\d+)?)'\s+(.+)$/s.exec(inner);
      if (!sub) throw new FootballTxtError(`a substitution without a minute: "(${inner})"`, line);
      const [incoming, ...further] = parsePlayerToken(sub[2]!, line, sub[1]!);
      player.off = { minute: sub[1]!, by: incoming!.name };
      chained.push(incoming!, ...further);
      rest = rest.slice(end + 1).trim();
      continue;
    }
    throw new FootballTxtError(`unexpected "${rest}" after ${name}`, line);
  }
  return [player, ...chained];
}

export function parseLineup(team: string, text: string, line: number): Lineup {
  const lines = splitTopLevel(text.replace(/\s+/g, ' '), ' - ');
  const starters: LineupPlayer[] = [];
  const subs: LineupPlayer[] = [];
  const byLine: string[][] = [];
  for (const group of lines) {
    const names: string[] = [];
    for (const token of splitTopLevel(group, ',')) {
      const [starter, ...bench] = parsePlayerToken(token, line);
      starters.push(starter!);
      names.push(starter!.name);
      subs.push(...bench);
    }
    byLine.push(names);
  }
  return { team, lines: byLine, players: [...starters, ...subs] };
}

function parseShootout(text: string): ShootoutKick[] {
  const kicks: ShootoutKick[] = [];
  let previous: [number, number] = [0, 0];
  for (const token of splitTopLevel(text.replace(/\s+/g, ' '), ',')) {
    const scored = /^(\d+)-(\d+) (.+)$/.exec(token);
    if (scored) {
      const score: [number, number] = [Number(scored[1]), Number(scored[2])];
      const side: 1 | 2 = score[0] > previous[0] ? 1 : 2;
      kicks.push({ side, player: scored[3]!.trim(), scored: true, score });
      previous = score;
      continue;
    }
    const missed = /^(.+?) \((?:missed|saved|post|bar)\)$/.exec(token);
    if (missed) {
      kicks.push({ side: 1, player: missed[1]!.trim(), scored: false, score: null });
    }
  }
  // A miss names no side; kicks alternate, so a miss takes its side from the first goal's.
  const anchor = kicks.findIndex((k) => k.scored);
  if (anchor !== -1) {
    const anchorSide = kicks[anchor]!.side;
    kicks.forEach((kick, i) => {
      if (!kick.scored) kick.side = (anchor - i) % 2 === 0 ? anchorSide : anchorSide === 1 ? 2 : 1;
    });
  }
  return kicks;
}

/** Parses a whole Football.TXT file. The year comes from its "= World Cup YYYY" title. */
export function parseFootballTxt(text: string): FootballTxtMatch[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const title = /^= .*?(\d{4})\s*$/.exec(lines[0] ?? '');
  if (!title) throw new FootballTxtError('the file does not start with "= <name> <year>"', 1);
  const year = Number(title[1]);
  const matches: FootballTxtMatch[] = [];
  let stage = '';
  let group: string | null = null;
  let current: FootballTxtMatch | null = null;
  // Multi-line blocks: the scorer parentheses, a line-up, the penalties.
  let block: { kind: 'scorers' | 'lineup' | 'penalties'; team?: string; text: string; line: number } | null =
    null;

  const closeBlock = () => {
    if (!block || !current) {
      block = null;
      return;
    }
    if (block.kind === 'lineup') current.lineups.push(parseLineup(block.team!, block.text, block.line));
    else if (block.kind === 'penalties') current.shootout = parseShootout(block.text);
    else current.scorersText = block.text.replace(/\s+/g, ' ').trim();
    block = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const lineNo = i + 1;
    if (raw.trim() === '') {
      closeBlock();
      continue;
    }
    if (raw.startsWith('#') || raw.startsWith('=')) continue;
    if (raw.startsWith('▪▪ ')) {
      closeBlock();
      group = raw.slice(3).trim();
      continue;
    }
    if (raw.startsWith('▪ ')) {
      closeBlock();
      stage = raw.slice(2).trim();
      group = null;
      continue;
    }
    const header = HEADER.exec(raw);
    if (header) {
      closeBlock();
      const month = MONTHS[header[1]!];
      const offset = parseUtcOffset(header[4]!);
      if (!month || offset === null) throw new FootballTxtError(`bad date or offset in "${raw}"`, lineNo);
      const venue = header[5]!;
      const comma = venue.indexOf(', ');
      current = {
        stage,
        group,
        date: `${year}-${String(month).padStart(2, '0')}-${header[2]!.padStart(2, '0')}`,
        time: header[3]!,
        offsetMinutes: offset,
        stadium: comma === -1 ? venue : venue.slice(0, comma),
        city: comma === -1 ? '' : venue.slice(comma + 2),
        attendance: header[6] ? Number(header[6]) : null,
        team1: '',
        team2: '',
        score: null,
        scorersText: null,
        shootout: [],
        lineups: [],
        referees: [],
        line: lineNo,
      };
      matches.push(current);
      const teams = TEAMS.exec(lines[i + 1] ?? '');
      if (!teams) throw new FootballTxtError(`no "Team v Team" line after the match header`, lineNo + 1);
      current.team1 = teams[1]!.trim();
      current.team2 = teams[2]!.trim();
      if (teams[3] !== undefined) {
        current.score = {
          ft: [Number(teams[3]), Number(teams[4])],
          aet: teams[5] !== undefined,
          pens: teams[6] !== undefined ? [Number(teams[6]), Number(teams[7])] : null,
        };
      }
      i++;
      continue;
    }
    if (!current) continue;
    if (block) {
      if (/^\s/.test(raw)) {
        block.text += ` ${raw.trim()}`;
        if (block.kind === 'scorers' && raw.trim().endsWith(')')) closeBlock();
        continue;
      }
      closeBlock();
    }
    const trimmed = raw.trim();
    if (/^\s+\(/.test(raw)) {
      block = { kind: 'scorers', text: trimmed, line: lineNo };
      if (trimmed.endsWith(')')) closeBlock();
      continue;
    }
    if (trimmed.startsWith('Refs:')) {
      current.referees = splitTopLevel(trimmed.slice(5), ',');
      continue;
    }
    if (trimmed.startsWith('Penalties:')) {
      block = { kind: 'penalties', text: trimmed.slice(10).trim(), line: lineNo };
      continue;
    }
    const lineup = /^([^:]+):\s*(.*)$/.exec(raw);
    if (lineup && !/^\s/.test(raw)) {
      block = { kind: 'lineup', team: lineup[1]!.trim(), text: lineup[2]!, line: lineNo };
      continue;
    }
    throw new FootballTxtError(`unrecognised line "${raw}"`, lineNo);
  }
  closeBlock();
  return matches;
}
