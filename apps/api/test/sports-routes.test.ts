import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';

describe.each(testDatabases())('the sports routes on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'sports-test-secret-sports-test-secret',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('World Cup 2022: group A as FIFA published it, with Nepali names from the reviewed table; champion Argentina', async () => {
    const res = await get('/sports/worldcup/2022');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const cup = res.json().data;
    expect(cup.years).toEqual([2026, 2022]);
    expect(cup.matches).toHaveLength(64);
    expect(cup.champion).toMatchObject({ code: 'ARG', np: 'अर्जेन्टिना' });
    const a = cup.groups.find((g: { group: string }) => g.group === 'A').table;
    expect(a.map((r: { team: { en: string; np: string }; points: number }) => [r.team.en, r.points])).toEqual(
      [
        ['Netherlands', 7],
        ['Senegal', 6],
        ['Ecuador', 4],
        ['Qatar', 0],
      ],
    );
    expect(a[0].team.np).toBe('नेदरल्यान्ड्स');
    expect(cup.lacks).toContain('squads');
  });

  it('World Cup 2026: 104 matches, the opener in Mexico City at 13:00 (UTC-6) is 00:45 next day in Nepal; Spain champion', async () => {
    const cup = (await get('/sports/worldcup/2026')).json().data;
    expect(cup.matches).toHaveLength(104);
    expect(cup.champion.en).toBe('Spain');
    const opener = cup.matches[0];
    expect([opener.team1.en, opener.team2.en]).toEqual(['Mexico', 'South Africa']);
    expect(opener.kickoff.venue).toEqual({ date: '2026-06-11', time: '13:00', offset: '-06:00' });
    expect(opener.kickoff.nepal).toEqual({ date: '2026-06-12', time: '00:45', offset: '+05:45' });
    // 12 groups; the best eight of the twelve third-placed teams went through.
    expect(cup.groups).toHaveLength(12);
    expect(cup.thirdPlaced.filter((r: { qualified: boolean }) => r.qualified)).toHaveLength(8);
    expect(cup.teams).toHaveLength(48);
  });

  it('a match: the 2026 final has its goal but no line-ups in the file, and says which figures the data lacks', async () => {
    const res = await get('/sports/worldcup/2026/matches/2026-07-19-esp-arg');
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m.summary).toEqual([
      { kind: 'goal', side: 1, minute: '106', player: 'Ferran Torres', penalty: false, ownGoal: false },
    ]);
    expect(m.details).toBeNull();
    expect(m.statistics.notInData).toEqual(expect.arrayContaining(['possession', 'shots', 'line-ups']));
  });

  it('a match with line-ups: the 2022 final, cards and substitutions in the summary, the shoot-out', async () => {
    const cup = (await get('/sports/worldcup/2022')).json().data;
    const final = cup.matches.find((x: { stage: string }) => x.stage === 'final');
    const m = (await get(`/sports/worldcup/2022/matches/${final.id}`)).json().data;
    expect(m.details.lineups).toHaveLength(2);
    expect(m.details.lineups[0].players.filter((p: { substitute: boolean }) => !p.substitute)).toHaveLength(
      11,
    );
    expect(m.summary.filter((e: { kind: string }) => e.kind === 'goal')).toHaveLength(6);
    expect(m.summary.some((e: { kind: string }) => e.kind === 'card')).toBe(true);
    expect(m.details.shootout.length).toBeGreaterThan(0);
  });

  it('a team: Spain 2026 with its squad of 26 and its 8 matches', async () => {
    const t = (await get('/sports/worldcup/2026/teams/esp')).json().data;
    expect(t.team).toMatchObject({ code: 'ESP', en: 'Spain', np: 'स्पेन' });
    expect(t.players).toHaveLength(26);
    expect(t.matches).toHaveLength(8);
  });

  it('unknown years, matches and teams are 404 with their codes', async () => {
    const year = await get('/sports/worldcup/2018');
    expect([year.statusCode, year.json().code]).toEqual([404, 'worldcup_year_not_found']);
    const match = await get('/sports/worldcup/2026/matches/2026-07-19-nep-ind');
    expect([match.statusCode, match.json().code]).toEqual([404, 'sports_match_not_found']);
    const team = await get('/sports/worldcup/2026/teams/NEP');
    expect([team.statusCode, team.json().code]).toEqual([404, 'sports_team_not_found']);
    const cricket = await get('/sports/cricket/matches/1');
    expect([cricket.statusCode, cricket.json().code]).toEqual([404, 'sports_match_not_found']);
    expect((await get('/sports/cricket/matches/abc')).statusCode).toBe(400);
  });

  it('cricket: Nepal’s three matches newest first, results, standings per event, no invented fixture', async () => {
    const c = (await get('/sports/cricket')).json().data;
    expect(c.matches.map((m: { id: string; result: string }) => [m.id, m.result])).toEqual([
      ['1388398', 'India won by 10 wickets (D/L)'],
      ['1377759', 'Netherlands won by 7 wickets'],
      ['1328478', 'Nepal won by 31 runs'],
    ]);
    expect(c.matches[0].teams[0]).toEqual({ code: 'NEP', en: 'Nepal', np: 'नेपाल' });
    expect(c.nextFixture).toBeNull();
    expect(c.source.name).toBe('Cricsheet');
    const asia = c.standings.find((s: { event: string }) => s.event === 'Asia Cup — Group A');
    expect(asia.rows.map((r: { team: { en: string }; points: number }) => [r.team.en, r.points])).toEqual([
      ['India', 2],
      ['Nepal', 0],
    ]);
  });

  it('a cricket scorecard: Nepal v India, batting, bowling, XI, toss and player of the match', async () => {
    const m = (await get('/sports/cricket/matches/1388398')).json().data;
    expect(m.toss).toEqual({ winner: 'India', decision: 'field' });
    expect(m.playerOfMatch).toEqual(['RG Sharma']);
    expect(m.players.map((p: { xi: string[] }) => p.xi.length)).toEqual([11, 11]);
    const [nepal, india] = m.scorecard;
    expect([nepal.runs, nepal.wickets, india.runs, india.wickets]).toEqual([230, 10, 147, 0]);
    expect(nepal.batting[0]).toMatchObject({ player: 'K Bhurtel', runs: 38, balls: 25 });
    expect(nepal.fallOfWickets).toHaveLength(10);
    expect(india.bowling.length).toBeGreaterThan(0);
  });
});
