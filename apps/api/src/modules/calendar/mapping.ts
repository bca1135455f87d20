/**
 * The one place where calendar data gets its wire names (spec §3, §7): event records
 * (`jbo`, `jci`, `jds`, `jtl`, `jir`, `gh`, `priority`, `jevdt`, `ad`, `event_verified_date`),
 * calendars and day records.
 */
import {
  type CalendarDay,
  type Lang,
  NS_PAKSHAS,
  nsMonthName,
  pakshaName,
  tithiName,
  weekdayName,
} from '@patro/calendar';
import type { CalendarRow } from './repository.js';
import { type EventOccurrence, iso } from './service.js';

/** An event record as the clients read it. */
export interface WireEvent {
  jbo: 'NS' | 'BS' | 'AD';
  jci: number;
  /** JSON text; `jie` = "1" marks a featured event. */
  jds: string;
  jtl: string;
  jir: number | null;
  gh: 0 | 1;
  priority: '0' | '1' | '2' | null;
  /** The occurrence's date (BS, `YYYY-MM-DD`). */
  jevdt: string;
  /** The occurrence's AD date. */
  ad: string;
  /** The BS date a publisher verified, or null. */
  event_verified_date: string | null;
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

/** A calendar as the clients read it (spec §3 "Calendar"). */
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

/** The tithi of a day on the wire. */
export function wireTithi(day: CalendarDay) {
  return {
    number: day.tithi.index,
    paksha: day.tithi.paksha,
    paksha_tithi: day.tithi.pakshaTithi,
    np: tithiName(day.tithi.index, 'np'),
    en: tithiName(day.tithi.index, 'en'),
    paksha_np: pakshaName(day.tithi.paksha, 'np'),
    paksha_en: pakshaName(day.tithi.paksha, 'en'),
    end: day.tithi.end?.iso ?? null,
  };
}

/** The Nepal Sambat date of a day on the wire. */
export function wireNs(day: CalendarDay) {
  const { year, month, paksha, day: d } = day.ns;
  const half = NS_PAKSHAS[paksha === 'thwa' ? 0 : 1]!;
  return {
    year,
    month,
    paksha,
    day: d,
    month_np: nsMonthName(month, 'np'),
    month_en: nsMonthName(month, 'en'),
    paksha_np: half.np,
    paksha_en: half.en,
  };
}

export function wireWeekday(day: CalendarDay) {
  return { number: day.weekday, np: weekdayName(day.weekday, 'np'), en: weekdayName(day.weekday, 'en') };
}

/** A day of the calendar payload (spec §3 "Calendar month payload"). */
export function toWireDay(day: CalendarDay, events: WireEvent[], base: 'BS' | 'AD') {
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
    source: day.source,
    events,
  };
}
