import { useTranslation } from 'react-i18next';
import type { StoryDto } from '../../../contract/reading';
import { storyAgeGroupFor } from '../../../content/reading/library';
import { bandFirst } from '../../../content/reading/order';
import { McKenzieSays } from '../../ui/McKenzieSays';

const CARD_COLOURS = ['bg-[#e6fbf4]', 'bg-[#e3f0ff]', 'bg-[#fff5d6]', 'bg-[#ffe8f0]', 'bg-[#efe9ff]'];

/** '6-8 years' → '6–8' (the words around it are translated). */
const shortBand = (group: string) => group.replace(/\s*years$/, '').replace('-', '–');

interface StoryListProps {
  stories: readonly StoryDto[];
  /** The child's age: their band's stories lead the list. */
  age: number;
  loadingMore: boolean;
  onOpen(story: StoryDto): void;
}

export function StoryList({ stories, age, loadingMore, onOpen }: StoryListProps) {
  const { t } = useTranslation('reading');
  const band = storyAgeGroupFor(age);
  const ordered = bandFirst(stories, age);
  const forYou = ordered.filter((s) => s.ageGroup === band).length;
  return (
    <div className="animate-pop flex flex-col gap-5">
      <McKenzieSays pose="reading" title={t('list.title')}>
        {t('list.prompt')}
      </McKenzieSays>
      <p className="text-lg text-ink/80" data-testid="band-note">
        {t('list.bandNote', { count: forYou, band: shortBand(band) })}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('list.label')}>
        {ordered.map((story, i) => (
          <li key={story.id}>
            <button
              type="button"
              onClick={() => onOpen(story)}
              data-story-id={story.id}
              data-age-group={story.ageGroup}
              className={`flex h-full min-h-40 w-full flex-col gap-2 rounded-[2rem] border-4 border-white ${CARD_COLOURS[i % CARD_COLOURS.length]} p-5 text-left shadow-lg transition hover:-translate-y-1 hover:shadow-xl`}
            >
              <span aria-hidden className="text-5xl">
                {story.emoji}
              </span>
              <span className="font-display text-2xl leading-tight font-extrabold text-ink">{story.title}</span>
              <span className="mt-auto flex flex-wrap gap-2 text-sm font-bold">
                <span className="rounded-full bg-white px-3 py-1 text-grape">{story.category}</span>
                <span className={`rounded-full px-3 py-1 ${story.ageGroup === band ? 'bg-grape text-white' : 'bg-white text-ink/70'}`}>
                  {t('list.ages', { band: shortBand(story.ageGroup) })}
                </span>
                <span className="rounded-full bg-white px-3 py-1 text-ocean">
                  {t(`difficulty.${story.difficulty}`)}
                </span>
                <span className="rounded-full bg-white px-3 py-1 text-ink/70">
                  {t('list.words', { count: story.wordCount })}
                </span>
              </span>
            </button>
          </li>
        ))}
        {loadingMore ? (
          <li
            role="status"
            className="font-display flex min-h-40 animate-pulse items-center justify-center rounded-[2rem] border-4 border-dashed border-grape/30 p-5 text-center text-xl font-bold text-grape"
          >
            {t('list.finding')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
