import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageCategory } from '../../../contract/common';
import type { Message } from '../../../contract/messages';
import { latestCompanionMessage, useSendMessage } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { useCompanionUser } from '../../lib/users';

/** Spec §4: refetch 2000 ms after send; we keep asking every 2 s for up to 30 s. */
export const REPLY_REFETCH_MS = 2000;
export const REPLY_GIVE_UP_MS = 30_000;

export interface TopicReplyState {
  /** the companion's reply once it exists */
  reply: string | undefined;
  /** sent and still waiting for the reply */
  waiting: boolean;
  /** waited the full 30 s without a reply */
  late: boolean;
}

const IDLE: TopicReplyState = { reply: undefined, waiting: false, late: false };

/**
 * Sends a topic message and finds the companion's reply: the one in the POST answer when the brain
 * answered at once, otherwise the newest companion message in the category that is newer than
 * the sent one, polled every 2 s.
 */
export function useTopicReply(category: MessageCategory) {
  const send = useSendMessage();
  const queryClient = useQueryClient();
  const companionId = useCompanionUser().data?.id;
  const [state, setState] = useState<TopicReplyState>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const run = useRef(0);

  const stopPolling = useCallback(() => {
    run.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => stopPolling, [stopPolling]);

  const wait = useCallback(
    (ms: number) => new Promise<void>((resolve) => (timer.current = setTimeout(resolve, ms))),
    [],
  );

  const poll = useCallback(
    async (sentId: number, myRun: number) => {
      const startedAt = Date.now();
      while (myRun === run.current) {
        await wait(REPLY_REFETCH_MS);
        if (myRun !== run.current) return;
        let messages: Message[] | undefined;
        try {
          messages = await queryClient.fetchQuery<Message[]>({
            queryKey: queryKeys.messages.byCategory(category),
            staleTime: 0,
          });
        } catch {
          messages = undefined;
        }
        if (myRun !== run.current) return;
        const latest = latestCompanionMessage(messages, companionId);
        if (latest && latest.id > sentId) {
          setState({ reply: latest.content, waiting: false, late: false });
          return;
        }
        if (Date.now() - startedAt >= REPLY_GIVE_UP_MS) {
          setState({ reply: undefined, waiting: false, late: true });
          return;
        }
      }
    },
    [category, companionId, queryClient, wait],
  );

  /** Posts the message; resolves true when it was stored (the reply may still be on its way). */
  const submit = useCallback(
    async (content: string): Promise<boolean> => {
      stopPolling();
      const myRun = run.current;
      setState({ reply: undefined, waiting: true, late: false });
      try {
        const posted = await send.mutateAsync({ content, category });
        if (myRun !== run.current) return true;
        if (posted.reply?.content) setState({ reply: posted.reply.content, waiting: false, late: false });
        else void poll(posted.message.id, myRun);
        return true;
      } catch {
        if (myRun === run.current) setState(IDLE);
        return false;
      }
    },
    [category, poll, send, stopPolling],
  );

  const reset = useCallback(() => {
    stopPolling();
    setState(IDLE);
  }, [stopPolling]);

  return { ...state, sending: send.isPending, submit, reset };
}
