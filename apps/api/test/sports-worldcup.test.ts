import { describe, expect, it } from 'vitest';
import { FootballTxtError, parseFootballTxt } from '../src/modules/sports/football-txt.js';
import { kickoffFrom } from '../src/modules/sports/kickoff.js';
import { loadTeamNames, loadWorldCup } from '../src/modules/sports/loader.js';
import { computeGroupTable } from '../src/modules/sports/standings.js';
import {
  groupStandings,
  knockoutBracket,
  matchStatistics,
  matchSummary,
  rankThirdPlaced,
  type WorldCupMatch,
} from '../src/modules/sports/worldcup.js';

const cup2022 = loadWorldCup(2022);
const cup2026 = loadWorldCup(2026);

/** FIFA's published final group tables of Qatar 2022: team, W, D, L, GF, GA, points, in order. */
const PUBLISHED_2022: Record<string, [string, number, number, number, number, number, number][]> = {
  A: [
    ['NED', 2, 1, 0, 5, 1, 7],
    ['SEN', 2, 0, 1, 5, 4, 6],
    ['ECU', 1, 1, 1, 4, 3, 4],
    ['QAT', 0, 0, 3, 1, 7, 0],
  ],
  B: [
    ['ENG', 2, 1, 0, 9, 2, 7],
    ['USA', 1, 2, 0, 2, 1, 5],
    ['IRN', 1, 0, 2, 4, 7, 3],
    ['WAL', 0, 1, 2, 1, 6, 1],
  ],
  C: [
    ['ARG', 2, 0, 1, 5, 2, 6],
    ['POL', 1, 1, 1, 2, 2, 4],
    ['MEX', 1, 1, 1, 2, 3, 4],
    ['KSA', 1, 0, 2, 3, 5, 3],
  ],
  D: [
    ['FRA', 2, 0, 1, 6, 3, 6],
    ['AUS', 2, 0, 1, 3, 4, 6],
    ['TUN', 1, 1, 1, 1, 1, 4],
    ['DEN', 0, 1, 2, 1, 3, 1],
  ],
  E: [
    ['JPN', 2, 0, 1, 4, 3, 6],
    ['ESP', 1, 1, 1, 9, 3, 4],
    ['GER', 1, 1, 1, 6, 5, 4],
    ['CRC', 1, 0, 2, 3, 11, 3],
  ],
  F: [
    ['MAR', 2, 1, 0, 4, 1, 7],
    ['CRO', 1, 2, 0, 4, 1, 5],
    ['BEL', 1, 1, 1, 1, 2, 4],
    ['CAN', 0, 0, 3, 2, 7, 0],
  ],
  G: [
    ['BRA', 2, 0, 1, 3, 1, 6],
    ['SUI', 2, 0, 1, 4, 3, 6],
    ['CMR', 1, 1, 1, 4, 4, 4],
    ['SRB', 0, 1, 2, 5, 8, 1],
  ],
  H: [
    ['POR', 2, 0, 1, 6, 4, 6],
    ['KOR', 1, 1, 1, 4, 4, 4],
    ['URU', 1, 1, 1, 2, 2, 4],
    ['GHA', 1, 0, 2, 5, 7, 3],
  ],
};

const names = loadTeamNames();
const code = (team: string) => names.get(team).fifaCode;

describe('World Cup 2022 group tables', () => {
  const standings = groupStandings(cup2022);
  for (const [group, published] of Object.entries(PUBLISHED_2022)) {
    it(`Group ${group} equals FIFA's published final table`, () => {
      const table = standings.find((s) => s.group === group)!.table;
      expect(
        table.map((r) => [code(r.team), r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]),
      ).toEqual(published);
    });
  }

  it('says which criterion separated level teams: Poland over Mexico on goal difference, Korea over Uruguay on goals scored', () => {
    const c = standings.find((s) => s.group === 'C')!.table;
    expect(c[1]).toMatchObject({
      team: 'Poland',
      points: 4,
      goalDifference: 0,
      decidedBy: 'goal-difference',
    });
    expect(c[2]).toMatchObject({ team: 'Mexico', points: 4, goalDifference: -1 });
    const h = standings.find((s) => s.group === 'H')!.table;
    expect(h[1]).toMatchObject({ team: 'South Korea', goalsFor: 4, decidedBy: 'goals-scored' });
    expect(h[2]).toMatchObject({ team: 'Uruguay', goalsFor: 2, decidedBy: 'goals-scored' });
  });
});

