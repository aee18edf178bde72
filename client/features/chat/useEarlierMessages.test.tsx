// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../contract/messages';
import { MESSAGES_PAGE, useEarlierMessages } from './useEarlierMessages';

const message = (id: number): Message => ({
  id, fromUserId: 7, toUserId: 1, content: `m${id}`, category: 'general', messageType: 'text', childAge: 6,
  timestamp: '2026-01-01T00:00:00.000Z', drawingUrl: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('useEarlierMessages', () => {
  it('offers earlier messages only after a full page, and fetches them before the oldest one it has', async () => {
    const newest = Array.from({ length: MESSAGES_PAGE }, (_, i) => message(1000 + i));
    const fetchMock = vi.fn(async (_url: string) =>
      new Response(JSON.stringify([message(10), message(11)]), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useEarlierMessages('general', newest));
    expect(result.current.hasMore).toBe(true);
    await act(async () => result.current.loadEarlier());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/messages?category=general&before=1000');
    expect(result.current.earlier.map((m) => m.id)).toEqual([10, 11]);
    expect(result.current.hasMore).toBe(false);
  });

  it('has nothing earlier to offer for a short conversation', () => {
    const { result } = renderHook(() => useEarlierMessages('general', [message(1), message(2)]));
    expect(result.current.hasMore).toBe(false);
  });
});
