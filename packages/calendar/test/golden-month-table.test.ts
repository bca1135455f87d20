/**
 * Golden tests of the BS month table against the published tables in
 * the committed bs-month-lengths.json (test/fixtures/published) — every day of BS 1970–2083 is walked.
 */
import { describe, expect, it } from 'vitest';
import {
  adToBs,
  bsMonthLength,
  bsMonthProvenance,
  bsToAd,
  bsToJdn,
  bsWeekday,
  bsYearLength,
  jdnToBs,
} from '../src/index.js';
import {
  epochDayToIso,
  iso,
  isoToEpochDay,
  isoToJdn,
  type MonthLengthsReference,
  readReference,
} from './reference.js';

/** Disputed years where we follow a variant other than the reference's main (NepDate) column; see ADR 010. */
const CHOSEN_SOURCE: Record<number, string> = {
  1977: 'kbwood/world-calendars',
  1981: 'medic/bikram-sambat',
  1998: 'medic/bikram-sambat',
};
const FAMILY_B = 'opensource-nepal/py-nepali';

describe('official table = published table (bs-month-lengths.json)', () => {
  const ref = readReference<MonthLengthsReference>('bs-month-lengths.json');

  function published(year: number): number[] {
    const source = CHOSEN_SOURCE[year];
    if (source) return ref.alternatives[String(year)]!.find((a) => a.sources.includes(source))!.months;
    return ref.years[String(year)]!;
  }

  it('walks every day of BS 1970–2083: BS → JDN → AD → BS, weekday', () => {
    let checked = 0;
    for (let year = 1970; year <= 2083; year++) {
      const months = published(year);
      let epochDay = isoToEpochDay(ref.year_start_ad[String(year)]!);
      expect(bsYearLength(year)).toBe(months.reduce((a, b) => a + b, 0));
      for (let month = 1; month <= 12; month++) {
        expect(bsMonthLength(year, month), `BS ${year}-${month}`).toBe(months[month - 1]);
        expect(bsMonthProvenance(year, month)).toBe('official');
        for (let day = 1; day <= months[month - 1]!; day++) {
          const bs = { year, month, day };
          const jdn = bsToJdn(bs);
          if (jdn !== epochDay + 2440588)
            throw new Error(`BS ${iso(bs)}: JDN ${jdn}, expected ${epochDay + 2440588}`);
          const ad = bsToAd(bs);
          if (iso(ad) !== epochDayToIso(epochDay))
            throw new Error(`BS ${iso(bs)} → ${iso(ad)}, expected ${epochDayToIso(epochDay)}`);
          const back = jdnToBs(jdn);
          if (iso(back) !== iso(bs)) throw new Error(`JDN ${jdn} → BS ${iso(back)}, expected ${iso(bs)}`);
          const fromAd = adToBs(ad);
          if (iso(fromAd) !== iso(bs)) throw new Error(`AD ${iso(ad)} → BS ${iso(fromAd)}`);
          if (bsWeekday(bs) !== (((epochDay + 4) % 7) + 7) % 7) throw new Error(`weekday of BS ${iso(bs)}`);
          epochDay++;
          checked++;
        }
      }
    }
    expect(checked).toBe(
      isoToEpochDay(ref.year_start_ad['2084']!) - isoToEpochDay(ref.year_start_ad['1970']!),
    );
  });

  it('chosen variants in disputed years are published variants, and differ from NepDate only where decided', () => {
    for (let year = 1970; year <= 2083; year++) {
      const ours = Array.from({ length: 12 }, (_, i) => bsMonthLength(year, i + 1));
      const alternatives = ref.alternatives[String(year)];
      if (!alternatives) {
        expect(ours, `BS ${year}`).toEqual(ref.years[String(year)]);
        continue;
      }
      expect(
        alternatives.some((a) => a.months.join() === ours.join()),
        `BS ${year}`,
      ).toBe(true);
      if (!CHOSEN_SOURCE[year]) expect(ours, `BS ${year}`).toEqual(ref.years[String(year)]);
    }
  });

  it('BS 2062 follows Baisakh 31 / Jestha 31 (2062-01-31 = 2005-05-14)', () => {
    expect(iso(bsToAd({ year: 2062, month: 1, day: 31 }))).toBe('2005-05-14');
    expect(iso(bsToAd({ year: 2062, month: 2, day: 1 }))).toBe('2005-05-15');
  });

  it('BS 2084–2099 is the family-B projection, provenance projected', () => {
    let epochDay = isoToEpochDay(ref.year_start_ad['2084']!);
    for (let year = 2084; year <= 2099; year++) {
      const family = ref.alternatives[String(year)]!.find((a) => a.sources.includes(FAMILY_B))!.months;
      expect(bsToJdn({ year, month: 1, day: 1 }), `BS ${year}-01-01`).toBe(epochDay + 2440588);
      for (let month = 1; month <= 12; month++) {
        expect(bsMonthLength(year, month), `BS ${year}-${month}`).toBe(family[month - 1]);
        expect(bsMonthProvenance(year, month)).toBe('projected');
      }
      epochDay += family.reduce((a, b) => a + b, 0);
    }
    // Family B starts 2085 on 2028-04-14 (family A: 04-13).
    expect(iso(bsToAd({ year: 2085, month: 1, day: 1 }))).toBe('2028-04-14');
  });

  it('year starts of the computed years 1901–1968 agree with every published table; 1969 with kbwood', () => {
    for (let year = 1901; year <= 1968; year++) {
      expect(bsToJdn({ year, month: 1, day: 1 }), `BS ${year}`).toBe(
        isoToJdn(ref.year_start_ad[String(year)]!),
      );
      expect(bsMonthProvenance(year, 1)).toBe('computed');
    }
    // NepDate: 366 days from 1912-04-12; kbwood (ashesh-derived) and the model: 365 days from 1912-04-13.
    expect(iso(bsToAd({ year: 1969, month: 1, day: 1 }))).toBe('1912-04-13');
    expect(bsYearLength(1969)).toBe(365);
  });
});
