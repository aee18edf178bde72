import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { speak } from '../../lib/speech';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';

/** Reading results emoji: 80% and over, 60% and over, else. */
export function readingEmoji(percent: number): string {
  if (percent >= 80) return '🌟';
  if (percent >= 60) return '😊';
  return '💪';
}

interface ReadingResultsProps {
  correct: number;
  total: number;
  onReadAnother(): void;
  onBackToSchoolwork(): void;
}

export function ReadingResults({ correct, total, onReadAnother, onBackToSchoolwork }: ReadingResultsProps) {
  const { t } = useTranslation('reading');
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  const result = t('results.score', { correct, total });

  useEffect(() => {
    const timer = setTimeout(() => speak(`${t('results.title')} ${result}`), 800);
    return () => clearTimeout(timer);
  }, [result, t]);

  return (
    <Card className="animate-pop flex flex-col items-center gap-4 text-center" data-testid="reading-results">
      <McKenzie pose={percent >= 60 ? 'cheering' : 'gentle'} size={160} />
      <p aria-hidden className="text-7xl" data-testid="reading-emoji">
        {readingEmoji(percent)}
      </p>
      <h2 className="font-display text-4xl font-extrabold text-grape">{t('results.title')}</h2>
      <p className="text-2xl font-bold">{result}</p>
      <p className="font-display text-5xl font-extrabold text-berry" data-testid="reading-percent">
        {t('results.percent', { percent })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" variant="happy" onClick={onReadAnother}>
          {t('results.readAnother')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onBackToSchoolwork}>
          {t('results.backToSchoolwork')}
        </Button>
      </div>
    </Card>
  );
}
