import { describe, expect, it } from 'vitest';
import { isQuizAnswerRight, quizTrophy } from './quizAnswers';

describe('language quiz answers', () => {
  it('counts an answer case-insensitively, without accents, punctuation or the article', () => {
    const question = { answer: 'le château', answerLanguage: 'french' as const };
    expect(isQuizAnswerRight(question, 'LE CHATEAU!')).toBe(true);
    expect(isQuizAnswerRight(question, 'château')).toBe(true);
    expect(isQuizAnswerRight(question, 'la maison')).toBe(false);
    expect(isQuizAnswerRight(question, '')).toBe(false);
    expect(isQuizAnswerRight({ answer: 'ねこ', accepted: ['neko'], answerLanguage: 'japanese' }, 'Neko')).toBe(true);
  });

  it('gives a trophy for a perfect score, a star from 70%, else a thumbs-up', () => {
    expect(quizTrophy(8, 8)).toBe('trophy');
    expect(quizTrophy(7, 10)).toBe('star');
    expect(quizTrophy(6, 10)).toBe('thumbs');
    expect(quizTrophy(0, 0)).toBe('thumbs');
  });
});
