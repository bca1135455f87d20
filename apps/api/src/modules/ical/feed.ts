/**
 * RFC 5545 text: escaping (§3.3.11), line folding at 75 octets (§3.1), dates and UTC times.
 * Small enough to write here rather than depend on a generator.
 */
import { formatIsoDate, type YMD } from '@patro/calendar';

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 octets of one code point. */
const octetsOf = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character. Octets are
 * counted from code points (no encoder per character: that made a 1.4 MB feed cost 2 s of CPU).
 */
export function foldLine(line: string): string {
  // At most 3 octets per UTF-16 unit, so a line this short needs no counting at all.
  if (line.length <= 25 || Buffer.byteLength(line, 'utf8') <= 75) return line;
  const pieces: string[] = [];
  let start = 0;
  let octets = 0;
  // The first line holds 75 octets; continuation lines start with a space, so they hold 74 more.
  let limit = 75;
  for (let i = 0; i < line.length; ) {
    const codePoint = line.codePointAt(i)!;
    const units = codePoint > 0xffff ? 2 : 1;
    const size = octetsOf(codePoint);
    if (octets + size > limit) {
      pieces.push(line.slice(start, i));
      start = i;
      octets = 0;
      limit = 74;
    }
    octets += size;
    i += units;
  }
  pieces.push(line.slice(start));
  return pieces.join('\r\n ');
}

/** `YYYYMMDD` (VALUE=DATE). */
export function icsDate(date: YMD): string {
  return formatIsoDate(date).replaceAll('-', '');
}

/** `YYYYMMDDTHHMMSSZ` of an instant. */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Joins content lines, folded, with CRLF (and a final CRLF) as the RFC requires. */
export function icsDocument(lines: string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
