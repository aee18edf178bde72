import { visibleOps, type DrawOp } from './ops';
import { strokeSegments, type Segment } from './smoothing';

export const PAPER_COLOR = '#ffffff';
/** Erasing paints paper white, so a draft and the shared PNG look exactly like the screen. */
export const ERASER_COLOR = PAPER_COLOR;

export function stampFont(kind: 'letter' | 'number' | 'picture', size: number): string {
  return kind === 'picture'
    ? `${size}px "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif`
    : `800 ${size}px "Baloo 2", "Nunito Variable", ui-rounded, sans-serif`;
}

export function drawSegment(ctx: CanvasRenderingContext2D, segment: Segment): void {
  ctx.beginPath();
  ctx.moveTo(segment.from.x, segment.from.y);
  if (segment.control) ctx.quadraticCurveTo(segment.control.x, segment.control.y, segment.to.x, segment.to.y);
  else ctx.lineTo(segment.to.x, segment.to.y);
  ctx.stroke();
}

export function setPen(ctx: CanvasRenderingContext2D, color: string, width: number): void {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

export function drawDot(ctx: CanvasRenderingContext2D, x: number, y: number, width: number): void {
  ctx.beginPath();
  ctx.arc(x, y, width / 2, 0, Math.PI * 2);
  ctx.fill();
}

function drawOp(ctx: CanvasRenderingContext2D, op: DrawOp, image: (src: string) => HTMLImageElement | undefined): void {
  switch (op.kind) {
    case 'stroke': {
      setPen(ctx, op.color, op.width);
      const first = op.points[0];
      if (!first) return;
      if (op.points.length === 1) drawDot(ctx, first.x, first.y, op.width);
      else for (const segment of strokeSegments(op.points)) drawSegment(ctx, segment);
      return;
    }
    case 'stamp':
      ctx.font = stampFont(op.stamp, op.size);
      ctx.fillStyle = op.color;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(op.text, op.x, op.y);
      return;
    case 'image': {
      const img = image(op.src);
      if (img?.complete && img.naturalWidth > 0) ctx.drawImage(img, 0, 0, img.naturalWidth, img.naturalHeight);
      return;
    }
    case 'clear':
      return;
  }
}

/** Paints the paper and every visible operation; `scale` maps CSS pixels to backing-store pixels. */
export function renderOps(
  ctx: CanvasRenderingContext2D,
  ops: readonly DrawOp[],
  size: { width: number; height: number; scale: number },
  image: (src: string) => HTMLImageElement | undefined,
): void {
  ctx.setTransform(size.scale, 0, 0, size.scale, 0, 0);
  ctx.fillStyle = PAPER_COLOR;
  ctx.fillRect(0, 0, size.width, size.height);
  for (const op of visibleOps(ops)) drawOp(ctx, op, image);
}
