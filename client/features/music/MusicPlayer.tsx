import { Music, Pause, Play, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTEXT_CATEGORIES, MUSIC_TRACKS, trackForContext, tracksFor, type MusicContext, type TrackCategory } from '../../../content/music';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { IconButton } from '../../ui/IconButton';
import { musicEngine } from './musicEngine';
import { useMusic } from './useMusic';

const QUICK: readonly { category: TrackCategory; emoji: string; key: string }[] = [
  { category: 'upbeat', emoji: '😄', key: 'happy' },
  { category: 'learning', emoji: '🧠', key: 'learning' },
  { category: 'calm', emoji: '🌙', key: 'calm' },
  { category: 'playful', emoji: '🎈', key: 'playful' },
];

export function isMusicContext(value: string | undefined): value is MusicContext {
  return !!value && value in CONTEXT_CATEGORIES;
}

/**
 * Background music (spec §2.7): on/off, now playing, play/pause, volume, quick picks and every track.
 * With nothing chosen yet, Play picks the music for where the child came from (spec §4: home and
 * games upbeat, learning learning, drawing calm, chat playful).
 */
export function MusicPlayer({ onSingalong, context = 'home' }: { onSingalong: () => void; context?: MusicContext }) {
  const { t } = useTranslation('music');
  const music = useMusic();
  const [collapsed, setCollapsed] = useState(false);
  const playing = music.playState === 'playing';

  if (collapsed) {
    return (
      <div className="flex justify-center">
        <button
          type="button"
          onClick={() => setCollapsed(false)}
          aria-label={t('player.open')}
          aria-pressed={playing}
          className={`grid h-20 w-20 place-items-center rounded-full text-4xl text-white shadow-lg transition active:scale-95 ${playing ? 'animate-pulse bg-grape' : 'bg-grape/70'}`}
        >
          <Music aria-hidden className="h-10 w-10" />
        </button>
      </div>
    );
  }

  return (
    <Card className="flex flex-col gap-4" data-testid="music-player">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display flex items-center gap-2 text-2xl font-extrabold text-grape">
          <span aria-hidden>🎵</span>
          {t('player.title')}
        </h2>
        <div className="flex items-center gap-2">
          <Button
            variant={music.enabled ? 'mint' : 'secondary'}
            aria-pressed={music.enabled}
            onClick={() => musicEngine.setEnabled(!music.enabled)}
          >
            {music.enabled ? t('player.on') : t('player.off')}
          </Button>
          <IconButton label={t('player.collapse')} onClick={() => setCollapsed(true)}>
            <X aria-hidden />
          </IconButton>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 rounded-3xl bg-sky/60 p-3">
        <IconButton
          label={playing ? t('player.pause') : t('player.play')}
          tone="plain"
          onClick={() => {
            if (playing) musicEngine.pause();
            else if (music.track) musicEngine.resume();
            else musicEngine.play(trackForContext(context));
          }}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </IconButton>
        <p className="min-w-[10rem] flex-1 text-lg" data-testid="now-playing">
          <span className="font-bold">{t('player.nowPlaying')}</span>{' '}
          {music.track ? t(`tracks.${music.track.id}`) : t('player.nothing')}
        </p>
        <label className="flex items-center gap-2 text-lg font-bold">
          <span aria-hidden>🔈</span>
          <span className="sr-only">{t('player.volume')}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={music.volume}
            onChange={(event) => musicEngine.setVolume(Number(event.target.value))}
            className="h-12 w-36 accent-grape"
            aria-valuetext={`${Math.round(music.volume * 100)}%`}
          />
          <span aria-hidden>🔊</span>
        </label>
      </div>

      <section aria-labelledby="quick-music" className="flex flex-col gap-2">
        <h3 id="quick-music" className="font-display text-xl font-bold">
          {t('player.quick')}
        </h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {QUICK.map(({ category, emoji, key }) => (
            <Button key={key} variant="happy" className="min-h-16" onClick={() => musicEngine.play(tracksFor(category)[0]!)}>
              <span aria-hidden className="text-2xl">
                {emoji}
              </span>
              {t(`quick.${key}`)}
            </Button>
          ))}
        </div>
      </section>

      <Button variant="primary" size="lg" onClick={onSingalong}>
        <span aria-hidden>🎤</span>
        {t('player.singalong')}
      </Button>

      <section aria-labelledby="all-songs" className="flex flex-col gap-2">
        <h3 id="all-songs" className="font-display text-xl font-bold">
          {t('player.allSongs')}
        </h3>
        <ul className="flex flex-col gap-2">
          {MUSIC_TRACKS.map((track) => {
            const current = music.track?.id === track.id && playing;
            return (
              <li key={track.id}>
                <button
                  type="button"
                  onClick={() => (current ? musicEngine.pause() : musicEngine.play(track))}
                  aria-pressed={current}
                  className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border-4 px-4 py-2 text-left text-lg font-bold transition ${current ? 'border-grape bg-grape/10' : 'border-white bg-white hover:border-grape/30'}`}
                >
                  <span>{t(`tracks.${track.id}`)}</span>
                  <span className="text-base font-normal text-ink/70">{t(`trackCategories.${track.category}`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
