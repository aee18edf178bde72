/** Plain values for Learn Languages (spec part 2 §9), with no zod, for client, server and content. */
import { LEARNABLE_LANGUAGES, type LearnableLanguage } from './constants';

export { LEARNABLE_LANGUAGES, type LearnableLanguage };

/** The 15 chat question types. */
export const CHAT_QUESTION_TYPES = [
  'vocabulary', 'basic_phrases', 'numbers', 'colors', 'family', 'greetings', 'simple_conversation',
  'daily_activities', 'feelings_emotions', 'food_drinks', 'animals', 'body_parts', 'weather', 'clothing',
  'storytelling',
] as const;
export type ChatQuestionType = (typeof CHAT_QUESTION_TYPES)[number];

export function isChatQuestionType(value: unknown): value is ChatQuestionType {
  return typeof value === 'string' && (CHAT_QUESTION_TYPES as readonly string[]).includes(value);
}

export function isLearnableLanguage(value: unknown): value is LearnableLanguage {
  return typeof value === 'string' && (LEARNABLE_LANGUAGES as readonly string[]).includes(value);
}

/** Speech-synthesis locale per learnable language. */
export const SPEECH_LOCALES: Record<LearnableLanguage, string> = {
  spanish: 'es-ES', french: 'fr-FR', german: 'de-DE', italian: 'it-IT', japanese: 'ja-JP', chinese: 'zh-CN',
};

/** ISO code per learnable language (the same codes as the UI languages). */
export const LANGUAGE_CODES: Record<LearnableLanguage, 'es' | 'fr' | 'de' | 'it' | 'ja' | 'zh'> = {
  spanish: 'es', french: 'fr', german: 'de', italian: 'it', japanese: 'ja', chinese: 'zh',
};

/** Speech rate for quiz and chat speaker buttons. */
export const LANGUAGE_SPEECH_RATE = 0.8;

/** Chat timings in milliseconds. */
export const LANGUAGE_CHAT_TIMINGS = {
  firstQuestionDelayMs: 2000,
  nextQuestionDelayMs: 3000,
  sendLockMs: 2000,
  bannerMs: 5000,
} as const;

/** How many earlier chat messages travel with a chat-question request. */
export const PREVIOUS_MESSAGES_SENT = 5;

/** 70% or more is 'excellent' (a star); 100% earns the trophy. */
export const QUIZ_EXCELLENT_PERCENT = 70;

export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

/** Activities the rewards engine knows; the server decides what each is worth. */
export const REWARD_ACTIVITIES = ['language_response', 'new_word', 'quiz_completed', 'quiz_perfect'] as const;
export type RewardActivity = (typeof REWARD_ACTIVITIES)[number];

export function isRewardActivity(value: unknown): value is RewardActivity {
  return typeof value === 'string' && (REWARD_ACTIVITIES as readonly string[]).includes(value);
}

/** Points per activity (spec §9: a chat response is worth 5). */
export const ACTIVITY_POINTS: Record<RewardActivity, number> = {
  language_response: 5,
  new_word: 2,
  quiz_completed: 10,
  quiz_perfect: 20,
};

export const EXPERIENCE_PER_LEVEL = 100;

export const DAILY_GOAL = { targetConversations: 3, targetWords: 5, bonusPoints: 20 } as const;

export const BADGE_IDS = [
  'first_steps', 'first_quiz', 'word_explorer', 'chatterbox',
  'streak_3', 'level_3', 'word_collector', 'perfect_quiz', 'goal_getter',
  'streak_7', 'level_5', 'super_talker', 'word_wizard',
  'streak_30', 'level_10', 'word_legend',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];
