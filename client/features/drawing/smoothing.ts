export interface Point {
  x: number;
  y: number;
}

/** One piece of a smooth stroke: a straight line (no control) or a quadratic curve through `control`. */
export interface Segment {
  from: Point;
  control?: Point;
  to: Point;
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The smoothed path through the pointer samples: a line to the first midpoint, then quadratic curves
 * from midpoint to midpoint with each sample as the control point, then a line to the last sample.
 * A single sample makes no segments (it is drawn as a dot).
 */
export function strokeSegments(points: readonly Point[]): Segment[] {
  if (points.length < 2) return [];
  const segments: Segment[] = [{ from: points[0]!, to: mid(points[0]!, points[1]!) }];
  for (let i = 1; i < points.length - 1; i += 1) {
    segments.push({ from: mid(points[i - 1]!, points[i]!), control: points[i]!, to: mid(points[i]!, points[i + 1]!) });
  }
  const last = points[points.length - 1]!;
  segments.push({ from: mid(points[points.length - 2]!, last), to: last });
  return segments;
}

/**
 * The piece to draw when sample `points[points.length - 1]` has just arrived during a live stroke
 * (the final straight piece is added when the stroke ends).
 */
export function liveSegment(points: readonly Point[]): Segment | undefined {
  const n = points.length;
  if (n < 2) return undefined;
  if (n === 2) return { from: points[0]!, to: mid(points[0]!, points[1]!) };
  return {
    from: mid(points[n - 3]!, points[n - 2]!),
    control: points[n - 2]!,
    to: mid(points[n - 2]!, points[n - 1]!),
  };
}

/** Samples closer than this (CSS px) to the previous one add nothing but cost. */
export const MIN_SAMPLE_DISTANCE = 1.5;

export function farEnough(previous: Point | undefined, next: Point, min = MIN_SAMPLE_DISTANCE): boolean {
  return !previous || Math.hypot(next.x - previous.x, next.y - previous.y) >= min;
}
