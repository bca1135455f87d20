/**
 * The one place where calendar data gets its wire names (spec §3, §7): event records
 * (`jbo`, `jci`, `jds`, `jtl`, `jir`, `gh`, `priority`, `jevdt`, `ad`, `event_verified_date`),
 * calendars and day records.
 */
import { type CalendarDay, type Lang, weekdayName } from '@patro/calendar';
import type { WireCalendar, WireDay, WireEvent, WireNamed } from '@patro/contracts';
import { wireNs, wireTithi } from '@patro/contracts/day-wire';
import type { CalendarRow } from './repository.js';
import { type EventOccurrence, iso } from './service.js';

/** Catalogue categories that are festivals people keep (not observance days such as World AIDS Day). */
const FESTIVAL_CATEGORIES = new Set([
  'hindu',
  'buddhist',
  'newar',
  'kirat',
  'tibetan',
  'tharu',
  'christian',
  'islamic',
  'sikh',
]);

/**
 * An event for the coming "festivals and holidays" (`/important-events`): a holiday, a priority
 * 0–1 event, or a festival of the catalogue whatever its priority (Bala Chaturdashi and Vivah
 * Panchami are priority 2 and still festivals).
 */
export function isImportantEvent(e: WireEvent): boolean {
  if (e.gh === 1 || e.priority === '0' || e.priority === '1') return true;
  try {
    const description = JSON.parse(e.jds) as { category?: unknown; festival_id?: unknown };
    return (
      typeof description.festival_id === 'string' && FESTIVAL_CATEGORIES.has(String(description.category))
    );
  } catch {
    return false;
  }
}

export function toWireEvent(o: EventOccurrence, lang: Lang): WireEvent {
  return {
    jbo: o.base,
    jci: o.calendarId,
    jds: JSON.stringify({ jie: o.featured ? '1' : '0', ...o.description }),
    jtl: o.title[lang],
    jir: o.seriesId,
    gh: o.holiday === 'none' ? 0 : 1,
    priority: o.priority,
    jevdt: iso(o.bs),
    ad: iso(o.ad),
    event_verified_date: o.verifiedOn ? iso(o.verifiedOn) : null,
  };
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function toWireCalendar(row: CalendarRow, lang: Lang): WireCalendar {
  return {
    id: row.id,
    calendar_id: row.id,
    is_default: bit(row.isDefault),
    display: bit(row.display),
    default_calendar: bit(row.isDefault),
    org_id: row.orgId,
    name: lang === 'np' ? row.nameNp : row.nameEn,
    colour: row.colour,
    is_public: bit(row.isPublic),
    is_modifiable: bit(row.isModifiable),
    priority: row.priority,
    slug: row.slug,
  };
}

export function wireWeekday(day: CalendarDay): WireNamed {
  return { number: day.weekday, np: weekdayName(day.weekday, 'np'), en: weekdayName(day.weekday, 'en') };
}

/** Who a restricted holiday is for (the scopes of its reasons), or null. */
function holidayScope(day: CalendarDay): string | null {
  if (day.holidayKind.kind !== 'restricted') return null;
  const scopes = [...new Set(day.holidayKind.reasons.map((r) => r.scope).filter((s) => s !== null))];
  return scopes.length > 0 ? scopes.join('; ') : null;
}

/** A day of the calendar payload (spec §3 "Calendar month payload"). */
export function toWireDay(day: CalendarDay, events: WireEvent[], base: 'BS' | 'AD'): WireDay {
  return {
    ...(base === 'BS' ? { BS_date: iso(day.bs) } : { AD_date: iso(day.ad) }),
    bs_year: day.bs.year,
    bs_month: day.bs.month,
    bs_day: day.bs.day,
    ad: iso(day.ad),
    is_verified: day.source === 'official',
    weekday: wireWeekday(day),
    tithi: wireTithi(day),
    ns: wireNs(day),
    holiday: day.holiday,
    holiday_kind: day.holidayKind.kind,
    holiday_scope: holidayScope(day),
    source: day.source,
    events,
  };
}
