/**
 * What the voice reports while it speaks, so a screen can follow along word by word. Character
 * offsets are into `text` of the 'start' event: what is actually said (emoji left out, perhaps a
 * greeting first), not what the screen shows.
 */
export type SpeechProgress =
  /** a new reading begins: what will be said */
  | { type: 'start'; text: string }
  /** the browser voice began one piece of the text, at this speaking rate */
  | { type: 'chunk'; offset: number; length: number; rate: number }
  /** the browser voice reached a word (its word-boundary event) */
  | { type: 'boundary'; charIndex: number }
  /** the recorded voice has played this far; it covers the first `textLength` characters */
  | { type: 'time'; currentTime: number; duration: number; textLength: number }
  /** finished, stopped or failed: nothing is being said any more */
  | { type: 'end' };

export type SpeechProgressListener = (event: SpeechProgress) => void;
