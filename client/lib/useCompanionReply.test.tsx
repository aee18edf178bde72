// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../contract/messages';
import { TEST_CHILD, TEST_COMPANION, testMessage } from './messageFixture';
import { addToConversationCache } from './messages';
import { messageQueries } from './queries/messages';
import { userQueries } from './queries/users';
import { REPLY_REFETCH_MS, useCompanionReply } from './useCompanionReply';

const CHILD = TEST_CHILD;
const COMPANION = TEST_COMPANION;
const message = (id: number, fromUserId: number, content: string) => testMessage(id, fromUserId, content, 'schoolwork');

/** The answer to an earlier question, already in the conversation. */
const OLD_REPLY = message(4, COMPANION, 'The answer to the previous question');
const SENT = message(10, CHILD, 'What is 6 times 7?');
const NEW_REPLY = message(11, COMPANION, '6 times 7 is 42!');

function setup(conversation: () => Message[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQueries.current().queryKey, { id: CHILD, displayName: 'Ada' });
  queryClient.setQueryData(userQueries.companion().queryKey, { id: COMPANION, displayName: 'McKenzie' });
  queryClient.setQueryData(messageQueries.list('schoolwork').queryKey, [OLD_REPLY]);
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  // A slow brain (an LLM): the POST answers before the reply exists.
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return json({ message: SENT, reply: null }, 201);
    if (url.startsWith('/api/messages')) return json(conversation());
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useCompanionReply('schoolwork'), { wrapper });
  return { queryClient, hook, fetchMock };
}

describe('useCompanionReply', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('never shows the answer to the previous question while a slow brain is still writing', async () => {
    let stored: Message[] = [OLD_REPLY, SENT];
    const { hook } = setup(() => stored);
    await act(async () => {
      await hook.result.current.submit(SENT.content);
    });
    expect(hook.result.current).toMatchObject({ waiting: true, reply: undefined });

    // The spec's refetch after 2 s finds only the old reply: still thinking, not the stale answer.
    await act(async () => vi.advanceTimersByTimeAsync(REPLY_REFETCH_MS));
    expect(hook.result.current.reply).toBeUndefined();
    expect(hook.result.current.waiting).toBe(true);

    // The LLM's reply is stored; the next refetch brings it.
    stored = [OLD_REPLY, SENT, NEW_REPLY];
    await act(async () => vi.advanceTimersByTimeAsync(REPLY_REFETCH_MS));
    expect(hook.result.current).toMatchObject({ waiting: false, late: false, reply: { id: 11, content: '6 times 7 is 42!' } });
  });

  it('takes the reply from the live stream as soon as it arrives, without waiting for the refetch', async () => {
    const { hook, queryClient, fetchMock } = setup(() => [OLD_REPLY, SENT]);
    await act(async () => {
      await hook.result.current.submit(SENT.content);
    });
    act(() => addToConversationCache(queryClient, { message: NEW_REPLY, reply: null }));
    expect(hook.result.current.reply?.id).toBe(11);
    const gets = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST');
    expect(gets).toHaveLength(0);
  });

  it('gives up kindly after 30 s with no reply', async () => {
    const { hook } = setup(() => [OLD_REPLY, SENT]);
    await act(async () => {
      await hook.result.current.submit(SENT.content);
    });
    await act(async () => vi.advanceTimersByTimeAsync(31_000));
    expect(hook.result.current).toMatchObject({ waiting: false, late: true, reply: undefined });
  });
});
