import type { Story, StoryAgeGroup, StoryDifficulty } from './types';
import { countWords } from './words';

const AGE_GROUP: Record<StoryDifficulty, StoryAgeGroup> = {
  beginner: '3-5 years',
  intermediate: '6-8 years',
  advanced: '9-12 years',
};

/** Builds a story: the age group follows the difficulty and the word count comes from the text. */
export function makeStory(story: Omit<Story, 'wordCount' | 'ageGroup'>): Story {
  const content = story.content.trim().replace(/[ \t]+\n/g, '\n');
  return { ...story, content, ageGroup: AGE_GROUP[story.difficulty], wordCount: countWords(content) };
}
