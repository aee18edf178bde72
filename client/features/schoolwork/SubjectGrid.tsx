import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSections } from '../../lib/sections/SectionsContext';
import { McKenzieSays } from '../../ui/McKenzieSays';
import { SUBJECT_TILES, type SubjectTile } from './subjects';

interface SubjectGridProps {
  onPick(tile: SubjectTile): void;
  onAskAnything(): void;
}

/** Schoolwork home: McKenzie's prompt, 'ask me anything' and the six subjects. */
export function SubjectGrid({ onPick, onAskAnything }: SubjectGridProps) {
  const { t } = useTranslation('schoolwork');
  const sections = useSections();
  const tiles = SUBJECT_TILES.filter((tile) => tile.id !== 'languages' || sections.isAvailable('languages'));
  return (
    <div className="animate-pop flex flex-col gap-5">
      <McKenzieSays pose="waving" title={t('heading')}>
        {t('prompt')}
      </McKenzieSays>
      <button
        type="button"
        onClick={onAskAnything}
        className="font-display flex min-h-16 items-center justify-center gap-3 rounded-[2rem] bg-sun px-6 py-3 text-2xl font-extrabold text-ink shadow-[0_6px_0_#e0b400] transition hover:brightness-105 active:translate-y-1 active:shadow-none"
      >
        <MessageCircleQuestion aria-hidden className="h-8 w-8" />
        {t('askAnything')}
      </button>
      <nav aria-label={t('subjectsLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map((tile) => (
          <button
            key={tile.id}
            type="button"
            onClick={() => onPick(tile)}
            className={`flex min-h-32 flex-col items-center justify-center gap-1 rounded-[2rem] bg-gradient-to-br ${tile.gradient} p-4 text-center text-white shadow-lg transition hover:-translate-y-1 hover:shadow-xl active:translate-y-0.5`}
          >
            <span aria-hidden className="text-5xl drop-shadow">
              {tile.emoji}
            </span>
            <span className="font-display text-2xl font-extrabold drop-shadow-sm">{t(`subjects.${tile.id}.name`)}</span>
            <span className="text-base leading-tight font-semibold text-white/95">
              {t(`subjects.${tile.id}.description`)}
            </span>
          </button>
        ))}
      </nav>
    </div>
  );
}
