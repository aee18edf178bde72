import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampContentAge, MAX_CHILD_AGE, MIN_CHILD_AGE } from '../../../content/ageBands';
import type { GenerateQuestionsResponse, SchoolworkSubject } from '../../../contract/schoolwork';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { toast } from '../../lib/toast';
import { readChildAge, writeChildAge } from '../../lib/storageKeys';
import { useCompanionReply } from '../../lib/useCompanionReply';
import { useCompanionName, useCurrentUser } from '../../lib/users';
import { AnswerView } from './AnswerView';
import { QuestionForm } from './QuestionForm';
import { scoreQuiz } from './quizScore';
import { QuizResults } from './QuizResults';
import { QuizView } from './QuizView';
import { SubjectGrid } from './SubjectGrid';
import { useGenerateQuestions } from './useGenerateQuestions';

type View = 'home' | 'form' | 'answer' | 'quiz' | 'results';

function initialAge(): number {
  return Math.min(MAX_CHILD_AGE, Math.max(MIN_CHILD_AGE, clampContentAge(readChildAge())));
}

export function SchoolworkSection(_props: SectionProps) {
  const { t } = useTranslation('schoolwork');
  const sections = useSections();
  const me = useCurrentUser();
  const companionName = useCompanionName();
  const answer = useCompanionReply('schoolwork');
  const generate = useGenerateQuestions();

  const [view, setView] = useState<View>('home');
  const [subject, setSubject] = useState<SchoolworkSubject>('general');
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [age, setAge] = useState(initialAge);
  const [quiz, setQuiz] = useState<GenerateQuestionsResponse | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(string | undefined)[]>([]);
  const [completed, setCompleted] = useState<Record<string, ReadonlySet<number>>>({});
  const subjectName = t(`subjects.${subject}.name`);
  const completedKey = `${subject}:${age}`;

  const openForm = (next: SchoolworkSubject) => {
    setSubject(next);
    setView('form');
  };

  const changeAge = (next: number) => {
    setAge(next);
    writeChildAge(next);
  };

  const ask = async () => {
    const content = question.trim();
    if (!content || answer.sending) return;
    setAsked(content);
    setView('answer');
    const posted = await answer.submit(content, { childAge: age });
    if (posted) {
      toast({ title: t('toast.sentTitle'), description: t('toast.sentText', { name: companionName }) });
      setQuestion('');
    } else {
      toast({ title: t('toast.sendFailedTitle'), description: t('toast.sendFailedText'), variant: 'destructive' });
      setView('form');
    }
  };

  const startQuiz = (setNumber: number) => {
    if (!me.data || generate.isPending) return;
    generate.mutate(
      { subject, age, setNumber, userId: me.data.id },
      {
        onSuccess: (data) => {
          setQuiz(data);
          setIndex(0);
          setAnswers([]);
          if (data.setNumber === 1) setCompleted((all) => ({ ...all, [completedKey]: new Set() }));
          setView('quiz');
          toast({
            title: t('toast.generatedTitle'),
            description: t('toast.generatedText', { n: data.questions.length, subject: subjectName, set: data.setNumber }),
            variant: 'success',
          });
        },
        onError: () => {
          toast({ title: t('toast.failedTitle'), description: t('toast.failedText'), variant: 'destructive' });
        },
      },
    );
  };

  const finishQuiz = () => {
    if (!quiz) return;
    setCompleted((all) => ({ ...all, [completedKey]: new Set([...(all[completedKey] ?? []), quiz.setNumber]) }));
    setView('results');
  };

  const backToSubjects = () => {
    setView('home');
    setQuiz(null);
  };

  if (view === 'home') {
    return (
      <SubjectGrid
        onAskAnything={() => openForm('general')}
        onPick={(tile) => (tile.section ? sections.open(tile.section) : openForm(tile.id as SchoolworkSubject))}
      />
    );
  }

  if (view === 'answer') {
    return (
      <AnswerView
        question={asked}
        reply={answer.reply?.content ?? (answer.late ? t('replyLate', { name: companionName }) : undefined)}
        loading={answer.waiting}
        onAskAgain={() => {
          answer.reset();
          setView('home');
        }}
        onAskAnother={() => {
          answer.reset();
          setQuestion('');
          setView('form');
        }}
        onHome={sections.home}
      />
    );
  }

  if (view === 'quiz' && quiz) {
    return (
      <QuizView
        subjectName={subjectName}
        questions={quiz.questions}
        index={index}
        answers={answers}
        onAnswer={(answer) => setAnswers((all) => Object.assign([...all], { [index]: answer }))}
        onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
        onNext={() => (index >= quiz.questions.length - 1 ? finishQuiz() : setIndex(index + 1))}
        onExit={backToSubjects}
        readFirst={age <= 5}
      />
    );
  }

  if (view === 'results' && quiz) {
    return (
      <QuizResults
        key={`${quiz.setNumber}-${quiz.questions[0]?.id ?? ''}`}
        subjectName={subjectName}
        score={scoreQuiz(quiz.questions, answers)}
        setNumber={quiz.setNumber}
        totalSets={quiz.totalSets}
        completedSets={completed[completedKey] ?? new Set()}
        loadingMore={generate.isPending}
        onMore={() => startQuiz(quiz.setNumber >= quiz.totalSets ? 1 : quiz.setNumber + 1)}
        onBackToSubjects={backToSubjects}
      />
    );
  }

  return (
    <QuestionForm
      subject={subject}
      question={question}
      onQuestionChange={setQuestion}
      age={age}
      onAgeChange={changeAge}
      sending={answer.sending}
      generating={generate.isPending}
      onAsk={ask}
      onGenerate={() => startQuiz(1)}
      onBack={() => setView('home')}
    />
  );
}
