import { describe, expect, it } from 'vitest';
import { scoreQuiz, truncateQuestion } from './quizScore';

const q = (question: string, answer: string, options?: string[]) => ({ id: question, question, answer, ...(options ? { options } : {}) });

describe('scoreQuiz', () => {
  it('counts right, wrong and unanswered and rounds the percent', () => {
    const questions = [q('1+1', '2', ['1', '2', '3', '4']), q('2+2', '4'), q('3+3', '6')];
    const score = scoreQuiz(questions, ['2', ' four ', undefined]);
    expect(score).toMatchObject({ correct: 2, total: 3, percent: 67 });
    expect(score.results.map((r) => r.correct)).toEqual([true, true, false]);
    expect(score.results[2]?.given).toBeUndefined();
  });

  it('treats a blank answer as no answer', () => {
    expect(scoreQuiz([q('1+1', '2')], ['   ']).results[0]?.given).toBeUndefined();
  });
});

describe('truncateQuestion', () => {
  it('keeps short questions and cuts long ones at 50 characters', () => {
    expect(truncateQuestion('How many apples?')).toBe('How many apples?');
    const long = 'x'.repeat(60);
    expect(truncateQuestion(long)).toBe(`${'x'.repeat(50)}...`);
    expect(truncateQuestion('y'.repeat(50))).toBe('y'.repeat(50));
  });
});
