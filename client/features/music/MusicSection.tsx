import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../../lib/sections/types';
import { isMusicContext, MusicPlayer } from './MusicPlayer';
import { Singalong } from './Singalong';

type Tab = 'player' | 'singalong';

/** Music: the background music player and the Singalong, as two tabs (`params.tab` opens one; `params.context` picks the default music). */
export function MusicSection({ params }: SectionProps) {
  const { t } = useTranslation('music');
  const [tab, setTab] = useState<Tab>(params.tab === 'singalong' ? 'singalong' : 'player');
  const tabs: { id: Tab; emoji: string }[] = [
    { id: 'player', emoji: '🎵' },
    { id: 'singalong', emoji: '🎤' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('tabs.label')} className="flex gap-2 self-center rounded-full bg-white p-1 shadow">
        {tabs.map(({ id, emoji }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`music-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`music-panel-${id}`}
            onClick={() => setTab(id)}
            className={`font-display flex min-h-12 items-center gap-2 rounded-full px-5 text-lg font-bold transition ${tab === id ? 'bg-grape text-white' : 'text-grape hover:bg-grape/10'}`}
          >
            <span aria-hidden>{emoji}</span>
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`music-panel-${tab}`} aria-labelledby={`music-tab-${tab}`}>
        {tab === 'player' ? <MusicPlayer onSingalong={() => setTab('singalong')} context={isMusicContext(params.context) ? params.context : 'home'} /> : <Singalong />}
      </div>
    </div>
  );
}
