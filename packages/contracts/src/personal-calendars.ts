/**
 * Personal calendars and their events (ADR 063–067): request bodies the API validates and the
 * shapes it answers with. Dates are `YYYY-MM-DD` in the event's base calendar (BS or AD);
 * whether a BS date exists (months have 29–32 days that vary by year) is checked by the API
 * with the calendar engine, which this package does not depend on.
 */
import { z } from 'zod';
import { EVENT_TYPES } from './event-types.js';
import { rowIdSchema } from './ids.js';
import { CLOCK_TIME } from './push.js';

export { EVENT_TYPE_NAMES, EVENT_TYPES, type EventType } from './event-types.js';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
export const clockTime = z.string().regex(CLOCK_TIME, 'must be a time written HH:MM (00:00–23:59)');

/** 0/1 as the spec writes flags, or a boolean. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/**
 * The 24 calendar colours the API seeds as dynamic config `calendar-palette` (spec §9); the web
 * names each of them for screen readers.
 */
export const DEFAULT_CALENDAR_PALETTE: readonly string[] = [
  '#d32f2f',
  '#c2185b',
  '#7b1fa2',
  '#512da8',
  '#303f9f',
  '#1976d2',
  '#0288d1',
  '#0097a7',
  '#00796b',
  '#388e3c',
  '#689f38',
  '#afb42b',
  '#fbc02d',
  '#ffa000',
  '#f57c00',
  '#e64a19',
  '#5d4037',
  '#616161',
  '#455a64',
  '#ad1457',
  '#6a1b9a',
  '#283593',
  '#00695c',
  '#2e7d32',
];

/** A colour of dynamic config `calendar-palette` (the API checks membership). */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be one of the palette colours, e.g. #1976d2');
const calendarName = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');

export const createCalendarBody = z.object({
  name: calendarName,
  colour,
  display: flag.optional(),
});
export type CreateCalendarBody = z.input<typeof createCalendarBody>;

export const updateCalendarBody = z
  .object({ name: calendarName.optional(), colour: colour.optional(), display: flag.optional() })
  .refine((b) => b.name !== undefined || b.colour !== undefined || b.display !== undefined, {
    message: 'give at least one of name, colour, display',
  });
export type UpdateCalendarBody = z.input<typeof updateCalendarBody>;

export const calendarsPriorityBody = z.object({
  calendar_ids: z
    .array(rowIdSchema('must be a calendar id'))
    .min(1, 'must list your calendars')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a calendar'),
});
export type CalendarsPriorityBody = z.input<typeof calendarsPriorityBody>;

/** A calendar on the wire (spec §3), plus what only its owner sees. */
export interface WireCalendar {
  id: number;
  calendar_id: number;
  is_default: 0 | 1;
  display: 0 | 1;
  default_calendar: 0 | 1;
  org_id: string | null;
  name: string;
  colour: string;
  is_public: 0 | 1;
  is_modifiable: 0 | 1;
  priority: number;
  slug: string | null;
  /**
   * The signed-in reader's relation to a calendar that is not one of Patro's default ones:
   * `owner` (their own, or their organisation's), or their level in a calendar shared with them.
   */
  access?: 'owner' | 'manager' | 'editor' | 'viewer' | 'subscriber';
  /** Their membership in a calendar shared with them (for `PUT …/share/{shareId}`: colour, display). */
  share_id?: number;
  /** The organisation of an organisation calendar. */
  organization_name?: string;
  /** Who shared a personal calendar with the reader. */
  owner_name?: string;
}
export interface WireOwnedCalendar extends WireCalendar {
  /** 1 for the personal calendar made with the account (it cannot be deleted). */
  is_user_default: 0 | 1;
  /** Private iCalendar feed (RFC 5545) for Google or Apple Calendar; regenerate to revoke. */
  ical_url: string;
  event_count?: number;
}

/** `GET /users/calendars`. */
export interface UserCalendarsResponse {
  data: {
    calendars: WireOwnedCalendar[];
    /** Shared with the reader, their organisations’ and subscribed calendars. */
    shared_calendars: WireOwnedCalendar[];
    default_calendars: WireCalendar[];
  };
}

export const REPEAT_FREQUENCIES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;

export const repeatEnd = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('count'), count: z.number().int().min(1).max(1000) }),
  z.object({ kind: z.literal('until'), date: isoDate }),
]);

export const repeat = z.object({
  frequency: z.enum(REPEAT_FREQUENCIES),
  interval: z.number().int().min(1).max(999).optional(),
  end: repeatEnd.optional(),
});
export type Repeat = z.infer<typeof repeat>;

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Kathmandu');

