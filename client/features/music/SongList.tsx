import { useTranslation } from 'react-i18next';
import { DIFFICULTY_STARS, SONG_CATEGORIES, SONGS, type Song } from '../../../content/music';
import { clockText } from './songClock';

/** The song's colour fading a little lighter, still dark enough for white words. */
export function songBackground(color: string): string {
  return `linear-gradient(135deg, ${color}, color-mix(in srgb, ${color} 80%, white))`;
}

export function Stars({ song }: { song: Song }) {
  const { t } = useTranslation('music');
  const stars = DIFFICULTY_STARS[song.difficulty];
  return (
    <span role="img" aria-label={t(`difficulty.${song.difficulty}`)} title={t(`difficulty.${song.difficulty}`)}>
      {'⭐'.repeat(stars)}
      <span className="opacity-25">{'⭐'.repeat(3 - stars)}</span>
    </span>
  );
}

/** The six songs grouped Nursery Rhymes, Learning Songs and Fun Songs (spec §2.8). */
export function SongList({ onPick }: { onPick: (song: Song) => void }) {
  const { t } = useTranslation('music');
  return (
    <div className="flex flex-col gap-5">
      {SONG_CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`songs-${category}`} className="flex flex-col gap-3">
          <h3 id={`songs-${category}`} className="font-display text-2xl font-extrabold text-grape">
            {t(`songCategories.${category}`)}
          </h3>
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
            {SONGS.filter((song) => song.category === category).map((song) => (
              <li key={song.id}>
                <button
                  type="button"
                  onClick={() => onPick(song)}
                  className="flex min-h-16 w-full items-center gap-3 rounded-[1.5rem] p-4 text-left text-white shadow-md transition hover:-translate-y-0.5 active:scale-[0.98]"
                  style={{ background: songBackground(song.color) }}
                >
                  <span aria-hidden className="text-5xl drop-shadow">
                    {song.emoji}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-display text-xl font-extrabold [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]">{song.title}</span>
                    <span className="flex items-center gap-2 text-base font-bold [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]">
                      <Stars song={song} />
                      <span>{clockText(song.duration)}</span>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
