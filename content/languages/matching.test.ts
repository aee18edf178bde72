import { describe, expect, it } from 'vitest';
import { answersMatch, containsPhrase, editDistance, isCloseSpelling, normalizeForMatch } from './matching';

describe('answer matching', () => {
  it('ignores case, accents and surrounding punctuation', () => {
    expect(normalizeForMatch('  ¡Está DELICIOSO!  ')).toBe('esta delicioso');
    expect(normalizeForMatch('« Bonne nuit »')).toBe('bonne nuit');
    expect(normalizeForMatch('Grüß dich')).toBe('gruss dich');
    expect(normalizeForMatch('nǐ hǎo')).toBe('ni hao');
    expect(answersMatch('¿CÓMO ESTÁS?', '¿cómo estás?', 'spanish')).toBe(true);
    expect(answersMatch('como estas', '¿cómo estás?', 'spanish')).toBe(true);
    expect(answersMatch('Cafe!', 'café')).toBe(true);
  });

  it('keeps Japanese voiced marks, so different words stay different', () => {
    expect(normalizeForMatch('かぎ')).toBe('かぎ');
    expect(answersMatch('かき', 'かぎ', 'japanese')).toBe(false);
    expect(answersMatch('ねこ。', 'ねこ', 'japanese')).toBe(true);
  });

  it('accepts an answer with or without its article, and spaces in romaji or pinyin', () => {
    expect(answersMatch('gato', 'el gato', 'spanish')).toBe(true);
    expect(answersMatch('arbre', "l'arbre", 'french')).toBe(true);
    expect(answersMatch('Katze', 'die Katze', 'german')).toBe(true);
    expect(answersMatch('the cat', 'cat', 'english')).toBe(true);
    expect(answersMatch('nihao', 'nǐ hǎo', 'chinese')).toBe(true);
    expect(answersMatch('dix sept', 'dix-sept', 'french')).toBe(true);
    expect(answersMatch('perro', 'el gato', 'spanish')).toBe(false);
    expect(answersMatch('', 'el gato', 'spanish')).toBe(false);
  });

  it('counts small typing slips as close, but not short words or other words', () => {
    expect(editDistance('gato', 'gatto')).toBe(1);
    expect(isCloseSpelling('gatto', 'el gato', 'spanish')).toBe(true);
    expect(isCloseSpelling('arigato', 'arigatō', 'japanese')).toBe(false);
    expect(isCloseSpelling('arigatoo', 'arigatō', 'japanese')).toBe(true);
    expect(isCloseSpelling('schmeterling', 'der Schmetterling', 'german')).toBe(true);
    expect(isCloseSpelling('sol', 'sal', 'spanish')).toBe(false);
    expect(isCloseSpelling('manzana', 'la naranja', 'spanish')).toBe(false);
  });

  it('finds a word inside a sentence as a whole word', () => {
    expect(containsPhrase('my favourite is rojo!', 'rojo', 'spanish')).toBe(true);
    expect(containsPhrase('I like the red car', 'red')).toBe(true);
    expect(containsPhrase('I like bread', 'red')).toBe(false);
    expect(containsPhrase('わたしはねこがすき', 'ねこ', 'japanese')).toBe(true);
    expect(containsPhrase('はな', 'は', 'japanese')).toBe(false);
  });
});
