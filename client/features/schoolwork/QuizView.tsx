import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizQuestionDto } from '../../../contract/schoolwork';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { SpeakButton } from '../../shared/SpeakButton';
import { useHearBeforeChoosing } from '../../shared/useHearBeforeChoosing';
import { useAvatarMoment } from '../../shared/voice/useAvatarMoments';

interface QuizViewProps {
  subjectName: string;
  questions: readonly QuizQuestionDto[];
  index: number;
  answers: readonly (string | undefined)[];
  onAnswer(answer: string): void;
  onPrevious(): void;
  onNext(): void;
  onExit(): void;
  /** Ages 3–5: the first tap on an option reads it aloud, a second tap chooses it. */
  readFirst?: boolean;
}

const OPTION_COLOURS = [
  'bg-[#e3f0ff] border-ocean/40 hover:border-ocean',
  'bg-[#ffe8f0] border-berry/40 hover:border-berry',
  'bg-[#e6fbf4] border-mint/40 hover:border-mint',
  'bg-[#fff5d6] border-sun/70 hover:border-[#e0b400]',
];

/** One question at a time, with big option buttons or a free-text answer. */
export function QuizView({ subjectName, questions, index, answers, onAnswer, onPrevious, onNext, onExit, readFirst = false }: QuizViewProps) {
  const { t } = useTranslation('schoolwork');
  const answerId = useId();
  const hear = useHearBeforeChoosing(readFirst);
  const [askingToStop, setAskingToStop] = useState(false);
  // Halfway through, the avatar popup cheers the child on (silently: the questions have their own speakers).
  const halfway = questions.length > 2 && index === Math.floor(questions.length / 2);
  useAvatarMoment('encouragement', halfway ? t('quiz.encourage') : null);
  const question = questions[index];
  if (!question) return null;
  const total = questions.length;
  const answer = answers[index] ?? '';
  const answered = answer.trim() !== '';
  const last = index === total - 1;

  return (
    <Card className="flex flex-col gap-5" data-testid="quiz">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-3xl font-extrabold text-grape">{t('quiz.title', { subject: subjectName })}</h2>
        <Button variant="secondary" onClick={() => setAskingToStop(true)} aria-expanded={askingToStop}>
          {t('quiz.exit')}
        </Button>
      </div>
      {askingToStop ? (
        <div role="alertdialog" aria-labelledby={`${answerId}-stop`} className="animate-pop flex flex-col gap-3 rounded-3xl bg-sun/30 p-4">
          <p id={`${answerId}-stop`} className="font-display text-2xl font-extrabold text-grape">
            {t('quiz.stopQuestion')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" onClick={() => setAskingToStop(false)} autoFocus>
              {t('quiz.keepGoing')}
            </Button>
            <Button variant="secondary" onClick={onExit}>
              {t('quiz.yesStop')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('quiz.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          className="h-5 flex-1 overflow-hidden rounded-full bg-grape/15"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-grape to-berry transition-all duration-500" style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
        <span className="font-display text-2xl font-extrabold text-grape" data-testid="quiz-progress">
          {t('quiz.progress', { current: index + 1, total })}
        </span>
      </div>

      <div key={question.id} className="animate-pop flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <McKenzie pose="listening" size={90} className="hidden shrink-0 sm:block" />
          <div className="flex flex-1 flex-col gap-3">
            {question.picture ? (
              <p aria-hidden className="text-5xl leading-tight tracking-widest break-words sm:text-6xl" data-testid="quiz-picture">
                {question.picture}
              </p>
            ) : null}
            <div className="flex items-start gap-2">
              <p className="font-display flex-1 text-2xl leading-snug font-bold sm:text-3xl" data-testid="quiz-question">
                {question.question}
              </p>
              <SpeakButton text={question.question} />
            </div>
          </div>
        </div>

        {question.options && readFirst ? (
          <p className="text-lg text-ink/70" data-testid="tap-twice-hint">
            {t('quiz.tapTwice')}
          </p>
        ) : null}
        {question.options ? (
          <div role="group" aria-label={t('quiz.choicesLabel')} className={`grid gap-3 ${question.options.some((o) => o.length > 14) ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2'}`}>
            {question.options.map((option, i) => {
              const chosen = answer === option;
              const heard = readFirst && hear.heard === `${question.id}:${option}` && !chosen;
              return (
                <div key={option} className="relative flex">
                  <button
                    type="button"
                    aria-pressed={chosen}
                    data-heard={heard || undefined}
                    onClick={() => hear.tap(`${question.id}:${option}`, option, () => onAnswer(option))}
                    className={`font-display min-h-16 flex-1 rounded-3xl border-4 py-3 pr-14 pl-5 text-2xl font-bold transition active:scale-[0.98] ${
                      chosen ? 'border-grape bg-grape text-white shadow-[0_5px_0_#5a3fd6]' : OPTION_COLOURS[i % OPTION_COLOURS.length]
                    } ${heard ? 'ring-4 ring-sun' : ''}`}
                  >
                    {option}
                  </button>
                  <SpeakButton text={option} className="absolute top-1/2 right-2 -translate-y-1/2" />
                </div>
              );
            })}
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor={answerId} className="font-display text-xl font-bold">
              {t('quiz.answerLabel')}
            </label>
            <textarea
              id={answerId}
              value={answer}
              onChange={(event) => onAnswer(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  if (answered) onNext();
                }
              }}
              placeholder={t('quiz.placeholder')}
              rows={2}
              maxLength={200}
              className="min-h-20 w-full rounded-3xl border-4 border-grape/20 bg-white px-5 py-4 text-2xl focus:border-grape focus:outline-none"
            />
          </div>
        )}
      </div>

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious} disabled={index === 0}>
          {t('quiz.previous')}
        </Button>
        <Button variant={last ? 'happy' : 'primary'} size="lg" onClick={onNext} disabled={!answered}>
          {last ? t('quiz.seeResults') : t('quiz.next')}
        </Button>
      </div>
    </Card>
  );
}
