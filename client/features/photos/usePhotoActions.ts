import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Photo, SavePhotoBody } from '../../../contract/photos';
import { call } from '../../lib/call';
import { toast } from '../../lib/toast';
import { photoQueries } from './queries';

/** Saves a photo; spec §8 toasts 'Photo saved!' or 'Error / Failed to save photo'. */
export function useSavePhoto() {
  const { t } = useTranslation('photos');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePhotoBody) => call('POST /api/photos', { body }),
    onSuccess: () => {
      toast({ title: t('toast.savedTitle'), description: t('toast.savedText'), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: photoQueries.all });
    },
    onError: () => toast({ title: t('toast.errorTitle'), description: t('toast.saveFailed'), variant: 'destructive' }),
  });
}

export function useDeletePhoto() {
  const { t } = useTranslation('photos');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Photo) => call('DELETE /api/photos/:id', { params: { id: photo.id } }),
    onSuccess: () => {
      toast({ title: t('toast.deleted'), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: photoQueries.all });
    },
    onError: () => toast({ title: t('toast.errorTitle'), description: t('toast.deleteFailed'), variant: 'destructive' }),
  });
}

/** Shares or stops sharing; the server makes the code. Answers the updated photo. */
export function useSharePhoto() {
  const { t } = useTranslation('photos');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, isShared }: { photo: Photo; isShared: boolean }) =>
      call('PUT /api/photos/:id/share', { params: { id: photo.id }, body: { isShared } }),
    onSuccess: () => {
      toast({ title: t('toast.shareUpdated'), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: photoQueries.all });
    },
    onError: () => toast({ title: t('toast.errorTitle'), description: t('toast.shareFailed'), variant: 'destructive' }),
  });
}
