import { describe, expect, it } from 'vitest';
import { autoStopAt, dayBounds, lastDays, localDate, usedMinutes, usedMsOnDay } from './timeMaths';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);
const MINUTE = 60_000;

describe('time-limit maths', () => {
  it('splits a session across midnight between the two local dates', () => {
    const sessions = [{ start: at(10, 23, 50), end: at(11, 0, 20) }];
    expect(usedMinutes(usedMsOnDay(sessions, at(10, 12), at(11, 1)))).toBe(10);
    expect(usedMinutes(usedMsOnDay(sessions, at(11, 12), at(11, 1)))).toBe(20);
    expect(localDate(at(11, 0, 5))).toBe('2026-03-11');
    expect(dayBounds(at(11, 15)).start.getTime()).toBe(at(11, 0).getTime());
  });

  it('counts an open session up to now only', () => {
    const sessions = [{ start: at(10, 9), end: null }];
    expect(usedMinutes(usedMsOnDay(sessions, at(10, 12), at(10, 9, 7)))).toBe(7);
  });

  it('stops an open session where the day’s limit is reached, counting earlier sessions', () => {
    const closed = [{ start: at(10, 8), end: at(10, 8, 20) }];
    expect(autoStopAt(at(10, 9), closed, 30, at(10, 9, 5))).toBeUndefined();
    expect(autoStopAt(at(10, 9), closed, 30, at(10, 9, 15))?.getTime()).toBe(at(10, 9, 10).getTime());
  });

  it('gives a session that runs past midnight a fresh budget on the new day', () => {
    // 20 of 30 minutes used before 23:50; the session reaches the limit at midnight, not later.
    const closed = [{ start: at(10, 20), end: at(10, 20, 20) }];
    expect(autoStopAt(at(10, 23, 50), closed, 30, at(11, 0, 5))?.getTime()).toBe(at(11, 0).getTime());
    // With room left yesterday, the new day starts from zero: 40 minutes after midnight it stops at 00:30.
    expect(autoStopAt(at(10, 23, 55), [], 30, at(11, 0, 40))?.getTime()).toBe(at(11, 0, 30).getTime());
    expect(autoStopAt(at(10, 23, 55), [], 30, at(11, 0, 20))).toBeUndefined();
  });

  it('stops at once when the limit was lowered below what is used', () => {
    const closed = [{ start: at(10, 8), end: at(10, 8, 40) }];
    expect(autoStopAt(at(10, 9), closed, 30, at(10, 9, 1))?.getTime()).toBe(at(10, 9).getTime());
  });

  it('lists the last seven dates oldest first', () => {
    expect(lastDays(at(3, 10), 7).map(localDate)).toEqual([
      '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03',
    ]);
    expect(usedMinutes(59 * MINUTE + 59_999)).toBe(59);
  });
});
