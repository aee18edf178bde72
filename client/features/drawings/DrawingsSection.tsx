import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Brush, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { drawingQueries } from '../../lib/queries/drawings';
import { speak, stopSpeaking } from '../../lib/speech';
import { useCompanionName } from '../../lib/users';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { McKenzie, McKenzieFace } from '../../ui/mckenzie';
import { SpeechBubble } from '../../ui/SpeechBubble';
import { drawingDate } from './drawingDate';

/** The child's shared drawings, to look at again with what McKenzie said about each. */
export function DrawingsSection(_props: SectionProps) {
  const { t, i18n } = useTranslation('drawings');
  const companion = useCompanionName();
  const sections = useSections();
  const drawings = useQuery(drawingQueries.list());
  const [openId, setOpenId] = useState<number | null>(null);
  // Leaving the big picture (or the screen) stops McKenzie mid-sentence.
  useEffect(() => () => stopSpeaking(), [openId]);

  if (drawings.isPending) return <LoadingScreen />;
  if (drawings.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <McKenzie pose="thinking" size={160} />
        <p className="font-display text-2xl">{t('loadFailed')}</p>
        <Button onClick={() => void drawings.refetch()}>{t('retry')}</Button>
      </div>
    );
  }

  const draw = (
    <Button
      variant="happy"
      size="lg"
      onClick={() => sections.open('drawing')}
      icon={<Brush aria-hidden className="h-7 w-7" />}
    >
      {t('draw')}
    </Button>
  );

  if (drawings.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="drawings-empty">
        <McKenzie pose="waving" size={190} title={companion} />
        <h2 className="text-3xl font-extrabold text-grape sm:text-4xl">{t('emptyTitle')}</h2>
        <p className="max-w-md text-xl">{t('emptyText', { companion })}</p>
        {draw}
      </div>
    );
  }

  const open = drawings.data.find((d) => d.id === openId);
  if (open) {
    const date = drawingDate(open.createdAt, i18n.language);
    return (
      <div className="flex flex-col gap-4" data-testid="drawing-detail">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            onClick={() => setOpenId(null)}
            icon={<ArrowLeft aria-hidden className="h-6 w-6" />}
          >
            {t('back')}
          </Button>
          <p className="font-display text-xl font-bold text-grape">{date}</p>
        </div>
        <img
          src={open.imageUrl}
          alt={t('alt', { date })}
          className="max-h-[55vh] w-full rounded-[1.5rem] border-4 border-white bg-white object-contain shadow-lg"
        />
        {/* On a phone the bubble takes the row's width and Listen wraps below it, never off the screen. */}
        <div className="flex flex-wrap items-end gap-3" data-testid="drawing-reply-row">
          {/* On a phone the bubble's own 'McKenzie says' names the speaker; the face would squeeze the words. */}
          <span className="hidden sm:block">
            <McKenzieFace size={72} title={companion} />
          </span>
          <SpeechBubble className="min-w-0 flex-1 basis-56 break-words max-sm:px-4">
            <p className="text-sm font-bold text-grape">{t('says', { companion })}</p>
            <p data-testid="drawing-reply">{open.reply ?? t('waiting', { companion })}</p>
          </SpeechBubble>
          {open.reply ? (
            <Button
              variant="secondary"
              className="ml-auto"
              icon={<Volume2 aria-hidden className="h-6 w-6" />}
              onClick={() => speak(open.reply!, { category: 'activities' })}
            >
              {t('listen')}
            </Button>
          ) : null}
        </div>
        <div className="flex justify-center">{draw}</div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <McKenzie pose="happy" size={80} title={companion} />
          <SpeechBubble>{t('intro', { count: drawings.data.length })}</SpeechBubble>
        </div>
        {draw}
      </div>
      <ul
        aria-label={t('listLabel')}
        className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3"
        data-testid="drawings-list"
      >
        {drawings.data.map((drawing, index) => {
          const date = drawingDate(drawing.createdAt, i18n.language);
          return (
            <li key={drawing.id}>
              <button
                type="button"
                onClick={() => setOpenId(drawing.id)}
                aria-label={t('open', { date })}
                className="group flex w-full flex-col overflow-hidden rounded-[1.5rem] border-4 border-white bg-white text-left shadow-md transition hover:-translate-y-1 hover:shadow-xl active:scale-[0.98]"
                style={{ rotate: `${((index % 3) - 1) * 0.8}deg` }}
              >
                <img
                  src={drawing.imageUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-[5/2] w-full bg-white object-contain"
                />
                <span className="font-display flex items-center justify-between gap-2 bg-sun/40 px-3 py-2 text-base font-bold">
                  <span>{date}</span>
                  {drawing.reply ? <span aria-hidden>💬</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
