import { describe, expect, it } from 'vitest';
import { enSharing } from './sharing-en';
import { npSharing } from './sharing-np';

describe('sharing and organisation strings', () => {
  it('have the same keys and placeholders in Nepali and English, and no Latin digit in Nepali', () => {
    expect(Object.keys(enSharing).sort()).toEqual(Object.keys(npSharing).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(npSharing) as (keyof typeof npSharing)[]) {
      expect(names(enSharing[key]), key).toEqual(names(npSharing[key]));
      expect(npSharing[key], key).not.toMatch(/[0-9]/);
    }
  });
});
