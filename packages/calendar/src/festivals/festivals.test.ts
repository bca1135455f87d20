import { describe, expect, it } from 'vitest';
import { bsToJdn } from '../civil/bs.js';
import { FESTIVALS } from '../data/festivals.js';
import { festivalsInBsYear, festivalsOnJdn, ruleLabel } from './resolve.js';

const REQUIRED =
  'bs-new-year buddha-jayanti janai-purnima gai-jatra krishna-janmashtami haritalika-teej indra-jatra ghatasthapana fulpati maha-ashtami maha-navami vijaya-dashami laxmi-puja mha-puja bhai-tika chhath yomari-punhi tamu-lhosar maghe-sankranti sonam-lhosar basanta-panchami maha-shivaratri gyalpo-lhosar holi-hills holi-terai ghode-jatra ram-navami'.split(
    ' ',
  );

describe('festival catalogue', () => {
  it('has every required id, each once', () => {
    const ids = FESTIVALS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of REQUIRED) expect(ids).toContain(id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has well-formed entries', () => {
    for (const f of FESTIVALS) {
      expect(f.names.np.length).toBeGreaterThan(0);
      expect(f.names.en.length).toBeGreaterThan(0);
      expect(['0', '1', '2']).toContain(f.priority);
      if (f.holiday === 'restricted') expect(f.holidayScope, f.id).toBeTruthy();
      for (const p of [...(f.published ?? []), ...(f.publishedExclude ?? [])])
        expect(() => new RegExp(p)).not.toThrow();
      const r = f.rule;
      if (r.kind === 'lunar') {
        expect(r.month).toBeGreaterThanOrEqual(1);
        expect(r.month).toBeLessThanOrEqual(12);
        expect(r.tithi).toBeGreaterThanOrEqual(1);
        expect(r.tithi).toBeLessThanOrEqual(15);
        expect(['purnimanta', 'amanta']).toContain(r.convention);
      }
      if (r.kind === 'relative')
        expect(
          FESTIVALS.some((g) => g.id === r.to),
          f.id,
        ).toBe(true);
      if (r.kind === 'published') expect(f.published?.length, f.id).toBeGreaterThan(0);
    }
  });

  it('labels lunar rules the way Nepali patros do (purnimanta)', () => {
    const label = (id: string) => {
      const r = FESTIVALS.find((f) => f.id === id)!.rule;
      return r.kind === 'lunar' ? ruleLabel(r) : '';
    };
    expect(label('laxmi-puja')).toBe('Kartik Krishna Aunsi');
    expect(label('maha-shivaratri')).toBe('Falgun Krishna Chaturdashi');
    expect(label('buddha-jayanti')).toBe('Baisakh Shukla Purnima');
    expect(label('gai-jatra')).toBe('Bhadra Krishna Pratipada');
  });
});

describe('festivalsInBsYear', () => {
  it('places the Tihar days of BS 2081 with reasons (computed mode)', () => {
    const list = festivalsInBsYear(2081, { mode: 'computed' });
    const on = (id: string) => list.find((f) => f.id === id)!;
    expect(on('laxmi-puja').bs).toEqual({ year: 2081, month: 7, day: 15 });
    expect(on('laxmi-puja').reason).toMatch(
      /^Kartik Krishna Aunsi prevails at pradosha on 2081-07-15 \(Chaturdashi at sunrise\)/,
    );
    expect(on('laxmi-puja').source).toBe('rule');
    expect(on('bhai-tika').bs).toEqual({ year: 2081, month: 7, day: 18 });
    expect(on('nepal-sambat-new-year').ad).toEqual({ year: 2024, month: 11, day: 2 });
    // Navami kshaya in 2081: observed with Ashtami.
    expect(on('maha-navami').bs).toEqual(on('maha-ashtami').bs);
    expect(on('maha-navami').reason).toMatch(/kshaya/);
    // Holi: hills then Terai the next day.
    expect(on('holi-terai').jdn).toBe(on('holi-hills').jdn + 1);
    // Islamic dates are not computed.
    expect(list.some((f) => f.id === 'eid-ul-fitr')).toBe(false);
  });

  it('uses published dates in official mode, and says so', () => {
    const list = festivalsInBsYear(2081);
    const eid = list.find((f) => f.id === 'eid-ul-fitr')!;
    expect(eid.source).toBe('published');
    expect(eid.bs).toEqual({ year: 2081, month: 12, day: 18 });
    expect(eid.reason).toMatch(/^published: .*crescent/);
    const dashami = list.find((f) => f.id === 'vijaya-dashami')!;
    expect(dashami.reason).toMatch(/published: .*the rule agrees/);
  });

  it('keeps each year sorted and inside the year', () => {
    for (const year of [1990, 2083, 2150]) {
      const list = festivalsInBsYear(year, { mode: 'computed' });
      const start = bsToJdn({ year, month: 1, day: 1 }, { mode: 'computed' });
      const end = bsToJdn({ year: year + 1, month: 1, day: 1 }, { mode: 'computed' });
      for (const f of list) {
        expect(f.jdn).toBeGreaterThanOrEqual(start);
        expect(f.jdn).toBeLessThan(end);
      }
      for (let i = 1; i < list.length; i++) expect(list[i]!.jdn).toBeGreaterThanOrEqual(list[i - 1]!.jdn);
    }
  }, 60000);

  it('finds every required festival about once a year (a lunar one can fall twice or not at all in a BS year)', () => {
    const lists = [2083, 2084, 2085].map((y) => festivalsInBsYear(y, { mode: 'computed' }));
    for (const id of REQUIRED) {
      const n = lists.reduce((sum, l) => sum + l.filter((f) => f.id === id).length, 0);
      expect(n, id).toBeGreaterThanOrEqual(2);
      expect(n, id).toBeLessThanOrEqual(4);
    }
  }, 60000);

  it('works at the ends of the supported range (BS 1900, 2200)', () => {
    expect(festivalsInBsYear(1900, { mode: 'computed' }).length).toBeGreaterThan(80);
    expect(festivalsInBsYear(2200).length).toBeGreaterThan(80);
  }, 60000);

  it('festivalsOnJdn returns the day’s festivals', () => {
    const jdn = bsToJdn({ year: 2081, month: 7, day: 17 });
    const ids = festivalsOnJdn(jdn).map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['govardhan-puja', 'mha-puja', 'nepal-sambat-new-year']));
  });
});