/**
 * FIFA World Cup 2026 regulations, round of 32 (matches 73–88): group winners (1X), runners-up
 * (2X) and the eight best third-placed teams (3, from the groups listed). The recorded fixtures
 * show who FIFA placed in each slot, which the computed tables must reproduce.
 */
const ROUND_OF_32: Record<number, [string, string]> = {
  73: ['2A', '2B'],
  74: ['1E', '3ABCDF'],
  75: ['1F', '2C'],
  76: ['1C', '2F'],
  77: ['1I', '3CDFGH'],
  78: ['2E', '2I'],
  79: ['1A', '3CEFHI'],
  80: ['1L', '3EHIJK'],
  81: ['1D', '3BEFIJ'],
  82: ['1G', '3AEHIJ'],
  83: ['2K', '2L'],
  84: ['1H', '2J'],
  85: ['1B', '3EFGIJ'],
  86: ['1J', '2H'],
  87: ['1K', '3DEIJL'],
  88: ['2D', '2G'],
};

describe('World Cup 2026 group tables', () => {
  const standings = groupStandings(cup2026);
  const bestThirds = rankThirdPlaced(standings).slice(0, 8);
  const placeOf = (team: string) => {
    for (const g of standings) {
      const row = g.table.find((r) => r.team === team);
      if (row) return { group: g.group, position: row.position };
    }
    throw new Error(`${team} is in no group`);
  };

  it('has 12 groups of four, each team played three matches', () => {
    expect(standings).toHaveLength(12);
    for (const g of standings) {
      expect(g.table).toHaveLength(4);
      for (const r of g.table) expect(r.played).toBe(3);
    }
  });

  for (const [num, slots] of Object.entries(ROUND_OF_32)) {
    it(`match ${num}: the teams in slots ${slots.join(' v ')} are the ones the tables rank there`, () => {
      const match = cup2026.matches.find((m) => m.num === Number(num))!;
      expect(match.stage).toBe('round-of-32');
      [match.team1, match.team2].forEach((team, i) => {
        const slot = slots[i]!;
        const place = placeOf(team.en);
        if (slot.startsWith('3')) {
          expect(place.position).toBe(3);
          expect(slot.slice(1)).toContain(place.group);
          expect(bestThirds.map((r) => r.team)).toContain(team.en);
        } else expect(`${place.position}${place.group}`).toBe(slot);
      });
    });
  }

  it('level on points: Germany over Ivory Coast (E), Canada over Bosnia and Herzegovina (B)', () => {
    const e = standings.find((s) => s.group === 'E')!.table;
    expect(e.slice(0, 2).map((r) => [r.team, r.points])).toEqual([
      ['Germany', 6],
      ['Ivory Coast', 6],
    ]);
    const b = standings.find((s) => s.group === 'B')!.table;
    expect(b.slice(1, 3).map((r) => [r.team, r.points])).toEqual([
      ['Canada', 4],
      ['Bosnia & Herzegovina', 4],
    ]);
  });
});

describe('tie-break order', () => {
  // Three teams level on 6 points; A beat B, B beat C, C beat A, and all beat D. A has the best goal difference overall.
  const results = [
    { team1: 'A', team2: 'B', goals1: 1, goals2: 0 },
    { team1: 'B', team2: 'C', goals1: 1, goals2: 0 },
    { team1: 'C', team2: 'A', goals1: 3, goals2: 0 },
    { team1: 'A', team2: 'D', goals1: 9, goals2: 0 },
    { team1: 'B', team2: 'D', goals1: 1, goals2: 0 },
    { team1: 'C', team2: 'D', goals1: 1, goals2: 0 },
  ];
  it('2022: goal difference before the matches between the level teams', () => {
    const t = computeGroupTable(['A', 'B', 'C', 'D'], results, { order: 'fifa-2022' });
    expect(t.map((r) => r.team)).toEqual(['A', 'C', 'B', 'D']);
  });
  it('2026: the matches between the level teams first (C +2, B 0, A −2 among them)', () => {
    const t = computeGroupTable(['A', 'B', 'C', 'D'], results, { order: 'fifa-2026' });
    expect(t.map((r) => r.team)).toEqual(['C', 'B', 'A', 'D']);
    expect(t[0]!.decidedBy).toBe('head-to-head');
  });
  it('a tie nothing in the data can break is reported as unresolved, not guessed', () => {
    const t = computeGroupTable(['X', 'Y'], [{ team1: 'X', team2: 'Y', goals1: 1, goals2: 1 }], {
      order: 'fifa-2022',
    });
    expect(t.map((r) => r.decidedBy)).toEqual(['unresolved', 'unresolved']);
  });
});

