import { ArrowLeft, ImagePlus, Save, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingPrompt } from '../../../content/writing/prompts';
import type { StoryImage } from '../../../contract/writing';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { ReadAloudButton } from '../../shared/ReadAloudButton';
import { ReadAlongText } from '../../shared/readAlong/ReadAlongText';
import { useReadAlong } from '../../shared/readAlong/useReadAlong';
import { countWords } from './writingApi';

interface WritingPadProps {
  prompt: WritingPrompt | null;
  title: string;
  onTitle(title: string): void;
  text: string;
  onText(text: string): void;
  images: readonly StoryImage[];
  onRemoveImage(id: string): void;
  saving: boolean;
  onFindPictures(): void;
  onSave(): void;
  onBack(): void;
}

export function WritingPad(props: WritingPadProps) {
  const { prompt, title, onTitle, text, onText, images, onRemoveImage, saving, onFindPictures, onSave, onBack } = props;
  const { t } = useTranslation('writing');
  const titleId = useId();
  const textId = useId();
  const words = countWords(text);
  const promptReading = useReadAlong([prompt?.title, prompt?.prompt]);

  return (
    <div className="animate-pop flex flex-col gap-4" data-testid="writing-pad">
      <Button variant="secondary" className="self-start" onClick={onBack} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
        {t('pad.backToIdeas')}
      </Button>
      {prompt ? (
        <Card className="flex flex-col gap-3 bg-[#fff5d6]/90 sm:flex-row sm:items-center">
          <span aria-hidden className="text-5xl">
            {prompt.emoji}
          </span>
          <div className="flex-1">
            <h2 className="font-display text-2xl font-extrabold text-grape">
              <ReadAlongText text={prompt.title} current={promptReading.wordIn(0)} />
            </h2>
            <p className="text-lg">
              <ReadAlongText text={prompt.prompt} current={promptReading.wordIn(1)} />
            </p>
          </div>
          <ReadAloudButton text={promptReading.text} onProgress={promptReading.onProgress} label={t('pad.readPrompt')} stopLabel={t('pad.stop')} />
        </Card>
      ) : null}
      <Card className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <McKenzie pose="happy" size={80} className="hidden shrink-0 sm:block" />
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={titleId} className="font-display text-xl font-bold">
              {t('pad.titleLabel')}
            </label>
            <input
              id={titleId}
              value={title}
              onChange={(event) => onTitle(event.target.value)}
              placeholder={prompt?.title ?? t('pad.titlePlaceholder')}
              maxLength={100}
              className="font-display min-h-14 w-full rounded-full border-4 border-grape/20 bg-white px-5 text-2xl font-bold focus:border-grape focus:outline-none"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-end justify-between gap-2">
            <label htmlFor={textId} className="font-display text-xl font-bold">
              {t('pad.storyLabel')}
            </label>
            <span className="font-display rounded-full bg-grape/10 px-3 py-1 text-lg font-bold text-grape" data-testid="word-count" aria-live="polite">
              {t('pad.words', { count: words })}
            </span>
          </div>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => onText(event.target.value)}
            placeholder={t('pad.storyPlaceholder')}
            maxLength={10_000}
            className="min-h-[200px] w-full rounded-3xl border-4 border-grape/20 bg-white bg-[repeating-linear-gradient(transparent,transparent_2.45rem,#e7e2ff_2.45rem,#e7e2ff_2.5rem)] bg-local bg-[position:0_0.75rem] px-5 py-3 text-2xl leading-[2.5rem] focus:border-grape focus:outline-none"
          />
        </div>

        <section aria-label={t('pad.picturesLabel')} className="flex flex-col gap-2">
          <h3 className="font-display text-xl font-bold">{t('pad.picturesLabel')}</h3>
          {images.length > 0 ? (
            <ul className="grid grid-cols-3 gap-3" data-testid="story-pictures">
              {images.map((image) => (
                <li key={image.id} className="relative rounded-3xl border-4 border-white bg-sky p-2 shadow">
                  <img src={image.url} alt={image.alt} className="mx-auto aspect-square w-full max-w-36" />
                  <button
                    type="button"
                    onClick={() => onRemoveImage(image.id)}
                    aria-label={t('pad.removePicture', { name: image.alt })}
                    className="absolute -top-3 -right-3 grid h-12 w-12 place-items-center rounded-full bg-berry text-white shadow-md transition active:scale-95"
                  >
                    <X aria-hidden className="h-6 w-6" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-lg text-ink/70">{t('pad.noPictures')}</p>
          )}
        </section>

        <div className="flex flex-wrap gap-3">
          <Button variant="mint" size="lg" onClick={onFindPictures} icon={<ImagePlus aria-hidden className="h-6 w-6" />}>
            {t('pad.findPictures')}
          </Button>
          <Button size="lg" onClick={onSave} disabled={saving} icon={<Save aria-hidden className="h-6 w-6" />}>
            {saving ? t('pad.saving') : t('pad.save')}
          </Button>
          <ReadAloudButton text={[title.trim() || prompt?.title, text].filter(Boolean).join('. ')} label={t('pad.readStory')} stopLabel={t('pad.stop')} variant="secondary" />
        </div>
      </Card>
    </div>
  );
}
