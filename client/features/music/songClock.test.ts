import { describe, expect, it } from 'vitest';
import { clockText, nextTick } from './songClock';

describe('nextTick', () => {
  it('moves on by 0.1 s without drifting', () => {
    let time = 0;
    for (let i = 0; i < 73; i += 1) time = nextTick(time, 30).time;
    expect(time).toBe(7.3);
  });
  it('stops and goes back to 0 at the song’s end', () => {
    expect(nextTick(29.8, 30)).toEqual({ time: 29.9, ended: false });
    expect(nextTick(29.9, 30)).toEqual({ time: 0, ended: true });
  });
});

describe('clockText', () => {
  it('shows minutes and seconds', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(7.9)).toBe('0:07');
    expect(clockText(65)).toBe('1:05');
  });
});
