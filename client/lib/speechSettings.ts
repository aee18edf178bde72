import { type Emotion, SYNTH_PRESETS } from './speechEmotion';

export interface VoiceSettingsValues {
  pitch: number;
  rate: number;
  volume: number;
  voiceName?: string;
}

/** Spec §9: the companion's voice when nothing is stored (and the Voice Settings reset). */
export const VOICE_DEFAULTS: VoiceSettingsValues = { pitch: 1.9, rate: 0.75, volume: 0.9 };
/** Spec §9: defaults for fields missing from stored `mckenzie_voice_settings`. */
export const STORED_SETTINGS_DEFAULTS: VoiceSettingsValues = { pitch: 1.8, rate: 0.9, volume: 0.8 };

/** Speaking speed from `mckenzie_customization.voiceSpeed`; normal (0.8) is the neutral speed. */
export const SPEED_OPTIONS = { slow: 0.6, normal: 0.8, fast: 1.2 } as const;
export type VoiceSpeed = keyof typeof SPEED_OPTIONS;

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Parses stored voice settings (JSON); anything missing or broken falls back to the defaults. */
export function parseVoiceSettings(raw: string | null): VoiceSettingsValues {
  if (!raw) return { ...VOICE_DEFAULTS };
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    if (!data || typeof data !== 'object') return { ...VOICE_DEFAULTS };
    const settings: VoiceSettingsValues = {
      pitch: num(data.pitch, STORED_SETTINGS_DEFAULTS.pitch),
      rate: num(data.rate, STORED_SETTINGS_DEFAULTS.rate),
      volume: num(data.volume, STORED_SETTINGS_DEFAULTS.volume),
    };
    if (typeof data.voiceName === 'string' && data.voiceName) settings.voiceName = data.voiceName;
    return settings;
  } catch {
    return { ...VOICE_DEFAULTS };
  }
}

/** The speed option from stored customization JSON, if any. */
export function parseVoiceSpeed(raw: string | null): VoiceSpeed | undefined {
  if (!raw) return undefined;
  try {
    const speed = (JSON.parse(raw) as { voiceSpeed?: unknown } | null)?.voiceSpeed;
    return typeof speed === 'string' && speed in SPEED_OPTIONS ? (speed as VoiceSpeed) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The utterance's pitch, rate and volume: the child's settings, scaled by the speed option
 * (relative to normal) and by the emotion's preset, kept inside what browsers accept.
 */
export function utteranceSettings(
  base: VoiceSettingsValues,
  emotion: Emotion,
  speed?: VoiceSpeed,
): { pitch: number; rate: number; volume: number } {
  const preset = SYNTH_PRESETS[emotion];
  const speedFactor = speed ? SPEED_OPTIONS[speed] / SPEED_OPTIONS.normal : 1;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    pitch: round(clamp(base.pitch * preset.pitch, 0, 2)),
    rate: round(clamp(base.rate * speedFactor * preset.rate, 0.1, 10)),
    volume: round(clamp(base.volume * preset.volume, 0, 1)),
  };
}
