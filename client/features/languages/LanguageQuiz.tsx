import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageQuizQuestionDto } from '../../../contract/languages';
import { call } from '../../lib/call';
import { speak } from '../../lib/speech';
import { toast } from '../../lib/toast';
import { TopicTile } from '../../shared/topics/TopicTile';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';
import { LEARNABLE_LANGUAGES, LEARNABLE_LOOK, speakInLanguage, utcOffsetMinutes, type LearnableLanguage } from './meta';
import { languageRewardQueries } from './queries';
import { isQuizAnswerRight, quizTrophy } from './quizAnswers';

interface LanguageQuizProps {
  userId: number | undefined;
  age: number;
  /** When given, generation starts at once (spec §4). */
  preselected?: LearnableLanguage;
  onBackToLearning(): void;
}

type Step =
  | { step: 'choose' }
  | { step: 'loading'; language: LearnableLanguage }
  | { step: 'question'; language: LearnableLanguage; questions: LanguageQuizQuestionDto[]; index: number; submitted: boolean }
  | { step: 'results'; language: LearnableLanguage; total: number };

const TROPHY_EMOJI = { trophy: '🏆', star: '⭐', thumbs: '👍' } as const;

/** Language Quiz (spec part 2 §2.2): choose, loading, one question at a time with feedback, results. */
export function LanguageQuiz({ userId, age, preselected, onBackToLearning }: LanguageQuizProps) {
  const { t } = useTranslation('languages');
  const queryClient = useQueryClient();
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [answer, setAnswer] = useState('');
  const [score, setScore] = useState({ correct: 0, answered: 0 });
  const started = useRef(false);

  const generate = useMutation({
    mutationFn: (language: LearnableLanguage) =>
      call('POST /api/languages/generate-questions', { body: { language, age, userId: userId as number } }),
  });

  const start = async (language: LearnableLanguage) => {
    if (userId === undefined) return;
    setState({ step: 'loading', language });
    setScore({ correct: 0, answered: 0 });
    setAnswer('');
    try {
      const result = await generate.mutateAsync(language);
      if (result.questions.length === 0) {
        toast({ title: t('quiz.oops'), description: t('quiz.noQuestions') });
        setState({ step: 'choose' });
        return;
      }
      setState({ step: 'question', language, questions: result.questions, index: 0, submitted: false });
    } catch {
      toast({ title: t('quiz.oops'), description: t('quiz.failed'), variant: 'destructive' });
      setState({ step: 'choose' });
    }
  };

  useEffect(() => {
    if (preselected && userId !== undefined && !started.current) {
      started.current = true;
      void start(preselected);
    }
    // start is stable enough for a one-time auto start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselected, userId]);

  const finish = (language: LearnableLanguage, total: number, correct: number) => {
    setState({ step: 'results', language, total });
    if (userId === undefined) return;
    const activity = correct === total ? 'quiz_perfect' : 'quiz_completed';
    call('POST /api/language-rewards/award-points', {
      body: { userId, language, activity, utcOffsetMinutes: utcOffsetMinutes() },
    })
      .then(() => queryClient.invalidateQueries({ queryKey: languageRewardQueries.all(userId, language) }))
      .catch((error: unknown) => console.warn('Could not award quiz points.', error));
  };

  if (state.step === 'choose') {
    return (
      <div className="flex flex-col gap-5" data-testid="language-quiz-choose">
        <div className="flex items-center gap-3">
          <McKenzie pose="happy" size={110} className="shrink-0" />
          <h2 className="font-display text-3xl font-extrabold text-grape sm:text-4xl">{t('quiz.chooseTitle')}</h2>
        </div>
        <nav aria-label={t('tilesLabel')} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
          {LEARNABLE_LANGUAGES.map((language, index) => (
            <TopicTile
              key={language}
              index={index}
              emoji={LEARNABLE_LOOK[language].emoji}
              gradient={LEARNABLE_LOOK[language].gradient}
              title={t(`learnable.${language}.name`)}
              description={t('quiz.tileDescription', { hello: LEARNABLE_LOOK[language].hello })}
              onClick={() => void start(language)}
            />
          ))}
        </nav>
        <div>
          <Button variant="secondary" onClick={onBackToLearning}>
            {t('back')}
          </Button>
        </div>
      </div>
    );
  }

  if (state.step === 'loading') {
    const languageName = t(`learnable.${state.language}.name`);
    return (
      <Card className="flex flex-col items-center gap-4 text-center" role="status" data-testid="language-quiz-loading">
        <McKenzie pose="thinking" size={150} />
        <h2 className="font-display text-3xl font-extrabold text-grape">{t('quiz.generating', { language: languageName })}</h2>
        <p className="text-xl">{t('quiz.creating', { language: languageName })}</p>
      </Card>
    );
  }

  if (state.step === 'results') {
    const languageName = t(`learnable.${state.language}.name`);
    const trophy = quizTrophy(score.correct, state.total);
    const message = trophy === 'trophy' ? t('quiz.perfect') : trophy === 'star' ? t('quiz.excellent') : t('quiz.effort');
    return (
      <Card className="animate-pop flex flex-col items-center gap-4 text-center" data-testid="language-quiz-results">
        <h2 className="font-display text-3xl font-extrabold text-grape sm:text-4xl">{t('quiz.resultsTitle', { language: languageName })}</h2>
        <p aria-hidden className="text-7xl" data-testid="language-quiz-trophy" data-trophy={trophy}>
          {TROPHY_EMOJI[trophy]}
        </p>
        <p className="font-display text-4xl font-extrabold text-berry">{t('quiz.excelente')}</p>
        <p className="font-display text-2xl font-bold" data-testid="language-quiz-score">
          {t('quiz.scored', { correct: score.correct, total: state.total })}
        </p>
        <p className="text-xl font-semibold">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            variant="happy"
            size="lg"
            onClick={() => {
              setState({ step: 'choose' });
              setScore({ correct: 0, answered: 0 });
            }}
          >
            {t('quiz.tryAnother')}
          </Button>
          <Button variant="secondary" size="lg" onClick={onBackToLearning}>
            {t('quiz.backToLearning')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <QuestionStep
      state={state}
      answer={answer}
      score={score}
      onAnswer={setAnswer}
      onSubmit={() => {
        const question = state.questions[state.index];
        if (!question || state.submitted || answer.trim() === '') return;
        const right = isQuizAnswerRight(question, answer);
        setScore((previous) => ({ correct: previous.correct + (right ? 1 : 0), answered: previous.answered + 1 }));
        setState({ ...state, submitted: true });
        speak(right ? t('quiz.correct') : t('quiz.goodTry'), { category: 'languages', personalize: false });
      }}
      onNext={() => {
        const next = state.index + 1;
        setAnswer('');
        if (next >= state.questions.length) finish(state.language, state.questions.length, score.correct);
        else setState({ ...state, index: next, submitted: false });
      }}
      onExit={onBackToLearning}
    />
  );
}

interface QuestionStepProps {
  state: Extract<Step, { step: 'question' }>;
  answer: string;
  score: { correct: number; answered: number };
  onAnswer(answer: string): void;
  onSubmit(): void;
  onNext(): void;
  onExit(): void;
}

function QuestionStep({ state, answer, score, onAnswer, onSubmit, onNext, onExit }: QuestionStepProps) {
  const { t } = useTranslation('languages');
  const answerId = useId();
  const question = state.questions[state.index];
  if (!question) return null;
  const total = state.questions.length;
  const last = state.index === total - 1;
  const right = state.submitted && isQuizAnswerRight(question, answer);
  const languageName = t(`learnable.${state.language}.name`);

  return (
    <Card className="flex flex-col gap-5" data-testid="language-quiz">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-3xl font-extrabold text-grape">{t('quiz.title', { language: languageName })}</h2>
        <Button variant="secondary" onClick={onExit}>
          {t('back')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('quiz.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={state.index + 1}
          className="h-5 min-w-32 flex-1 overflow-hidden rounded-full bg-grape/15"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-grape to-berry transition-all duration-500" style={{ width: `${((state.index + 1) / total) * 100}%` }} />
        </div>
        <span className="font-display text-2xl font-extrabold text-grape" data-testid="language-quiz-counter">
          {state.index + 1}/{total}
        </span>
        <span className="font-display text-xl font-bold text-mint" data-testid="language-quiz-running-score">
          {t('quiz.score', { correct: score.correct, answered: score.answered })}
        </span>
      </div>

      <div key={question.id} className="animate-pop flex flex-col gap-4">
        <p className="font-display text-2xl leading-snug font-bold sm:text-3xl" data-testid="language-quiz-question">
          {question.question}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {question.pronunciation ? (
            <span className="rounded-full bg-sun/40 px-4 py-2 text-xl font-semibold" data-testid="language-quiz-pronunciation">
              🗣️ {question.pronunciation}
            </span>
          ) : null}
          <Button variant="happy" onClick={() => speakInLanguage(question.say, state.language)} icon={<Volume2 aria-hidden className="h-6 w-6" />}>
            {t('quiz.hear')}
          </Button>
          <Button variant="secondary" onClick={() => speak(question.question, { category: 'languages', personalize: false })} icon={<Volume2 aria-hidden className="h-6 w-6" />}>
            {t('quiz.hearQuestion')}
          </Button>
        </div>

        {question.options ? (
          <div role="group" aria-label={t('quiz.choicesLabel')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {question.options.map((option) => {
              const chosen = answer === option;
              return (
                <button
                  key={option}
                  type="button"
                  aria-pressed={chosen}
                  disabled={state.submitted}
                  onClick={() => onAnswer(option)}
                  className={`font-display min-h-16 rounded-3xl border-4 px-5 py-3 text-2xl font-bold transition active:scale-[0.98] disabled:cursor-default ${
                    chosen ? 'border-grape bg-grape text-white' : 'border-grape/20 bg-white text-ink hover:border-grape/50'
                  }`}
                >
                  {option}
                </button>
              );
            })}
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor={answerId} className="font-display text-xl font-bold">
              {t('quiz.answerLabel')}
            </label>
            <input
              id={answerId}
              value={answer}
              disabled={state.submitted}
              onChange={(event) => onAnswer(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (state.submitted) onNext();
                  else onSubmit();
                }
              }}
              placeholder={t('quiz.placeholder')}
              maxLength={200}
              autoComplete="off"
              className="min-h-16 w-full rounded-3xl border-4 border-grape/20 bg-white px-5 text-2xl focus:border-grape focus:outline-none"
            />
          </div>
        )}
      </div>

      {state.submitted ? (
        <div
          role="status"
          data-testid="language-quiz-feedback"
          className={`animate-pop flex flex-col gap-1 rounded-3xl p-4 text-lg ${right ? 'bg-mint/15' : 'bg-sun/25'}`}
        >
          <p className="font-display text-2xl font-extrabold">{right ? `🎉 ${t('quiz.correct')}` : `💪 ${t('quiz.goodTry')}`}</p>
          <p>{question.explanation}</p>
          {right ? null : (
            <p className="font-semibold">
              {t('quiz.correctAnswer')} <span data-testid="language-quiz-correct-answer">{question.answer}</span>
            </p>
          )}
        </div>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        {state.submitted ? (
          <Button variant={last ? 'happy' : 'primary'} size="lg" onClick={onNext}>
            {last ? t('quiz.seeResults') : t('quiz.next')}
          </Button>
        ) : (
          <Button size="lg" onClick={onSubmit} disabled={answer.trim() === ''}>
            {t('quiz.submit')}
          </Button>
        )}
      </div>
    </Card>
  );
}
