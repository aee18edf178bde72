import { queryOptions } from '@tanstack/react-query';
import type { PhotoCategory } from '../../../contract/photoConstants';
import { call } from '../../lib/call';

export const photoQueries = {
  all: ['photos'] as const,
  list: (userId: number, category: PhotoCategory) =>
    queryOptions({
      queryKey: ['photos', userId, category] as const,
      queryFn: ({ signal }) => call('GET /api/photos/:userId/:category', { params: { userId, category } }, { signal }),
    }),
};
