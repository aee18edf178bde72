import { describe, expect, it } from 'vitest';
import { farEnough, liveSegment, strokeSegments } from './smoothing';

describe('stroke smoothing', () => {
  it('makes nothing from one sample (it is a dot)', () => {
    expect(strokeSegments([{ x: 1, y: 1 }])).toEqual([]);
    expect(liveSegment([{ x: 1, y: 1 }])).toBeUndefined();
  });

  it('goes from the first point through midpoints with samples as controls to the last point', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 20, y: 10 },
    ];
    expect(strokeSegments(points)).toEqual([
      { from: { x: 0, y: 0 }, to: { x: 5, y: 0 } },
      { from: { x: 5, y: 0 }, control: { x: 10, y: 0 }, to: { x: 10, y: 5 } },
      { from: { x: 10, y: 5 }, control: { x: 10, y: 10 }, to: { x: 15, y: 10 } },
      { from: { x: 15, y: 10 }, to: { x: 20, y: 10 } },
    ]);
  });

  it('draws the same curves live, one sample at a time', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 20, y: 10 },
    ];
    const live = [2, 3, 4].map((n) => liveSegment(points.slice(0, n)));
    expect(live).toEqual(strokeSegments(points).slice(0, 3));
  });

  it('skips samples that barely moved', () => {
    expect(farEnough(undefined, { x: 0, y: 0 })).toBe(true);
    expect(farEnough({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe(false);
    expect(farEnough({ x: 0, y: 0 }, { x: 3, y: 0 })).toBe(true);
  });
});
