import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type MonthLengthsReference, readReference } from '../../test/reference.js';
import { COMPUTED_EPOCH_JDN } from '../data/generated/computed-months.js';
import {
  adToBs,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsJdnRange,
  bsMonthBoundaryRisk,
  bsMonthInfo,
  bsMonthLength,
  bsMonthProvenance,
  bsToAd,
  bsToJdn,
  bsWeekday,
  bsYearLength,
  bsYearStartJdn,
  isValidBsDate,
  jdnToBs,
} from './bs.js';
import { gregorianToJdn, jdnToGregorian } from './gregorian.js';
import { computedTableCovers } from './month-table.js';

const modes = ['official', 'computed'] as const;

/** Arbitrary valid BS date of a mode. */
const bsDate = (mode: (typeof modes)[number]) =>
  fc
    .record({
      year: fc.integer({ min: BS_MIN_YEAR, max: BS_MAX_YEAR }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 32 }),
    })
    .map((d) => ({ ...d, day: Math.min(d.day, bsMonthLength(d.year, d.month, { mode })) }));

describe('anchors (engine-notes, calendar-data-notes)', () => {
  const cases: [string, string, number?][] = [
    ['2000-01-01', '1943-04-14', 3], // Wednesday
    ['1970-01-01', '1913-04-13'],
    ['1975-01-01', '1918-04-13'],
    ['2081-01-01', '2024-04-13', 6], // Saturday
    ['2082-01-01', '2025-04-14', 1],
    ['2083-01-01', '2026-04-14', 2],
    ['2082-10-24', '2026-02-07'],
    ['2062-01-31', '2005-05-14'],
    ['2099-12-30', '2043-04-13'], // remotemerge range end point
    ['1901-01-01', '1844-04-11'], // NepDate first day
  ];
  for (const [bs, ad, wd] of cases) {
    it(`BS ${bs} = AD ${ad}`, () => {
      const [y, m, d] = bs.split('-').map(Number) as [number, number, number];
      const [ay, am, adDay] = ad.split('-').map(Number) as [number, number, number];
      expect(bsToAd({ year: y, month: m, day: d })).toEqual({ year: ay, month: am, day: adDay });
      expect(adToBs({ year: ay, month: am, day: adDay })).toEqual({ year: y, month: m, day: d });
      if (wd !== undefined) expect(bsWeekday({ year: y, month: m, day: d })).toBe(wd);
    });
  }

  it('BS 2000-01-01 is JDN 2430829', () => {
    expect(bsToJdn({ year: 2000, month: 1, day: 1 })).toBe(2430829);
    expect(jdnToBs(2430829)).toEqual({ year: 2000, month: 1, day: 1 });
  });

  it('range ends: BS 1900-01-01 = 1843-04-12, BS 2200 ends 2144-04-15 (both modes)', () => {
    for (const mode of modes) {
      expect(bsToAd({ year: 1900, month: 1, day: 1 }, { mode })).toEqual({ year: 1843, month: 4, day: 12 });
      const last = bsMonthLength(2200, 12, { mode });
      expect(bsToAd({ year: 2200, month: 12, day: last }, { mode })).toEqual({
        year: 2144,
        month: 4,
        day: 15,
      });
      const { first, last: lastJdn } = bsJdnRange({ mode });
      expect(first).toBe(gregorianToJdn({ year: 1843, month: 4, day: 12 }));
      expect(lastJdn).toBe(gregorianToJdn({ year: 2144, month: 4, day: 15 }));
    }
  });
});

