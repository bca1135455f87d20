import { describe, expect, it } from 'vitest';
import { drik } from '../src/astro/drik.js';
import { suryaSiddhanta } from '../src/astro/surya-siddhanta.js';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import { nsForJdn } from '../src/ns/index.js';
import { elongation, lunarMonthAt, tithiAt } from '../src/panchanga/core.js';
import { dayAnchor, modelForMode, panchangaForDay, tithiModelForDay } from '../src/panchanga/day.js';
import {
  regimeTithiModel,
  resolveModel,
  TITHI_REGIMES,
  tithiMethodForBsYear,
} from '../src/panchanga/regime.js';
import { KATHMANDU } from '../src/types.js';

// Kartik 1 of BS 2083 (Maha Ashtami): the approved patro prints Ashtami, drik gives Saptami.
const kartik1of2083 = gregorianToJdn({ year: 2026, month: 10, day: 18 });

describe('the calendar’s tithi is Surya Siddhanta in every year (ADR 070)', () => {
  it('no regime row: every BS year is SS', () => {
    expect(TITHI_REGIMES).toEqual([]);
    for (const y of [1950, 2081, 2082, 2083, 2084, 2200])
      expect(tithiMethodForBsYear(y)).toBe('surya-siddhanta');
    expect(tithiModelForDay(kartik1of2083)).toBe(suryaSiddhanta);
  });

  it('computed mode gives the SS tithi on Maha Ashtami 2083; forcing drik gives Saptami', () => {
    const rise = dayAnchor(kartik1of2083, KATHMANDU);
    expect(resolveModel(modelForMode('computed'), rise)).toBe(suryaSiddhanta);
    expect(tithiAt(rise, regimeTithiModel)).toBe(8);
    expect(panchangaForDay(kartik1of2083).tithi.index).toBe(8);
    expect(panchangaForDay(kartik1of2083, { tithiModel: 'drik' }).tithi.index).toBe(7);
    expect(panchangaForDay(kartik1of2083, { mode: 'drik' }).tithi.index).toBe(7);
    expect(modelForMode('drik', 'surya-siddhanta')).toBe(drik);
    expect(tithiModelForDay(kartik1of2083, KATHMANDU, 'drik')).toBe(drik);
  });

  it('tithi, lunar month and NS of computed mode come from one model; solar rashi is SS', () => {
    for (let jdn = kartik1of2083 - 3; jdn <= kartik1of2083 + 3; jdn++) {
      const p = panchangaForDay(jdn);
      const rise = dayAnchor(jdn, KATHMANDU);
      const t = Math.floor(elongation(rise, suryaSiddhanta) / 12) + 1;
      expect(p.tithi.index).toBe(t);
      expect(p.lunarMonth).toEqual(lunarMonthAt(rise, suryaSiddhanta));
      expect(p.sunRashi).toBe(Math.floor(suryaSiddhanta.sunLongitude(rise) / 30) + 1);
      expect(nsForJdn(jdn).day).toBe(t <= 15 ? t : t - 15);
      const next = panchangaForDay(jdn + 1);
      const advance = (next.tithi.index - p.tithi.index + 30) % 30;
      expect(p.tithi.vriddhi).toBe(advance === 0);
      expect(p.tithi.kshaya !== null).toBe(advance >= 2);
    }
  });
});
