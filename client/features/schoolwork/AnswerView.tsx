import { Home, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { CharacterResponseCard } from '../../shared/topics/CharacterResponseCard';

interface AnswerViewProps {
  question: string;
  reply: string | undefined;
  loading: boolean;
  onAskAgain(): void;
  /** The response card's 'Ask Another Question': back to the question box for the same subject. */
  onAskAnother(): void;
  onHome(): void;
}

/** The companion's answer to a schoolwork question, with Ask Again and Home. */
export function AnswerView({ question, reply, loading, onAskAgain, onAskAnother, onHome }: AnswerViewProps) {
  const { t } = useTranslation('schoolwork');
  return (
    <div className="flex flex-col gap-4" data-testid="schoolwork-answer">
      <div className="self-end rounded-[1.75rem] bg-grape px-6 py-3 text-xl text-white shadow-md">
        <span className="sr-only">{t('answer.youAsked')} </span>
        {question}
      </div>
      <CharacterResponseCard text={reply} loading={loading} category="schoolwork" onAskAnother={onAskAnother} />
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" variant="happy" onClick={onAskAgain} icon={<RotateCcw aria-hidden className="h-6 w-6" />}>
          {t('answer.askAgain')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onHome} icon={<Home aria-hidden className="h-6 w-6" />}>
          {t('answer.home')}
        </Button>
      </div>
    </div>
  );
}
