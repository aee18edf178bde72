import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeechProgressListener } from '../../lib/speechProgress';
import { ReadAlongTracker } from './tracker';
import { firstWordOfParts } from './words';

export interface ReadAlong {
  /** what to read aloud: the parts as sentences one after the other */
  text: string;
  /** the word being said now, counted over all parts; null when nothing is being read */
  current: number | null;
  /** give this to speak() (or a read-aloud button) to follow its reading */
  onProgress: SpeechProgressListener;
  /** the word being said now within part `index`, or null when it is in another part */
  wordIn(index: number): number | null;
}

/**
 * Follow along while McKenzie reads: which word of the text is being said. The text can come in
 * parts shown in different places (a title and a story); they are read as sentences in a row.
 */
export function useReadAlong(parts: string | readonly (string | null | undefined)[]): ReadAlong {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const list = typeof parts === 'string' ? [parts] : parts;
  const key = JSON.stringify(list);
  const shown = useMemo(() => (JSON.parse(key) as (string | null)[]).map((part) => part?.trim() ?? ''), [key]);
  const text = shown.filter(Boolean).join('. ');
  const firstWords = useMemo(() => firstWordOfParts(shown, lang), [shown, lang]);

  const [current, setCurrent] = useState<number | null>(null);
  const [tracker] = useState(() => new ReadAlongTracker(setCurrent, lang));
  useEffect(() => tracker.show(text, lang), [tracker, text, lang]);
  useEffect(() => () => tracker.reset(), [tracker]);
  const onProgress = useCallback<SpeechProgressListener>((event) => tracker.handle(event), [tracker]);

  const wordIn = (index: number): number | null => {
    const first = firstWords[index];
    if (current === null || first === undefined) return null;
    const end = firstWords[index + 1] ?? Number.POSITIVE_INFINITY;
    return current >= first && current < end ? current - first : null;
  };

  return { text, current, onProgress, wordIn };
}
