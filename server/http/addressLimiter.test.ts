import { describe, expect, it } from 'vitest';
import { createAddressLimiter } from './addressLimiter';

describe('the per-address limiter', () => {
  it('allows max uses per window per address, then refuses until the window passes', () => {
    const limiter = createAddressLimiter({ max: 3, windowMs: 1000 });
    expect([1, 2, 3, 4].map(() => limiter.take('10.0.0.1', 0))).toEqual([true, true, true, false]);
    expect(limiter.take('10.0.0.2', 10)).toBe(true);
    expect(limiter.take('10.0.0.1', 999)).toBe(false);
    expect(limiter.take('10.0.0.1', 1000)).toBe(true);
  });

  it('keeps its memory bounded under a flood of addresses', () => {
    const limiter = createAddressLimiter({ max: 1, windowMs: 1000, maxAddresses: 100 });
    for (let i = 0; i < 10_000; i++) limiter.take(`a${i}`, 0);
    expect(limiter.take('a9999', 0)).toBe(false);
  });
});
