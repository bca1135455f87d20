import { describe, expect, it } from 'vitest';
import { enEvents } from './events-en';
import { npEvents } from './events-np';

describe('personal-calendar strings', () => {
  it('have the same keys and placeholders in Nepali and English, and no Latin digit in Nepali', () => {
    expect(Object.keys(enEvents).sort()).toEqual(Object.keys(npEvents).sort());
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(npEvents) as (keyof typeof npEvents)[]) {
      expect(names(enEvents[key]), key).toEqual(names(npEvents[key]));
      expect(enEvents[key].trim(), key).not.toBe('');
      // iCalendar, Google and Apple are product names; everything else is Devanagari.
      expect(
        npEvents[key].replace(
          /iCalendar|Google|Apple|Calendar|iPhone|Settings|Accounts|Add Subscribed|File|New|Subscription|Other calendars|From URL/g,
          '',
        ),
        key,
      ).not.toMatch(/[0-9]/);
    }
  });
});
