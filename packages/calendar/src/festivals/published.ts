/**
 * Published festival dates from the shipped official day data: each catalogue festival's
 * `published` name patterns are matched against the Nepali event names of every day of a
 * published BS year.
 */
import { bsYearStartJdn } from '../civil/bs.js';
import { FESTIVALS } from '../data/festivals.js';
import { officialDay, officialYears } from '../official/index.js';
import type { FestivalDefinition } from './types.js';

export interface PublishedHit {
  jdn: number;
  /** The published Nepali event name that matched. */
  name: string;
}

const compiled = new Map<string, { inc: RegExp[]; exc: RegExp[] }>();

function patterns(def: FestivalDefinition): { inc: RegExp[]; exc: RegExp[] } {
  let p = compiled.get(def.id);
  if (!p) {
    p = {
      inc: (def.published ?? []).map((s) => new RegExp(s)),
      exc: (def.publishedExclude ?? []).map((s) => new RegExp(s)),
    };
    compiled.set(def.id, p);
  }
  return p;
}

/** Does a published event name denote this festival? */
export function matchesPublished(def: FestivalDefinition, eventNp: string): boolean {
  const { inc, exc } = patterns(def);
  return inc.some((r) => r.test(eventNp)) && !exc.some((r) => r.test(eventNp));
}

const yearCache = new Map<number, Map<string, PublishedHit[]> | undefined>();

/**
 * For a BS year with shipped published events: festival id → the days whose published events
 * name it. Undefined when the year is not shipped or publishes no events (BS 2076).
 */
export function publishedFestivalDays(bsYear: number): Map<string, PublishedHit[]> | undefined {
  if (yearCache.has(bsYear)) return yearCache.get(bsYear);
  let result: Map<string, PublishedHit[]> | undefined;
  if (officialYears().includes(bsYear)) {
    const start = bsYearStartJdn(bsYear);
    const end = bsYearStartJdn(bsYear + 1);
    let anyEvents = false;
    const map = new Map<string, PublishedHit[]>();
    for (let jdn = start; jdn < end; jdn++) {
      const day = officialDay(jdn);
      if (!day?.events) continue;
      anyEvents = true;
      for (const ev of day.events) {
        for (const def of FESTIVALS) {
          if (!def.published || !matchesPublished(def, ev.np)) continue;
          const list = map.get(def.id) ?? [];
          if (!list.some((h) => h.jdn === jdn)) list.push({ jdn, name: ev.np });
          map.set(def.id, list);
        }
      }
    }
    result = anyEvents ? map : undefined;
  }
  yearCache.set(bsYear, result);
  return result;
}
