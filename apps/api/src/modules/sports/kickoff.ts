/**
 * Kick-off times: the files give the venue's wall-clock time with its UTC offset ("13:00 UTC-6");
 * readers in Nepal want it at +05:45 too. Pure arithmetic on minutes — no host time zone.
 */
import { kathmanduOffsetMinutes } from '@patro/calendar';

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  /** minutes east of UTC */
  offsetMinutes: number;
  /** "+05:45", "-06:00" */
  offset: string;
}

export interface Kickoff {
  /** ISO instant in UTC, e.g. 2026-06-11T19:00:00Z */
  utc: string;
  venue: WallClock;
  nepal: WallClock;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "UTC-6", "UTC+3", "UTC+5:45" → minutes east of UTC; null when not an offset. */
export function parseUtcOffset(text: string): number | null {
  const m = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

function wallClockAt(utcMs: number, offsetMinutes: number): WallClock {
  const shifted = new Date(utcMs + offsetMinutes * 60_000).toISOString();
  return {
    date: shifted.slice(0, 10),
    time: shifted.slice(11, 16),
    offsetMinutes,
    offset: formatOffset(offsetMinutes),
  };
}

/** The kick-off from the venue's local date, time and UTC offset, also in Nepal time. */
export function kickoffFrom(localDate: string, localTime: string, offsetMinutes: number): Kickoff {
  const [y, mo, d] = localDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = localTime.split(':').map(Number) as [number, number];
  const utcMs = Date.UTC(y, mo - 1, d, h, mi) - offsetMinutes * 60_000;
  return {
    utc: new Date(utcMs).toISOString().replace('.000Z', 'Z'),
    venue: wallClockAt(utcMs, offsetMinutes),
    nepal: wallClockAt(utcMs, kathmanduOffsetMinutes(utcMs)),
  };
}
