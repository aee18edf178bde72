import { wordsPerPage } from '../ageBands';
import { splitWords } from './words';

/** Splits a story into pages of `wordsPerPage(age)` words (15, 25 or 40). */
export function paginate(content: string, age: number): string[] {
  const words = splitWords(content);
  const size = wordsPerPage(age);
  const pages: string[] = [];
  for (let i = 0; i < words.length; i += size) pages.push(words.slice(i, i + size).join(' '));
  return pages;
}