describe('matches', () => {
  const find = (cup: typeof cup2022, date: string, a: string, b: string): WorldCupMatch =>
    cup.matches.find(
      (m) => m.kickoff.venue.date === date && m.team1.fifaCode === a && m.team2.fifaCode === b,
    )!;

  it('has every match: 104 in 2026 (champion Spain), 64 in 2022 (champion Argentina on penalties)', () => {
    expect(cup2026.matches).toHaveLength(104);
    expect(cup2022.matches).toHaveLength(64);
    const final26 = cup2026.matches.find((m) => m.stage === 'final')!;
    expect([final26.team1.en, final26.team2.en, final26.winner]).toEqual(['Spain', 'Argentina', 1]);
    expect(final26.score).toMatchObject({ fullTime: [0, 0], extraTime: [1, 0] });
    const final22 = cup2022.matches.find((m) => m.stage === 'final')!;
    expect(final22.score).toMatchObject({ fullTime: [2, 2], extraTime: [3, 3], penalties: [4, 2] });
    expect(final22.winner).toBe(1);
  });

  it('gives kick-off at the venue and in Nepal time (+05:45)', () => {
    const opener = find(cup2026, '2026-06-11', 'MEX', 'RSA');
    expect(opener.kickoff).toEqual({
      utc: '2026-06-11T19:00:00Z',
      venue: { date: '2026-06-11', time: '13:00', offsetMinutes: -360, offset: '-06:00' },
      nepal: { date: '2026-06-12', time: '00:45', offsetMinutes: 345, offset: '+05:45' },
    });
    expect(opener.venue).toMatchObject({
      stadium: 'Estadio Azteca',
      city: 'Mexico City',
      tournamentName: 'Mexico City Stadium',
    });
    // 2022's files give Lusail's local time; the offset comes from the stadium (UTC+3).
    const final22 = cup2022.matches.find((m) => m.stage === 'final')!;
    expect([final22.kickoff.venue.time, final22.kickoff.nepal.time]).toEqual(['18:00', '20:45']);
  });

  it('orders the 2022 final in play: Messi 23 pen, Di María 36, Mbappé 80 pen, 81, Messi 108, Mbappé 118 pen', () => {
    const final22 = cup2022.matches.find((m) => m.stage === 'final')!;
    const goals = matchSummary(final22).filter((e) => e.kind === 'goal');
    expect(goals.map((g) => (g.kind === 'goal' ? [g.minute, g.side, g.penalty] : null))).toEqual([
      ['23', 1, true],
      ['36', 1, false],
      ['80', 2, true],
      ['81', 2, false],
      ['108', 1, false],
      ['118', 2, true],
    ]);
  });

  it('reads the 2022 final line-ups, attendance and the shoot-out kick by kick', () => {
    const d = cup2022.matches.find((m) => m.stage === 'final')!.details!;
    expect(d.attendance).toBe(88966);
    const [argentina, france] = d.lineups;
    expect(argentina.team).toBe('Argentina');
    expect(argentina.players.filter((p) => !p.substitute)).toHaveLength(11);
    expect(argentina.players.find((p) => p.captain)?.name).toMatch(/MESSI/);
    expect(france.players.find((p) => p.captain)?.name).toMatch(/LLORIS/);
    // Argentina scored all four; France's Coman and Tchouaméni failed.
    expect(d.shootout.filter((k) => k.side === 1).map((k) => k.scored)).toEqual([true, true, true, true]);
    expect(d.shootout.filter((k) => k.side === 2 && !k.scored).map((k) => k.player)).toEqual([
      expect.stringMatching(/COMAN/),
      expect.stringMatching(/TCHOUAMENI/),
    ]);
  });

  it('reads cards and substitutions: Mexico v South Africa 2026, two reds for South Africa', () => {
    const m = find(cup2026, '2026-06-11', 'MEX', 'RSA');
    const reds = m.details!.bookings.filter((b) => b.kind === 'red');
    expect(reds.map((r) => [r.side, r.minute])).toEqual([
      [2, '49'],
      [2, '84'],
      [1, '90+2'],
    ]);
    // A substitute who was sent off (Themba Zwane came on in the 61st minute, red in the 84th).
    const zwane = m.details!.lineups[1].players.find((p) => p.name === 'Themba ZWANE')!;
    expect(zwane).toMatchObject({ substitute: true, onMinute: '61', cards: [{ kind: 'red', minute: '84' }] });
    expect(m.details!.substitutions.filter((s) => s.side === 1)).toHaveLength(5);
  });

  it('states what the data does not have instead of inventing it', () => {
    const opener = find(cup2026, '2026-06-11', 'MEX', 'RSA');
    const stats = matchStatistics(opener)!;
    expect(stats.goals).toEqual([2, 0]);
    expect(stats.notInData).toContain('possession');
    expect(stats.notInData).toContain('shots');
    // The recorded Football.TXT stops at the round of 16 for 2026: no line-ups for the final.
    const final26 = cup2026.matches.find((m) => m.stage === 'final')!;
    expect(final26.details).toBeNull();
    expect(matchStatistics(final26)!.notInData).toContain('line-ups');
    expect(cup2026.matches.filter((m) => m.details)).toHaveLength(96);
    expect(cup2022.matches.filter((m) => m.details)).toHaveLength(64);
  });
});

