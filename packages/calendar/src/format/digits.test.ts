import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizeDigits, toDevanagariDigits, toLatinDigits } from './digits.js';

describe('digits', () => {
  it('Latin ⇄ Devanagari', () => {
    expect(toDevanagariDigits(1234567890)).toBe('१२३४५६७८९०');
    expect(toDevanagariDigits('2083-08-06')).toBe('२०८३-०८-०६');
    expect(toDevanagariDigits(-3.5)).toBe('-३.५');
    expect(toLatinDigits('२०८३ मंसिर ६')).toBe('2083 मंसिर 6');
    expect(toLatinDigits('abc १०')).toBe('abc 10');
    expect(localizeDigits(42, 'np')).toBe('४२');
    expect(localizeDigits('४२', 'en')).toBe('42');
  });

  it('round trip for any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const latin = toLatinDigits(s);
        expect(toLatinDigits(toDevanagariDigits(latin))).toBe(latin);
      }),
    );
  });
});
