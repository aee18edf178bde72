import { describe, expect, it, vi } from 'vitest';
import type { GenerateJson } from '../../companion';
import { llmStories } from './llmStories';

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 8 === 7 ? 'seed.' : 'the')).join(' ');
const question = {
  question: 'What did the seed need?',
  options: ['Water', 'Shoes', 'A hat', 'A car'],
  correctAnswer: 0,
};
const story = (content: string, overrides: object = {}) => ({
  title: 'The Sleepy Seed',
  category: 'Nature',
  emoji: '🌱',
  content,
  comprehensionQuestions: [question, question, question],
  ...overrides,
});
const model = (answer: unknown) => vi.fn(async () => answer) as unknown as GenerateJson;

describe('stories from the LLM', () => {
  it('keeps stories of the right length, with their band, difficulty, word count and a stable id', async () => {
    const [written] = await llmStories(model({ stories: [story(words(90))] }), 4);
    expect(written).toMatchObject({
      title: 'The Sleepy Seed',
      ageGroup: '3-5 years',
      difficulty: 'beginner',
      wordCount: 90,
    });
    expect(written!.id).toMatch(/^llm-/);
    const [again] = await llmStories(model({ stories: [story(words(90))] }), 4);
    expect(again!.id).toBe(written!.id);
  });

  it('drops a story too long for a young child or with repeated options', async () => {
    const repeated = { ...question, options: ['Water', 'water', 'A hat', 'A car'] };
    const result = await llmStories(
      model({
        stories: [story(words(400)), story(words(90), { comprehensionQuestions: [repeated, question, question] })],
      }),
      4,
    );
    expect(result).toEqual([]);
  });

  it('answers nothing when the model fails, so the library is used', async () => {
    expect(await llmStories(model(undefined), 9)).toEqual([]);
  });
});
