import { useCallback, useState } from 'react';
import type { MessageCategory } from '../../../contract/constants';
import type { Message } from '../../../contract/messages';
import { call } from '../../lib/call';

/** The server sends at most this many messages a page (GET /api/messages). */
export const MESSAGES_PAGE = 200;

/** Older messages than the newest page, fetched on request with the `before` cursor. */
export function useEarlierMessages(category: MessageCategory, newest: readonly Message[] | undefined) {
  const [earlier, setEarlier] = useState<Message[]>([]);
  const [lastPageFull, setLastPageFull] = useState<boolean | undefined>(undefined);
  const [loading, setLoading] = useState(false);

  // Another category starts from its own newest page (React's "reset state when a prop changes").
  const [forCategory, setForCategory] = useState(category);
  if (forCategory !== category) {
    setForCategory(category);
    setEarlier([]);
    setLastPageFull(undefined);
  }

  const oldest = earlier[0] ?? newest?.[0];
  const hasMore = lastPageFull ?? (newest?.length ?? 0) >= MESSAGES_PAGE;

  const loadEarlier = useCallback(async () => {
    if (!oldest || loading) return;
    setLoading(true);
    try {
      const page = await call('GET /api/messages', { query: { category, before: oldest.id } });
      setEarlier((current) => [...page, ...current]);
      setLastPageFull(page.length >= MESSAGES_PAGE);
    } catch {
      // The button stays; the child can try again.
    } finally {
      setLoading(false);
    }
  }, [category, loading, oldest]);

  return { earlier, hasMore, loading, loadEarlier };
}
