import {
  bsToJdn,
  isSaitCategory,
  jdnToGregorian,
  muhurtaRule,
  nakshatraName,
  parseIsoDate,
  type SaitCategory,
  type SuvaSait,
  suvaSaitInBsMonth,
  tithiName,
  weekday,
  weekdayName,
} from '@patro/calendar';
import { iso } from '../calendar/service.js';
import type { PublishedSaitRow } from './repository.js';

/** One suva sait on the wire. */
export interface SaitEntry {
  bs: string;
  ad: string;
  weekday: { number: number; np: string; en: string };
  category: SaitCategory | string;
  np: string;
  en: string;
  tithi: { number: number; np: string; en: string } | null;
  nakshatra: { number: number; np: string; en: string } | null;
  /** `computed` from the muhurta rules, or `published` (entered from a published sait list). */
  source: 'computed' | 'published';
  time: string | null;
  note: { np: string | null; en: string | null } | null;
}

const computedCache = new Map<string, SuvaSait[]>();

function computedMonth(year: number, month: number, category?: SaitCategory): SuvaSait[] {
  const key = `${year}|${month}|${category ?? ''}`;
  let hit = computedCache.get(key);
  if (!hit) {
    hit = suvaSaitInBsMonth(year, month, category ? { category } : {});
    if (computedCache.size > 512) computedCache.clear();
    computedCache.set(key, hit);
  }
  return hit;
}

const wd = (n: number) => ({ number: n, np: weekdayName(n, 'np'), en: weekdayName(n, 'en') });

function fromComputed(s: SuvaSait): SaitEntry {
  return {
    bs: iso(s.bs),
    ad: iso(s.ad),
    weekday: wd(s.weekday),
    category: s.category,
    np: s.names.np,
    en: s.names.en,
    tithi: { number: s.tithi, np: tithiName(s.tithi, 'np'), en: tithiName(s.tithi, 'en') },
    nakshatra: {
      number: s.nakshatra,
      np: nakshatraName(s.nakshatra, 'np'),
      en: nakshatraName(s.nakshatra, 'en'),
    },
    source: 'computed',
    time: null,
    note: null,
  };
}

function fromPublished(row: PublishedSaitRow, computed: SaitEntry | undefined): SaitEntry | undefined {
  const bs = parseIsoDate(row.bsDate, { calendar: 'bs' });
  if (!bs) return undefined;
  const jdn = bsToJdn(bs);
  const names = isSaitCategory(row.category)
    ? muhurtaRule(row.category).names
    : { np: row.category, en: row.category };
  return {
    bs: row.bsDate,
    ad: iso(jdnToGregorian(jdn)),
    weekday: wd(weekday(jdn)),
    category: row.category,
    np: names.np,
    en: names.en,
    tithi: computed?.tithi ?? null,
    nakshatra: computed?.nakshatra ?? null,
    source: 'published',
    time: row.timeNote,
    note: row.noteNp || row.noteEn ? { np: row.noteNp, en: row.noteEn } : null,
  };
}

/**
 * Suva sait of a BS year or month: the computed days, with published entries laid over them
 * for their date and category (an `auspicious = false` row removes a computed day).
 */
export function suvaSait(
  year: number,
  month: number | undefined,
  category: SaitCategory | undefined,
  published: PublishedSaitRow[],
): SaitEntry[] {
  const months = month === undefined ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [month];
  const entries = new Map<string, SaitEntry>();
  for (const m of months) {
    for (const s of computedMonth(year, m, category))
      entries.set(`${iso(s.bs)}|${s.category}`, fromComputed(s));
  }
  for (const row of published) {
    if (category && row.category !== category) continue;
    const key = `${row.bsDate}|${row.category}`;
    if (!row.auspicious) {
      entries.delete(key);
      continue;
    }
    const entry = fromPublished(row, entries.get(key));
    if (entry) entries.set(key, entry);
  }
  const order = (c: string) => {
    const i = [
      'bibaha',
      'bratabandha',
      'pasni',
      'nwaran',
      'chudakarma',
      'karnavedha',
      'griha-pravesh',
      'griha-arambha',
      'vehicle',
      'business',
      'travel',
    ].indexOf(c);
    return i < 0 ? 99 : i;
  };
  return [...entries.values()].sort(
    (a, b) => a.bs.localeCompare(b.bs) || order(a.category) - order(b.category),
  );
}
