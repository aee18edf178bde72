import type { Point } from './smoothing';

export type BrushTool = 'brush' | 'eraser';
export type StampKind = 'letter' | 'number' | 'picture';
export type Tool = BrushTool | StampKind;

/** What the child put on the paper; the canvas is redrawn from these, so undo and resizing lose nothing. */
export type DrawOp =
  | { kind: 'stroke'; tool: BrushTool; color: string; width: number; points: readonly Point[] }
  | { kind: 'stamp'; stamp: StampKind; text: string; x: number; y: number; size: number; color: string }
  | { kind: 'clear' }
  /** A saved draft, drawn at the top left at its own (CSS pixel) size. */
  | { kind: 'image'; src: string };

/** The operations that show: everything after the last Clear All. */
export function visibleOps(ops: readonly DrawOp[]): DrawOp[] {
  let lastClear = -1;
  ops.forEach((op, i) => {
    if (op.kind === 'clear') lastClear = i;
  });
  return ops.slice(lastClear + 1);
}

/** There is a drawing when anything shows on the paper. */
export function hasDrawing(ops: readonly DrawOp[]): boolean {
  return visibleOps(ops).length > 0;
}
