import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES } from '../entries';
import { FOOD_ENTRIES } from './food';
import { HOME_SCIENCE_ENTRIES } from './homeScience';
import { SPORTS_ENTRIES } from './sports';
import { TECHNOLOGY_ENTRIES } from './technology';

const TOPICS = [
  { prefix: 'home-', entries: HOME_SCIENCE_ENTRIES },
  { prefix: 'sport-', entries: SPORTS_ENTRIES },
  { prefix: 'food-', entries: FOOD_ENTRIES },
  { prefix: 'tech-', entries: TECHNOLOGY_ENTRIES },
];

const normalise = (question: string) => question.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();

describe('home science, sports, food and technology entries', () => {
  it.each(TOPICS)('$prefix entries carry their prefix, 3 to 6 questions and 2 to 6 keywords', ({ prefix, entries }) => {
    for (const entry of entries) {
      expect(entry.id.startsWith(prefix), entry.id).toBe(true);
      expect(entry.questions.length, entry.id).toBeGreaterThanOrEqual(3);
      expect(entry.questions.length, entry.id).toBeLessThanOrEqual(6);
      expect(entry.keywords.length, entry.id).toBeGreaterThanOrEqual(2);
      expect(entry.keywords.length, entry.id).toBeLessThanOrEqual(6);
    }
  });

  it('never repeats a question that another entry in the base already asks', () => {
    const owner = new Map<string, string>();
    for (const entry of ALL_ENTRIES) {
      for (const question of entry.questions) {
        const key = normalise(question);
        const first = owner.get(key);
        if (first === undefined) owner.set(key, entry.id);
        else if (first !== entry.id && TOPICS.some(({ prefix }) => entry.id.startsWith(prefix) || first.startsWith(prefix))) {
          expect.fail(`"${question}" is asked by both ${first} and ${entry.id}`);
        }
      }
    }
  });

  it('starts every answer with a full sentence a young child can take on its own', () => {
    for (const { entries } of TOPICS) {
      for (const entry of entries) {
        expect(entry.answer, entry.id).toMatch(/^[A-Z0-9"][^]*?[.!?](\s|$)/);
        expect(entry.answer.endsWith('.') || entry.answer.endsWith('!') || entry.answer.endsWith('?'), entry.id).toBe(true);
      }
    }
  });
});
