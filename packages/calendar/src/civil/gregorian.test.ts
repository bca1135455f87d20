import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gregorianMonthLength,
  gregorianToJdn,
  isGregorianLeapYear,
  jdnToGregorian,
  weekday,
} from './gregorian.js';

describe('Gregorian ⇄ JDN', () => {
  it('known values', () => {
    expect(gregorianToJdn({ year: 2000, month: 1, day: 1 })).toBe(2451545);
    expect(gregorianToJdn({ year: 1970, month: 1, day: 1 })).toBe(2440588);
    expect(gregorianToJdn({ year: 1858, month: 11, day: 17 })).toBe(2400001); // MJD 0 = JD 2400000.5
    expect(gregorianToJdn({ year: 1582, month: 10, day: 15 })).toBe(2299161);
    expect(gregorianToJdn({ year: 1943, month: 4, day: 14 })).toBe(2430829);
    expect(jdnToGregorian(2430829)).toEqual({ year: 1943, month: 4, day: 14 });
    expect(jdnToGregorian(0)).toEqual({ year: -4713, month: 11, day: 24 });
  });

  it('weekday: 0 = Sunday', () => {
    expect(weekday(2451545)).toBe(6); // 2000-01-01 was a Saturday
    expect(weekday(2430829)).toBe(3); // 1943-04-14 was a Wednesday
    expect(weekday(gregorianToJdn({ year: 2026, month: 11, day: 22 }))).toBe(0);
  });

  it('agrees with Date.UTC (test oracle) for random dates 1800–2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 11, 31) }), (ms) => {
        const day = Math.floor(ms / 86_400_000);
        const d = new Date(day * 86_400_000);
        const ymd = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        expect(gregorianToJdn(ymd)).toBe(day + 2440588);
        expect(jdnToGregorian(day + 2440588)).toEqual(ymd);
        expect(weekday(day + 2440588)).toBe(d.getUTCDay());
      }),
      { numRuns: 2000 },
    );
  });

  it('round trip over every JDN property', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (jdn) => {
        expect(gregorianToJdn(jdnToGregorian(jdn))).toBe(jdn);
      }),
    );
  });

  it('leap years and month lengths', () => {
    expect(isGregorianLeapYear(2000)).toBe(true);
    expect(isGregorianLeapYear(1900)).toBe(false);
    expect(isGregorianLeapYear(2024)).toBe(true);
    expect(gregorianMonthLength(2023, 2)).toBe(28);
    expect(gregorianMonthLength(2024, 2)).toBe(29);
  });

  it('invalid dates throw RangeError saying what is wrong', () => {
    expect(() => gregorianToJdn({ year: 2023, month: 2, day: 29 })).toThrow(
      new RangeError('AD 2023-02 (February 2023) has 28 days; day 29 does not exist'),
    );
    expect(() => gregorianToJdn({ year: 2023, month: 13, day: 1 })).toThrow(/AD month 13 does not exist/);
    expect(() => gregorianToJdn({ year: 2023.5, month: 1, day: 1 })).toThrow(/AD year must be an integer/);
    expect(() => jdnToGregorian(-1)).toThrow(RangeError);
  });
});
