/**
 * Search candidates, parties and places in either script. Nepali names are published only in
 * Devanagari, so both the query and every name are reduced to one loose Latin key (IAST by
 * @indic-transliteration/sanscript, then diacritics, aspiration and vowels dropped, व/ब as one): "Balendra
 * Shah" and "बालेन्द्र शाह" meet, as do "Oli" and "ओली". Places also match their English names.
 */

import sanscriptModule from '@indic-transliteration/sanscript';
import type { Candidate, Constituency, Election, PartyTable } from './results.js';

// The package is CommonJS (module.exports = Sanscript) while its types declare an ES default
// export; take whichever the module system hands over.
const Sanscript = ((sanscriptModule as unknown as { default?: unknown }).default ?? sanscriptModule) as {
  t(data: string, from: string, to: string): string;
};

const DEVANAGARI = /[\u0900-\u097F]/;

/** One loose key per word: lower-case Latin consonant skeleton (a leading vowel kept). */
export function searchKeys(text: string): string[] {
  const latin = DEVANAGARI.test(text) ? Sanscript.t(text, 'devanagari', 'iast') : text;
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => {
      // व/ब are written for each other (वालेन्द्र, बहादुर/वहादुर), as are w and v in Latin.
      const w = word.replace(/[wv]/g, 'b').replace(/([^aeiou])h/g, '$1');
      return (
        w[0]! +
        w
          .slice(1)
          .replace(/[aeiouy]/g, '')
          .replace(/(.)\1+/g, '$1')
      );
    });
}

/** Every query word is the start of some word of the name. */
function matches(queryKeys: string[], nameKeys: string[]): boolean {
  return queryKeys.length > 0 && queryKeys.every((q) => nameKeys.some((n) => n.startsWith(q)));
}

export type SearchHit =
  | { kind: 'candidate'; year: number; candidate: Candidate; constituency: Constituency }
  | { kind: 'party'; partyId: string; np: string; en: string }
  | { kind: 'constituency'; year: number; constituency: Constituency }
  | { kind: 'district'; year: number; districtId: number; np: string; en: string };

/**
 * Builds the search once per result set (every name transliterated up front: a query is then a
 * scan of short keys, not 3,405 transliterations).
 */
export function electionSearch(
  election: Election,
  parties: PartyTable,
): (query: string, limit?: number) => SearchHit[] {
  const partyIndex = parties.parties.map((p) => ({
    p,
    keys: [p.en, p.np, p.id, ...p.variants].flatMap(searchKeys),
  }));
  const districtIndex = election.provinces.flatMap((prov) =>
    prov.districts.map((d) => ({ d, keys: [...searchKeys(d.name.en), ...searchKeys(d.name.np)] })),
  );
  const candidateIndex = election.constituencies.flatMap((c) =>
    c.candidates.map((candidate) => ({ c, candidate, keys: searchKeys(candidate.name) })),
  );
  return (query, limit = 50) => {
    const q = searchKeys(query.trim());
    if (q.length === 0) return [];
    const digits = query.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))).match(/\d+/)?.[0];
    const words = q.filter((k) => !/^\d+$/.test(k));
    const hits: SearchHit[] = [];
    for (const { p, keys } of partyIndex)
      if (matches(q, keys)) hits.push({ kind: 'party', partyId: p.id, np: p.np, en: p.en });
    for (const { d, keys } of districtIndex) {
      if (!matches(words, keys)) continue;
      if (digits) {
        for (const c of d.constituencies)
          if (c.number === Number(digits))
            hits.push({ kind: 'constituency', year: election.year, constituency: c });
      } else
        hits.push({ kind: 'district', year: election.year, districtId: d.id, np: d.name.np, en: d.name.en });
    }
    const candidates = candidateIndex
      .filter(({ keys }) => matches(q, keys))
      // Winners and big vote-getters first.
      .sort((a, b) => a.candidate.rank - b.candidate.rank || b.candidate.votes - a.candidate.votes)
      .map(
        ({ c, candidate }): SearchHit => ({
          kind: 'candidate',
          year: election.year,
          candidate,
          constituency: c,
        }),
      );
    return [...hits, ...candidates].slice(0, limit);
  };
}

/** One-off search (builds the index each call; keep `electionSearch`'s function for repeated queries). */
export function searchElection(
  election: Election,
  parties: PartyTable,
  query: string,
  limit = 50,
): SearchHit[] {
  return electionSearch(election, parties)(query, limit);
}
