import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mic, Pause, Play, RotateCcw, Save, Square, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLyricIndex, type Song } from '../../../content/music';
import { RECORDING_POINTS } from '../../../contract/recordingConstants';
import { call } from '../../lib/call';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/users';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { IconButton } from '../../ui/IconButton';
import { recordingQueries } from './queries';
import { ConfirmDelete } from './ConfirmDelete';
import { SaveRecordingDialog } from './SaveRecordingDialog';
import { clockText } from './songClock';
import { songBackground, Stars } from './SongList';
import { useAudioToggle } from './useAudioToggle';
import { blobToDataUrl, useRecorder } from './useRecorder';
import { useSongPlayback } from './useSongPlayback';

/** One song: the tune with its words lighting up in time, and recording the child singing along. */
export function SongPlayer({ song, onBack }: { song: Song; onBack: () => void }) {
  const { t } = useTranslation('music');
  const playback = useSongPlayback(song);
  const [score, setScore] = useState(0);
  const recorder = useRecorder(() => setScore((s) => s + RECORDING_POINTS));
  const clip = useAudioToggle();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const me = useCurrentUser();
  const queryClient = useQueryClient();

  const line = currentLyricIndex(song.lyrics, playback.time);
  const progress = Math.round((playback.time / song.duration) * 100);

  const save = useMutation({
    mutationFn: async (songTitle: string) => {
      if (!recorder.blob || !me.data) throw new Error('0: nothing to save');
      const audioData = await blobToDataUrl(recorder.blob);
      return call('POST /api/recordings', {
        body: { userId: me.data.id, songTitle, audioData, duration: recorder.seconds, score },
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordingQueries.all });
      toast({ title: t('toasts.saved'), variant: 'success' });
      setSaving(false);
      clip.stop();
      recorder.discard();
    },
    onError: () => toast({ title: t('toasts.saveFailed'), variant: 'destructive' }),
  });

  const startRecording = async () => {
    const ok = await recorder.start();
    if (!ok) {
      toast({ title: t('toasts.micDenied'), variant: 'destructive' });
      return;
    }
    if (!playback.playing) playback.play();
  };
  const stopRecording = () => {
    recorder.stop();
    playback.pause();
  };

  return (
    <div className="flex flex-col gap-4" data-testid="song-player">
      <div>
        <Button variant="secondary" onClick={onBack} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
          {t('singalong.allSongs')}
        </Button>
      </div>
      <Card className="flex flex-col gap-4 text-white" style={{ background: songBackground(song.color) }}>
        <div className="flex items-center gap-4">
          <span aria-hidden className="text-7xl drop-shadow">
            {song.emoji}
          </span>
          <div className="flex min-w-0 flex-col gap-1 [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]">
            <h2 className="font-display text-3xl font-extrabold">{song.title}</h2>
            <p className="text-lg font-bold">{t('singalong.artist', { artist: song.artist === 'Traditional' ? t('singalong.traditional') : song.artist })}</p>
            <p className="text-lg">
              <Stars song={song} />
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3 font-bold [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]">
          <span>{clockText(playback.time)}</span>
          <div
            role="progressbar"
            aria-label={t('singalong.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-4 flex-1 overflow-hidden rounded-full bg-white/40"
          >
            <div className="h-full rounded-full bg-white transition-[width] duration-100" style={{ width: `${progress}%` }} />
          </div>
          <span>{clockText(song.duration)}</span>
        </div>
        <p
          aria-live="polite"
          data-testid="lyric-line"
          className="font-display min-h-24 rounded-3xl bg-white/95 p-4 text-center text-2xl font-extrabold text-ink sm:text-3xl"
        >
          {line >= 0 && (playback.playing || playback.time > 0) ? song.lyrics[line]!.text : t('singalong.getReady')}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <IconButton
            tone="plain"
            label={playback.playing ? t('singalong.pause') : t('singalong.play')}
            onClick={() => (playback.playing ? playback.pause() : playback.play())}
          >
            {playback.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </IconButton>
          <IconButton tone="plain" label={t('singalong.stop')} onClick={playback.stop}>
            <Square aria-hidden />
          </IconButton>
          <IconButton tone="plain" label={t('singalong.reset')} onClick={playback.reset}>
            <RotateCcw aria-hidden />
          </IconButton>
          {recorder.status === 'recording' ? (
            <Button variant="danger" size="lg" onClick={stopRecording} icon={<Square aria-hidden className="h-7 w-7" />}>
              {t('singalong.stopRecording')}
            </Button>
          ) : (
            <Button variant="happy" size="lg" onClick={() => void startRecording()} icon={<Mic aria-hidden className="h-7 w-7" />}>
              {t('singalong.startRecording')}
            </Button>
          )}
        </div>
        <p className="text-center text-xl font-bold [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]" data-testid="singalong-score">
          {t('singalong.score', { score })}
        </p>
      </Card>

      {recorder.status === 'stopped' && recorder.url ? (
        <Card className="flex flex-col gap-3" data-testid="recording-panel">
          <h3 className="font-display text-xl font-extrabold text-grape">{t('recording.title', { seconds: recorder.seconds })}</h3>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="primary"
              onClick={() => void clip.toggle(recorder.url!)}
              icon={clip.playingSrc === recorder.url ? <Pause aria-hidden className="h-6 w-6" /> : <Play aria-hidden className="h-6 w-6" />}
            >
              {clip.playingSrc === recorder.url ? t('recording.pause') : t('recording.play')}
            </Button>
            <Button variant="mint" onClick={() => setSaving(true)} icon={<Save aria-hidden className="h-6 w-6" />}>
              {t('recording.save')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)} icon={<Trash2 aria-hidden className="h-6 w-6" />}>
              {t('recording.delete')}
            </Button>
          </div>
        </Card>
      ) : null}

      {saving ? (
        <SaveRecordingDialog
          songTitle={song.title}
          pending={save.isPending}
          onCancel={() => setSaving(false)}
          onSave={async (title) => {
            try {
              await save.mutateAsync(title);
              return true;
            } catch {
              return false;
            }
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDelete
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            clip.stop();
            recorder.discard();
          }}
        />
      ) : null}
    </div>
  );
}
