import type { Lang } from '@patro/calendar';
import type { WireOwnedCalendar } from '@patro/contracts';
import { toWireCalendar } from '../calendar/mapping.js';
import type { CalendarRow } from '../calendar/repository.js';

/** The private feed URL of a calendar (absolute, on the API's public address). */
export function icalUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/ical/${token}.ics`;
}

/** A calendar as its owner reads it: the spec's fields plus the feed URL (and the event count when known). */
export function toWireOwnedCalendar(
  row: CalendarRow,
  lang: Lang,
  publicUrl: string,
  eventCount?: number,
): WireOwnedCalendar {
  return {
    ...toWireCalendar(row, lang),
    is_user_default: row.isUserDefault ? 1 : 0,
    ical_url: row.icalToken ? icalUrl(publicUrl, row.icalToken) : '',
    ...(eventCount !== undefined ? { event_count: eventCount } : {}),
  };
}
