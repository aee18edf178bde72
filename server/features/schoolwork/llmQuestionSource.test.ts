import { describe, expect, it, vi } from 'vitest';
import { generateQuestionSet, questionsPerSet } from '../../../content/schoolwork';
import type { GenerateJson } from '../../companion';
import { llmQuestionSource } from './llmQuestionSource';

const modelQuestions = (count: number, tweak: (i: number) => object = () => ({})) => ({
  questions: Array.from({ length: count }, (_, i) => ({
    question: `Which animal is number ${i + 1}?`,
    answer: `Cat ${i}`,
    options: [`Cat ${i}`, `Dog ${i}`, `Cow ${i}`, `Hen ${i}`],
    ...tweak(i),
  })),
});

const fakeModel = (answer: unknown) => vi.fn(async () => answer) as unknown as GenerateJson & ReturnType<typeof vi.fn>;

describe('quiz questions from the LLM', () => {
  const age = 6;
  const perSet = questionsPerSet(age);

  it('asks once per round and serves its three sets without repeats, answers among the options', async () => {
    const model = fakeModel(modelQuestions(perSet * 3));
    const source = llmQuestionSource(model);
    const sets = [];
    for (const setNumber of [1, 2, 3] as const)
      sets.push(await source({ subject: 'science', age, setNumber, seed: 7 }));
    expect(model).toHaveBeenCalledTimes(1);
    const texts = sets.flat().map((q) => q.question);
    expect(new Set(texts).size).toBe(perSet * 3);
    for (const q of sets.flat()) {
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain(q.answer);
    }
  });

  it('never lets a model write maths', async () => {
    const model = fakeModel(modelQuestions(30));
    const questions = await llmQuestionSource(model)({ subject: 'math', age, setNumber: 1, seed: 3 });
    expect(model).not.toHaveBeenCalled();
    expect(questions).toEqual(generateQuestionSet({ subject: 'math', age, setNumber: 1, seed: 3 }));
  });

  it.each([
    ['no answer at all (the provider failed)', undefined],
    ['too few questions', modelQuestions(perSet * 3 - 1)],
    ['an answer that is not an option', modelQuestions(perSet * 3, (i) => (i === 0 ? { answer: 'Zebra' } : {}))],
    ['the same question twice', modelQuestions(perSet * 3, () => ({ question: 'Which animal says moo?' }))],
  ])('falls back to the offline questions on %s', async (_name, answer) => {
    const source = llmQuestionSource(fakeModel(answer));
    const questions = await source({ subject: 'art', age, setNumber: 1, seed: 11 });
    expect(questions).toEqual(generateQuestionSet({ subject: 'art', age, setNumber: 1, seed: 11 }));
  });

  it('uses the offline set for a later set of a round it does not hold', async () => {
    const model = fakeModel(modelQuestions(perSet * 3));
    const questions = await llmQuestionSource(model)({ subject: 'reading', age, setNumber: 2, seed: 5 });
    expect(model).not.toHaveBeenCalled();
    expect(questions).toEqual(generateQuestionSet({ subject: 'reading', age, setNumber: 2, seed: 5 }));
  });
});
