import { describe, expect, it } from 'vitest';
import { newsTranslator } from '../../i18n/news';
import { relativeTime } from './relative';

const at = Date.parse('2026-11-23T09:15:00Z');

describe('relative news times, against the render time', () => {
  it('says "२ घण्टा अघि" in Nepali digits and "2 h ago" in English', () => {
    const published = '2026-11-23T07:05:00Z';
    expect(relativeTime(published, at, 'np', newsTranslator('np'))).toBe('२ घण्टा अघि');
    expect(relativeTime(published, at, 'en', newsTranslator('en'))).toBe('2 h ago');
  });
  it('minutes, days, just now, and nothing past a week (the page shows the date)', () => {
    const np = newsTranslator('np');
    expect(relativeTime('2026-11-23T08:50:00Z', at, 'np', np)).toBe('२५ मिनेट अघि');
    expect(relativeTime('2026-11-20T09:15:00Z', at, 'np', np)).toBe('३ दिन अघि');
    expect(relativeTime('2026-11-23T09:14:40Z', at, 'np', np)).toBe('भर्खरै');
    expect(relativeTime('2026-11-10T09:15:00Z', at, 'np', np)).toBeNull();
  });
});
