import { describe, expect, it } from 'vitest';
import { chooseEmotion, GENERATION_PRESETS, SYNTH_PRESETS } from './speechEmotion';

describe('chooseEmotion', () => {
  it('follows the category first', () => {
    expect(chooseEmotion('Wow, amazing!', 'feelings')).toBe('gentle');
    expect(chooseEmotion('Hello', 'activities')).toBe('playful');
    expect(chooseEmotion('Hello', 'schoolwork')).toBe('encouraging');
  });

  it('reads the words otherwise', () => {
    expect(chooseEmotion('Wow, that is amazing!', 'general')).toBe('excited');
    expect(chooseEmotion('Great job!!')).toBe('excited');
    expect(chooseEmotion("I'm sorry you feel sad. Let's breathe together.")).toBe('gentle');
    expect(chooseEmotion("Good try! Let's try again.")).toBe('encouraging');
    expect(chooseEmotion('The sky is blue because of sunlight.')).toBe('normal');
  });

  it('has the spec presets', () => {
    expect(SYNTH_PRESETS.excited).toEqual({ pitch: 1.15, rate: 1.2, volume: 1 });
    expect(SYNTH_PRESETS.gentle).toEqual({ pitch: 1, rate: 0.8, volume: 0.9 });
    expect(SYNTH_PRESETS.encouraging).toEqual({ pitch: 1.1, rate: 0.95, volume: 0.95 });
    expect(SYNTH_PRESETS.playful).toEqual({ pitch: 1.2, rate: 1.1, volume: 0.95 });
    expect(GENERATION_PRESETS.normal).toMatchObject({ stability: 0.75, similarity_boost: 0.75, style: 0.4 });
  });
});
