import { useEffect, useState } from 'react';

/** Spec §9: the reply is typed out at 30 ms per character. */
export const TYPEWRITER_MS_PER_CHAR = 30;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Reveals `text` one character at a time; a new text starts again from the beginning. */
export function useTypewriter(
  text: string | undefined,
  msPerChar = TYPEWRITER_MS_PER_CHAR,
): { shown: string; done: boolean } {
  const [state, setState] = useState<{ source: string | undefined; count: number }>({ source: text, count: 0 });
  const current = state.source === text ? state : { source: text, count: 0 };
  if (current !== state) setState(current);
  const full = text ?? '';
  const instant = prefersReducedMotion();

  useEffect(() => {
    if (!full || instant) return;
    const chars = Array.from(full);
    const timer = setInterval(() => {
      setState((s) => {
        if (s.source !== text) return s;
        if (s.count >= chars.length) {
          clearInterval(timer);
          return s;
        }
        return { source: s.source, count: s.count + 1 };
      });
    }, msPerChar);
    return () => clearInterval(timer);
  }, [text, full, msPerChar, instant]);

  if (instant) return { shown: full, done: true };
  const chars = Array.from(full);
  const count = Math.min(current.count, chars.length);
  return { shown: chars.slice(0, count).join(''), done: count >= chars.length };
}
