import { describe, expect, it } from 'vitest';
import { checkVoiceFiles } from './cloneFiles';

const MB = 1024 * 1024;

describe('checkVoiceFiles', () => {
  it('needs at least one file', () => expect(checkVoiceFiles([])).toEqual({ kind: 'required' }));
  it('names a file that is not audio', () =>
    expect(checkVoiceFiles([{ name: 'a.mp3', type: 'audio/mpeg', size: 10 }, { name: 'cat.png', type: 'image/png', size: 10 }])).toEqual({ kind: 'type', file: 'cat.png' }));
  it('allows exactly 25 MB and names a bigger file', () => {
    expect(checkVoiceFiles([{ name: 'a.wav', type: 'audio/wav', size: 25 * MB }])).toBeNull();
    expect(checkVoiceFiles([{ name: 'long.wav', type: 'audio/wav', size: 25 * MB + 1 }])).toEqual({ kind: 'size', file: 'long.wav' });
  });
  it('refuses more than three files together', () =>
    expect(checkVoiceFiles([1, 2, 3, 4].map((n) => ({ name: `${n}.mp3`, type: 'audio/mpeg', size: MB })))).toEqual({ kind: 'total' }));
});
