import { describe, expect, it } from 'vitest';
import { drawingDate } from './drawingDate';

describe('drawingDate', () => {
  it('formats a date in the child language and tolerates nonsense', () => {
    expect(drawingDate('2026-11-21T12:00:00Z', 'en-US')).toBe('Nov 21, 2026');
    expect(drawingDate('not a date', 'en-US')).toBe('');
  });
});
