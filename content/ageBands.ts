/** Age bands from spec part 1 §9. */
export type AgeGroup = '3-5' | '6-8' | '9-12';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export const DEFAULT_CHILD_AGE = 6;
export const MIN_CHILD_AGE = 3;
export const MAX_CHILD_AGE = 10;

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
