// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS } from './toast';
import { renderHook, act } from '@testing-library/react';
import { useToasts } from './toast';


afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'first' });
      toast({ title: 'second', variant: 'destructive' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'second', variant: 'destructive', open: true });
  });

  it('keeps a dismissed toast closed until the remove delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'bye' }).id;
      dismissToast(id);
    });
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current.find((t) => t.id === id)).toBeUndefined();
  });
});
