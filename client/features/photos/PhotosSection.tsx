import { useQuery } from '@tanstack/react-query';
import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../../../contract/photos';
import type { PhotoImageType } from '../../../contract/photoConstants';
import type { SectionProps } from '../../lib/sections/types';
import { toast } from '../../lib/toast';
import { useCompanionName, useCurrentUser } from '../../lib/users';
import { ReadAloudButton } from '../../shared/ReadAloudButton';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { McKenzie } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';
import { AddPhotoPanel } from './AddPhotoPanel';
import { CATEGORY_EMOJI, PHOTO_CATEGORIES, type PhotoCategory } from './categories';
import { Modal } from './Modal';
import { photoFileProblem, readAsDataUrl } from './photoFile';
import { PhotoGrid } from './PhotoGrid';
import { photoQueries } from './queries';
import { SharePhotoDialog } from './SharePhotoDialog';
import { useDeletePhoto } from './usePhotoActions';

interface Adding {
  imageType: PhotoImageType;
  image: string | null;
}

/** My Photos (spec §2.9): take or upload photos, file them in categories, share them by link. */
export function PhotosSection(_props: SectionProps) {
  const { t } = useTranslation('photos');
  const companion = useCompanionName();
  const me = useCurrentUser();
  const [category, setCategory] = useState<PhotoCategory>('general');
  const [adding, setAdding] = useState<Adding | null>(null);
  const [shareId, setShareId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const userId = me.data?.id;
  const photos = useQuery({ ...photoQueries.list(userId ?? 0, category), enabled: userId !== undefined });
  const remove = useDeletePhoto();
  const cancelAdding = useCallback(() => setAdding(null), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem === 'tooLarge') {
      toast({ title: t('toast.tooLargeTitle'), description: t('toast.tooLargeText'), variant: 'destructive' });
      return;
    }
    if (problem === 'notImage') {
      toast({ title: t('toast.notImageTitle'), description: t('toast.notImageText'), variant: 'destructive' });
      return;
    }
    try {
      setAdding({ imageType: 'upload', image: await readAsDataUrl(file) });
    } catch {
      toast({ title: t('toast.errorTitle'), description: t('toast.readFailed'), variant: 'destructive' });
    }
  };

  if (userId === undefined) return <LoadingScreen />;

  const sharing = photos.data?.find((p) => p.id === shareId);
  const intro = t('intro', { companion });

  return (
    <div className="flex flex-col gap-4" data-testid="photos-section">
      <div className="flex flex-wrap items-center gap-3">
        <McKenzie pose="happy" size={80} title={companion} className="shrink-0" />
        <SpeechBubble className="flex-1">{intro}</SpeechBubble>
        <ReadAloudButton text={intro} label={t('readAloud')} stopLabel={t('stop')} variant="secondary" />
      </div>

      <div role="group" aria-label={t('categoriesLabel')} className="flex flex-wrap gap-2">
        {PHOTO_CATEGORIES.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={category === id}
            onClick={() => setCategory(id)}
            className={`font-display inline-flex min-h-12 items-center gap-2 rounded-full border-4 px-4 text-lg font-bold transition ${
              category === id ? 'border-grape bg-grape text-white shadow-md' : 'border-white bg-white/90 text-ink hover:border-grape/40'
            }`}
          >
            <span aria-hidden className="text-2xl">
              {CATEGORY_EMOJI[id]}
            </span>
            {t(`categories.${id}`)}
          </button>
        ))}
      </div>

      {adding ? (
        <AddPhotoPanel
          key={`${adding.imageType}:${adding.image ?? ''}`}
          userId={userId}
          imageType={adding.imageType}
          initialImage={adding.image}
          initialCategory={category}
          onCancel={cancelAdding}
          onSaved={(photo) => {
            setAdding(null);
            setCategory(photo.category);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="happy" size="lg" onClick={() => setAdding({ imageType: 'camera', image: null })} icon={<Camera aria-hidden className="h-7 w-7" />}>
            {t('takePhoto')}
          </Button>
          <Button variant="primary" size="lg" onClick={() => fileInput.current?.click()} icon={<ImagePlus aria-hidden className="h-7 w-7" />}>
            {t('uploadPhoto')}
          </Button>
          <input ref={fileInput} type="file" accept="image/*" className="hidden" data-testid="photo-file" onChange={(e) => void onFile(e)} />
        </div>
      )}

      {photos.isPending ? (
        <p className="font-display py-8 text-center text-2xl text-grape" role="status">
          {t('loading')}
        </p>
      ) : photos.isError ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <McKenzie pose="thinking" size={140} />
          <p className="font-display text-2xl">{t('loadFailed')}</p>
          <Button onClick={() => void photos.refetch()}>{t('retry')}</Button>
        </div>
      ) : photos.data && photos.data.length > 0 ? (
        <PhotoGrid photos={photos.data} onShare={(photo) => setShareId(photo.id)} onDelete={setDeleting} />
      ) : photos.data ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="photos-empty">
          <span aria-hidden className="text-6xl">
            {CATEGORY_EMOJI[category]}
          </span>
          <h2 className="text-3xl font-extrabold text-grape">{t('emptyTitle')}</h2>
          <p className="max-w-md text-xl">{t('emptyText')}</p>
        </div>
      ) : null}

      {sharing ? <SharePhotoDialog photo={sharing} onClose={() => setShareId(null)} /> : null}
      {deleting ? (
        <Modal title={t('deleteTitle')} closeLabel={t('keep')} onClose={() => setDeleting(null)} testId="delete-dialog">
          <img src={deleting.thumbnailUrl} alt={deleting.title} className="mx-auto h-32 w-32 rounded-2xl object-cover shadow" />
          <p className="text-center text-xl">{t('deleteText', { title: deleting.title })}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="secondary" onClick={() => setDeleting(null)} autoFocus>
              {t('keep')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              icon={<Trash2 aria-hidden className="h-6 w-6" />}
              onClick={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
            >
              {t('confirmDelete')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
