import { describe, expect, it } from 'vitest';
import { WRITING_PROMPTS, promptsForAge } from './prompts';

describe('writing prompts', () => {
  it('has nine prompts, three per band, with unique ids', () => {
    expect(WRITING_PROMPTS).toHaveLength(9);
    expect(new Set(WRITING_PROMPTS.map((p) => p.id)).size).toBe(9);
    for (const band of ['3-5', '6-8', '9-12'] as const) {
      expect(WRITING_PROMPTS.filter((p) => p.ageGroup === band)).toHaveLength(3);
    }
  });

  it('filters by the child’s age', () => {
    expect(promptsForAge(3).every((p) => p.ageGroup === '3-5')).toBe(true);
    expect(promptsForAge(5).every((p) => p.ageGroup === '3-5')).toBe(true);
    expect(promptsForAge(6).every((p) => p.ageGroup === '6-8')).toBe(true);
    expect(promptsForAge(10).every((p) => p.ageGroup === '9-12')).toBe(true);
    expect(promptsForAge(7)).toHaveLength(3);
  });

  it('uses sentence prompts for the youngest', () => {
    expect(promptsForAge(4).every((p) => p.type === 'sentence')).toBe(true);
  });
});
