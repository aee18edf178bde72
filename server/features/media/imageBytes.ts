import { AppError } from '../../http/errors';

export type ImageMime = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** A PNG ends with an empty IEND chunk; a JPEG with the end-of-image marker. */
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/** The image type read from the bytes themselves, never from what the client claims. */
export function sniffImageMime(bytes: Buffer): ImageMime | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

/** True when the picture's bytes run to the end marker its format requires (nothing was cut off). */
export function isCompleteImage(mime: ImageMime, bytes: Buffer): boolean {
  const end = mime === 'image/png' ? PNG_END : JPEG_END;
  return bytes.length > end.length && bytes.subarray(bytes.length - end.length).equals(end);
}

/** Decodes a PNG/JPEG data URL, checking real, complete bytes and size. */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number, field: string): { mime: ImageMime; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const base64 = dataUrl.slice(comma + 1);
  if (base64.length % 4 !== 0) throw new AppError('validation_failed', 'The picture data is incomplete.', field);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError('payload_too_large', `The picture is too big (the limit is ${Math.round(maxBytes / 1024)} KB).`, field);
  }
  const mime = sniffImageMime(bytes);
  if (!mime) throw new AppError('validation_failed', 'That is not a PNG or JPEG picture.', field);
  if (!isCompleteImage(mime, bytes)) throw new AppError('validation_failed', 'The picture data is incomplete.', field);
  return { mime, bytes };
}
