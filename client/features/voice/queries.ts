import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/call';

export const voiceQueries = {
  key: () => queryOptions({ queryKey: ['voice', 'key'] as const, queryFn: ({ signal }) => call('GET /api/elevenlabs/key', undefined, { signal }) }),
  /** Parent-only: answers 403 without a parent grant, which keeps the cloning dialog hidden. */
  voices: () => queryOptions({ queryKey: ['voice', 'voices'] as const, queryFn: ({ signal }) => call('GET /api/elevenlabs/voices', undefined, { signal }) }),
};
