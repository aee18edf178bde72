import { noteFrequency } from './notes';
import type { LyricLine, MelodyNote } from './types';

/** One sung line: its words and its notes as 'C4' (one beat) or 'G4/2' (two beats), space-separated. */
export interface Phrase {
  text: string;
  notes: string;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Lays phrases out in time: every note starts where the one before ends, and each lyric line starts
 * with its phrase's first note, so the words always follow the tune.
 */
export function buildSong(phrases: readonly Phrase[], beatSeconds: number): { lyrics: LyricLine[]; melody: MelodyNote[] } {
  const lyrics: LyricLine[] = [];
  const melody: MelodyNote[] = [];
  let beats = 0;
  for (const phrase of phrases) {
    lyrics.push({ time: round(beats * beatSeconds), text: phrase.text });
    for (const token of phrase.notes.trim().split(/\s+/)) {
      const [note = '', length = '1'] = token.split('/');
      const noteBeats = Number(length);
      if (!(noteBeats > 0)) throw new Error(`Bad note length in ${token}`);
      melody.push({ note, frequency: noteFrequency(note), duration: round(noteBeats * beatSeconds), time: round(beats * beatSeconds) });
      beats += noteBeats;
    }
  }
  return { lyrics, melody };
}
