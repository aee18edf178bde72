import { describe, expect, it } from 'vitest';
import { remainingTimeColor } from './parentalConstants';

describe('remaining-time colours (spec part 2 §9)', () => {
  it('is green above 30 minutes, yellow above 10, red otherwise', () => {
    expect(remainingTimeColor(31)).toBe('green');
    expect(remainingTimeColor(30)).toBe('yellow');
    expect(remainingTimeColor(11)).toBe('yellow');
    expect(remainingTimeColor(10)).toBe('red');
    expect(remainingTimeColor(0)).toBe('red');
  });
});
