import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveStoryRequest, SearchImagesRequest } from '../../../contract/writing';
import { call } from '../../lib/call';
import { storyQueries } from '../../lib/queries/stories';

export function useSearchImages() {
  return useMutation({
    mutationFn: (body: SearchImagesRequest) => call('POST /api/writing/search-images', { body }),
  });
}

export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoryRequest) => call('POST /api/writing/save-story', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyQueries.saved().queryKey }),
  });
}

/** Words typed so far (runs of non-space characters). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

export const MAX_STORY_PICTURES = 12;
export const DEFAULT_STORY_TITLE = 'My Story';
