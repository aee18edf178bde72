import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolworkSubject } from '../../../contract/schoolwork';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { useAvatarMoment } from '../../shared/voice/useAvatarMoments';
import { QUIZ_AGES, SUBJECT_EMOJI } from './subjects';

interface QuestionFormProps {
  subject: SchoolworkSubject;
  question: string;
  onQuestionChange(text: string): void;
  age: number;
  onAgeChange(age: number): void;
  sending: boolean;
  generating: boolean;
  onAsk(): void;
  onGenerate(): void;
  onBack(): void;
}

/** The subject's question form: ask McKenzie, or make a quiz for the chosen age. */
export function QuestionForm(props: QuestionFormProps) {
  const { subject, question, onQuestionChange, age, onAgeChange, sending, generating, onAsk, onGenerate, onBack } = props;
  const { t } = useTranslation('schoolwork');
  useAvatarMoment('prompt', t('form.popupPrompt'));
  const questionId = useId();
  const ageId = useId();
  const subjectName = t(`subjects.${subject}.name`);
  const canAsk = question.trim() !== '' && !sending;

  return (
    <Card className="animate-pop flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <McKenzie pose={generating || sending ? 'thinking' : 'happy'} size={110} className="shrink-0" />
        <div>
          <h2 className="font-display text-3xl font-extrabold text-grape">
            <span aria-hidden>{SUBJECT_EMOJI[subject]} </span>
            {t('form.title', { subject: subjectName })}
          </h2>
          <p className="text-lg">{t('form.intro')}</p>
        </div>
      </div>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canAsk) onAsk();
        }}
      >
        <label htmlFor={questionId} className="font-display text-xl font-bold">
          {t('form.questionLabel')}
        </label>
        <textarea
          id={questionId}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          placeholder={t('form.placeholder')}
          rows={3}
          maxLength={1000}
          className="min-h-28 w-full rounded-3xl border-4 border-grape/20 bg-white px-5 py-4 text-xl focus:border-grape focus:outline-none"
        />
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={ageId} className="font-display text-xl font-bold">
            {t('form.ageLabel')}
          </label>
          <select
            id={ageId}
            value={age}
            onChange={(event) => onAgeChange(Number(event.target.value))}
            className="font-display min-h-12 rounded-full border-4 border-grape/20 bg-white px-4 text-xl font-bold text-grape focus:border-grape focus:outline-none"
          >
            {QUIZ_AGES.map((value) => (
              <option key={value} value={value}>
                {t('form.ageOption', { age: value })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={!canAsk}>
            {sending ? t('form.asking') : t('form.ask')}
          </Button>
          <Button variant="mint" size="lg" onClick={onGenerate} disabled={generating} aria-describedby="generate-hint">
            <span aria-hidden>🧩</span>
            {generating ? t('form.generating') : t('form.generate')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {t('form.back')}
          </Button>
        </div>
        {/* The spec fixes the button's label; this line says what it does in a child's words. */}
        <p id="generate-hint" className="text-lg text-ink/70">
          🧩 {t('form.generateHint')}
        </p>
      </form>
    </Card>
  );
}
