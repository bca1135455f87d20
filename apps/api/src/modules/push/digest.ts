/**
 * What the scheduled pushes say (ADR 146), from the engine's day and the API's own formatters:
 * the BS date (`formatBsDate`), the tithi (`tithiText`), and the day's festivals and holidays as
 * `/important-events` picks them (`isImportantEvent`).
 */
import { type CalendarDay, calendarDay, formatBsDate, type Lang } from '@patro/calendar';
import { tithiText } from '@patro/contracts';
import { nsText, wireNs, wireTithi } from '@patro/contracts/day-wire';
import { isImportantEvent } from '../calendar/mapping.js';
import { publicEventsOf } from '../calendar/month-payload.js';
import type { DefaultCalendarSet } from '../calendar/repository.js';
import { zonedTimeToUtcMs } from '../events/zone.js';
import { dayPath } from '../reminders/service.js';
import type { PushNotification } from './sender.js';

const NO_HIDDEN = new Set<number>();

/** The festivals and holidays of a day, titles in `lang`, in spec §5 order. */
export function festivalsOf(day: CalendarDay, set: DefaultCalendarSet, lang: Lang): string[] {
  return publicEventsOf(day, set, lang, false, NO_HIDDEN)
    .filter(isImportantEvent)
    .map((e) => e.jtl);
}

const PUBLIC_HOLIDAY = { np: 'सार्वजनिक बिदा', en: 'Public holiday' } as const;
const TOMORROW = { np: 'भोलि', en: 'Tomorrow' } as const;

/** "बिहीबार, २०८१ कार्तिक १५" / "Thursday, 15 Kartik 2081". */
function dateLine(day: CalendarDay, lang: Lang): string {
  return formatBsDate(day.bs, lang, 'long', { weekday: day.weekday });
}

/** A notification about `day`: it is about 00:00 of the day in the device's zone and opens the day. */
function aboutDay(day: CalendarDay, tz: string, title: string, message: string): PushNotification {
  return {
    title,
    message,
    on_time: new Date(zonedTimeToUtcMs(day.ad, 0, tz)).toISOString(),
    clickAction: dayPath(day.bs),
  };
}

const NEPAL_SAMBAT = { np: 'नेपाल संवत्', en: 'Nepal Sambat' } as const;

/**
 * The morning push of day `jdn`: title "सोमबार, २०८३ मंसिर ८" / "Monday, 8 Mangsir 2083";
 * message the tithi, the day's festivals and holidays, then the Nepal Sambat date.
 */
export function morningNotification(
  jdn: number,
  lang: Lang,
  tz: string,
  set: DefaultCalendarSet,
): PushNotification {
  const day = calendarDay(jdn);
  const parts = [tithiText(wireTithi(day), lang), ...festivalsOf(day, set, lang)];
  if (day.holidayKind.kind === 'national') parts.push(PUBLIC_HOLIDAY[lang]);
  parts.push(`${NEPAL_SAMBAT[lang]} ${nsText(wireNs(day), lang)}`);
  return aboutDay(day, tz, dateLine(day, lang), parts.join(' · '));
}

/** True when day `jdn` has a festival or a holiday: only such days get an alert the evening before. */
export function hasFestival(jdn: number, set: DefaultCalendarSet): boolean {
  const day = calendarDay(jdn);
  return day.holidayKind.kind !== 'none' || festivalsOf(day, set, 'en').length > 0;
}

/** The alert the evening before day `jdn`: "भोलि: तिहार, …" / "Tomorrow: Tihar, …" and the date. */
export function festivalNotification(
  jdn: number,
  lang: Lang,
  tz: string,
  set: DefaultCalendarSet,
): PushNotification {
  const day = calendarDay(jdn);
  const names = festivalsOf(day, set, lang);
  const holiday = day.holidayKind.kind === 'national' ? ` · ${PUBLIC_HOLIDAY[lang]}` : '';
  return aboutDay(
    day,
    tz,
    `${TOMORROW[lang]}: ${names.length > 0 ? names.join(', ') : PUBLIC_HOLIDAY[lang]}`,
    `${dateLine(day, lang)}${holiday}`,
  );
}

/** "New event in Rotary Club" / "Rotary Club मा नयाँ कार्यक्रम"; message "<title> on <date>". */
export function newEventNotification(
  calendar: { np: string; en: string },
  title: string,
  jdn: number,
  startMs: number,
  lang: Lang,
): PushNotification {
  const day = calendarDay(jdn);
  const date = dateLine(day, lang);
  return {
    title: lang === 'np' ? `${calendar.np} मा नयाँ कार्यक्रम` : `New event in ${calendar.en}`,
    message: lang === 'np' ? `${title}, ${date}` : `${title} on ${date}`,
    on_time: new Date(startMs).toISOString(),
    clickAction: dayPath(day.bs),
  };
}
