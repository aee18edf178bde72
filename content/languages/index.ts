export type { LanguageItem, Row } from './types';
export { LANGUAGE_LABELS, allItems, allItemsFor, findItemById, itemsFor } from './catalog';
export { answersMatch, isCloseSpelling, normalizeForMatch } from './matching';
export {
  generateLanguageQuiz, isLanguageAnswerCorrect, languageQuizLength, withPronunciation, type LanguageQuizQuestion,
} from './quiz';
export {
  chatGreeting, evaluateChatResponse, generateChatQuestion, type ChatEvaluation, type ChatQuestion,
} from './chat';
export type { FeedbackKind, Said } from './chatPhrases';
export { BADGES, badgeById, type BadgeDefinition } from './badges';
export {
  applyActivity, dailyGoalOn, dayKey, emptyRewardState, isoWeek, levelFor, streakOn,
  type ActivityOutcome, type DailyGoalView, type RewardState,
} from './rewards';
