import { crc32 } from 'node:zlib';
/** A 1×1 PNG data URL, as a school or guthi uploads its logo. */
export const LOGO_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A PNG's signature and header chunk claiming `width`×`height`: what a decoder reads first. */
export function pngHeaderClaiming(width: number, height: number): string {
  const header = Buffer.alloc(8 + 25);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24); // bit depth
  header.writeUInt8(6, 25); // RGBA
  return `data:image/png;base64,${header.toString('base64')}`;
}

/** An SVG (which can carry script) labelled as a PNG. */
export const SVG_LABELLED_PNG = `data:image/png;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
).toString('base64')}`;

/** The 1×1 logo grown to `bytes` with a comment chunk, as a photo-sized logo is. */
export function pngOfSize(bytes: number): string {
  const png = Buffer.from(LOGO_PNG.slice(LOGO_PNG.indexOf(',') + 1), 'base64');
  const afterHeader = 8 + 25;
  const text = Buffer.alloc(bytes - png.length - 12, 0x61);
  const type = Buffer.from('tEXt', 'ascii');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  type.copy(chunk, 4);
  text.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, text])), 8 + text.length);
  const grown = Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
  return `data:image/png;base64,${grown.toString('base64')}`;
}
