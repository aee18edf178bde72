import { describe, expect, it } from 'vitest';
import { parseVoiceSettings, parseVoiceSpeed, utteranceSettings, VOICE_DEFAULTS } from './speechSettings';

describe('voice settings', () => {
  it('uses the child-like defaults when nothing is stored or storage is broken', () => {
    expect(parseVoiceSettings(null)).toEqual({ pitch: 1.9, rate: 0.75, volume: 0.9 });
    expect(parseVoiceSettings('{oops')).toEqual(VOICE_DEFAULTS);
  });

  it('fills missing stored fields with the stored-settings defaults', () => {
    expect(parseVoiceSettings('{}')).toEqual({ pitch: 1.8, rate: 0.9, volume: 0.8 });
    expect(parseVoiceSettings('{"pitch":1.2,"voiceName":"Samantha"}')).toEqual({
      pitch: 1.2,
      rate: 0.9,
      volume: 0.8,
      voiceName: 'Samantha',
    });
  });

  it('reads the speed option', () => {
    expect(parseVoiceSpeed('{"voiceSpeed":"slow"}')).toBe('slow');
    expect(parseVoiceSpeed('{"voiceSpeed":"warp"}')).toBeUndefined();
    expect(parseVoiceSpeed(null)).toBeUndefined();
  });

  it('multiplies the emotion preset and speed onto the settings', () => {
    expect(utteranceSettings(VOICE_DEFAULTS, 'normal')).toEqual({ pitch: 1.9, rate: 0.75, volume: 0.9 });
    // gentle: pitch ×1, rate ×0.8, volume ×0.9
    expect(utteranceSettings(VOICE_DEFAULTS, 'gentle')).toEqual({ pitch: 1.9, rate: 0.6, volume: 0.81 });
    // excited pitch 1.9 × 1.15 is above what browsers accept: capped at 2
    expect(utteranceSettings(VOICE_DEFAULTS, 'excited')).toEqual({ pitch: 2, rate: 0.9, volume: 0.9 });
    // slow is 0.6 / 0.8 of normal; fast 1.2 / 0.8
    expect(utteranceSettings(VOICE_DEFAULTS, 'normal', 'slow').rate).toBeCloseTo(0.5625, 2);
    expect(utteranceSettings(VOICE_DEFAULTS, 'normal', 'fast').rate).toBe(1.125);
    expect(utteranceSettings(VOICE_DEFAULTS, 'normal', 'normal').rate).toBe(0.75);
  });
});
