import { describe, expect, it } from 'vitest';
import { CHAT_QUESTION_TYPES, LEARNABLE_LANGUAGES } from '../../contract/languagesConstants';
import { ROWS_BY_TYPE, allItems, findItemById, itemsFor } from './catalog';
import { normalizeForMatch } from './matching';
import { NUMBER_VALUES, NUMBERS_ROWS } from './words/numbers';

/** International words that really are spelled the same way in the language being learned. */
const SAME_AS_ENGLISH = new Set([
  'arm', 'baby', 'ball', 'banana', 'bus', 'chocolate', 'color', 'dragon', 'elephant', 'fruit', 'six', 'table', 'train', 'zero', 'finger', 'giraffe', 'hand', 'lion', 'no', 'orange',
  'panda', 'parents', 'park', 'prince', 'robot', 'sandwich', 't shirt', 'tiger', 'turquoise', 'wind', 'winter', 'wolf', 'zebra',
]);
const ARTICLE = /^(?:el|la|los|las|le|les|l'|der|die|das|il|lo|i|gli)\s*/;
const ENGLISH_ONLY_WORDS = new Set(['the', 'and', 'you', 'your', 'my', 'is', 'are', 'what', 'please', 'thank', 'hello', 'with', 'this', "it's", "i'm"]);
const TONE_MARK = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/;
const NEUTRAL_SYLLABLES = new Set(['de', 'le', 'ma', 'ne', 'ba', 'ge', 'zi', 'men', 'me', 'ya', 'la']);

describe('language content', () => {
  it('has at least 40 items for each of the 15 question types in all six languages', () => {
    for (const language of LEARNABLE_LANGUAGES) {
      for (const type of CHAT_QUESTION_TYPES) {
        expect(itemsFor(language, type).length, `${language} ${type}`).toBeGreaterThanOrEqual(40);
      }
    }
    expect(allItems()).toHaveLength(6 * CHAT_QUESTION_TYPES.reduce((sum, type) => sum + ROWS_BY_TYPE[type].length, 0));
  });

  it('gives every row an English text and a translation in every language, with no stray spaces', () => {
    for (const type of CHAT_QUESTION_TYPES) {
      for (const row of ROWS_BY_TYPE[type]) {
        expect(row, `${type}: ${row[0]}`).toHaveLength(9);
        for (const cell of row) {
          expect(cell.trim(), `${type}: ${row[0]}`).not.toBe('');
          expect(cell, `${type}: ${row[0]}`).toBe(cell.trim());
        }
      }
    }
  });

  it('has unique ids, and unique English meanings within a type', () => {
    const ids = allItems().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of CHAT_QUESTION_TYPES) {
      const english = ROWS_BY_TYPE[type].map((row) => row[0].toLowerCase());
      expect(new Set(english).size, type).toBe(english.length);
    }
    expect(findItemById('spanish-animals-cat')?.text).toBe('el gato');
    expect(findItemById('japanese-animals-cat')?.pronunciation).toBe('neko');
    expect(findItemById('chinese-greetings-hello')).toMatchObject({ text: '你好', pronunciation: 'nǐ hǎo' });
  });

  it('leaves no English in a Spanish, French, German or Italian field', () => {
    const problems: string[] = [];
    for (const item of allItems().filter((i) => !['japanese', 'chinese'].includes(i.language))) {
      const text = normalizeForMatch(item.text).replace(ARTICLE, '');
      const english = normalizeForMatch(item.english).replace(/^(?:the|a|an)\s+/, '');
      if (!SAME_AS_ENGLISH.has(english) && text === english) problems.push(`${item.id}: same as English`);
      const words = item.text.toLowerCase().split(/[^\p{L}']+/u);
      if (words.some((word) => ENGLISH_ONLY_WORDS.has(word))) problems.push(`${item.id}: English word in "${item.text}"`);
    }
    expect(problems).toEqual([]);
  });

  it('writes Japanese in kana or kanji with romaji, and Chinese in characters with pinyin', () => {
    for (const item of allItems()) {
      if (item.language === 'japanese') {
        expect(item.text, item.id).toMatch(/^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー、。！？]+$/u);
        expect(item.pronunciation, item.id).toMatch(/^[a-zāēīōū' ,]+$/);
      } else if (item.language === 'chinese') {
        expect(item.text, item.id).toMatch(/^[\p{Script=Han}，。！？]+$/u);
        expect(item.pronunciation, item.id).toMatch(/^[A-Za-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü' ,]+$/);
      } else {
        expect(item.pronunciation, item.id).toBeUndefined();
        expect(item.text, item.id).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}]/u);
      }
    }
  });

  it('puts tone marks on every pinyin word except the neutral-tone particles', () => {
    for (const item of allItems().filter((i) => i.language === 'chinese')) {
      const words = (item.pronunciation ?? '').toLowerCase().replace(/[,']/g, ' ').split(/\s+/).filter(Boolean);
      expect(/\d/.test(item.pronunciation ?? ''), item.id).toBe(false);
      for (const word of words) {
        if (!NEUTRAL_SYLLABLES.has(word)) expect(TONE_MARK.test(word), `${item.id}: ${word}`).toBe(true);
      }
    }
  });

  it('knows the value of every number', () => {
    expect(NUMBER_VALUES).toHaveLength(NUMBERS_ROWS.length);
    expect(NUMBERS_ROWS[7]).toEqual(['seven', 'siete', 'sept', 'sieben', 'sette', '七', 'nana', '七', 'qī']);
    expect(NUMBERS_ROWS[NUMBER_VALUES.indexOf(100)]?.[1]).toBe('cien');
  });
});
