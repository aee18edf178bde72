import { describe, expect, it } from 'vitest';
import { article } from '../../grammar';
import { BANKS } from './index';

describe('question banks read correctly', () => {
  it('never say "a" before a vowel sound or "an" before a consonant sound', () => {
    const wrong: string[] = [];
    for (const bank of Object.values(BANKS)) {
      for (const items of Object.values(bank)) {
        for (const item of items) {
          for (const text of item) {
            for (const match of text.matchAll(/\b(a|an|A|An) ([A-Za-z][\w-]*)/g)) {
              const [, said, next] = match;
              if (said!.toLowerCase() !== article(next!)) wrong.push(text);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
