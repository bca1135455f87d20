import { describe, expect, it } from 'vitest';
import { drik } from '../src/astro/drik.js';
import { norm180 } from '../src/astro/model.js';
import { suryaSiddhanta } from '../src/astro/surya-siddhanta.js';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import { elongation, lunarMonthAt, tithiAt, tithiEnd } from '../src/panchanga/core.js';
import { kalaWindows, panchangaForDay } from '../src/panchanga/day.js';
import type { Place } from '../src/types.js';

const SECOND = 1 / 86400;

describe('panchangaForDay', () => {
  it('NS new year 2025-10-22: Kartik Shukla Pratipada at sunrise (computed and drik)', () => {
    for (const mode of ['computed', 'drik'] as const) {
      const d = panchangaForDay({ year: 2025, month: 10, day: 22 }, { mode });
      expect(d.tithi.index).toBe(1);
      expect(d.tithi.paksha).toBe('shukla');
      expect(d.lunarMonth.amanta).toBe(8);
      expect(d.lunarMonth.label).toBe(8);
      expect(d.sunrise!.iso.startsWith('2025-10-22T06:0')).toBe(true);
      expect(d.ayana).toBe('dakshinayan');
    }
  });

  it('end times are exact to a second, across the 360° wrap, for both models', () => {
    for (const model of [suryaSiddhanta, drik]) {
      for (let jd = 2460000.3; jd < 2460060; jd += 0.7) {
        const end = tithiEnd(jd, model);
        const target = (tithiAt(jd, model) * 12) % 360;
        expect(end).toBeGreaterThan(jd);
        expect(Math.abs(norm180(elongation(end, model) - target))).toBeLessThan(
          (model.moonMeanMotion - model.sunMeanMotion) * 1.5 * SECOND,
        );
        expect(tithiAt(end + SECOND, model)).toBe((tithiAt(jd, model) % 30) + 1);
      }
    }
  });

  it('nakshatra, yoga and karana ends bracket a change of index', () => {
    const first = gregorianToJdn({ year: 2024, month: 1, day: 1 });
    for (let jdn = first; jdn < first + 60; jdn++) {
      const d = panchangaForDay(jdn, { mode: 'drik' });
      const rise = d.sunrise!.jd;
      for (const span of [d.nakshatra, d.yoga]) {
        expect(span.end.jd).toBeGreaterThan(rise);
        expect(span.end.jd - rise).toBeLessThan(1.4);
      }
      expect(d.karanas[0].halfTithi).toBe(2 * (d.tithi.index - 1));
      expect(d.karanas[1].end.jd).toBe(d.tithi.end.jd);
      expect(d.karanas[0].end.jd).toBeLessThan(d.karanas[1].end.jd);
      expect(d.karanas[1].end.jd - d.karanas[0].end.jd).toBeLessThan(0.8);
    }
  });

  it('kshaya and vriddhi flags agree with the next sunrise, over a year', () => {
    const first = gregorianToJdn({ year: 2024, month: 4, day: 13 });
    let kshaya = 0;
    let vriddhi = 0;
    for (let jdn = first; jdn < first + 366; jdn++) {
      const d = panchangaForDay(jdn);
      const next = panchangaForDay(jdn + 1);
      const step = (next.tithi.index - d.tithi.index + 30) % 30;
      expect([0, 1, 2]).toContain(step);
      expect(d.tithi.vriddhi).toBe(step === 0);
      expect(next.tithi.repeated).toBe(step === 0);
      expect(d.tithi.kshaya).toBe(step === 2 ? (d.tithi.index % 30) + 1 : null);
      if (step === 2) {
        kshaya++;
        expect(d.tithi.end.jd).toBeLessThan(next.sunrise!.jd);
      }
      if (step === 0) {
        vriddhi++;
        expect(d.tithi.end.jd).toBeGreaterThan(next.sunrise!.jd);
      }
    }
    expect(kshaya).toBeGreaterThan(3);
    expect(vriddhi).toBeGreaterThan(3);
  });

  it('moonrise/moonset: null on about one day a month, otherwise inside the civil day', () => {
    const first = gregorianToJdn({ year: 2025, month: 1, day: 1 });
    let noRise = 0;
    for (let jdn = first; jdn < first + 120; jdn++) {
      const d = panchangaForDay(jdn);
      if (d.moonrise === null) noRise++;
      else expect(d.moonrise.iso.startsWith(d.sunrise!.iso.slice(0, 10))).toBe(true);
    }
    expect(noRise).toBeGreaterThanOrEqual(3);
    expect(noRise).toBeLessThanOrEqual(5);
    const json = JSON.parse(JSON.stringify(panchangaForDay(first)));
    expect(json).toHaveProperty('moonrise');
  });

  it('kala windows are ordered fractions of day and night', () => {
    const jdn = gregorianToJdn({ year: 2025, month: 6, day: 21 });
    const k = kalaWindows(jdn)!;
    const d = panchangaForDay(jdn);
    expect(k.madhyahna.start.jd).toBeGreaterThan(d.sunrise!.jd);
    expect(k.madhyahna.end.jd).toBe(k.aparahna.start.jd);
    expect(k.aparahna.end.jd).toBeLessThan(d.sunset!.jd);
    expect(k.pradosha.start.jd).toBe(d.sunset!.jd);
    expect(k.nishitha.start.iso).toMatch(/T2[23]:|T00:/);
  });

  it('works for places in other zones (New York with DST), times in local ISO', () => {
    const ny: Place = { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' };
    const d = panchangaForDay({ year: 2025, month: 7, day: 4 }, { place: ny });
    expect(d.sunrise!.iso).toMatch(/^2025-07-04T05:[23]\d:\d\d-04:00$/);
    expect(d.sunset!.iso).toMatch(/^2025-07-04T20:3\d:\d\d-04:00$/);
  });

  it('lunar months: adhik Shrawan 2023 (BS 2080) in both models, purnimanta labels', () => {
    for (const model of [suryaSiddhanta, drik]) {
      const lm = lunarMonthAt(gregorianToJdn({ year: 2023, month: 7, day: 25 }), model);
      expect(lm).toMatchObject({ amanta: 5, adhik: true, label: 5, labelAdhik: true });
      const k = lunarMonthAt(gregorianToJdn({ year: 2023, month: 8, day: 8 }), model);
      expect(k).toMatchObject({ amanta: 5, adhik: true, paksha: 'krishna', label: 5, labelAdhik: true });
    }
    const d = panchangaForDay(gregorianToJdn({ year: 2023, month: 9, day: 5 }));
    expect(d.lunarMonth.paksha).toBe('krishna');
    expect(d.lunarMonth.label).toBe(6); // Bhadra Krishna (amanta Shrawan)
    expect(d.lunarMonth.amanta).toBe(5);
  });
});
