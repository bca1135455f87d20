import { DEFAULT_CALENDAR_PALETTE } from '@patro/contracts';
import { describe, expect, it } from 'vitest';
import { colourName } from './colour-names';

const SEEDED = DEFAULT_CALENDAR_PALETTE;

describe('palette colour names', () => {
  it('name every seeded colour, each name once, in both languages', () => {
    for (const lang of ['np', 'en'] as const) {
      const names = SEEDED.map((c) => colourName(c, lang));
      expect(names.every(Boolean), lang).toBe(true);
      expect(new Set(names).size, lang).toBe(SEEDED.length);
    }
    expect(colourName('#00796B', 'en')).toBe('Teal');
    expect(colourName('#123456', 'en')).toBeNull();
  });
});
