import { describe, expect, it } from 'vitest';
import { clockTime, relativeTime } from './time';

describe('relative time', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  it('says just now under an hour', () => {
    expect(relativeTime('2026-11-21T14:01:00Z', now, 'en')).toEqual({ kind: 'justNow' });
  });
  it('counts hours under a day', () => {
    expect(relativeTime('2026-11-21T12:00:00Z', now, 'en')).toEqual({ kind: 'hoursAgo', hours: 3 });
    expect(relativeTime('2026-11-20T15:00:01Z', now, 'en')).toEqual({ kind: 'hoursAgo', hours: 23 });
  });
  it('shows a date after a day', () => {
    const result = relativeTime('2026-11-19T10:00:00Z', now, 'en-US');
    expect(result.kind).toBe('date');
    expect(result.kind === 'date' && result.text).toContain('2026');
  });
});

describe('clock time', () => {
  it('looks like 3:05 PM in English', () => {
    const iso = new Date(2026, 10, 21, 15, 5).toISOString();
    expect(clockTime(iso, 'en-US')).toMatch(/^3:05\s?PM$/);
  });
});
