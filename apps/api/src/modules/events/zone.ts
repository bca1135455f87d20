/**
 * Wall-clock time in an IANA zone → UTC instant, for reminders and the iCalendar feed. Asia/
 * Kathmandu uses the engine's own offsets (exact back to its 1920 and 1986 changes); other zones
 * ask the server's Intl data (the API runs on Node, whose ICU carries the zone rules).
 */
import { kathmanduOffsetMinutes, type YMD } from '@patro/calendar';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Minutes `zone` is ahead of UTC at the instant `utcMs`. */
export function zoneOffsetMinutes(utcMs: number, zone: string): number {
  if (zone === 'Asia/Kathmandu') return kathmanduOffsetMinutes(utcMs);
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(utcMs))) parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** "HH:MM" → minutes after midnight. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The UTC instant (epoch ms) of `minutes` after midnight on AD `date` in `zone`. A wall time
 * skipped by a daylight-saving jump resolves to the instant after the jump.
 */
export function zonedTimeToUtcMs(date: YMD, minutes: number, zone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * 60_000;
  const first = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(first, zone) * 60_000;
}
