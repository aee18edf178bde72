import { useMutation } from '@tanstack/react-query';
import type { GenerateStoriesRequest, GenerateStoriesResponse } from '../../../contract/reading';
import { apiRequest } from '../../lib/api';

/** POST /api/reading/generate-stories (spec §7): fired when Reading opens. */
export function useGenerateStories() {
  return useMutation<GenerateStoriesResponse, Error, GenerateStoriesRequest>({
    mutationFn: (body) => apiRequest<GenerateStoriesResponse>('POST', '/api/reading/generate-stories', body),
  });
}
