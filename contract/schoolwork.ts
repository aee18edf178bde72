import { z } from 'zod';
import { childAgeSchema, idSchema } from './common';
import { endpoint } from './endpoint';

/** Quiz subjects (spec part 1 §2 Schoolwork Help); `general` is the "ask me anything" button. */
export const SCHOOLWORK_SUBJECTS = ['math', 'reading', 'writing', 'science', 'art', 'general'] as const;
export const schoolworkSubjectSchema = z.enum(SCHOOLWORK_SUBJECTS);
export type SchoolworkSubject = z.infer<typeof schoolworkSubjectSchema>;

export const QUIZ_TOTAL_SETS = 3;

export const quizSetNumberSchema = z.coerce.number().int().min(1).max(QUIZ_TOTAL_SETS);

export const quizQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1),
  /** Four choices for multiple choice; absent for a free-text answer. */
  options: z.array(z.string().min(1)).length(4).optional(),
  /** Emoji shown big above the question, e.g. apples to count. */
  picture: z.string().min(1).optional(),
});
export type QuizQuestionDto = z.infer<typeof quizQuestionSchema>;

export const generateQuestionsRequestSchema = z.object({
  subject: schoolworkSubjectSchema,
  age: childAgeSchema,
  setNumber: quizSetNumberSchema.default(1),
  userId: idSchema,
});
export type GenerateQuestionsRequest = z.infer<typeof generateQuestionsRequestSchema>;

export const generateQuestionsResponseSchema = z.object({
  questions: z.array(quizQuestionSchema).min(1),
  setNumber: quizSetNumberSchema,
  totalSets: z.literal(QUIZ_TOTAL_SETS),
});
export type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;

export const schoolworkEndpoints = {
  'POST /api/schoolwork/generate-questions': endpoint({
    body: generateQuestionsRequestSchema,
    response: generateQuestionsResponseSchema,
    owner: 'userId',
    perMinute: 30,
    errors: [],
  }),
};
