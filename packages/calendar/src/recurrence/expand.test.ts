import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publishedYear } from '../../test/reference.js';
import { bsJdnRange, bsMonthLength, bsToJdn, jdnToBs } from '../civil/bs.js';
import { gregorianMonthLength, gregorianToJdn, jdnToGregorian } from '../civil/gregorian.js';
import type { YMD } from '../types.js';
import {
  expandOccurrences,
  expandOccurrencesJdn,
  nextOccurrence,
  occurrenceOn,
  type Recurrence,
  type RecurrenceBase,
  type RecurringSeries,
} from './expand.js';

// Published BS days (committed test fixtures, test/fixtures/published): the known answers
// below come from this data, never from the engine.
const published = new Map<string, string>();
for (const year of [2081, 2082]) {
  for (const day of publishedYear(year)) published.set(day.bs, day.ad);
}
const lastPublishedDay = (year: number, month: number) => {
  let last = 0;
  for (const bs of published.keys()) {
    const [y, m, d] = bs.split('-').map(Number);
    if (y === year && m === month) last = Math.max(last, d!);
  }
  return last;
};

const iso = (d: YMD) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const ymd = (text: string): YMD => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};
const ENGINE = bsJdnRange();
const toJdn = (date: YMD, base: RecurrenceBase) => (base === 'BS' ? bsToJdn(date) : gregorianToJdn(date));
const fromJdn = (jdn: number, base: RecurrenceBase) => (base === 'BS' ? jdnToBs(jdn) : jdnToGregorian(jdn));
const monthLength = (base: RecurrenceBase, y: number, m: number) =>
  base === 'BS' ? bsMonthLength(y, m) : gregorianMonthLength(y, m);

