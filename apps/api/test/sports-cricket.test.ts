import { describe, expect, it } from 'vitest';
import {
  type CricketMatch,
  CricsheetFormatError,
  eventKey,
  eventStandings,
  type InningsScorecard,
  matchScorecard,
  parseCricsheetMatch,
} from '../src/modules/sports/cricsheet.js';
import { readCricsheetFiles } from '../src/modules/sports/loader.js';

const files = readCricsheetFiles();
const match = (id: string): CricketMatch => {
  const file = files.find((f) => f.file === `${id}.json`);
  if (!file) throw new Error(`${id}.json is not shipped`);
  return parseCricsheetMatch(file.text, id);
};
const batter = (inn: InningsScorecard, name: string) => inn.batting.find((b) => b.player === name)!;
const bowler = (inn: InningsScorecard, name: string) => inn.bowling.find((b) => b.player === name)!;

describe('the shipped Cricsheet files', () => {
  it('are the three recorded Nepal matches', () => {
    expect(files.map((f) => f.file)).toEqual(['1328478.json', '1377759.json', '1388398.json']);
  });
});

describe('Asia Cup 2023, Nepal v India (Pallekele, 4 September 2023) — the published scorecard', () => {
  const card = matchScorecard(match('1388398'));
  const [nepal, india] = card.innings as [InningsScorecard, InningsScorecard];

  it('Nepal 230 all out in 48.2 overs; India 147/0 in 20.1 overs; India won by 10 wickets (D/L)', () => {
    expect([nepal.team, nepal.runs, nepal.wickets, nepal.overs, nepal.allOut]).toEqual([
      'Nepal',
      230,
      10,
      '48.2',
      true,
    ]);
    expect([india.team, india.runs, india.wickets, india.overs]).toEqual(['India', 147, 0, '20.1']);
    expect(card.resultText).toBe('India won by 10 wickets (D/L)');
    expect(india.target).toEqual({ runs: 145, overs: 23 });
  });

  it('batting: Aasif Sheikh 58 (97), Sompal Kami 48 (56), Kushal Bhurtel 38 (25); Rohit Sharma 74* (59), Shubman Gill 67* (62)', () => {
    expect(batter(nepal, 'Aasif Sheikh')).toMatchObject({
      runs: 58,
      balls: 97,
      fours: 8,
      out: true,
      howOut: 'c V Kohli b Mohammed Siraj',
    });
    expect(batter(nepal, 'Sompal Kami')).toMatchObject({ runs: 48, balls: 56, sixes: 2 });
    expect(batter(nepal, 'K Bhurtel')).toMatchObject({ runs: 38, balls: 25, strikeRate: 152 });
    expect(batter(india, 'RG Sharma')).toMatchObject({
      runs: 74,
      balls: 59,
      fours: 6,
      sixes: 5,
      out: false,
      howOut: 'not out',
    });
    expect(batter(india, 'Shubman Gill')).toMatchObject({
      runs: 67,
      balls: 62,
      fours: 8,
      sixes: 1,
      out: false,
    });
  });

  it('bowling: Ravindra Jadeja 10-0-40-3, Mohammed Siraj 9.2-1-61-3', () => {
    expect(bowler(nepal, 'RA Jadeja')).toMatchObject({
      overs: '10',
      maidens: 0,
      runs: 40,
      wickets: 3,
      economy: 4,
    });
    expect(bowler(nepal, 'Mohammed Siraj')).toMatchObject({ overs: '9.2', maidens: 1, runs: 61, wickets: 3 });
  });

  it('a run out names the fielders (a substitute marked) and is not credited to the bowler', () => {
    expect(batter(nepal, 'S Lamichhane').howOut).toBe('run out (sub (AR Patel)/Ishan Kishan)');
    const wicketsToBowlers = nepal.bowling.reduce((s, b) => s + b.wickets, 0);
    expect(wicketsToBowlers).toBe(9);
  });

  it('extras, fall of wickets and the batters who did not bat', () => {
    expect(nepal.extras).toEqual({ total: 9, byes: 0, legbyes: 6, wides: 3, noballs: 0, penalty: 0 });
    expect(nepal.batting.reduce((s, b) => s + b.runs, 0) + nepal.extras.total).toBe(nepal.runs);
    expect(nepal.fallOfWickets.at(-1)).toEqual({
      wicket: 10,
      runs: 230,
      player: 'LN Rajbanshi',
      over: '48.2',
    });
    expect(nepal.fallOfWickets[0]).toMatchObject({ wicket: 1, runs: 65, player: 'K Bhurtel' });
    expect(india.didNotBat).toHaveLength(9);
    expect(india.fallOfWickets).toEqual([]);
  });

  it('playing XI, toss and player of the match come from the file', () => {
    const m = card.match;
    expect(m.players.Nepal).toHaveLength(11);
    expect(m.players.India).toHaveLength(11);
    expect(m.toss).toEqual({ winner: 'India', decision: 'field' });
    expect(m.playerOfMatch).toEqual(['RG Sharma']);
    expect(eventKey(m)).toBe('Asia Cup — Group A');
  });

  it('net run rate by the ICC rule: India +1.028 as published for Asia Cup 2023 Group A (Nepal credited 144 off 23 overs)', () => {
    const table = eventStandings([card]);
    expect(table.map((r) => [r.team, r.points, r.netRunRate])).toEqual([
      ['India', 2, 1.028],
      ['Nepal', 0, -1.028],
    ]);
    expect(table.find((r) => r.team === 'Nepal')).toMatchObject({ runsFor: 144, ballsFaced: 138 });
  });
});

