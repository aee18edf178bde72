import { describe, expect, it } from 'vitest';
import {
  alignWord,
  countWords,
  estimateSchedule,
  firstWordOfParts,
  splitWords,
  syllables,
  TIMING,
  wordAtChar,
  wordAtTime,
} from './words';

const words = (text: string, lang = 'en') =>
  splitWords(text, lang)
    .filter((t) => t.word !== null)
    .map((t) => t.text);

describe('splitWords', () => {
  it('keeps every space and mark, so the pieces join back into the text', () => {
    const text = 'Nia dug a hole,  in the soft soil!\nThen 🌱 grew.';
    const tokens = splitWords(text, 'en');
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    for (const token of tokens) expect(text.slice(token.start, token.start + token.text.length)).toBe(token.text);
  });

  it('numbers the words in order and leaves punctuation, spaces and emoji unnumbered', () => {
    const tokens = splitWords("Don't go, Mr. Fox! 🌞 3 cats", 'en');
    expect(tokens.filter((t) => t.word !== null).map((t) => [t.text, t.word])).toEqual([
      ["Don't", 0],
      ['go', 1],
      ['Mr', 2],
      ['Fox', 3],
      ['3', 4],
      ['cats', 5],
    ]);
    expect(tokens.find((t) => t.text.includes('🌞'))?.word).toBeNull();
    expect(countWords(tokens)).toBe(6);
  });

  it('finds words in Japanese and Chinese, which have no spaces', () => {
    expect(words('ニアは土に穴を掘りました。', 'ja').length).toBeGreaterThan(3);
    expect(words('小猫在花园里玩。', 'zh').length).toBeGreaterThan(2);
  });

  it('counts where each part of a title-and-story text starts', () => {
    expect(firstWordOfParts(['The Brave Fox', 'Once there was a fox.'], 'en')).toEqual([0, 3]);
    expect(firstWordOfParts(['', 'Hello there'], 'en')).toEqual([0, 0]);
  });
});

describe('wordAtChar', () => {
  const tokens = splitWords('The cat sat, on the mat.', 'en');
  it('maps a boundary character index to the word it falls on', () => {
    expect(wordAtChar(tokens, 0)).toBe(0);
    expect(wordAtChar(tokens, 4)).toBe(1);
    expect(wordAtChar(tokens, 6)).toBe(1);
    expect(wordAtChar(tokens, 8)).toBe(2);
    expect(wordAtChar(tokens, 20)).toBe(5);
  });
  it('takes the next word when the index is on a space or mark, and the last word past the end', () => {
    expect(wordAtChar(tokens, 3)).toBe(1);
    expect(wordAtChar(tokens, 11)).toBe(3);
    expect(wordAtChar(tokens, 99)).toBe(5);
    expect(wordAtChar(splitWords('!!', 'en'), 0)).toBeNull();
  });
});

describe('alignWord', () => {
  it('is the same word when what is said is what is shown', () => {
    expect(alignWord(0, 5, 5)).toBe(0);
    expect(alignWord(4, 5, 5)).toBe(4);
  });
  it('skips a greeting the voice says first ("Hey Mia! …")', () => {
    expect(alignWord(0, 7, 5)).toBeNull();
    expect(alignWord(1, 7, 5)).toBeNull();
    expect(alignWord(2, 7, 5)).toBe(0);
    expect(alignWord(6, 7, 5)).toBe(4);
  });
  it('never points past the shown words', () => {
    expect(alignWord(5, 6, 7)).toBe(5);
    expect(alignWord(7, 7, 7)).toBeNull();
  });
});

describe('timed estimate', () => {
  it('counts syllables roughly', () => {
    expect(syllables('cat')).toBe(1);
    expect(syllables('garden')).toBe(2);
    expect(syllables('make')).toBe(1);
    expect(syllables('butterfly')).toBe(3);
    expect(syllables('掘りました')).toBe(5);
    expect(syllables('42')).toBe(2);
  });

  it('gives longer words more time and pauses at commas and full stops', () => {
    const schedule = estimateSchedule(splitWords('A butterfly, flew. Up', 'en'));
    const [a, butterfly, flew, up] = schedule.starts;
    expect(a).toBe(0);
    expect(butterfly).toBe(TIMING.syllable);
    expect(flew! - butterfly!).toBe(3 * TIMING.syllable + TIMING.commaPause);
    expect(up! - flew!).toBe(TIMING.syllable + TIMING.sentencePause);
    expect(schedule.total).toBe(up! + TIMING.syllable);
  });

  it('scales to the speaking rate', () => {
    const tokens = splitWords('One two three four', 'en');
    const normal = estimateSchedule(tokens, 1);
    const fast = estimateSchedule(tokens, 2);
    expect(fast.total).toBe(normal.total / 2);
    expect(fast.starts).toEqual(normal.starts.map((s) => s / 2));
  });

  it('tells which word is said at a moment', () => {
    const schedule = { starts: [0, 300, 900], total: 1200 };
    expect(wordAtTime(schedule, 0)).toBe(0);
    expect(wordAtTime(schedule, 299)).toBe(0);
    expect(wordAtTime(schedule, 300)).toBe(1);
    expect(wordAtTime(schedule, 5000)).toBe(2);
    expect(wordAtTime({ starts: [], total: 0 }, 10)).toBeNull();
  });
});
