import { AppError } from '../../http/errors';

export type ImageMime = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type read from the bytes themselves, never from what the client claims. */
export function sniffImageMime(bytes: Buffer): ImageMime | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

/** Decodes a PNG/JPEG data URL, checking real bytes and size. */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number, field: string): { mime: ImageMime; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError('payload_too_large', `The picture is too big (the limit is ${Math.round(maxBytes / 1024)} KB).`, field);
  }
  const mime = sniffImageMime(bytes);
  if (!mime) throw new AppError('validation_failed', 'That is not a PNG or JPEG picture.', field);
  return { mime, bytes };
}
