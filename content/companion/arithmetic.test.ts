import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import { arithmeticReply, evaluate, parseArithmetic } from './arithmetic';
import { numberToWords, replaceNumberWords } from './numbers';

describe('parseArithmetic + evaluate', () => {
  it.each([
    ['what is seven plus 5', 12],
    ['12 take away 4', 8],
    ['3 x 4', 12],
    ['3 times 4', 12],
    ['20 divided by 5', 4],
    ['half of 10', 5],
    ['double 6', 12],
    ["what's 9-3", 6],
    ['10 minus 15', -5],
    ['what is twenty-one plus one hundred', 121],
    ['one hundred and five take away five', 100],
    ['subtract 4 from 12', 8],
    ['take 3 away from 10', 7],
    ['add 3 and 4', 7],
    ['what is 2 and 3', 5],
    ['5 squared', 25],
    ['2 + 3 * 4', 14],
    ['what is 12 × 3', 36],
    ['18 ÷ 3', 6],
    ['4 lots of 5', 20],
    ['15 shared between 3', 5],
    ['what is ninety nine plus one', 100],
  ])('%s = %d', (text, expected) => {
    const problem = parseArithmetic(text);
    expect(problem).not.toBeNull();
    expect(evaluate(problem!)).toBe(expected);
  });

  it.each(['what is a cat', 'count to 10', 'I am 6-years-old', 'how many legs does a spider have', 'what is 12/05/2024'])(
    'does not treat %j as a sum',
    (text) => {
      expect(parseArithmetic(text)).toBeNull();
    },
  );
});

describe('arithmeticReply', () => {
  const reply = (text: string, age = 7) => arithmeticReply(parseArithmetic(text)!, age, createRandom(1));

  it('always states the exact answer', () => {
    expect(reply('what is seven plus 5')).toContain('is 12');
    expect(reply('6 times 7')).toContain('is 42');
  });

  it('explains a remainder simply instead of using decimals', () => {
    const text = reply('20 divided by 6');
    expect(text).toContain('20 divided by 6 is 3, with 2 left over');
    expect(text).not.toMatch(/3\.3/);
  });

  it('handles negative answers kindly', () => {
    const text = reply('10 minus 15');
    expect(text).toContain('-5');
    expect(text).toContain('negative 5');
  });

  it('explains halves of odd numbers', () => {
    expect(reply('half of 7')).toContain('3 and a half');
  });

  it('does not divide by zero', () => {
    expect(reply('10 divided by 0')).toMatch(/zero/);
  });
});

describe('number words', () => {
  it.each([
    ['twenty-one', '21'],
    ['twenty one', '21'],
    ['one hundred', '100'],
    ['one hundred and five', '105'],
    ['a thousand', '1000'],
    ['three hundred and forty-two', '342'],
  ])('%s -> %s', (words, digits) => {
    expect(replaceNumberWords(words)).toBe(digits);
  });

  it('keeps "and" between separate numbers', () => {
    expect(replaceNumberWords('add one and two')).toBe('add 1 and 2');
  });

  it('writes numbers as words', () => {
    expect(numberToWords(21)).toBe('twenty-one');
    expect(numberToWords(105)).toBe('one hundred and five');
    expect(numberToWords(-3)).toBe('negative three');
  });
});
