/**
 * Search candidates, parties and places in either script. Nepali names are published only in
 * Devanagari, so both the query and every name are reduced to one loose Latin key (IAST by
 * @indic-transliteration/sanscript, then diacritics, aspiration and vowels dropped, व/ब as one): "Balendra
 * Shah" and "बालेन्द्र शाह" meet, as do "Oli" and "ओली". Places also match their English names.
 */

import Sanscript from '@indic-transliteration/sanscript';
import type { Candidate, Constituency, Election, PartyTable } from './results.js';

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
      return w[0]! + w.slice(1).replace(/[aeiouy]/g, '').replace(/(.)\1+/g, '$1');
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

export function searchElection(election: Election, parties: PartyTable, query: string, limit = 50): SearchHit[] {
  const q = searchKeys(query.trim());
  const digits = query.replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d))).match(/\d+/)?.[0];
  if (q.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const p of parties.parties) {
    const names = [p.en, p.np, p.id, ...p.variants].flatMap(searchKeys);
    if (matches(q, names)) hits.push({ kind: 'party', partyId: p.id, np: p.np, en: p.en });
  }
  for (const prov of election.provinces)
    for (const d of prov.districts) {
      const names = [...searchKeys(d.name.en), ...searchKeys(d.name.np)];
      const words = q.filter((k) => !/^\d+$/.test(k));
      if (!matches(words, names)) continue;
      if (digits) {
        for (const c of d.constituencies) if (c.number === Number(digits)) hits.push({ kind: 'constituency', year: election.year, constituency: c });
      } else hits.push({ kind: 'district', year: election.year, districtId: d.id, np: d.name.np, en: d.name.en });
    }
  for (const c of election.constituencies)
    for (const cand of c.candidates)
      if (matches(q, searchKeys(cand.name))) hits.push({ kind: 'candidate', year: election.year, candidate: cand, constituency: c });
  // Winners and big vote-getters first among candidates.
  return hits
    .sort((a, b) =>
      a.kind === 'candidate' && b.kind === 'candidate' ? a.candidate.rank - b.candidate.rank || b.candidate.votes - a.candidate.votes : 0,
    )
    .slice(0, limit);
}
