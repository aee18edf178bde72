import { AppError } from '../../http/errors';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** Drawings are PNG or JPEG; photos may also be WebP or GIF. */
export const DRAWING_MIMES: readonly ImageMime[] = ['image/png', 'image/jpeg'];
export const PHOTO_MIMES: readonly ImageMime[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const GIF87_SIGNATURE = Buffer.from('GIF87a', 'latin1');
const GIF89_SIGNATURE = Buffer.from('GIF89a', 'latin1');
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
/** A PNG ends with an empty IEND chunk; a JPEG with the end-of-image marker; a GIF with its trailer byte. */
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const GIF_END = Buffer.from([0x3b]);

const startsWith = (bytes: Buffer, prefix: Buffer, at = 0) => bytes.subarray(at, at + prefix.length).equals(prefix);
const endsWith = (bytes: Buffer, suffix: Buffer) =>
  bytes.length > suffix.length && bytes.subarray(bytes.length - suffix.length).equals(suffix);

/** The image type read from the bytes themselves, never from what the client claims. */
export function sniffImageMime(bytes: Buffer): ImageMime | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, GIF87_SIGNATURE) || startsWith(bytes, GIF89_SIGNATURE)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** True when the picture's bytes run to the end its format requires (nothing was cut off). */
export function isCompleteImage(mime: ImageMime, bytes: Buffer): boolean {
  switch (mime) {
    case 'image/png':
      return endsWith(bytes, PNG_END);
    case 'image/jpeg':
      return endsWith(bytes, JPEG_END);
    case 'image/gif':
      return endsWith(bytes, GIF_END);
    case 'image/webp':
      // The RIFF header states the size of everything after its first 8 bytes.
      return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 === bytes.length;
  }
}

/** Decodes an image data URL, checking real, complete bytes of an accepted type and the size. */
export function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
  field: string,
  accept: readonly ImageMime[] = DRAWING_MIMES,
): { mime: ImageMime; bytes: Buffer } {
  const comma = dataUrl.indexOf(',');
  const base64 = dataUrl.slice(comma + 1);
  if (base64.length % 4 !== 0) throw new AppError('validation_failed', 'The picture data is incomplete.', field);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) {
    const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} KB`;
    throw new AppError('payload_too_large', `The picture is too big (the limit is ${limit}).`, field);
  }
  const mime = sniffImageMime(bytes);
  if (!mime || !accept.includes(mime)) {
    const names = accept.map((m) => m.slice('image/'.length).toUpperCase());
    throw new AppError('validation_failed', `That is not a ${names.slice(0, -1).join(', ')} or ${names.at(-1)} picture.`, field);
  }
  if (!isCompleteImage(mime, bytes)) throw new AppError('validation_failed', 'The picture data is incomplete.', field);
  return { mime, bytes };
}
