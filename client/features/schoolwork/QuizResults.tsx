import { Check, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreBand } from '../../../content/ageBands';
import { speak } from '../../lib/speech';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { truncateQuestion, type QuizScore } from './quizScore';
import { ShootingStars } from './ShootingStars';

/** Spec §9: the results are read aloud 800 ms after they appear. */
export const RESULTS_SPEECH_DELAY_MS = 800;

const BAND_EMOJI = { perfect: '🏆', excellent: '🌟', good: '👍', effort: '💪' } as const;

interface QuizResultsProps {
  subjectName: string;
  score: QuizScore;
  setNumber: number;
  totalSets: number;
  completedSets: ReadonlySet<number>;
  loadingMore: boolean;
  onMore(): void;
  onBackToSubjects(): void;
}

export function QuizResults({ subjectName, score, setNumber, totalSets, completedSets, loadingMore, onMore, onBackToSubjects }: QuizResultsProps) {
  const { t } = useTranslation('schoolwork');
  const band = scoreBand(score.percent);
  const message = t(`results.${band}`);
  const nextSet = setNumber >= totalSets ? 1 : setNumber + 1;

  useEffect(() => {
    const timer = setTimeout(
      () => speak(t('results.speech', { correct: score.correct, total: score.total, message }), { category: 'schoolwork' }),
      RESULTS_SPEECH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [score.correct, score.total, message, t]);

  return (
    <Card className="relative flex flex-col gap-5 overflow-hidden" data-testid="quiz-results">
      {band === 'perfect' ? <ShootingStars /> : null}
      <div className="animate-pop flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
        <McKenzie pose={score.percent >= 60 ? 'cheering' : 'gentle'} size={150} className="shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 className="font-display text-3xl font-extrabold text-grape">{t('results.title', { subject: subjectName })}</h2>
          <p className="font-display text-6xl font-extrabold text-ink" data-testid="quiz-score">
            <span aria-hidden>{BAND_EMOJI[band]} </span>
            {t('results.score', { correct: score.correct, total: score.total })}
          </p>
          <p className="font-display text-3xl font-bold text-berry" data-testid="quiz-percent">
            {t('results.percent', { percent: score.percent })}
          </p>
          <p className="text-xl font-semibold" data-testid="quiz-message">
            {message}
          </p>
        </div>
      </div>

      <section aria-label={t('results.setsLabel')} className="flex flex-col items-center gap-2">
        <h3 className="font-display text-xl font-bold">{t('results.setsLabel')}</h3>
        <ol className="flex gap-3" data-testid="set-progress">
          {Array.from({ length: totalSets }, (_, i) => i + 1).map((n) => {
            const done = completedSets.has(n);
            return (
              <li
                key={n}
                data-done={done}
                aria-label={done ? t('results.setDone', { n }) : t('results.setLabel', { n })}
                className={`font-display flex min-h-14 min-w-20 items-center justify-center gap-1 rounded-2xl border-4 px-3 text-lg font-bold ${
                  done ? 'border-mint bg-mint text-white' : n === setNumber ? 'border-grape/50 bg-white text-grape' : 'border-grape/15 bg-white/70 text-ink/60'
                }`}
              >
                {done ? <Check aria-hidden className="h-5 w-5" /> : null}
                {t('results.setLabel', { n })}
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="happy" size="lg" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? t('results.creating') : nextSet === 1 ? t('results.newSet') : t('results.more', { n: nextSet })}
        </Button>
        <Button variant="secondary" size="lg" onClick={onBackToSubjects}>
          {t('results.backToSubjects')}
        </Button>
      </div>

      <section aria-label={t('results.answersTitle')} className="flex flex-col gap-2">
        <h3 className="font-display text-2xl font-bold">{t('results.answersTitle')}</h3>
        <ol className="flex flex-col gap-2" data-testid="answers-list">
          {score.results.map((result, i) => (
            <li
              key={result.question.id}
              data-correct={result.correct}
              className={`flex items-start gap-3 rounded-2xl px-4 py-3 ${result.correct ? 'bg-mint/15' : 'bg-berry/10'}`}
            >
              <span
                aria-label={result.correct ? t('results.right') : t('results.wrong')}
                className={`mt-1 grid h-8 w-8 shrink-0 place-items-center rounded-full text-white ${result.correct ? 'bg-mint' : 'bg-berry'}`}
              >
                {result.correct ? <Check aria-hidden className="h-5 w-5" /> : <X aria-hidden className="h-5 w-5" />}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold">
                  {i + 1}. {truncateQuestion(result.question.question)}
                </p>
                <p>{t('results.yourAnswer', { answer: result.given ?? t('results.noAnswer') })}</p>
                {!result.correct ? (
                  <p className="font-bold text-mint" data-testid="correction">
                    {t('results.correctAnswer', { answer: result.question.answer })}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

    </Card>
  );
}
