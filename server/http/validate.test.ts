import { describe, expect, it } from 'vitest';
import { pathOfNul } from './validate';

describe('pathOfNul', () => {
  it('names where a NUL hides: a value, a nested value, an array item or a key', () => {
    expect(pathOfNul('a\u0000b')).toBe('');
    expect(pathOfNul({ content: 'hi', childAge: 6, flag: true, none: null })).toBeUndefined();
    expect(pathOfNul({ childAge: 6, content: 'hi\u0000' })).toBe('content');
    expect(pathOfNul({ story: { pages: ['ok', 'bad\u0000'] } })).toBe('story.pages.1');
    expect(pathOfNul({ 'ke\u0000y': 1 })).toBe('ke\u0000y');
    expect(pathOfNul({ outer: { 'in\u0000': false } })).toBe('outer.in\u0000');
    expect(pathOfNul([1, { a: '\u0000' }])).toBe('1.a');
  });
});
