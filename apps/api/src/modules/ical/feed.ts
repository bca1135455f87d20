/**
 * RFC 5545 text: escaping (§3.3.11), line folding at 75 octets (§3.1), dates and UTC times.
 * Small enough to write here rather than depend on a generator.
 */
import { formatIsoDate, type YMD } from '@patro/calendar';

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; continuation lines start with a space, so they hold 74 more.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
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