describe('month table', () => {
  it('the computed table covers BS 1900–2200 and anchors at its epoch', () => {
    expect(computedTableCovers()).toBe(true);
    expect(bsToJdn({ year: 1900, month: 1, day: 1 }, { mode: 'computed' })).toBe(COMPUTED_EPOCH_JDN);
  });

  it('computed mode: month lengths as published on BS 2000–2083 but for a few months, each by a start flagged as a boundary risk', () => {
    const published = readReference<MonthLengthsReference>('bs-month-lengths.json');
    const misses: string[] = [];
    let n = 0;
    for (let year = 2000; year <= 2083; year++) {
      for (let month = 1; month <= 12; month++) {
        n++;
        expect(bsMonthProvenance(year, month, { mode: 'computed' })).toBe('computed');
        if (bsMonthLength(year, month, { mode: 'computed' }) === published.years[String(year)]![month - 1])
          continue;
        misses.push(`${year}-${month}`);
        // A wrong length means a wrong start of this month or of the next: that start is flagged.
        const next = month === 12 ? [year + 1, 1] : [year, month + 1];
        const flagged =
          bsMonthBoundaryRisk(year, month, { mode: 'computed' }) ||
          bsMonthBoundaryRisk(next[0]!, next[1]!, { mode: 'computed' });
        expect(flagged, `${year}-${month}`).toBe(true);
      }
    }
    expect(misses.length / n).toBeLessThanOrEqual(0.01);
  });

  it('official mode: computed outside 1970–2099, with the model boundary-risk flag', () => {
    expect(bsMonthProvenance(1969, 12)).toBe('computed');
    expect(bsMonthProvenance(1970, 1)).toBe('official');
    expect(bsMonthProvenance(2083, 12)).toBe('official');
    expect(bsMonthProvenance(2084, 1)).toBe('projected');
    expect(bsMonthProvenance(2099, 12)).toBe('projected');
    expect(bsMonthProvenance(2100, 1)).toBe('computed');
    for (let year = 2100; year <= 2200; year++) {
      for (let month = 1; month <= 12; month++) {
        expect(bsMonthLength(year, month)).toBe(bsMonthLength(year, month, { mode: 'computed' }));
        expect(bsMonthBoundaryRisk(year, month)).toBe(bsMonthBoundaryRisk(year, month, { mode: 'computed' }));
      }
    }
    // Published months never carry the model's risk flag.
    for (let month = 1; month <= 12; month++) expect(bsMonthBoundaryRisk(2083, month)).toBe(false);
    expect(bsMonthInfo(2081, 2)).toEqual({
      year: 2081,
      month: 2,
      length: 32,
      startJdn: bsToJdn({ year: 2081, month: 2, day: 1 }),
      provenance: 'official',
      boundaryRisk: false,
    });
  });

  it('every month has 29–32 days and every year 365–366, in both modes', () => {
    for (const mode of modes) {
      for (let year = BS_MIN_YEAR; year <= BS_MAX_YEAR; year++) {
        const total = bsYearLength(year, { mode });
        expect(total === 365 || total === 366, `BS ${year} ${mode}: ${total}`).toBe(true);
        let sum = 0;
        for (let month = 1; month <= 12; month++) {
          const n = bsMonthLength(year, month, { mode });
          expect(n >= 29 && n <= 32).toBe(true);
          sum += n;
        }
        expect(sum).toBe(total);
        if (year < BS_MAX_YEAR)
          expect(bsYearStartJdn(year + 1, { mode }) - bsYearStartJdn(year, { mode })).toBe(total);
      }
    }
  });
});

describe('round trips over BS 1900–2200 (property tests)', () => {
  for (const mode of modes) {
    it(`${mode}: jdnToBs(bsToJdn(x)) = x and adToBs(bsToAd(x)) = x`, () => {
      fc.assert(
        fc.property(bsDate(mode), (date) => {
          expect(jdnToBs(bsToJdn(date, { mode }), { mode })).toEqual(date);
          expect(adToBs(bsToAd(date, { mode }), { mode })).toEqual(date);
        }),
        { numRuns: 3000 },
      );
    });

    it(`${mode}: bsToJdn(jdnToBs(j)) = j for every JDN in range, consecutive days`, () => {
      const { first, last } = bsJdnRange({ mode });
      fc.assert(
        fc.property(fc.integer({ min: first, max: last - 1 }), (jdn) => {
          const a = jdnToBs(jdn, { mode });
          expect(bsToJdn(a, { mode })).toBe(jdn);
          const b = jdnToBs(jdn + 1, { mode });
          const next =
            a.day < bsMonthLength(a.year, a.month, { mode })
              ? { ...a, day: a.day + 1 }
              : a.month < 12
                ? { year: a.year, month: a.month + 1, day: 1 }
                : { year: a.year + 1, month: 1, day: 1 };
          expect(b).toEqual(next);
        }),
        { numRuns: 3000 },
      );
    });
  }

  it('walks every day of BS 1900–2200 in both modes', () => {
    for (const mode of modes) {
      const { first, last } = bsJdnRange({ mode });
      let prev = jdnToBs(first, { mode });
      expect(prev).toEqual({ year: 1900, month: 1, day: 1 });
      for (let jdn = first + 1; jdn <= last; jdn++) {
        const cur = jdnToBs(jdn, { mode });
        const ok =
          (cur.year === prev.year && cur.month === prev.month && cur.day === prev.day + 1) ||
          (cur.day === 1 &&
            ((cur.year === prev.year && cur.month === prev.month + 1) ||
              (cur.year === prev.year + 1 && cur.month === 1 && prev.month === 12)));
        if (!ok)
          throw new Error(`${mode}: JDN ${jdn} → ${JSON.stringify(cur)} after ${JSON.stringify(prev)}`);
        prev = cur;
      }
      expect(prev).toEqual({ year: 2200, month: 12, day: bsMonthLength(2200, 12, { mode }) });
    }
  });
});

