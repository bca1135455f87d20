/**
 * The election pages' API (spec §2 /election; ADR 170, 171): read-only, public and cacheable. The
 * shipped result files are parsed once per process into the model of results.ts, and every
 * answer is serialised once and kept.
 */

import type {
  WireConstituencySummary,
  WireDistrictRef,
  WireElectionCandidate,
  WireElectionConstituencies,
  WireElectionConstituency,
  WireElectionDistrict,
  WireElectionHit,
  WireElectionOverview,
  WireElectionProvince,
  WireElectionSearch,
  WireElectionSource,
  WireTallyRow,
} from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CachedBody, cachedBody, sendCachedJson } from '../../http/cache.js';
import { notFound } from '../../http/errors.js';
import { loadElection, loadPartyTable, loadPlaces } from './loader.js';
import {
  type Candidate,
  type Constituency,
  constituencySwing,
  type Election,
  type PartyTable,
  type Province,
  partyTally,
  totalVotes,
} from './results.js';
import { electionSearch, type SearchHit } from './search.js';

/** Finished results: they do not change, so a day's caching is safe and a week's is stale-tolerable. */
const PUBLIC_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Provenance of each year's file (the README beside each result file in data/election). */
export const ELECTION_SOURCES: Record<2082 | 2079, WireElectionSource> = {
  2082: {
    year: 2082,
    polled_on: '2026-03-05',
    as_of: '2026-03-11',
    publisher: { np: 'निर्वाचन आयोग, नेपाल', en: 'Election Commission Nepal' },
    url: 'https://result.election.gov.np/',
    via: 'github.com/hehewhy321-afk/nepal-election-result-2082',
  },
  2079: {
    year: 2079,
    polled_on: '2022-11-20',
    as_of: '2026-02-08',
    publisher: { np: 'निर्वाचन आयोग, नेपाल', en: 'Election Commission Nepal' },
    url: 'https://result.election.gov.np/',
    via: 'github.com/GitSujal/nepal-election-data',
  },
};

/** "Nawalparasi (Bardaghat Susta Paschim)" → "nawalparasi-bardaghat-susta-paschim". */
export const districtSlug = (en: string) =>
  en
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Model {
  now: Election;
  before: Election;
  parties: PartyTable;
  search: ReturnType<typeof electionSearch>;
  swing: Map<string, ReturnType<typeof constituencySwing>[number]>;
  previous: Map<string, Constituency>;
  bodies: Map<string, CachedBody>;
}

let model: Promise<Model> | null = null;

