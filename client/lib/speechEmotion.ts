import type { MessageCategory } from '../../contract/common';

/** How the companion sounds (spec part 1 §4): chosen by category, else by the words. */
export const EMOTIONS = ['excited', 'gentle', 'encouraging', 'playful', 'normal'] as const;
export type Emotion = (typeof EMOTIONS)[number];

const CATEGORY_EMOTION: Partial<Record<MessageCategory, Emotion>> = {
  feelings: 'gentle',
  activities: 'playful',
  schoolwork: 'encouraging',
};

const GENTLE =
  /\b(sad|sorry|worried|scared|afraid|upset|hurt|lonely|cry|crying|hug|calm|breathe|it's okay|that's okay|grown-up)\b/i;
const EXCITED =
  /\b(wow|amazing|awesome|fantastic|hooray|yay|brilliant|incredible|super|great job|well done|congratulations|perfect)\b|!{2,}|🎉|🌟|⭐/i;
const ENCOURAGING =
  /\b(you can do it|keep going|keep trying|try again|good try|nearly|almost|let's try|you've got this|practice)\b/i;

export function chooseEmotion(text: string, category?: MessageCategory): Emotion {
  const byCategory = category ? CATEGORY_EMOTION[category] : undefined;
  if (byCategory) return byCategory;
  if (GENTLE.test(text)) return 'gentle';
  if (EXCITED.test(text)) return 'excited';
  if (ENCOURAGING.test(text)) return 'encouraging';
  return 'normal';
}

export function isEmotion(value: unknown): value is Emotion {
  return typeof value === 'string' && (EMOTIONS as readonly string[]).includes(value);
}

export interface SynthPreset {
  pitch: number;
  rate: number;
  volume: number;
}

/** Browser speech presets (spec §9), multiplied onto the child's voice settings. */
export const SYNTH_PRESETS: Record<Emotion, SynthPreset> = {
  excited: { pitch: 1.15, rate: 1.2, volume: 1 },
  gentle: { pitch: 1, rate: 0.8, volume: 0.9 },
  encouraging: { pitch: 1.1, rate: 0.95, volume: 0.95 },
  playful: { pitch: 1.2, rate: 1.1, volume: 0.95 },
  normal: { pitch: 1, rate: 1, volume: 1 },
};

export interface GenerationPreset {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
}

/**
 * Voice-provider presets. The spec gives normal (0.75 / 0.75 / 0.4); the others are ours: lower
 * stability and more style for lively moods, steadier and softer for gentle ones.
 */
export const GENERATION_PRESETS: Record<Emotion, GenerationPreset> = {
  normal: { stability: 0.75, similarity_boost: 0.75, style: 0.4, use_speaker_boost: true },
  excited: { stability: 0.45, similarity_boost: 0.8, style: 0.8, use_speaker_boost: true },
  gentle: { stability: 0.9, similarity_boost: 0.85, style: 0.25, use_speaker_boost: true },
  encouraging: { stability: 0.7, similarity_boost: 0.8, style: 0.6, use_speaker_boost: true },
  playful: { stability: 0.5, similarity_boost: 0.8, style: 0.75, use_speaker_boost: true },
};
