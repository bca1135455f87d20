/**
 * One check for every image a client uploads (an organisation's logo; later an attachment): the
 * bytes must be the image type they claim, judged from the bytes by `file-type` rather than from
 * the label, and no larger on a side than the product draws them, read by `image-size` from the
 * header without decoding. SVG or HTML labelled PNG, and a 30000×30000 PNG that would take
 * gigabytes to draw, were accepted before.
 */
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { badField } from '../http/errors.js';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** The type of image `bytes` are, judged from the bytes, when it is one of `allowed`. */
export async function imageTypeOf(
  bytes: Buffer,
  allowed: readonly ImageType[],
): Promise<ImageType | undefined> {
  if (bytes.length === 0) return undefined;
  const found = await fileTypeFromBuffer(bytes);
  return allowed.find((type) => type === found?.mime);
}

export interface ImageRules {
  /** The body field named in a refusal. */
  field: string;
  types: readonly ImageType[];
  maxBytes: number;
  /** The longest side, in pixels. */
  maxSide: number;
}

function sizeText(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** The image's real type when its bytes pass every rule; otherwise a 400 naming the field. */
export async function checkImage(bytes: Buffer, declared: string, rules: ImageRules): Promise<ImageType> {
  const refuse = (detail: string) => badField('body', rules.field, detail);
  if (bytes.length > rules.maxBytes) throw refuse(`must be an image of at most ${sizeText(rules.maxBytes)}`);
  const names = rules.types.map((type) => type.slice('image/'.length).toUpperCase()).join(', ');
  const type = await imageTypeOf(bytes, rules.types);
  if (!type) throw refuse(`must be a ${names} image; these bytes are not one`);
  if (type !== declared) throw refuse(`is labelled ${declared} but its bytes are ${type}`);
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw refuse(`must be a ${names} image; its size cannot be read`);
  }
  if (!width || !height) throw refuse(`must be a ${names} image; its size cannot be read`);
  if (width > rules.maxSide || height > rules.maxSide)
    throw refuse(`must be at most ${rules.maxSide}×${rules.maxSide} pixels (this one is ${width}×${height})`);
  return type;
}
