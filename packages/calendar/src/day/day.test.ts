import { describe, expect, it } from 'vitest';
import { publishedYear as ref } from '../../test/reference.js';
import { bsToJdn } from '../civil/bs.js';
import { officialYearInfo } from '../official/index.js';
import { KATHMANDU } from '../types.js';
import { angasAt, calendarDay, jdnOfDate, jdnOfNsDate } from './index.js';

const NS_MONTHS_NP = 'कछला थिल्ला पोहेला सिल्ला चिल्ला चौला बछला तछला दिल्ला गुँला ञला कौला अनला'.split(' ');
const jdnOf = (bs: string) => {
  const [year, month, day] = bs.split('-').map(Number) as [number, number, number];
  return bsToJdn({ year, month, day });
};

describe('calendarDay against the published calendar', () => {
  it.each([2080, 2081, 2082, 2083])(
    'BS %i: AD date, weekday, tithi (SS shown, drik as the second reading), NS and holiday flag of every day',
    (year) => {
      for (const r of ref(year)) {
        const day = calendarDay(jdnOf(r.bs));
        const ad = `${day.ad.year}-${String(day.ad.month).padStart(2, '0')}-${String(day.ad.day).padStart(2, '0')}`;
        expect(ad, r.bs).toBe(r.ad);
        expect(day.weekday).toBe(r.weekday);
        expect(day.source).toBe('official');
        const drikYear = officialYearInfo(year)!.tithiMethod === 'drik';
        // An SS year shows the published tithi; a drik-display year keeps it as the drik reading.
        if (r.tithi !== null && !drikYear) expect(day.tithi.index, r.bs).toBe(r.tithi);
        if (r.tithi !== null && drikYear)
          expect(day.tithi.drik?.index ?? day.tithi.index, r.bs).toBe(r.tithi);
        if (r.ns && !drikYear) {
          expect(day.ns.year, r.bs).toBe(r.ns.year);
          expect(NS_MONTHS_NP[day.ns.month - 1], r.bs).toBe(r.ns.month_np);
          expect(day.ns.paksha, r.bs).toBe(r.ns.paksha);
        }
        if (r.holiday !== null) expect(day.holiday, r.bs).toBe(r.holiday);
      }
    },
    60_000,
  );

  it('uses the computed panchanga where nothing is published, and elsewhere than Kathmandu', () => {
    const day = calendarDay(bsToJdn({ year: 2090, month: 7, day: 1 }));
    expect(day.source).not.toBe('official');
    expect(day.tithi.end).not.toBeNull();
    const london = calendarDay(jdnOf('2081-07-15'), {
      place: { latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' },
    });
    expect(london.source).toBe('computed');
    expect(london.sunrise?.iso).toMatch(/^2024-10-31T0\d:\d\d:\d\d(Z|\+00:00)$/);
  });

  it('BS 2083 Maha Ashtami: Ashtami on Kartik 1 and 2 as the approved patro prints; drik Saptami until the morning', () => {
    // The Samiti's approved BS 2083 patro prints Ashtami on both days (calendar-data-notes §2a).
    const k1 = calendarDay(jdnOf('2083-07-01'));
    const k2 = calendarDay(jdnOf('2083-07-02'));
    expect([k1.tithi.index, k2.tithi.index]).toEqual([8, 8]);
    expect(k1.festivals.map((f) => f.id)).toContain('maha-ashtami');
    // The app's drik display (published bs-2083.json) says Saptami on Kartik 1: the second reading.
    expect(ref(2083).find((d) => d.bs === '2083-07-01')!.tithi).toBe(7);
    expect(k1.tithi.drik?.index).toBe(7);
    expect(k1.tithi.drik?.end?.iso).toMatch(/^2026-10-18T(0[6-9]|1[0-2]):/);
    expect(k2.tithi.drik).toBeNull();
  });

  it('finds NS dates on their published days (new year 1145, Anala 1143)', () => {
    const newYear = ref(2081).find((d) => d.ns?.year === 1145 && d.ns.month_np === 'कछला')!;
    expect(jdnOfNsDate({ year: 1145, month: 1, paksha: 'thwa', day: 1 })).toBe(jdnOf(newYear.bs));
    const anala = ref(2080).find((d) => d.ns?.month_np === 'अनला' && d.tithi === 1)!;
    expect(jdnOfNsDate({ year: 1143, month: 13, paksha: 'thwa', day: 1 })).toBe(jdnOf(anala.bs));
    expect(jdnOfNsDate({ year: 1145, month: 13, paksha: 'thwa', day: 1 })).toBeUndefined();
  });

  it('gives the angas at a local clock time', () => {
    const jdn = jdnOf('2081-07-15');
    const morning = angasAt(jdn, 7 * 60, { place: KATHMANDU });
    expect(morning.at.iso).toBe('2024-10-31T07:00:00+05:45');
    expect(morning.tithi).toBe(29);
    // The published tithi changes to Aunsi during the afternoon of Laxmi Puja.
    expect(angasAt(jdn, 20 * 60).tithi).toBe(30);
    expect(() => angasAt(jdn, 1440)).toThrow(RangeError);
  });
});

describe('jdnOfDate (the converter’s date in any calendar)', () => {
  it('finds one day from its BS, AD and NS dates', () => {
    const jdn = bsToJdn({ year: 2083, month: 8, day: 8 });
    expect(jdnOfDate('BS', { year: 2083, month: 8, day: 8 })).toBe(jdn);
    expect(jdnOfDate('AD', { year: 2026, month: 11, day: 24 })).toBe(jdn);
    const ns = calendarDay(jdn).ns;
    const nsDay = ns.paksha === 'thwa' ? ns.day : ns.day + 15;
    expect(jdnOfDate('NS', { year: ns.year, month: ns.month, day: nsDay })).toBe(jdn);
  });

  it('says null for a day that does not exist', () => {
    expect(jdnOfDate('AD', { year: 2023, month: 2, day: 29 })).toBeNull();
    // Mangsir 2083 has 29 days.
    expect(jdnOfDate('BS', { year: 2083, month: 8, day: 30 })).toBeNull();
    expect(jdnOfDate('NS', { year: 1145, month: 1, day: 31 })).toBeNull();
    expect(jdnOfDate('BS', { year: 2083, month: 8, day: 0 })).toBeNull();
  });
});
