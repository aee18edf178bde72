import type { SpeechProgress } from '../../lib/speechProgress';
import {
  alignWord,
  countWords,
  estimateSchedule,
  splitWords,
  wordAtChar,
  wordAtTime,
  type ReadingSchedule,
  type TextToken,
} from './words';

/**
 * Turns what the voice reports into "this shown word is being said now". Word-boundary events
 * win; until one arrives (many voices never send any) each spoken piece is followed on a timed
 * estimate, and recorded audio is followed by how far it has played.
 */
export class ReadAlongTracker {
  private shownCount = 0;
  private spoken: TextToken[] = [];
  private spokenCount = 0;
  private boundaries = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private audioSchedule: { textLength: number; schedule: ReadingSchedule } | undefined;
  private current: number | null = null;

  constructor(
    private readonly onWord: (word: number | null) => void,
    private lang?: string,
  ) {}

  /** What the screen shows (the words highlighted are counted in it). */
  show(text: string, lang?: string): void {
    this.lang = lang ?? this.lang;
    this.shownCount = countWords(splitWords(text, this.lang));
  }

  handle(event: SpeechProgress): void {
    switch (event.type) {
      case 'start':
        this.reset();
        this.spoken = splitWords(event.text, this.lang);
        this.spokenCount = countWords(this.spoken);
        return;
      case 'chunk':
        this.followChunk(event.offset, event.length, event.rate);
        return;
      case 'boundary':
        this.boundaries = true;
        this.cancelTimer();
        this.setSpokenWord(wordAtChar(this.spoken, event.charIndex));
        return;
      case 'time':
        this.followAudio(event.currentTime, event.duration, event.textLength);
        return;
      case 'end':
        this.reset();
        return;
    }
  }

  /** Stops any timer and clears the highlight. */
  reset(): void {
    this.cancelTimer();
    this.boundaries = false;
    this.audioSchedule = undefined;
    this.spoken = [];
    this.spokenCount = 0;
    this.set(null);
  }

  private followChunk(offset: number, length: number, rate: number): void {
    this.cancelTimer();
    const inChunk = this.spoken.filter((token) => token.start >= offset && token.start < offset + length);
    const first = inChunk.find((token) => token.word !== null)?.word;
    if (first === undefined || first === null) return;
    this.setSpokenWord(first);
    if (this.boundaries) return;
    const { starts } = estimateSchedule(inChunk, rate);
    const step = (index: number) => {
      const wait = (starts[index] ?? 0) - (starts[index - 1] ?? 0);
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (this.boundaries) return;
        this.setSpokenWord(first + index);
        if (index + 1 < starts.length) step(index + 1);
      }, wait);
    };
    if (starts.length > 1) step(1);
  }

  private followAudio(currentTime: number, duration: number, textLength: number): void {
    if (this.audioSchedule?.textLength !== textLength) {
      const said = this.spoken.filter((token) => token.start < textLength);
      this.audioSchedule = { textLength, schedule: estimateSchedule(said) };
    }
    const { schedule } = this.audioSchedule;
    const known = Number.isFinite(duration) && duration > 0;
    const at = known ? (Math.min(currentTime, duration) / duration) * schedule.total : currentTime * 1000;
    this.setSpokenWord(wordAtTime(schedule, at));
  }

  private setSpokenWord(word: number | null): void {
    this.set(word === null ? null : alignWord(word, this.spokenCount, this.shownCount));
  }

  private set(word: number | null): void {
    if (word === this.current) return;
    this.current = word;
    this.onWord(word);
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