const eventFields = {
  calendar_id: rowIdSchema('must be a calendar id'),
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  base: z.enum(['BS', 'AD']),
  date: isoDate,
  all_day: z.boolean(),
  start_time: clockTime.nullish(),
  end_time: clockTime.nullish(),
  repeat,
  event_type: z.enum(EVENT_TYPES).nullish(),
  location: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  reminders: z
    .array(z.number().int().min(0).max(40320, 'must be at most 40320 minutes (4 weeks)'))
    .max(5, 'at most 5 reminders')
    .refine((r) => new Set(r).size === r.length, 'must not repeat a reminder'),
  description: z.string().max(2000, 'must be at most 2000 characters').nullish(),
  time_zone: timeZone,
};

/** end_time must not come before start_time (the day's times, in `time_zone`). */
function checkTimes(
  body: { start_time?: string | null; end_time?: string | null; all_day?: boolean },
  ctx: z.RefinementCtx,
) {
  if (body.all_day === false && !body.start_time) {
    ctx.addIssue({ code: 'custom', path: ['start_time'], message: 'is required unless all_day is true' });
  }
  if (body.start_time && body.end_time && body.end_time < body.start_time) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must not be before start_time' });
  }
}

const eventObject = z.object(eventFields);

export const createEventBody = eventObject
  .extend({
    reminders: eventFields.reminders.optional(),
    time_zone: eventFields.time_zone.default('Asia/Kathmandu'),
  })
  .superRefine(checkTimes);
export type CreateEventBody = z.input<typeof createEventBody>;

/**
 * `PUT /events/{id}`: the fields to change. `scope: 'occurrence'` changes one occurrence, named
 * by `occurrence_date` (its date in the base calendar): title, date, all_day, times, location,
 * description, event_type. Default scope is the series.
 */
export const updateEventBody = eventObject
  .partial()
  .extend({
    scope: z.enum(['series', 'occurrence']).default('series'),
    occurrence_date: isoDate.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.start_time && body.end_time && body.end_time < body.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'must not be before start_time' });
    }
    if (body.scope === 'occurrence' && body.occurrence_date === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['occurrence_date'],
        message: 'is required with scope occurrence',
      });
    }
  });
export type UpdateEventBody = z.input<typeof updateEventBody>;

export const deleteEventQuery = z
  .object({
    scope: z.enum(['series', 'occurrence']).default('series'),
    occurrence_date: isoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.scope === 'occurrence' && q.occurrence_date === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['occurrence_date'],
        message: 'is required with scope occurrence',
      });
    }
  });

/** A change to one occurrence, as stored and answered. */
/** How a repeating series ends, dates in its base calendar. */
export type RepeatEnd =
  | { kind: 'never' }
  | { kind: 'count'; count: number }
  | { kind: 'until'; date: string };

/** The fields one occurrence of a series may change. */
export interface OccurrenceChanges {
  title?: string;
  date?: string;
  all_day?: boolean;
  start_time?: string | null;
  end_time?: string | null;
  location?: string | null;
  description?: string | null;
  event_type?: string | null;
}

export interface OccurrenceChange {
  occurrence_date: string;
  cancelled: boolean;
  changes: OccurrenceChanges;
}

/** An event series as the event endpoints answer it. */
export interface WireUserEvent {
  id: number;
  calendar_id: number;
  title: string;
  base: 'BS' | 'AD';
  /** First date, in the base calendar. */
  date: string;
  /** The first date's AD and BS dates. */
  ad: string;
  bs: string;
  all_day: boolean;
  start_time: string | null;
  end_time: string | null;
  repeat: {
    frequency: (typeof REPEAT_FREQUENCIES)[number];
    interval: number;
    end: RepeatEnd;
  };
  event_type: (typeof EVENT_TYPES)[number] | null;
  location: string | null;
  reminders: number[];
  description: string | null;
  time_zone: string;
  /** The next occurrence from today (Kathmandu), with any change applied; null when the series has ended. */
  next_occurrence: { date: string; ad: string; bs: string; title: string } | null;
  overrides: OccurrenceChange[];
}

export interface EventResponse {
  message: string;
  event: WireUserEvent;
}

/** `GET /notifications` (spec §3 Notification). */
export interface WireNotification {
  id: number;
  title: string;
  message: string;
  on_time: string;
  clickAction: string | null;
  read: boolean;
}
