import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { McKenzie, type McKenziePose } from '../../ui/mckenzie';

/** Image sets rotate every 12 s; within a set the image changes every 5 s (spec §2, Home decoration). */
export const IMAGE_ROTATE_MS = 5000;
export const IMAGE_SET_ROTATE_MS = 12000;
const IMAGE_SETS: readonly (readonly McKenziePose[])[] = [
  ['waving', 'happy', 'cheering'],
  ['reading', 'thinking', 'listening'],
  ['gentle', 'talking', 'happy'],
];

function useTicker(ms: number, running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [ms, running]);
  return tick;
}

/** Tailwind's `xl`: only screens this wide have room beside the tiles for the two floating McKenzies. */
const WIDE_SCREEN = '(min-width: 1280px)';

export function FloatingCompanions() {
  // Each drawing is about 250 SVG elements: on tablets and phones, where they would be hidden anyway,
  // they are not made at all (about a third of Home's first render).
  const wide = useMediaQuery(WIDE_SCREEN);
  const imageTick = useTicker(IMAGE_ROTATE_MS, wide);
  const setTick = useTicker(IMAGE_SET_ROTATE_MS, wide);
  const set = IMAGE_SETS[setTick % IMAGE_SETS.length] ?? IMAGE_SETS[0]!;
  const left = set[imageTick % set.length] ?? 'happy';
  const right = set[(imageTick + 1) % set.length] ?? 'happy';
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-0 overflow-hidden">
      {wide ? (
        <>
          <div className="animate-float absolute bottom-6 left-2 opacity-90" data-testid="floating-companion">
            <McKenzie key={left} pose={left} size={170} title="" className="animate-pop" />
          </div>
          <div className="animate-float absolute right-2 bottom-24 opacity-90 [animation-delay:1.5s]">
            <McKenzie key={right} pose={right} size={150} title="" className="animate-pop" />
          </div>
        </>
      ) : null}
      {SPARKLES.map((s, i) => (
        <span
          key={i}
          className="animate-twinkle absolute text-2xl"
          style={{ left: s.left, top: s.top, animationDelay: `${i * 0.4}s` }}
        >
          {s.glyph}
        </span>
      ))}
    </div>
  );
}

const SPARKLES = [
  { left: '6%', top: '12%', glyph: '✨' },
  { left: '92%', top: '9%', glyph: '⭐' },
  { left: '48%', top: '4%', glyph: '✨' },
  { left: '3%', top: '55%', glyph: '⭐' },
  { left: '95%', top: '48%', glyph: '✨' },
  { left: '70%', top: '92%', glyph: '🌟' },
];
