/** Age bands from spec part 1 §9. */
export type AgeGroup = '3-5' | '6-8' | '9-12';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

/** The one place that knows the age bounds: a child is 3–10; stories and quizzes written for older readers reach 12. */
export const DEFAULT_CHILD_AGE = 6;
export const MIN_CHILD_AGE = 3;
export const MAX_CHILD_AGE = 10;
export const MAX_CONTENT_AGE = 12;

/** A usable age for content: rounded and clamped to 3–12, 6 when missing. */
export function clampContentAge(age: unknown): number {
  const n = Math.round(Number(age));
  if (!Number.isFinite(n)) return DEFAULT_CHILD_AGE;
  return Math.min(MAX_CONTENT_AGE, Math.max(MIN_CHILD_AGE, n));
}

export function isChildAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isInteger(age) && age >= MIN_CHILD_AGE && age <= MAX_CHILD_AGE;
}

export function ageGroupFor(age: number): AgeGroup {
  if (age <= 5) return '3-5';
  if (age <= 8) return '6-8';
  return '9-12';
}

export function difficultyFor(age: number): Difficulty {
  if (age <= 5) return 'beginner';
  if (age <= 8) return 'intermediate';
  return 'advanced';
}

/** Words shown on one reading page for a child of this age. */
export function wordsPerPage(age: number): number {
  if (age <= 5) return 15;
  if (age <= 8) return 25;
  return 40;
}

export type ScoreBand = 'perfect' | 'excellent' | 'good' | 'effort';

/** Score bands: 100% perfect, 80%+ excellent, 60–79% good, below 60% effort. */
export function scoreBand(percent: number): ScoreBand {
  if (percent >= 100) return 'perfect';
  if (percent >= 80) return 'excellent';
  if (percent >= 60) return 'good';
  return 'effort';
}
