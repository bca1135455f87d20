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
  tithiMethodAt,
  tithiMethodForBsYear,
} from '../src/panchanga/regime.js';
import { KATHMANDU } from '../src/types.js';

const last2081 = gregorianToJdn({ year: 2025, month: 4, day: 13 });
const first2082 = last2081 + 1;

describe('tithi regimes by BS year (ADR 021)', () => {
  it('is data: SS before BS 2082, drik from 2082 and for every later year', () => {
    expect(TITHI_REGIMES).toEqual([expect.objectContaining({ fromBsYear: 2082, tithi: 'drik' })]);
    expect(tithiMethodForBsYear(1950)).toBe('surya-siddhanta');
    expect(tithiMethodForBsYear(2081)).toBe('surya-siddhanta');
    expect(tithiMethodForBsYear(2082)).toBe('drik');
    expect(tithiMethodForBsYear(2083)).toBe('drik');
    expect(tithiMethodForBsYear(2200)).toBe('drik');
  });

  it('switches at Kathmandu midnight opening BS 2082-01-01 (2025-04-14)', () => {
    expect(tithiMethodAt(dayAnchor(last2081, KATHMANDU))).toBe('surya-siddhanta');
    expect(tithiMethodAt(dayAnchor(first2082, KATHMANDU))).toBe('drik');
    expect(tithiModelForDay(last2081)).toBe(suryaSiddhanta);
    expect(tithiModelForDay(first2082)).toBe(drik);
    expect(tithiModelForDay(first2082, KATHMANDU, 'computed', 'surya-siddhanta')).toBe(suryaSiddhanta);
    expect(tithiModelForDay(last2081, KATHMANDU, 'drik')).toBe(drik);
  });

  it('modelForMode: computed → regime model (resolving to the pure model); forced and drik variants', () => {
    expect(modelForMode('computed')).toBe(regimeTithiModel);
    expect(modelForMode('computed', 'surya-siddhanta')).toBe(suryaSiddhanta);
    expect(modelForMode('computed', 'drik')).toBe(drik);
    expect(modelForMode('drik')).toBe(drik);
    expect(modelForMode('drik', 'surya-siddhanta')).toBe(drik);
    const t = dayAnchor(first2082 + 100, KATHMANDU);
    expect(resolveModel(regimeTithiModel, t)).toBe(drik);
    expect(resolveModel(suryaSiddhanta, t)).toBe(suryaSiddhanta);
    expect(tithiAt(t, regimeTithiModel)).toBe(tithiAt(t, drik));
    expect(lunarMonthAt(t, regimeTithiModel)).toEqual(lunarMonthAt(t, drik));
    const u = dayAnchor(last2081 - 100, KATHMANDU);
    expect(tithiAt(u, regimeTithiModel)).toBe(tithiAt(u, suryaSiddhanta));
  });

  it('panchangaForDay: tithi, karanas, lunar month and flags from the day’s regime; months and solar rashi stay SS', () => {
    for (let jdn = last2081 - 3; jdn <= first2082 + 3; jdn++) {
      const p = panchangaForDay(jdn);
      const model = jdn >= first2082 ? drik : suryaSiddhanta;
      const rise = dayAnchor(jdn, KATHMANDU);
      expect(p.tithiModel).toBe(model === drik ? 'drik' : 'surya-siddhanta');
      expect(p.tithi.index).toBe(Math.floor(elongation(rise, model) / 12) + 1);
      expect(p.lunarMonth).toEqual(lunarMonthAt(rise, model));
      expect(p.sunRashi).toBe(Math.floor(suryaSiddhanta.sunLongitude(rise) / 30) + 1);
      // kshaya/vriddhi agree with the neighbouring days' labels, across the switch too
      const next = panchangaForDay(jdn + 1);
      const advance = (next.tithi.index - p.tithi.index + 30) % 30;
      expect(p.tithi.vriddhi).toBe(advance === 0);
      expect(p.tithi.kshaya !== null).toBe(advance >= 2);
      expect(next.tithi.repeated).toBe(advance === 0);
      const ss = panchangaForDay(jdn, { tithiModel: 'surya-siddhanta' });
      expect(ss.tithiModel).toBe('surya-siddhanta');
      expect(ss.tithi.index).toBe(Math.floor(elongation(rise, suryaSiddhanta) / 12) + 1);
      const dk = panchangaForDay(jdn, { mode: 'drik' });
      expect(dk.tithiModel).toBe('drik');
      expect(dk.tithi.index).toBe(Math.floor(elongation(rise, drik) / 12) + 1);
    }
  });

  it('NS follows the regime; tithiModel forces a model', () => {
    const jdn = first2082 + 30;
    const rise = dayAnchor(jdn, KATHMANDU);
    const t = Math.floor(elongation(rise, drik) / 12) + 1;
    expect(nsForJdn(jdn).day).toBe(t <= 15 ? t : t - 15);
    const s = Math.floor(elongation(rise, suryaSiddhanta) / 12) + 1;
    expect(nsForJdn(jdn, { tithiModel: 'surya-siddhanta' }).day).toBe(s <= 15 ? s : s - 15);
  });
});
