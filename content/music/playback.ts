import type { LyricLine, MelodyNote } from './types';

/** The lyric line being sung at `time` seconds: the last one that has started, or -1 before the first. */
export function currentLyricIndex(lyrics: readonly LyricLine[], time: number): number {
  let index = -1;
  for (let i = 0; i < lyrics.length; i += 1) {
    if (lyrics[i]!.time <= time + 1e-9) index = i;
    else break;
  }
  return index;
}

/**
 * The notes to sound on a playback tick at `time`: those starting in [time, time + window).
 * With 0.1 s ticks and a 0.1 s window (spec §4) every note sounds exactly once.
 */
export function notesStartingAt(melody: readonly MelodyNote[], time: number, window = 0.1): MelodyNote[] {
  return melody.filter((note) => note.time >= time - 1e-9 && note.time < time + window - 1e-9);
}
