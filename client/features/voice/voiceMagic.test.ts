import { describe, expect, it } from 'vitest';
import { magicVoice, surprise } from './voiceMagic';

describe('Voice Magic', () => {
  it('turns an emotion and an effect into a speech emotion and voice factors', () => {
    expect(magicVoice('excited', 'normal')).toEqual({ emotion: 'excited', tweak: { pitch: 1, rate: 1, volume: 1 } });
    expect(magicVoice('curious', 'whisper')).toEqual({ emotion: 'normal', tweak: { pitch: 0.99, rate: 0.808, volume: 0.4 } });
    expect(magicVoice('gentle', 'sing-song').emotion).toBe('gentle');
  });

  it('surprises with any pair, from the first to the last', () => {
    expect(surprise(() => 0)).toEqual({ emotion: 'happy', effect: 'normal' });
    expect(surprise(() => 0.9999)).toEqual({ emotion: 'curious', effect: 'magical' });
  });
});
