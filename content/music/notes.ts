/** Note names as used in the songs: a letter, an optional sharp, and an octave (C4 is middle C). */
const NOTE_STEPS: Record<string, number> = { C: 0, 'C#': 1, D: 2, 'D#': 3, E: 4, F: 5, 'F#': 6, G: 7, 'G#': 8, A: 9, 'A#': 10, B: 11 };

/**
 * The equal-tempered frequency (A4 = 440 Hz) of a note name such as 'C4' or 'F#3', rounded to
 * hundredths of a hertz.
 */
export function noteFrequency(note: string): number {
  const match = /^([A-G]#?)(\d)$/.exec(note);
  const step = match ? NOTE_STEPS[match[1]!] : undefined;
  if (!match || step === undefined) throw new Error(`Unknown note: ${note}`);
  const midi = (Number(match[2]) + 1) * 12 + step;
  return Math.round(440 * 2 ** ((midi - 69) / 12) * 100) / 100;
}
