import { z } from 'zod';
import { contentAgeSchema } from './common';
import { endpoint } from './endpoint';

export const STORY_AGE_GROUPS = ['3-5 years', '6-8 years', '9-12 years'] as const;
export const STORY_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export const comprehensionQuestionSchema = z.object({
  question: z.string().min(1),
  options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  /** Index into `options`. */
  correctAnswer: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});
export type ComprehensionQuestionDto = z.infer<typeof comprehensionQuestionSchema>;

export const storySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  content: z.string().min(1),
  ageGroup: z.enum(STORY_AGE_GROUPS),
  difficulty: z.enum(STORY_DIFFICULTIES),
  wordCount: z.number().int().positive(),
  category: z.string().min(1),
  emoji: z.string().min(1),
  comprehensionQuestions: z.array(comprehensionQuestionSchema).min(1),
});
export type StoryDto = z.infer<typeof storySchema>;

export const generateStoriesRequestSchema = z.object({
  age: contentAgeSchema,
});
export type GenerateStoriesRequest = z.infer<typeof generateStoriesRequestSchema>;

export const generateStoriesResponseSchema = z.object({
  stories: z.array(storySchema),
});
export type GenerateStoriesResponse = z.infer<typeof generateStoriesResponseSchema>;

export const readingEndpoints = {
  'POST /api/reading/generate-stories': endpoint({
    body: generateStoriesRequestSchema,
    response: generateStoriesResponseSchema,
    perMinute: 30,
    errors: [],
  }),
  'GET /api/reading/stories': endpoint({
    query: generateStoriesRequestSchema,
    response: generateStoriesResponseSchema,
    errors: [],
  }),
};
