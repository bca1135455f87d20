/**
 * Agreement of the rule-computed festival dates (computed mode) with the published dates in the
 * shipped official day data. Used by the golden test and by `patro festivals --check`.
 */
import { jdnToGregorian } from '../civil/gregorian.js';
import { FESTIVALS } from '../data/festivals.js';
import { formatIsoDate } from '../format/dates.js';
import { publishedFestivalDays } from './published.js';
import { festivalsInBsYear } from './resolve.js';

const iso = (jdn: number): string => formatIsoDate(jdnToGregorian(jdn));

export interface FestivalYearCheck {
  id: string;
  year: number;
  /** AD dates published for the festival in that BS year. */
  published: string[];
  /** AD dates the rule gives (computed mode). */
  computed: string[];
  /** `agree`: same set of days; `disagree`; `published-only`: rule cannot compute (e.g. Eid). */
  status: 'agree' | 'disagree' | 'published-only';
  /** The rule's reason for each computed day. */
  reasons: string[];
}

export interface YearAgreement {
  year: number;
  /** Festivals with a published date this year and a computable rule. */
  checked: number;
  agree: number;
  checks: FestivalYearCheck[];
  /** Why the year could not be checked, if it could not. */
  note?: string;
}

/** Compare computed-mode festival dates with the published ones for a BS year. */
export function festivalAgreement(bsYear: number): YearAgreement {
  const published = publishedFestivalDays(bsYear);
  if (!published) {
    return {
      year: bsYear,
      checked: 0,
      agree: 0,
      checks: [],
      note: 'no published events shipped for this year',
    };
  }
  const computed = festivalsInBsYear(bsYear, { mode: 'computed' });
  const checks: FestivalYearCheck[] = [];
  for (const def of FESTIVALS) {
    const pub = published.get(def.id);
    if (!pub || pub.length === 0) continue;
    const comp = computed.filter((f) => f.id === def.id);
    const p = pub.map((h) => iso(h.jdn)).sort();
    const c = comp.map((f) => iso(f.jdn)).sort();
    const status =
      def.rule.kind === 'published' ? 'published-only' : p.join() === c.join() ? 'agree' : 'disagree';
    checks.push({
      id: def.id,
      year: bsYear,
      published: p,
      computed: c,
      status,
      reasons: comp.map((f) => f.reason),
    });
  }
  const counted = checks.filter((c) => c.status !== 'published-only');
  return {
    year: bsYear,
    checked: counted.length,
    agree: counted.filter((c) => c.status === 'agree').length,
    checks,
  };
}
