import { describe, expect, it } from 'vitest';
import { asciiOnly } from './asciiOnly';

/** Evaluates a JavaScript expression written in source form. */
const evaluate = (expression: string): unknown => new Function(`return (${expression});`)();

describe('asciiOnly', () => {
  it('leaves ASCII text as it is', () => {
    const source = 'const a = /[a-z]+/g; // plain';
    expect(asciiOnly(source)).toBe(source);
  });

  it('produces pure ASCII', () => {
    const out = asciiOnly('/[’‘`´]/g; // 迷子 — 🌟');
    expect([...out].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
  });

  it('keeps the meaning of regular expressions, with and without the u flag', () => {
    for (const [pattern, text] of [
      ['/死にたい|迷子/', '迷子になった'],
      ['/[’‘`´]/g', 'it’s'],
      ['/^¡?gracias/', '¡gracias'],
      ['/🌟+/u', 'a🌟🌟b'],
      ['/🌟/', 'x🌟'],
      ['/[ .\\-_·•]/', 'a·b'],
      ['/\\·/', 'a·b'],
    ] as const) {
      const before = text.match(evaluate(pattern) as RegExp);
      expect(before).not.toBeNull();
      expect(text.match(evaluate(asciiOnly(pattern)) as RegExp)).toEqual(before);
    }
  });

  it('keeps strings, templates and identity escapes equal', () => {
    for (const expression of ['"Buenos días 🌞"', '`¿Qué tal, ${"niño"}?`', "'\\é'", '"\\\\é"']) {
      expect(evaluate(asciiOnly(expression))).toBe(evaluate(expression));
    }
  });
});