describe('ICC CWC Qualifier 2023, Nepal v Netherlands (Harare, 24 June 2023)', () => {
  const card = matchScorecard(match('1377759'));
  const [nepal, netherlands] = card.innings as [InningsScorecard, InningsScorecard];

  it("Nepal 167 all out; Logan van Beek 4 for 24; Max O'Dowd 90 off 75; Netherlands 168/3 in 27.1 overs", () => {
    expect([nepal.runs, nepal.allOut]).toEqual([167, true]);
    expect(bowler(nepal, 'LV van Beek')).toMatchObject({ runs: 24, wickets: 4 });
    expect(batter(netherlands, "MP O'Dowd")).toMatchObject({ runs: 90, balls: 75, howOut: 'b Gulsan Jha' });
    expect([netherlands.runs, netherlands.wickets, netherlands.overs]).toEqual([168, 3, '27.1']);
  });

  it("agrees with the file's own target and margin: target = Nepal's total + 1, 7 wickets in hand", () => {
    expect(netherlands.target!.runs).toBe(nepal.runs + 1);
    const outcome = card.match.outcome;
    expect(outcome.kind === 'win' && 'wickets' in outcome.by ? outcome.by.wickets : null).toBe(
      10 - netherlands.wickets,
    );
  });

  it('net run rate counts the all-out innings as the full 50 overs', () => {
    const nepalRow = eventStandings([card]).find((r) => r.team === 'Nepal')!;
    expect(nepalRow.ballsFaced).toBe(300);
    expect(nepalRow.netRunRate).toBe(Math.round((167 / 50 - 168 / (163 / 6)) * 1000) / 1000);
  });
});

describe('Nepal tour of Kenya 2022, 5th T20I (Nairobi, 30 August 2022)', () => {
  const card = matchScorecard(match('1328478'));
  const [nepal, kenya] = card.innings as [InningsScorecard, InningsScorecard];

  it("agrees with the file's own target (176) and margin (Nepal won by 31 runs)", () => {
    expect(kenya.target!.runs).toBe(nepal.runs + 1);
    expect(nepal.runs - kenya.runs).toBe(31);
    expect(card.resultText).toBe('Nepal won by 31 runs');
    expect(card.match.playerOfMatch).toEqual(['G Malla']);
  });

  it('every batter and bowler adds up: runs off the bat + extras = total; overs bowled = overs faced', () => {
    for (const inn of card.innings) {
      expect(inn.batting.reduce((s, b) => s + b.runs, 0) + inn.extras.total).toBe(inn.runs);
      expect(inn.bowling.reduce((s, b) => s + b.balls, 0)).toBe(inn.balls);
    }
  });
});

describe('parseCricsheetMatch rejects what it cannot use, with a reason', () => {
  const valid = files.find((f) => f.file === '1328478.json')!.text;
  it.each([
    ['not JSON', '{', /not JSON/],
    [
      'no innings',
      JSON.stringify({ meta: { data_version: '1.1.0' }, info: {} }),
      /not a Cricsheet match file/,
    ],
    ['a newer format', valid.replace('"data_version": "1.1.0"', '"data_version": "2.0.0"'), /data_version/],
    ['one team', valid.replace(/"teams": \[\s*"Nepal",\s*"Kenya"\s*\]/, '"teams": ["Nepal"]'), /two teams/],
  ])('%s', (_what, text, message) => {
    expect(() => parseCricsheetMatch(text, 'x')).toThrow(CricsheetFormatError);
    expect(() => parseCricsheetMatch(text, 'x')).toThrow(message);
  });
});
