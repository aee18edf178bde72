import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  type DragEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { CANVAS_HEIGHT } from '../../../contract/drawingConstants';
import { backingSize, FRAME_PX, isInside, paperSize, shownPaperSize, toPaperPoint } from './coords';
import type { BrushTool, DrawOp } from './ops';
import { drawDot, drawSegment, renderOps, setPen } from './render';
import { farEnough, liveSegment, type Point } from './smoothing';
import { decodeStamp, STAMP_MIME, type StampItem } from './stampDrag';

export interface DrawingCanvasApi {
  /** The drawing as a PNG data URL on white paper, 400 px tall at one pixel per paper pixel (small enough to share). */
  exportPng(): string | null;
  /** The paper point under a screen point, or null when it is not over the paper. */
  paperPointAt(clientX: number, clientY: number): Point | null;
}

export type Pen = { tool: BrushTool; color: string; width: number } | { tool: 'stamp' };

interface DrawingCanvasProps {
  ops: readonly DrawOp[];
  pen: Pen;
  label: string;
  onStroke(op: DrawOp): void;
  /** A tap on the paper while a stamp tool is chosen. */
  onTapStamp(point: Point): void;
  onDropStamp(item: StampItem, point: Point): void;
  /** Sizing classes for the slot the paper fills (its height caps the paper's shown height). */
  className?: string;
  ref?: Ref<DrawingCanvasApi>;
}

interface LiveStroke {
  pointerId: number;
  tool: BrushTool;
  color: string;
  width: number;
  points: Point[];
}

/** The paper: pointer events for finger, pen and mouse; crisp at any pixel ratio; redrawn from operations. */
export function DrawingCanvas({
  ops,
  pen,
  label,
  onStroke,
  onTapStamp,
  onDropStamp,
  className = '',
  ref,
}: DrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const size = useRef({ width: 0, height: CANVAS_HEIGHT, scale: 1 });
  const live = useRef<LiveStroke | null>(null);
  const images = useRef(new Map<string, HTMLImageElement>());
  const opsRef = useRef(ops);

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || size.current.width === 0) return;
    renderOps(ctx, opsRef.current, size.current, (src) => images.current.get(src));
  }, []);

  const image = useCallback(
    (src: string) => {
      let img = images.current.get(src);
      if (!img) {
        img = new Image();
        img.onload = redraw;
        img.src = src;
        images.current.set(src, img);
      }
      return img;
    },
    [redraw],
  );

  useEffect(() => {
    opsRef.current = ops;
    for (const op of ops) if (op.kind === 'image') image(op.src);
    redraw();
  }, [ops, image, redraw]);

  // The paper is always CANVAS_HEIGHT (400) paper pixels tall, the height a shared drawing has. Where the
  // screen has less room (a phone, under the palette) it is shown shorter and correspondingly wider in
  // paper pixels, so strokes keep their shape; the backing store follows the shown size times the pixel ratio.
  useEffect(() => {
    const slot = slotRef.current;
    const canvas = canvasRef.current;
    if (!slot || !canvas) return;
    const resize = () => {
      const shown = shownPaperSize(slot.clientWidth - FRAME_PX, slot.clientHeight - FRAME_PX);
      const paper = paperSize(shown);
      const backing = backingSize(shown.width, shown.height, window.devicePixelRatio);
      canvas.style.height = `${shown.height}px`;
      if (
        canvas.width === backing.width &&
        canvas.height === backing.height &&
        size.current.width === paper.width
      )
        return;
      canvas.width = backing.width;
      canvas.height = backing.height;
      size.current = { ...paper, scale: (backing.scale * shown.height) / paper.height };
      redraw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(slot);
    const media = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    media.addEventListener('change', resize);
    // Fonts for letter stamps may arrive after the first paint.
    void document.fonts?.ready.then(redraw);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', resize);
    };
  }, [redraw]);

  const pointOf = (clientX: number, clientY: number): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return toPaperPoint(clientX, clientY, rect, size.current);
  };

  useImperativeHandle(
    ref,
    () => ({
      exportPng() {
        const { width, height } = size.current;
        if (width === 0) return null;
        const out = document.createElement('canvas');
        out.width = width;
        out.height = height;
        const ctx = out.getContext('2d');
        if (!ctx) return null;
        renderOps(ctx, opsRef.current, { width, height, scale: 1 }, (src) => images.current.get(src));
        return out.toDataURL('image/png');
      },
      paperPointAt(clientX, clientY) {
        const canvas = canvasRef.current;
        if (!canvas || !isInside(clientX, clientY, canvas.getBoundingClientRect())) return null;
        return pointOf(clientX, clientY);
      },
    }),
    [],
  );

  const context = () => {
    const ctx = canvasRef.current?.getContext('2d');
    ctx?.setTransform(size.current.scale, 0, 0, size.current.scale, 0, 0);
    return ctx;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    const point = pointOf(event.clientX, event.clientY);
    if (pen.tool === 'stamp') {
      onTapStamp(point);
      return;
    }
    if (live.current) return; // one finger draws at a time
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; drawing still works.
    }
    live.current = { pointerId: event.pointerId, tool: pen.tool, color: pen.color, width: pen.width, points: [point] };
    const ctx = context();
    if (ctx) {
      setPen(ctx, pen.color, pen.width);
      drawDot(ctx, point.x, point.y, pen.width);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = live.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    event.preventDefault();
    const ctx = context();
    const samples =
      typeof event.nativeEvent.getCoalescedEvents === 'function' ? event.nativeEvent.getCoalescedEvents() : [];
    for (const sample of samples.length > 0 ? samples : [event]) {
      const point = pointOf(sample.clientX, sample.clientY);
      if (!farEnough(stroke.points[stroke.points.length - 1], point)) continue;
      stroke.points.push(point);
      const segment = liveSegment(stroke.points);
      if (ctx && segment) {
        setPen(ctx, stroke.color, stroke.width);
        drawSegment(ctx, segment);
      }
    }
  };

  const endStroke = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = live.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    live.current = null;
    onStroke({ kind: 'stroke', tool: stroke.tool, color: stroke.color, width: stroke.width, points: stroke.points });
  };

  const onDragOver = (event: DragEvent<HTMLCanvasElement>) => {
    if (event.dataTransfer.types.includes(STAMP_MIME)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    }
  };

  const onDrop = (event: DragEvent<HTMLCanvasElement>) => {
    const item = decodeStamp(event.dataTransfer.getData(STAMP_MIME));
    if (!item) return;
    event.preventDefault();
    onDropStamp(item, pointOf(event.clientX, event.clientY));
  };

  return (
    // The slot takes the room the layout gives; the framed paper inside it is at most 400 px tall.
    <div ref={slotRef} className={`min-h-0 min-w-0 ${className}`}>
      <div className="w-full overflow-hidden rounded-[1.5rem] border-4 border-white bg-white shadow-lg ring-4 ring-grape/15">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          data-testid="drawing-canvas"
          data-tool={pen.tool}
          className={`block w-full touch-none select-none ${pen.tool === 'stamp' ? 'cursor-copy' : 'cursor-crosshair'}`}
          style={{ height: CANVAS_HEIGHT, touchAction: 'none', overscrollBehavior: 'contain' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onLostPointerCapture={endStroke}
          onContextMenu={(event) => event.preventDefault()}
          onDragOver={onDragOver}
          onDrop={onDrop}
        />
      </div>
    </div>
  );
}
