import { describe, expect, it } from 'vitest';
import { loadElection, loadPartyTable, loadPlaces } from '../src/modules/election/loader.js';
import {
  buildElection,
  constituencySwing,
  ElectionDataError,
  parseResultFeed,
  partyTally,
  totalVotes,
} from '../src/modules/election/results.js';
import { electionSearch, searchKeys } from '../src/modules/election/search.js';

const parties = loadPartyTable();
const places = loadPlaces();
const e2082 = loadElection(2082);
const e2079 = loadElection(2079);
const seats = (e: typeof e2082) =>
  Object.fromEntries(
    partyTally(e, parties)
      .filter((r) => r.seats > 0)
      .map((r) => [r.key, r.seats]),
  );

describe('party seat tally (first past the post)', () => {
  it('2082 equals the counts in the reference README: RSP 125, NC 18, UML 9, NCP 8, Shram Sanskriti 3, RPP 1, independent 1', () => {
    expect(seats(e2082)).toEqual({
      rsp: 125,
      nc: 18,
      'cpn-uml': 9,
      ncp: 8,
      shram: 3,
      rpp: 1,
      independent: 1,
    });
    expect(totalVotes(e2082)).toBe(10_529_154);
    expect(e2082.constituencies).toHaveLength(165);
    expect(e2082.candidates).toBe(3405);
  });

  it('2079 equals the published result: NC 57, UML 44, Maoist Centre 18, Unified Socialist 10, RPP 7, JSP 7, RSP 7, independents 5', () => {
    expect(seats(e2079)).toMatchObject({
      nc: 57,
      'cpn-uml': 44,
      'cpn-mc': 18,
      'cpn-us': 10,
      rpp: 7,
      jsp: 7,
      rsp: 7,
      independent: 5,
    });
    expect(Object.values(seats(e2079)).reduce((a, b) => a + b, 0)).toBe(165);
  });

  it('names parties bilingually and keeps the published spellings it joined', () => {
    const uml = partyTally(e2079, parties).find((r) => r.key === 'cpn-uml')!;
    expect(uml.name).toEqual({
      np: 'नेपाल कम्युनिष्ट पार्टी (एकीकृत मार्क्सवादी लेनिनवादी)',
      en: 'CPN (Unified Marxist–Leninist)',
    });
    expect(uml.published).toEqual(['नेपाल कम्युनिष्ट पार्टी (एमाले)']);
    const rsp = partyTally(e2082, parties)[0]!;
    expect(rsp).toMatchObject({ key: 'rsp', seats: 125 });
    expect(rsp.voteShare).toBeGreaterThan(40);
  });

  it('does not join the 2082 Nepali Communist Party to the Maoist Centre', () => {
    expect(seats(e2082)['cpn-mc']).toBeUndefined();
    expect(seats(e2079).ncp).toBeUndefined();
  });

  it('says what the data lacks: PR seats and turnout', () => {
    expect(e2082.notInData).toEqual(expect.arrayContaining(['proportional-representation', 'turnout']));
  });
});

describe('drill-down', () => {
  it('7 provinces, 77 districts; Kathmandu has 10 constituencies, Jhapa 5, Morang 6', () => {
    expect(e2082.provinces.map((p) => p.name.en)).toEqual([
      'Koshi Province',
      'Madhesh Province',
      'Bagmati Province',
      'Gandaki Province',
      'Lumbini Province',
      'Karnali Province',
      'Sudurpashchim Province',
    ]);
    const districts = e2082.provinces.flatMap((p) => p.districts);
    expect(districts).toHaveLength(77);
    const count = (en: string) => districts.find((d) => d.name.en === en)!.constituencies.length;
    expect([count('Kathmandu'), count('Jhapa'), count('Morang')]).toEqual([10, 5, 6]);
  });

  it('Jhapa-5 2082: Balendra Shah (RSP) 68,348 elected, K.P. Sharma Oli (UML) 18,734 second', () => {
    const jhapa5 = e2082.constituencies.find((c) => c.name.en === 'Jhapa-5')!;
    expect(jhapa5.name.np).toBe('झापा-५');
    expect(jhapa5.winner).toMatchObject({ votes: 68348, partyId: 'rsp', rank: 1, elected: true });
    expect(jhapa5.candidates[1]).toMatchObject({ votes: 18734, partyId: 'cpn-uml', rank: 2, elected: false });
    expect(jhapa5.margin).toBe(68348 - 18734);
    expect(jhapa5.winner.symbol.name).toBe('घण्टी');
  });
});

describe('ranks', () => {
  it('2082: the published ranks are 1…n in order of votes', () => {
    for (const c of e2082.constituencies) {
      expect(c.candidates.map((x) => x.rank)).toEqual(c.candidates.map((_, i) => i + 1));
      for (let i = 1; i < c.candidates.length; i++)
        expect(c.candidates[i]!.votes).toBeLessThanOrEqual(c.candidates[i - 1]!.votes);
    }
  });
  it('2079 publishes Rank "1" for everyone: ranks are then the places by votes, ties sharing one (Jhapa-5: Oli 1, Khagendra Adhikari 2)', () => {
    const jhapa5 = e2079.constituencies.find((c) => c.key === '4-5')!;
    expect(jhapa5.candidates.slice(0, 2).map((x) => [x.rank, x.votes])).toEqual([
      [1, 52319],
      [2, 23743],
    ]);
    for (const c of e2079.constituencies)
      for (const x of c.candidates)
        expect(x.rank).toBe(1 + c.candidates.filter((y) => y.votes > x.votes).length);
  });
});

