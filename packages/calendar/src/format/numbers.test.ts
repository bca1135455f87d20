import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits.js';
import { formatCompactNumber, formatNumber, groupIndian, numberToNepaliWords } from './numbers.js';

describe('Indian grouping and formatNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('12345678')).toBe('1,23,45,678');
    expect(groupIndian('123456789012')).toBe('1,23,45,67,89,012');
  });

  it('formats in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'np')).toBe('१२,३४,५६७');
    expect(formatNumber(12345678.5, 'en')).toBe('1,23,45,678.5');
    expect(formatNumber(-1234.567, 'en', { fractionDigits: 2 })).toBe('-1,234.57');
    expect(formatNumber(0, 'np')).toBe('०');
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatNumber(1e21, 'en')).toBe('1,00,00,00,00,00,00,00,00,00,000');
    expect(formatNumber(1234567, 'en', { grouping: false })).toBe('1234567');
    expect(() => formatNumber(Number.NaN, 'en')).toThrow(RangeError);
  });

  it('removing the separators gives back the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(Number(toLatinDigits(formatNumber(n, 'np')).replace(/,/g, ''))).toBe(n);
      }),
    );
  });
});

describe('Nepali number words (style: digits + scale word)', () => {
  it('हजार, लाख, करोड, अर्ब, खर्ब, नील', () => {
    expect(numberToNepaliWords(12345678)).toBe('१ करोड २३ लाख ४५ हजार ६ सय ७८');
    expect(numberToNepaliWords(12345678, 'en')).toBe('1 crore 23 lakh 45 thousand 6 hundred 78');
    expect(numberToNepaliWords(0)).toBe('०');
    expect(numberToNepaliWords(100)).toBe('१ सय');
    expect(numberToNepaliWords(1000)).toBe('१ हजार');
    expect(numberToNepaliWords(100000)).toBe('१ लाख');
    expect(numberToNepaliWords(1000000000)).toBe('१ अर्ब');
    expect(numberToNepaliWords(200000000000)).toBe('२ खर्ब');
    expect(numberToNepaliWords(30000000000000)).toBe('३ नील');
    expect(numberToNepaliWords(1e15)).toBe('१०० नील');
    expect(numberToNepaliWords(1500000)).toBe('१५ लाख');
    expect(numberToNepaliWords(-2050)).toBe('-२ हजार ५०');
  });
});

describe('compact numbers', () => {
  it('English K, M, B, T', () => {
    expect(formatCompactNumber(999, 'en')).toBe('999');
    expect(formatCompactNumber(1000, 'en')).toBe('1K');
    expect(formatCompactNumber(1250, 'en')).toBe('1.3K');
    expect(formatCompactNumber(12345678, 'en')).toBe('12.3M');
    expect(formatCompactNumber(2.5e9, 'en')).toBe('2.5B');
    expect(formatCompactNumber(7e12, 'en')).toBe('7T');
    expect(formatCompactNumber(999950, 'en')).toBe('1M');
    expect(formatCompactNumber(-4200, 'en')).toBe('-4.2K');
    expect(formatCompactNumber(1234567, 'en', { fractionDigits: 2 })).toBe('1.23M');
  });

  it('Nepali हजार, लाख, करोड, अर्ब, खर्ब, नील', () => {
    expect(formatCompactNumber(999, 'np')).toBe('९९९');
    expect(formatCompactNumber(1500, 'np')).toBe('१.५ हजार');
    expect(formatCompactNumber(250000, 'np')).toBe('२.५ लाख');
    expect(formatCompactNumber(12345678, 'np')).toBe('१.२ करोड');
    expect(formatCompactNumber(3e9, 'np')).toBe('३ अर्ब');
    expect(formatCompactNumber(4.5e11, 'np')).toBe('४.५ खर्ब');
    expect(formatCompactNumber(6e13, 'np')).toBe('६ नील');
    expect(formatCompactNumber(99990, 'np')).toBe('१ लाख');
  });
});
