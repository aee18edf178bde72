import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { isUnreachable } from './offlineHome';

const base = { isPending: false, fetchStatus: 'idle' as const, error: null };

describe('isUnreachable', () => {
  it('is true while the browser is offline and the query waits', () => {
    expect(isUnreachable({ ...base, isPending: true, fetchStatus: 'paused' })).toBe(true);
  });

  it('is true when the request got no answer at all', () => {
    expect(isUnreachable({ ...base, error: new TypeError('Failed to fetch') })).toBe(true);
  });

  it('is false when the server answered with an error, or is still loading', () => {
    expect(isUnreachable({ ...base, error: new HttpError(500, '500: boom') })).toBe(false);
    expect(isUnreachable({ ...base, isPending: true, fetchStatus: 'fetching' })).toBe(false);
    expect(isUnreachable(base)).toBe(false);
  });
});
