import { z } from 'zod';
import { idSchema } from './common';

/** Quiz subjects (spec part 1 §2 Schoolwork Help); `general` is the "ask me anything" button. */
export const SCHOOLWORK_SUBJECTS = ['math', 'reading', 'writing', 'science', 'art', 'general'] as const;
export const schoolworkSubjectSchema = z.enum(SCHOOLWORK_SUBJECTS);
export type SchoolworkSubject = z.infer<typeof schoolworkSubjectSchema>;

export const QUIZ_MIN_AGE = 3;
export const QUIZ_MAX_AGE = 10;
export const QUIZ_TOTAL_SETS = 3;

/** The schoolwork age dropdown offers 3 to 10. */
export const quizAgeSchema = z.coerce.number().int().min(QUIZ_MIN_AGE).max(QUIZ_MAX_AGE);
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
  age: quizAgeSchema,
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