/** Parsed once per process (the files ship with the code, ADR 170), whichever app asks first. */
export function electionModel(): Promise<Model> {
  model ??= new Promise<Model>((resolve, reject) => {
    // A turn of the event loop first, so a server that kicks this off at start answers sooner.
    setImmediate(() => {
      try {
        const parties = loadPartyTable();
        const places = loadPlaces();
        const now = loadElection(2082, undefined, { parties, places });
        const before = loadElection(2079, undefined, { parties, places });
        resolve({
          now,
          before,
          parties,
          search: electionSearch(now, parties),
          swing: new Map(constituencySwing(before, now, parties).map((s) => [s.key, s])),
          previous: new Map(before.constituencies.map((c) => [c.key, c])),
          bodies: new Map(),
        });
      } catch (error) {
        model = null;
        reject(error);
      }
    });
  });
  return model;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function partyNames(parties: PartyTable) {
  const byId = new Map(parties.parties.map((p) => [p.id, { np: p.np, en: p.en }]));
  return (c: Candidate) => (c.partyId ? (byId.get(c.partyId) ?? null) : null);
}

function wireCandidate(m: Model, c: Candidate, total: number): WireElectionCandidate {
  return {
    id: c.id,
    candidate: c.name,
    key: c.partyId ?? c.party,
    name: partyNames(m.parties)(c),
    published: c.party,
    gender: c.gender,
    age: c.age,
    symbol: c.symbol.name,
    votes: c.votes,
    rank: c.rank,
    elected: c.elected,
    vote_share: total ? round2((c.votes / total) * 100) : 0,
  };
}

function wireDistrict(e: Election, districtId: number): WireDistrictRef {
  for (const p of e.provinces)
    for (const d of p.districts)
      if (d.id === districtId) return { id: d.id, slug: districtSlug(d.name.en), name: d.name };
  throw new Error(`district ${districtId} is not in the model`);
}

function summary(m: Model, c: Constituency): WireConstituencySummary {
  const province = m.now.provinces.find((p) => p.id === c.provinceId)!;
  const prev = m.previous.get(c.key);
  const runnerUp = c.candidates.find((x) => !x.elected) ?? null;
  return {
    key: c.key,
    number: c.number,
    name: c.name,
    district: wireDistrict(m.now, c.districtId),
    province: { id: province.id, name: province.name },
    winner: wireCandidate(m, c.winner, c.totalVotes),
    runner_up: runnerUp && wireCandidate(m, runnerUp, c.totalVotes),
    total_votes: c.totalVotes,
    margin: c.margin,
    candidates: c.candidates.length,
    previous_winner: prev ? wireCandidate(m, prev.winner, prev.totalVotes) : null,
    changed_hands: m.swing.get(c.key)?.changedHands ?? null,
  };
}

function tally(m: Model, e: Election, constituencies = e.constituencies): WireTallyRow[] {
  return partyTally({ ...e, constituencies }, m.parties).map((r) => ({
    key: r.key,
    name: r.name,
    published: r.published,
    seats: r.seats,
    votes: r.votes,
    candidates: r.candidates,
    vote_share: r.voteShare,
  }));
}

function provinceSeats(m: Model, p: Province) {
  return tally(
    m,
    m.now,
    p.districts.flatMap((d) => d.constituencies),
  )
    .filter((r) => r.seats > 0)
    .map((r) => ({ key: r.key, name: r.name, published: r.published[0]!, seats: r.seats }));
}

function findProvince(m: Model, raw: string): Province {
  const province = /^\d{1,2}$/.test(raw) ? m.now.provinces.find((p) => p.id === Number(raw)) : undefined;
  if (!province) throw notFound('election_province_not_found');
  return province;
}

function findDistrict(m: Model, raw: string) {
  for (const p of m.now.provinces)
    for (const d of p.districts)
      if (districtSlug(d.name.en) === raw.toLowerCase() || String(d.id) === raw) return { p, d };
  throw notFound('election_district_not_found');
}

function findConstituency(m: Model, raw: string): Constituency {
  const c = m.now.constituencies.find((x) => x.key === raw);
  if (!c) throw notFound('election_constituency_not_found');
  return c;
}

const SEARCH_LIMIT = 40;

function wireHit(m: Model, hit: SearchHit, seatsByParty: Map<string, WireTallyRow>): WireElectionHit {
  switch (hit.kind) {
    case 'candidate':
      return {
        kind: 'candidate',
        candidate: wireCandidate(m, hit.candidate, hit.constituency.totalVotes),
        constituency: { key: hit.constituency.key, name: hit.constituency.name },
      };
    case 'party': {
      const row = seatsByParty.get(hit.partyId);
      return {
        kind: 'party',
        key: hit.partyId,
        name: { np: hit.np, en: hit.en },
        seats: row?.seats ?? 0,
        votes: row?.votes ?? 0,
      };
    }
    case 'constituency':
      return {
        kind: 'constituency',
        key: hit.constituency.key,
        name: hit.constituency.name,
        winner: wireCandidate(m, hit.constituency.winner, hit.constituency.totalVotes),
      };
    case 'district': {
      const d = m.now.provinces.flatMap((p) => p.districts).find((x) => x.id === hit.districtId)!;
      return {
        kind: 'district',
        slug: districtSlug(hit.en),
        name: { np: hit.np, en: hit.en },
        constituencies: d.constituencies.length,
      };
    }
  }
}

const placeParam = (name: string) =>
  z.object({ [name]: z.string().max(80, 'must be at most 80 characters') });

export const electionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Parse in the background once the app is ready, so the first reader does not pay for it (ADR 170).
  app.addHook('onReady', async () => {
    electionModel().catch((error) => app.log.error({ err: error }, 'election data failed to load'));
  });

  /** The answer for `key`, computed and serialised once. */
  async function send(
    request: Parameters<typeof sendCachedJson>[0],
    reply: Parameters<typeof sendCachedJson>[1],
    key: string,
    compute: (m: Model) => unknown,
  ) {
    const m = await electionModel();
    let body = m.bodies.get(key);
    if (!body) {
      body = cachedBody({ data: compute(m) });
      // Keyed by route and place: bounded by the data (1 + 7 + 77 + 165 + 1 bodies).
      if (!key.startsWith('search:')) m.bodies.set(key, body);
    }
    return sendCachedJson(request, reply, body, PUBLIC_CACHE);
  }

  app.get(
    '/election',
    {
      schema: {
        tags: ['election'],
        summary: 'The 2082 House of Representatives result: FPTP seats and votes by party, 2079 beside it',
        description:
          '`{ data: { source, previous_source, constituencies, candidates, total_votes, tally, previous_tally, provinces, lacks, changed_hands } }`. ' +
          'First-past-the-post only: the files hold no proportional-representation result and no turnout (`lacks`).',
      },
    },
    (request, reply) =>
      send(request, reply, 'overview', (m): WireElectionOverview => {
        const changed = [...m.swing.values()].filter((s) => s.changedHands).length;
        return {
          source: ELECTION_SOURCES[2082],
          previous_source: ELECTION_SOURCES[2079],
          constituencies: m.now.constituencies.length,
          candidates: m.now.candidates,
          total_votes: totalVotes(m.now),
          tally: tally(m, m.now),
          previous_tally: tally(m, m.before),
          provinces: m.now.provinces.map((p) => ({
            id: p.id,
            name: p.name,
            districts: p.districts.length,
            constituencies: p.districts.reduce((s, d) => s + d.constituencies.length, 0),
            seats: provinceSeats(m, p),
          })),
          lacks: [...m.now.notInData],
          changed_hands: changed,
        };
      }),
  );

  app.get(
    '/election/provinces/:province',
    {
      schema: {
        tags: ['election'],
        summary: 'One province (1–7): its seats by party and every district with its constituencies',
        params: placeParam('province'),
      },
    },
    async (request, reply) => {
      const m = await electionModel();
      const p = findProvince(m, request.params.province as string);
      return send(request, reply, `province:${p.id}`, (): WireElectionProvince => {
        return {
          source: ELECTION_SOURCES[2082],
          province: { id: p.id, name: p.name },
          tally: tally(
            m,
            m.now,
            p.districts.flatMap((d) => d.constituencies),
          ),
          districts: p.districts.map((d) => ({
            ...wireDistrict(m.now, d.id),
            constituencies: d.constituencies.map((c) => summary(m, c)),
          })),
          lacks: [...m.now.notInData],
        };
      });
    },
  );

  app.get(
    '/election/districts/:district',
    {
      schema: {
        tags: ['election'],
        summary: 'One district (by slug, e.g. `jhapa`, or the Commission’s district id): its constituencies',
        params: placeParam('district'),
      },
    },
    async (request, reply) => {
      const m = await electionModel();
      const { p, d } = findDistrict(m, request.params.district as string);
      return send(
        request,
        reply,
        `district:${d.id}`,
        (): WireElectionDistrict => ({
          source: ELECTION_SOURCES[2082],
          province: { id: p.id, name: p.name },
          district: wireDistrict(m.now, d.id),
          tally: tally(m, m.now, d.constituencies),
          constituencies: d.constituencies.map((c) => summary(m, c)),
          lacks: [...m.now.notInData],
        }),
      );
    },
  );

  app.get(
    '/election/constituencies',
    {
      schema: {
        tags: ['election'],
        summary: 'All 165 constituencies with winner, runner-up, margin and the 2079 winner',
      },
    },
    (request, reply) =>
      send(
        request,
        reply,
        'constituencies',
        (m): WireElectionConstituencies => ({
          source: ELECTION_SOURCES[2082],
          constituencies: m.now.constituencies.map((c) => summary(m, c)),
        }),
      ),
  );

  app.get(
    '/election/constituencies/:constituency',
    {
      schema: {
        tags: ['election'],
        summary:
          'One constituency (`districtId-number`, e.g. `4-5` for Jhapa-5): every candidate, 2079 beside it',
        params: placeParam('constituency'),
      },
    },
    async (request, reply) => {
      const m = await electionModel();
      const c = findConstituency(m, request.params.constituency as string);
      return send(request, reply, `constituency:${c.key}`, (): WireElectionConstituency => {
        const prev = m.previous.get(c.key);
        const swing = m.swing.get(c.key);
        return {
          source: ELECTION_SOURCES[2082],
          previous_source: ELECTION_SOURCES[2079],
          constituency: summary(m, c),
          candidates: c.candidates.map((x) => wireCandidate(m, x, c.totalVotes)),
          previous: prev
            ? {
                candidates: prev.candidates.map((x) => wireCandidate(m, x, prev.totalVotes)),
                total_votes: prev.totalVotes,
              }
            : null,
          swing: swing
            ? {
                before_share:
                  swing.winnerPartySwing === null
                    ? null
                    : round2(swing.after.winnerShare - swing.winnerPartySwing),
                after_share: swing.after.winnerShare,
                winner_party_swing: swing.winnerPartySwing,
                changed_hands: swing.changedHands,
              }
            : null,
          lacks: [...m.now.notInData],
        };
      });
    },
  );

  app.get(
    '/election/search',
    {
      schema: {
        tags: ['election'],
        summary: 'Search candidates, parties and places, in Devanagari or Latin script',
        description:
          '`q` is matched word by word in either script ("Balendra Shah" and "बालेन्द्र शाह" meet; "Jhapa 5" or "झापा-५" finds a constituency). ' +
          `At most ${SEARCH_LIMIT} hits: parties, places, then candidates by rank and votes.`,
        querystring: z.object({
          q: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
        }),
      },
    },
    (request, reply) =>
      send(request, reply, `search:${request.query.q}`, (m): WireElectionSearch => {
        const seats = new Map(tally(m, m.now).map((r) => [r.key, r]));
        const hits = m.search(request.query.q, SEARCH_LIMIT + 1);
        return {
          source: ELECTION_SOURCES[2082],
          q: request.query.q,
          hits: hits.slice(0, SEARCH_LIMIT).map((h) => wireHit(m, h, seats)),
          truncated: hits.length > SEARCH_LIMIT,
        };
      }),
  );
};
