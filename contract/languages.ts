import { z } from 'zod';
import { childAgeSchema, idSchema } from './common';
import { endpoint } from './endpoint';
import {
  BADGE_IDS, BADGE_RARITIES, CHAT_QUESTION_TYPES, LEARNABLE_LANGUAGES, PREVIOUS_MESSAGES_SENT, REWARD_ACTIVITIES,
} from './languagesConstants';

export const learnableLanguageSchema = z.enum(LEARNABLE_LANGUAGES);
export const chatQuestionTypeSchema = z.enum(CHAT_QUESTION_TYPES);

const shortText = z.string().trim().min(1).max(1000);

/** A language-quiz question (spec part 2 §3) plus what the screen needs to speak and check it. */
export const languageQuizQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).length(4).optional(),
  answer: z.string().min(1),
  accepted: z.array(z.string().min(1)).optional(),
  explanation: z.string().min(1),
  pronunciation: z.string().min(1).optional(),
  say: z.string().min(1),
  answerLanguage: z.union([learnableLanguageSchema, z.literal('english')]),
});
export type LanguageQuizQuestionDto = z.infer<typeof languageQuizQuestionSchema>;

export const generateLanguageQuestionsRequestSchema = z.object({
  language: learnableLanguageSchema,
  age: childAgeSchema,
  userId: idSchema,
});

export const generateLanguageQuestionsResponseSchema = z.object({
  questions: z.array(languageQuizQuestionSchema).min(1),
  language: learnableLanguageSchema,
});

export const generateChatQuestionRequestSchema = z.object({
  language: learnableLanguageSchema,
  questionType: chatQuestionTypeSchema,
  childAge: childAgeSchema,
  userId: idSchema,
  previousMessages: z.array(z.string().max(1000)).max(PREVIOUS_MESSAGES_SENT).default([]),
});

export const generateChatQuestionResponseSchema = z.object({
  success: z.literal(true),
  question: z.string().min(1),
  originalLanguage: learnableLanguageSchema,
  translation: z.string().min(1),
  questionType: chatQuestionTypeSchema,
});
export type ChatQuestionDto = z.infer<typeof generateChatQuestionResponseSchema>;

export const evaluateResponseRequestSchema = z.object({
  language: learnableLanguageSchema,
  userResponse: shortText,
  currentQuestion: shortText,
  questionType: chatQuestionTypeSchema,
  childAge: childAgeSchema,
  userId: idSchema,
});

export const evaluateResponseResponseSchema = z.object({
  feedback: z.string().min(1),
  originalLanguage: learnableLanguageSchema,
  translation: z.string().min(1),
  /** True when the child used or understood the word. */
  correct: z.boolean(),
  /** The word the feedback teaches; send it with the points to count it as learned. */
  wordId: z.string().min(1).optional(),
});
export type EvaluateResponseDto = z.infer<typeof evaluateResponseResponseSchema>;

export const badgeSchema = z.object({
  id: z.enum(BADGE_IDS),
  name: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  rarity: z.enum(BADGE_RARITIES),
  earnedAt: z.string().min(1),
});
export type BadgeDto = z.infer<typeof badgeSchema>;

/** Minutes the child's clock is ahead of UTC, so "today" and the streak follow the child's day. */
const utcOffsetSchema = z.coerce.number().int().min(-840).max(840).default(0);

export const awardPointsRequestSchema = z.object({
  userId: idSchema,
  language: learnableLanguageSchema,
  activity: z.enum(REWARD_ACTIVITIES),
  /** What the client thinks it is worth; the server awards the activity's own value. */
  points: z.number().int().min(0).max(100).optional(),
  /** A word from the evaluation: the first time it is sent it counts as a new word learned. */
  wordId: z.string().min(1).max(120).optional(),
  utcOffsetMinutes: utcOffsetSchema,
});

export const awardPointsResponseSchema = z.object({
  pointsAwarded: z.number().int().min(0),
  levelUp: z.boolean(),
  newLevel: z.number().int().min(1),
  newBadge: badgeSchema.nullable(),
  goalCompleted: z.boolean(),
  newWord: z.boolean(),
});
export type AwardPointsResponse = z.infer<typeof awardPointsResponseSchema>;

export const rewardsParamsSchema = z.object({ userId: idSchema, language: learnableLanguageSchema });
export const rewardsQuerySchema = z.object({ utcOffsetMinutes: utcOffsetSchema });

export const rewardStatsSchema = z.object({
  level: z.number().int().min(1),
  experiencePoints: z.number().int().min(0),
  totalPoints: z.number().int().min(0),
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  wordsLearned: z.number().int().min(0),
  conversationsCompleted: z.number().int().min(0),
});
export type RewardStatsDto = z.infer<typeof rewardStatsSchema>;

export const badgesResponseSchema = z.object({
  badges: z.array(badgeSchema),
  totalBadges: z.number().int().min(1),
});
export type BadgesResponse = z.infer<typeof badgesResponseSchema>;

export const dailyGoalSchema = z.object({
  completedConversations: z.number().int().min(0),
  targetConversations: z.number().int().min(1),
  completedWords: z.number().int().min(0),
  targetWords: z.number().int().min(1),
  goalCompleted: z.boolean(),
  pointsEarned: z.number().int().min(0),
});
export type DailyGoalDto = z.infer<typeof dailyGoalSchema>;

export const languagesEndpoints = {
  'POST /api/languages/generate-questions': endpoint({
    body: generateLanguageQuestionsRequestSchema,
    response: generateLanguageQuestionsResponseSchema,
    owner: 'userId',
    perMinute: 30,
    errors: [],
  }),
  'POST /api/languages/generate-chat-question': endpoint({
    body: generateChatQuestionRequestSchema,
    response: generateChatQuestionResponseSchema,
    owner: 'userId',
    perMinute: 60,
    errors: [],
  }),
  'POST /api/languages/evaluate-response': endpoint({
    body: evaluateResponseRequestSchema,
    response: evaluateResponseResponseSchema,
    owner: 'userId',
    perMinute: 60,
    errors: [],
  }),
};

export const languageRewardsEndpoints = {
  'POST /api/language-rewards/award-points': endpoint({
    body: awardPointsRequestSchema,
    response: awardPointsResponseSchema,
    owner: 'userId',
    perMinute: 120,
    errors: ['not_found'],
  }),
  'GET /api/language-rewards/stats/:userId/:language': endpoint({
    params: rewardsParamsSchema,
    query: rewardsQuerySchema,
    response: rewardStatsSchema,
    owner: 'userId',
    errors: [],
  }),
  'GET /api/language-rewards/badges/:userId/:language': endpoint({
    params: rewardsParamsSchema,
    response: badgesResponseSchema,
    owner: 'userId',
    errors: [],
  }),
  'GET /api/language-rewards/daily-goal/:userId/:language': endpoint({
    params: rewardsParamsSchema,
    query: rewardsQuerySchema,
    response: dailyGoalSchema,
    owner: 'userId',
    errors: [],
  }),
};
