import type { Lang } from '@patro/calendar';
import type { WireOwnedCalendar } from '@patro/contracts';
import { toWireCalendar } from '../calendar/mapping.js';
import type { CalendarRow } from '../calendar/repository.js';
import type { MemberCalendar } from '../sharing/repository.js';

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

/**
 * A calendar the reader does not own as they see it: in their colour and display choice, with
 * their level and their own private feed (an organisation's moderators use the calendar's).
 */
export function memberCalendarRow(m: MemberCalendar): CalendarRow {
  if (!m.share) return m.calendar;
  return {
    ...m.calendar,
    colour: m.share.colour ?? m.calendar.colour,
    display: m.share.display,
    icalToken: m.share.icalToken,
  };
}

export function toWireMemberCalendar(
  m: MemberCalendar,
  lang: Lang,
  publicUrl: string,
  eventCount?: number,
): WireOwnedCalendar {
  return {
    ...toWireOwnedCalendar(memberCalendarRow(m), lang, publicUrl, eventCount),
    access: m.role,
    ...(m.share ? { share_id: m.share.id } : {}),
    ...(m.organizationName ? { organization_name: m.organizationName } : {}),
    ...(m.ownerName ? { owner_name: m.ownerName } : {}),
  };
}
