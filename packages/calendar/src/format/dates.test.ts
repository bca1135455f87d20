import { describe, expect, it } from 'vitest';
import { formatAdDate, formatBsDate, formatIsoDate, parseIsoDate } from './dates.js';

describe('ISO dates', () => {
  it('strict YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-2-01')).toBeNull();
    expect(parseIsoDate('2023-02-01T00:00')).toBeNull();
    expect(parseIsoDate(' 2023-02-01')).toBeNull();
    expect(parseIsoDate('2023/02/01')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('2023-00-10')).toBeNull();
    expect(parseIsoDate('२०८१-०३-३२', { calendar: 'bs' })).toEqual({ year: 2081, month: 3, day: 32 });
    expect(parseIsoDate('2081-03-32')).toBeNull();
    expect(parseIsoDate('2081-03-33', { calendar: 'bs' })).toBeNull();
  });

  it('format', () => {
    expect(formatIsoDate({ year: 2083, month: 8, day: 6 })).toBe('2083-08-06');
    expect(formatIsoDate({ year: 2083, month: 8, day: 6 }, 'np')).toBe('२०८३-०८-०६');
    expect(formatIsoDate({ year: 843, month: 1, day: 2 })).toBe('0843-01-02');
    expect(() => formatIsoDate({ year: 2083, month: 8, day: 6.5 })).toThrow(RangeError);
  });
});

describe('display dates', () => {
  const d = { year: 2083, month: 8, day: 6 };
  it('BS', () => {
    expect(formatBsDate(d, 'np')).toBe('२०८३ मंसिर ६');
    expect(formatBsDate(d, 'en')).toBe('6 Mangsir 2083');
    expect(formatBsDate(d, 'np', 'monthYear')).toBe('२०८३ मंसिर');
    expect(formatBsDate(d, 'en', 'monthYear')).toBe('Mangsir 2083');
    expect(formatBsDate(d, 'en', 'dayMonth')).toBe('6 Mangsir');
    expect(formatBsDate(d, 'np', 'numeric')).toBe('२०८३-०८-०६');
    expect(formatBsDate(d, 'np', 'long', { weekday: 0 })).toBe('आइतबार, २०८३ मंसिर ६');
    expect(formatBsDate(d, 'en', 'long', { weekday: 0 })).toBe('Sunday, 6 Mangsir 2083');
    expect(() => formatBsDate({ year: 2083, month: 13, day: 1 }, 'en')).toThrow(RangeError);
  });
  it('AD', () => {
    expect(formatAdDate({ year: 2026, month: 11, day: 22 }, 'en')).toBe('22 November 2026');
    expect(formatAdDate({ year: 2026, month: 11, day: 22 }, 'np')).toBe('२०२६ नोभेम्बर २२');
  });
});
