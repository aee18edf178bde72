/** Spec §9: how long the avatar popup stays, by context. */
export const AVATAR_POPUP_CONTEXTS = ['greeting', 'encouragement', 'response', 'prompt', 'default'] as const;
export type AvatarPopupContext = (typeof AVATAR_POPUP_CONTEXTS)[number];

export const AVATAR_POPUP_DURATION_MS: Record<AvatarPopupContext, number> = {
  greeting: 6000,
  encouragement: 5000,
  response: 8000,
  prompt: 6000,
  default: 8000,
};

/** The response context reads the message aloud this long after showing it. */
export const AVATAR_POPUP_SPEAK_DELAY_MS = 500;
