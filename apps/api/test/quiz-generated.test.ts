import { readFileSync } from 'node:fs';
import { bsToAd, festivalCatalogue, formatBsDate, weekdayName } from '@patro/calendar';
import { describe, expect, it } from 'vitest';
import {
  dailyGeneratedQuestions,
  GENERATED_KINDS,
  type GeneratedQuestion,
  generateQuestion,
} from '../src/modules/quiz/generated.js';

/** The published calendar (the engine's golden fixtures: a patro's day data and month lengths). */
const published = (file: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/calendar/test/fixtures/published/${file}`, import.meta.url),
      'utf8',
    ),
  );
interface PublishedDay {
  bs: string;
  ad: string;
  weekday: number;
  tithi: number | null;
  events: { np: string; en: string }[] | null;
}
const days2081: PublishedDay[] = published('official/bs-2081.json').days;
const days2083: PublishedDay[] = published('official/bs-2083.json').days;
const monthLengths: Record<string, number[]> = published('bs-month-lengths.json').years;
const dayOf = (days: PublishedDay[], key: 'bs' | 'ad', iso: string) => days.find((d) => d[key] === iso)!;
const answer = (q: GeneratedQuestion) => q.options[q.answerIndex]!;

/** Does the published day list this festival? (matched by the catalogue's published-name patterns) */
function publishedOn(day: PublishedDay, festivalId: string): boolean {
  const def = festivalCatalogue().find((f) => f.id === festivalId)!;
  return (day.events ?? []).some((e) => (def.published ?? []).some((p) => new RegExp(p).test(e.np)));
}

describe('questions checked against the published calendar', () => {
  it('"On which tithi does Teej fall this year?" — BS 2081: Shukla Tritiya, on 2081 Bhadra 21 as published', () => {
    const q = generateQuestion('festival-tithi', 2081, 'teej', { festivalId: 'haritalika-teej' });
    expect(answer(q)).toEqual({ np: 'शुक्ल तृतीया', en: 'Shukla Tritiya' });
    expect(q.proof.bs).toBe('2081-05-21');
    const day = dayOf(days2081, 'bs', '2081-05-21');
    expect(day.tithi).toBe(3);
    expect(publishedOn(day, 'haritalika-teej')).toBe(true);
    expect(q.explanation.en).toContain('21 Bhadra 2081');
  });

  it('"Which BS date is 1 January 2027?" — 2083 Poush 17 in the published calendar', () => {
    const q = generateQuestion('ad-to-bs', 2083, 'new-year', { ad: { year: 2027, month: 1, day: 1 } });
    const day = dayOf(days2083, 'ad', '2027-01-01');
    const [y, m, d] = day.bs.split('-').map(Number) as [number, number, number];
    expect(answer(q).en).toBe(formatBsDate({ year: y, month: m, day: d }, 'en'));
    expect(answer(q)).toEqual({ np: '२०८३ पुष १७', en: '17 Poush 2083' });
  });

  it('"How many days has Poush this year?" — as the published month table says, for 2081 and 2083', () => {
    for (const year of [2081, 2083]) {
      const q = generateQuestion('month-length', year, 'poush', { month: 9 });
      expect(Number(answer(q).en)).toBe(monthLengths[String(year)]![8]);
      expect(q.options.map((o) => o.en)).toEqual(['29', '30', '31', '32']);
    }
  });

  it('"Which festival falls on the full moon of Kartik?" — Guru Nanak Jayanti, on a published purnima', () => {
    const q = generateQuestion('festival-on-lunar-day', 2081, 'kartik-purnima', {
      festivalId: 'guru-nanak-jayanti',
    });
    expect(q.prompt.en).toBe('Which festival falls on Kartik Purnima?');
    expect(answer(q).en).toBe('Guru Nanak Jayanti');
    const day = dayOf(days2081, 'bs', String(q.proof.bs));
    expect(day.tithi).toBe(15);
    expect(publishedOn(day, 'guru-nanak-jayanti')).toBe(true);
  });

  it('every question of 60 days of BS 2081 agrees with the published day data', () => {
    for (let day = 1; day <= 60; day++) {
      const date = { year: 2081, month: 1 + (day % 12), day: 1 + (day % 28) };
      for (const q of dailyGeneratedQuestions(date)) {
        const a = answer(q);
        switch (q.kind) {
          case 'ad-to-bs': {
            const pub = dayOf(days2081, 'ad', String(q.proof.ad));
            expect(q.proof.bs).toBe(pub.bs);
            break;
          }
          case 'weekday-of-bs-date': {
            const pub = dayOf(days2081, 'bs', String(q.proof.bs));
            expect(a.en).toBe(weekdayName(pub.weekday, 'en'));
            break;
          }
          case 'month-length':
            expect(Number(a.en)).toBe(monthLengths['2081']![Number(q.proof.month) - 1]);
            break;
          case 'festival-tithi':
          case 'festival-on-lunar-day': {
            const pub = dayOf(days2081, 'bs', String(q.proof.bs));
            expect(pub.tithi).toBe(q.proof.tithiAtSunrise);
            expect(publishedOn(pub, String(q.proof.festival))).toBe(true);
            break;
          }
        }
      }
    }
  });
});

describe('the daily set', () => {
  const today = { year: 2083, month: 8, day: 12 };
  const set = dailyGeneratedQuestions(today);

  it('the same Nepal date gives the same set; another date another set', () => {
    expect(dailyGeneratedQuestions({ ...today })).toEqual(set);
    const tomorrow = dailyGeneratedQuestions({ ...today, day: 13 });
    expect(tomorrow.map((q) => q.prompt.en)).not.toEqual(set.map((q) => q.prompt.en));
  });

  it('has one question of each kind, four distinct options in both languages, and an explanation', () => {
    expect(set.map((q) => q.kind).sort()).toEqual([...GENERATED_KINDS].sort());
    for (const q of set) {
      expect(new Set(q.options.map((o) => o.en)).size).toBe(4);
      expect(new Set(q.options.map((o) => o.np)).size).toBe(4);
      expect(q.answerIndex).toBeGreaterThanOrEqual(0);
      expect(q.answerIndex).toBeLessThan(4);
      expect(q.explanation.np.length).toBeGreaterThan(0);
      expect(q.explanation.en.length).toBeGreaterThan(0);
      // Nepali text uses Devanagari digits only (the engine's formatter).
      for (const text of [q.prompt.np, q.explanation.np, ...q.options.map((o) => o.np)])
        expect(text).not.toMatch(/[0-9]/);
    }
  });

  it("asks about the date's own BS year", () => {
    const monthQ = set.find((q) => q.kind === 'month-length')!;
    expect(monthQ.proof.year).toBe(2083);
    const adQ = set.find((q) => q.kind === 'ad-to-bs')!;
    expect(String(adQ.proof.bs).startsWith('2083-')).toBe(true);
    const [y, m, d] = String(adQ.proof.bs).split('-').map(Number) as [number, number, number];
    const ad = bsToAd({ year: y, month: m, day: d });
    expect(String(adQ.proof.ad)).toBe(
      `${ad.year}-${String(ad.month).padStart(2, '0')}-${String(ad.day).padStart(2, '0')}`,
    );
  });

  it('a pinned festival without a provable day of its own is refused, not asked', () => {
    expect(() => generateQuestion('festival-on-lunar-day', 2081, 'x', { festivalId: 'laxmi-puja' })).toThrow(
      /not a provable festival/,
    );
  });
});
