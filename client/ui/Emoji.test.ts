import { describe, expect, it } from 'vitest';
import { emojiPictureId } from './Emoji';

describe('emojiPictureId', () => {
  it('names the OpenMoji file by code points', () => {
    expect(emojiPictureId('😊')).toBe('1F60A');
    expect(emojiPictureId('😠')).toBe('1F620');
    expect(emojiPictureId('❤️')).toBe('2764');
    expect(emojiPictureId('👍🏽')).toBe('1F44D-1F3FD');
  });
});
