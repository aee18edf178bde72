import { Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../../../contract/photos';

interface PhotoGridProps {
  photos: readonly Photo[];
  onShare(photo: Photo): void;
  onDelete(photo: Photo): void;
}

/**
 * The album grid. Share and delete show on hover (mouse), on keyboard focus, and on a tap of the
 * photo (tablets have no hover); a second tap hides them again.
 */
export function PhotoGrid({ photos, onShare, onDelete }: PhotoGridProps) {
  const { t } = useTranslation('photos');
  const [activeId, setActiveId] = useState<number | null>(null);
  return (
    <ul aria-label={t('gridLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="photo-grid">
      {photos.map((photo) => {
        const active = activeId === photo.id;
        return (
          <li key={photo.id} className="group relative" data-testid="photo-tile">
            <button
              type="button"
              aria-expanded={active}
              aria-label={t('showActions', { title: photo.title })}
              onClick={() => setActiveId(active ? null : photo.id)}
              className={`flex w-full flex-col overflow-hidden rounded-[1.5rem] border-4 bg-white text-left shadow-md transition hover:shadow-xl ${
                active ? 'border-grape' : 'border-white'
              }`}
            >
              <img src={photo.thumbnailUrl} alt={photo.title} loading="lazy" className="aspect-square w-full bg-ink/5 object-cover" />
              <span className="font-display flex min-h-12 items-center gap-1 px-3 py-2 text-lg font-bold">
                {photo.isShared ? (
                  <span role="img" aria-label={t('sharedBadge')} title={t('sharedBadge')}>
                    🔗
                  </span>
                ) : null}
                <span className="truncate">{photo.title}</span>
              </span>
            </button>
            <div
              className={`absolute inset-x-0 top-2 flex justify-center gap-3 transition ${
                active ? 'visible opacity-100' : 'invisible opacity-0 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100'
              }`}
            >
              <button
                type="button"
                onClick={() => onShare(photo)}
                aria-label={t('shareOne', { title: photo.title })}
                title={t('share')}
                className="grid h-14 w-14 place-items-center rounded-full bg-white text-grape shadow-lg transition active:scale-95 [&_svg]:h-7 [&_svg]:w-7"
              >
                <Share2 aria-hidden />
              </button>
              <button
                type="button"
                onClick={() => onDelete(photo)}
                aria-label={t('deleteOne', { title: photo.title })}
                title={t('delete')}
                className="grid h-14 w-14 place-items-center rounded-full bg-white text-berry shadow-lg transition active:scale-95 [&_svg]:h-7 [&_svg]:w-7"
              >
                <Trash2 aria-hidden />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
