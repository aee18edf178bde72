// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../contract/messages';
import { LiveReplies, MESSAGE_STREAM_URL } from './liveReplies';
import { messageQueries } from './queries/messages';
import { userQueries } from './queries/users';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const reply: Message = {
  id: 42,
  fromUserId: 1,
  toUserId: 9,
  content: 'Rainbows are sunlight and rain!',
  category: 'general',
  messageType: 'text',
  childAge: 6,
  timestamp: '2025-06-01T12:00:00.000Z',
  drawingUrl: null,
};

function mount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, queryFn: async () => [] } } });
  queryClient.setQueryData(userQueries.current().queryKey, { id: 9, displayName: 'Ada' });
  queryClient.setQueryData(messageQueries.list('general').queryKey, [] as Message[]);
  queryClient.setQueryData(messageQueries.list(undefined).queryKey, [] as Message[]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveReplies />
    </QueryClientProvider>,
  );
  return { queryClient, view };
}

describe('live replies', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens one stream with credentials and puts each streamed message into the conversation', async () => {
    const { queryClient } = mount();
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe(MESSAGE_STREAM_URL);
    expect(source.init).toEqual({ withCredentials: true });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => source.emit('message', JSON.stringify(reply)));
    act(() => source.emit('message', JSON.stringify(reply))); // a repeat is not added twice
    act(() => source.emit('message', '{not json'));

    expect(queryClient.getQueryData(messageQueries.list('general').queryKey)).toEqual([reply]);
    expect(queryClient.getQueryData(messageQueries.list(undefined).queryKey)).toEqual([reply]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: messageQueries.stats().queryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['messages', 'recent'] });
  });

  it('opens the stream again after the server refused it, and closes it on unmount', async () => {
    vi.useFakeTimers();
    const { view } = mount();
    const first = FakeEventSource.instances[0]!;
    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.());
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    view.unmount();
    expect(FakeEventSource.instances[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
