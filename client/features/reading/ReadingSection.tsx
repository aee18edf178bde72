import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paginate } from '../../../content/reading/paginate';
import { BUILT_IN_STORIES, STORY_LIBRARY, storyAgeGroupFor } from '../../../content/reading/library';
import type { StoryDto } from '../../../contract/reading';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { toast } from '../../lib/toast';
import { stopSpeaking } from '../../lib/speech';
import { readChildAge } from '../../lib/storageKeys';
import { ReadingResults } from './ReadingResults';
import { StoryList } from './StoryList';
import { StoryQuestions } from './StoryQuestions';
import { StoryReader } from './StoryReader';
import { useGenerateStories } from './useGenerateStories';

type View = 'list' | 'reading' | 'questions' | 'results';

/** Adds stories that are not in the list yet (by id). */
function withoutDuplicates(list: readonly StoryDto[], more: readonly StoryDto[]): StoryDto[] {
  const known = new Set(list.map((story) => story.id));
  const added = more.filter((story) => {
    if (known.has(story.id)) return false;
    known.add(story.id);
    return true;
  });
  return [...list, ...added];
}

export function ReadingSection(_props: SectionProps) {
  const { t } = useTranslation('reading');
  const sections = useSections();
  const generate = useGenerateStories();
  const [age] = useState(readChildAge);
  // The built-in stories, and every library story for the child's band straight away (content/ is
  // offline), so the list can lead with at least five of the child's own; generated ones join later.
  const [stories, setStories] = useState<StoryDto[]>(() =>
    withoutDuplicates(BUILT_IN_STORIES, STORY_LIBRARY.filter((s) => s.ageGroup === storyAgeGroupFor(age))),
  );
  const [view, setView] = useState<View>('list');
  const [story, setStory] = useState<StoryDto | null>(null);
  const [page, setPage] = useState(0);
  const [questionIndex, setQuestionIndex] = useState(0);
  const [correct, setCorrect] = useState(0);
  const fired = useRef(false);
  const { mutate } = generate;

  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    mutate(
      { age },
      {
        onSuccess: ({ stories: generated }) => {
          setStories((list) => withoutDuplicates(list, generated));
          toast({ title: t('toast.readyTitle'), description: t('toast.readyText', { n: generated.length }), variant: 'success' });
        },
        onError: () => toast({ title: t('toast.errorTitle'), description: t('toast.errorText'), variant: 'destructive' }),
      },
    );
  }, [age, mutate, t]);

  useEffect(() => () => stopSpeaking(), []);

  const pages = useMemo(() => (story ? paginate(story.content, age) : []), [story, age]);

  const open = (next: StoryDto) => {
    setStory(next);
    setPage(0);
    setQuestionIndex(0);
    setCorrect(0);
    setView('reading');
  };

  const toList = () => {
    stopSpeaking();
    setView('list');
    setStory(null);
  };

  if (view === 'reading' && story) {
    return (
      <StoryReader
        story={story}
        pages={pages}
        page={page}
        age={age}
        onPage={(next) => {
          stopSpeaking();
          setPage(Math.min(Math.max(next, 0), pages.length - 1));
        }}
        onQuestions={() => {
          stopSpeaking();
          setQuestionIndex(0);
          setCorrect(0);
          setView('questions');
        }}
        onBack={toList}
      />
    );
  }

  const question = story?.comprehensionQuestions[questionIndex];
  if (view === 'questions' && story && question) {
    return (
      <StoryQuestions
        question={question}
        index={questionIndex}
        total={story.comprehensionQuestions.length}
        onAnswer={(choice) => {
          if (choice === question.correctAnswer) setCorrect((c) => c + 1);
          if (questionIndex + 1 >= story.comprehensionQuestions.length) setView('results');
          else setQuestionIndex(questionIndex + 1);
        }}
        onBack={() => setView('reading')}
        readFirst={age <= 5}
      />
    );
  }

  if (view === 'results' && story) {
    return (
      <ReadingResults
        correct={correct}
        total={story.comprehensionQuestions.length}
        onReadAnother={toList}
        onBackToSchoolwork={() => sections.open('schoolwork')}
      />
    );
  }

  return <StoryList stories={stories} age={age} loadingMore={generate.isPending} onOpen={open} />;
}
