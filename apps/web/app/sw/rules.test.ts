import { describe, expect, it } from 'vitest';
import { osFromUserAgent, parsePushPrefs } from '../lib/pwa/push';
import {
  isCalendarApiRead,
  isKeepablePage,
  isNavigationHandled,
  notificationFromPush,
  pagesToKeep,
  safeClickPath,
} from './rules';

describe('which pages the worker keeps', () => {
  it('keeps shared public pages only', () => {
    expect(isKeepablePage(200, 'public, max-age=0, s-maxage=60, stale-while-revalidate=600')).toBe(true);
    expect(isKeepablePage(200, 'private, no-cache')).toBe(false);
    expect(isKeepablePage(200, 'no-store')).toBe(false);
    expect(isKeepablePage(200, null)).toBe(false);
    expect(isKeepablePage(404, 'public, max-age=0')).toBe(false);
  });

  it('leaves widgets, language switches and files to the network', () => {
    expect(isNavigationHandled('/calendar/bs/2083-08')).toBe(true);
    expect(isNavigationHandled('/widgets/today')).toBe(false);
    expect(isNavigationHandled('/lang/en')).toBe(false);
    expect(isNavigationHandled('/favicon-day/8.svg')).toBe(false);
    expect(isNavigationHandled('/sw.js')).toBe(false);
  });

  it('caches public calendar reads of the API, never a signed-in one', () => {
    expect(isCalendarApiRead('GET', '/calendars/today', false)).toBe(true);
    expect(isCalendarApiRead('GET', '/goverment-holidays/2083', false)).toBe(true);
    expect(isCalendarApiRead('GET', '/calendars/today', true)).toBe(false);
    expect(isCalendarApiRead('POST', '/calendars/dateConvert', false)).toBe(false);
    expect(isCalendarApiRead('GET', '/users/calendars', false)).toBe(false);
  });

  it('keeps this and next month and today’s panchanga, across the year’s end', () => {
    expect(pagesToKeep('2083-08-08')).toEqual([
      '/',
      '/calendar/bs/2083-08',
      '/calendar/bs/2083-09',
      '/calendar/bs/2083-08-08/panchanga',
      '/nepali-to-english-date-converter',
      '/offline',
    ]);
    expect(pagesToKeep('2083-12-30')[2]).toBe('/calendar/bs/2084-01');
  });
});

describe('a push message as a notification', () => {
  const payload = {
    title: 'Dashain tika',
    message: 'Today at 10:00',
    on_time: '2026-11-24T04:15:00.000Z',
    clickAction: '/calendar/bs/2083-08-08',
  };

  it('shows the title and message and opens the event’s page', () => {
    const shown = notificationFromPush(JSON.stringify(payload));
    expect(shown?.title).toBe('Dashain tika');
    expect(shown?.options.body).toBe('Today at 10:00');
    expect(shown?.options.data).toEqual({ clickAction: '/calendar/bs/2083-08-08', on_time: payload.on_time });
    expect(shown?.options.tag).toBe('/calendar/bs/2083-08-08@2026-11-24T04:15:00.000Z');
    expect(shown?.bell).toEqual(payload);
  });

  it('never opens another site', () => {
    for (const clickAction of ['https://evil.example/', '//evil.example/x', '/\\evil', null, 42])
      expect(
        notificationFromPush(JSON.stringify({ ...payload, clickAction }))?.options.data.clickAction,
      ).toBe('/');
    expect(safeClickPath('/news?x=1')).toBe('/news?x=1');
  });

  it('ignores what is not a notification', () => {
    expect(notificationFromPush('')).toBeNull();
    expect(notificationFromPush('not json')).toBeNull();
    expect(notificationFromPush(JSON.stringify({ message: 'no title' }))).toBeNull();
    expect(notificationFromPush(JSON.stringify([1, 2]))).toBeNull();
  });
});

describe('push on this browser', () => {
  it('names the operating system from the user agent', () => {
    expect(
      osFromUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toEqual({ osname: 'Android', osversion: '14' });
    expect(
      osFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile',
      ),
    ).toEqual({ osname: 'iOS', osversion: '17.4' });
    expect(osFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0')).toEqual({
      osname: 'Windows',
      osversion: '10.0',
    });
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15')).toEqual({
      osname: 'macOS',
      osversion: '10.15.7',
    });
    expect(osFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0').osname).toBe('Linux');
    expect(osFromUserAgent('curl/8.0')).toEqual({ osname: 'Unknown', osversion: '' });
  });

  it('reads back the saved topics and morning time, dropping what is not valid', () => {
    expect(parsePushPrefs(null)).toEqual({
      topics: ['morning', 'festivals', 'reminders'],
      morning_time: '06:00',
    });
    expect(
      parsePushPrefs(JSON.stringify({ topics: ['organizations', 'spam'], morning_time: '05:30' })),
    ).toEqual({
      topics: ['organizations'],
      morning_time: '05:30',
    });
    expect(parsePushPrefs(JSON.stringify({ topics: [], morning_time: '25:00' })).morning_time).toBe('06:00');
    expect(parsePushPrefs('{broken').topics).toEqual(['morning', 'festivals', 'reminders']);
  });
});
