import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedStory, SaveStoryRequest, SearchImagesRequest, SearchImagesResponse } from '../../../contract/writing';
import { apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

export function useSearchImages() {
  return useMutation<SearchImagesResponse, Error, SearchImagesRequest>({
    mutationFn: (body) => apiRequest<SearchImagesResponse>('POST', '/api/writing/search-images', body),
  });
}

export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation<SavedStory, Error, SaveStoryRequest>({
    mutationFn: (body) => apiRequest<SavedStory>('POST', '/api/writing/save-story', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.writing.stories }),
  });
}

/** Words typed so far (runs of non-space characters). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

export const MAX_STORY_PICTURES = 12;
export const DEFAULT_STORY_TITLE = 'My Story';
