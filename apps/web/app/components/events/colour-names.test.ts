import { describe, expect, it } from 'vitest';
import { colourName } from './colour-names';

// The 24 colours the API seeds as dynamic config `calendar-palette`.
const SEEDED = [
  '#d32f2f',
  '#c2185b',
  '#7b1fa2',
  '#512da8',
  '#303f9f',
  '#1976d2',
  '#0288d1',
  '#0097a7',
  '#00796b',
  '#388e3c',
  '#689f38',
  '#afb42b',
  '#fbc02d',
  '#ffa000',
  '#f57c00',
  '#e64a19',
  '#5d4037',
  '#616161',
  '#455a64',
  '#ad1457',
  '#6a1b9a',
  '#283593',
  '#00695c',
  '#2e7d32',
];

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
