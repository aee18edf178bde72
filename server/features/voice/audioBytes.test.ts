import { describe, expect, it } from 'vitest';
import { sniffAudioMime } from './audioBytes';

const b = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffAudioMime', () => {
  it.each([
    [b('ID3', [4, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    [b([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    [b('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    [b('OggS', [0, 2]), 'audio/ogg'],
    [b('fLaC', [0, 0, 0, 34]), 'audio/flac'],
    [b([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'audio/webm'],
    [b([0, 0, 0, 32], 'ftypM4A ', [0, 0]), 'audio/mp4'],
  ])('reads %j as %s', (bytes, mime) => {
    expect(sniffAudioMime(bytes)).toBe(mime);
  });

  it.each([
    ['a PNG', b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['text', b('hello, this is not audio')],
    ['an AVI (RIFF but not WAVE)', b('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['nothing', Buffer.alloc(0)],
    ['0xFF 0xE0 with layer bits 00', b([0xff, 0xe0, 0, 0])],
  ])('refuses %s', (_what, bytes) => {
    expect(sniffAudioMime(bytes)).toBeUndefined();
  });
});
