import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WritingPrompt } from '../../../content/writing/prompts';
import { Button } from '../../ui/Button';
import { SpeakButton } from '../../shared/SpeakButton';
import { McKenzieSays } from '../../ui/McKenzieSays';
import { ReadAlongText } from '../../shared/readAlong/ReadAlongText';
import { useReadAlong } from '../../shared/readAlong/useReadAlong';

const CARD_COLOURS = ['bg-[#fff5d6]', 'bg-[#e3f0ff]', 'bg-[#ffe8f0]'];

interface WritingIdeasProps {
  prompts: readonly WritingPrompt[];
  onPick(prompt: WritingPrompt | null): void;
  onShelf?: () => void;
}

/** One idea card; its speaker button reads it aloud and the words light up as they are said. */
function PromptCard({ prompt, colour, onPick }: { prompt: WritingPrompt; colour: string; onPick(prompt: WritingPrompt): void }) {
  const readAlong = useReadAlong([prompt.title, prompt.prompt]);
  return (
    <li className="relative" data-testid="prompt-card">
      <button
        type="button"
        onClick={() => onPick(prompt)}
        className={`flex h-full min-h-36 w-full flex-col gap-2 rounded-[2rem] border-4 border-white ${colour} p-5 text-left shadow-lg transition hover:-translate-y-1 hover:shadow-xl`}
      >
        <span className="flex items-center gap-3 pr-12">
          <span aria-hidden className="text-4xl">
            {prompt.emoji}
          </span>
          <span className="font-display text-2xl leading-tight font-extrabold">
            <ReadAlongText text={prompt.title} current={readAlong.wordIn(0)} />
          </span>
        </span>
        <span className="text-lg leading-snug">
          <ReadAlongText text={prompt.prompt} current={readAlong.wordIn(1)} />
        </span>
      </button>
      <SpeakButton text={readAlong.text} onProgress={readAlong.onProgress} className="absolute top-4 right-4" />
    </li>
  );
}

/** Writing Ideas: the three prompts for the child's age band and Free Writing. */
export function WritingIdeas({ prompts, onPick, onShelf }: WritingIdeasProps) {
  const { t } = useTranslation('writing');
  return (
    <div className="animate-pop flex flex-col gap-5">
      <McKenzieSays pose="happy" title={t('ideas.title')}>
        {t('ideas.prompt')}
      </McKenzieSays>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t('ideas.title')}>
        {prompts.map((prompt, i) => (
          <PromptCard key={prompt.id} prompt={prompt} colour={CARD_COLOURS[i % CARD_COLOURS.length] ?? ''} onPick={onPick} />
        ))}
        <li>
          <button
            type="button"
            onClick={() => onPick(null)}
            className="flex h-full min-h-36 w-full flex-col items-start gap-2 rounded-[2rem] border-4 border-dashed border-grape/40 bg-white/80 p-5 text-left shadow-lg transition hover:-translate-y-1 hover:border-grape hover:shadow-xl"
          >
            <span className="flex items-center gap-3">
              <span aria-hidden className="text-4xl">
                🌈
              </span>
              <span className="font-display text-2xl font-extrabold text-grape">{t('ideas.free')}</span>
            </span>
            <span className="text-lg leading-snug">{t('ideas.freeText')}</span>
          </button>
        </li>
      </ul>
      {onShelf ? (
        <Button
          variant="secondary"
          size="lg"
          className="self-center"
          onClick={onShelf}
          icon={<BookOpen aria-hidden className="h-6 w-6" />}
        >
          {t('ideas.myStories')}
        </Button>
      ) : null}
    </div>
  );
}
