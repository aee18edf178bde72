import { queryOptions } from '@tanstack/react-query';
import { call } from '../call';

export const drawingQueries = {
  list: () =>
    queryOptions({
      queryKey: ['drawings'] as const,
      queryFn: ({ signal }) => call('GET /api/drawings', undefined, { signal }),
    }),
};
