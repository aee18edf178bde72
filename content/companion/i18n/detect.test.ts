import { describe, expect, it } from 'vitest';
import { ALL_DEV_QUESTIONS } from '../eval/questions/sets';
import { ALL_EVAL_CASES } from '../eval/runEval';
import { detectMessageLanguage, replyLanguage } from './detect';

describe('detectMessageLanguage', () => {
  it.each([
    ['¿Cuánto es tres más cuatro?', 'es'],
    ['estoy muy triste hoy', 'es'],
    ['hola', 'es'],
    ['combien font 5 fois 2', 'fr'],
    ["je suis en colère contre ma sœur", 'fr'],
    ['merci', 'fr'],
    ['Was ist 7 minus 3?', 'de'],
    ['Ich bin müde', 'de'],
    ['danke', 'de'],
    ['quanto fa tre più quattro', 'it'],
    ['mi annoio', 'it'],
    ['ciao', 'it'],
    ['3たす4は', 'ja'],
    ['悲しい', 'ja'],
    ['三加四等于几', 'zh'],
    ['我很难过', 'zh'],
    ['what is the biggest animal?', 'en'],
    ['tell me a joke', 'en'],
    ['was there really a shark as big as a bus in the olden days', 'en'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(detectMessageLanguage(text)).toBe(language);
  });

  it('never takes an English eval message for another language', () => {
    const english = ALL_EVAL_CASES.filter((c) => c.group !== 'multilingual' && !/-(dev|heldout)$/.test(c.group));
    expect(english.length).toBeGreaterThan(300);
    const misread = english.map((c) => [c.text, detectMessageLanguage(c.text)]).filter(([, language]) => language !== null && language !== 'en');
    expect(misread).toEqual([]);
  });

  it("never takes a child's English question (the dev questions) for another language", () => {
    const misread = ALL_DEV_QUESTIONS.map((c) => [c.text, detectMessageLanguage(c.text)]).filter(([, language]) => language !== null && language !== 'en');
    expect(misread).toEqual([]);
  });

  it.each(['ok', '3+4', '', '😀', 'McKenzie', 'pizza'])('does not guess on %j', (text) => {
    expect(detectMessageLanguage(text)).toBeNull();
  });
});

describe('replyLanguage', () => {
  it('follows the profile when the message does not tell', () => {
    expect(replyLanguage('3+4', 'de')).toBe('de');
    expect(replyLanguage('ok', 'ja')).toBe('ja');
    expect(replyLanguage('ok', undefined)).toBe('en');
  });

  it('answers in the language the child wrote in', () => {
    expect(replyLanguage('je suis triste', 'de')).toBe('fr');
    expect(replyLanguage('what is 5 plus 5', 'es')).toBe('en');
    expect(replyLanguage('こんにちは', 'zh')).toBe('ja');
  });

  it("does not count the screens' English opening sentence as the child writing English", () => {
    expect(replyLanguage("I'm feeling sad.", 'es')).toBe('es');
    expect(replyLanguage("I've been doing sports!", 'fr')).toBe('fr');
    expect(replyLanguage("I'm feeling sad. mi amigo no jugó conmigo", 'en')).toBe('es');
  });

  it('keeps a Japanese child in Japanese when the message is kanji only', () => {
    expect(replyLanguage('大丈夫', 'ja')).toBe('ja');
    expect(replyLanguage('大丈夫', 'fr')).toBe('zh');
  });

  it('ignores a profile language that is not one of the seven', () => {
    expect(replyLanguage('ok', 'xx' as never)).toBe('en');
  });
});
