import { wordsPerPage } from '../ageBands';
import { splitWords } from './words';

const SENTENCE_END = /[.!?…]["'”’»)]*$/u;
const CLAUSE_END = /[,;:—–]["'”’»)]*$/u;
/** How far a page may stretch or shrink around the target to end at a boundary. */
const MIN_SHARE = 0.6;
const MAX_SHARE = 1.5;

/** The page end (exclusive word index) nearest the target whose last word passes `test`, within the window. */
function nearestBreak(words: readonly string[], start: number, target: number, test: RegExp): number | null {
  const min = start + Math.max(1, Math.floor(target * MIN_SHARE));
  const max = Math.min(words.length, start + Math.ceil(target * MAX_SHARE));
  let best: number | null = null;
  for (let end = min; end <= max; end += 1) {
    if (!test.test(words[end - 1] ?? '')) continue;
    if (best === null || Math.abs(end - start - target) < Math.abs(best - start - target)) best = end;
  }
  return best;
}

/**
 * Splits a story into pages of about `wordsPerPage(age)` words (15, 25 or 40), ending each page at a
 * sentence end near that target, else at a clause (comma, semicolon), and only as a last resort mid-clause.
 */
export function paginate(content: string, age: number): string[] {
  const words = splitWords(content);
  const size = wordsPerPage(age);
  const pages: string[] = [];
  let start = 0;
  while (start < words.length) {
    const end =
      nearestBreak(words, start, size, SENTENCE_END) ??
      nearestBreak(words, start, size, CLAUSE_END) ??
      Math.min(words.length, start + size);
    pages.push(words.slice(start, end).join(' '));
    start = end;
  }
  return pages;
}