describe('bsToAd and adToBs read the direct tables (ADR 160)', () => {
  it('agree with the month table on every day of BS 1900–2200, both modes', () => {
    for (const mode of modes) {
      // The month lengths and the first day's JDN are all this walk takes from the engine; the
      // AD date of each day comes from the closed-form Gregorian calendar.
      let jdn = bsJdnRange({ mode }).first;
      let checked = 0;
      for (let year = BS_MIN_YEAR; year <= BS_MAX_YEAR; year++)
        for (let month = 1; month <= 12; month++)
          for (let day = 1; day <= bsMonthLength(year, month, { mode }); day++, jdn++) {
            const bs = { year, month, day };
            const ad = jdnToGregorian(jdn);
            const gotAd = bsToAd(bs, { mode });
            const gotBs = adToBs(ad, { mode });
            if (gotAd.year !== ad.year || gotAd.month !== ad.month || gotAd.day !== ad.day)
              throw new Error(
                `${mode}: BS ${JSON.stringify(bs)} → ${JSON.stringify(gotAd)}, not ${JSON.stringify(ad)}`,
              );
            if (gotBs.year !== year || gotBs.month !== month || gotBs.day !== day)
              throw new Error(
                `${mode}: AD ${JSON.stringify(ad)} → ${JSON.stringify(gotBs)}, not ${JSON.stringify(bs)}`,
              );
            checked++;
          }
      expect(jdn).toBe(bsJdnRange({ mode }).last + 1);
      expect(checked).toBeGreaterThan(109_000);
    }
  });

  it('a fresh engine answers AD→BS before any BS→AD of the year (years are filled as asked; an unfilled slot falls back to the JDN path)', async () => {
    vi.resetModules();
    const fresh = await import('./bs.js');
    // Published: 1 January 2024 is Poush 16, 2080.
    expect(fresh.adToBs({ year: 2024, month: 1, day: 1 })).toEqual({ year: 2080, month: 9, day: 16 });
    for (const mode of modes) {
      const { first, last } = fresh.bsJdnRange({ mode });
      for (let jdn = first; jdn <= last; jdn += 97) {
        expect(fresh.adToBs(jdnToGregorian(jdn), { mode })).toEqual(fresh.jdnToBs(jdn, { mode }));
      }
    }
  });

  // Any year, month and day, valid or not, integer or not: the fast path answers exactly as the
  // path through the JDN, and refuses what it refuses.
  const anyNumber = fc.oneof(
    fc.integer({ min: -3, max: 40 }),
    fc.integer({ min: 1800, max: 2250 }),
    fc.double({ noDefaultInfinity: false }),
    fc.constantFrom(Number.NaN, -0, 2 ** 32 + 2081, 1.5),
  );
  const anyDate = fc.oneof(
    fc.record({ year: anyNumber, month: anyNumber, day: anyNumber }),
    fc.record({
      year: fc.integer({ min: 1840, max: 2250 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: -1, max: 33 }),
    }),
  );
  const outcome = (fn: () => unknown): unknown => {
    try {
      return fn();
    } catch (error) {
      return error instanceof RangeError ? `RangeError: ${error.message}` : error;
    }
  };

  for (const mode of modes) {
    it(`${mode}: bsToAd = jdnToGregorian(bsToJdn(x)) for any input, errors included`, () => {
      fc.assert(
        fc.property(anyDate, (date) => {
          expect(outcome(() => bsToAd(date, { mode }))).toEqual(
            outcome(() => jdnToGregorian(bsToJdn(date, { mode }))),
          );
        }),
        { numRuns: 5000 },
      );
    });

    it(`${mode}: adToBs = jdnToBs(gregorianToJdn(x)) for any input; refusals are RangeErrors`, () => {
      fc.assert(
        fc.property(anyDate, (date) => {
          const expected = outcome(() => jdnToBs(gregorianToJdn(date), { mode }));
          const got = outcome(() => adToBs(date, { mode }));
          if (typeof expected === 'string') expect(got).toMatch(/^RangeError: /);
          else expect(got).toEqual(expected);
        }),
        { numRuns: 5000 },
      );
    });
  }
});

