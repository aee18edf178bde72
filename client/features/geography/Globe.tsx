import { geoGraticule10, geoPath } from 'd3-geo';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { REGION_LIST, type Country, type RegionId } from '../../../content/geography';
import {
  between,
  createProjection,
  dragRotation,
  facing,
  featureAt,
  isFacing,
  SETTLED_ROTATION,
  spinRotation,
  SPIN_MS,
  TAP_SLOP_PX,
  type Rotation,
} from './globeMath';
import type { World } from './world';

/** Land is a soft version of its region's dot colour, so a child sees which dot belongs where. */
const LAND: Record<RegionId | 'none', string> = {
  'north-america': '#fca5a5',
  'south-america': '#fdba74',
  europe: '#93c5fd',
  africa: '#d8b4fe',
  asia: '#6ee7b7',
  australia: '#f9a8d4',
  none: '#f1f5f9',
};
const HIGHLIGHT = '#ffe14d';
const TURN_MS = 700;
const MAX_SIZE = 440;
const GRATICULE = geoGraticule10();

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface GlobeProps {
  world: World | undefined;
  /** When the 3 s spin started (performance.now()); the dots wait for it to end. */
  spinStartedAt: number;
  spinning: boolean;
  /** Turn to face this place; a new `key` turns again. */
  focus?: { center: readonly [number, number]; key: number };
  highlighted?: string;
  label: string;
  dotLabel(region: RegionId): string;
  onRegion(region: RegionId): void;
  onCountry(country: Country): void;
}

/**
 * A real globe: d3's orthographic projection of the bundled world map, drawn on a canvas in
 * requestAnimationFrame only while something moves (spin, drag, turn), so input never waits on it.
 * The region dots are real buttons laid over the canvas and moved with it.
 */
