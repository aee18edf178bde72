import { useEffect, type RefObject } from 'react';

const GAP_PX = 12;

/**
 * Keeps the newest message fully visible above the sticky composer: after a send, after a reply,
 * when the composer grows (the 'thinking' line) and when a phone keyboard opens (visual viewport).
 */
export function useNewestInView(composer: RefObject<HTMLElement | null>, count: number) {
  useEffect(() => {
    const reveal = () => {
      const items = document.querySelectorAll<HTMLElement>('[data-testid="message-list"] > li');
      const newest = items[items.length - 1];
      if (!newest) return;
      const cover = (composer.current?.getBoundingClientRect().height ?? 0) + GAP_PX;
      newest.style.scrollMarginBottom = `${cover}px`;
      newest.scrollIntoView({ block: 'end', behavior: 'instant' });
    };
    const frame = requestAnimationFrame(reveal);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => reveal());
    if (composer.current && resize) resize.observe(composer.current);
    window.visualViewport?.addEventListener('resize', reveal);
    return () => {
      cancelAnimationFrame(frame);
      resize?.disconnect();
      window.visualViewport?.removeEventListener('resize', reveal);
    };
  }, [composer, count]);
}
