export type Subject = 'math' | 'reading' | 'writing' | 'science' | 'art' | 'general';

export const SUBJECTS: readonly Subject[] = ['math', 'reading', 'writing', 'science', 'art', 'general'];

export interface QuizQuestion {
  id: string;
  question: string;
  answer: string;
  /** Four shuffled choices (exactly one is the answer); absent means free text. */
  options?: string[];
  /** Emoji string shown above the question, e.g. apples to count. */
  picture?: string;
}

/** Question sets per subject, age and seed (spec §9: default totalSets 3). */
export const TOTAL_SETS = 3;

export type SetNumber = 1 | 2 | 3;

/** Age bands for the curated banks: 3–5, 6–8, 9–10. */
export type QuizBand = 'young' | 'middle' | 'older';

export function quizBandFor(age: number): QuizBand {
  if (age <= 5) return 'young';
  if (age <= 8) return 'middle';
  return 'older';
}

/** 5 questions for the youngest, up to 8 for the oldest. */
export function questionsPerSet(age: number): number {
  if (age <= 4) return 5;
  if (age <= 6) return 6;
  if (age <= 8) return 7;
  return 8;
}

/** Multiple choice up to age 6; free text from 7 where the answer is short and unambiguous. */
export function usesMultipleChoice(age: number): boolean {
  return age <= 6;
}