export function Globe({ world, spinStartedAt, spinning, focus, highlighted, label, dotLabel, onRegion, onCountry }: GlobeProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dotRefs = useRef(new Map<RegionId, HTMLButtonElement>());
  const [size, setSize] = useState(320);
  const rotation = useRef<Rotation>(spinning ? spinRotation(0) : SETTLED_ROTATION);
  const turn = useRef<{ from: Rotation; to: Rotation; startedAt: number } | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);
  const drag = useRef<{ x: number; y: number; start: Rotation; moved: boolean; id: number } | undefined>(undefined);
  const state = useRef({ world, highlighted, spinning, spinStartedAt, size });
  useLayoutEffect(() => {
    state.current = { world, highlighted, spinning, spinStartedAt, size };
  });
  const wasSpinning = useRef(spinning);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const { world: map, highlighted: code, size: px } = state.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    if (canvas.width !== Math.round(px * ratio)) {
      canvas.width = Math.round(px * ratio);
      canvas.height = Math.round(px * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, px, px);
    const projection = createProjection(px, rotation.current);
    const path = geoPath(projection, context);

    context.beginPath();
    path({ type: 'Sphere' });
    const sea = context.createRadialGradient(px * 0.4, px * 0.35, px * 0.05, px / 2, px / 2, px / 2);
    sea.addColorStop(0, '#7cc8ff');
    sea.addColorStop(1, '#2b7fd9');
    context.fillStyle = sea;
    context.fill();

    context.beginPath();
    path(GRATICULE);
    context.strokeStyle = 'rgba(255,255,255,0.18)';
    context.lineWidth = 0.6;
    context.stroke();

    if (map) {
      for (const [region, land] of map.landByRegion) {
        context.beginPath();
        path(land);
        context.fillStyle = LAND[region ?? 'none'];
        context.fill();
      }
      // Some countries are drawn in two pieces (Somalia and Somaliland, Cyprus and its north).
      const picked = code ? map.countries.filter((f) => f.country?.code === code) : [];
      if (picked.length > 0) {
        context.beginPath();
        for (const f of picked) path(f);
        context.fillStyle = HIGHLIGHT;
        context.fill();
        context.strokeStyle = '#b45309';
        context.lineWidth = 1.5;
        context.stroke();
      }
      context.beginPath();
      path(map.borders);
      context.strokeStyle = 'rgba(255,255,255,0.85)';
      context.lineWidth = 0.5;
      context.stroke();
    }

    context.beginPath();
    path({ type: 'Sphere' });
    context.strokeStyle = 'rgba(20,60,120,0.5)';
    context.lineWidth = 1.5;
    context.stroke();

    for (const region of REGION_LIST) {
      const dot = dotRefs.current.get(region.id);
      const point = projection([region.center[0], region.center[1]]);
      if (!dot || !point) continue;
      const shown = isFacing(region.center, rotation.current);
      dot.style.transform = `translate(${point[0]}px, ${point[1]}px) translate(-50%, -50%)`;
      dot.style.visibility = shown ? 'visible' : 'hidden';
    }
    canvas.dataset.rotation = rotation.current.map((n) => n.toFixed(2)).join(',');
  }, []);

  /** Schedules frames until nothing moves any more: then the globe costs nothing. */
  const redraw = useCallback(() => {
    if (frame.current !== undefined) return;
    const tick = (now: number) => {
      frame.current = undefined;
      const { spinning: isSpinning, spinStartedAt: started } = state.current;
      let again = false;
      if (isSpinning) {
        // Children whose device asks for less motion see the globe still while it gets ready.
        rotation.current = prefersReducedMotion() ? SETTLED_ROTATION : spinRotation(now - started);
        again = now - started < SPIN_MS;
      } else if (turn.current) {
        const t = Math.min(1, (now - turn.current.startedAt) / TURN_MS);
        rotation.current = between(turn.current.from, turn.current.to, t);
        if (t >= 1) turn.current = undefined;
        else again = true;
      }
      draw();
      if (again) frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, [draw]);

  useEffect(() => () => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
  }, []);

  // The spin ends exactly at the settled rotation, even if the last frame came a little early.
  useEffect(() => {
    if (wasSpinning.current && !spinning) rotation.current = SETTLED_ROTATION;
    wasSpinning.current = spinning;
    redraw();
  }, [spinning, redraw]);

  useEffect(() => redraw(), [world, highlighted, size, redraw]);

  useEffect(() => {
    if (!focus || state.current.spinning) return;
    turn.current = { from: rotation.current, to: facing(focus.center), startedAt: performance.now() };
    redraw();
  }, [focus, redraw]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const measure = () => setSize(Math.max(200, Math.min(MAX_SIZE, Math.floor(wrapper.clientWidth))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (spinning) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    turn.current = undefined;
    drag.current = { x: event.clientX, y: event.clientY, start: rotation.current, moved: false, id: event.pointerId };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
    current.moved = true;
    rotation.current = dragRotation(current.start, dx, dy, size);
    redraw();
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    drag.current = undefined;
    if (!current || current.moved || !world || spinning) return;
    const box = event.currentTarget.getBoundingClientRect();
    const projection = createProjection(size, rotation.current);
    const hit = featureAt(world.countries, projection, event.clientX - box.left, event.clientY - box.top);
    if (hit?.country) onCountry(hit.country);
  };

  return (
    <div ref={wrapperRef} className="relative mx-auto w-full" style={{ maxWidth: MAX_SIZE }}>
      <div className="relative mx-auto" style={{ width: size, height: size }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          data-testid="globe"
          data-scale={(size / 2 - 6).toFixed(2)}
          className={`block rounded-full drop-shadow-xl ${spinning ? 'cursor-progress' : 'cursor-grab active:cursor-grabbing'}`}
          style={{ width: size, height: size, touchAction: 'pan-y' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = undefined)}
        />
        {REGION_LIST.map((region) => (
          <button
            key={region.id}
            ref={(node) => {
              if (node) dotRefs.current.set(region.id, node);
              else dotRefs.current.delete(region.id);
            }}
            type="button"
            data-testid={`region-dot-${region.id}`}
            aria-label={dotLabel(region.id)}
            disabled={spinning}
            onClick={() => onRegion(region.id)}
            className="absolute top-0 left-0 flex size-12 items-center justify-center rounded-full disabled:cursor-progress"
            style={{ visibility: 'hidden' }}
          >
            <span
              aria-hidden
              className={`block size-6 rounded-full border-4 border-white shadow-lg ${spinning ? 'opacity-60' : 'animate-pulse'}`}
              style={{ backgroundColor: region.color }}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
