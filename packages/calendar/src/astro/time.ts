/**
 * Time helpers for the astronomy layer: Julian Dates in UT, civil-day boundaries and UTC offsets.
 *
 * Instants are Julian Dates in UT (`number`, days). Civil days are integer JDNs; the civil day
 * with JDN `n` runs from local midnight `n - 0.5 - offset` to `n + 0.5 - offset` (UT JD).
 * No JavaScript `Date` arithmetic is used: offsets for arbitrary IANA zones come from
 * `Intl.DateTimeFormat#formatToParts`, which accepts an epoch-millisecond number.
 */

import { gregorianToJdn, jdnToGregorian } from '../civil/gregorian.js';
import { kathmanduOffsetMinutes } from '../civil/kathmandu.js';

/** JD (UT) of the Unix epoch 1970-01-01T00:00Z. */
const UNIX_EPOCH_JD = 2440587.5;
/** JD of J2000.0 (2000-01-01T12:00), astronomy-engine's day origin. */
export const J2000_JD = 2451545.0;

/** Seconds in a day. */
export const SECONDS_PER_DAY = 86400;

/**
 * Kathmandu's historical UTC offset in seconds at a UT instant (LMT +05:41:16 before 1920,
 * +05:30 until 1985-12-31 18:30 UT, +05:45 after), from the civil module's offset history.
 * Used for the civil-day rule of month starts, independent of the host's tz database.
 */
export function kathmanduOffsetSecondsAt(jdUT: number): number {
  return Math.round(kathmanduOffsetMinutes(jdToUnixMs(jdUT)) * 60);
}

/** Epoch milliseconds (integer) of a UT Julian Date. */
export function jdToUnixMs(jdUT: number): number {
  return Math.round((jdUT - UNIX_EPOCH_JD) * SECONDS_PER_DAY * 1000);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * UTC offset in seconds of an IANA time zone at a UT instant, from the host's `Intl` tz data.
 * `Asia/Kathmandu` is answered from {@link kathmanduOffsetSecondsAt} so results never depend on the
 * host's tzdata for the product's home zone.
 */
export function utcOffsetSeconds(timeZone: string, jdUT: number): number {
  if (timeZone === 'Asia/Kathmandu') return kathmanduOffsetSecondsAt(jdUT);
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  return offsetAtCached(timeZone, jdUT);
}

/** Width of an offset cache bucket: half a day (no zone changes its offset twice within 12 h). */
const BUCKET_DAYS = 0.5;

interface ZoneOffsets {
  /** Bucket index → the zone's offset throughout the bucket, or NaN when it changes inside. */
  buckets: Map<number, number>;
  /** Bucket boundary index → exact offset there (each boundary is shared by two buckets). */
  edges: Map<number, number>;
}
const zoneOffsets = new Map<string, ZoneOffsets>();

/**
 * {@link offsetAtExact} without an `Intl` call per instant (formatToParts costs ~10 µs and a
 * panchanga day asks for a dozen offsets): the offset at both ends of the instant's 12-hour bucket
 * is looked up once; when they agree the zone did not change offset inside, so the bucket's offset
 * is used. Buckets containing a transition fall back to the exact lookup. The result is computed
 * with the same arithmetic as {@link offsetAtExact} (same values for every instant).
 */
function offsetAtCached(timeZone: string, jdUT: number): number {
  let z = zoneOffsets.get(timeZone);
  if (!z || z.buckets.size > 100000) {
    z = { buckets: new Map(), edges: new Map() };
    zoneOffsets.set(timeZone, z);
  }
  const b = Math.floor(jdUT / BUCKET_DAYS);
  let off = z.buckets.get(b);
  if (off === undefined) {
    const edge = (k: number): number => {
      let v = z.edges.get(k);
      if (v === undefined) {
        // Bucket edges are whole seconds, where offsetAtExact returns the zone's offset exactly.
        v = offsetAtExact(timeZone, k * BUCKET_DAYS);
        z.edges.set(k, v);
      }
      return v;
    };
    const a = edge(b);
    off = a === edge(b + 1) ? a : Number.NaN;
    z.buckets.set(b, off);
  }
  if (Number.isNaN(off)) return offsetAtExact(timeZone, jdUT);
  // offsetAtExact compares the displayed local time (whole seconds) with the exact instant, so it
  // returns offset − 1 when the instant's fraction of a second exceeds ½; reproduce it exactly.
  const ms = jdToUnixMs(jdUT);
  const utSeconds = ms / 1000;
  return Math.round(Math.floor(utSeconds) + off - utSeconds);
}

function offsetAtExact(timeZone: string, jdUT: number): number {
  const ms = jdToUnixMs(jdUT);
  const parts = formatterFor(timeZone).formatToParts(ms);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        year = Number(p.value);
        break;
      case 'month':
        month = Number(p.value);
        break;
      case 'day':
        day = Number(p.value);
        break;
      case 'hour':
        hour = Number(p.value);
        break;
      case 'minute':
        minute = Number(p.value);
        break;
      case 'second':
        second = Number(p.value);
        break;
      case 'era':
        bc = p.value.startsWith('B');
        break;
      default:
        break;
    }
  }
  if (bc) year = 1 - year;
  const localSeconds =
    (gregorianToJdn({ year, month, day }) - UNIX_EPOCH_JD - 0.5) * SECONDS_PER_DAY +
    hour * 3600 +
    minute * 60 +
    second;
  const utSeconds = ms / 1000;
  return Math.round(localSeconds - utSeconds);
}

