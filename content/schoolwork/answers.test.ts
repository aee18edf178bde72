import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, parseNumber } from './answers';
import type { QuizQuestion } from './types';

const q = (answer: string, options?: string[]): QuizQuestion => ({ id: 'x', question: 'Q?', answer, ...(options ? { options } : {}) });

describe('isAnswerCorrect', () => {
  it('ignores case, extra spaces and punctuation at the ends', () => {
    expect(isAnswerCorrect(q('butterfly'), '  Butterfly! ')).toBe(true);
    expect(isAnswerCorrect(q('a butterfly'), 'a   BUTTERFLY.')).toBe(true);
    expect(isAnswerCorrect(q('butterfly'), 'butter fly')).toBe(false);
    expect(isAnswerCorrect(q('cat'), '')).toBe(false);
  });

  it('compares numbers by value', () => {
    expect(isAnswerCorrect(q('1000'), '1,000')).toBe(true);
    expect(isAnswerCorrect(q('1000'), '1000.0')).toBe(true);
    expect(isAnswerCorrect(q('1000'), 'one thousand')).toBe(true);
    expect(isAnswerCorrect(q('7'), 'seven')).toBe(true);
    expect(isAnswerCorrect(q('7'), 'Seven.')).toBe(true);
    expect(isAnswerCorrect(q('21'), 'twenty-one')).toBe(true);
    expect(isAnswerCorrect(q('105'), 'one hundred and five')).toBe(true);
    expect(isAnswerCorrect(q('30'), '30 cents')).toBe(true);
    expect(isAnswerCorrect(q('30'), '30 apples and 2')).toBe(false);
    expect(isAnswerCorrect(q('7'), '8')).toBe(false);
    expect(isAnswerCorrect(q('7'), '')).toBe(false);
  });

  it('keeps tapped options that differ only by case or punctuation apart', () => {
    const options = ['Sam is here.', 'sam is here.', 'Sam is here', 'sam is here?'];
    expect(isAnswerCorrect(q('Sam is here.', options), 'Sam is here.')).toBe(true);
    expect(isAnswerCorrect(q('Sam is here.', options), 'sam is here.')).toBe(false);
    expect(isAnswerCorrect(q('?', ['?', '.', '!', ',']), '?')).toBe(true);
    expect(isAnswerCorrect(q('?', ['?', '.', '!', ',']), '.')).toBe(false);
  });

  it('does not read letters as numbers', () => {
    expect(parseNumber('a')).toBeUndefined();
    expect(isAnswerCorrect(q('a'), 'A')).toBe(true);
    expect(isAnswerCorrect(q('a'), '1')).toBe(false);
  });

  it('accepts times written the same way', () => {
    expect(isAnswerCorrect(q('4:30'), ' 4:30 ')).toBe(true);
    expect(isAnswerCorrect(q('4:30'), '4:15')).toBe(false);
  });
});
