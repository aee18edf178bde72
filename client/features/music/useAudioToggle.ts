import { useCallback, useEffect, useRef, useState } from 'react';

/** One audio clip to play and pause; a new source stops the old one. */
export function useAudioToggle() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingSrc, setPlayingSrc] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlayingSrc(null);
  }, []);

  const toggle = useCallback(
    async (src: string): Promise<boolean> => {
      if (playingSrc === src) {
        stop();
        return true;
      }
      stop();
      const element = new Audio(src);
      audio.current = element;
      element.onended = () => setPlayingSrc(null);
      setPlayingSrc(src);
      try {
        await element.play();
        return true;
      } catch {
        setPlayingSrc(null);
        return false;
      }
    },
    [playingSrc, stop],
  );

  useEffect(() => stop, [stop]);
  return { playingSrc, toggle, stop };
}
