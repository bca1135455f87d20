import { describe, expect, it } from 'vitest';
import { clampNavigationYear, parseUrlDate } from './url.js';

describe('URL date rule (spec §5)', () => {
  it('year, year-month, full date with - or /', () => {
    expect(parseUrlDate('2083', 'bs')).toEqual({ year: 2083, month: 1, day: 1, precision: 'year' });
    expect(parseUrlDate('2083-08', 'bs')).toEqual({ year: 2083, month: 8, day: 1, precision: 'month' });
    expect(parseUrlDate('2083/08', 'bs')).toEqual({ year: 2083, month: 8, day: 1, precision: 'month' });
    expect(parseUrlDate('2083-08-06', 'bs')).toEqual({ year: 2083, month: 8, day: 6, precision: 'day' });
    expect(parseUrlDate('2083/08/06', 'bs')).toEqual({ year: 2083, month: 8, day: 6, precision: 'day' });
    expect(parseUrlDate('2026-11-22', 'ad')).toEqual({ year: 2026, month: 11, day: 22, precision: 'day' });
    expect(parseUrlDate('२०८३-०८', 'bs')).toEqual({ year: 2083, month: 8, day: 1, precision: 'month' });
  });

  it('base ranges: BS 1900–2200, AD 1844–2142', () => {
    expect(parseUrlDate('1900', 'bs')).not.toBeNull();
    expect(parseUrlDate('2200-12-31', 'bs')).not.toBeNull();
    expect(parseUrlDate('1899', 'bs')).toBeNull();
    expect(parseUrlDate('2201', 'bs')).toBeNull();
    expect(parseUrlDate('1844', 'ad')).not.toBeNull();
    expect(parseUrlDate('2142', 'ad')).not.toBeNull();
    expect(parseUrlDate('1843', 'ad')).toBeNull();
    expect(parseUrlDate('2143', 'ad')).toBeNull();
    expect(parseUrlDate('2083', 'ad')).not.toBeNull();
    expect(parseUrlDate('2083', 'xx' as never)).toBeNull();
  });

  it('invalid shapes and values', () => {
    for (const bad of [
      '',
      '83',
      '20830',
      '2083-8',
      '2083-08-6',
      '2083-13',
      '2083-00',
      '2083-08-00',
      '2083-08-33',
      '2083-08/06',
      '2083.08.06',
      '2083-08-06-01',
      'abcd',
      '+2083',
    ]) {
      expect(parseUrlDate(bad, 'bs'), bad).toBeNull();
    }
  });

  it('accepts day 32 for BS (BS months reach 32 days) but not for AD', () => {
    expect(parseUrlDate('2081-02-32', 'bs')).toEqual({ year: 2081, month: 2, day: 32, precision: 'day' });
    expect(parseUrlDate('2024-05-32', 'ad')).toBeNull();
  });

  it('navigation clamp falls back to the current year outside the range', () => {
    expect(clampNavigationYear(2084, 'bs', 2083)).toBe(2084);
    expect(clampNavigationYear(2201, 'bs', 2083)).toBe(2083);
    expect(clampNavigationYear(1899, 'bs', 2083)).toBe(2083);
    expect(clampNavigationYear(2143, 'ad', 2026)).toBe(2026);
    expect(clampNavigationYear(1844, 'ad', 2026)).toBe(1844);
  });
});
