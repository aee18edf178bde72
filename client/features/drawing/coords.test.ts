import { describe, expect, it } from 'vitest';
import { backingSize, isInside, MIN_SHOWN_HEIGHT, paperSize, shownPaperSize, toPaperPoint } from './coords';

describe('coordinate mapping', () => {
  const rect = { left: 100, top: 50, width: 800, height: 400 };

  it('maps a pointer to paper pixels', () => {
    expect(toPaperPoint(150, 80, rect, { width: 800, height: 400 })).toEqual({ x: 50, y: 30 });
  });

  it('scales when the element is shown at another size', () => {
    expect(toPaperPoint(500, 250, rect, { width: 400, height: 200 })).toEqual({ x: 200, y: 100 });
  });

  it('clamps to the paper', () => {
    expect(toPaperPoint(0, 1000, rect, { width: 800, height: 400 })).toEqual({ x: 0, y: 400 });
  });

  it('knows when a point is over the paper', () => {
    expect(isInside(500, 250, rect)).toBe(true);
    expect(isInside(50, 250, rect)).toBe(false);
  });

  it('scales the backing store by the pixel ratio, at least 1 and at most 3', () => {
    expect(backingSize(800, 400, 2)).toEqual({ width: 1600, height: 800, scale: 2 });
    expect(backingSize(800, 400, 0)).toEqual({ width: 800, height: 400, scale: 1 });
    expect(backingSize(100, 400, 4)).toEqual({ width: 300, height: 1200, scale: 3 });
  });

  it('shows the paper full width and at most 400 px tall, never shorter than the minimum', () => {
    expect(shownPaperSize(620.4, 612)).toEqual({ width: 620, height: 400 });
    expect(shownPaperSize(342, 251.7)).toEqual({ width: 342, height: 251 });
    expect(shownPaperSize(342, 40)).toEqual({ width: 342, height: MIN_SHOWN_HEIGHT });
  });

  it('keeps the paper 400 paper pixels tall and widens it where it is shown shorter', () => {
    expect(paperSize({ width: 620, height: 400 })).toEqual({ width: 620, height: 400 });
    expect(paperSize({ width: 342, height: 250 })).toEqual({ width: 547, height: 400 });
  });
});
