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

/**
 * Reveals `text` one character per 30 ms; a new text starts again from the beginning. The count
 * follows the clock, so a busy device catches up instead of typing slower.
 */
export function useTypewriter(
  text: string | undefined,
  msPerChar = TYPEWRITER_MS_PER_CHAR,
): { shown: string; done: boolean } {
  const [state, setState] = useState<{ source: string | undefined; count: number }>({ source: text, count: 0 });
  const current = state.source === text ? state : { source: text, count: 0 };
  if (current !== state) setState(current);
  const chars = Array.from(text ?? '');
  const total = chars.length;
  const instant = prefersReducedMotion();

  useEffect(() => {
    if (!total || instant) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const count = Math.min(total, Math.floor((Date.now() - started) / msPerChar));
      setState((s) => (s.source === text && s.count !== count ? { source: s.source, count } : s));
      if (count >= total) clearInterval(timer);
    }, msPerChar);
    return () => clearInterval(timer);
  }, [text, total, msPerChar, instant]);

  if (instant) return { shown: chars.join(''), done: true };
  const count = Math.min(current.count, total);
  return { shown: chars.slice(0, count).join(''), done: count >= total };
}
