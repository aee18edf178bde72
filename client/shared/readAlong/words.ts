/**
 * Read-along text maths, pure: the text in word and in-between pieces, which word a speech
 * engine's character index falls on, and a timed estimate of when each word is said for voices
 * that report no word boundaries (and for recorded audio, scaled to its length).
 */

export interface TextToken {
  text: string;
  /** character offset in the whole text */
  start: number;
  /** which word this is (0, 1, 2…), or null for spaces, punctuation and emoji */
  word: number | null;
}

/** Scripts written without spaces: each character is about one syllable. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const FALLBACK_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*/gu;

function segmenter(lang: string | undefined): Intl.Segmenter | undefined {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return undefined;
  try {
    return new Intl.Segmenter(lang, { granularity: 'word' });
  } catch {
    return new Intl.Segmenter(undefined, { granularity: 'word' });
  }
}

/** The whole text in order (joined back it is the text itself); words are numbered. */
export function splitWords(text: string, lang?: string): TextToken[] {
  const pieces: { text: string; start: number; isWord: boolean }[] = [];
  const words = segmenter(lang);
  if (words) {
    for (const part of words.segment(text)) pieces.push({ text: part.segment, start: part.index, isWord: part.isWordLike === true });
  } else {
    let at = 0;
    for (const match of text.matchAll(FALLBACK_WORD)) {
      if (match.index > at) pieces.push({ text: text.slice(at, match.index), start: at, isWord: false });
      pieces.push({ text: match[0], start: match.index, isWord: true });
      at = match.index + match[0].length;
    }
    if (at < text.length) pieces.push({ text: text.slice(at), start: at, isWord: false });
  }
  const tokens: TextToken[] = [];
  let count = 0;
  for (const piece of pieces) {
    const previous = tokens[tokens.length - 1];
    if (!piece.isWord && previous && previous.word === null) {
      previous.text += piece.text;
      continue;
    }
    tokens.push({ text: piece.text, start: piece.start, word: piece.isWord ? count++ : null });
  }
  return tokens;
}

export function countWords(tokens: readonly TextToken[]): number {
  let count = 0;
  for (const token of tokens) if (token.word !== null) count += 1;
  return count;
}

/** For text shown in parts (a title, then a story): the number of each part's first word. */
export function firstWordOfParts(parts: readonly string[], lang?: string): number[] {
  const firsts: number[] = [];
  let count = 0;
  for (const part of parts) {
    firsts.push(count);
    count += countWords(splitWords(part, lang));
  }
  return firsts;
}

/** The word said at a boundary's character index: the word around it, else the next one after it. */
export function wordAtChar(tokens: readonly TextToken[], charIndex: number): number | null {
  let last: number | null = null;
  for (const token of tokens) {
    if (token.word === null) continue;
    if (charIndex < token.start + token.text.length) return token.word;
    last = token.word;
  }
  return last;
}

/**
 * Maps a word of what was spoken to the word shown. They are the same words in the same order,
 * except that the voice may greet the child first ("Hey Mia! …"): extra words at the start.
 */
export function alignWord(spokenWord: number, spokenCount: number, shownCount: number): number | null {
  const shift = spokenCount > shownCount ? spokenCount - shownCount : 0;
  const shown = spokenWord - shift;
  return shown >= 0 && shown < shownCount ? shown : null;
}

/** Milliseconds at speaking rate 1: a syllable, a Chinese or Japanese character, and the pauses punctuation makes. */
export const TIMING = {
  syllable: 230,
  cjkCharacter: 200,
  commaPause: 250,
  sentencePause: 500,
} as const;

/** Roughly how many syllables a word has (vowel groups; one per character in Chinese and Japanese). */
export function syllables(word: string): number {
  let cjk = 0;
  for (const char of word) if (CJK.test(char)) cjk += 1;
  if (cjk > 0) return cjk;
  if (/^\p{N}+$/u.test(word)) return Math.max(1, word.length);
  const groups = word.toLowerCase().match(/[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüý]+/g)?.length ?? 0;
  const silentE = groups > 1 && /[^aeiouy]e$/i.test(word) ? 1 : 0;
  return Math.max(1, groups - silentE);
}

function pauseAfter(between: string): number {
  if (/[.!?。！？…]|\n/.test(between)) return TIMING.sentencePause;
  if (/[,;:、，；：—–]/.test(between)) return TIMING.commaPause;
  return 0;
}

export interface ReadingSchedule {
  /** when each word starts, in ms from the start */
  starts: number[];
  /** how long the whole reading takes, in ms */
  total: number;
}

/** When each word is said, estimated from its length and the pauses after it, at the given rate. */
export function estimateSchedule(tokens: readonly TextToken[], rate = 1): ReadingSchedule {
  const speed = rate > 0 ? rate : 1;
  const starts: number[] = [];
  let clock = 0;
  tokens.forEach((token, index) => {
    if (token.word === null) return;
    starts.push(clock / speed);
    const perSyllable = CJK.test(token.text) ? TIMING.cjkCharacter : TIMING.syllable;
    clock += syllables(token.text) * perSyllable;
    const next = tokens[index + 1];
    if (next && next.word === null) clock += pauseAfter(next.text);
  });
  return { starts, total: clock / speed };
}

/** The word being said `ms` after the start (null before there are words). */
export function wordAtTime(schedule: ReadingSchedule, ms: number): number | null {
  let current: number | null = null;
  for (const [word, start] of schedule.starts.entries()) {
    if (start > ms) break;
    current = word;
  }
  return current;
}
