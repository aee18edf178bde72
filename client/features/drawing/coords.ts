import { CANVAS_HEIGHT } from '../../../contract/drawingConstants';
import type { Point } from './smoothing';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a pointer at (clientX, clientY) is on the paper, in the paper's CSS pixels (width × height),
 * even when the element is shown at another size; clamped to the paper.
 */
export function toPaperPoint(
  clientX: number,
  clientY: number,
  rect: Box,
  paper: { width: number; height: number },
): Point {
  const sx = rect.width > 0 ? paper.width / rect.width : 1;
  const sy = rect.height > 0 ? paper.height / rect.height : 1;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return { x: clamp((clientX - rect.left) * sx, paper.width), y: clamp((clientY - rect.top) * sy, paper.height) };
}

export function isInside(clientX: number, clientY: number, rect: Box): boolean {
  return (
    clientX >= rect.left &&
    clientX <= rect.left + rect.width &&
    clientY >= rect.top &&
    clientY <= rect.top + rect.height
  );
}

/** The backing store for a crisp picture on high-density screens: CSS size times the pixel ratio (capped at 3). */
export function backingSize(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
): { width: number; height: number; scale: number } {
  const scale = Math.min(Math.max(devicePixelRatio || 1, 1), 3);
  return { width: Math.round(cssWidth * scale), height: Math.round(cssHeight * scale), scale };
}

/** The paper's white frame: a 4 px border on each side. */
export const FRAME_PX = 8;
/** Below this the paper is too short to draw on; the page scrolls instead. */
export const MIN_SHOWN_HEIGHT = 160;

/** How big the paper is shown in a slot of the given inner size: full width, at most 400 px tall. */
export function shownPaperSize(slotWidth: number, slotHeight: number): { width: number; height: number } {
  const height = Math.min(CANVAS_HEIGHT, Math.max(MIN_SHOWN_HEIGHT, Math.floor(slotHeight)));
  return { width: Math.max(1, Math.round(slotWidth)), height };
}

/**
 * The paper in paper pixels: always 400 tall (the height a shared drawing has), and as wide as keeps the
 * shown shape, so a paper shown shorter on a phone is wider in paper pixels rather than squashed.
 */
export function paperSize(shown: { width: number; height: number }): { width: number; height: number } {
  return { width: Math.max(1, Math.round((shown.width * CANVAS_HEIGHT) / shown.height)), height: CANVAS_HEIGHT };
}
