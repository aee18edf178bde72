import { useCallback, useState } from 'react';
import { speak } from '../lib/speech';

/**
 * For the youngest children (3–5), who may not read yet: the first tap on an answer reads it
 * aloud and marks it as heard; a second tap on the same answer chooses it. Older children choose
 * on the first tap.
 */
export function useHearBeforeChoosing(readFirst: boolean) {
  const [heard, setHeard] = useState<string | null>(null);
  const tap = useCallback(
    (key: string, text: string, choose: () => void) => {
      if (readFirst && heard !== key) {
        setHeard(key);
        speak(text, { personalize: false });
        return;
      }
      setHeard(null);
      choose();
    },
    [readFirst, heard],
  );
  return { heard, tap, reset: () => setHeard(null) };
}
