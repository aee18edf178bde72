import type { Emotion } from '../../lib/speechEmotion';

/** Voice Magic (spec part 2 §3 voice modulation). */
export const MAGIC_EMOTIONS = ['happy', 'excited', 'gentle', 'playful', 'curious'] as const;
export type MagicEmotion = (typeof MAGIC_EMOTIONS)[number];
export const MAGIC_EFFECTS = ['normal', 'whisper', 'sing-song', 'giggle', 'magical'] as const;
export type MagicEffect = (typeof MAGIC_EFFECTS)[number];

export const VOICE_TEST_MS = 3000;

export const EMOTION_EMOJI: Record<MagicEmotion, string> = { happy: '😊', excited: '🤩', gentle: '🥰', playful: '😜', curious: '🤔' };
export const EFFECT_EMOJI: Record<MagicEffect, string> = { normal: '🗣️', whisper: '🤫', 'sing-song': '🎵', giggle: '😆', magical: '✨' };

export interface Tweak {
  pitch: number;
  rate: number;
  volume: number;
}

const SPEECH_EMOTION: Record<MagicEmotion, Emotion> = {
  happy: 'normal',
  excited: 'excited',
  gentle: 'gentle',
  playful: 'playful',
  curious: 'normal',
};

const EMOTION_TWEAK: Record<MagicEmotion, Tweak> = {
  happy: { pitch: 1.05, rate: 1, volume: 1 },
  excited: { pitch: 1, rate: 1, volume: 1 },
  gentle: { pitch: 1, rate: 1, volume: 1 },
  playful: { pitch: 1, rate: 1, volume: 1 },
  curious: { pitch: 1.1, rate: 0.95, volume: 1 },
};

const EFFECT_TWEAK: Record<MagicEffect, Tweak> = {
  normal: { pitch: 1, rate: 1, volume: 1 },
  whisper: { pitch: 0.9, rate: 0.85, volume: 0.4 },
  'sing-song': { pitch: 1.15, rate: 0.9, volume: 1 },
  giggle: { pitch: 1.1, rate: 1.1, volume: 1 },
  magical: { pitch: 1.1, rate: 0.9, volume: 1 },
};

/** How a line sounds with the chosen emotion and effect: the speech emotion and the pitch/rate/volume factors. */
export function magicVoice(emotion: MagicEmotion, effect: MagicEffect): { emotion: Emotion; tweak: Tweak } {
  const a = EMOTION_TWEAK[emotion];
  const b = EFFECT_TWEAK[effect];
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    emotion: SPEECH_EMOTION[emotion],
    tweak: { pitch: round(a.pitch * b.pitch), rate: round(a.rate * b.rate), volume: round(a.volume * b.volume) },
  };
}

/** A random emotion and effect for 'Surprise Me' (random() in [0, 1), injectable for tests). */
export function surprise(random: () => number = Math.random): { emotion: MagicEmotion; effect: MagicEffect } {
  const pick = <T>(list: readonly T[]) => list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
  return { emotion: pick(MAGIC_EMOTIONS), effect: pick(MAGIC_EFFECTS) };
}
