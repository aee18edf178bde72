import { queryOptions } from '@tanstack/react-query';
import { call } from '../call';

/** The parent area's status and today's time, used by the shell's rest screen and by the parent area. */
export const parentalQueries = {
  all: ['parental'] as const,
  status: () =>
    queryOptions({
      queryKey: [...parentalQueries.all, 'status'] as const,
      queryFn: ({ signal }) => call('GET /api/parental/status', undefined, { signal }),
    }),
  time: () =>
    queryOptions({
      queryKey: [...parentalQueries.all, 'time'] as const,
      queryFn: ({ signal }) => call('GET /api/parental/time', undefined, { signal }),
    }),
};
