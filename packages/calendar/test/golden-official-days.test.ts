/**
 * Golden tests of the shipped published day data against the committed official/bs-YYYY.json:
 * every day's BS → AD and weekday, and every published field decoded from our compact format.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bsToAd,
  bsToJdn,
  bsWeekday,
  KARANAS,
  LUNAR_MONTHS,
  NAKSHATRAS,
  NS_MONTHS,
  officialDay,
  officialDayByBs,
  officialYearInfo,
  officialYears,
  parseIsoDate,
  parseKaranaLabel,
  parseLunarMonthLabel,
  parseNakshatraLabel,
  parseNsMonthLabel,
  parseYogaLabel,
  YOGAS,
} from '../src/index.js';
import { withVisarga } from '../src/official/encode.js';
import { iso, type PublishedDay, readReference, referenceDir } from './reference.js';

// The published files' own spellings, in the standard order (number = position + 1), written out
// here so the fixture is read without the engine's label parsers: a wrong parser fails this test.
const published = {
  nakshatra:
    'अश्विनी भरणी कृत्तिका रोहिणी मृगशिरा आर्द्रा पुनर्वसु पुष्य अश्लेषा मघा पूर्व उत्तर हस्ता चित्रा स्वाति विशाखा अनुराधा ज्येष्ठा मूल पूर्वाषाढा उत्तरषाढा श्रवण धनिष्ठा शतभिषा पूर्वभाद्र उत्तरभाद्र रेवती',
  yoga: 'विषकुम्भ प्रीति आयुष्मान सौभाग्य शोभन अतिगंड सुकर्मा धृति शूल गण्ड वृद्धि ध्रुव व्याघात हर्षण वज्र सिद्धि व्यतिपात वरियान परिधि शिव सिद्ध साध्य शुभ शुक्ल ब्रह्म एन्द्र वैधृति',
  karana: 'बव बालव कौलव तैतल गर वणिज विष्टि/भद्रा शकुनि चतुष्पद नाग किंस्तुघ्न',
  // Lunar months from Chaitra (1); an adhik month is the label with अधिक in front.
  lunarMonth: 'चैत वैशाख जेठ असार साउन भदौ असोज कार्तिक मंसिर पुष माघ फागुन',
  // Nepal Sambat months from Kachhala (1); Anala (13) is the adhik month.
  nsMonth: 'कछला थिल्ला पोहेला सिल्ला चिल्ला चौला बछला तछला दिल्ला गुँला ञला कौला अनला',
};
/** The number of a published label, or a failure naming the label the table does not know. */
function numberOf(table: keyof typeof published, label: string): number {
  const index = published[table].split(' ').indexOf(label);
  if (index < 0) throw new Error(`unknown published ${table} label ${label}`);
  return index + 1;
}
function lunarMonthOf(label: string): { month: number; adhik: boolean } {
  const adhik = label.startsWith('अधिक ');
  return { month: numberOf('lunarMonth', adhik ? label.slice('अधिक '.length) : label), adhik };
}
/** A published `YYYY-MM-DD` BS date, split by hand. */
function bsOf(text: string): { year: number; month: number; day: number } {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const files = readdirSync(path.join(referenceDir, 'official')).filter((f) => /^bs-\d{4}\.json$/.test(f));

describe('published day data (official/bs-YYYY.json)', () => {
  it('ships every published year', () => {
    expect(officialYears()).toEqual(files.map((f) => Number(f.slice(3, 7))).sort());
    expect(officialYears()).toEqual([2076, 2077, 2078, 2079, 2080, 2081, 2082, 2083]);
    expect(files.length).toBe(8);
  });

  for (const file of files) {
    it(`${file}: every day converts and decodes as published`, () => {
      const src = readReference<{ bs_year: number; days: PublishedDay[] }>(`official/${file}`);
      const info = officialYearInfo(src.bs_year)!;
      expect(info.dayCount).toBe(src.days.length);
      expect(info.firstJdn).toBe(bsToJdn({ year: src.bs_year, month: 1, day: 1 }));
      for (const d of src.days) {
        const bs = bsOf(d.bs);
        expect(iso(bsToAd(bs)), d.bs).toBe(d.ad);
        expect(bsWeekday(bs), d.bs).toBe(d.weekday);
        const day = officialDayByBs(bs)!;
        expect(day.provenance).toBe('official');
        expect(iso(day.bs)).toBe(d.bs);
        expect(day.tithi ?? null, d.bs).toBe(d.tithi);
        expect(day.tithiStarred, d.bs).toBe(d.tithi_star === true);
        expect(day.paksha, d.bs).toBe(d.paksha);
        expect(day.lunarMonth, d.bs).toEqual(
          d.lunar_month_np === undefined ? undefined : lunarMonthOf(d.lunar_month_np),
        );
        expect(day.ns, d.bs).toEqual(
          d.ns && { year: d.ns.year, month: numberOf('nsMonth', d.ns.month_np), paksha: d.ns.paksha },
        );
        const label = (t: string | null | undefined, table: keyof typeof published) =>
          t == null ? null : numberOf(table, t);
        expect(day.nakshatra ?? null, d.bs).toBe(label(d.nakshatra_np, 'nakshatra'));
        expect(day.yoga ?? null, d.bs).toBe(label(d.yoga_np, 'yoga'));
        expect(day.karana ?? null, d.bs).toBe(label(d.karana_np, 'karana'));
        expect(day.holiday ?? null, d.bs).toBe(d.holiday);
        if (d.events === null) expect(day.events).toBeUndefined();
        else {
          // As published, but with the visarga where the file typed an ASCII colon.
          expect(
            day.events!.map(({ np, en }) => ({ np, en })),
            d.bs,
          ).toEqual(d.events.map(({ np, en }) => ({ np: withVisarga(np), en })));
          const reasons = day.events!.filter((e) => e.holiday).map((e) => e.np);
          if (d.holiday_events != null)
            expect(reasons, d.bs).toEqual(
              d.events
                .map((e) => e.np)
                .filter((np) => d.holiday_events!.includes(np))
                .map(withVisarga),
            );
          // BS 2083 does not name the holiday's reasons: every holiday day has at least one.
          else expect(reasons.length > 0, d.bs).toBe(d.holiday === true);
        }
      }
    });
  }

  it('the engine’s label parsers agree with the published spellings', () => {
    for (const label of published.nakshatra.split(' '))
      expect(parseNakshatraLabel(label)).toBe(numberOf('nakshatra', label));
    for (const label of published.yoga.split(' '))
      expect(parseYogaLabel(label)).toBe(numberOf('yoga', label));
    for (const label of published.karana.split(' '))
      expect(parseKaranaLabel(label)).toBe(numberOf('karana', label));
    for (const label of published.nsMonth.split(' '))
      expect(parseNsMonthLabel(label)).toBe(numberOf('nsMonth', label));
    for (const label of published.lunarMonth.split(' ')) {
      expect(parseLunarMonthLabel(label)).toEqual(lunarMonthOf(label));
      expect(parseLunarMonthLabel(`अधिक ${label}`)).toEqual(lunarMonthOf(`अधिक ${label}`));
    }
  });

  it('maps every published label to a standard name', () => {
    expect(NAKSHATRAS[parseNakshatraLabel('हस्ता')! - 1]!.en).toBe('Hasta');
    expect(NAKSHATRAS[parseNakshatraLabel('उत्तर')! - 1]!.en).toBe('Uttara Phalguni');
    expect(YOGAS[parseYogaLabel('परिधि')! - 1]!.en).toBe('Parigha');
    expect(KARANAS[parseKaranaLabel('विष्टि/भद्रा')! - 1]!.en).toBe('Vishti');
    expect(LUNAR_MONTHS[parseLunarMonthLabel('अधिक साउन')!.month - 1]!.np).toBe('श्रावण');
    expect(parseLunarMonthLabel('अधिक असोज')).toEqual({ month: 7, adhik: true });
    expect(NS_MONTHS[parseNsMonthLabel('अनला')! - 1]!.en).toBe('Anala');
  });
});

describe('officialDay (shipped data, no reference needed)', () => {
  it('returns undefined outside the shipped years', () => {
    expect(officialDay(bsToJdn({ year: 2075, month: 12, day: 30 }))).toBeUndefined();
    expect(officialDay(bsToJdn({ year: 2084, month: 1, day: 1 }))).toBeUndefined();
    expect(officialDayByBs({ year: 2076, month: 1, day: 1 })).toBeDefined();
  });

  it('BS 2081-01-01: Saturday New Year, Chaitra shukla panchami, NS 1144 Chaula thwa', () => {
    const day = officialDayByBs({ year: 2081, month: 1, day: 1 })!;
    expect(day.tithi).toBe(5);
    expect(day.lunarMonth).toEqual({ month: 1, adhik: false });
    expect(day.ns).toEqual({ year: 1144, month: 6, paksha: 'thwa' });
    expect(day.holiday).toBe(true);
    expect(day.events?.[0]).toEqual({ np: 'नयाँ वर्ष', en: 'New Year', holiday: true });
  });

  it('NS new-year days (first Kachhala thwa day) as published', () => {
    const cases: [string, number][] = [
      ['2076-07-12', 1140],
      ['2077-08-01', 1141],
      ['2078-07-19', 1142],
      ['2079-07-09', 1143],
      ['2080-07-28', 1144],
      ['2081-07-17', 1145],
      ['2082-07-05', 1146],
    ];
    for (const [bs, nsYear] of cases) {
      const date = parseIsoDate(bs, { calendar: 'bs' })!;
      const day = officialDayByBs(date)!;
      expect(day.ns, bs).toEqual({ year: nsYear, month: 1, paksha: 'thwa' });
      const before = officialDay(day.jdn - 1)!;
      expect(before.ns?.year, bs).toBe(nsYear - 1);
    }
  });

  it('adhik months: 2077 Ashwin and 2080 Shrawan (NS Anala)', () => {
    const a = officialDayByBs({ year: 2080, month: 4, day: 10 })!;
    expect(a.lunarMonth).toEqual({ month: 5, adhik: true });
    expect(a.ns?.month).toBe(13);
    const b = officialDayByBs({ year: 2077, month: 6, day: 10 })!;
    expect(b.lunarMonth).toEqual({ month: 7, adhik: true });
  });

  it('2077 holidays are flagged incomplete, 2076 has none', () => {
    expect(officialYearInfo(2077)?.holidayCoverage).toBe('incomplete');
    expect(officialYearInfo(2076)?.holidayCoverage).toBe('none');
    expect(officialYearInfo(2081)?.holidayCoverage).toBe('complete');
    expect(officialDayByBs({ year: 2076, month: 5, day: 5 })?.holiday).toBeUndefined();
    expect(officialYearInfo(2090)).toBeUndefined();
  });

  it('says which tithi method each year publishes: the patro’s SS, or an app’s drik display (2082, 2083)', () => {
    expect(officialYears().map((y) => officialYearInfo(y)!.tithiMethod)).toEqual([
      ...Array(6).fill('surya-siddhanta'),
      'drik',
      'drik',
    ]);
  });
});
