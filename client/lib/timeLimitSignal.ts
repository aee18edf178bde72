import { useEffect } from 'react';

/**
 * When any call answers 423 time_limit_reached, the shell shows the rest screen. The signal is a
 * window event, so it reaches the shell from whichever screen made the call.
 */
const EVENT = 'mckenzie:time-limit-reached';

export function reportTimeLimitReached(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

export function useTimeLimitReached(onReached: () => void): void {
  useEffect(() => {
    window.addEventListener(EVENT, onReached);
    return () => window.removeEventListener(EVENT, onReached);
  }, [onReached]);
}
