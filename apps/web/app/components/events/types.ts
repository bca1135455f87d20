/**
 * Client-side shapes of the personal calendars and events API (apps/api modules
 * personal-calendars and events; spec §3 "Calendar" and "Event form fields"). Type-only, so
 * nothing here reaches a bundle.
 */
import type {
  CreateEventBody,
  REPEAT_FREQUENCIES,
  WireCalendar,
  WireOwnedCalendar,
  WireUserEvent,
} from '@patro/contracts';
import type { EventType } from '@patro/contracts/event-types';

export type EventBase = 'BS' | 'AD';
export type Frequency = (typeof REPEAT_FREQUENCIES)[number];
export type { EventType };
export type RepeatEnd =
  | { kind: 'never' }
  | { kind: 'count'; count: number }
  | { kind: 'until'; date: string };
export type EditScope = 'series' | 'occurrence';

export interface RepeatRule {
  frequency: Frequency;
  interval?: number;
  end?: RepeatEnd;
}

/** `GET /users/calendars`: one of the user's calendars (`is_user_default` = cannot be deleted). */
export type UserCalendar = WireOwnedCalendar;
/** `GET /users/calendars`: a Patro calendar, with `display` as this user chose. */
export type DefaultCalendar = WireCalendar;

/** `POST /events` body (and `PUT /events/{id}` with scope): the contracts' own. */
export type EventPayload = CreateEventBody;

/** `PUT /events/{id}`; clearing an optional field sends null. */
export type EventUpdatePayload = {
  [K in keyof EventPayload]?: EventPayload[K] | null;
} & {
  scope: EditScope;
  occurrence_date?: string;
};

/** A stored event series as `GET /calendar-events/{id}` lists it. */
export type SeriesRecord = Pick<
  WireUserEvent,
  'id' | 'calendar_id' | 'title' | 'base' | 'date' | 'all_day' | 'start_time' | 'end_time' | 'repeat'
> &
  Partial<Pick<WireUserEvent, 'event_type' | 'location' | 'reminders' | 'description'>>;

/** A user's event as the calendar shows it (one occurrence on one day). */
export interface PersonalEvent {
  /** Unique within a month: series id and occurrence date. */
  key: string;
  seriesId: number | null;
  calendarId: number;
  calendarName: string;
  colour: string;
  title: string;
  base: EventBase;
  /** The occurrence's date in the event's own base (`YYYY-MM-DD`), as PUT/DELETE name it. */
  occurrenceDate: string;
  bsIso: string;
  adIso: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  location: string;
  description: string;
  eventType: EventType | '';
  reminders: number[];
  repeat: RepeatRule | null;
  /** False in a calendar shared with the reader as viewer or subscriber (the API refuses edits). */
  editable: boolean;
}

/** The signed-in user's events of the month on screen, keyed by the grid's ISO date. */
export interface PersonalMonth {
  byIso: Record<string, PersonalEvent[]>;
  /** Re-reads the month (after a create, edit or delete). */
  reload: () => void;
}
