import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl, isCompleteImage, PHOTO_MIMES, sniffImageMime } from './imageBytes';

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } }).toFormat(format).toBuffer();

describe('image bytes', () => {
  it('reads JPEG, PNG, WebP and GIF from their bytes', async () => {
    expect(sniffImageMime(await picture('jpeg'))).toBe('image/jpeg');
    expect(sniffImageMime(await picture('png'))).toBe('image/png');
    expect(sniffImageMime(await picture('webp'))).toBe('image/webp');
    expect(sniffImageMime(await picture('gif'))).toBe('image/gif');
    expect(sniffImageMime(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageMime(Buffer.from('hello'))).toBeUndefined();
  });

  it('notices a cut-off WebP or GIF', async () => {
    const webp = await picture('webp');
    const gif = await picture('gif');
    expect(isCompleteImage('image/webp', webp)).toBe(true);
    expect(isCompleteImage('image/webp', webp.subarray(0, webp.length - 4))).toBe(false);
    expect(isCompleteImage('image/gif', gif)).toBe(true);
    expect(isCompleteImage('image/gif', gif.subarray(0, gif.length - 1))).toBe(false);
  });

  it('drawings stay PNG or JPEG; photos may be WebP or GIF too', async () => {
    const url = `data:image/png;base64,${(await picture('webp')).toString('base64')}`;
    expect(() => decodeImageDataUrl(url, 1024 * 1024, 'drawingData')).toThrow('not a PNG or JPEG picture');
    expect(decodeImageDataUrl(url, 1024 * 1024, 'imageData', PHOTO_MIMES).mime).toBe('image/webp');
  });
});
