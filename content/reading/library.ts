import { ageGroupFor } from '../ageBands';
import { createRandom } from '../random';
import { MIDDLE_STORIES } from './stories/middle';
import { OLDER_STORIES } from './stories/older';
import { YOUNG_STORIES } from './stories/young';
import type { Story, StoryAgeGroup } from './types';

export { BUILT_IN_STORIES } from './stories/builtIn';

/** More original stories beyond the three built-in ones, spread over the three bands. */
export const STORY_LIBRARY: Story[] = [...YOUNG_STORIES, ...MIDDLE_STORIES, ...OLDER_STORIES];

const STORY_AGE_GROUP: Record<ReturnType<typeof ageGroupFor>, StoryAgeGroup> = {
  '3-5': '3-5 years',
  '6-8': '6-8 years',
  '9-12': '9-12 years',
};

export function storyAgeGroupFor(age: number): StoryAgeGroup {
  return STORY_AGE_GROUP[ageGroupFor(age)];
}

export const DEFAULT_STORY_COUNT = 3;

/** Library stories for the child's band that are not in `excludeIds`, in a seeded order. */
export function storiesForAge(age: number, excludeIds: string[], seed: number, count = DEFAULT_STORY_COUNT): Story[] {
  const group = storyAgeGroupFor(age);
  const excluded = new Set(excludeIds);
  const candidates = STORY_LIBRARY.filter((story) => story.ageGroup === group && !excluded.has(story.id));
  return createRandom(seed).shuffle(candidates).slice(0, Math.max(0, count));
}
