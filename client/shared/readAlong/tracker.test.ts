import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadAlongTracker } from './tracker';
import { estimateSchedule, splitWords } from './words';

const TEXT = 'The cat sat on the mat.';

function tracker(shown = TEXT) {
  const seen: (number | null)[] = [];
  const t = new ReadAlongTracker((word) => seen.push(word), 'en');
  t.show(shown);
  return { t, seen };
}

describe('ReadAlongTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows word-boundary events and clears at the end', () => {
    const { t, seen } = tracker();
    t.handle({ type: 'start', text: TEXT });
    t.handle({ type: 'chunk', offset: 0, length: TEXT.length, rate: 1 });
    for (const charIndex of [0, 4, 8, 12, 15, 19]) t.handle({ type: 'boundary', charIndex });
    t.handle({ type: 'end' });
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, null]);
  });

  it('without boundary events, moves word by word on the timed estimate', () => {
    const { t, seen } = tracker();
    t.handle({ type: 'start', text: TEXT });
    t.handle({ type: 'chunk', offset: 0, length: TEXT.length, rate: 1 });
    expect(seen).toEqual([0]);
    const { starts } = estimateSchedule(splitWords(TEXT, 'en'));
    vi.advanceTimersByTime(starts[1]! - 1);
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0, 1]);
    vi.advanceTimersByTime(starts[5]! - starts[1]!);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    t.handle({ type: 'end' });
    expect(seen.at(-1)).toBeNull();
  });

  it('runs the estimate faster at a faster speaking rate', () => {
    const { t, seen } = tracker();
    t.handle({ type: 'start', text: TEXT });
    t.handle({ type: 'chunk', offset: 0, length: TEXT.length, rate: 2 });
    const { starts } = estimateSchedule(splitWords(TEXT, 'en'), 2);
    vi.advanceTimersByTime(starts[2]!);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('drops the estimate as soon as a real boundary arrives', () => {
    const { t, seen } = tracker();
    t.handle({ type: 'start', text: TEXT });
    t.handle({ type: 'chunk', offset: 0, length: TEXT.length, rate: 1 });
    t.handle({ type: 'boundary', charIndex: 0 });
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([0]);
    t.handle({ type: 'boundary', charIndex: 8 });
    expect(seen).toEqual([0, 2]);
  });

  it('starts each spoken piece at its own first word', () => {
    const text = 'One two. Three four.';
    const { t, seen } = tracker(text);
    t.handle({ type: 'start', text });
    t.handle({ type: 'chunk', offset: 0, length: 8, rate: 1 });
    t.handle({ type: 'chunk', offset: 9, length: 11, rate: 1 });
    expect(seen).toEqual([0, 2]);
  });

  it('skips the greeting the voice adds before the shown text', () => {
    const { t, seen } = tracker();
    const said = `Hey Mia! ${TEXT}`;
    t.handle({ type: 'start', text: said });
    t.handle({ type: 'boundary', charIndex: 0 });
    t.handle({ type: 'boundary', charIndex: 4 });
    expect(seen).toEqual([]);
    t.handle({ type: 'boundary', charIndex: 9 });
    t.handle({ type: 'boundary', charIndex: 13 });
    expect(seen).toEqual([0, 1]);
  });

  it('follows recorded audio by how far it has played', () => {
    const { t, seen } = tracker();
    t.handle({ type: 'start', text: TEXT });
    t.handle({ type: 'time', currentTime: 0, duration: 3, textLength: TEXT.length });
    t.handle({ type: 'time', currentTime: 1.5, duration: 3, textLength: TEXT.length });
    t.handle({ type: 'time', currentTime: 3, duration: 3, textLength: TEXT.length });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(5);
    const middle = seen[1]!;
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(5);
  });

  it('follows audio on the estimate at rate 1 while its length is unknown', () => {
    const { t, seen } = tracker();
    t.handle({ type: 'start', text: TEXT });
    const { starts } = estimateSchedule(splitWords(TEXT, 'en'));
    t.handle({ type: 'time', currentTime: starts[3]! / 1000, duration: Number.NaN, textLength: TEXT.length });
    expect(seen).toEqual([3]);
  });
});
