import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComprehensionQuestionDto } from '../../../contract/reading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { SpeakButton } from '../../shared/SpeakButton';
import { useHearBeforeChoosing } from '../../shared/useHearBeforeChoosing';

const OPTION_COLOURS = ['bg-[#e3f0ff]', 'bg-[#ffe8f0]', 'bg-[#e6fbf4]', 'bg-[#fff5d6]'];

interface StoryQuestionsProps {
  question: ComprehensionQuestionDto;
  index: number;
  total: number;
  onAnswer(choice: number): void;
  onBack(): void;
  /** Ages 3–5: the first tap on an answer reads it aloud, a second tap chooses it. */
  readFirst?: boolean;
}

/** 'Question N of M': tapping an answer moves on. */
export function StoryQuestions({ question, index, total, onAnswer, onBack, readFirst = false }: StoryQuestionsProps) {
  const { t } = useTranslation('reading');
  const hear = useHearBeforeChoosing(readFirst);
  return (
    <Card className="flex flex-col gap-5" data-testid="story-questions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={onBack} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
          {t('questions.backToStory')}
        </Button>
        <h2 className="font-display text-2xl font-extrabold text-grape">{t('questions.title', { current: index + 1, total })}</h2>
      </div>
      <div key={index} className="animate-pop flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <McKenzie pose="thinking" size={100} className="shrink-0" />
          <p className="font-display flex-1 text-2xl leading-snug font-bold sm:text-3xl" data-testid="reading-question">
            {question.question}
          </p>
          <SpeakButton text={question.question} />
        </div>
        {readFirst ? (
          <p className="text-lg text-ink/70" data-testid="tap-twice-hint">
            {t('questions.tapTwice')}
          </p>
        ) : null}
        <div role="group" aria-label={t('questions.choices')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {question.options.map((option, i) => {
            const heard = readFirst && hear.heard === `${index}:${option}`;
            return (
              <div key={option} className="relative flex">
                <button
                  type="button"
                  data-heard={heard || undefined}
                  onClick={() => hear.tap(`${index}:${option}`, option, () => onAnswer(i))}
                  className={`font-display min-h-16 flex-1 rounded-3xl border-4 border-white py-3 pr-14 pl-5 text-left text-xl font-bold shadow transition hover:border-grape/50 active:scale-[0.98] sm:text-2xl ${OPTION_COLOURS[i]} ${
                    heard ? 'ring-4 ring-sun' : ''
                  }`}
                >
                  {option}
                </button>
                <SpeakButton text={option} className="absolute top-1/2 right-2 -translate-y-1/2" />
              </div>
            );
          })}
        </div>
      </div>
    </Card>
  );
}