/** JD (UT) of local midnight starting civil day `jdn` in a zone with a given fixed offset (seconds). */
export function localMidnightJd(jdn: number, offsetSeconds: number): number {
  return jdn - 0.5 - offsetSeconds / SECONDS_PER_DAY;
}

/**
 * JD (UT) of local midnight starting civil day `jdn` in an IANA zone (offset looked up at that
 * moment, refined once so that DST changes at midnight resolve correctly).
 */
export function zoneMidnightJd(jdn: number, timeZone: string): number {
  let jd = jdn - 0.5 - utcOffsetSeconds(timeZone, jdn - 0.5) / SECONDS_PER_DAY;
  jd = jdn - 0.5 - utcOffsetSeconds(timeZone, jd) / SECONDS_PER_DAY;
  return jd;
}

/** The civil day (JDN) containing a UT instant in a zone, using that zone's offset at the instant. */
export function civilJdnAt(jdUT: number, timeZone: string): number {
  return Math.floor(jdUT + 0.5 + utcOffsetSeconds(timeZone, jdUT) / SECONDS_PER_DAY);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * Formats a UT Julian Date as a local ISO 8601 date-time with offset, e.g.
 * `2025-10-22T06:12:34+05:45`, in the given IANA zone (seconds precision, rounded).
 * Years outside 0000–9999 are written with a sign and six digits.
 */
export function jdToLocalIso(jdUT: number, timeZone: string): string {
  const jdRounded = Math.round(jdUT * SECONDS_PER_DAY) / SECONDS_PER_DAY;
  const off = utcOffsetSeconds(timeZone, jdRounded);
  const localSecondsTotal = Math.round((jdRounded + 0.5) * SECONDS_PER_DAY) + off;
  const jdn = Math.floor(localSecondsTotal / SECONDS_PER_DAY);
  let sec = localSecondsTotal - jdn * SECONDS_PER_DAY;
  const h = Math.floor(sec / 3600);
  sec -= h * 3600;
  const m = Math.floor(sec / 60);
  sec -= m * 60;
  const { year, month, day } = jdnToGregorian(jdn);
  const sign = off < 0 ? '-' : '+';
  const aoff = Math.abs(off);
  const offH = Math.floor(aoff / 3600);
  const offM = Math.floor((aoff % 3600) / 60);
  const offS = aoff % 60;
  const yearStr = year >= 0 && year <= 9999 ? pad(year, 4) : (year < 0 ? '-' : '+') + pad(Math.abs(year), 6);
  const offStr = `${sign}${pad(offH)}:${pad(offM)}${offS ? `:${pad(offS)}` : ''}`;
  return `${yearStr}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(sec)}${offStr}`;
}
