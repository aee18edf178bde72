import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { countingReply, parseCounting } from './counting';
import { dateReply, parseDateQuestion } from './dateTime';
import { JOKES, RIDDLES } from './jokes';
import { parseSpelling, spellOut, spellingReply } from './spelling';
import { isReplySafe } from '../safety';

describe('spelling', () => {
  it.each([
    ['how do you spell elephant', 'elephant'],
    ['spell cat please', 'cat'],
    ["what's the spelling of because", 'because'],
    ['how is butterfly spelled', 'butterfly'],
  ])('%s -> %s', (text, word) => {
    expect(parseSpelling(text)).toBe(word);
  });

  it('spells letter by letter', () => {
    expect(spellOut('elephant')).toBe('E-L-E-P-H-A-N-T');
    expect(spellingReply('elephant', 6, createRandom(1))).toContain('E-L-E-P-H-A-N-T');
  });

  it('ignores messages that are not about spelling', () => {
    expect(parseSpelling('what is an elephant')).toBeNull();
  });
});

describe('counting', () => {
  const count = (text: string) => countingReply(parseCounting(text)!, 6, createRandom(1));

  it('counts to 10', () => {
    expect(count('count to 10')).toContain('1, 2, 3, 4, 5, 6, 7, 8, 9, 10.');
  });
  it('counts from 5 to 12', () => {
    expect(count('count from 5 to 12')).toContain('5, 6, 7, 8, 9, 10, 11, 12.');
  });
  it('counts backwards from 10 to blast off', () => {
    expect(count('count backwards from ten')).toMatch(/10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0\. Blast off/);
  });
  it('counts in twos', () => {
    expect(count('count by 2s to 20')).toContain('2, 4, 6, 8, 10, 12, 14, 16, 18, 20.');
  });
  it('counts to one hundred', () => {
    expect(count('count to one hundred')).toContain('99, 100.');
  });
});

describe('date', () => {
  const now = new Date(2024, 4, 6, 15, 5); // Monday 6 May 2024, 3:05 pm

  it.each([
    ['what day is it', 'Today is Monday'],
    ["what's the date today", 'Monday, the 6th of May 2024'],
    ['what month is it', 'May'],
    ['what year is it', '2024'],
    ['what day is tomorrow', 'tomorrow is Tuesday'],
    ['what time is it', '3:05'],
  ])('%s -> %s', (text, expected) => {
    const question = parseDateQuestion(text);
    expect(question).not.toBeNull();
    expect(dateReply(question!, now, createRandom(1))).toContain(expected);
  });
});

describe('jokes and riddles', () => {
  it('has at least 20 of each, all kid-safe', () => {
    expect(JOKES.length).toBeGreaterThanOrEqual(20);
    expect(RIDDLES.length).toBeGreaterThanOrEqual(20);
    for (const [a, b] of [...JOKES, ...RIDDLES]) expect(isReplySafe(`${a} ${b}`).safe).toBe(true);
  });
});
