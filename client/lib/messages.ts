import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageCategory, MessageType } from '../../contract/common';
import type { Message, PostMessageBody, PostMessageResponse } from '../../contract/messages';
import { call } from './call';
import { messageQueries } from './queries/messages';
import { readChildAge } from './storageKeys';
import { useCompanionUser, useCurrentUser } from './users';

export function useMessages(category: MessageCategory | undefined, enabled = true) {
  return useQuery({ ...messageQueries.list(category), enabled });
}

export function useRecentMessages(limit = 5) {
  return useQuery(messageQueries.recent(limit));
}

export function useStats() {
  return useQuery(messageQueries.stats());
}

/** Puts a just-posted message and its reply into the cached conversation lists (this category and all). */
export function addToConversationCache(queryClient: QueryClient, posted: PostMessageResponse): void {
  const added = [posted.message, ...(posted.reply ? [posted.reply] : [])];
  for (const category of [posted.message.category, undefined]) {
    queryClient.setQueryData(messageQueries.list(category).queryKey, (old) => {
      if (!old) return old;
      const known = new Set(old.map((m) => m.id));
      return [...old, ...added.filter((m) => !known.has(m.id))];
    });
  }
}

export interface SendMessageInput {
  content: string;
  category: MessageCategory;
  messageType?: MessageType;
  drawingData?: string;
  childAge?: number;
}

/** Posts a message from this child to the companion (spec §7); the answer goes straight into the conversation cache. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const { data: companion } = useCompanionUser();
  return useMutation<PostMessageResponse, Error, SendMessageInput>({
    mutationFn: async (input) => {
      if (!me || !companion) throw new Error('0: not ready yet');
      const body: PostMessageBody = {
        fromUserId: me.id,
        toUserId: companion.id,
        content: input.content,
        category: input.category,
        messageType: input.messageType ?? 'text',
        childAge: input.childAge ?? readChildAge(),
        ...(input.drawingData ? { drawingData: input.drawingData } : {}),
      };
      return call('POST /api/messages', { body });
    },
    onSuccess: async (posted) => {
      // The answer holds what was stored (and the reply, when it was quick): the conversation takes it
      // as it is, without fetching the whole list again. Only the counts and the recent list refresh.
      addToConversationCache(queryClient, posted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...messageQueries.all, 'recent'] }),
        queryClient.invalidateQueries({ queryKey: messageQueries.stats().queryKey }),
      ]);
    },
  });
}

/** The newest companion message (highest id) in a list: the reply to show. */
export function latestCompanionMessage(messages: readonly Message[] | undefined, companionId: number | undefined): Message | undefined {
  if (!messages || companionId === undefined) return undefined;
  let latest: Message | undefined;
  for (const message of messages) {
    if (message.fromUserId === companionId && (!latest || message.id > latest.id)) latest = message;
  }
  return latest;
}
