import { describe, expect, it } from 'vitest';
import { type AppNotification, withNotification } from './notifications';

const pushed: AppNotification = {
  title: 'Call Hajurba',
  message: 'कार्यक्रम आज ०९:०१ बजे',
  on_time: '2026-11-24T03:16:00.000Z',
  clickAction: '/calendar/bs/2083-08-08',
};

describe("the bell's list", () => {
  it('keeps one copy of a reminder that came both by push and from the in-app list', () => {
    const collected = { ...pushed, message: 'Event today at 09:01' };
    const once = withNotification([], collected);
    expect(withNotification(once, pushed)).toEqual([collected]);
  });

  it('puts new notifications on top, also another reminder of the same event', () => {
    const morning = { title: 'मंगलबार, २०८३ मंसिर ८', message: 'पूर्णिमा', on_time: '2026-11-24T03:15:00.000Z' };
    const later = { ...pushed, on_time: '2026-11-25T03:16:00.000Z' };
    expect(withNotification(withNotification([pushed], morning), later)).toEqual([later, morning, pushed]);
  });

  it('adds a notification without a time every time (it has nothing to be known by)', () => {
    const note = { title: 'Patro', message: 'Updated' };
    expect(withNotification([note], note)).toEqual([note, note]);
  });
});
