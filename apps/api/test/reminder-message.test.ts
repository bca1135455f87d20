import { describe, expect, it } from 'vitest';
import type { UserOccurrence } from '../src/modules/events/occurrences.js';
import { reminderMessage } from '../src/modules/reminders/service.js';

/** The parts of an occurrence the reminder's text reads (Bhai Tika day, BS 2081-07-18 = AD 2024-11-03). */
function occurrence(fields: Partial<UserOccurrence>): UserOccurrence {
  return {
    title: 'Bhai Tika',
    bs: { year: 2081, month: 7, day: 18 },
    ad: { year: 2024, month: 11, day: 3 },
    allDay: true,
    startTime: null,
    eventType: null,
    ...fields,
  } as UserOccurrence;
}

describe('the reminder text in both languages', () => {
  it('names the day ahead by its BS date in Nepali and by BS and AD in English', () => {
    const birthday = occurrence({ eventType: 'birthday' });
    expect(reminderMessage(birthday, 1440, 'np')).toBe('जन्मदिन २०८१ कार्तिक १८ गते');
    expect(reminderMessage(birthday, 1440, 'en')).toBe('Birthday on BS 2081-07-18 (AD 2024-11-03)');
  });

  it('says today, with the time in Nepali digits, on the day itself', () => {
    const meeting = occurrence({ eventType: 'meeting', allDay: false, startTime: '07:30' });
    expect(reminderMessage(meeting, 30, 'np')).toBe('बैठक आज ०७:३० बजे');
    expect(reminderMessage(meeting, 30, 'en')).toBe('Meeting today at 07:30');
    expect(reminderMessage(occurrence({}), 0, 'np')).toBe('कार्यक्रम आज');
  });
});