describe('invalid input throws RangeError saying what is wrong', () => {
  it('month 13, day past the month, day 0, fractional', () => {
    expect(() => bsToJdn({ year: 2081, month: 13, day: 1 })).toThrow(
      new RangeError('BS month 13 does not exist (in 2081-13); months are 1–12'),
    );
    expect(() => bsToJdn({ year: 2081, month: 3, day: 33 })).toThrow(
      new RangeError('BS 2081-03 has 31 days; day 33 does not exist'),
    );
    expect(() => bsToJdn({ year: 2081, month: 2, day: 33 })).toThrow(
      new RangeError('BS 2081-02 has 32 days; day 33 does not exist'),
    );
    expect(() => bsToAd({ year: 2082, month: 1, day: 32 })).toThrow(
      'BS 2082-01 has 31 days; day 32 does not exist',
    );
    expect(() => bsToJdn({ year: 2081, month: 1, day: 0 })).toThrow(
      'BS 2081-01 has 31 days; day 0 does not exist',
    );
    expect(() => bsToJdn({ year: 2081, month: 1, day: 1.5 })).toThrow('BS day must be an integer; got 1.5');
    expect(() => bsToJdn({ year: 2081, month: 0, day: 1 })).toThrow(/BS month 0 does not exist/);
  });

  it('years outside BS 1900–2200', () => {
    expect(() => bsToJdn({ year: 2201, month: 1, day: 1 })).toThrow(
      new RangeError('BS year 2201 is outside the supported range 1900–2200'),
    );
    expect(() => bsToJdn({ year: 1899, month: 12, day: 30 })).toThrow(/BS year 1899 is outside/);
    expect(() => bsMonthLength(2300, 1)).toThrow(/BS year 2300 is outside/);
    expect(() => bsYearLength(1800)).toThrow(RangeError);
  });

  it('AD outside the range', () => {
    expect(() => adToBs({ year: 1843, month: 4, day: 11 })).toThrow(
      new RangeError(
        'AD 1843-04-11 is outside the supported range AD 1843-04-12 … 2144-04-15 (BS 1900–2200, official mode)',
      ),
    );
    expect(() => adToBs({ year: 2144, month: 4, day: 16 })).toThrow(
      /AD 2144-04-16 is outside the supported range/,
    );
    expect(() => adToBs({ year: 2023, month: 2, day: 29 })).toThrow(/has 28 days; day 29 does not exist/);
    expect(() => jdnToBs(0)).toThrow(/JDN 0 is outside the supported range/);
    expect(() => jdnToBs(2430829.5)).toThrow(/JDN must be an integer/);
  });

  it('unknown mode', () => {
    expect(() => bsToJdn({ year: 2081, month: 1, day: 1 }, { mode: 'drik' as never })).toThrow(
      /Unknown calendar mode/,
    );
  });

  it('isValidBsDate never throws', () => {
    expect(isValidBsDate({ year: 2081, month: 2, day: 32 })).toBe(true);
    expect(isValidBsDate({ year: 2081, month: 3, day: 32 })).toBe(false);
    expect(isValidBsDate({ year: 2201, month: 1, day: 1 })).toBe(false);
  });
});
