import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageCategory } from '../../contract/constants';
import type { Message, PostMessageResponse } from '../../contract/messages';
import { latestCompanionMessage, useSendMessage, type SendMessageInput } from './messages';
import { messageQueries } from './queries/messages';
import { useCompanionUser } from './users';

/** Spec §4: refetch 2000 ms after send; we keep asking every 2 s for up to 30 s. */
export const REPLY_REFETCH_MS = 2000;
export const REPLY_GIVE_UP_MS = 30_000;

export interface CompanionReplyState {
  /** The companion's reply to the last message sent, once it exists. */
  reply: Message | undefined;
  /** Sent and still waiting for the reply. */
  waiting: boolean;
  /** Waited the full 30 s without a reply. */
  late: boolean;
}

const IDLE: CompanionReplyState = { reply: undefined, waiting: false, late: false };

/** The companion's reply to a sent message: the newest companion message newer than it, if any. */
export function replyAfter(messages: readonly Message[] | undefined, sentId: number, companionId: number | undefined): Message | undefined {
  const latest = latestCompanionMessage(messages, companionId);
  return latest && latest.id > sentId ? latest : undefined;
}

/**
 * The one way to wait for McKenzie. Sends a message in a category and finds the reply: from the
 * POST answer when the brain answered at once, else from the live stream (which writes into the
 * conversation cache), else from the spec's refetch every 2 s — and only ever a reply newer than
 * the child's message, so a slow brain never shows the answer to the previous question.
 */
export function useCompanionReply(category: MessageCategory) {
  const send = useSendMessage();
  const queryClient = useQueryClient();
  const companionId = useCompanionUser().data?.id;
  const [state, setState] = useState<CompanionReplyState>(IDLE);
  const run = useRef(0);
  const cleanup = useRef<(() => void) | undefined>(undefined);

  const stop = useCallback(() => {
    run.current += 1;
    cleanup.current?.();
    cleanup.current = undefined;
  }, []);

  useEffect(() => stop, [stop]);

  const waitFor = useCallback(
    (sentId: number, myRun: number) => {
      const listKey = messageQueries.list(category).queryKey;
      const startedAt = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (next: CompanionReplyState) => {
        if (myRun !== run.current) return;
        stop();
        setState(next);
      };
      const check = (messages: readonly Message[] | undefined) => {
        const found = replyAfter(messages, sentId, companionId);
        if (found) finish({ reply: found, waiting: false, late: false });
        return found !== undefined;
      };
      // The live stream puts replies into the cached list: watch it.
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === JSON.stringify(listKey)) {
          check(event.query.state.data as Message[] | undefined);
        }
      });
      const poll = async () => {
        if (myRun !== run.current) return;
        try {
          if (check(await queryClient.fetchQuery({ ...messageQueries.list(category), staleTime: 0 }))) return;
        } catch {
          // The next tick tries again.
        }
        if (myRun !== run.current) return;
        if (Date.now() - startedAt >= REPLY_GIVE_UP_MS) finish({ reply: undefined, waiting: false, late: true });
        else timer = setTimeout(() => void poll(), REPLY_REFETCH_MS);
      };
      timer = setTimeout(() => void poll(), REPLY_REFETCH_MS);
      cleanup.current = () => {
        unsubscribe();
        if (timer) clearTimeout(timer);
      };
      check(queryClient.getQueryData(listKey));
    },
    [category, companionId, queryClient, stop],
  );

  /** Posts the message; resolves with what was stored (the reply may still be on its way), or undefined on failure. */
  const submit = useCallback(
    async (content: string, extra: Omit<SendMessageInput, 'content' | 'category'> = {}): Promise<PostMessageResponse | undefined> => {
      stop();
      const myRun = run.current;
      setState({ reply: undefined, waiting: true, late: false });
      try {
        const posted = await send.mutateAsync({ ...extra, content, category });
        if (myRun !== run.current) return posted;
        if (posted.reply) setState({ reply: posted.reply, waiting: false, late: false });
        else waitFor(posted.message.id, myRun);
        return posted;
      } catch {
        if (myRun === run.current) setState(IDLE);
        return undefined;
      }
    },
    [category, send, stop, waitFor],
  );

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, sending: send.isPending, submit, reset };
}
