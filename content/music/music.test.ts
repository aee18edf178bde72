import { describe, expect, it } from 'vitest';
import {
  clampVolume, CONTEXT_CATEGORIES, currentLyricIndex, DIFFICULTY_STARS, MUSIC_TRACKS, noteFrequency, notesStartingAt, SONGS, trackForContext,
} from './index';

describe('noteFrequency', () => {
  it('gives equal-tempered frequencies from A4 = 440 Hz', () => {
    expect(noteFrequency('A4')).toBe(440);
    expect(noteFrequency('C4')).toBe(261.63);
    expect(noteFrequency('G3')).toBe(196);
    expect(noteFrequency('E4')).toBe(329.63);
    expect(noteFrequency('F#4')).toBe(369.99);
    expect(noteFrequency('C6')).toBe(1046.5);
  });
  it('refuses names that are not notes', () => {
    expect(() => noteFrequency('H2')).toThrow();
    expect(() => noteFrequency('C')).toThrow();
  });
});

describe('the six songs', () => {
  it('are the spec songs with their categories, difficulties and durations', () => {
    expect(SONGS.map((s) => [s.id, s.category, s.difficulty, s.duration])).toEqual([
      ['twinkle', 'nursery', 'easy', 30],
      ['alphabet', 'learning', 'easy', 25],
      ['wheels', 'fun', 'medium', 35],
      ['oldmacdonald', 'fun', 'medium', 40],
      ['itsy', 'nursery', 'medium', 32],
      ['bingo', 'learning', 'easy', 28],
    ]);
    for (const song of SONGS) expect(song.artist).toBe('Traditional');
    expect(DIFFICULTY_STARS).toEqual({ easy: 1, medium: 2, hard: 3 });
  });

  it.each(SONGS.map((s) => [s.id, s] as const))('%s: notes follow one another and end within the song', (_id, song) => {
    let end = 0;
    for (const note of song.melody) {
      expect(note.time).toBeCloseTo(end, 6);
      expect(note.duration).toBeGreaterThan(0);
      expect(note.frequency).toBe(noteFrequency(note.note));
      end = note.time + note.duration;
    }
    expect(end).toBeLessThanOrEqual(song.duration);
    expect(end).toBeGreaterThan(song.duration * 0.75);
  });

  it.each(SONGS.map((s) => [s.id, s] as const))('%s: lyric lines rise in time, start on a note and lie within the song', (_id, song) => {
    expect(song.lyrics[0]!.time).toBe(0);
    const noteTimes = new Set(song.melody.map((n) => n.time));
    for (let i = 0; i < song.lyrics.length; i += 1) {
      const line = song.lyrics[i]!;
      if (i > 0) expect(line.time).toBeGreaterThan(song.lyrics[i - 1]!.time);
      expect(line.time).toBeLessThan(song.duration);
      expect(noteTimes.has(line.time)).toBe(true);
      expect(line.text.trim()).not.toBe('');
    }
  });

  it('sings the traditional tunes', () => {
    const notes = (id: string, count: number) => SONGS.find((s) => s.id === id)!.melody.slice(0, count).map((n) => n.note).join(' ');
    expect(notes('twinkle', 14)).toBe('C4 C4 G4 G4 A4 A4 G4 F4 F4 E4 E4 D4 D4 C4');
    expect(notes('alphabet', 7)).toBe('C4 C4 G4 G4 A4 A4 G4');
    expect(notes('oldmacdonald', 12)).toBe('C4 C4 C4 G3 A3 A3 G3 E4 E4 D4 D4 C4');
    expect(notes('wheels', 12)).toBe('G3 C4 C4 C4 C4 E4 G4 E4 C4 D4 B3 G3');
    expect(notes('itsy', 13)).toBe('G3 C4 C4 C4 D4 E4 E4 E4 D4 C4 D4 E4 C4');
    expect(notes('bingo', 20)).toBe('G3 C4 C4 G3 G3 A3 A3 G3 G3 C4 C4 D4 D4 E4 C4 E4 E4 F4 F4 F4');
  });
});

describe('playback helpers', () => {
  const twinkle = SONGS[0]!;
  it('finds the lyric line being sung', () => {
    expect(currentLyricIndex(twinkle.lyrics, 0)).toBe(0);
    expect(currentLyricIndex(twinkle.lyrics, 4.7)).toBe(0);
    expect(currentLyricIndex(twinkle.lyrics, 4.8)).toBe(1);
    expect(currentLyricIndex(twinkle.lyrics, 29)).toBe(5);
    expect(currentLyricIndex([{ time: 1, text: 'x' }], 0.5)).toBe(-1);
  });
  it('sounds every note exactly once on 0.1 s ticks', () => {
    for (const song of SONGS) {
      let sounded = 0;
      for (let tick = 0; tick <= song.duration * 10; tick += 1) sounded += notesStartingAt(song.melody, tick / 10).length;
      expect(sounded).toBe(song.melody.length);
    }
  });
});

describe('background tracks', () => {
  it('are five sine tracks in the four categories with tempos 350–800 ms', () => {
    expect(MUSIC_TRACKS).toHaveLength(5);
    expect(new Set(MUSIC_TRACKS.map((t) => t.category))).toEqual(new Set(['upbeat', 'calm', 'learning', 'playful']));
    for (const track of MUSIC_TRACKS) {
      expect(track.instrument).toBe('sine');
      expect(track.tempo).toBeGreaterThanOrEqual(350);
      expect(track.tempo).toBeLessThanOrEqual(800);
      expect(track.duration).toBeCloseTo((track.melody.length * track.tempo) / 1000, 6);
      for (const note of track.melody) expect(noteFrequency(note)).toBeGreaterThan(0);
    }
  });
  it('maps contexts to categories as the spec says', () => {
    expect(CONTEXT_CATEGORIES).toEqual({ home: 'upbeat', games: 'upbeat', learning: 'learning', drawing: 'calm', chat: 'playful' });
    expect(trackForContext('drawing').category).toBe('calm');
  });
  it('clamps the volume to 0–1 in tenths', () => {
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.34)).toBe(0.3);
    expect(clampVolume(Number.NaN)).toBe(0.3);
  });
});
