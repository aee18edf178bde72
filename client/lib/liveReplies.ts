import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiKey } from '../../contract/api';
import type { Message } from '../../contract/messages';
import { addToConversationCache } from './messages';
import { messageQueries } from './queries/messages';
import { useCurrentUser } from './users';

/** EventSource needs a URL, not a fetch: the key keeps it tied to the contract. */
const STREAM_KEY = 'GET /api/messages/stream' satisfies ApiKey;
export const MESSAGE_STREAM_URL = STREAM_KEY.slice('GET '.length);
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** Puts one streamed message into the open conversation and refreshes what counts messages. */
export function applyLiveMessage(queryClient: QueryClient, message: Message): void {
  addToConversationCache(queryClient, { message, reply: null });
  void queryClient.invalidateQueries({ queryKey: [...messageQueries.all, 'recent'] });
  void queryClient.invalidateQueries({ queryKey: messageQueries.stats().queryKey });
}

/**
 * Opens ONE stream of this child's new messages (the companion's replies arrive here as soon as they
 * exist, also when an LLM writes them after the POST has answered). The screens' 2 s refetch stays as
 * the fallback. The browser reconnects on its own after a dropped connection; when the server refuses
 * the stream (no session yet, a restart), we open it again with a growing pause.
 */
export function useLiveReplies(): void {
  const queryClient = useQueryClient();
  const childId = useCurrentUser().data?.id;

  useEffect(() => {
    if (childId === undefined || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_MIN_MS;
    let stopped = false;

    const onMessage = (event: MessageEvent<string>) => {
      try {
        applyLiveMessage(queryClient, JSON.parse(event.data) as Message);
      } catch {
        // A garbled event is skipped; the refetch brings the message anyway.
      }
    };
    const open = () => {
      if (stopped) return;
      source = new EventSource(MESSAGE_STREAM_URL, { withCredentials: true });
      source.addEventListener('message', onMessage);
      source.onopen = () => {
        retryMs = RETRY_MIN_MS;
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is already reconnecting
        source.close();
        retryTimer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      source?.close();
    };
  }, [childId, queryClient]);
}

/** Mounted once inside the QueryClientProvider. */
export function LiveReplies(): null {
  useLiveReplies();
  return null;
}
