/**
 * The election API (spec §2 /election; ADR 171) on both databases: the national tally against the
 * data README, the drill-down, a constituency with every candidate and 2079 beside it, search in
 * both scripts, and named 404s for places that do not exist.
 */

import type {
  WireElectionConstituency,
  WireElectionDistrict,
  WireElectionOverview,
  WireElectionProvince,
  WireElectionSearch,
} from '@patro/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';

describe.each(testDatabases())('election API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { response, status: response.statusCode, body: response.json() as { data: T; code?: string } };
  };

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      database,
      webOrigin: 'http://localhost:3000',
      jwtSecret: 'election-test-secret-election-test-secret',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('GET /election: the 2082 FPTP tally equals the data README (RSP 125, NC 18, UML 9, NCP 8, Shram 3, RPP 1, independent 1), cacheable', async () => {
    const { status, body, response } = await get<WireElectionOverview>('/election');
    expect(status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const d = body.data;
    expect(Object.fromEntries(d.tally.filter((r) => r.seats > 0).map((r) => [r.key, r.seats]))).toEqual({
      rsp: 125,
      nc: 18,
      'cpn-uml': 9,
      ncp: 8,
      shram: 3,
      rpp: 1,
      independent: 1,
    });
    expect([d.constituencies, d.candidates, d.total_votes]).toEqual([165, 3405, 10_529_154]);
    expect(d.tally[0]!.name).toEqual({ np: 'राष्ट्रिय स्वतन्त्र पार्टी', en: 'Rastriya Swatantra Party' });
    expect(d.previous_tally.find((r) => r.key === 'nc')!.seats).toBe(57);
    expect(d.lacks).toEqual(expect.arrayContaining(['proportional-representation', 'turnout']));
    expect(d.source).toMatchObject({ year: 2082, as_of: '2026-03-11', polled_on: '2026-03-05' });
    expect(d.provinces.map((p) => p.constituencies)).toEqual([28, 32, 33, 18, 26, 12, 16]);
    // Every party that won a seat in either year has a reviewed name (ADR 171).
    for (const row of [...d.tally, ...d.previous_tally].filter((r) => r.seats > 0))
      expect(row.name, row.key).not.toBeNull();

    const again = await app.inject({
      method: 'GET',
      url: '/election',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('drills down: Koshi province → Jhapa → Jhapa-5, Balendra Shah elected from Remarks, Oli second, 2079 beside it', async () => {
    const province = await get<WireElectionProvince>('/election/provinces/1');
    expect(province.status).toBe(200);
    expect(province.body.data.province.name.en).toBe('Koshi Province');
    const jhapa = province.body.data.districts.find((d) => d.slug === 'jhapa')!;
    expect(jhapa.constituencies).toHaveLength(5);

    const district = await get<WireElectionDistrict>('/election/districts/jhapa');
    expect(district.status).toBe(200);
    expect(district.body.data.constituencies.map((c) => c.name.np)).toEqual([
      'झापा-१',
      'झापा-२',
      'झापा-३',
      'झापा-४',
      'झापा-५',
    ]);
    expect((await get('/election/districts/4')).body).toEqual(district.body);

    const { status, body } = await get<WireElectionConstituency>('/election/constituencies/4-5');
    expect(status).toBe(200);
    const c = body.data;
    expect(c.constituency.name).toEqual({ np: 'झापा-५', en: 'Jhapa-5' });
    expect(c.candidates[0]).toMatchObject({
      candidate: 'वालेन्द्र शाह', // as published (व for ब)
      key: 'rsp',
      votes: 68348,
      rank: 1,
      elected: true,
      symbol: 'घण्टी',
    });
    expect(c.candidates[1]).toMatchObject({ key: 'cpn-uml', votes: 18734, rank: 2, elected: false });
    expect(c.candidates.filter((x) => x.elected)).toHaveLength(1);
    expect(c.constituency.margin).toBe(68348 - 18734);
    expect(c.constituency.previous_winner).toMatchObject({ key: 'cpn-uml', votes: 52319, elected: true });
    expect(c.swing).toMatchObject({ changed_hands: true });
    expect(c.swing!.winner_party_swing).toBeGreaterThan(40);
    // 2079's file ranks everyone 1; the answer ranks by votes.
    expect(c.previous!.candidates.slice(0, 2).map((x) => [x.rank, x.votes, x.elected])).toEqual([
      [1, 52319, true],
      [2, 23743, false],
    ]);
  });

  it('searches candidates, parties and places in Devanagari and Latin script', async () => {
    for (const q of ['Balendra Shah', 'बालेन्द्र शाह']) {
      const { status, body } = await get<WireElectionSearch>(`/election/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      const hit = body.data.hits[0]!;
      expect(hit.kind === 'candidate' && [hit.constituency.key, hit.candidate.votes]).toEqual(['4-5', 68348]);
    }
    for (const q of ['Jhapa 5', 'झापा-५']) {
      const { body } = await get<WireElectionSearch>(`/election/search?q=${encodeURIComponent(q)}`);
      expect(body.data.hits[0]).toMatchObject({ kind: 'constituency', key: '4-5' });
    }
    for (const q of ['Congress', 'काँग्रेस']) {
      const { body } = await get<WireElectionSearch>(`/election/search?q=${encodeURIComponent(q)}`);
      expect(body.data.hits.find((h) => h.kind === 'party')).toMatchObject({ key: 'nc', seats: 18 });
    }
    const ktm = await get<WireElectionSearch>(`/election/search?q=${encodeURIComponent('काठमाडौं')}`);
    expect(ktm.body.data.hits[0]).toMatchObject({ kind: 'district', slug: 'kathmandu', constituencies: 10 });
  });

  it('answers 404 with a code for places that do not exist, and 400 for an empty search', async () => {
    for (const [url, code] of [
      ['/election/provinces/8', 'election_province_not_found'],
      ['/election/provinces/abc', 'election_province_not_found'],
      ['/election/districts/atlantis', 'election_district_not_found'],
      ['/election/constituencies/4-9', 'election_constituency_not_found'],
      ['/election/constituencies/x', 'election_constituency_not_found'],
    ] as const) {
      const { status, body } = await get(url);
      expect([url, status, body.code]).toEqual([url, 404, code]);
    }
    const nepali = await get('/election/districts/atlantis', { 'accept-language': 'ne' });
    expect((nepali.body as unknown as { message: string }).message).toBe('त्यस्तो जिल्ला छैन');
    const empty = await get('/election/search?q=');
    expect(empty.status).toBe(400);
  });
});
