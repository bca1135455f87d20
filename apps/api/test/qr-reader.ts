/** Reading a QR card back as a phone camera would (jsQR over the PNG's pixels). */

import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { expect } from 'vitest';

/** A PNG (bytes or a data URL) as RGBA pixels: resvg decodes it through an SVG <image>. */
export function pngPixels(png: Buffer | string): {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
} {
  const bytes =
    typeof png === 'string' ? Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64') : png;
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const rendered = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${bytes.toString('base64')}" width="${width}" height="${height}"/></svg>`,
  ).render();
  return { width: rendered.width, height: rendered.height, pixels: new Uint8ClampedArray(rendered.pixels) };
}

/** The text in the QR code of a PNG, or null when no code is found. */
export function decodeQr(png: Buffer | string): string | null {
  const { width, height, pixels } = pngPixels(png);
  return jsQR(pixels, width, height)?.data ?? null;
}