describe('knock-out bracket', () => {
  it('links each 2022 match to the two it came from: the final from the semi-finals, Argentina–Croatia from the quarter-finals', () => {
    const bracket = knockoutBracket(cup2022);
    const byId = new Map(cup2022.matches.map((m) => [m.id, m]));
    const label = (id: string | null) => {
      const m = byId.get(id!)!;
      return `${m.team1.fifaCode}-${m.team2.fifaCode}`;
    };
    const final = bracket.find((b) => b.stage === 'final')!;
    expect(final.from.map(label)).toEqual(['ARG-CRO', 'FRA-MAR']);
    const semi = bracket.find((b) => label(b.matchId) === 'ARG-CRO')!;
    expect(semi.from.map(label)).toEqual(['NED-ARG', 'CRO-BRA']);
    const third = bracket.find((b) => b.stage === 'third-place')!;
    expect(third.from.map(label)).toEqual(['ARG-CRO', 'FRA-MAR']);
    expect(
      bracket.filter((b) => b.stage === 'round-of-16').every((b) => b.from.every((f) => f === null)),
    ).toBe(true);
  });

  it('2026: every match from the round of 16 on has both feeders', () => {
    const later = knockoutBracket(cup2026).filter((b) => b.stage !== 'round-of-32');
    expect(later).toHaveLength(16);
    for (const b of later) expect(b.from.every((f) => f !== null)).toBe(true);
  });
});

describe('team names', () => {
  it('gives every team of both tournaments a Nepali and an English name, whatever spelling a file uses', () => {
    for (const cup of [cup2026, cup2022])
      for (const t of cup.teams) expect(t.np).toMatch(/^[\u0900-\u097F ]+$/);
    expect(names.get('Czechia')).toBe(names.get('Czech Republic'));
    expect(names.get('Türkiye').np).toBe('टर्की');
    expect(names.get('United States').en).toBe('USA');
    expect(cup2026.teams).toHaveLength(48);
    expect(new Set(cup2026.teams.map((t) => t.np)).size).toBe(48);
  });

  it('gives 2026 teams their flag and confederation', () => {
    expect(cup2026.profiles.get('NEP')).toBeUndefined();
    expect(cup2026.profiles.get('ESP')).toMatchObject({ flag: '🇪🇸', confederation: 'UEFA' });
    expect(cup2026.profiles.size).toBe(48);
  });

  it('lists squads with 2026 players', () => {
    const spain = cup2026.squads.find((s) => s.team.fifaCode === 'ESP')!;
    expect(spain.players.length).toBeGreaterThanOrEqual(23);
    expect(cup2026.squads).toHaveLength(48);
  });
});

describe('Football.TXT parser', () => {
  it('names the line of a malformed match', () => {
    const text = '= World Cup 2030\n\n▪ Final\nSun Jul 21 15:00 UTC-4 @ Somewhere, City\n  Spain v\n';
    expect(() => parseFootballTxt(text)).toThrow(FootballTxtError);
    expect(() => parseFootballTxt(text)).toThrow(/line 5/);
  });
  it('rejects a file without its title line', () => {
    expect(() => parseFootballTxt('Mexico v South Africa 2-0')).toThrow(/line 1/);
  });
  it('converts across the date line into Nepal time', () => {
    expect(kickoffFrom('2026-07-19', '15:00', -240).nepal).toMatchObject({
      date: '2026-07-20',
      time: '00:45',
    });
  });
});
