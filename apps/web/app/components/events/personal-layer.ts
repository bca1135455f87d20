/**
 * The signed-in user's layer over the cached public month (ADR 067): from the month payload the
 * API gives a bearer request (`GET /calendars`), the events of the user's own calendars keyed by
 * the grid's ISO date, and the texts the day dialog shows for them. Pure; unit-tested.
 */
import { formatIsoDate } from '@patro/calendar';
import type { EventsMessageKey, EventsTranslate } from '../../i18n/events';
import type { Lang } from '../../i18n/types';
import type { WireCalendarsResponse, WireEvent } from '../../lib/api-client';
import { digits, formatClock } from '../../lib/calendar/format';
import type { EventBase, EventType, PersonalEvent, RepeatRule } from './types';

const HEX = /^#[0-9a-f]{3,8}$/i;

interface EventDetails {
  description?: unknown;
  location?: unknown;
  start_time?: unknown;
  end_time?: unknown;
  event_type?: unknown;
  reminders?: unknown;
  repeat?: unknown;
  all_day?: unknown;
  occurrence_date?: unknown;
  editable?: unknown;
}

function parseDetails(jds: string): EventDetails {
  try {
    const value = JSON.parse(jds) as unknown;
    return value && typeof value === 'object' ? (value as EventDetails) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The user's events of a month payload, keyed by the ISO date of the payload's base (the grid's
 * `DayCell.iso`). User calendars are the payload's calendars that are not Patro's default ones;
 * public events are left to the server-rendered grid.
 */
export function personalEventsByIso(payload: WireCalendarsResponse): Record<string, PersonalEvent[]> {
  const calendars = new Map<number, { name: string; colour: string }>();
  for (const c of payload.data?.calendars ?? []) {
    if (c.is_default === 1) continue;
    const value = { name: c.name, colour: HEX.test(c.colour) ? c.colour : '#616161' };
    calendars.set(c.id, value);
    calendars.set(c.calendar_id, value);
  }
  const byIso: Record<string, PersonalEvent[]> = {};
  if (calendars.size === 0) return byIso;
  for (const [year, months] of Object.entries(payload.data?.events ?? {})) {
    for (const [month, days] of Object.entries(months)) {
      for (const [day, record] of Object.entries(days)) {
        const mine = record.events.filter((e) => calendars.has(e.jci));
        if (mine.length === 0) continue;
        const iso = formatIsoDate({ year: Number(year), month: Number(month), day: Number(day) });
        byIso[iso] = mine.map((e) => toPersonalEvent(e, calendars.get(e.jci)!));
      }
    }
  }
  return byIso;
}

function toPersonalEvent(e: WireEvent, calendar: { name: string; colour: string }): PersonalEvent {
  const d = parseDetails(e.jds);
  const base: EventBase = e.jbo === 'AD' ? 'AD' : 'BS';
  const startTime = text(d.start_time);
  const reminders = Array.isArray(d.reminders) ? d.reminders.filter((n) => typeof n === 'number') : [];
  const repeat =
    d.repeat && typeof d.repeat === 'object' && 'frequency' in d.repeat ? (d.repeat as RepeatRule) : null;
  return {
    key: `${e.jir ?? e.jtl}|${e.jevdt}`,
    seriesId: e.jir,
    calendarId: e.jci,
    calendarName: calendar.name,
    colour: calendar.colour,
    title: e.jtl,
    base,
    // The date the series gave this occurrence (it stays its name after a one-day move).
    occurrenceDate: text(d.occurrence_date) || (base === 'BS' ? e.jevdt : e.ad),
    bsIso: e.jevdt,
    adIso: e.ad,
    allDay: typeof d.all_day === 'boolean' ? d.all_day : !startTime,
    startTime,
    endTime: text(d.end_time),
    location: text(d.location),
    description: text(d.description),
    eventType: (text(d.event_type) as EventType) || '',
    reminders,
    repeat,
    editable: d.editable !== false,
  };
}

/** "6:30 AM" / "बिहान ६:३०" from "06:30". */
export function clockText(time: string, lang: Lang): string {
  return /^\d{2}:\d{2}/.test(time) ? formatClock(`0000-00-00T${time}`, lang) : '';
}

export function timeText(event: PersonalEvent, t: EventsTranslate, lang: Lang): string {
  if (event.allDay || !event.startTime) return t('ev.allDay');
  const end = clockText(event.endTime, lang);
  return end ? `${clockText(event.startTime, lang)} – ${end}` : clockText(event.startTime, lang);
}

/** "Every year (BS date)", "Every 2 weeks, 5 times", "Every month until 2083-12-30". */
export function repeatText(
  repeat: RepeatRule | null,
  base: EventBase,
  t: EventsTranslate,
  lang: Lang,
): string {
  if (!repeat || repeat.frequency === 'none') return t('ev.r.none');
  const n = repeat.interval ?? 1;
  const unit = t(`ev.r.${repeat.frequency}${n === 1 ? '' : 'N'}` as 'ev.r.daily', { n: digits(n, lang) });
  const parts = [unit];
  if (repeat.frequency === 'monthly' || repeat.frequency === 'yearly')
    parts.push(t(base === 'BS' ? 'ev.r.byBs' : 'ev.r.byAd'));
  if (repeat.end?.kind === 'count') parts.push(t('ev.r.count', { n: digits(repeat.end.count, lang) }));
  if (repeat.end?.kind === 'until') parts.push(t('ev.r.until', { date: digits(repeat.end.date, lang) }));
  return parts.join(', ');
}

const REMINDER_KEYS: Record<number, EventsMessageKey> = {
  0: 'ev.rem.0',
  10: 'ev.rem.10',
  60: 'ev.rem.60',
  1440: 'ev.rem.1440',
  10080: 'ev.rem.10080',
};

/** "1 hour before" / "१ घण्टा अघि"; other offsets as minutes. */
export function reminderText(minutes: number, t: EventsTranslate, lang: Lang): string {
  const key = REMINDER_KEYS[minutes];
  return key ? t(key) : t('ev.rem.other', { n: digits(minutes, lang) });
}
