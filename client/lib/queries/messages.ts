import { queryOptions } from '@tanstack/react-query';
import type { MessageCategory } from '../../../contract/constants';
import { call } from '../call';

/** Query-key and query factories for the conversation (as Actual's `queryOptions` factories). */
export const messageQueries = {
  all: ['messages'] as const,
  list: (category?: MessageCategory) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'list', category ?? 'all'] as const,
      queryFn: ({ signal }) => call('GET /api/messages', { query: { category } }, { signal }),
    }),
  recent: (limit: number) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'recent', limit] as const,
      queryFn: ({ signal }) => call('GET /api/messages/recent/:limit', { params: { limit } }, { signal }),
    }),
  stats: () =>
    queryOptions({
      queryKey: ['stats'] as const,
      queryFn: ({ signal }) => call('GET /api/stats', undefined, { signal }),
    }),
};
