import type { QuizQuestion } from './types';

const ONES: Record<string, number> = {
  zero: 0, nought: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90,
};
/** Units a child may add after a number ("30 cents", "5 apples" is not accepted). */
const UNITS = new Set([
  'cent', 'cents', 'c', 'p', 'pence', 'penny', 'pennies', 'minute', 'minutes', 'mins', 'min',
  'hour', 'hours', 'day', 'days', 'week', 'weeks', 'year', 'years', 'sides', 'legs',
]);

/** Lower case, single spaces, no punctuation at either end. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,!?;:'"()[\]{}]+|[\s.,!?;:'"()[\]{}]+$/g, '');
}

/** "seven" → 7, "twenty-one" → 21, "one hundred and five" → 105, "a thousand" → 1000. */
export function parseNumberWords(text: string): number | undefined {
  const words = text.replace(/-/g, ' ').split(' ').filter((w) => w !== '' && w !== 'and');
  if (words.length === 0) return undefined;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const [index, word] of words.entries()) {
    if (word in ONES) {
      current += ONES[word] as number;
    } else if (word in TENS) {
      current += TENS[word] as number;
    } else if (word === 'a' && index === 0 && words.length > 1) {
      current += 1;
    } else if (word === 'hundred') {
      current = (current === 0 ? 1 : current) * 100;
    } else if (word === 'thousand') {
      total += (current === 0 ? 1 : current) * 1000;
      current = 0;
    } else {
      return undefined;
    }
    seen = true;
  }
  return seen ? total + current : undefined;
}

/** Reads a number written with digits ("1,000", "1000.0", "-3") or words ("seven"). */
export function parseNumber(text: string): number | undefined {
  const value = normalizeAnswer(text);
  const grouped = /^-?\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?$/.test(value) ? value.replace(/[, ]/g, '') : value;
  if (/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(grouped)) return Number(grouped);
  return parseNumberWords(value);
}

function numericGiven(text: string): number | undefined {
  const direct = parseNumber(text);
  if (direct !== undefined) return direct;
  const value = normalizeAnswer(text);
  const match = /^(.*?\S)\s*([a-z]+)$/.exec(value);
  if (match && UNITS.has(match[2] as string)) return parseNumber(match[1] as string);
  return undefined;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * True when `given` is the question's answer. A tapped option is compared exactly (so
 * "Sam is here." and "sam is here" stay different choices); typed text ignores case,
 * extra spaces, punctuation at the ends and number formatting ("1,000" = "1000.0",
 * "seven" = "7").
 */
export function isAnswerCorrect(question: QuizQuestion, given: string): boolean {
  const typed = collapse(given);
  if (typed === '') return false;
  const answer = collapse(question.answer);
  if (question.options?.some((option) => collapse(option) === typed)) return typed === answer;

  const expected = parseNumber(answer);
  if (expected !== undefined) {
    const value = numericGiven(typed);
    return value !== undefined && Math.abs(value - expected) < 1e-9;
  }
  return normalizeAnswer(typed) === normalizeAnswer(answer);
}
