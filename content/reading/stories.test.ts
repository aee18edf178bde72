import { describe, expect, it } from 'vitest';
import { storySchema } from '../../contract/reading';
import { BUILT_IN_STORIES, STORY_LIBRARY, storiesForAge } from './index';
import type { Story } from './types';

const ALL = [...BUILT_IN_STORIES, ...STORY_LIBRARY];
const WORDS: Record<Story['difficulty'], [number, number]> = {
  beginner: [60, 120],
  intermediate: [180, 300],
  advanced: [350, 550],
};
const GROUP: Record<Story['difficulty'], Story['ageGroup']> = {
  beginner: '3-5 years',
  intermediate: '6-8 years',
  advanced: '9-12 years',
};

describe('stories', () => {
  it('has the three built-in stories from the spec', () => {
    expect(BUILT_IN_STORIES.map((s) => [s.category, s.difficulty, s.ageGroup])).toEqual([
      ['Nature', 'beginner', '3-5 years'],
      ['School Life', 'intermediate', '6-8 years'],
      ['Science Fiction', 'advanced', '9-12 years'],
    ]);
  });

  it('has at least four library stories per band in varied categories', () => {
    for (const group of ['3-5 years', '6-8 years', '9-12 years'] as const) {
      expect(STORY_LIBRARY.filter((s) => s.ageGroup === group).length).toBeGreaterThanOrEqual(4);
    }
    expect(STORY_LIBRARY.length).toBeGreaterThanOrEqual(12);
    expect(new Set(STORY_LIBRARY.map((s) => s.category)).size).toBeGreaterThanOrEqual(8);
  });

  it('has unique ids and titles', () => {
    expect(new Set(ALL.map((s) => s.id)).size).toBe(ALL.length);
    expect(new Set(ALL.map((s) => s.title)).size).toBe(ALL.length);
  });

  for (const story of ALL) {
    it(`"${story.title}" is well formed`, () => {
      expect(storySchema.parse(story)).toEqual(story);
      expect(story.wordCount).toBe(story.content.split(/\s+/).filter(Boolean).length);
      const [min, max] = WORDS[story.difficulty];
      expect(story.wordCount).toBeGreaterThanOrEqual(min);
      expect(story.wordCount).toBeLessThanOrEqual(max);
      expect(story.ageGroup).toBe(GROUP[story.difficulty]);
      expect(story.comprehensionQuestions.length).toBeGreaterThanOrEqual(3);
      expect(story.comprehensionQuestions.length).toBeLessThanOrEqual(5);
      const text = story.content.toLowerCase();
      for (const q of story.comprehensionQuestions) {
        expect(new Set(q.options).size, q.question).toBe(4);
        // The right answer is grounded in the text: one of its words of 3+ letters appears there.
        const words = q.options[q.correctAnswer].toLowerCase().match(/[a-z']{3,}/g) ?? [];
        expect(words.some((w) => text.includes(w)), q.question).toBe(true);
      }
    });
  }
});

describe('storiesForAge', () => {
  it('returns library stories of the child’s band, leaving out excluded ids', () => {
    const young = storiesForAge(4, [], 1, 10);
    expect(young.length).toBeGreaterThanOrEqual(4);
    expect(young.every((s) => s.ageGroup === '3-5 years')).toBe(true);
    const first = young[0] as Story;
    expect(storiesForAge(4, [first.id], 1, 10).map((s) => s.id)).not.toContain(first.id);
    expect(storiesForAge(7, [], 1, 10).every((s) => s.ageGroup === '6-8 years')).toBe(true);
    expect(storiesForAge(10, [], 1, 10).every((s) => s.ageGroup === '9-12 years')).toBe(true);
  });

  it('is deterministic for a seed and honours count', () => {
    expect(storiesForAge(6, [], 5)).toEqual(storiesForAge(6, [], 5));
    expect(storiesForAge(6, [], 5)).toHaveLength(3);
    expect(storiesForAge(6, [], 5, 2)).toHaveLength(2);
  });
});
