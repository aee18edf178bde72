// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { photoFileProblem, readAsDataUrl } from './photoFile';

describe('photo files', () => {
  it('accepts images up to exactly 5 MB', () => {
    expect(photoFileProblem({ type: 'image/png', size: 1234 })).toBeUndefined();
    expect(photoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
  });

  it('refuses other files and anything over 5 MB', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(photoFileProblem({ type: '', size: 10 })).toBe('notImage');
    expect(photoFileProblem({ type: 'image/gif', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,AQID');
  });
});
