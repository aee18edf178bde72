import { describe, expect, it } from 'vitest';
import { pairReplies } from './pairReplies';

describe('pairReplies', () => {
  it('takes the companion message right after each drawing', () => {
    const turns = [
      { id: 1, fromCompanion: false, content: 'drawing' },
      { id: 2, fromCompanion: true, content: 'Wow!' },
      { id: 3, fromCompanion: false, content: 'drawing' },
      { id: 4, fromCompanion: false, content: 'I went to the park' },
      { id: 5, fromCompanion: true, content: 'Parks are fun!' },
      { id: 6, fromCompanion: false, content: 'drawing' },
    ];
    const replies = pairReplies([6, 3, 1, 99], turns);
    expect(Object.fromEntries(replies)).toEqual({ 1: 'Wow!', 3: null, 6: null, 99: null });
  });
});
