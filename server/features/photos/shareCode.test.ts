import { describe, expect, it } from 'vitest';
import { newShareCode } from './shareCode';

describe('share codes', () => {
  it('are 8 characters A–Z0–9, different each time, using the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, newShareCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(36);
  });
});
