/**
 * Cross-check against the month tables of two published npm libraries (devDependencies):
 * medic's `bikram-sambat` (BS 1970–2090) and subeshb1's `nepali-date-converter` (BS 2000–2090).
 * They must agree with us in every month except the documented disputes (docs/adr/010).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { bsMonthLength } from '../src/index.js';

const require = createRequire(import.meta.url);
const medic = require('bikram-sambat') as { daysInMonth(year: number, month: number): number };
const subeshb1 = require('nepali-date-converter') as {
  dateConfigMap: Record<string, Record<string, number>>;
};

function differingYears(
  first: number,
  last: number,
  lengths: (year: number, month: number) => number,
): number[] {
  const years: number[] = [];
  for (let year = first; year <= last; year++) {
    for (let month = 1; month <= 12; month++) {
      if (lengths(year, month) !== bsMonthLength(year, month)) {
        years.push(year);
        break;
      }
    }
  }
  return years;
}

describe('cross-check with published library tables', () => {
  it('bikram-sambat (medic): equal in 1970–2083 except the decided disputes 1975, 1977, 1991, 2062', () => {
    expect(differingYears(1970, 2083, (y, m) => medic.daysInMonth(y, m))).toEqual([1975, 1977, 1991, 2062]);
  });

  it('nepali-date-converter (subeshb1): equal in 2000–2083 except 2062; equal to our projection 2084–2086', () => {
    const lengths = (y: number, m: number) => Object.values(subeshb1.dateConfigMap[String(y)]!)[m - 1]!;
    expect(differingYears(2000, 2083, lengths)).toEqual([2062]);
    // subeshb1 follows family B up to 2086 and family A variants for 2087–2090 (calendar-data-notes §1.2).
    expect(differingYears(2084, 2090, lengths)).toEqual([2087, 2088, 2089, 2090]);
  });
});
