import { describe, expect, it } from 'vitest';
import { BUILT_IN_STORIES, STORY_LIBRARY } from './library';
import { bandFirst } from './order';

describe('bandFirst', () => {
  it('leads with at least five stories for the 3–5 and 6–8 bands and keeps every story', () => {
    const all = [...BUILT_IN_STORIES, ...STORY_LIBRARY];
    for (const [age, band] of [[4, '3-5 years'], [6, '6-8 years']] as const) {
      const ordered = bandFirst(all, age);
      expect(ordered).toHaveLength(all.length);
      const lead = ordered.slice(0, 5);
      expect(lead.map((s) => s.ageGroup)).toEqual(Array(5).fill(band));
    }
  });
});
