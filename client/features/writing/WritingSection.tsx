import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptsForAge, type WritingPrompt } from '../../../content/writing/prompts';
import type { StoryImage } from '../../../contract/writing';
import type { SectionProps } from '../../lib/sections/types';
import { useSections } from '../../lib/sections/SectionsContext';
import { toast } from '../../lib/toast';
import { stopSpeaking } from '../../lib/speech';
import { readChildAge } from '../../lib/storageKeys';
import { useCurrentUser } from '../../lib/users';
import { FindPictures } from './FindPictures';
import { WritingIdeas } from './WritingIdeas';
import { WritingPad } from './WritingPad';
import { DEFAULT_STORY_TITLE, MAX_STORY_PICTURES, useSaveStory, useSearchImages } from './writingApi';

type View = 'ideas' | 'pad' | 'pictures';

export function WritingSection(_props: SectionProps) {
  const { t } = useTranslation('writing');
  const sections = useSections();
  const me = useCurrentUser();
  const [age] = useState(readChildAge);
  const [view, setView] = useState<View>('ideas');
  const [prompt, setPrompt] = useState<WritingPrompt | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [images, setImages] = useState<StoryImage[]>([]);
  const [results, setResults] = useState<StoryImage[] | undefined>(undefined);
  const search = useSearchImages();
  const save = useSaveStory();

  useEffect(() => () => stopSpeaking(), []);

  const runSearch = (query: string) => {
    if (query.trim() === '') return;
    search.mutate(
      { query: query.trim(), age },
      {
        onSuccess: ({ images: found }) => {
          setResults(found);
          toast({ title: t('toast.foundTitle'), description: t('toast.foundText', { n: found.length }), variant: 'success' });
        },
        onError: () => toast({ title: t('toast.searchFailedTitle'), description: t('toast.searchFailedText'), variant: 'destructive' }),
      },
    );
  };

  const addImage = (image: StoryImage) => {
    if (images.some((i) => i.id === image.id) || images.length >= MAX_STORY_PICTURES) return;
    setImages([...images, image]);
    toast({ title: t('toast.addedTitle'), description: t('toast.addedText'), variant: 'success' });
  };

  const saveStory = () => {
    if (text.trim() === '') {
      toast({ title: t('toast.emptyTitle'), description: t('toast.emptyText') });
      return;
    }
    if (!me.data || save.isPending) return;
    save.mutate(
      { title: title.trim() || prompt?.title || DEFAULT_STORY_TITLE, content: text.trim(), images, age, userId: me.data.id },
      {
        onSuccess: () => {
          toast({ title: t('toast.savedTitle'), description: t('toast.savedText'), variant: 'success' });
          stopSpeaking();
          setTitle('');
          setText('');
          setImages([]);
          setPrompt(null);
          setResults(undefined);
          setView('ideas');
        },
        onError: () => toast({ title: t('toast.saveFailedTitle'), description: t('toast.saveFailedText'), variant: 'destructive' }),
      },
    );
  };

  if (view === 'pictures') {
    return (
      <FindPictures
        results={results}
        searching={search.isPending}
        chosen={images}
        full={images.length >= MAX_STORY_PICTURES}
        onSearch={runSearch}
        onAdd={addImage}
        onDone={() => setView('pad')}
      />
    );
  }

  if (view === 'pad') {
    return (
      <WritingPad
        prompt={prompt}
        title={title}
        onTitle={setTitle}
        text={text}
        onText={setText}
        images={images}
        onRemoveImage={(id) => setImages(images.filter((image) => image.id !== id))}
        saving={save.isPending}
        onFindPictures={() => setView('pictures')}
        onSave={saveStory}
        onBack={() => {
          stopSpeaking();
          setView('ideas');
        }}
      />
    );
  }

  return (
    <WritingIdeas
      prompts={promptsForAge(age)}
      onPick={(picked) => {
        setPrompt(picked);
        setView('pad');
      }}
      onShelf={sections.isAvailable('stories') ? () => sections.open('stories') : undefined}
    />
  );
}
