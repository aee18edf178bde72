import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComprehensionQuestionDto } from '../../../contract/reading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';

const OPTION_COLOURS = ['bg-[#e3f0ff]', 'bg-[#ffe8f0]', 'bg-[#e6fbf4]', 'bg-[#fff5d6]'];

interface StoryQuestionsProps {
  question: ComprehensionQuestionDto;
  index: number;
  total: number;
  onAnswer(choice: number): void;
  onBack(): void;
}

/** 'Question N of M': tapping an answer moves on. */
export function StoryQuestions({ question, index, total, onAnswer, onBack }: StoryQuestionsProps) {
  const { t } = useTranslation('reading');
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
          <p className="font-display text-2xl leading-snug font-bold sm:text-3xl">{question.question}</p>
        </div>
        <div role="group" aria-label={t('questions.choices')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {question.options.map((option, i) => (
            <button
              key={option}
              type="button"
              onClick={() => onAnswer(i)}
              className={`font-display min-h-16 rounded-3xl border-4 border-white px-5 py-3 text-left text-xl font-bold shadow transition hover:border-grape/50 active:scale-[0.98] sm:text-2xl ${OPTION_COLOURS[i]}`}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
    </Card>
  );
}
