import { queryOptions } from '@tanstack/react-query';
import { call } from '../call';

/** The child's own saved stories (written on the writing pad, read on the shelf). */
export const storyQueries = {
  saved: () =>
    queryOptions({
      queryKey: ['stories', 'saved'] as const,
      queryFn: ({ signal }) => call('GET /api/writing/stories', undefined, { signal }),
    }),
};
