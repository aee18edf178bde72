import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findSong } from '../../../content/music';
import { SavedRecordings } from './SavedRecordings';
import { SongList } from './SongList';
import { SongPlayer } from './SongPlayer';

/** Singalong (spec §2.8): no song chosen shows the list and the saved recordings; a song opens its player. */
export function Singalong() {
  const { t } = useTranslation('music');
  const [songId, setSongId] = useState<string | null>(null);
  const song = songId ? findSong(songId) : undefined;
  if (song) return <SongPlayer key={song.id} song={song} onBack={() => setSongId(null)} />;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-xl">{t('singalong.intro')}</p>
      <SongList onPick={(picked) => setSongId(picked.id)} />
      <SavedRecordings />
    </div>
  );
}
