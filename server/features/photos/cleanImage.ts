import type { default as SharpFactory, Sharp } from 'sharp';
import { AppError } from '../../http/errors';
import type { ImageMime } from '../media/imageBytes';

/** Large enough for any phone camera (48 MP), small enough that a tiny file cannot unpack into gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The stored picture's longest side; bigger photos are scaled down (a child's album, not an archive). */
const MAX_SIDE = 2560;
export const THUMBNAIL_SIZE = 384;

/** sharp (libvips, about 25 MB resident) loads with the first photo, not at start: many servers never see one. */
let sharpModule: Promise<{ default: typeof SharpFactory }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

export interface CleanedPhoto {
  image: { mime: ImageMime; bytes: Buffer };
  thumbnail: { mime: ImageMime; bytes: Buffer };
}

function encode(pipeline: Sharp, mime: ImageMime): Sharp {
  switch (mime) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 88, mozjpeg: true });
    case 'image/png':
      return pipeline.png({ compressionLevel: 9 });
    case 'image/webp':
      return pipeline.webp({ quality: 88 });
    case 'image/gif':
      return pipeline.gif();
  }
}

/**
 * Re-encodes an uploaded picture so that nothing but pixels remains: sharp writes no EXIF, XMP,
 * IPTC or comments unless asked, so a photo's GPS position (where the child lives) is gone. The
 * camera's orientation is applied first, so the picture still stands the right way up. Also makes
 * a square thumbnail for the grid. Bytes that claim to be a picture but do not decode are refused.
 */
export async function cleanPhoto(bytes: Buffer, mime: ImageMime, field: string): Promise<CleanedPhoto> {
  const sharp = await loadSharp();
  try {
    const animated = mime === 'image/gif' || mime === 'image/webp';
    const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
    const { pages = 1 } = await source().metadata();
    // Animations keep every frame; rotating them is not possible, and they carry no camera orientation.
    const oriented = pages > 1 ? source() : source().rotate();
    const resized = oriented.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const image = await encode(resized, mime).toBuffer();
    const thumbnail = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toBuffer();
    return { image: { mime, bytes: image }, thumbnail: { mime: 'image/webp', bytes: thumbnail } };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('payload_too_large', 'The photo has too many pixels.', field);
    }
    throw new AppError('validation_failed', 'That photo could not be read. Try another one.', field);
  }
}
