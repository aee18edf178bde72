import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../contract/messages';
import type { GenerateQuestionsResponse, SchoolworkSubject } from '../../../contract/schoolwork';
import type { SectionProps } from '../../app/sections/registry';
import { useSections } from '../../app/sections/SectionsContext';
import { toast } from '../../app/toast/toastStore';
import { latestCompanionMessage, useSendMessage } from '../../lib/messages';
import { queryKeys } from '../../lib/queryKeys';
import { readChildAge, writeChildAge } from '../../lib/storageKeys';
import { useCompanionName, useCompanionUser, useCurrentUser } from '../../lib/users';
import { AnswerView } from './AnswerView';
import { QuestionForm } from './QuestionForm';
import { scoreQuiz } from './quizScore';
import { QuizResults } from './QuizResults';
import { QuizView } from './QuizView';
import { SubjectGrid } from './SubjectGrid';
import { QUIZ_AGES } from './subjects';
import { useGenerateQuestions } from './useGenerateQuestions';

/** Spec §4: the reply is refetched 2000 ms after a send when the post did not carry it. */
export const REPLY_REFETCH_MS = 2000;

type View = 'home' | 'form' | 'answer' | 'quiz' | 'results';

function initialAge(): number {
  const age = readChildAge();
  return (QUIZ_AGES as readonly number[]).includes(age) ? age : Math.min(Math.max(age, 3), 10);
}

export function SchoolworkSection(_props: SectionProps) {
  const { t } = useTranslation('schoolwork');
  const sections = useSections();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const companion = useCompanionUser();
  const companionName = useCompanionName();
  const send = useSendMessage();
  const generate = useGenerateQuestions();

  const [view, setView] = useState<View>('home');
  const [subject, setSubject] = useState<SchoolworkSubject>('general');
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [age, setAge] = useState(initialAge);
  const [reply, setReply] = useState<string | undefined>(undefined);
  const [quiz, setQuiz] = useState<GenerateQuestionsResponse | null>(null);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(string | undefined)[]>([]);
  const [completed, setCompleted] = useState<Record<string, ReadonlySet<number>>>({});
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(refetchTimer.current), []);

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

  const ask = () => {
    const content = question.trim();
    if (!content || send.isPending) return;
    setAsked(content);
    setReply(undefined);
    setView('answer');
    send.mutate(
      { content, category: 'schoolwork', childAge: age },
      {
        onSuccess: (posted) => {
          toast({ title: t('toast.sentTitle'), description: t('toast.sentText', { name: companionName }) });
          setQuestion('');
          if (posted.reply) {
            setReply(posted.reply.content);
            return;
          }
          clearTimeout(refetchTimer.current);
          refetchTimer.current = setTimeout(() => {
            void queryClient
              .fetchQuery<Message[]>({ queryKey: queryKeys.messages.byCategory('schoolwork'), staleTime: 0 })
              .then((messages) => setReply(latestCompanionMessage(messages, companion.data?.id)?.content ?? ''))
              .catch(() => setReply(''));
          }, REPLY_REFETCH_MS);
        },
        onError: () => {
          toast({ title: t('toast.sendFailedTitle'), description: t('toast.sendFailedText'), variant: 'destructive' });
          setView('form');
        },
      },
    );
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
        reply={reply}
        loading={send.isPending || reply === undefined}
        onAskAgain={() => {
          clearTimeout(refetchTimer.current);
          setReply(undefined);
          setView('home');
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
      sending={send.isPending}
      generating={generate.isPending}
      onAsk={ask}
      onGenerate={() => startQuiz(1)}
      onBack={() => setView('home')}
    />
  );
}
