import { describe, expect, it } from 'vitest';
import {
  AYANAS,
  adMonthName,
  BS_MONTHS,
  bsMonthName,
  KARANAS,
  karanaOfHalfTithi,
  LUNAR_MONTHS,
  lunarMonthName,
  NAKSHATRAS,
  NS_MONTHS,
  names,
  nsMonthName,
  PAKSHAS,
  pakshaOfTithi,
  RASHIS,
  RITUS,
  rashiById,
  rashiBySlug,
  TITHIS,
  tithiName,
  WEEKDAYS,
  weekdayName,
  YOGAS,
} from './names.js';

describe('names', () => {
  it('list sizes, every entry in both languages', () => {
    const sizes: [string, readonly { np: string; en: string }[], number][] = [
      ['bs months', BS_MONTHS, 12],
      ['weekdays', WEEKDAYS, 7],
      ['tithis', TITHIS, 30],
      ['pakshas', PAKSHAS, 2],
      ['nakshatras', NAKSHATRAS, 27],
      ['yogas', YOGAS, 27],
      ['karanas', KARANAS, 11],
      ['rashis', RASHIS, 12],
      ['ritus', RITUS, 6],
      ['ayanas', AYANAS, 2],
      ['ns months', NS_MONTHS, 13],
      ['lunar months', LUNAR_MONTHS, 12],
    ];
    for (const [what, list, n] of sizes) {
      expect(list, what).toHaveLength(n);
      for (const item of list) {
        expect(item.np, what).toMatch(/^[\u0900-\u097F/ ]+$/);
        expect(item.en, what).toMatch(/^[A-Za-z ]+$/);
      }
    }
    expect(Object.keys(names)).toHaveLength(15);
  });

  it('BS months and weekdays', () => {
    expect(bsMonthName(1)).toBe('बैशाख');
    expect(bsMonthName(8, 'en')).toBe('Mangsir');
    expect(bsMonthName(12)).toBe('चैत्र');
    expect(adMonthName(11, 'np')).toBe('नोभेम्बर');
    expect(weekdayName(0)).toBe('आइतबार');
    expect(weekdayName(6, 'en', true)).toBe('Sat');
    expect(() => bsMonthName(13)).toThrow(new RangeError('BS month 13 does not exist; expected 1–12'));
    expect(() => weekdayName(7)).toThrow(RangeError);
  });

  it('tithis: पूर्णिमा 15, औंसी 30, krishna repeats', () => {
    expect(tithiName(1)).toBe('प्रतिपदा');
    expect(tithiName(15)).toBe('पूर्णिमा');
    expect(tithiName(30)).toBe('औंसी');
    expect(tithiName(16)).toBe('प्रतिपदा');
    expect(tithiName(29, 'en')).toBe('Chaturdashi');
    expect(pakshaOfTithi(15)).toBe('shukla');
    expect(pakshaOfTithi(16)).toBe('krishna');
  });

  it('rashis: spec ids 1–12 and slugs', () => {
    expect(RASHIS.map((r) => r.slug)).toEqual([
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'capricorn',
      'aquarius',
      'pisces',
    ]);
    expect(RASHIS.map((r) => r.np).join(' ')).toBe('मेष वृष मिथुन कर्कट सिंह कन्या तुला वृश्चिक धनु मकर कुम्भ मीन');
    expect(rashiById(12).en).toBe('Pisces');
    expect(rashiBySlug('LEO')?.id).toBe(5);
    expect(rashiBySlug('ophiuchus')).toBeUndefined();
  });

  it('karana sequence of a lunar month', () => {
    const seq = Array.from({ length: 60 }, (_, k) => KARANAS[karanaOfHalfTithi(k) - 1]!.en);
    expect(seq[0]).toBe('Kimstughna');
    expect(seq.slice(1, 8)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti']);
    expect(seq[56]).toBe('Vishti');
    expect(seq.slice(57)).toEqual(['Shakuni', 'Chatushpada', 'Naga']);
  });

  it('NS and lunar months', () => {
    expect(nsMonthName(1)).toBe('कछला');
    expect(nsMonthName(13, 'en')).toBe('Anala');
    expect(lunarMonthName(1)).toBe('चैत्र');
    expect(lunarMonthName(5, 'np', true)).toBe('अधिक श्रावण');
    expect(lunarMonthName(8, 'en')).toBe('Kartik');
  });
});
