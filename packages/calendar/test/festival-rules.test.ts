/**
 * The festival rules of issue "calendar truth" (ADR 030), each against the published dates of
 * every shipped year that lists the festival (BS 2077–2083; the published days come from the
 * shipped day data, the computed ones from the rule alone, computed mode).
 */
import { describe, expect, it } from 'vitest';
import { calendarDay } from '../src/day/index.js';
import { festivalAgreement } from '../src/festivals/agreement.js';
import { festivalsInBsYear } from '../src/festivals/resolve.js';
import { officialDay } from '../src/official/index.js';
import { publishedYear } from './reference.js';

const YEARS = [2077, 2078, 2079, 2080, 2081, 2082, 2083];

/** For each published year listing the festival: [year, published AD days, computed AD days]. */
function againstPublished(id: string): [number, string[], string[]][] {
  const out: [number, string[], string[]][] = [];
  for (const year of YEARS) {
    const check = festivalAgreement(year).checks.find((c) => c.id === id);
    if (check) out.push([year, check.published, check.computed]);
  }
  return out;
}

function expectEveryPublishedYear(id: string, atLeast: number): void {
  const rows = againstPublished(id);
  expect(rows.length, `${id}: published years`).toBeGreaterThanOrEqual(atLeast);
  for (const [year, published, computed] of rows) expect(computed, `${id} BS ${year}`).toEqual(published);
}

describe('festival rules that hold every year', () => {
  it('Mha Puja is on Nepal Sambat New Year; the day before only when Pratipada is gone by midday (2077)', () => {
    expectEveryPublishedYear('mha-puja', 7);
    for (const year of YEARS) {
      const all = festivalsInBsYear(year, { mode: 'computed' });
      const mha = all.find((f) => f.id === 'mha-puja')!.jdn;
      const newYear = all.find((f) => f.id === 'nepal-sambat-new-year')!.jdn;
      expect(mha, `BS ${year}`).toBe(year === 2077 ? newYear - 1 : newYear);
    }
  });

  it('Chhath: Kartik Shukla Shashthi at sunrise (SS), every published year including 2080', () => {
    expectEveryPublishedYear('chhath', 6);
  });

  it('Swasthani Brata begins on the day Poush Shukla Purnima covers madhyahna', () => {
    expectEveryPublishedYear('swasthani-start', 5);
  });

  it('Ganga Dashahara is observed in adhik Jestha in a year that has one (2083), else in Jestha', () => {
    expectEveryPublishedYear('ganga-dashahara', 5);
    const y2083 = againstPublished('ganga-dashahara').find(([y]) => y === 2083)!;
    expect(y2083[1]).toEqual(['2026-05-26']);
    expect(
      festivalsInBsYear(2083, { mode: 'computed' }).find((f) => f.id === 'ganga-dashahara')!.reason,
    ).toMatch(/adhik month/);
  });

  it('Pitru Visarjan (a shraddha) takes the Aunsi that covers aparahna', () => {
    expectEveryPublishedYear('pitru-visarjan', 5);
    expect(
      festivalsInBsYear(2083, { mode: 'computed' }).find((f) => f.id === 'pitru-visarjan')!.reason,
    ).toMatch(/aparahna/);
  });

  it('Dashain: the Ekadashi after Vijaya Dashami is a public holiday, as in every published year', () => {
    expectEveryPublishedYear('dashain-ekadashi', 7);
    for (const year of [...YEARS, 2084]) {
      const ekadashi = festivalsInBsYear(year).find((f) => f.id === 'dashain-ekadashi')!;
      expect(ekadashi.holiday).toBe('national');
      expect(calendarDay(ekadashi.jdn).holiday, `BS ${year}`).toBe(true);
      if (year <= 2083) expect(officialDay(ekadashi.jdn)?.holiday, `BS ${year} published`).toBe(true);
    }
    // The further days the Home Ministry gives (the Dwadashi, 2079–2082) are published-only holidays.
    const dwadashi = festivalsInBsYear(2082).find((f) => f.id === 'dashain-holiday')!;
    expect(dwadashi.bs).toEqual({ year: 2082, month: 6, day: 18 });
    expect(calendarDay(dwadashi.jdn).holiday).toBe(true);
  });

  it('जेनजी शहीद दिवस is its own entry from BS 2083, not a match of Martyrs’ Day', () => {
    const published = publishedYear(2083).find((d) => d.events?.some((e) => e.np === 'जेनजी शहीद दिवस'))!;
    expect(published.bs).toBe('2083-05-23');
    expectEveryPublishedYear('genz-martyrs-day', 1);
    expectEveryPublishedYear('martyrs-day', 6);
    expect(festivalsInBsYear(2082).some((f) => f.id === 'genz-martyrs-day')).toBe(false);
    expect(festivalsInBsYear(2084).find((f) => f.id === 'genz-martyrs-day')?.bs).toEqual({
      year: 2084,
      month: 5,
      day: 23,
    });
  });
});
