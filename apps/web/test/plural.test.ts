import { describe, expect, it } from 'vitest';
import { saitTranslator } from '../app/i18n/sait';

describe('plural forms (Intl.PluralRules for English)', () => {
  it('writes “1 day” and “2 days” in English, and the count in Devanagari digits in Nepali', () => {
    const en = saitTranslator('en');
    expect(en('sait.days', { count: 1 })).toBe('1 day');
    expect(en('sait.days', { count: 2 })).toBe('2 days');
    expect(en('sait.days', { count: 0 })).toBe('0 days');
    const np = saitTranslator('np');
    expect(np('sait.days', { count: 1 })).toBe('१ दिन');
    expect(np('sait.days', { count: 12 })).toBe('१२ दिन');
  });
});
