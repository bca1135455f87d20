/**
 * The kinds of event a reader may give their own events, and what each is called. Without zod,
 * so browser code (the event form's strings, in the home page's month island) takes it alone.
 */
export const EVENT_TYPES = ['birthday', 'anniversary', 'reminder', 'meeting', 'holiday', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** What each event type is called: the event form's choices and the reminders' texts. */
export const EVENT_TYPE_NAMES: Record<'np' | 'en', Record<EventType, string>> = {
  np: {
    birthday: 'जन्मदिन',
    anniversary: 'वार्षिकोत्सव',
    reminder: 'सम्झना',
    meeting: 'बैठक',
    holiday: 'बिदा',
    other: 'अन्य',
  },
  en: {
    birthday: 'Birthday',
    anniversary: 'Anniversary',
    reminder: 'Reminder',
    meeting: 'Meeting',
    holiday: 'Holiday',
    other: 'Other',
  },
};
