import { Save, X } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '../../../contract/photos';
import { MAX_PHOTO_DESCRIPTION_LENGTH, MAX_PHOTO_TITLE_LENGTH, type PhotoImageType } from '../../../contract/photoConstants';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CameraCapture } from './CameraCapture';
import { CATEGORY_EMOJI, PHOTO_CATEGORIES, type PhotoCategory } from './categories';
import { useSavePhoto } from './usePhotoActions';

interface AddPhotoPanelProps {
  userId: number;
  imageType: PhotoImageType;
  /** The uploaded picture; a camera photo starts empty. */
  initialImage: string | null;
  initialCategory: PhotoCategory;
  onSaved(photo: Photo): void;
  onCancel(): void;
}

/** Take or upload a picture, give it a title (and maybe a description), pick its category, save. */
export function AddPhotoPanel({ userId, imageType, initialImage, initialCategory, onSaved, onCancel }: AddPhotoPanelProps) {
  const { t } = useTranslation('photos');
  const [image, setImage] = useState(initialImage);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState(initialCategory);
  const save = useSavePhoto();
  const titleId = useId();
  const descriptionId = useId();
  const onCameraError = useCallback(() => onCancel(), [onCancel]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!image || !title.trim()) {
      toast({ title: t('toast.missingTitle'), description: t('toast.missingText'), variant: 'destructive' });
      return;
    }
    const trimmed = description.trim();
    save.mutate(
      { userId, title: title.trim(), ...(trimmed ? { description: trimmed } : {}), imageData: image, imageType, category },
      { onSuccess: onSaved },
    );
  };

  return (
    <Card className="flex flex-col gap-4" data-testid="add-photo">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-2xl font-extrabold text-grape sm:text-3xl">{imageType === 'camera' ? t('takeTitle') : t('uploadTitle')}</h2>
        <Button variant="secondary" onClick={onCancel} icon={<X aria-hidden className="h-6 w-6" />}>
          {t('cancel')}
        </Button>
      </div>
      {imageType === 'camera' ? (
        <CameraCapture image={image} onImage={setImage} onCameraError={onCameraError} />
      ) : image ? (
        <img src={image} alt={t('chosenAlt')} className="max-h-[45vh] w-full rounded-[1.5rem] border-4 border-white bg-ink/5 object-contain shadow-md" />
      ) : null}
      {image ? (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={titleId} className="font-display text-xl font-bold">
              {t('titleLabel')}
            </label>
            <input
              id={titleId}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder={t('titlePlaceholder')}
              maxLength={MAX_PHOTO_TITLE_LENGTH}
              autoComplete="off"
              className="font-display min-h-14 w-full rounded-full border-4 border-grape/20 bg-white px-5 text-2xl font-bold focus:border-grape focus:outline-none"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={descriptionId} className="font-display text-xl font-bold">
              {t('descriptionLabel')}
            </label>
            <textarea
              id={descriptionId}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={t('descriptionPlaceholder')}
              maxLength={MAX_PHOTO_DESCRIPTION_LENGTH}
              rows={2}
              className="w-full rounded-[1.5rem] border-4 border-grape/20 bg-white px-5 py-3 text-xl focus:border-grape focus:outline-none"
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-display mb-1 text-xl font-bold">{t('categoryLabel')}</legend>
            <div className="flex flex-wrap gap-2">
              {PHOTO_CATEGORIES.map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={category === id}
                  onClick={() => setCategory(id)}
                  className={`font-display inline-flex min-h-12 items-center gap-2 rounded-full border-4 px-4 text-lg font-bold transition ${
                    category === id ? 'border-grape bg-grape text-white' : 'border-grape/20 bg-white text-ink hover:border-grape/50'
                  }`}
                >
                  <span aria-hidden>{CATEGORY_EMOJI[id]}</span>
                  {t(`categories.${id}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <Button
            type="submit"
            variant="mint"
            size="lg"
            disabled={save.isPending || !title.trim()}
            icon={<Save aria-hidden className="h-7 w-7" />}
          >
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
