import { describe, expect, it } from 'vitest';
import { foldLatin } from './detect';
import { cjkNumbersToDigits, cjkNumeralToNumber, latinNumberWords, latinNumberWordsToDigits } from './numbers';

describe('latin number words', () => {
  it.each([
    ['es', 'treinta y dos', 32],
    ['es', 'dieciséis', 16],
    ['es', 'veintitrés', 23],
    ['es', 'cien', 100],
    ['fr', 'soixante-dix-sept', 77],
    ['fr', 'quatre-vingt-onze', 91],
    ['fr', 'vingt et un', 21],
    ['fr', 'soixante et onze', 71],
    ['fr', 'quatre-vingts', 80],
    ['de', 'einundzwanzig', 21],
    ['de', 'neunundneunzig', 99],
    ['de', 'dreißig', 30],
    ['de', 'zwölf', 12],
    ['it', 'ventotto', 28],
    ['it', 'trentuno', 31],
    ['it', 'ventitré', 23],
    ['it', 'cento', 100],
  ] as const)('%s %j is %d', (language, word, value) => {
    expect(latinNumberWordsToDigits(foldLatin(word), language)).toBe(String(value));
  });

  it.each(['es', 'fr', 'de', 'it'] as const)('%s knows every number from 0 to 100', (language) => {
    const values = new Set(latinNumberWords(language).values());
    for (let n = 0; n <= 100; n++) expect(values.has(n), `${language} ${n}`).toBe(true);
  });

  it('keeps the words around the numbers', () => {
    expect(latinNumberWordsToDigits('cuanto es tres mas cuatro', 'es')).toBe('cuanto es 3 mas 4');
    expect(latinNumberWordsToDigits('was ist drei plus vier', 'de')).toBe('was ist 3 plus 4');
  });

  it('does not read a number inside another word', () => {
    expect(latinNumberWordsToDigits('trescientos dosis', 'es')).toBe('trescientos dosis');
  });
});

describe('Japanese and Chinese numerals', () => {
  it.each([
    ['二十三', 23],
    ['十五', 15],
    ['十', 10],
    ['一百', 100],
    ['三百五十', 350],
    ['两', 2],
  ] as const)('%s is %d', (numeral, value) => {
    expect(cjkNumeralToNumber(numeral)).toBe(value);
  });

  it('reads kana numbers only next to a sign', () => {
    expect(cjkNumbersToDigits('さん+よん', 'ja')).toBe('3+4');
    expect(cjkNumbersToDigits('じゅうに+はち', 'ja')).toBe('12+8');
    expect(cjkNumbersToDigits('にわでさんぽ', 'ja')).toBe('にわでさんぽ');
  });
});
