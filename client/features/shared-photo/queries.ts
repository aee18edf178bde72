import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/call';

export const sharedPhotoQueries = {
  byCode: (code: string) =>
    queryOptions({
      queryKey: ['shared-photo', code] as const,
      queryFn: ({ signal }) => call('GET /api/photos/shared/:code', { params: { code } }, { signal }),
    }),
};
