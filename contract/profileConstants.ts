/** Plain values of the child's profile (spec part 2 §3), with no zod, for client and server. */

export const SKIN_COLORS = ['very-light', 'light', 'medium-light', 'medium', 'medium-dark', 'dark', 'very-dark', 'deep'] as const;
export type SkinColor = (typeof SKIN_COLORS)[number];

/** The companion's greeting language (spec part 2 §3 customization). */
export const GREETING_LANGUAGES = ['english', 'spanish', 'french', 'german', 'italian', 'portuguese'] as const;
export type GreetingLanguage = (typeof GREETING_LANGUAGES)[number];

export const VOICE_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type VoiceSpeed = (typeof VOICE_SPEEDS)[number];

export const DEFAULT_CUSTOMIZATION = { skinColor: 'very-light', language: 'english', voiceSpeed: 'normal' } as const;

export const AVATAR_SKIN_TONES = ['very-light', 'light', 'medium-light', 'medium', 'warm-brown', 'medium-dark', 'dark', 'deep'] as const;
/** curly-afro is the spec's stated default, so it is a real choice here. */
export const AVATAR_HAIR_STYLES = ['curly-afro', 'curly-pigtails', 'straight', 'bob-cut', 'ponytail', 'braids', 'messy-bun'] as const;
export const AVATAR_ROTATION = { min: -45, max: 45 } as const;
export const AVATAR_ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;
export const AVATAR_LIGHTING = { min: 0, max: 100, default: 75 } as const;

/** Voice sliders (spec part 2 §5) and their reset defaults (§9). */
export const VOICE_PITCH = { min: 0.5, max: 2, step: 0.1, default: 1.9 } as const;
export const VOICE_RATE = { min: 0.3, max: 1.5, step: 0.1, default: 0.75 } as const;
export const VOICE_VOLUME = { min: 0, max: 1, step: 0.1, default: 0.9 } as const;

export const CHILD_NAME_MAX = 20;
