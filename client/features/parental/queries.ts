import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { parentalQueries } from '../../lib/queries/parental';

/** What only a grown-up with a fresh unlock sees. */
export const parentQueries = {
  dashboard: () =>
    queryOptions({
      queryKey: [...parentalQueries.all, 'dashboard'] as const,
      queryFn: ({ signal }) => call('GET /api/parental/dashboard', undefined, { signal }),
    }),
  devices: () =>
    queryOptions({
      queryKey: [...parentalQueries.all, 'devices'] as const,
      queryFn: ({ signal }) => call('GET /api/parental/devices', undefined, { signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...parentalQueries.all, 'settings'] as const,
      queryFn: ({ signal }) => call('GET /api/parental/settings', undefined, { signal }),
    }),
};
