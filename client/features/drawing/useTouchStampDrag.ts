import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { StampItem } from './stampDrag';

/** Hold a finger this long on a stamp to pick it up; moving sooner scrolls the palette instead. */
export const TOUCH_HOLD_MS = 180;
const MOVE_TOLERANCE_PX = 10;

export interface TouchDragGhost {
  item: StampItem;
  x: number;
  y: number;
}

interface Pending {
  pointerId: number;
  item: StampItem;
  startX: number;
  startY: number;
  armed: boolean;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Touch drag for stamps (HTML5 drag and drop does not work with fingers everywhere): hold a stamp, move it
 * over the paper and let go to stamp it there. Returns the ghost to draw under the finger.
 */
export function useTouchStampDrag(onDrop: (item: StampItem, clientX: number, clientY: number) => void) {
  const [ghost, setGhost] = useState<TouchDragGhost | null>(null);
  const pending = useRef<Pending | null>(null);
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  }, [onDrop]);

  const end = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setGhost(null);
  }, []);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const p = pending.current;
      if (!p || p.pointerId !== event.pointerId) return;
      if (p.armed) {
        setGhost({ item: p.item, x: event.clientX, y: event.clientY });
      } else if (Math.hypot(event.clientX - p.startX, event.clientY - p.startY) > MOVE_TOLERANCE_PX) {
        end(); // the finger is scrolling the palette
      }
    };
    const onUp = (event: PointerEvent) => {
      const p = pending.current;
      if (!p || p.pointerId !== event.pointerId) return;
      const { armed, item } = p;
      end();
      if (armed) onDropRef.current(item, event.clientX, event.clientY);
    };
    const onCancel = (event: PointerEvent) => {
      if (pending.current?.pointerId === event.pointerId) end();
    };
    // While a stamp is held, the page must not scroll under the finger.
    const onTouchMove = (event: TouchEvent) => {
      if (pending.current?.armed) event.preventDefault();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('touchmove', onTouchMove);
      if (pending.current) clearTimeout(pending.current.timer);
    };
  }, [end]);

  const start = useCallback(
    (item: StampItem, event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') return; // the mouse uses HTML5 drag and drop
      end();
      const { pointerId, clientX, clientY } = event;
      try {
        // Let pointer events follow the finger off the button.
        event.currentTarget.releasePointerCapture(pointerId);
      } catch {
        // not captured
      }
      const timer = setTimeout(() => {
        if (!pending.current) return;
        pending.current.armed = true;
        setGhost({ item, x: pending.current.startX, y: pending.current.startY });
        navigator.vibrate?.(10);
      }, TOUCH_HOLD_MS);
      pending.current = { pointerId, item, startX: clientX, startY: clientY, armed: false, timer };
    },
    [end],
  );

  return { ghost, start };
}
