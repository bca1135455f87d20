import { describe, expect, it } from 'vitest';
import { wireCalendar } from '../../../test/fixtures';
import { eventsTranslator } from '../../i18n/events';
import type { WireCalendarsResponse, WireDay, WireEvent } from '../../lib/api-client';
import { personalEventsByIso, reminderText, repeatText, timeText } from './personal-layer';
import { moveItem } from './reorder';

const event = (over: Partial<WireEvent>): WireEvent => ({
  jbo: 'BS',
  jci: 1,
  jds: '{}',
  jtl: 'x',
  jir: null,
  gh: 0,
  priority: null,
  jevdt: '2083-06-12',
  ad: '2026-09-28',
  event_verified_date: null,
  ...over,
});

const day = (events: WireEvent[]) => ({ events }) as unknown as WireDay;

describe('personal layer', () => {
  const payload: WireCalendarsResponse = {
    data: {
      calendars: [wireCalendar(1, 'Festivals', '#b3261e', 1), wireCalendar(40, 'Family', '#1976d2', 0)],
      events: {
        '2083': {
          '6': {
            '12': day([
              event({ jtl: 'Dashain', jci: 1 }),
              event({
                jtl: 'Aama',
                jci: 40,
                jir: 9,
                jds: JSON.stringify({
                  start_time: '18:00',
                  end_time: '20:30',
                  location: 'Home',
                  reminders: [1440],
                  event_type: 'birthday',
                }),
              }),
            ]),
            '13': day([event({ jtl: 'Only public', jci: 1 })]),
          },
        },
      },
    },
  };

  it('keeps only the user’s calendars, keyed by the grid date, with their colour', () => {
    const byIso = personalEventsByIso(payload);
    expect(Object.keys(byIso)).toEqual(['2083-06-12']);
    expect(byIso['2083-06-12']).toEqual([
      expect.objectContaining({
        title: 'Aama',
        seriesId: 9,
        colour: '#1976d2',
        calendarName: 'Family',
        occurrenceDate: '2083-06-12',
        allDay: false,
        startTime: '18:00',
        location: 'Home',
        reminders: [1440],
        eventType: 'birthday',
      }),
    ]);
  });

  it('describes time, repeat and reminders in both languages with the right digits', () => {
    const [aama] = personalEventsByIso(payload)['2083-06-12']!;
    const en = eventsTranslator('en');
    const np = eventsTranslator('np');
    expect(timeText(aama!, en, 'en')).toBe('6:00 PM – 8:30 PM');
    expect(timeText(aama!, np, 'np')).toBe('साँझ ६:०० – राति ८:३०');
    const yearly = { frequency: 'yearly' as const, interval: 1, end: { kind: 'count' as const, count: 3 } };
    expect(repeatText(yearly, 'BS', en, 'en')).toBe('Every year, on the same BS date, 3 times');
    expect(repeatText({ frequency: 'weekly', interval: 2 }, 'AD', np, 'np')).toBe('हरेक २ हप्तामा');
    expect(reminderText(1440, en, 'en')).toBe('1 day before');
    expect(reminderText(90, np, 'np')).toBe('९० मिनेट अघि');
  });

  it('moves a calendar to a new place keeping the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
