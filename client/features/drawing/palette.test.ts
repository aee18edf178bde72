import { describe, expect, it } from 'vitest';
import { BRUSH_WIDTH, CANVAS_HEIGHT, DEFAULT_STAMP_SIZE, ERASER_WIDTH } from '../../../contract/drawingConstants';
import { COLORS, LETTERS, NUMBERS, PICTURES, STAMP_SIZES } from './palette';

describe('drawing palette (spec §9)', () => {
  it('has 28 distinct named colours', () => {
    expect(COLORS).toHaveLength(28);
    expect(new Set(COLORS.map((c) => c.color)).size).toBe(28);
    expect(new Set(COLORS.map((c) => c.id)).size).toBe(28);
    expect(COLORS.slice(0, 2).map((c) => c.name)).toEqual(['Red', 'Orange']);
    for (const c of COLORS) expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has letters A to Z and numbers 0 to 100', () => {
    expect(LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(NUMBERS).toHaveLength(101);
    expect(NUMBERS[0]).toBe('0');
    expect(NUMBERS[100]).toBe('100');
  });

  it('has about 80 distinct pictures, each an emoji with a label', () => {
    expect(PICTURES.length).toBeGreaterThanOrEqual(75);
    expect(PICTURES.length).toBeLessThanOrEqual(85);
    expect(new Set(PICTURES.map((p) => p.name)).size).toBe(PICTURES.length);
    expect(new Set(PICTURES.map((p) => p.id)).size).toBe(PICTURES.length);
    for (const p of PICTURES) {
      expect(p.name).toMatch(/\p{Extended_Pictographic}/u);
      expect(p.label.length).toBeGreaterThan(1);
    }
  });

  it('offers stamp sizes 24 to 80 in steps of 8 with the five named sizes', () => {
    expect(STAMP_SIZES.map((s) => s.size)).toEqual([24, 32, 40, 48, 56, 64, 72, 80]);
    expect(STAMP_SIZES.filter((s) => !s.bigger).map((s) => [s.size, s.nameKey])).toEqual([
      [24, 'small'],
      [32, 'medium'],
      [48, 'large'],
      [64, 'xLarge'],
      [80, 'huge'],
    ]);
    expect(DEFAULT_STAMP_SIZE).toBe(48);
  });

  it('names the sizes between the named ones after the smaller one, a bit bigger (no bare numbers)', () => {
    expect(STAMP_SIZES.filter((s) => s.bigger).map((s) => [s.size, s.nameKey])).toEqual([
      [40, 'medium'],
      [56, 'large'],
      [72, 'xLarge'],
    ]);
  });

  it('keeps the spec widths and height', () => {
    expect([BRUSH_WIDTH, ERASER_WIDTH, CANVAS_HEIGHT]).toEqual([5, 20, 400]);
  });
});

describe('palette names in the English locale', () => {
  it('match the colour names and picture labels, with one entry each', async () => {
    const en = (await import('../../locales/en/drawing.json')).default as {
      colors: Record<string, string>;
      pictures: Record<string, string>;
    };
    expect(Object.fromEntries(COLORS.map((c) => [c.id, c.name]))).toEqual(en.colors);
    expect(Object.fromEntries(PICTURES.map((p) => [p.id, p.label]))).toEqual(en.pictures);
  });
});
