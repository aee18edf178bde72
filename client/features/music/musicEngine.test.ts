// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { MUSIC_TRACKS } from '../../../content/music';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { createMusicEngine } from './musicEngine';

function fakeSound() {
  const log: string[] = [];
  return {
    log,
    start(track: { id: string }, volume: number) {
      log.push(`start ${track.id} ${volume}`);
      return () => log.push(`stop ${track.id}`);
    },
    setVolume(volume: number) {
      log.push(`volume ${volume}`);
    },
  };
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.musicSettings) ?? 'null') as unknown;

describe('music engine', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts off at volume 0.3', () => {
    const engine = createMusicEngine(fakeSound());
    expect(engine.getState()).toEqual({ enabled: false, volume: 0.3, playState: 'stopped', track: null });
  });

  it('plays, pauses and resumes a track, and turning off stops it and clears the track', () => {
    const sound = fakeSound();
    const engine = createMusicEngine(sound);
    const track = MUSIC_TRACKS[2]!;
    engine.play(track);
    expect(engine.getState()).toMatchObject({ enabled: true, playState: 'playing', track });
    engine.pause();
    expect(engine.getState().playState).toBe('paused');
    engine.resume();
    expect(engine.getState().playState).toBe('playing');
    engine.setEnabled(false);
    expect(engine.getState()).toMatchObject({ enabled: false, playState: 'stopped', track: null });
    expect(sound.log).toEqual([`start ${track.id} 0.3`, `stop ${track.id}`, `start ${track.id} 0.3`, `stop ${track.id}`]);
  });

  it('clamps the volume and remembers it with the on/off flag', () => {
    const engine = createMusicEngine(fakeSound());
    engine.setVolume(1.4);
    expect(engine.getState().volume).toBe(1);
    engine.setVolume(0.55);
    engine.setEnabled(true);
    expect(stored()).toEqual({ enabled: true, volume: 0.6 });
    expect(createMusicEngine(fakeSound()).getState()).toMatchObject({ enabled: true, volume: 0.6, track: null });
  });

  it('reads broken storage as the defaults', () => {
    window.localStorage.setItem(STORAGE_KEYS.musicSettings, '{nope');
    expect(createMusicEngine(fakeSound()).getState()).toMatchObject({ enabled: false, volume: 0.3 });
  });
});
