/**
 * The QR card (ADR 114, 116): the PNG decodes, its code reads back as the link, and the names
 * under it are drawn — shaped Devanagari included — so two names never give the same picture.
 */
import { describe, expect, it } from 'vitest';
import { qrCard } from '../src/modules/organizations/qr.js';
import { decodeQr, pngPixels } from './qr-reader.js';

const URL = 'https://patro.example/public/calendar/0123456789abcdefghijklmn';

/** How many dark pixels each band of rows holds: the code above, the names below. */
function darkRows(png: Buffer, fromRow: number, toRow: number): number {
  const { width, pixels } = pngPixels(png);
  let dark = 0;
  for (let y = fromRow; y < toRow; y++) {
    for (let x = 0; x < width; x++) if (pixels[(y * width + x) * 4]! < 128) dark += 1;
  }
  return dark;
}

/** The rows of the card below the code, where the names are. */
function textBand(png: Buffer): Buffer {
  const { width, height, pixels } = pngPixels(png);
  return Buffer.from(pixels.subarray(width * 4 * (width - 8), width * 4 * height));
}

describe('QR card', () => {
  it('reads back as the link, in both scripts, with the names drawn beneath', () => {
    const nepali = qrCard(URL, 'श्री जनता माध्यमिक विद्यालय', 'विद्यालय कार्यक्रम');
    const english = qrCard(URL, 'Janata Secondary School', 'School events');
    for (const card of [nepali, english]) {
      expect(decodeQr(card.png)).toBe(URL);
      const { width, height } = pngPixels(card.png);
      // The names are under the square code, and they are really there.
      expect(height).toBeGreaterThan(width);
      expect(darkRows(card.png, width, height)).toBeGreaterThan(2000);
    }
    // Same link, different names: the code is the same, the pictures are not.
    expect(textBand(nepali.png).equals(textBand(english.png))).toBe(false);
    expect(nepali.png.equals(english.png)).toBe(false);
    // The SVG keeps the names as text for readers and search (title and label); shapes draw them.
    expect(nepali.svg).toContain('<title>श्री जनता माध्यमिक विद्यालय — विद्यालय कार्यक्रम</title>');
    expect(nepali.svg).not.toContain('<text');
  });

  it('shapes Devanagari: the i-sign of कि stands before the consonant, its arc over the headline', () => {
    // Unshaped (code point order), क comes first with nothing above its headline and ि after it.
    const card = qrCard(URL, 'कि', 'x');
    const { width, pixels } = pngPixels(card.png);
    const dark = (x: number, y: number) => pixels[(y * width + x) * 4]! < 128;
    const rows = Array.from({ length: 70 }, (_, i) => width + i);
    const inRow = (y: number) => Array.from({ length: width }, (_, x) => x).filter((x) => dark(x, y));
    // The headline (shirorekha) is the row of the name with the most ink; the text's extent is its ink.
    const headline = rows.reduce((best, y) => (inRow(y).length > inRow(best).length ? y : best));
    const xs = rows.flatMap(inRow);
    const left = Math.min(...xs);
    const right = Math.max(...xs);
    const above = rows.filter((y) => y < headline - 2).flatMap(inRow);
    expect(above.length).toBeGreaterThan(0);
    // The arc starts at the i-sign's stem, on the left of the syllable.
    expect(Math.min(...above)).toBeLessThan(left + (right - left) / 3);
  });
});
