/**
 * An image a reader or staff member attaches to a message (ADR 195): the bytes are checked, not
 * the name or the declared type — `file-type` reads the magic numbers — and only the four picture
 * formats every browser shows are kept (no SVG: it can carry script).
 */
import { ApiError } from '../../http/errors.js';
import { type ImageType, imageTypeOf } from '../../security/images.js';

export const IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export type { ImageType };
/** The largest picture kept: 1 MiB, enough for a phone's screenshot. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The bytes of a base64 image (a `data:` URL's prefix allowed) and their type, or a 400 naming `image`. */
export async function readImage(base64: string): Promise<{ bytes: Buffer; type: ImageType }> {
  const data = base64.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new ApiError(400, 'attachment_not_image', {}, 'image');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new ApiError(413, 'attachment_too_large', { size: '1 MB' }, 'image');
  const type = await imageTypeOf(bytes, IMAGE_TYPES);
  if (!type) throw new ApiError(400, 'attachment_not_image', {}, 'image');
  return { bytes, type };
}