describe('expandOccurrences: known answers from published data', () => {
  const birthday: RecurringSeries = {
    base: 'BS',
    start: { year: 2070, month: 6, day: 12 },
    recurrence: { frequency: 'yearly', interval: 1, end: { kind: 'never' } },
  };

  it('a yearly BS birthday on Asoj 12 falls on the published AD dates of 2081 and 2082', () => {
    const got = expandOccurrences(
      birthday,
      { year: 2024, month: 1, day: 1 },
      { year: 2025, month: 12, day: 31 },
    );
    expect(got.map((o) => iso(o.ad))).toEqual([published.get('2081-06-12'), published.get('2082-06-12')]);
    expect(published.get('2081-06-12')).toBe('2024-09-28');
    expect(got.map((o) => iso(o.date))).toEqual(['2081-06-12', '2082-06-12']);
    expect(got.map((o) => o.index)).toEqual([11, 12]);
  });

  it('Jestha 32 (2081 has it, 2082 does not) falls on the last day of Jestha 2082', () => {
    expect(lastPublishedDay(2081, 2)).toBe(32);
    const last2082 = lastPublishedDay(2082, 2);
    expect(last2082).toBe(31);
    const series: RecurringSeries = {
      base: 'BS',
      start: { year: 2081, month: 2, day: 32 },
      recurrence: { frequency: 'yearly', interval: 1, end: { kind: 'count', count: 2 } },
    };
    const got = expandOccurrences(series, { year: 2024, month: 1, day: 1 }, { year: 2030, month: 1, day: 1 });
    expect(got.map((o) => iso(o.ad))).toEqual([
      published.get('2081-02-32'),
      published.get(`2082-02-${last2082}`),
    ]);
  });

  it('a monthly BS series on day 32 clamps to each month’s published last day', () => {
    const series: RecurringSeries = {
      base: 'BS',
      start: { year: 2081, month: 4, day: 32 },
      recurrence: {
        frequency: 'monthly',
        interval: 1,
        end: { kind: 'until', date: { year: 2082, month: 3, day: 32 } },
      },
    };
    const got = expandOccurrencesJdn(series, 0, Number.MAX_SAFE_INTEGER);
    const expected: string[] = [];
    for (let i = 0; i < 12; i++) {
      const y = 2081 + Math.floor((3 + i) / 12);
      const m = ((3 + i) % 12) + 1;
      const bs = `${y}-${String(m).padStart(2, '0')}-${String(lastPublishedDay(y, m)).padStart(2, '0')}`;
      expected.push(published.get(bs)!);
    }
    expect(got.map((o) => iso(o.ad))).toEqual(expected);
  });

  it('AD 31st and Feb 29 fall on the month’s last day', () => {
    const monthly: RecurringSeries = {
      base: 'AD',
      start: { year: 2024, month: 1, day: 31 },
      recurrence: { frequency: 'monthly', interval: 1, end: { kind: 'count', count: 4 } },
    };
    expect(expandOccurrencesJdn(monthly, 0, Number.MAX_SAFE_INTEGER).map((o) => iso(o.ad))).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    const leapDay: RecurringSeries = {
      base: 'AD',
      start: { year: 2024, month: 2, day: 29 },
      recurrence: { frequency: 'yearly', interval: 1, end: { kind: 'count', count: 5 } },
    };
    expect(expandOccurrencesJdn(leapDay, 0, Number.MAX_SAFE_INTEGER).map((o) => iso(o.ad))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('a never-ending daily series answers a window near BS 2200 at once, without walking from its start', () => {
    const daily: RecurringSeries = {
      base: 'BS',
      start: { year: 1900, month: 1, day: 1 },
      recurrence: { frequency: 'daily', interval: 3, end: { kind: 'never' } },
    };
    const got = expandOccurrencesJdn(daily, ENGINE.last - 30, ENGINE.last + 100);
    expect(got.length).toBeGreaterThanOrEqual(10);
    expect(got.at(-1)!.jdn).toBeLessThanOrEqual(ENGINE.last);
    expect((got[0]!.jdn - ENGINE.first) % 3).toBe(0);
  });

  it('occurrenceOn and nextOccurrence', () => {
    expect(occurrenceOn(birthday, { year: 2082, month: 6, day: 12 })?.index).toBe(12);
    expect(occurrenceOn(birthday, { year: 2082, month: 6, day: 13 })).toBeNull();
    expect(occurrenceOn(birthday, { year: 2082, month: 2, day: 33 })).toBeNull();
    const next = nextOccurrence(birthday, gregorianToJdn({ year: 2024, month: 9, day: 29 }));
    expect(iso(next!.ad)).toBe(published.get('2082-06-12'));
    const once: RecurringSeries = { base: 'AD', start: { year: 2024, month: 5, day: 1 }, recurrence: null };
    expect(nextOccurrence(once, gregorianToJdn({ year: 2024, month: 5, day: 2 }))).toBeNull();
  });

  it('rejects a start that does not exist', () => {
    expect(() =>
      expandOccurrences(
        { base: 'BS', start: { year: 2081, month: 2, day: 33 }, recurrence: null },
        ymd('2024-01-01'),
        ymd('2024-12-31'),
      ),
    ).toThrow(RangeError);
    expect(() =>
      expandOccurrences(
        { base: 'AD', start: { year: 2025, month: 2, day: 29 }, recurrence: null },
        ymd('2024-01-01'),
        ymd('2024-12-31'),
      ),
    ).toThrow(RangeError);
  });
});

// Random series: starts in BS 2000–2100 (AD 1943–2044) so count-limited ones end inside the engine's range.
const arbBase = fc.constantFrom<RecurrenceBase>('BS', 'AD');
const arbSeries: fc.Arbitrary<RecurringSeries> = fc
  .record({
    base: arbBase,
    startJdn: fc.integer({
      min: bsToJdn({ year: 2000, month: 1, day: 1 }),
      max: bsToJdn({ year: 2100, month: 1, day: 1 }),
    }),
    preferLastDays: fc.boolean(),
    repeat: fc.option(
      fc.record({
        frequency: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly' as const),
        interval: fc.integer({ min: 1, max: 4 }),
        endKind: fc.constantFrom('never', 'count', 'until' as const),
        count: fc.integer({ min: 1, max: 25 }),
        untilDays: fc.integer({ min: 0, max: 8000 }),
      }),
      { nil: null },
    ),
  })
  .map(({ base, startJdn, preferLastDays, repeat }) => {
    let start = fromJdn(startJdn, base);
    // Month ends are where clamping happens; make them common.
    if (preferLastDays) start = { ...start, day: monthLength(base, start.year, start.month) };
    let recurrence: Recurrence | null = null;
    if (repeat) {
      const { frequency, interval, endKind, count, untilDays } = repeat;
      const end =
        endKind === 'never'
          ? ({ kind: 'never' } as const)
          : endKind === 'count'
            ? ({ kind: 'count', count } as const)
            : ({ kind: 'until', date: fromJdn(toJdn(start, base) + untilDays, base) } as const);
      recurrence = { frequency, interval, end };
    }
    return { base, start, recurrence };
  });

const arbWindow = fc
  .record({
    from: fc.integer({
      min: bsToJdn({ year: 1995, month: 1, day: 1 }),
      max: bsToJdn({ year: 2120, month: 1, day: 1 }),
    }),
    length: fc.integer({ min: 0, max: 3000 }),
  })
  .map(({ from, length }) => ({ first: from, last: from + length }));

/** Every occurrence from the start up to `upTo` (all of them for series that end). */
const fullExpansion = (series: RecurringSeries, upTo = ENGINE.last) =>
  expandOccurrencesJdn(series, ENGINE.first, upTo);

// Generous timeout: a loaded 2-core CI box runs these several times slower than a laptop.
describe('expandOccurrences: properties', { timeout: 60_000 }, () => {
  it('occurrences increase strictly and lie inside the window and within the series', () => {
    fc.assert(
      fc.property(arbSeries, arbWindow, (series, { first, last }) => {
        const got = expandOccurrencesJdn(series, first, last);
        const startJdn = toJdn(series.start, series.base);
        const end = series.recurrence?.end;
        for (let i = 0; i < got.length; i++) {
          const o = got[i]!;
          expect(o.jdn).toBeGreaterThanOrEqual(Math.max(first, startJdn));
          expect(o.jdn).toBeLessThanOrEqual(last);
          if (end?.kind === 'until') expect(o.jdn).toBeLessThanOrEqual(toJdn(end.date, series.base));
          if (end?.kind === 'count') expect(o.index).toBeLessThan(end.count);
          if (i > 0) {
            expect(o.jdn).toBeGreaterThan(got[i - 1]!.jdn);
            expect(o.index).toBeGreaterThan(got[i - 1]!.index);
          }
          expect(toJdn(o.date, series.base)).toBe(o.jdn);
          expect(bsToJdn(o.bs)).toBe(o.jdn);
          expect(gregorianToJdn(o.ad)).toBe(o.jdn);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a window’s expansion is the full expansion filtered to the window', () => {
    fc.assert(
      fc.property(arbSeries, arbWindow, (series, { first, last }) => {
        const all = fullExpansion(series, last).filter((o) => o.jdn >= first);
        expect(expandOccurrencesJdn(series, first, last)).toEqual(all);
      }),
      { numRuns: 300 },
    );
  });

  it('a count-limited series has exactly count occurrences, numbered 0…count−1', () => {
    fc.assert(
      fc.property(arbSeries, (series) => {
        fc.pre(series.recurrence?.end.kind === 'count');
        const count = (series.recurrence!.end as { count: number }).count;
        const all = fullExpansion(series);
        expect(all).toHaveLength(count);
        expect(all.map((o) => o.index)).toEqual([...Array(count).keys()]);
        expect(all[0]!.jdn).toBe(toJdn(series.start, series.base));
      }),
      { numRuns: 300 },
    );
  });

  it('a one-off series has exactly its start', () => {
    fc.assert(
      fc.property(arbSeries, (series) => {
        fc.pre(series.recurrence === null);
        expect(fullExpansion(series).map((o) => o.date)).toEqual([series.start]);
      }),
      { numRuns: 100 },
    );
  });

  it('daily and weekly occurrences are interval (×7) days apart', () => {
    fc.assert(
      fc.property(arbSeries, arbWindow, (series, { first, last }) => {
        const r = series.recurrence;
        fc.pre(r !== null && (r.frequency === 'daily' || r.frequency === 'weekly'));
        const step = r!.interval * (r!.frequency === 'weekly' ? 7 : 1);
        const got = expandOccurrencesJdn(series, first, last);
        for (let i = 1; i < got.length; i++) expect(got[i]!.jdn - got[i - 1]!.jdn).toBe(step);
        for (const o of got) expect(o.jdn - toJdn(series.start, series.base)).toBe(o.index * step);
      }),
      { numRuns: 300 },
    );
  });

  it('monthly and yearly occurrences keep the month step and the (clamped) day of their base calendar', () => {
    fc.assert(
      fc.property(arbSeries, arbWindow, (series, { first, last }) => {
        const r = series.recurrence;
        fc.pre(r !== null && (r.frequency === 'monthly' || r.frequency === 'yearly'));
        const stepMonths = r!.interval * (r!.frequency === 'yearly' ? 12 : 1);
        const { start } = series;
        for (const o of expandOccurrencesJdn(series, first, last)) {
          const months = (o.date.year - start.year) * 12 + (o.date.month - start.month);
          expect(months).toBe(o.index * stepMonths);
          if (r!.frequency === 'yearly') expect(o.date.month).toBe(start.month);
          expect(o.date.day).toBe(Math.min(start.day, monthLength(series.base, o.date.year, o.date.month)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('yearly BS series keep the BS month and day in every year it exists', () => {
    fc.assert(
      fc.property(arbSeries, (series) => {
        fc.pre(series.base === 'BS' && series.recurrence?.frequency === 'yearly');
        const all = fullExpansion(series);
        for (const o of all) {
          expect(o.bs.month).toBe(series.start.month);
          expect(o.bs.day).toBe(Math.min(series.start.day, bsMonthLength(o.bs.year, o.bs.month)));
        }
      }),
      { numRuns: 200 },
    );
  });
});
