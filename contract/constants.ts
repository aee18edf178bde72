/** Plain values shared by client and server, with no zod, so the client bundle stays small. */
export const MESSAGE_CATEGORIES = ['general', 'schoolwork', 'feelings', 'activities', 'languages', 'geography'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_TYPES = ['text', 'drawing'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MAX_MESSAGE_LENGTH = 1000;

export function isMessageCategory(value: unknown): value is MessageCategory {
  return typeof value === 'string' && (MESSAGE_CATEGORIES as readonly string[]).includes(value);
}

/** The app's seven UI languages (spec part 1 §9); the child's profile picks one. */
export const UI_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The six languages a child can learn (spec part 2 §2.2). */
export const LEARNABLE_LANGUAGES = ['spanish', 'french', 'german', 'italian', 'japanese', 'chinese'] as const;
export type LearnableLanguage = (typeof LEARNABLE_LANGUAGES)[number];
