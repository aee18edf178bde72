import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoryDto } from '../../../contract/reading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { ReadAloudButton } from '../../shared/ReadAloudButton';
import { ReadAlongText } from '../../shared/readAlong/ReadAlongText';
import { useReadAlong } from '../../shared/readAlong/useReadAlong';

interface StoryReaderProps {
  story: StoryDto;
  pages: readonly string[];
  page: number;
  age: number;
  onPage(page: number): void;
  onQuestions(): void;
  onBack(): void;
}

/** Big, paged story text (15, 25 or 40 words a page by age) with read-aloud. */
export function StoryReader({ story, pages, page, age, onPage, onQuestions, onBack }: StoryReaderProps) {
  const { t } = useTranslation('reading');
  const text = pages[page] ?? '';
  const last = page >= pages.length - 1;
  const readAlong = useReadAlong(text);
  const textSize = age <= 5 ? 'text-3xl sm:text-4xl leading-relaxed' : age <= 8 ? 'text-2xl sm:text-3xl leading-relaxed' : 'text-xl sm:text-2xl leading-relaxed';

  return (
    <Card className="flex flex-col gap-5" data-testid="story-reader">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={onBack} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
          {t('reader.backToStories')}
        </Button>
        <span className="font-display text-xl font-bold text-grape" data-testid="page-indicator">
          {t('reader.page', { current: page + 1, total: pages.length })}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span aria-hidden className="text-5xl">
          {story.emoji}
        </span>
        <h2 className="font-display text-3xl font-extrabold text-grape">{story.title}</h2>
      </div>
      <div className="flex items-start gap-4">
        <McKenzie pose="reading" size={120} className="hidden shrink-0 sm:block" />
        <p key={page} className={`animate-pop min-h-40 flex-1 rounded-3xl bg-cloud px-5 py-4 font-semibold ${textSize}`} data-testid="story-page">
          <ReadAlongText text={text} current={readAlong.current} />
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page === 0} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
          {t('reader.previous')}
        </Button>
        <ReadAloudButton key={page} text={readAlong.text} onProgress={readAlong.onProgress} label={t('reader.readAloud')} stopLabel={t('reader.stop')} className="order-last w-full sm:order-none sm:w-auto" />
        {last ? (
          <Button variant="mint" size="lg" onClick={onQuestions}>
            <span aria-hidden>❓</span>
            {t('reader.answerQuestions')}
          </Button>
        ) : (
          <Button onClick={() => onPage(page + 1)} icon={<ArrowRight aria-hidden className="h-6 w-6" />}>
            {t('reader.next')}
          </Button>
        )}
      </div>
    </Card>
  );
}
