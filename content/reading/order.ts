import type { StoryAgeGroup } from './types';
import { storyAgeGroupFor } from './library';

/** The stories for the child's age band first (in their order), then the others; nothing is dropped. */
export function bandFirst<T extends { ageGroup: StoryAgeGroup }>(stories: readonly T[], age: number): T[] {
  const band = storyAgeGroupFor(age);
  return [...stories.filter((s) => s.ageGroup === band), ...stories.filter((s) => s.ageGroup !== band)];
}
