/**
 * Small pure formatters for the calendar screens: clock times from the API's local ISO
 * instants, countdowns, the spec §5 day event order. No Date, no Intl (Chromium has no Nepali
 * locale data, so server and browser would disagree).
 */
import { compareEventOrder } from '@patro/contracts/event-order';
import type { Lang } from '../../i18n';

const DEVA = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'];

/** Latin digits → Devanagari for `np` (kept here so client code does not import the engine). */
export function digits(value: string | number, lang: Lang): string {
  const text = String(value);
  return lang === 'np' ? text.replace(/[0-9]/g, (d) => DEVA[Number(d)]!) : text;
}

/** Part of the day a Nepali reader names with a clock time. */
function nepaliDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'बिहान';
  if (hour >= 12 && hour < 16) return 'दिउँसो';
  if (hour >= 16 && hour < 20) return 'साँझ';
  return 'राति';
}

/**
 * A clock time from a local ISO instant such as `2026-11-23T06:30:42+05:45`: "बिहान ६:३०" /
 * "6:30 AM". When the instant is on another civil date than `dayIso` (the day being shown), a
 * note says so: "(भोलिपल्ट)" / "(next day)", "(अघिल्लो दिन)" / "(previous day)".
 * Returns '' for null or malformed input.
 */
export function formatClock(iso: string | null | undefined, lang: Lang, dayIso?: string): string {
  const m = iso ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(iso) : null;
  if (!m) return '';
  const hour = Number(m[2]);
  const minute = m[3]!;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  let text =
    lang === 'np'
      ? `${nepaliDayPart(hour)} ${digits(`${h12}:${minute}`, 'np')}`
      : `${h12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
  if (dayIso && m[1] !== dayIso) {
    const later = m[1]! > dayIso;
    if (lang === 'np') text += later ? ' (भोलिपल्ट)' : ' (अघिल्लो दिन)';
    else text += later ? ' (next day)' : ' (previous day)';
  }
  return text;
}

/** "आज" / "Today", "भोलि" / "Tomorrow", "३ दिन बाँकी" / "in 3 days" (negative: "३ दिन अघि" / "3 days ago"). */
export function countdown(days: number, lang: Lang): string {
  if (days === 0) return lang === 'np' ? 'आज' : 'Today';
  if (days === 1) return lang === 'np' ? 'भोलि' : 'Tomorrow';
  if (days < 0)
    return lang === 'np' ? `${digits(-days, 'np')} दिन अघि` : `${-days} day${days === -1 ? '' : 's'} ago`;
  return lang === 'np' ? `${digits(days, 'np')} दिन बाँकी` : `in ${days} days`;
}

/** The fields of an event record that decide its place in a day's list. */
export interface OrderableEvent {
  jbo: 'NS' | 'BS' | 'AD';
  gh: 0 | 1;
  priority: '0' | '1' | '2' | null;
  jds: string;
  jci?: number;
}

/** True when an event's JSON description carries the featured flag `jie: "1"` (spec §3). */
export function isFeatured(jds: string): boolean {
  try {
    const parsed = JSON.parse(jds) as { jie?: unknown };
    return parsed?.jie === '1' || parsed?.jie === 1;
  } catch {
    return false;
  }
}

/**
 * Spec §5 day order: NS first, then BS, then AD; within a base the default calendar's
 * priorities "0", "1", "2" (none last); within those, events flagged jie=1 first, then holidays
 * (gh = 1), then the rest. Stable: equal events keep their order.
 */
export function sortDayEvents<T extends OrderableEvent>(events: readonly T[]): T[] {
  const key = (e: T) => ({
    base: e.jbo,
    priority: e.priority,
    featured: isFeatured(e.jds),
    holiday: e.gh === 1,
  });
  return events
    .map((event) => ({ event, key: key(event) }))
    .sort((a, b) => compareEventOrder(a.key, b.key))
    .map((x) => x.event);
}

/**
 * The name of a city in a select: Nepali cities first as given, then the diaspora, each as
 * "दोहा (QA)" / "Doha (QA)" when abroad.
 */
export function cityLabel(city: { np: string; en: string; country: string }, lang: Lang): string {
  const name = lang === 'np' ? city.np : city.en;
  return city.country === 'NP' ? name : `${name} (${city.country})`;
}
