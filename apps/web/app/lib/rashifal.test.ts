import { readFileSync } from 'node:fs';
import { ELEMENT_COLOURS } from '@patro/calendar';
import { describe, expect, it } from 'vitest';
import { excerpt, rashifalHref, rashifalTypeOf } from './rashifal';

describe('rashifal URLs', () => {
  it('spec §2 aliases name their period; anything else is not a period', () => {
    for (const alias of ['d', 'day', 'daily', 'DAY']) expect(rashifalTypeOf(alias)).toBe('daily');
    for (const alias of ['w', 'week', 'weekly']) expect(rashifalTypeOf(alias)).toBe('weekly');
    for (const alias of ['m', 'month', 'monthly']) expect(rashifalTypeOf(alias)).toBe('monthly');
    for (const alias of ['y', 'year', 'yearly']) expect(rashifalTypeOf(alias)).toBe('yearly');
    expect(rashifalTypeOf('hourly')).toBeUndefined();
    expect(rashifalHref('weekly', 'leo')).toBe('/nepali-rashifal/weekly/leo');
  });

  it('an excerpt keeps whole Nepali and English sentences', () => {
    expect(excerpt('पहिलो वाक्य। दोस्रो वाक्य। तेस्रो वाक्य।')).toEqual({
      text: 'पहिलो वाक्य। दोस्रो वाक्य।',
      more: true,
    });
    expect(excerpt('One. Two.')).toEqual({ text: 'One. Two.', more: false });
  });

  it('the stylesheet paints each element in the colour the API gives its signs', () => {
    const css = readFileSync(new URL('../styles/rashifal.css', import.meta.url), 'utf8');
    for (const [element, colour] of Object.entries(ELEMENT_COLOURS)) {
      expect(css).toContain(`.rashi-pill.rashi-${element} {\n  background-color: ${colour};`);
      expect(css).toContain(`.rashifal-card.rashi-${element} {\n  border-top-color: ${colour};`);
    }
  });
});
