import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/call';

export const recordingQueries = {
  all: ['recordings'] as const,
  list: (userId: number) =>
    queryOptions({
      queryKey: [...recordingQueries.all, userId] as const,
      queryFn: ({ signal }) => call('GET /api/recordings/user/:userId', { params: { userId } }, { signal }),
    }),
};
