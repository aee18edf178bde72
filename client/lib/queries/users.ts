import { queryOptions } from '@tanstack/react-query';
import { call } from '../call';

export const userQueries = {
  current: () =>
    queryOptions({
      queryKey: ['user', 'current'] as const,
      queryFn: ({ signal }) => call('GET /api/user/current', undefined, { signal }),
    }),
  companion: () =>
    queryOptions({
      queryKey: ['user', 'companion'] as const,
      queryFn: ({ signal }) => call('GET /api/user/mckenzie', undefined, { signal }),
    }),
  profile: () =>
    queryOptions({
      queryKey: ['user', 'current', 'profile'] as const,
      queryFn: ({ signal }) => call('GET /api/user/current/profile', undefined, { signal }),
    }),
};
