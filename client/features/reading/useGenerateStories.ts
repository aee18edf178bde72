import { useMutation } from '@tanstack/react-query';
import type { GenerateStoriesRequest } from '../../../contract/reading';
import { call } from '../../lib/call';

/** POST /api/reading/generate-stories (spec §7): fired when Reading opens. */
export function useGenerateStories() {
  return useMutation({
    mutationFn: (body: GenerateStoriesRequest) => call('POST /api/reading/generate-stories', { body }),
  });
}
