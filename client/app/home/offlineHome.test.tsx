// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/api';
import { OFFLINE_RETRY_MS, isUnreachable, useOfflineHome } from './offlineHome';

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

type QueryLike = Parameters<typeof useOfflineHome>[0][number];

describe('useOfflineHome', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const failed = (refetch: () => Promise<unknown>): QueryLike => ({ isPending: true, fetchStatus: 'idle', error: new TypeError('Failed to fetch'), refetch });

  it('asks again every few seconds while out of reach, even when no "online" event comes', () => {
    vi.useFakeTimers();
    const refetch = vi.fn(async () => undefined);
    const { result } = renderHook(() => useOfflineHome([failed(refetch)]));
    expect(result.current).toBe(true);
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(OFFLINE_RETRY_MS));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(OFFLINE_RETRY_MS));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('asks again at once when the browser says it is back online, and stops once Home is reachable', () => {
    vi.useFakeTimers();
    const refetch = vi.fn(async () => undefined);
    const { rerender } = renderHook(({ queries }) => useOfflineHome(queries), { initialProps: { queries: [failed(refetch)] as QueryLike[] } });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender({ queries: [{ ...base, refetch }] });
    act(() => vi.advanceTimersByTime(OFFLINE_RETRY_MS * 3));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
