import { describe, expect, it } from 'vitest';
import {
  KATHMANDU_0545_START_MS,
  KATHMANDU_LMT_END_MS,
  kathmanduDayStartMs,
  kathmanduIsoDate,
  kathmanduJdn,
  kathmanduOffsetMinutes,
  kathmanduWallClock,
  todayInKathmandu,
} from './kathmandu.js';

const utc = (iso: string) => Date.parse(iso); // test oracle only

describe('Kathmandu UTC offset history (tzdata Asia/Kathmandu)', () => {
  it('transition instants', () => {
    expect(KATHMANDU_LMT_END_MS).toBe(utc('1919-12-31T18:18:44Z'));
    expect(KATHMANDU_0545_START_MS).toBe(utc('1985-12-31T18:30:00Z'));
  });

  it('LMT +05:41:16 before 1920, +05:30 until 1985-12-31 18:30 UT, +05:45 after', () => {
    expect(kathmanduOffsetMinutes(utc('1900-06-01T00:00:00Z'))).toBeCloseTo(341 + 16 / 60, 10);
    expect(kathmanduOffsetMinutes(KATHMANDU_LMT_END_MS - 1)).toBeCloseTo(341.2667, 3);
    expect(kathmanduOffsetMinutes(KATHMANDU_LMT_END_MS)).toBe(330);
    expect(kathmanduOffsetMinutes(KATHMANDU_0545_START_MS - 1)).toBe(330);
    expect(kathmanduOffsetMinutes(KATHMANDU_0545_START_MS)).toBe(345);
    expect(kathmanduOffsetMinutes(utc('2026-11-22T00:00:00Z'))).toBe(345);
    expect(() => kathmanduOffsetMinutes(Number.NaN)).toThrow(RangeError);
  });

  it('the Kathmandu day changes at local midnight', () => {
    // BS 2081-01-01 began at 2024-04-13 00:00 NPT = 2024-04-12 18:15 UT.
    expect(todayInKathmandu(utc('2024-04-12T18:14:59.999Z')).bs).toEqual({ year: 2080, month: 12, day: 30 });
    const newYear = todayInKathmandu(utc('2024-04-12T18:15:00Z'));
    expect(newYear.bs).toEqual({ year: 2081, month: 1, day: 1 });
    expect(newYear.ad).toEqual({ year: 2024, month: 4, day: 13 });
    expect(newYear.jdn).toBe(2460414);
    // +05:30 era: 1985-12-31 23:59:59 local is 18:29:59 UT.
    expect(todayInKathmandu(utc('1985-12-31T18:29:59Z')).ad).toEqual({ year: 1985, month: 12, day: 31 });
    expect(todayInKathmandu(utc('1985-12-31T18:30:00Z')).ad).toEqual({ year: 1986, month: 1, day: 1 });
    expect(todayInKathmandu(utc('1950-06-14T18:29:59Z')).ad).toEqual({ year: 1950, month: 6, day: 14 });
    expect(todayInKathmandu(utc('1950-06-14T18:30:00Z')).ad).toEqual({ year: 1950, month: 6, day: 15 });
    // LMT era: 00:00 local = 18:18:44 UT the day before.
    expect(todayInKathmandu(utc('1900-01-01T18:18:43Z')).ad).toEqual({ year: 1900, month: 1, day: 1 });
    expect(todayInKathmandu(utc('1900-01-01T18:18:44Z')).ad).toEqual({ year: 1900, month: 1, day: 2 });
    // Before the Unix epoch (negative ms).
    expect(kathmanduJdn(utc('1943-04-13T18:30:00Z'))).toBe(2430829);
  });

  it('defaults to the clock', () => {
    const before = kathmanduJdn(Date.now());
    const t = todayInKathmandu();
    const after = kathmanduJdn(Date.now());
    expect([before, after]).toContain(t.jdn);
  });
});

describe('the Kathmandu date and time of an instant (one home for +05:45)', () => {
  it('the date turns at local midnight, 18:15 UT since 1986 and 18:30 UT before', () => {
    expect(kathmanduIsoDate(utc('2026-11-23T18:14:59.999Z'))).toBe('2026-11-23');
    expect(kathmanduIsoDate(utc('2026-11-23T18:15:00Z'))).toBe('2026-11-24');
    expect(kathmanduIsoDate(utc('1980-05-01T18:29:59Z'))).toBe('1980-05-01');
    expect(kathmanduIsoDate(utc('1980-05-01T18:30:00Z'))).toBe('1980-05-02');
  });

  it('the wall clock reads 05:45 ahead of UT, across the date line of the day', () => {
    expect(kathmanduWallClock(utc('2026-11-23T20:30:00Z'))).toEqual({
      ad: { year: 2026, month: 11, day: 24 },
      hour: 2,
      minute: 15,
    });
    expect(kathmanduWallClock(utc('2026-11-23T03:15:00Z'))).toMatchObject({ hour: 9, minute: 0 });
    expect(kathmanduWallClock(utc('1969-12-31T20:00:00Z'))).toEqual({
      ad: { year: 1970, month: 1, day: 1 },
      hour: 1,
      minute: 30,
    });
  });

  it('a day begins at its local midnight: the instant where the date turns', () => {
    const jdn = kathmanduJdn(utc('2026-11-24T06:00:00+05:45'));
    expect(kathmanduDayStartMs(jdn)).toBe(utc('2026-11-23T18:15:00Z'));
    expect(kathmanduDayStartMs(kathmanduJdn(utc('1980-05-02T12:00:00Z')))).toBe(utc('1980-05-01T18:30:00Z'));
    // The day +05:45 began: 1986-01-01 started at 00:00 local = 1985-12-31 18:30 UT (+05:30 before).
    expect(kathmanduDayStartMs(kathmanduJdn(KATHMANDU_0545_START_MS))).toBe(KATHMANDU_0545_START_MS);
  });
});
