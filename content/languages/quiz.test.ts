import { describe, expect, it } from 'vitest';
import { LEARNABLE_LANGUAGES } from '../../contract/languagesConstants';
import { findItemById } from './catalog';
import { generateLanguageQuiz, isLanguageAnswerCorrect, languageQuizLength } from './quiz';

describe('language quiz', () => {
  it('is the same for the same seed and different for another seed', () => {
    const a = generateLanguageQuiz({ language: 'french', age: 7, seed: 42 });
    const b = generateLanguageQuiz({ language: 'french', age: 7, seed: 42 });
    const c = generateLanguageQuiz({ language: 'french', age: 7, seed: 43 });
    expect(a).toEqual(b);
    expect(a.map((q) => q.id)).not.toEqual(c.map((q) => q.id));
  });

  it('gives the youngest five multiple-choice questions about single words', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const quiz = generateLanguageQuiz({ language: 'spanish', age: 4, seed });
      expect(quiz).toHaveLength(5);
      for (const question of quiz) {
        expect(question.options, question.question).toHaveLength(4);
        expect(question.options).toContain(question.answer);
        expect(new Set(question.options).size).toBe(4);
        const item = findItemById(question.id.replace(/-\d+$/, ''));
        expect(item?.kind, question.id).toBe('word');
      }
    }
  });

  it('asks older children to type some answers, and every question explains itself', () => {
    const quiz = generateLanguageQuiz({ language: 'german', age: 10, seed: 7 });
    expect(quiz).toHaveLength(languageQuizLength(10));
    expect(quiz.some((q) => q.options === undefined)).toBe(true);
    for (const question of quiz) {
      expect(question.explanation).toMatch(/ means ".+" in German\./);
      expect(question.say).not.toBe('');
    }
    expect(new Set(quiz.map((q) => q.say)).size).toBe(quiz.length);
  });

  it('gives romaji and pinyin as pronunciation, and accepts them as typed answers', () => {
    for (const seed of [11, 12, 13]) {
      for (const question of generateLanguageQuiz({ language: 'japanese', age: 9, seed })) {
        expect(question.pronunciation).toMatch(/^[a-zāēīōū' ,]+$/);
        expect(question.explanation).toContain(`Say it like this: ${question.pronunciation}.`);
        if (question.accepted) expect(isLanguageAnswerCorrect(question, question.accepted[0] as string)).toBe(true);
      }
    }
    const chinese = generateLanguageQuiz({ language: 'chinese', age: 6, seed: 3 });
    expect(chinese.every((q) => /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/.test(q.pronunciation ?? ''))).toBe(true);
  });

  it('builds a question in every language for every age', () => {
    for (const language of LEARNABLE_LANGUAGES) {
      for (const age of [3, 6, 8, 10]) {
        expect(generateLanguageQuiz({ language, age, seed: age }).length).toBe(languageQuizLength(age));
      }
    }
  });

  it('counts an answer ignoring case, accents, punctuation and the article', () => {
    const question = { answer: 'el árbol', answerLanguage: 'spanish' as const };
    expect(isLanguageAnswerCorrect(question, 'EL ARBOL!')).toBe(true);
    expect(isLanguageAnswerCorrect(question, 'árbol')).toBe(true);
    expect(isLanguageAnswerCorrect(question, 'la casa')).toBe(false);
    expect(isLanguageAnswerCorrect(question, '   ')).toBe(false);
    expect(isLanguageAnswerCorrect({ answer: '猫', accepted: ['māo'], answerLanguage: 'chinese' }, 'mao')).toBe(true);
  });
});
