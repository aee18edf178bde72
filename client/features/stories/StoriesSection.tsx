import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedStory } from '../../../contract/writing';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { storyQueries } from '../../lib/queries/stories';
import { stopSpeaking } from '../../lib/speech';
import { Button } from '../../ui/Button';
import { McKenzieSays } from '../../ui/McKenzieSays';
import { Card } from '../../ui/Card';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { McKenzie } from '../../ui/mckenzie';
import { ReadAloudButton } from '../../shared/ReadAloudButton';
import { ReadAlongText } from '../../shared/readAlong/ReadAlongText';
import { useReadAlong } from '../../shared/readAlong/useReadAlong';

const BOOK_COLOURS = [
  'from-[#7b5cff] to-[#b18cff]',
  'from-[#ff5c93] to-[#ff9cbf]',
  'from-[#2f8fff] to-[#6cc4ff]',
  'from-[#12a36b] to-[#5fd18f]',
  'from-[#ff8a3d] to-[#ffc06e]',
];

function StoryBook({ story, onBack }: { story: SavedStory; onBack(): void }) {
  const { t, i18n } = useTranslation('stories');
  const readAlong = useReadAlong([story.title, story.content]);
  return (
    <Card className="animate-pop flex flex-col gap-4" data-testid="saved-story">
      <Button
        variant="secondary"
        className="self-start"
        onClick={onBack}
        icon={<ArrowLeft aria-hidden className="h-6 w-6" />}
      >
        {t('backToShelf')}
      </Button>
      <div className="flex items-center gap-3">
        <McKenzie pose="reading" size={100} className="shrink-0" />
        <div>
          <h2 className="font-display text-3xl font-extrabold text-grape">
            <ReadAlongText text={story.title} current={readAlong.wordIn(0)} />
          </h2>
          <p className="text-lg text-ink/70">
            {new Date(story.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'long' })}
          </p>
        </div>
      </div>
      {story.images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label={t('pictures')}>
          {story.images.map((image) => (
            <li key={image.id} className="rounded-3xl border-4 border-white bg-sky p-2 shadow">
              <img src={image.url} alt={image.alt} className="mx-auto aspect-square w-full max-w-32" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="rounded-3xl bg-cloud px-5 py-4 text-2xl leading-relaxed whitespace-pre-wrap">
        <ReadAlongText text={story.content} current={readAlong.wordIn(1)} />
      </p>
      <ReadAloudButton
        className="self-center"
        text={readAlong.text}
        onProgress={readAlong.onProgress}
        label={t('readAloud')}
        stopLabel={t('stop')}
      />
    </Card>
  );
}

/** My Stories: the child's saved stories as books on a shelf. */
export function StoriesSection(_props: SectionProps) {
  const { t } = useTranslation('stories');
  const sections = useSections();
  const stories = useQuery({ ...storyQueries.saved(), staleTime: 0 });
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => () => stopSpeaking(), []);

  if (stories.isPending) return <LoadingScreen />;
  if (stories.isError) {
    return (
      <Card className="flex flex-col items-center gap-4 text-center">
        <McKenzie pose="gentle" size={140} />
        <p className="font-display text-2xl">{t('error')}</p>
        <Button onClick={() => void stories.refetch()}>{t('tryAgain')}</Button>
      </Card>
    );
  }

  const open = stories.data.find((story) => story.id === openId);
  if (open) {
    return (
      <StoryBook
        story={open}
        onBack={() => {
          stopSpeaking();
          setOpenId(null);
        }}
      />
    );
  }

  const write = () => sections.open('writing');

  if (stories.data.length === 0) {
    return (
      <Card className="animate-pop flex flex-col items-center gap-5 py-10 text-center" data-testid="stories-empty">
        <McKenzie pose="waving" size={170} />
        <h2 className="font-display text-3xl font-extrabold text-grape">{t('empty.title')}</h2>
        <p className="max-w-md text-xl">{t('empty.text')}</p>
        <Button size="lg" variant="happy" onClick={write} icon={<PenLine aria-hidden className="h-7 w-7" />}>
          {t('empty.write')}
        </Button>
      </Card>
    );
  }

  return (
    <div className="animate-pop flex flex-col gap-5">
      <McKenzieSays pose="reading" size={120} title={t('title')}>
        {t('count', { count: stories.data.length })}
      </McKenzieSays>
      <ul
        className="grid grid-cols-2 gap-4 rounded-[2rem] bg-[#c98b58]/25 p-4 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={t('shelf')}
      >
        {stories.data.map((story, i) => (
          <li key={story.id}>
            <button
              type="button"
              onClick={() => setOpenId(story.id)}
              data-testid="story-book"
              className={`relative flex aspect-[3/4] w-full flex-col justify-between overflow-hidden rounded-r-3xl rounded-l-lg border-l-[10px] border-black/15 bg-gradient-to-br ${BOOK_COLOURS[i % BOOK_COLOURS.length]} p-4 text-left text-white shadow-lg transition hover:-translate-y-1 hover:shadow-xl`}
            >
              <span className="font-display line-clamp-3 text-2xl leading-tight font-extrabold drop-shadow">
                {story.title}
              </span>
              <span className="flex flex-wrap gap-1">
                {story.images.slice(0, 3).map((image) => (
                  <img key={image.id} src={image.url} alt="" className="h-12 w-12 rounded-xl bg-white/80 p-1" />
                ))}
                {story.images.length === 0 ? (
                  <span aria-hidden className="text-4xl">
                    📖
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant="happy"
        className="self-center"
        onClick={write}
        icon={<PenLine aria-hidden className="h-7 w-7" />}
      >
        {t('writeAnother')}
      </Button>
    </div>
  );
}
