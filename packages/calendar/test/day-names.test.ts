/**
 * One festival, one name (issue 22 §2): every day of every shipped published year names each
 * festival once — the catalogue's festivals, the published events the catalogue does not know and
 * the holiday's reasons together, as the "upcoming festivals" list shows them — and no Nepali name
 * carries an ASCII colon where Devanagari writes a visarga (ः).
 */
import { describe, expect, it } from 'vitest';
import { bsYearStartJdn, calendarDay, officialYears } from '../src/index.js';

const COLON_IN_DEVANAGARI = /[\u0900-\u097F]:|:[\u0900-\u097F]/;

describe.each(officialYears())('BS %i', (year) => {
  const days = Array.from({ length: bsYearStartJdn(year + 1) - bsYearStartJdn(year) }, (_, i) =>
    calendarDay(bsYearStartJdn(year) + i),
  );

  it('names each festival of a day once, in one spelling', () => {
    const twice: string[] = [];
    for (const day of days) {
      for (const lang of ['np', 'en'] as const) {
        const titles = [
          ...day.festivals.map((f) => f.names[lang]),
          ...day.otherPublishedEvents.map((e) => e[lang]),
        ];
        // A holiday's reason that is a catalogue festival is that festival, under its name.
        for (const r of day.holidayKind.reasons) {
          const festival = day.festivals.find((f) => f.id === r.festivalId);
          if (festival && festival.names[lang] !== r[lang])
            twice.push(`${day.bs.month}-${day.bs.day} ${lang}: "${festival.names[lang]}" and "${r[lang]}"`);
          if (!titles.includes(r[lang])) titles.push(r[lang]);
        }
        const seen = new Set<string>();
        for (const t of titles.map((t) => t.replace(/:/g, 'ः'))) {
          if (seen.has(t)) twice.push(`${day.bs.month}-${day.bs.day} ${lang}: "${t}" twice`);
          seen.add(t);
        }
      }
    }
    expect(twice).toEqual([]);
  });

  it('writes the visarga, never an ASCII colon, in Nepali names', () => {
    const names = days.flatMap((d) => [
      ...d.festivals.map((f) => f.names.np),
      ...d.publishedEvents.map((e) => e.np),
      ...d.holidayKind.reasons.map((r) => r.np),
    ]);
    expect([...new Set(names.filter((n) => COLON_IN_DEVANAGARI.test(n)))]).toEqual([]);
  });
});