describe('swing 2079 → 2082', () => {
  const swing = constituencySwing(e2079, e2082, parties);
  it('covers all 165 constituencies, joined by district id and number', () => {
    expect(swing).toHaveLength(165);
  });
  it('Jhapa-5 changed hands from UML (Oli, 52,319 in 2079) to RSP', () => {
    const j = swing.find((s) => s.name.en === 'Jhapa-5')!;
    expect(j.before.winner).toMatchObject({ partyId: 'cpn-uml', votes: 52319 });
    expect(j.after.winner.partyId).toBe('rsp');
    expect(j.changedHands).toBe(true);
    expect(j.winnerPartySwing).toBeGreaterThan(40);
  });
  it('a seat UML held in both elections has not changed hands (the 2079 and 2082 spellings of UML are one party)', () => {
    const held = swing.filter(
      (s) => s.before.winner.partyId === 'cpn-uml' && s.after.winner.partyId === 'cpn-uml',
    );
    expect(held.length).toBeGreaterThan(0);
    for (const s of held) expect(s.changedHands).toBe(false);
  });
});

describe('search in both scripts', () => {
  const search = electionSearch(e2082, parties);
  const first = (q: string) => search(q)[0];
  it('finds a candidate by the English or the Nepali name (व/ब spellings meet)', () => {
    for (const q of ['Balendra Shah', 'बालेन्द्र शाह', 'वालेन्द्र']) {
      const hit = first(q);
      expect(hit?.kind).toBe('candidate');
      if (hit?.kind === 'candidate')
        expect([hit.constituency.name.en, hit.candidate.votes]).toEqual(['Jhapa-5', 68348]);
    }
  });
  it('finds a constituency by place and number in either script, and a district by name', () => {
    for (const q of ['Jhapa 5', 'झापा-५', 'jhapa-5']) {
      const hit = first(q);
      expect(hit?.kind === 'constituency' ? hit.constituency.key : null).toBe('4-5');
    }
    const ktm = first('काठमाडौं');
    expect(ktm?.kind === 'district' ? ktm.en : null).toBe('Kathmandu');
  });
  it('finds a party by its English name, abbreviation or Nepali spelling of either year', () => {
    for (const q of ['UML', 'एमाले', 'Swatantra', 'नेपाली काँग्रेस']) {
      const hit = search(q).find((h) => h.kind === 'party');
      expect(hit).toBeDefined();
    }
    expect(search('एमाले').find((h) => h.kind === 'party')).toMatchObject({ partyId: 'cpn-uml' });
  });
  it('an empty query finds nothing', () => {
    expect(search('  ')).toEqual([]);
    expect(searchKeys('')).toEqual([]);
  });
});

describe('the result feed reader', () => {
  const record = (over: Record<string, unknown>) => ({
    CandidateID: 1,
    CandidateName: 'क',
    Gender: 'पुरुष',
    Age: 40,
    PoliticalPartyName: 'राष्ट्रिय स्वतन्त्र पार्टी',
    SymbolID: 1,
    SymbolName: 'घण्टी',
    State: 1,
    DistrictCd: 4,
    DistrictName: 'झापा',
    SCConstID: '5',
    TotalVoteReceived: 100,
    Rank: '1',
    Remarks: 'Elected',
    E_STATUS: null,
    ...over,
  });

  it("reads the Commission's BOM-prefixed JSON and marks the winner from Remarks, not from votes or E_STATUS", () => {
    const feed = `\uFEFF${JSON.stringify([
      record({}),
      record({
        CandidateID: 2,
        TotalVoteReceived: 50,
        Rank: '2',
        Remarks: null,
        E_STATUS: 'W',
        PoliticalPartyName: 'नेपाली काँग्रेस ',
      }),
    ])}`;
    const e = buildElection(2082, parseResultFeed(feed), places, parties);
    expect(e.constituencies[0]!.winner.id).toBe(1);
    expect(e.constituencies[0]!.candidates[1]).toMatchObject({
      party: 'नेपाली काँग्रेस',
      partyId: 'nc',
      elected: false,
    });
  });

  it('refuses a constituency with no winner or two, and records that are not candidates', () => {
    const twoWinners = parseResultFeed(JSON.stringify([record({}), record({ CandidateID: 2 })]));
    expect(() => buildElection(2082, twoWinners, places, parties)).toThrow(/2 candidates marked Elected/);
    expect(() => parseResultFeed('{}')).toThrow(ElectionDataError);
    expect(() => parseResultFeed('[{"CandidateID":"x"}]')).toThrow(/CandidateID must be a number/);
    expect(() => parseResultFeed('not json')).toThrow(/not JSON/);
  });
});
