import { describe, expect, it } from 'vitest';
import { formatViewPrefs, parseViewPrefs, viewPrefsQuery } from './view-prefs';

const request = (cookie?: string) =>
  new Request('http://localhost/calendar/bs', cookie ? { headers: { cookie } } : {});

describe('calendar view preferences cookie', () => {
  it('round-trips the unverified flag and the hidden calendars, sorted', () => {
    const value = formatViewPrefs({ showUnverified: true, hiddenCalendars: [5, 3] });
    expect(value).toBe('1_3-5');
    expect(parseViewPrefs(value)).toEqual({ showUnverified: true, hiddenCalendars: [3, 5] });
    expect(parseViewPrefs('0_')).toEqual({ showUnverified: false, hiddenCalendars: [] });
  });

  it('ignores a malformed cookie (the visitor view)', () => {
    for (const bad of ['', '2_3', '1_3,5', '1_a', 'x']) expect(parseViewPrefs(bad)).toBeNull();
    expect(viewPrefsQuery(request('patro_calendar_view=1_3,5'))).toEqual({});
  });

  it('turns the cookie into the month read’s query', () => {
    expect(viewPrefsQuery(request())).toEqual({});
    expect(viewPrefsQuery(request('lang=en; patro_calendar_view=1_3-5'))).toEqual({
      unverified: '1',
      hide: '3,5',
    });
    expect(viewPrefsQuery(request('patro_calendar_view=0_4'))).toEqual({ hide: '4' });
  });
});
