/**
 * Wall-clock time in an IANA zone → UTC instant, for reminders and the iCalendar feed. Offsets
 * come from the engine: Asia/Kathmandu from its own table (exact back to the 1920 and 1986
 * changes), other zones from the host's Intl data.
 */
import { utcOffsetSeconds, type YMD } from '@patro/calendar';

const UNIX_EPOCH_JD = 2_440_587.5;

/** Minutes `zone` is ahead of UTC at the instant `utcMs` (the engine's cached, exact offsets). */
export function zoneOffsetMinutes(utcMs: number, zone: string): number {
  return Math.round(utcOffsetSeconds(zone, utcMs / 86_400_000 + UNIX_EPOCH_JD) / 60);
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
