import { describe, expect, it } from 'vitest';
import { STORY_LIBRARY } from './index';
import { paginate } from './paginate';

const SENTENCE_END = /[.!?…]["'”’»)]*$/u;

describe('paginate', () => {
  it('ends pages at a sentence near the words-per-page target and loses no words', () => {
    const text =
      'Nia dug a hole in the soft soil. She dropped in one small seed. ' +
      'Then she poured water from her red can. Every day she came back to look. ' +
      'One morning a green shoot poked up! Nia clapped her hands and laughed.';
    const pages = paginate(text, 5);
    expect(pages[0]).toBe('Nia dug a hole in the soft soil. She dropped in one small seed.');
    for (const page of pages) expect(page).toMatch(SENTENCE_END);
    expect(pages.join(' ')).toBe(text);
  });

  it('falls back to a comma, then to the target, when a sentence runs long', () => {
    const long = Array.from({ length: 30 }, (_, i) => (i === 13 ? 'word,' : 'word')).join(' ') + '.';
    expect(paginate(long, 4)[0]!.split(' ')).toHaveLength(14);
    const noStops = Array.from({ length: 50 }, () => 'la').join(' ');
    expect(paginate(noStops, 4).map((p) => p.split(' ').length)).toEqual([15, 15, 15, 5]);
    expect(paginate('  ', 5)).toEqual([]);
  });

  it('keeps every library story whole and every page but the last within 60–150% of the target', () => {
    for (const story of STORY_LIBRARY) {
      for (const [age, size] of [[4, 15], [7, 25], [10, 40]] as const) {
        const pages = paginate(story.content, age);
        expect(pages.join(' ')).toBe(story.content.split(/\s+/).filter(Boolean).join(' '));
        for (const page of pages.slice(0, -1)) {
          const n = page.split(' ').length;
          expect(n).toBeGreaterThanOrEqual(Math.floor(size * 0.6));
          expect(n).toBeLessThanOrEqual(Math.ceil(size * 1.5));
        }
      }
    }
  });
});
