import { bsMonthLength, bsToAd } from '@patro/calendar';
import { describe, expect, it } from 'vitest';
import {
  clampDay,
  convertDate,
  emptyValues,
  monthLength,
  toPayload,
  toUpdatePayload,
  validate,
  valuesFromSeries,
} from './event-form';

const asoj12 = { year: 2083, month: 6, day: 12 };

describe('event form', () => {
  it('builds the POST /events body of a yearly BS birthday', () => {
    const values = {
      ...emptyValues('BS', asoj12, 7),
      title: '  Aama’s birthday ',
      frequency: 'yearly' as const,
      eventType: 'birthday' as const,
      reminders: [1440, 0],
    };
    expect(validate(values)).toEqual({});
    expect(toPayload(values)).toEqual({
      calendar_id: 7,
      title: 'Aama’s birthday',
      base: 'BS',
      date: '2083-06-12',
      all_day: true,
      repeat: { frequency: 'yearly', interval: 1, end: { kind: 'never' } },
      event_type: 'birthday',
      reminders: [0, 1440],
    });
  });

  it('sends times, a count end and an until end only when chosen', () => {
    const base = { ...emptyValues('AD', { year: 2026, month: 11, day: 22 }, 1), title: 'Standup' };
    const timed = toPayload({
      ...base,
      allDay: false,
      startTime: '09:30',
      endTime: '09:45',
      frequency: 'weekly',
      interval: 2,
      endKind: 'count',
      count: 5,
    });
    expect(timed).toMatchObject({
      all_day: false,
      start_time: '09:30',
      end_time: '09:45',
      repeat: { frequency: 'weekly', interval: 2, end: { kind: 'count', count: 5 } },
    });
    const until = toPayload({
      ...base,
      frequency: 'monthly',
      endKind: 'until',
      until: { year: 2027, month: 3, day: 1 },
    });
    expect(until.repeat).toEqual({
      frequency: 'monthly',
      interval: 1,
      end: { kind: 'until', date: '2027-03-01' },
    });
    expect(until.start_time).toBeUndefined();
  });

  it('names each field the user must fix', () => {
    const errors = validate({
      ...emptyValues('BS', asoj12, null),
      allDay: false,
      startTime: '10:00',
      endTime: '09:00',
      frequency: 'daily',
      interval: 0,
      endKind: 'until',
      until: { year: 2083, month: 6, day: 1 },
    });
    expect(errors).toEqual({
      calendarId: 'ev.err.calendar',
      title: 'ev.err.title',
      endTime: 'ev.err.endBeforeStart',
      interval: 'ev.err.interval',
      until: 'ev.err.until',
    });
  });

  it('switches BS ⇄ AD keeping the same day, and day lists follow the month length', () => {
    const ad = convertDate(asoj12, 'BS', 'AD');
    expect(ad).toEqual(bsToAd(asoj12));
    expect(convertDate(ad, 'AD', 'BS')).toEqual(asoj12);
    expect(monthLength('BS', 2083, 1)).toBe(bsMonthLength(2083, 1));
    expect(monthLength('AD', 2028, 2)).toBe(29);
    const short = bsMonthLength(2083, 12);
    expect(clampDay('BS', { year: 2083, month: 12, day: 32 }).day).toBe(short);
  });

  it('edits one occurrence without a repeat rule, the series from its first date', () => {
    const series = {
      id: 3,
      calendar_id: 7,
      title: 'Birthday',
      base: 'BS' as const,
      date: '2083-06-12',
      all_day: true,
      start_time: null,
      end_time: null,
      repeat: { frequency: 'yearly' as const, interval: 1, end: { kind: 'never' as const } },
    };
    const values = { ...valuesFromSeries(series, { year: 2084, month: 6, day: 12 }), title: 'Party' };
    const one = toUpdatePayload(values, 'occurrence', '2084-06-12', series.date);
    expect(one).toMatchObject({
      scope: 'occurrence',
      occurrence_date: '2084-06-12',
      title: 'Party',
      date: '2084-06-12',
    });
    expect(one.repeat).toBeUndefined();
    const all = toUpdatePayload(values, 'series', '2084-06-12', series.date);
    expect(all).toMatchObject({ scope: 'series', date: '2083-06-12', repeat: series.repeat });
  });
});
