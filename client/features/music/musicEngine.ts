import { clampVolume, noteFrequency, type MusicTrack } from '../../../content/music';
import { audioContext, playTone } from './audio';
import { readMusicSettings, writeMusicSettings } from './musicSettings';

export type PlayState = 'playing' | 'paused' | 'stopped';

export interface MusicState {
  enabled: boolean;
  volume: number;
  playState: PlayState;
  track: MusicTrack | null;
}

type Listener = () => void;

/**
 * Background music: one looping track at a time, synthesised note by note at the track's tempo.
 * It lives outside React so it keeps playing while the child moves between sections.
 */
export function createMusicEngine(sound: { start(track: MusicTrack, volume: number): () => void; setVolume(volume: number): void }) {
  const stored = readMusicSettings();
  let state: MusicState = { enabled: stored.enabled, volume: stored.volume, playState: 'stopped', track: null };
  let stopSound: (() => void) | null = null;
  const listeners = new Set<Listener>();

  const set = (next: Partial<MusicState>) => {
    state = { ...state, ...next };
    writeMusicSettings({ enabled: state.enabled, volume: state.volume });
    for (const listener of listeners) listener();
  };
  const silence = () => {
    stopSound?.();
    stopSound = null;
  };

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Off stops the music and forgets the track (spec §4). */
    setEnabled(enabled: boolean) {
      if (!enabled) silence();
      set(enabled ? { enabled } : { enabled, playState: 'stopped', track: null });
    },
    setVolume(volume: number) {
      const clamped = clampVolume(volume);
      sound.setVolume(clamped);
      set({ volume: clamped });
    },
    /** Playing a track turns the music on. */
    play(track: MusicTrack) {
      silence();
      stopSound = sound.start(track, state.volume);
      set({ enabled: true, track, playState: 'playing' });
    },
    pause() {
      if (state.playState !== 'playing') return;
      silence();
      set({ playState: 'paused' });
    },
    resume() {
      if (!state.track || state.playState === 'playing') return;
      stopSound = sound.start(state.track, state.volume);
      set({ playState: 'playing', enabled: true });
    },
  };
}

export type MusicEngine = ReturnType<typeof createMusicEngine>;

/** The Web Audio sound: a note every `tempo` ms, looping the melody, through one volume gain. */
function webAudioSound() {
  let master: GainNode | null = null;
  return {
    start(track: MusicTrack, volume: number) {
      const ctx = audioContext();
      if (!ctx) return () => {};
      void ctx.resume();
      if (!master) {
        master = ctx.createGain();
        master.connect(ctx.destination);
      }
      master.gain.setValueAtTime(volume, ctx.currentTime);
      const out = master;
      let index = 0;
      const step = () => {
        const note = track.melody[index % track.melody.length]!;
        playTone(ctx, out, noteFrequency(note), (track.tempo * 0.9) / 1000);
        index += 1;
      };
      step();
      const timer = window.setInterval(step, track.tempo);
      return () => window.clearInterval(timer);
    },
    setVolume(volume: number) {
      const ctx = audioContext();
      if (ctx && master) master.gain.setValueAtTime(volume, ctx.currentTime);
    },
  };
}

export const musicEngine: MusicEngine = createMusicEngine(webAudioSound());
