import { describe, expect, it } from 'vitest';
import { bsMonthLength } from '../civil/bs.js';
import {
  evaluateMuhurta,
  isChaturmas,
  type MuhurtaDayInput,
  SAIT_CATEGORIES,
  suvaSaitInBsMonth,
} from './index.js';

// A day that every rule accepts for marriage: Shukla Panchami, Rohini, Thursday, Magh.
const good: MuhurtaDayInput = {
  tithi: 5,
  nakshatra: 4,
  yoga: 2,
  karana: 1,
  weekday: 4,
  solarMonth: 10,
  lunarMonth: { month: 11, adhik: false },
};

describe('muhurta rules', () => {
  it('accepts a day that meets the classical marriage rule', () => {
    expect(evaluateMuhurta(good, 'bibaha')).toEqual({ ok: true, failed: [] });
  });

  it.each([
    [{ tithi: 4 }, 'rikta tithi'],
    [{ tithi: 24 }, 'rikta tithi'],
    [{ tithi: 30 }, 'Aunsi'],
    [{ nakshatra: 6 }, 'nakshatra'],
    [{ weekday: 2 }, 'weekday'],
    [{ weekday: 6 }, 'weekday'],
    [{ yoga: 17 }, 'yoga'],
    [{ yoga: 27 }, 'yoga'],
    [{ karana: 7 }, 'Vishti (Bhadra) karana'],
    [{ lunarMonth: { month: 11, adhik: true } }, 'adhik masa'],
    // Sun in Dhanu (Poush) and Mina (Chaitra): kharmas.
    [{ solarMonth: 9 }, 'solar month'],
    [{ solarMonth: 12 }, 'solar month'],
  ])('rejects marriage on a day with %o (%s)', (change, reason) => {
    expect(evaluateMuhurta({ ...good, ...change } as MuhurtaDayInput, 'bibaha').failed).toContain(reason);
  });

  it('closes Chaturmas from Harishayani (Ashadh Shukla 11) to Haribodhini (Kartik Shukla 11)', () => {
    expect(isChaturmas({ month: 4, adhik: false }, 10)).toBe(false);
    expect(isChaturmas({ month: 4, adhik: false }, 11)).toBe(true);
    expect(isChaturmas({ month: 5, adhik: true }, 20)).toBe(true);
    expect(isChaturmas({ month: 8, adhik: false }, 20)).toBe(true);
    expect(isChaturmas({ month: 8, adhik: false }, 11)).toBe(true);
    expect(isChaturmas({ month: 8, adhik: false }, 12)).toBe(false);
    expect(isChaturmas({ month: 9, adhik: false }, 5)).toBe(false);
    expect(
      evaluateMuhurta({ ...good, solarMonth: 3, lunarMonth: { month: 4, adhik: false }, tithi: 11 }, 'bibaha')
        .failed,
    ).toContain('Chaturmas');
  });

  it('finds no marriage days in Shrawan and some in Magh', () => {
    expect(suvaSaitInBsMonth(2081, 4, { category: 'bibaha' })).toEqual([]);
    const magh = suvaSaitInBsMonth(2081, 10, { category: 'bibaha' });
    expect(magh.length).toBeGreaterThan(0);
    expect(
      magh.every(
        (s) => s.bs.month === 10 && s.bs.day <= bsMonthLength(2081, 10) && ![0, 2, 6].includes(s.weekday),
      ),
    ).toBe(true);
  });

  it('has a rule for every category', () => {
    for (const category of SAIT_CATEGORIES) expect(() => evaluateMuhurta(good, category)).not.toThrow();
  });
});
