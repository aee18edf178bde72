import { describe, expect, it } from 'vitest';
import { article, countOf, withArticle } from './grammar';

describe('English grammar for generated text', () => {
  it('chooses a or an by the sound of the next word', () => {
    expect(withArticle('octagon')).toBe('an octagon');
    expect(withArticle('hexagon')).toBe('a hexagon');
    expect(withArticle('apple', true)).toBe('An apple');
    expect(withArticle('unicorn')).toBe('a unicorn');
    expect(withArticle('hour')).toBe('an hour');
    expect(article('umbrella')).toBe('an');
    expect(article('one-eyed monster')).toBe('a');
  });

  it('counts with the right plural', () => {
    expect(countOf(1, 'duck')).toBe('1 duck');
    expect(countOf(3, 'duck')).toBe('3 ducks');
    expect(countOf(2, 'box')).toBe('2 boxes');
    expect(countOf(4, 'strawberry')).toBe('4 strawberries');
    expect(countOf(2, 'mouse', 'mice')).toBe('2 mice');
  });
});
